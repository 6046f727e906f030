// The orders page's pure parts: what the filters ask the server, which store the sync button
// catches up, which columns and empty text the table shows.
import type { OrderLine, OrdersAnswer } from '@chorus/contract';

export type OrdersFilters = { product: string; code: string; store: string; from: string; to: string };
export type OrderStore = OrdersAnswer['stores'][number];

/** The date range reads forwards (or is open at one end). */
export const rangeOk = (from: string, to: string) => !from || !to || from <= to;

/** The query for the filters (the typed ones as debounced) and the page shown (from 0); a backwards range is left out. */
export function ordersQuery(filters: OrdersFilters, page: number, pageSize: number) {
  const product = filters.product.trim();
  const code = filters.code.trim();
  const range = rangeOk(filters.from, filters.to);
  return {
    ...(product ? { product } : {}),
    ...(code ? { discount_code: code } : {}),
    ...(filters.store ? { store: filters.store } : {}),
    ...(filters.from && range ? { from: filters.from } : {}),
    ...(filters.to && range ? { to: filters.to } : {}),
    page: String(page + 1),
    page_size: String(pageSize),
  };
}

/** Whether any filter narrows the list. */
export const isFiltered = (filters: OrdersFilters) => Boolean(filters.product.trim() || filters.code.trim() || filters.store || filters.from || filters.to);

/** The store a sync catches up: the one chosen, or with none chosen the only connected one (a disconnected store keeps its orders but cannot sync). */
export function syncTarget(stores: OrderStore[], store: string): OrderStore | undefined {
  if (store) return stores.find((s) => String(s.id) === store);
  const connected = stores.filter((s) => s.status === 'connected');
  return connected.length === 1 ? connected[0] : undefined;
}

/** The store column shows when lines of several stores are listed together. */
export const showStoreColumn = (stores: OrderStore[], store: string) => stores.length > 1 && !store;

/** What the page shows without lines: no store at all (a card leading to authorization), nothing matching the filters, or no orders yet. */
export function ordersEmpty(answer: OrdersAnswer | undefined, filtered: boolean): 'noStores' | 'filtered' | 'noOrders' {
  if (answer !== undefined && answer.stores.length === 0) return 'noStores';
  return filtered ? 'filtered' : 'noOrders';
}

/** A line's key among all stores' lines. */
export const orderLineKey = (line: Pick<OrderLine, 'store_id' | 'order_id' | 'line_id'>) => `${line.store_id}-${line.order_id}-${line.line_id}`;

/** How a sync job's end reads: failed, or done. */
export const syncEnd = (state: string) =>
  state === 'failed' ? ({ severity: 'error', key: 'orders:sync.failed' } as const) : ({ severity: 'success', key: 'orders:sync.done' } as const);
