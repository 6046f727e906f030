// The order list (spec 3 columns, spec 5 filters): one row per order line of the stores in the
// caller's reach, newest order first. Product name alone filters by name (part of it, any case),
// discount code alone by code (whole, any case), both by both; store and order dates (in the
// store's time zone) narrow further. Money stays as PostgreSQL's exact numeric text; the value in
// the viewer's currency goes through the contract's decimal helpers with the display exchange rates.
import { currencyPlaces, divide, multiply, roundTo, subtract, type Currency, type OrdersAnswer, type OrdersQuery, type Subject } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { seesStoreOrders, storeInReach, storesInReach } from '../store-scope.ts';

export const ORDERS_DEFAULT_PAGE_SIZE = 20;
/** Lines counted at most for `total` (then `total_exact` is false). */
export const ORDERS_COUNT_CAP = 1_000;

type LineRow = {
  order_id: number;
  line_id: number;
  store_id: number;
  name: string;
  product_id: number | null;
  product_title: string;
  variant_title: string;
  currency: string;
  unit_price: string;
  quantity: number;
  actual_selling_price: string;
  total_discount: string;
  refunded_quantity: number;
  refunded_amount: string;
  order_date: Date;
  discount_codes: string[];
  cancelled_at: Date | null;
  financial_status: string | null;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class OrderListService {
  private readonly deps: { db: Db };
  constructor(deps: { db: Db }) {
    this.deps = deps;
  }

  async list(subject: Subject, viewerCurrency: Currency, query: OrdersQuery): Promise<OrdersAnswer> {
    const { db } = this.deps;
    const stores = await storesInReach(db, subject, seesStoreOrders);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? ORDERS_DEFAULT_PAGE_SIZE;
    let storeIds = stores.map((s) => s.id);
    if (query.store !== undefined) {
      await storeInReach(db, subject, query.store, seesStoreOrders);
      storeIds = [query.store];
    }
    const answer = {
      page,
      page_size: pageSize,
      viewer_currency: viewerCurrency,
      stores: stores.map((s) => ({
        id: s.id,
        advertiser_id: s.advertiser_id,
        name: s.name || s.shop_domain,
        shop_domain: s.shop_domain,
        currency: s.currency,
        status: s.status,
        orders_synced_at: s.orders_synced_at?.toISOString() ?? null,
      })),
    };
    if (storeIds.length === 0) return { items: [], total: 0, total_exact: true, ...answer };

    const code = query.discount_code ? query.discount_code.toUpperCase() : null;
    // The product name (part of it, any case) is matched against the titles the stores' lines carry
    // (shop_line_titles, 0048: one row per store and title, kept by a trigger on the lines), and the
    // lines are then found by those exact titles (btree on title, store, date): the same lines as
    // `product_title ILIKE '%…%'` on the lines themselves, without reading a common word's trigram
    // posting lists over every line.
    let titles: string[] | null = null;
    if (query.product) {
      const named = await sql<{ product_title: string }>`
        SELECT DISTINCT product_title FROM shop_line_titles
         WHERE store_id = ANY(${sql.val(storeIds)}::bigint[]) AND product_title ILIKE ${`%${escapeLike(query.product)}%`}`.execute(db);
      titles = named.rows.map((r) => r.product_title);
      if (titles.length === 0) return { items: [], total: 0, total_exact: true, ...answer };
    }
    // Filters and order on the lines alone (each carries its order's date and codes, 0045); the
    // order's other fields are joined for the page's rows only. Dates are the store's calendar days:
    // one range per time zone among the stores, so each is a plain range on the date indexes.
    const byZone = new Map<string, number[]>();
    for (const s of stores.filter((s) => storeIds.includes(s.id))) byZone.set(s.iana_timezone, [...(byZone.get(s.iana_timezone) ?? []), s.id]);
    const ranges = [...byZone].map(
      // One store: `=` (not `= ANY` of one), so that the (store, date) index gives the order.
      ([zone, ids]) => sql`(${ids.length === 1 ? sql`l.store_id = ${ids[0]}` : sql`l.store_id = ANY(${sql.val(ids)}::bigint[])`}
         ${query.from ? sql`AND l.order_date >= (${query.from}::date::timestamp AT TIME ZONE ${zone}::text)` : sql``}
         ${query.to ? sql`AND l.order_date < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${zone}::text)` : sql``})`,
    );
    // With a code, the code's rows of shop_order_line_codes (0048: one per line and code, with the
    // line's store, date and title) stand for the lines: one creator's sales walked newest first in
    // one index, filters read from it; without, the lines themselves.
    const from = code ? sql`shop_order_line_codes l` : sql`shop_order_lines l`;
    const where = sql`(${sql.join(ranges, sql` OR `)})
         ${code ? sql`AND l.code = ${code}` : sql``}
         ${titles ? sql`AND l.product_title = ANY(${sql.val(titles)}::text[])` : sql``}`;
    const newestFirst = sql`ORDER BY l.order_date DESC, l.order_id DESC, l.line_id`;
    // The matches first, at most ORDERS_COUNT_CAP + 1 of them (an exact count of hundreds of thousands
    // of lines costs more than the page it is for: "1,000+" says enough), as keys sorted newest first.
    // With a code, or with stores and dates alone (ranges of the (store, date) and (date) indexes),
    // the newest ones, walked in order. With a name, any of them, read through the lines' indexes as
    // bitmaps (no ordered walk: a walk down the date index through a name that matches little reads
    // it all), then sorted. When they are all the matches, or the newest and the page lies among
    // them, the page is cut from them; else (many matches, a page beyond them) the page is walked
    // newest first and stops after a page, which many matches make short.
    type Key = { store_id: number; order_id: number; line_id: number };
    const walked = code !== null || titles === null;
    const matched = walked
      ? await sql<Key>`SELECT l.store_id, l.order_id, l.line_id FROM ${from} WHERE ${where} ${newestFirst} LIMIT ${ORDERS_COUNT_CAP + 1}`.execute(db)
      : await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL enable_indexscan = off`.execute(trx);
          return sql<Key>`
            SELECT l.store_id, l.order_id, l.line_id FROM (
              SELECT l.store_id, l.order_id, l.line_id, l.order_date FROM ${from} WHERE ${where} LIMIT ${ORDERS_COUNT_CAP + 1}) l
             ${newestFirst}`.execute(trx);
        });
    const n = matched.rows.length;
    const start = (page - 1) * pageSize;
    const cut = n <= ORDERS_COUNT_CAP || (walked && start + pageSize <= n);
    const keys = cut
      ? sql`unnest(${sql.val(matched.rows.slice(start, start + pageSize).map((k) => k.store_id))}::bigint[],
                   ${sql.val(matched.rows.slice(start, start + pageSize).map((k) => k.order_id))}::bigint[],
                   ${sql.val(matched.rows.slice(start, start + pageSize).map((k) => k.line_id))}::bigint[]) WITH ORDINALITY AS p(store_id, order_id, line_id, ord)`
      : sql`(SELECT l.store_id, l.order_id, l.line_id, row_number() OVER (${newestFirst}) AS ord FROM (
               SELECT l.store_id, l.order_id, l.line_id, l.order_date FROM ${from} WHERE ${where} ${newestFirst} LIMIT ${pageSize} OFFSET ${start}) l) p`;
    const rows =
      cut && start >= n
        ? { rows: [] as LineRow[] }
        : await sql<LineRow>`
      SELECT o.order_id, l.line_id, o.store_id, o.name, l.product_id, l.product_title, l.variant_title, o.currency,
             l.unit_price, l.quantity, l.actual_selling_price, l.total_discount, l.refunded_quantity, l.refunded_amount,
             o.order_date, o.discount_codes, o.cancelled_at, o.financial_status
        FROM ${keys}
        JOIN shop_order_lines l ON l.store_id = p.store_id AND l.order_id = p.order_id AND l.line_id = p.line_id
        JOIN shop_orders o ON o.store_id = p.store_id AND o.order_id = p.order_id
       ORDER BY p.ord`.execute(db);
    const total = Math.min(n, ORDERS_COUNT_CAP);
    const totalExact = n <= ORDERS_COUNT_CAP;
    const rates = await this.rates();
    const storeName = new Map(stores.map((s) => [s.id, s.name || s.shop_domain]));
    return {
      ...answer,
      total,
      total_exact: totalExact,
      items: rows.rows.map((r) => {
        const net = subtract(r.actual_selling_price, r.refunded_amount);
        return {
          order_id: String(r.order_id),
          order_name: r.name,
          line_id: String(r.line_id),
          store_id: r.store_id,
          store_name: storeName.get(r.store_id) ?? '',
          product_id: r.product_id === null ? null : String(r.product_id),
          product: r.product_title,
          variant: r.variant_title,
          currency: r.currency.trim(),
          unit_price: r.unit_price,
          quantity: r.quantity,
          actual_selling_price: r.actual_selling_price,
          total_discount: r.total_discount,
          refunded_quantity: r.refunded_quantity,
          refunded_amount: r.refunded_amount,
          net_amount: roundTo(net, 2),
          order_date: new Date(r.order_date).toISOString(),
          discount_code: r.discount_codes.join(', '),
          cancelled: r.cancelled_at !== null,
          financial_status: r.financial_status,
          viewer_amount: inViewerCurrency(net, r.currency.trim(), viewerCurrency, rates),
        };
      }),
    };
  }

  private async rates(): Promise<Map<string, string>> {
    const rows = await this.deps.db.selectFrom('exchange_rates').select(['currency', 'per_usd']).execute();
    return new Map(rows.map((r) => [r.currency, String(r.per_usd)]));
  }
}

/** amount (in `from`) × per_usd(to) / per_usd(from), rounded once to the viewer currency's minor unit; null without both rates. */
export function inViewerCurrency(amount: string, from: string, to: Currency, perUsd: ReadonlyMap<string, string>): string | null {
  if (from === to) return divide(amount, 1, currencyPlaces[to]);
  const a = perUsd.get(from);
  const b = perUsd.get(to);
  if (!a || !b) return null;
  return divide(multiply(amount, b), a, currencyPlaces[to]);
}
