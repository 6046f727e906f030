// Converting USD decimal strings into the chosen currency, exactly (decimal.js): no amount goes
// through a float on its way to the screen or the CSV.
import type { Currency } from '@chorus/contract';
import { Decimal } from 'decimal.js';

const minorDigits = (currency: Currency) => (currency === 'JPY' ? 0 : 2);

/** USD amount × rate (units per USD), rounded half up to the currency's minor unit (plus extraDigits). */
export function convertUsd(usd: string, rate: string, currency: Currency, extraDigits = 0): string {
  const places = minorDigits(currency) + extraDigits;
  return new Decimal(usd).times(rate).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

/** The change from one USD amount to another in percent (one decimal); null without a base. */
export function moneyChangePercent(now: string | null, before: string | null | undefined): number | null {
  if (now === null || before === null || before === undefined) return null;
  const last = new Decimal(before);
  return last.isZero() ? null : new Decimal(now).minus(last).div(last.abs()).times(100).toDecimalPlaces(1).toNumber();
}
