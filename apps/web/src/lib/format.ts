// Numbers, money and dates in the chosen language (spec 9 short scale for big counts).
import { shortScale, type Currency } from '@chorus/contract';

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

export const formatNumber = (value: number, language: string) => numberFormat(language, { maximumFractionDigits: 1 }).format(value);

/** Counts of 1,000 and more as 1.2K, 3.4M (spec 9); smaller ones in full. */
export const formatCount = (value: number, language: string) => (Math.abs(value) >= 1000 ? shortScale(value) : formatNumber(value, language));

/**
 * Amounts arrive as decimal strings (exact); Intl formats them without turning them into floats first.
 * In the currency's minor unit (NT$1,234.50, ¥1,235), or in `digits` places (0 for quoted prices).
 */
export function formatMoney(amount: string | number, currency: Currency, language: string, digits = currency === 'JPY' ? 0 : 2): string {
  const format = numberFormat(language, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(amount as unknown as number);
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
