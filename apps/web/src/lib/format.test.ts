import { describe, expect, it } from 'vitest';
import { formatChange, formatCount, formatMoney, formatMoneyExact, formatNumber, formatPercent, formatRate, formatRatio } from './format.ts';

const languages = ['zh-TW', 'ja', 'en'] as const;

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
  it.each(languages)('writes one sign per currency in %s: US$, NT$, ¥', (language) => {
    expect(formatMoney('1234.5', 'USD', language)).toBe('US$1,234.50');
    expect(formatMoney('1234.5', 'TWD', language)).toBe('NT$1,235');
    expect(formatMoney('1234', 'JPY', language)).toBe('¥1,234');
  });
  it.each(languages)('rounds to the currency places in %s: USD cents, TWD and JPY whole, half up', (language) => {
    expect(formatMoney('10.005', 'USD', language)).toBe('US$10.01');
    expect(formatMoney('3000.49', 'TWD', language)).toBe('NT$3,000');
    expect(formatMoney('2999.50', 'TWD', language)).toBe('NT$3,000');
    expect(formatMoney('1234.5', 'JPY', language)).toBe('¥1,235');
  });
  it.each(languages)('puts the minus before the sign and never writes −0 in %s', (language) => {
    expect(formatMoney('-1234.5', 'USD', language)).toBe('-US$1,234.50');
    expect(formatMoney('-0.4', 'TWD', language)).toBe('NT$0');
    expect(formatMoney('0', 'USD', language)).toBe('US$0.00');
  });
  it('keeps an exact decimal string exact', () => {
    expect(formatMoney('12345678901234.57', 'USD', 'en')).toBe('US$12,345,678,901,234.57');
  });
  it('takes other places when asked (whole quoted prices)', () => {
    expect(formatMoney('483203.4', 'USD', 'ja', 0)).toBe('US$483,203');
  });
});

describe('formatMoneyExact', () => {
  it.each(languages)('shows every place the amount has, at least the currency places, in %s', (language) => {
    expect(formatMoneyExact('0.123456789012', 'USD', language)).toBe('US$0.123456789012');
    expect(formatMoneyExact('1234.56', 'TWD', language)).toBe('NT$1,234.56');
    expect(formatMoneyExact('1234.00', 'TWD', language)).toBe('NT$1,234');
    expect(formatMoneyExact('12345.6', 'TWD', language)).toBe('NT$12,345.60');
    expect(formatMoneyExact('5', 'USD', language)).toBe('US$5.00');
  });
});

describe('formatRate', () => {
  it.each(languages)('reads a rate as a rate in %s: no padding zeros, significant decimals kept', (language) => {
    expect(formatRate('32.000000', language)).toBe('32');
    expect(formatRate('31.250000', language)).toBe('31.25');
    expect(formatRate('0.218800', language)).toBe('0.2188');
    expect(formatRate('149.123456', language)).toBe('149.123456');
  });
});

describe('formatChange and formatPercent', () => {
  it.each(languages)('signs a change, and a zero change reads 0%% in %s', (language) => {
    expect(formatChange(12.54, language)).toBe('+12.5%');
    expect(formatChange(-3, language)).toBe('-3%');
    expect(formatChange(0, language)).toBe('0%');
    expect(formatChange(-0, language)).toBe('0%');
    expect(formatChange(-0.04, language)).toBe('0%');
  });
  it.each(languages)('writes shares and ratios without padding in %s', (language) => {
    expect(formatPercent(12.5, language)).toBe('12.5%');
    expect(formatPercent(-0, language)).toBe('0%');
    expect(formatRatio('0.700000', language)).toBe('70%');
    expect(formatRatio('0.125', language)).toBe('12.5%');
  });
});
