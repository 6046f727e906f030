// Converting USD decimal strings into the chosen currency, exactly (the contract's money helpers):
// no amount goes through a float on its way to the screen or the CSV.
import { amountChangePercent, convertAmount, multiply, roundTo, type Currency } from '@chorus/contract';

/** USD amount × rate (units per USD), rounded half up to the currency's minor unit (plus extraDigits). */
export function convertUsd(usd: string, rate: string, currency: Currency, extraDigits = 0): string {
  return convertAmount(usd, rate, currency, extraDigits);
}

/** A quoted price (sponsorship rates) in whole units of any currency: USD × rate, rounded half up once. */
export function convertUsdWhole(usd: string, rate: string): string {
  return roundTo(multiply(usd, rate), 0);
}

/** The change from one USD amount to another in percent (one decimal); null without a base. */
export function moneyChangePercent(now: string | null, before: string | null | undefined): number | null {
  if (now === null || before === null || before === undefined) return null;
  return amountChangePercent(now, before, 1);
}
