// Issue 30: income-tax withholding on statements, as pure functions the posting (server) and the
// tax profile form (web) share. A payee's tax profile names the rule (country, resident or not),
// the currency the tax is computed in, the rate, an exemption threshold and an upper tier; the
// defaults are Taiwan's and Japan's published rates (docs/decisions/accounting.md, with
// their sources). One statement (a channel and month) is one payment: the rule applies to its total.
import { compareAmounts, floorTo, multiply, subtract, add, type DecimalString } from '../core/money.ts';

export const withholdingCurrencies = ['TWD', 'JPY', 'USD'] as const;
export type WithholdingCurrency = (typeof withholdingCurrencies)[number];

export const withholdingPresets = ['tw_resident', 'tw_non_resident', 'jp_resident', 'jp_non_resident', 'none', 'custom'] as const;
export type WithholdingPreset = (typeof withholdingPresets)[number];

/** The rule a profile applies: rates in percent with up to 4 places. */
export type WithholdingRule = {
  currency: WithholdingCurrency;
  /** Percent on the payment (or on the part up to `upper_from`). */
  rate: DecimalString;
  /** A payment at or below this is not withheld at all (Taiwan residents: NT$20,000). */
  exempt_up_to: DecimalString | null;
  /** The part of a payment above this is withheld at `upper_rate` (Japan: ¥1,000,000). */
  upper_from: DecimalString | null;
  upper_rate: DecimalString | null;
};

export type WithholdingProfileFields = WithholdingRule & { preset: WithholdingPreset; country: string; resident: boolean };

/**
 * The defaults. Taiwan (各類所得扣繳率標準 art. 2, 3): residents 10 % on professional fees and
 * royalties, nothing withheld when the tax of one payment is at most NT$2,000 (the payment at most
 * NT$20,000 at 10 %); non-residents 20 %, no threshold. Japan (所得税法 204, 205; 213): residents
 * 10.21 % on a payment up to ¥1,000,000 and 20.42 % on the part above; non-residents 20.42 %.
 */
export const withholdingPresetRules: Record<Exclude<WithholdingPreset, 'custom'>, WithholdingProfileFields> = {
  tw_resident: { preset: 'tw_resident', country: 'TW', resident: true, currency: 'TWD', rate: '10', exempt_up_to: '20000', upper_from: null, upper_rate: null },
  tw_non_resident: {
    preset: 'tw_non_resident',
    country: 'TW',
    resident: false,
    currency: 'TWD',
    rate: '20',
    exempt_up_to: null,
    upper_from: null,
    upper_rate: null,
  },
  jp_resident: {
    preset: 'jp_resident',
    country: 'JP',
    resident: true,
    currency: 'JPY',
    rate: '10.21',
    exempt_up_to: null,
    upper_from: '1000000',
    upper_rate: '20.42',
  },
  jp_non_resident: {
    preset: 'jp_non_resident',
    country: 'JP',
    resident: false,
    currency: 'JPY',
    rate: '20.42',
    exempt_up_to: null,
    upper_from: null,
    upper_rate: null,
  },
  none: { preset: 'none', country: 'TW', resident: true, currency: 'TWD', rate: '0', exempt_up_to: null, upper_from: null, upper_rate: null },
};

/**
 * The unit a withholding is cut to, toward zero as both tax offices say (Taiwan: below the dollar
 * dropped, 元以下捨去; Japan: below the yen dropped, 1円未満切捨て): whole TWD dollars, whole yen, and
 * US cents for a rule finance sets in USD.
 */
export const withholdingPlaces: Record<WithholdingCurrency, number> = { TWD: 0, JPY: 0, USD: 2 };
/** The places a payment (the base) is kept to in each currency: TWD cents, whole yen, US cents. */
export const withholdingBasePlaces: Record<WithholdingCurrency, number> = { TWD: 2, JPY: 0, USD: 2 };

/**
 * The tax withheld from one payment of `base` (in the rule's currency): nothing on a payment of 0
 * or less or at or below the exemption threshold; else the rate on the payment (up to the upper tier)
 * plus the upper rate on the part above it, cut to the currency's unit. Exact decimals throughout.
 */
export function computeWithholding(base: DecimalString, rule: WithholdingRule): DecimalString {
  const places = withholdingPlaces[rule.currency];
  const zero = floorTo('0', places);
  if (compareAmounts(base, '0') <= 0) return zero;
  if (rule.exempt_up_to !== null && compareAmounts(base, rule.exempt_up_to) <= 0) return zero;
  let tax: DecimalString;
  if (rule.upper_from !== null && rule.upper_rate !== null && compareAmounts(base, rule.upper_from) > 0) {
    tax = add(multiply(rule.upper_from, rule.rate), multiply(subtract(base, rule.upper_from), rule.upper_rate));
  } else tax = multiply(base, rule.rate);
  return floorTo(multiply(tax, '0.01'), places);
}
