// The value formats of the YouTube APIs (docs: /work/shared/reference/data-formats.md 13–15):
// counts are uint64 serialised as JSON strings, durations are ISO 8601, Reporting API dates are
// YYYYMMDD.
import { roundTo } from '@chorus/contract';

/** A count from the Data API ("12345"); absent (hidden likes, disabled comments) or malformed is null. */
export function parseCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

const durationPattern = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Seconds of an ISO 8601 duration as videos.list gives it: PT4M13S, PT1H2M, P1DT3H, P0D (live or
 * upcoming). Years and months never occur there and are refused; anything unreadable is null.
 */
export function parseIsoDuration(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = durationPattern.exec(value.trim());
  if (!match || value.trim() === 'P' || value.trim().endsWith('T')) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  const total = Number(weeks ?? 0) * 604_800 + Number(days ?? 0) * 86_400 + Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
  return Number.isFinite(total) ? Math.round(total) : null;
}

/** YYYYMMDD (Reporting API) → YYYY-MM-DD; null when it is not a real date. */
export function parseReportDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A metric value from a report (JSON number or CSV text); blank or malformed is 0. */
export function metricNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(n) ? n : 0;
}

/**
 * A revenue amount of the Analytics API (a JSON number) as the exact decimal it was written as,
 * to the revenue columns' 12 places (numeric(24, 12)); never through float arithmetic.
 */
export function revenueAmount(value: unknown): string {
  return roundTo(metricNumber(value), REVENUE_PLACES);
}
export const REVENUE_PLACES = 12;
