import { describe, expect, it } from 'vitest';
import { convertUsd, convertUsdWhole, moneyChangePercent } from './money-math.ts';

describe('money in the chosen currency', () => {
  it('converts USD decimal strings exactly and rounds half up to the minor unit', () => {
    expect(convertUsd('0.1', '3', 'TWD')).toBe('0.30'); // 0.1 × 3 is 0.30000000000000004 in floats
    expect(convertUsd('1.005', '1', 'USD')).toBe('1.01'); // 1.005 rounds down in floats
    expect(convertUsd('50.00', '32.804', 'TWD')).toBe('1640.20');
    expect(convertUsd('12.5', '150.144', 'JPY')).toBe('1877');
    expect(convertUsd('0.9312', '32.804', 'TWD', 2)).toBe('30.5471');
    expect(convertUsd('-3.10', '32.804', 'TWD')).toBe('-101.69');
  });

  it('quotes prices as whole amounts, rounding the exact product once, half up', () => {
    expect(convertUsdWhole('483202.92', '1')).toBe('483203');
    expect(convertUsdWhole('15000.00', '32.804')).toBe('492060');
    expect(convertUsdWhole('0.015', '33.3')).toBe('0'); // 0.4995: rounding to cents first would give 0.50, then 1
    expect(convertUsdWhole('12.5', '150.144')).toBe('1877');
    expect(convertUsdWhole('2.5', '1')).toBe('3');
  });

  it('gives the change between two amounts, or nothing without a base', () => {
    expect(moneyChangePercent('110.00', '100.00')).toBe(10);
    expect(moneyChangePercent('0.93', '1.20')).toBe(-22.5);
    expect(moneyChangePercent('5', '0')).toBeNull();
    expect(moneyChangePercent(null, '1')).toBeNull();
  });
});
