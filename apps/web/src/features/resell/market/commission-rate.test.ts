import { describe, expect, it } from 'vitest';
import { percentOf, rateOf } from './commission-rate.ts';

describe('commission rates as percentages', () => {
  it('turn a stored rate into the percentage shown', () => {
    expect(percentOf('0.1250')).toBe('12.5');
    expect(percentOf('0.0800')).toBe('8');
    expect(percentOf('1')).toBe('100');
    expect(percentOf('0.0001')).toBe('0.01');
  });
  it('turn a typed percentage into the rate sent, exactly', () => {
    expect(rateOf('12.5')).toBe('0.125');
    expect(rateOf(' 7.25 ')).toBe('0.0725');
    expect(rateOf('100')).toBe('1');
    expect(rateOf('0')).toBe('0');
  });
  it('leave anything else as typed, for the server to refuse with its message', () => {
    expect(rateOf('abc')).toBe('abc');
    expect(rateOf('12.345')).toBe('12.345');
    expect(rateOf('-3')).toBe('-3');
  });
});
