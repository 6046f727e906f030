import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatNumber } from './format.ts';

describe('formatCount', () => {
  it('writes counts below 1,000 in full, in the language', () => {
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(12.5, 'ja')).toBe('12.5');
  });
  it('short-scales from 1,000 on (spec 9)', () => {
    expect(formatCount(1234, 'zh-TW')).toBe('1.2K');
    expect(formatCount(2_500_000, 'en')).toBe('2.5M');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
});

describe('formatMoney', () => {
  it('formats TWD with two decimals and JPY with none', () => {
    expect(formatMoney('1234.5', 'TWD', 'en')).toMatch(/^NT\$\s?1,234\.50$/);
    expect(formatMoney('1234', 'JPY', 'ja')).toMatch(/^[￥¥]1,234$/);
  });
  it('keeps an exact decimal string exact', () => {
    expect(formatMoney('12345678901234.57', 'USD', 'en')).toBe('$12,345,678,901,234.57');
  });
});
