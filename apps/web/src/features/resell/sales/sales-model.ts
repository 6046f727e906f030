// The resale sales report's logic, pure (issue 24: page = model + view): the period and store the
// address asks for, the currency the chart shows, and the chart's days and figures.
import type { ResellPerformance } from '@chorus/contract';

export const figureKeys = ['orders', 'units', 'gross', 'discounts', 'refunds', 'net_sales'] as const;
export type FigureKey = (typeof figureKeys)[number];
/** Counted figures; the others are money in the row's currency. */
export const isCount = (key: FigureKey) => key === 'orders' || key === 'units';

export type SalesQuery = { from?: string; to?: string; store?: number };

/** The report's query from the address: `from`, `to` as given, `store` only as a positive whole number. */
export function salesQuery(params: URLSearchParams): SalesQuery {
  const from = params.get('from');
  const to = params.get('to');
  const store = Number(params.get('store'));
  return { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(Number.isInteger(store) && store > 0 ? { store } : {}) };
}

/** The address with one filter set, or removed when emptied. */
export function withParam(params: URLSearchParams, key: keyof SalesQuery, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** The currency chosen when the report has it, else its first one (none without sales). */
export const shownCurrency = (currencies: readonly string[], chosen: string | null): string | null =>
  chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? null);

const DAY_MS = 86_400_000;
/** Every day from `from` to `to` (YYYY-MM-DD, UTC), both included. */
export function periodDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)) days.push(d);
  return days;
}

/** Net sales and orders per day of the period in one currency; a day without orders is zero. */
export function dailyFigures(report: Pick<ResellPerformance, 'from' | 'to' | 'daily'>, currency: string | null) {
  const days = periodDays(report.from, report.to);
  const byDay = new Map(report.daily.filter((d) => d.currency === currency).map((d) => [d.day, d]));
  return { days, netSales: days.map((d) => byDay.get(d)?.net_sales ?? '0'), orders: days.map((d) => byDay.get(d)?.orders ?? 0) };
}
