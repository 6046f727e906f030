// Numbers, money, rates, percentages and dates in the chosen language: the one place every screen
// formats a figure (spec 9 short scale for big counts).
import { shortScale, type Currency } from '@chorus/contract';
import { shownTimeZone } from './drawn-for.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Decimal strings go to Intl as they are (exact, no float on the way); numbers as numbers. */
const exact = (value: string | number) => value as unknown as number;

/** A number with grouping, at most `digits` decimals (trailing zeros dropped): 1,234,567 · 12.5. */
export const formatNumber = (value: string | number, language: string, digits = 1) =>
  numberFormat(language, { maximumFractionDigits: digits, signDisplay: 'negative' }).format(exact(value));

/** Counts of 1,000 and more as 1.2K, 3.4M (spec 9); smaller ones in full. */
export const formatCount = (value: number, language: string) => (Math.abs(value) >= 1000 ? shortScale(value) : formatNumber(value, language));

/** One sign per currency in every language (Intl writes TWD as "$" in zh-TW and JPY as "￥" in ja). */
export const currencySigns: Record<Currency, string> = { USD: 'US$', TWD: 'NT$', JPY: '¥' };

/**
 * Places shown on screen: USD in cents; TWD and JPY in whole units, as payouts and budgets are paid and
 * read (the exact amount stays a hover away, see `formatMoneyExact` and `MoneyText`).
 */
export const currencyPlaces: Record<Currency, number> = { USD: 2, TWD: 0, JPY: 0 };

/** The decimal places an exact decimal string really has (trailing zeros not counted). */
export const placesOf = (amount: string | number) => (String(amount).split('.')[1] ?? '').replace(/0+$/, '').length;

/**
 * Amounts arrive as decimal strings (exact); Intl rounds them half up without turning them into floats
 * first. In the currency's screen places (US$1,234.50, NT$1,235, ¥1,235) or in `digits` places.
 * A value that rounds to zero reads 0, never −0.
 */
export function formatMoney(amount: string | number, currency: Currency, language: string, digits = currencyPlaces[currency]): string {
  const parts = numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  }).formatToParts(exact(amount));
  const sign = parts.findIndex((p) => p.type === 'currency');
  return parts
    .map((part, i) => {
      if (i === sign) return currencySigns[currency];
      // The space some languages put between the sign and the figure ("NT$ 1"): ours reads as one word.
      if (part.type === 'literal' && Math.abs(i - sign) === 1 && part.value.trim() === '') return '';
      return part.value;
    })
    .join('');
}

/** Every decimal place the amount has (cents at least once it has any), at least the screen's: the value a hover shows. */
export function formatMoneyExact(amount: string | number, currency: Currency, language: string): string {
  const places = placesOf(amount);
  return formatMoney(amount, currency, language, Math.max(currencyPlaces[currency], places > 0 && currency !== 'JPY' ? Math.max(2, places) : places));
}

/** An exchange rate as a rate: 32, 31.25, 0.2188 (up to 6 places, as finance enters them; no padding zeros). */
export const formatRate = (rate: string | number, language: string) => formatNumber(rate, language, 6);

/** A share in percent units: 12.5 → 12.5%, 0 → 0%. */
export const formatPercent = (value: string | number, language: string, digits = 1) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: digits, signDisplay: 'negative' }).format(Number(value) / 100);

/** A ratio (0.7 → 70%), e.g. a profit share. */
export const formatRatio = (ratio: string | number, language: string, digits = 2) => formatPercent(Number(ratio) * 100, language, digits);

/** A change in percent units with its sign: +12.5%, −3%, and 0% (never +0% or +-0%) when it rounds to nothing. */
export const formatChange = (value: number, language: string, digits = 1) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: digits, signDisplay: 'exceptZero' }).format(value / 100);

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: shownTimeZone() }).format(new Date(iso));
}

/** The country's name in the language ("Taiwan", "台灣", "台湾"), else its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
