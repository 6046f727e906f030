// Spec 5 "a valid price is required for the content licensing price" and "custom similar channels:
// at least 1 and at most 10", with the spec 8 message keys; expectations written by hand.
import { describe, expect, it } from 'vitest';
import { customSimilarInputSchema, isValidLicensingPrice, licensingPriceInputSchema } from './similar.schemas.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('licensing price', () => {
  it('takes a positive price with no more decimals than the currency has', () => {
    expect(isValidLicensingPrice('1200', 'TWD')).toBe(true);
    expect(isValidLicensingPrice('1200.5', 'TWD')).toBe(true);
    expect(isValidLicensingPrice('0.01', 'USD')).toBe(true);
    expect(isValidLicensingPrice('9999999999999999.99', 'USD')).toBe(true);
    expect(isValidLicensingPrice('150000', 'JPY')).toBe(true);
  });

  it('refuses zero, negatives, too many decimals, JPY fractions, words and exponents', () => {
    for (const [amount, currency] of [
      ['0', 'TWD'],
      ['0.00', 'USD'],
      ['-5', 'TWD'],
      ['1.234', 'USD'],
      ['100.5', 'JPY'],
      ['abc', 'TWD'],
      ['1e5', 'USD'],
      ['', 'TWD'],
      ['12345678901234567', 'TWD'],
      ['1,000', 'TWD'],
    ] as const)
      expect(isValidLicensingPrice(amount, currency), `${amount} ${currency}`).toBe(false);
  });

  it('answers the spec 8 message on the amount', () => {
    expect(issues(licensingPriceInputSchema.safeParse({ amount: '0', currency: 'TWD' }))).toEqual([['amount', 'validation.licensingPriceInvalid']]);
    expect(licensingPriceInputSchema.parse({ amount: ' 88.80 ', currency: 'USD' })).toEqual({ amount: '88.80', currency: 'USD' });
    expect(licensingPriceInputSchema.safeParse({ amount: '10', currency: 'EUR' }).success).toBe(false);
  });
});

describe('custom similar channels', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `UCid${i}`);
  it('keeps 1 to 10 channel ids', () => {
    expect(customSimilarInputSchema.safeParse({ channel_ids: ids(1) }).success).toBe(true);
    expect(customSimilarInputSchema.safeParse({ channel_ids: ids(10) }).success).toBe(true);
    expect(issues(customSimilarInputSchema.safeParse({ channel_ids: ids(11) }))).toEqual([['channel_ids', 'validation.customSimilarMax']]);
    expect(issues(customSimilarInputSchema.safeParse({ channel_ids: [] }))).toEqual([['channel_ids', 'validation.customSimilarRequired']]);
    expect(issues(customSimilarInputSchema.safeParse({ channel_ids: ['not an id!'] }))).toEqual([['channel_ids.0', 'validation.noSuchChannel']]);
  });
});
