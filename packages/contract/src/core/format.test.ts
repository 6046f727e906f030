import { describe, expect, it } from 'vitest';
import { mask, shortScale } from './format.ts';

describe('shortScale (spec 9: K, M, B, T with one decimal)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [12.34, '12.3'],
    [1000, '1K'],
    [1234, '1.2K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [9_950, '10K'],
    [99_950, '100K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
    [12_345_678, '12.3M'],
    [999_950_000, '1B'],
    [1_000_000_000, '1B'],
    [2_500_000_000, '2.5B'],
    [999_950_000_000, '1T'],
    [1_000_000_000_000, '1T'],
    [3_210_000_000_000, '3.2T'],
  ])('%d → %s', (value, expected) => {
    expect(shortScale(value)).toBe(expected);
  });

  it('carries a value below 1000 that rounds to 1000 to "1K"', () => {
    expect(shortScale(999.95)).toBe('1K');
  });

  it.each([
    [-999, '-999'],
    [-1234, '-1.2K'],
    [-1_500_000, '-1.5M'],
    [-999_950, '-1M'],
    [-2_500_000_000, '-2.5B'],
    [-4_000_000_000_000, '-4T'],
  ])('negative %d → %s', (value, expected) => {
    expect(shortScale(value)).toBe(expected);
  });

  it('does not show "-0" for a tiny negative number', () => {
    expect(shortScale(-0.04)).toBe('0');
    expect(shortScale(-0)).toBe('0');
  });

  it('shows a dash for a value that is not a number', () => {
    expect(shortScale(Number.NaN)).toBe('–');
    expect(shortScale(Number.POSITIVE_INFINITY)).toBe('–');
  });
});

describe('mask (spec 9: stars over the first three characters)', () => {
  it('stars the first three characters', () => {
    expect(mask('A123456789')).toBe('***3456789');
    expect(mask('0123-456-789')).toBe('***3-456-789');
  });

  it('stars a string of three characters or fewer completely', () => {
    expect(mask('abc')).toBe('***');
    expect(mask('ab')).toBe('**');
    expect(mask('a')).toBe('*');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(mask('王小明先生')).toBe('***先生');
    expect(mask('😀😀😀😀')).toBe('***😀');
  });

  it('gives "" for empty, null and undefined', () => {
    expect(mask('')).toBe('');
    expect(mask(null)).toBe('');
    expect(mask(undefined)).toBe('');
  });
});
