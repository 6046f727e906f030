import { describe, expect, it } from 'vitest';
import { layoutCloud, MAX_SIZE, MIN_SIZE, wordSize } from './cloud-layout.ts';

describe('wordSize', () => {
  it('runs from the smallest to the largest size on a log scale', () => {
    expect(wordSize(1, 1, 100)).toBe(MIN_SIZE);
    expect(wordSize(100, 1, 100)).toBe(MAX_SIZE);
    // log 10 / log 100 = half way: 13 + 11.5.
    expect(wordSize(10, 1, 100)).toBe(25);
  });
  it('gives every word the middle size when all weigh the same', () => {
    expect(wordSize(4, 4, 4)).toBe(25);
  });
});

describe('layoutCloud', () => {
  it('puts the heaviest word in the middle and the others alternately right and left', () => {
    const laid = layoutCloud([
      { term: 'a', count: 50 },
      { term: 'b', count: 20 },
      { term: 'c', count: 10 },
      { term: 'd', count: 5 },
      { term: 'e', count: 1 },
    ]);
    expect(laid.map((w) => w.term)).toEqual(['d', 'b', 'a', 'c', 'e']);
    expect(laid.find((w) => w.term === 'a')!.size).toBe(MAX_SIZE);
    expect(laid.find((w) => w.term === 'e')!.size).toBe(MIN_SIZE);
  });
  it('lays out nothing for no words', () => {
    expect(layoutCloud([])).toEqual([]);
  });
});
