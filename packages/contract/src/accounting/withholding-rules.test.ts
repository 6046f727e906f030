import { describe, expect, it } from 'vitest';
import { computeWithholding, withholdingPresetRules as presets, type WithholdingRule } from './withholding-rules.ts';

const usd: WithholdingRule = { currency: 'USD', rate: '12.5', exempt_up_to: '100', upper_from: null, upper_rate: null };

describe('computeWithholding', () => {
  it.each([
    // Japan, resident: 10.21 % up to ¥1,000,000, 20.42 % on the part above, below the yen dropped.
    ['jp_resident', '999999', '102099'], // 102,099.8979
    ['jp_resident', '1000000', '102100'],
    ['jp_resident', '1000001', '102100'], // 102,100.2042
    ['jp_resident', '1000005', '102101'], // 102,101.021
    ['jp_resident', '2000000', '306300'], // (2,000,000 − 1,000,000) × 20.42 % + 102,100
    ['jp_resident', '9', '0'], // 0.9189
    ['jp_resident', '10', '1'], // 1.021
    ['jp_non_resident', '1000000', '204200'],
    ['jp_non_resident', '1000001', '204200'], // 204,200.2042
    // Taiwan, resident: nothing up to NT$20,000 included, 10 % of the whole payment above, below the dollar dropped.
    ['tw_resident', '20000.00', '0'],
    ['tw_resident', '20000.01', '2000'],
    ['tw_resident', '20001.00', '2000'], // 2,000.1
    ['tw_resident', '20010.00', '2001'],
    ['tw_resident', '19999.99', '0'],
    // Taiwan, non-resident: 20 % from the first dollar.
    ['tw_non_resident', '20000.00', '4000'],
    ['tw_non_resident', '20001.00', '4000'], // 4,000.2
    ['tw_non_resident', '4.99', '0'],
    ['none', '500000.00', '0'],
  ] as const)('%s on %s withholds %s', (preset, base, expected) => {
    expect(computeWithholding(base, presets[preset])).toBe(expected);
  });

  it('cuts a rule in USD to the cent, above its threshold only', () => {
    expect(computeWithholding('100.00', usd)).toBe('0.00');
    expect(computeWithholding('100.01', usd)).toBe('12.50'); // 12.50125
    expect(computeWithholding('100.08', usd)).toBe('12.51'); // 12.51
  });

  it('withholds nothing from a payment of nothing or less', () => {
    expect(computeWithholding('0', presets.tw_non_resident)).toBe('0');
    expect(computeWithholding('-5000.00', presets.jp_resident)).toBe('0');
  });
});
