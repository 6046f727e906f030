import { describe, expect, it } from 'vitest';
import { percentOf, rateOf } from './commission-rate.ts';

describe('commission rates as percentages', () => {
  it.each([
    ['0.1250', '12.5'],
    ['0.0800', '8'],
    ['1', '100'],
    ['0.0001', '0.01'],
  ])('turn the stored rate %s into the percentage shown, %s', (rate, percent) => expect(percentOf(rate)).toBe(percent));
  it.each([
    ['12.5', '0.125'],
    [' 7.25 ', '0.0725'],
    ['100', '1'],
    ['0', '0'],
  ])('turn the typed percentage “%s” into the rate sent, exactly %s', (percent, rate) => expect(rateOf(percent)).toBe(rate));
  it.each(['abc', '12.345', '-3'])('leave “%s” as typed, for the server to refuse with its message', (typed) => expect(rateOf(typed)).toBe(typed));
});
