// The order list (spec 3 columns, spec 5 filters): one row per order line of the stores in the
// caller's reach, newest order first. Product name alone filters by name (part of it, any case),
// discount code alone by code (whole, any case), both by both; store and order dates (in the
// store's time zone) narrow further. Money stays as PostgreSQL's exact numeric text; the value in
// the viewer's currency goes through the contract's decimal helpers with the display exchange rates.
import { currencyPlaces, divide, multiply, roundTo, subtract, type Currency, type OrdersAnswer, type OrdersQuery, type Subject } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { storeInReach, storesInReach } from './store-scope.ts';

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
    const stores = await storesInReach(db, subject);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? ORDERS_DEFAULT_PAGE_SIZE;
    let storeIds = stores.map((s) => s.id);
    if (query.store !== undefined) {
      await storeInReach(db, subject, query.store);
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

    const product = query.product ? `%${escapeLike(query.product)}%` : null;
    const code = query.discount_code ? query.discount_code.toUpperCase() : null;
    // Filters and order on the lines alone (each carries its order's date and codes, 0045); the
    // order's other fields are joined for the page's rows only. Dates are the store's calendar days:
    // one range per time zone among the stores, so each is a plain range on the date indexes.
    const byZone = new Map<string, number[]>();
    for (const s of stores.filter((s) => storeIds.includes(s.id))) byZone.set(s.iana_timezone, [...(byZone.get(s.iana_timezone) ?? []), s.id]);
    const ranges = [...byZone].map(
      ([zone, ids]) => sql`(l.store_id = ANY(${sql.val(ids)}::bigint[])
         ${query.from ? sql`AND l.order_date >= (${query.from}::date::timestamp AT TIME ZONE ${zone}::text)` : sql``}
         ${query.to ? sql`AND l.order_date < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${zone}::text)` : sql``})`,
    );
    const where = sql`(${sql.join(ranges, sql` OR `)})
         ${code ? sql`AND l.codes @> ARRAY[${code}]::text[]` : sql``}
         ${product ? sql`AND l.product_title ILIKE ${product}` : sql``}`;
    // The count first, capped at ORDERS_COUNT_CAP (an exact count of hundreds of thousands of lines
    // costs more than the page it is for: "1,000+" says enough), read through the indexes as bitmaps
    // (no ordered walk: a walk down the date index through filters that match little reads it all).
    // Few matches: the page sorts them (bitmaps again); many: the page walks the date index newest
    // first and stops after a page, which many matches make short.
    const counted = await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_indexscan = off`.execute(trx);
      return sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM shop_order_lines l WHERE ${where} LIMIT ${ORDERS_COUNT_CAP + 1}) x`.execute(trx);
    });
    const sparse = (counted.rows[0]?.n ?? 0) <= ORDERS_COUNT_CAP;
    const orderKey = sparse ? sql`l.order_date + interval '0 s'` : sql`l.order_date`;
    const rows = await sql<LineRow>`
      WITH page AS (
        SELECT l.store_id, l.order_id, l.line_id, l.order_date FROM shop_order_lines l
         WHERE ${where}
         ORDER BY ${orderKey} DESC, l.order_id DESC, l.line_id
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize})
      SELECT o.order_id, l.line_id, o.store_id, o.name, l.product_id, l.product_title, l.variant_title, o.currency,
             l.unit_price, l.quantity, l.actual_selling_price, l.total_discount, l.refunded_quantity, l.refunded_amount,
             o.order_date, o.discount_codes, o.cancelled_at, o.financial_status
        FROM page p
        JOIN shop_order_lines l ON l.store_id = p.store_id AND l.order_id = p.order_id AND l.line_id = p.line_id
        JOIN shop_orders o ON o.store_id = p.store_id AND o.order_id = p.order_id
       ORDER BY p.order_date DESC, p.order_id DESC, p.line_id`.execute(db);
    const n = counted.rows[0]?.n ?? 0;
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
