// Which order lines a resale product on a video sold (issue 12): the one attribution rule of the
// reseller area, for the sales per video and product and for the commissions (docs/decisions.md
// "Reseller (issue 12)", market part "Attribution").
//
// An order line is a video's sale when its order, in the same store, carries the product's
// discount code (compared case-insensitively, as Shopify does) and the line is that product. A line
// whose product and code several resale products share (the same code on two videos) belongs to
// the earliest added of them only, so no sale is counted twice. Cancelled orders sold nothing.
// Net = actual selling price − refunded amount (refunds netted on the line), in the store's
// currency. The month of an order is its date in the store's time zone (as Shopify reports it).
import { sql, type RawBuilder, type SqlBool } from 'kysely';

export type AttributedLine = {
  video_product_id: number;
  channel_id: string;
  video_id: string;
  store_id: number;
  product_id: number;
  discount_code: string;
  order_id: number;
  line_id: number;
  order_date: Date;
  /** YYYYMM in the store's time zone. */
  order_month: string;
  /** YYYY-MM-DD in the store's time zone. */
  order_day: string;
  currency: string;
  quantity: number;
  refunded_quantity: number;
  gross: string;
  discount: string;
  refunded_amount: string;
  net: string;
  cancelled: boolean;
};

export type AttributionFilter = {
  /** Orders of this month (YYYYMM) in their store's time zone. */
  yearMonth?: string;
  /** Orders at or after / before these times. */
  from?: Date;
  to?: Date;
  /** Orders of these days (YYYY-MM-DD, both included) in their store's time zone. */
  days?: { from: string; to: string };
  storeIds?: readonly number[];
  videoProductIds?: readonly number[];
  videoIds?: readonly string[];
  /** A further condition on the store (`s`, shop_stores), such as the caller's scope. */
  storeWhere?: RawBuilder<SqlBool>;
  /**
   * Every resale product a line matches, not only the earliest added (for figures per video, which
   * then count a line once per group themselves); commissions keep the default, one product per line.
   */
  allMatches?: boolean;
  /** Keep cancelled orders' lines (`cancelled` true), for a count of cancelled orders; they sold nothing. */
  includeCancelled?: boolean;
};

/** Month bounds widened by a day each side (every store time zone is within ±14 h of UTC). */
function roughBounds(yearMonth: string): { from: Date; to: Date } {
  const year = Number(yearMonth.slice(0, 4));
  const month = Number(yearMonth.slice(4, 6));
  return { from: new Date(Date.UTC(year, month - 1, 0)), to: new Date(Date.UTC(year, month, 2)) };
}

/**
 * The attributed order lines as a subquery (columns of `AttributedLine`): use it as
 * `sql\`SELECT … FROM (${attributedLines(filter)}) a\``.
 */
export function attributedLines(filter: AttributionFilter = {}): RawBuilder<AttributedLine> {
  const where = filter.includeCancelled ? [sql`true`] : [sql`o.cancelled_at IS NULL`];
  if (filter.yearMonth) {
    const rough = roughBounds(filter.yearMonth);
    where.push(sql`o.order_date >= ${rough.from} AND o.order_date < ${rough.to}`);
    where.push(sql`to_char(o.order_date AT TIME ZONE s.iana_timezone, 'YYYYMM') = ${filter.yearMonth}`);
  }
  if (filter.days) {
    // Widened by a day each side first, so that the index on order_date serves; then the stores' own days.
    where.push(sql`o.order_date >= ${filter.days.from}::date - interval '1 day' AND o.order_date < ${filter.days.to}::date + interval '2 days'`);
    where.push(sql`(o.order_date AT TIME ZONE s.iana_timezone)::date BETWEEN ${filter.days.from}::date AND ${filter.days.to}::date`);
  }
  if (filter.from) where.push(sql`o.order_date >= ${filter.from}`);
  if (filter.to) where.push(sql`o.order_date < ${filter.to}`);
  if (filter.storeIds) where.push(filter.storeIds.length === 0 ? sql`false` : sql`o.store_id IN (${sql.join(filter.storeIds)})`);
  if (filter.videoIds) where.push(sql`vp.video_id = any(${[...filter.videoIds]}::text[])`);
  if (filter.storeWhere) where.push(filter.storeWhere);
  if (filter.videoProductIds) where.push(filter.videoProductIds.length === 0 ? sql`false` : sql`vp.id IN (${sql.join(filter.videoProductIds)})`);
  const distinct = filter.allMatches ? sql`DISTINCT ON (l.store_id, l.order_id, l.line_id, vp.id)` : sql`DISTINCT ON (l.store_id, l.order_id, l.line_id)`;
  return sql<AttributedLine>`
    SELECT ${distinct}
      vp.id AS video_product_id, vp.channel_id, vp.video_id, vp.store_id, vp.product_id, vp.discount_code,
      l.order_id, l.line_id, o.order_date, to_char(o.order_date AT TIME ZONE s.iana_timezone, 'YYYYMM') AS order_month,
      to_char(o.order_date AT TIME ZONE s.iana_timezone, 'YYYY-MM-DD') AS order_day,
      trim(s.currency) AS currency, l.quantity, l.refunded_quantity,
      l.unit_price * l.quantity AS gross, l.total_discount AS discount, l.refunded_amount,
      l.actual_selling_price - l.refunded_amount AS net, o.cancelled_at IS NOT NULL AS cancelled
    FROM shop_orders o
    JOIN shop_stores s ON s.id = o.store_id
    CROSS JOIN LATERAL unnest(o.discount_codes) AS code(value)
    JOIN resell_video_products vp ON vp.store_id = o.store_id AND upper(vp.discount_code) = upper(code.value)
    JOIN shop_order_lines l ON l.store_id = o.store_id AND l.order_id = o.order_id AND l.product_id = vp.product_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY l.store_id, l.order_id, l.line_id, vp.id`;
}
