// Money for every area: an exact decimal string plus an ISO currency on the wire, and the one
// decimal configuration every calculation goes through. Apps import these helpers, never decimal.js
// (an ESLint rule keeps it so); amounts travel as strings and never pass through a float.
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { currencies, type Currency } from './constants.ts';

/**
 * Significant digits kept by every operation. Source revenue is numeric(24,12): up to 24 digits.
 * Summed over 10 million rows it needs 31; times an exchange rate of numeric(14,6) (14 digits) 45.
 * At 50 those stay exact, so the only rounding is the one asked for (`places`). decimal.js's default
 * of 20 already rounds 123456789.123456789012 + 1e-12 (22 digits).
 */
export const MONEY_PRECISION = 50;

/**
 * Halves round away from zero (1.005 → 1.01, −1.005 → −1.01): the 四捨五入 / 四捨五入 people check
 * against, and what the analytics pages have always shown. Splits that must add up use a
 * largest-remainder allocation instead of rounding each share.
 */
export const MONEY_ROUNDING = Decimal.ROUND_HALF_UP;

const Exact = Decimal.clone({ precision: MONEY_PRECISION, rounding: MONEY_ROUNDING });
type Exact = InstanceType<typeof Exact>;

/** A decimal in plain notation: optional minus, digits, optional fraction ("12", "-0.000000000001"). */
export type DecimalString = string;
/** Counts (views, quantities) may come as numbers; money itself always comes as a string. */
export type DecimalInput = DecimalString | number;

const decimalPattern = /^-?\d+(\.\d+)?$/;
// Marked pure so that a bundle using only the helpers (the web app's channel pages) leaves zod out.
export const decimalStringSchema = /* @__PURE__ */ z.string().regex(decimalPattern, 'validation.invalid');
export const currencySchema = /* @__PURE__ */ z.enum(currencies);
export const moneySchema = /* @__PURE__ */ z.object({ amount: decimalStringSchema, currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

/** Digits after the point in each currency's minor unit (ISO 4217, and how the pages show them). */
export const currencyPlaces: Record<Currency, number> = { TWD: 2, JPY: 0, USD: 2 };

export function isDecimalString(value: string): boolean {
  return decimalPattern.test(value);
}

function exact(value: DecimalInput): Exact {
  if (typeof value === 'string' && !decimalPattern.test(value)) throw new RangeError(`Not a decimal string: ${value}`);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return new Exact(value);
}

// Plain notation (never "1e-12"), and no "-0": a negative amount that rounds to zero is zero.
const plain = (value: Exact, places?: number): DecimalString => (value.isZero() ? new Exact(0) : value).toFixed(places);

export function add(a: DecimalInput, b: DecimalInput): DecimalString {
  return plain(exact(a).plus(exact(b)));
}

export function subtract(a: DecimalInput, b: DecimalInput): DecimalString {
  return plain(exact(a).minus(exact(b)));
}

/** The exact sum; "0" for none. */
export function sum(values: Iterable<DecimalInput>): DecimalString {
  let total = new Exact(0);
  for (const value of values) total = total.plus(exact(value));
  return plain(total);
}

/** The exact sum of the values present; null when none is (null means "not known", not zero). */
export function sumPresent(values: Iterable<DecimalInput | null | undefined>): DecimalString | null {
  let total: Exact | null = null;
  for (const value of values) if (value !== null && value !== undefined) total = (total ?? new Exact(0)).plus(exact(value));
  return total === null ? null : plain(total);
}

export function multiply(a: DecimalInput, b: DecimalInput): DecimalString {
  return plain(exact(a).times(exact(b)));
}

/** a / b rounded to `places` decimals (a quotient is rarely exact, so the places are always chosen). */
export function divide(a: DecimalInput, b: DecimalInput, places: number): DecimalString {
  const divisor = exact(b);
  if (divisor.isZero()) throw new RangeError('Division by zero');
  return plain(exact(a).div(divisor).toDecimalPlaces(places), places);
}

/** Rounded to exactly `places` decimals, as a fixed string ("1.5", 4 → "1.5000"). */
export function roundTo(value: DecimalInput, places: number): DecimalString {
  return plain(exact(value).toDecimalPlaces(places), places);
}

/**
 * Cut down to `places` decimals, toward minus infinity (1.239 → "1.23", −1.231 → "−1.24"): the
 * first step of a largest-remainder split, whose remainders are then never negative.
 */
export function floorTo(value: DecimalInput, places: number): DecimalString {
  return plain(exact(value).toDecimalPlaces(places, Decimal.ROUND_FLOOR), places);
}

/** Rounded to the currency's minor unit: 1877.4 JPY → "1877", 1640.2 TWD → "1640.20". */
export function roundToCurrency(value: DecimalInput, currency: Currency): DecimalString {
  return roundTo(value, currencyPlaces[currency]);
}

/** The same value in plain notation without trailing zeros ("32.804000" → "32.804"). */
export function normalize(value: DecimalInput): DecimalString {
  return plain(exact(value));
}

/**
 * An amount in another currency: amount × rate (units of `currency` per unit of the amount's
 * currency), rounded once to the currency's minor unit plus `extraPlaces` (prices per unit keep more).
 */
export function convertAmount(amount: DecimalInput, rate: DecimalInput, currency: Currency, extraPlaces = 0): DecimalString {
  return roundTo(multiply(amount, rate), currencyPlaces[currency] + extraPlaces);
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compareAmounts(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return exact(a).comparedTo(exact(b)) as -1 | 0 | 1;
}

/** (now − before) / |before| × 100, rounded to `places`; null without a base to compare with. */
export function amountChangePercent(now: DecimalInput, before: DecimalInput, places: number): number | null {
  const base = exact(before);
  if (base.isZero()) return null;
  return Number(divide(multiply(subtract(now, before), 100), plain(base.abs()), places));
}
