import { describe, expect, it } from 'vitest';
import { changePercent, moneyVersus, versus } from './change-percent.ts';

describe('changePercent', () => {
  it('rounds to one decimal, and has none without a positive base (the contract rule)', () => {
    expect(changePercent(110, 100)).toBe(10);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(-50, -100)).toBeNull();
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(null, 1)).toBeNull();
    expect(changePercent(1, undefined)).toBeNull();
  });
});

describe('versus', () => {
  it('gives the change and the formatted earlier value only with a comparison period', () => {
    const format = (value: number | null | undefined) => `#${value ?? '-'}`;
    expect(versus(true, 120, 100, format)).toEqual({ change: 20, previous: '#100' });
    expect(versus(true, 120, null, format)).toEqual({ change: null, previous: '#-' });
    expect(versus(false, 120, undefined, format)).toEqual({});
  });
  it("works out an amount's change exactly, from decimal strings", () => {
    const format = (amount: string | null | undefined) => `$${amount ?? '-'}`;
    expect(moneyVersus(true, '0.30', '0.10', format)).toEqual({ change: 200, previous: '$0.10' });
    expect(moneyVersus(false, '0.30', '0.10', format)).toEqual({});
  });
});
