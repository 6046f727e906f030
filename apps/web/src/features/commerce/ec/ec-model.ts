// What the creator's store page shows, as plain functions of the server's answers: one store's months
// (a range of twelve, gaps kept as gaps), their totals, and the order of the videos that sell.
import { sum, type EcSalesItem } from '@chorus/contract';
import { monthRange, shiftMonth } from '../shared/months.ts';

/** The twelve months up to the store's latest month with sales (none: no range). */
export function salesRange(items: readonly EcSalesItem[], storeId: number): string[] {
  const months = items.filter((i) => i.store_id === storeId).map((i) => i.month);
  if (months.length === 0) return [];
  const last = months.reduce((a, b) => (a > b ? a : b));
  return monthRange(shiftMonth(last, -11), last);
}

/** The store's net sales and refunds for each month of the range; a month without orders has no figure. */
export function salesSeries(items: readonly EcSalesItem[], storeId: number, months: readonly string[]) {
  const of = (month: string) => items.find((i) => i.store_id === storeId && i.month === month);
  return { net: months.map((m) => of(m)?.net ?? null), refunds: months.map((m) => of(m)?.refunds ?? null) };
}

/** The store's months, newest first, and their sum (refunds netted: net = gross − refunds). */
export function storeMonths(items: readonly EcSalesItem[], storeId: number) {
  const rows = items.filter((i) => i.store_id === storeId).sort((a, b) => b.month.localeCompare(a.month));
  return {
    rows,
    total: {
      orders: rows.reduce((n, r) => n + r.orders, 0),
      gross: sum(rows.map((r) => r.gross)),
      refunds: sum(rows.map((r) => r.refunds)),
      net: sum(rows.map((r) => r.net)),
    },
  };
}

/** The latest month with sales, to open the products and videos on (else the month given). */
export function latestMonth(items: readonly EcSalesItem[], storeId: number, fallback: string): string {
  return items.filter((i) => i.store_id === storeId).reduce((a, i) => (i.month > a ? i.month : a), '') || fallback;
}
