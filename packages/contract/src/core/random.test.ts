import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';

describe('seededRandom (mulberry32)', () => {
  it('gives the same numbers for a seed on every machine', () => {
    const r = seededRandom(1);
    expect([r.next(), r.next(), r.next()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('draws whole numbers within the bounds and picks among the items', () => {
    const r = seededRandom(20_261_121);
    expect([r.int(1, 6), r.int(1, 6), r.int(1, 6), r.pick(['a', 'b', 'c'])]).toEqual([5, 3, 4, 'c']);
  });

  it.each([0, 1, 42, 2 ** 32 - 1, 20_000])('stays in [0, 1) and within int bounds for seed %d', (seed) => {
    const r = seededRandom(seed);
    for (let i = 0; i < 1000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = r.int(-3, 3);
      expect(Number.isInteger(n) && n >= -3 && n <= 3).toBe(true);
    }
  });
});
