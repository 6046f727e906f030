// What each video sold (issue 12 resellPerformance; the collab report's resale section).
//
// Attribution is the area's one rule (../attribution.ts), with every match kept: an order line counts
// for each resale product on a video whose store, product and discount code it carries. Figures per line:
// gross = unit price × quantity, discounts = the line's discount, refunds = refunded amount, net =
// actual selling price − refunded amount. Cancelled orders count in no figure but
// `cancelled_orders`. A period is a range of days in each store's own time zone. Money is summed
// exactly (PostgreSQL numeric, in one statement) and only within one currency: every figure carries its
// currency, and a video selling in two currencies has a row per currency. A line matched twice in
// one group (the same product on one video under two codes the order both carries, or one code and
// product on two videos for the totals) counts once in that group.
import { toDay, divide, type ResellPerformance, type ResellSalesFigures, type Subject } from '@chorus/contract';
import { sql } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { attributedLines } from '../attribution.ts';
import { storeInReach, storeRefsInReach, visibleStores } from '../store-scope.ts';

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
/** One group's figures as SQL sums them (numeric, exact; text with two places). */
type FigureRow = {
  kind: 'product' | 'video' | 'code' | 'total' | 'day';
  resale_id: number | null;
  video_id: string | null;
  store_id: number | null;
  code: string | null;
  day: string | null;
  currency: string;
  orders: number;
  units: number;
  gross: string;
  discounts: string;
  refunds: string;
  net_sales: string;
  cancelled_orders: number;
};

const zeroFigures = (currency: string): ResellSalesFigures => ({
  currency,
  orders: 0,
  units: 0,
  gross: '0.00',
  discounts: '0.00',
  refunds: '0.00',
  net_sales: '0.00',
  cancelled_orders: 0,
});
const figuresOf = (r: FigureRow): ResellSalesFigures => ({
  currency: r.currency,
  orders: Number(r.orders),
  units: Number(r.units),
  gross: r.gross,
  discounts: r.discounts,
  refunds: r.refunds,
  net_sales: r.net_sales,
  cancelled_orders: Number(r.cancelled_orders),
});

export class ResaleSalesService {
  private readonly deps: { db: Db; clock: Clock };
  constructor(deps: { db: Db; clock: Clock }) {
    this.deps = deps;
  }

  period(filter: { from?: string; to?: string }): SalesPeriod {
    const today = toDay(this.deps.clock.now());
    const to = filter.to ?? (filter.from && filter.from > today ? filter.from : today);
    const from = filter.from ?? toDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS));
    return { from, to };
  }

  async performance(subject: Subject, filter: SalesFilter): Promise<ResellPerformance> {
    const { db } = this.deps;
    if (filter.storeId !== undefined) await storeInReach(db, subject, filter.storeId);
    const { from, to } = this.period(filter);
    const resale = await this.resaleRows(subject, filter);
    const groups = await this.figureRows(subject, filter, from, to);
    const views = await this.views([...new Set(resale.map((r) => r.video_id))], from, to);
    const byResale = new Map(resale.map((r) => [r.resale_id, r]));
    const found = new Map<string, ResellSalesFigures>();
    for (const g of groups) {
      const key =
        g.kind === 'product'
          ? `p|${g.resale_id}`
          : g.kind === 'video'
            ? `v|${g.video_id}|${g.currency}`
            : g.kind === 'code'
              ? `c|${g.store_id}|${g.code}`
              : g.kind === 'total'
                ? `t|${g.currency}`
                : `d|${g.day}|${g.currency}`;
      found.set(key, figuresOf(g));
    }
    const figures = (key: string, currency: string) => found.get(key) ?? zeroFigures(currency);

    const videos = new Map<string, { row: ResaleRow; resaleIds: number[] }>();
    const codes = new Map<string, ResaleRow>();
    for (const r of resale) {
      const key = `${r.video_id}|${r.currency}`;
      if (!videos.has(key)) videos.set(key, { row: r, resaleIds: [] });
      videos.get(key)!.resaleIds.push(r.resale_id);
      const code = `${r.store_id}|${r.discount_code.toUpperCase()}`;
      if (!codes.has(code)) codes.set(code, r);
    }
    const stores = await storeRefsInReach(this.deps.db, subject);
    return {
      from,
      to,
      stores,
      videos: [...videos.values()].map(({ row, resaleIds }) => {
        const video = figures(`v|${row.video_id}|${row.currency}`, row.currency);
        const seen = views.get(row.video_id) ?? 0;
        return {
          ...video,
          channel_id: row.channel_id,
          channel_title: row.channel_title,
          video_id: row.video_id,
          title: row.title,
          views: seen,
          conversion_per_mille: seen > 0 ? divide(video.orders * 1000, seen, 2) : null,
          products: resaleIds.map((resaleId) => {
            const r = byResale.get(resaleId)!;
            return {
              ...figures(`p|${resaleId}`, r.currency),
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
      codes: [...codes.entries()].map(([key, r]) => ({
        ...figures(`c|${key}`, r.currency),
        store_id: r.store_id,
        store_name: r.store_name,
        discount_code: r.discount_code,
      })),
      totals: groups
        .filter((g) => g.kind === 'total')
        .map(figuresOf)
        .sort((a, b) => a.currency.localeCompare(b.currency)),
      daily: groups
        .filter((g) => g.kind === 'day')
        .map((g) => ({ day: g.day!, currency: g.currency, orders: Number(g.orders), net_sales: g.net_sales }))
        .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency)),
    };
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

  /**
   * Every group's figures in one statement: the attributed lines once (`m`), then per resale
   * product, per video and currency, per store and code, per currency and per day and currency,
   * each over its distinct lines (a line matched twice in a group counts once).
   */
  private async figureRows(subject: Subject, filter: SalesFilter, from: string, to: string): Promise<FigureRow[]> {
    const figures = sql`
      count(DISTINCT (store_id, order_id)) FILTER (WHERE NOT cancelled)::int AS orders,
      coalesce(sum(quantity) FILTER (WHERE NOT cancelled), 0)::int AS units,
      round(coalesce(sum(gross) FILTER (WHERE NOT cancelled), 0), 2)::text AS gross,
      round(coalesce(sum(discount) FILTER (WHERE NOT cancelled), 0), 2)::text AS discounts,
      round(coalesce(sum(refunded_amount) FILTER (WHERE NOT cancelled), 0), 2)::text AS refunds,
      round(coalesce(sum(net) FILTER (WHERE NOT cancelled), 0), 2)::text AS net_sales,
      count(DISTINCT (store_id, order_id)) FILTER (WHERE cancelled)::int AS cancelled_orders`;
    const line = sql`store_id, order_id, line_id, quantity, gross, discount, refunded_amount, net, cancelled`;
    const lines = attributedLines({
      allMatches: true,
      includeCancelled: true,
      days: { from, to },
      storeWhere: visibleStores(subject) ?? undefined,
      storeIds: filter.storeId === undefined ? undefined : [filter.storeId],
      videoIds: filter.videoIds,
    });
    const { rows } = await sql<FigureRow>`
      WITH m AS MATERIALIZED (
        SELECT video_product_id::int AS resale_id, video_id, upper(discount_code) AS code, currency, store_id::int AS store_id,
               order_id, line_id, quantity, gross, discount, refunded_amount, net, cancelled, order_day AS day
        FROM (${lines}) a
      )
      SELECT 'product' AS kind, resale_id, NULL AS video_id, NULL::int AS store_id, NULL AS code, NULL AS day, min(currency) AS currency, ${figures}
        FROM m GROUP BY resale_id
      UNION ALL
      SELECT 'video', NULL, video_id, NULL, NULL, NULL, currency, ${figures}
        FROM (SELECT DISTINCT video_id, currency, ${line} FROM m) x GROUP BY video_id, currency
      UNION ALL
      SELECT 'code', NULL, NULL, store_id, code, NULL, min(currency), ${figures}
        FROM (SELECT DISTINCT code, currency, ${line} FROM m) x GROUP BY store_id, code
      UNION ALL
      SELECT 'total', NULL, NULL, NULL, NULL, NULL, currency, ${figures}
        FROM (SELECT DISTINCT currency, ${line} FROM m) x GROUP BY currency
      UNION ALL
      SELECT 'day', NULL, NULL, NULL, NULL, day, currency, ${figures}
        FROM (SELECT DISTINCT day, currency, ${line} FROM m) x GROUP BY day, currency`.execute(this.deps.db);
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
