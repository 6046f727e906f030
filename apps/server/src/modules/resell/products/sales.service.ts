// What each video sold (issue 12 resellPerformance; the collab report's resale section).
//
// Attribution (docs/decisions.md "Reseller (issue 12)"): an order line counts for a resale product
// on a video when the line's store and product are the resale product's and its order carries the
// resale product's discount code (case-insensitive, as Shopify matches codes). Figures per line:
// gross = unit price × quantity, discounts = the line's discount, refunds = refunded amount, net =
// actual selling price − refunded amount. Cancelled orders count in no figure but
// `cancelled_orders`. A period is a range of days in each store's own time zone. Money is summed
// exactly (contract decimal helpers) and only within one currency: every figure carries its
// currency, and a video selling in two currencies has a row per currency. A line matched twice in
// one group (the same product on one video under two codes the order both carries, or one code and
// product on two videos for the totals) counts once in that group.
import { add, divide, multiply, subtract, type ResellPerformance, type ResellSalesFigures, type ResellStoreRef, type Subject } from '@chorus/contract';
import { sql } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { storeFor, visibleStores } from './store-scope.ts';

const DAY_MS = 86_400_000;
/** The period when none is chosen: the 30 days up to today. */
export const DEFAULT_PERIOD_DAYS = 30;

export type SalesPeriod = { from: string; to: string };
export type SalesFilter = { from?: string; to?: string; storeId?: number; videoIds?: readonly string[] };

type ResaleRow = {
  resale_id: number;
  video_id: string;
  channel_id: string;
  channel_title: string;
  title: string;
  store_id: number;
  store_name: string;
  currency: string;
  product_id: number;
  product_title: string;
  discount_code: string;
};
type LineRow = {
  resale_id: number;
  order_id: string;
  line_id: string;
  quantity: number;
  unit_price: string;
  total_discount: string;
  actual_selling_price: string;
  refunded_amount: string;
  cancelled: boolean;
  day: string;
};

/** Sums one group's lines, each line and order once. */
export class FiguresAccumulator {
  readonly currency: string;
  private readonly lines = new Set<string>();
  private readonly orders = new Set<string>();
  private readonly cancelled = new Set<string>();
  private units = 0;
  private gross = '0';
  private discounts = '0';
  private refunds = '0';
  private net = '0';
  constructor(currency: string) {
    this.currency = currency;
  }
  add(storeId: number, line: LineRow): void {
    const order = `${storeId}:${line.order_id}`;
    const key = `${order}:${line.line_id}`;
    if (this.lines.has(key)) return;
    this.lines.add(key);
    if (line.cancelled) {
      this.cancelled.add(order);
      return;
    }
    this.orders.add(order);
    this.units += line.quantity;
    this.gross = add(this.gross, multiply(line.unit_price, line.quantity));
    this.discounts = add(this.discounts, line.total_discount);
    this.refunds = add(this.refunds, line.refunded_amount);
    this.net = add(this.net, subtract(line.actual_selling_price, line.refunded_amount));
  }
  get orderCount(): number {
    return this.orders.size;
  }
  figures(): ResellSalesFigures {
    return {
      currency: this.currency,
      orders: this.orders.size,
      units: this.units,
      gross: toMoney(this.gross),
      discounts: toMoney(this.discounts),
      refunds: toMoney(this.refunds),
      net_sales: toMoney(this.net),
      cancelled_orders: this.cancelled.size,
    };
  }
}

/** Two places, as numeric(18,2) holds the store's money. */
const toMoney = (value: string) => divide(value, 1, 2);

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

export class ResaleSalesService {
  private readonly deps: { db: Db; clock: Clock };
  constructor(deps: { db: Db; clock: Clock }) {
    this.deps = deps;
  }

  period(filter: { from?: string; to?: string }): SalesPeriod {
    const today = utcDay(this.deps.clock.now());
    const to = filter.to ?? (filter.from && filter.from > today ? filter.from : today);
    const from = filter.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS));
    return { from, to };
  }

  async performance(subject: Subject, filter: SalesFilter): Promise<ResellPerformance> {
    const { db } = this.deps;
    if (filter.storeId !== undefined) await storeFor(db, subject, filter.storeId);
    const { from, to } = this.period(filter);
    const resale = await this.resaleRows(subject, filter);
    const lines = await this.lineRows(subject, filter, from, to);
    const views = await this.views([...new Set(resale.map((r) => r.video_id))], from, to);
    const byResale = new Map(resale.map((r) => [r.resale_id, r]));

    type VideoGroup = { key: string; row: ResaleRow; acc: FiguresAccumulator; products: Map<number, FiguresAccumulator> };
    const videos = new Map<string, VideoGroup>();
    const videoKey = (r: ResaleRow) => `${r.video_id}|${r.currency}`;
    for (const r of resale) {
      const key = videoKey(r);
      let group = videos.get(key);
      if (!group) {
        group = { key, row: r, acc: new FiguresAccumulator(r.currency), products: new Map() };
        videos.set(key, group);
      }
      group.products.set(r.resale_id, new FiguresAccumulator(r.currency));
    }
    const codes = new Map<string, { row: ResaleRow; acc: FiguresAccumulator }>();
    for (const r of resale) {
      const key = `${r.store_id}|${r.discount_code.toUpperCase()}`;
      if (!codes.has(key)) codes.set(key, { row: r, acc: new FiguresAccumulator(r.currency) });
    }
    const totals = new Map<string, FiguresAccumulator>();
    const days = new Map<string, FiguresAccumulator>();
    for (const line of lines) {
      const r = byResale.get(line.resale_id);
      if (!r) continue;
      const group = videos.get(videoKey(r))!;
      group.acc.add(r.store_id, line);
      group.products.get(r.resale_id)!.add(r.store_id, line);
      codes.get(`${r.store_id}|${r.discount_code.toUpperCase()}`)!.acc.add(r.store_id, line);
      if (!totals.has(r.currency)) totals.set(r.currency, new FiguresAccumulator(r.currency));
      totals.get(r.currency)!.add(r.store_id, line);
      const dayKey = `${line.day}|${r.currency}`;
      if (!days.has(dayKey)) days.set(dayKey, new FiguresAccumulator(r.currency));
      days.get(dayKey)!.add(r.store_id, line);
    }

    const stores = await this.storeRefs(subject);
    return {
      from,
      to,
      stores,
      videos: [...videos.values()].map((g) => {
        const figures = g.acc.figures();
        const seen = views.get(g.row.video_id) ?? 0;
        return {
          ...figures,
          channel_id: g.row.channel_id,
          channel_title: g.row.channel_title,
          video_id: g.row.video_id,
          title: g.row.title,
          views: seen,
          conversion_per_mille: seen > 0 ? divide(figures.orders * 1000, seen, 2) : null,
          products: [...g.products.entries()].map(([resaleId, acc]) => {
            const r = byResale.get(resaleId)!;
            return {
              ...acc.figures(),
              resale_id: resaleId,
              store_id: r.store_id,
              store_name: r.store_name,
              product_id: r.product_id,
              product_title: r.product_title,
              discount_code: r.discount_code,
            };
          }),
        };
      }),
      codes: [...codes.values()].map(({ row, acc }) => ({
        ...acc.figures(),
        store_id: row.store_id,
        store_name: row.store_name,
        discount_code: row.discount_code,
      })),
      totals: [...totals.values()].map((acc) => acc.figures()).sort((a, b) => a.currency.localeCompare(b.currency)),
      daily: [...days.entries()]
        .map(([key, acc]) => {
          const f = acc.figures();
          return { day: key.slice(0, 10), currency: f.currency, orders: f.orders, net_sales: f.net_sales };
        })
        .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency)),
    };
  }

  private async storeRefs(subject: Subject): Promise<ResellStoreRef[]> {
    let query = this.deps.db.selectFrom('shop_stores as s').select(['s.id', 's.name', 's.shop_domain', 's.currency']).orderBy('s.name').orderBy('s.id');
    const scope = visibleStores(subject);
    if (scope) query = query.where(scope);
    const rows = await query.execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name || r.shop_domain, shop_domain: r.shop_domain, currency: r.currency.trim() }));
  }

  private async resaleRows(subject: Subject, filter: SalesFilter): Promise<ResaleRow[]> {
    const scope = visibleStores(subject);
    const { rows } = await sql<ResaleRow>`
      SELECT r.id::int AS resale_id, r.video_id, r.channel_id, coalesce(ch.title, r.channel_id) AS channel_title,
             coalesce(v.title, (SELECT cv.title FROM collab_case_videos cv WHERE cv.video_id = r.video_id ORDER BY cv.id LIMIT 1), r.video_id) AS title,
             s.id::int AS store_id, coalesce(nullif(s.name, ''), s.shop_domain) AS store_name, trim(s.currency) AS currency,
             r.product_id::float8 AS product_id, r.product_title, r.discount_code
      FROM resell_video_products r
      JOIN shop_stores s ON s.id = r.store_id
      LEFT JOIN channels ch ON ch.channel_id = r.channel_id
      LEFT JOIN videos v ON v.video_id = r.video_id
      WHERE ${scope ?? sql`true`}
        AND ${filter.storeId === undefined ? sql`true` : sql`s.id = ${filter.storeId}`}
        AND ${filter.videoIds === undefined ? sql`true` : sql`r.video_id = any(${[...filter.videoIds]}::text[])`}
      ORDER BY v.published_at DESC NULLS LAST, r.video_id, r.added_at, r.id`.execute(this.deps.db);
    return rows;
  }

  private async lineRows(subject: Subject, filter: SalesFilter, from: string, to: string): Promise<LineRow[]> {
    const scope = visibleStores(subject);
    const { rows } = await sql<LineRow>`
      SELECT r.id::int AS resale_id, l.order_id::text, l.line_id::text, l.quantity, l.unit_price::text, l.total_discount::text,
             l.actual_selling_price::text, l.refunded_amount::text, (o.cancelled_at IS NOT NULL) AS cancelled,
             to_char((o.order_date AT TIME ZONE s.iana_timezone)::date, 'YYYY-MM-DD') AS day
      FROM resell_video_products r
      JOIN shop_stores s ON s.id = r.store_id
      JOIN shop_order_lines l ON l.store_id = r.store_id AND l.product_id = r.product_id
      JOIN shop_orders o ON o.store_id = l.store_id AND o.order_id = l.order_id
      WHERE upper(r.discount_code) IN (SELECT upper(c) FROM unnest(o.discount_codes) AS c)
        AND (o.order_date AT TIME ZONE s.iana_timezone)::date BETWEEN ${from}::date AND ${to}::date
        AND ${scope ?? sql`true`}
        AND ${filter.storeId === undefined ? sql`true` : sql`s.id = ${filter.storeId}`}
        AND ${filter.videoIds === undefined ? sql`true` : sql`r.video_id = any(${[...filter.videoIds]}::text[])`}
      ORDER BY o.order_date, l.order_id, l.line_id`.execute(this.deps.db);
    return rows;
  }

  /** Each video's views over the period (YouTube analytics, UTC days). */
  private async views(videoIds: string[], from: string, to: string): Promise<Map<string, number>> {
    if (videoIds.length === 0) return new Map();
    const rows = await this.deps.db
      .selectFrom('video_daily_metrics')
      .select((eb) => ['video_id', eb.fn.sum<string>('views').as('views')])
      .where('video_id', 'in', videoIds)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy('video_id')
      .execute();
    return new Map(rows.map((r) => [r.video_id, Number(r.views)]));
  }
}
