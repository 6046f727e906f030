// The ec part's queries: the channels' own stores (shop_stores rows with a channel, 0071) and their
// orders, lines and refunds in the resell area's shared tables (0043). A store's month is its own
// time zone's (Shopify reports in the shop's zone). Sales: the month's orders (voided ones left out)
// at their subtotal (after discounts, before shipping and tax), refunds in the month they were made
// (their lines' subtotals), net = gross − refunds. Money stays numeric in SQL, decimal text out.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { monthFrom, monthTo } from '../../resell/index.ts';

export type EcStoreRow = {
  store_id: number;
  channel_id: string;
  name: string;
  shop_domain: string;
  currency: string;
  status: 'connected' | 'disconnected';
  network_runs: boolean;
  orders_synced_at: Date | null;
};

/** The stores of these channels (null: every channel's), newest terms first. */
export async function channelStores(db: Db, channelIds: readonly string[] | null, storeId?: number): Promise<EcStoreRow[]> {
  if (channelIds?.length === 0) return [];
  const { rows } = await sql<EcStoreRow>`
    SELECT s.id::int AS store_id, s.channel_id, s.name, s.shop_domain, trim(s.currency) AS currency, s.status,
      coalesce(t.network_runs, false) AS network_runs, s.orders_synced_at
    FROM shop_stores s
    LEFT JOIN LATERAL (SELECT network_runs FROM ec_store_terms t WHERE t.store_id = s.id ORDER BY start_month DESC LIMIT 1) t ON true
    WHERE s.channel_id IS NOT NULL
      ${channelIds === null ? sql`` : sql`AND s.channel_id = ANY(${sql.val(channelIds)}::text[])`}
      ${storeId === undefined ? sql`` : sql`AND s.id = ${storeId}`}
    ORDER BY s.channel_id, s.status = 'connected' DESC, s.id`.execute(db);
  return rows;
}

/** Whether the network runs the store from `month` on (the month's row replaced). */
export async function setTerms(db: Db, row: { storeId: number; month: string; networkRuns: boolean; userId: number }): Promise<void> {
  await db
    .insertInto('ec_store_terms')
    .values({ store_id: row.storeId, start_month: row.month, network_runs: row.networkRuns, set_by: row.userId })
    .onConflict((oc) => oc.columns(['store_id', 'start_month']).doUpdateSet({ network_runs: row.networkRuns, set_by: row.userId, set_at: sql`now()` }))
    .execute();
}

export type CodeRow = { code: string; video_id: string | null; video_title: string | null };

export async function codesOf(db: Db, storeId: number): Promise<CodeRow[]> {
  const { rows } = await sql<CodeRow>`
    SELECT c.code, c.video_id, v.title AS video_title
    FROM ec_attribution_codes c LEFT JOIN videos v ON v.video_id = c.video_id
    WHERE c.store_id = ${storeId}
    ORDER BY upper(c.code)`.execute(db);
  return rows;
}

/** Sets a code's video (null: the channel); a code differing only in case is the same code. */
export async function saveCode(db: Db, row: { storeId: number; code: string; videoId: string | null; userId: number }): Promise<void> {
  await sql`
    INSERT INTO ec_attribution_codes (store_id, code, video_id, set_by) VALUES (${row.storeId}, ${row.code}, ${row.videoId}, ${row.userId})
    ON CONFLICT (store_id, upper(code)) DO UPDATE SET code = excluded.code, video_id = excluded.video_id, set_by = excluded.set_by, set_at = now()`.execute(db);
}

export async function isChannelVideo(db: Db, channelId: string, videoId: string): Promise<boolean> {
  return (
    (await db.selectFrom('videos').select('video_id').where('video_id', '=', videoId).where('channel_id', '=', channelId).executeTakeFirst()) !== undefined
  );
}

export type SalesRow = { store_id: number; channel_id: string; month: string; orders: number; gross: string; refunds: string; net: string; currency: string };

/**
 * The months with any order or refund of these channels' stores (null: every channel's), by channel,
 * store and month: read from the months the triggers keep (0081, the same sums as storeMonthsSql,
 * which the ledger adds up from the orders). One statement, the stores chosen by their channel.
 */
export async function storeSales(db: Db, channelIds: readonly string[] | null, fromMonth: string, toMonth: string): Promise<SalesRow[]> {
  if (channelIds?.length === 0) return [];
  const { rows } = await sql<SalesRow>`
    SELECT m.store_id::int AS store_id, s.channel_id, m.month, m.orders, m.gross::text AS gross, m.refunds::text AS refunds,
      (m.gross - m.refunds)::text AS net, trim(s.currency) AS currency
    FROM shop_stores s JOIN shop_store_months m ON m.store_id = s.id AND m.month BETWEEN ${fromMonth} AND ${toMonth}
    WHERE s.channel_id IS NOT NULL ${channelIds === null ? sql`` : sql`AND s.channel_id = ANY(${sql.val(channelIds)}::text[])`}
      AND (m.orders <> 0 OR m.gross <> 0 OR m.refunds <> 0)
    ORDER BY s.channel_id, m.store_id, m.month`.execute(db);
  return rows;
}

/** The ids of these channels' stores (null: every channel's). */
export async function channelStoreIds(db: Db, channelIds: readonly string[] | null): Promise<number[]> {
  if (channelIds?.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT s.id::int AS id FROM shop_stores s
    WHERE s.channel_id IS NOT NULL ${channelIds === null ? sql`` : sql`AND s.channel_id = ANY(${sql.val(channelIds)}::text[])`}`.execute(db);
  return rows.map((r) => r.id);
}

export type ProductRow = { product_id: string | null; title: string; quantity: number; net: string; currency: string };

/** The month's best sellers of the stores: the month's order lines less what was refunded of them, by net. */
export async function topProducts(db: Db, storeIds: readonly number[], month: string, limit: number): Promise<ProductRow[]> {
  if (storeIds.length === 0) return [];
  const m = sql`${month}`;
  const { rows } = await sql<ProductRow>`
    SELECT l.product_id::text AS product_id, (array_agg(l.product_title ORDER BY l.order_date DESC))[1] AS title,
      sum(l.quantity - l.refunded_quantity)::int AS quantity, sum(l.actual_selling_price - l.refunded_amount)::text AS net, trim(s.currency) AS currency
    FROM shop_stores s
      JOIN shop_order_lines l ON l.store_id = s.id
      JOIN shop_orders o ON o.store_id = l.store_id AND o.order_id = l.order_id
    WHERE s.id = ANY(${sql.val(storeIds)}::bigint[]) AND l.order_date >= ${monthFrom(m)} AND l.order_date < ${monthTo(m)}
      AND o.financial_status IS DISTINCT FROM 'voided'
    GROUP BY trim(s.currency), l.product_id, CASE WHEN l.product_id IS NULL THEN l.product_title END
    ORDER BY sum(l.actual_selling_price - l.refunded_amount) DESC, 2
    LIMIT ${limit}`.execute(db);
  return rows;
}

export type VideoRow = {
  video_id: string | null;
  title: string | null;
  orders: number;
  net: string;
  currency: string;
  views: string | null;
  net_per_1000_views: string | null;
};

/**
 * Which videos sell: each of the month's orders (and each of the month's refunds, by its order)
 * attributed to a video of the channel or to the channel: a discount code of the store's list first
 * (a video's code before a channel code), then the landing's utm video when it is the channel's,
 * then a visit from YouTube (the channel). Orders attributed to nothing are left out. Views are the
 * month's (the channels area's daily metrics), the channel's for the channel row.
 */
export async function videoSales(db: Db, channelId: string, storeIds: readonly number[], month: string): Promise<VideoRow[]> {
  if (storeIds.length === 0) return [];
  const m = sql`${month}`;
  const { rows } = await sql<VideoRow>`
    WITH moves AS (
      SELECT o.store_id, o.order_id, 1 AS orders, o.subtotal_price AS amount
      FROM shop_stores s JOIN shop_orders o ON o.store_id = s.id
      WHERE s.id = ANY(${sql.val(storeIds)}::bigint[]) AND o.order_date >= ${monthFrom(m)} AND o.order_date < ${monthTo(m)}
        AND o.financial_status IS DISTINCT FROM 'voided'
      UNION ALL
      SELECT r.store_id, r.order_id, 0, -sum(rl.subtotal)
      FROM shop_stores s JOIN shop_refunds r ON r.store_id = s.id
        JOIN shop_refund_lines rl ON rl.store_id = r.store_id AND rl.refund_id = r.refund_id
      WHERE s.id = ANY(${sql.val(storeIds)}::bigint[]) AND r.created_at >= ${monthFrom(m)} AND r.created_at < ${monthTo(m)}
      GROUP BY r.store_id, r.refund_id, r.order_id
    ),
    attributed AS (
      SELECT mv.orders, mv.amount, trim(s.currency) AS currency,
        CASE WHEN c.code IS NOT NULL THEN c.video_id ELSE lv.video_id END AS video_id,
        (c.code IS NOT NULL OR lv.video_id IS NOT NULL OR o.from_youtube) AS matched
      FROM moves mv
        JOIN shop_orders o ON o.store_id = mv.store_id AND o.order_id = mv.order_id
        JOIN shop_stores s ON s.id = o.store_id
        LEFT JOIN LATERAL (
          SELECT c.code, c.video_id FROM ec_attribution_codes c
          WHERE c.store_id = o.store_id AND upper(c.code) = ANY(resell_upper_codes(o.discount_codes))
          ORDER BY c.video_id IS NULL, upper(c.code) LIMIT 1
        ) c ON true
        LEFT JOIN videos lv ON lv.video_id = o.landing_video_id AND lv.channel_id = ${channelId}
    ),
    sums AS (
      SELECT video_id, currency, sum(orders)::int AS orders, sum(amount) AS net FROM attributed WHERE matched GROUP BY 1, 2
    ),
    viewed AS (
      SELECT sums.*, v.title,
        CASE WHEN sums.video_id IS NULL
          THEN (SELECT sum(d.views) FROM channel_daily_metrics d
                WHERE d.channel_id = ${channelId} AND d.day >= to_date(${month}, 'YYYYMM') AND d.day < to_date(${month}, 'YYYYMM') + interval '1 month')
          ELSE (SELECT sum(d.views) FROM video_daily_metrics d
                WHERE d.video_id = sums.video_id AND d.day >= to_date(${month}, 'YYYYMM') AND d.day < to_date(${month}, 'YYYYMM') + interval '1 month')
        END AS views
      FROM sums LEFT JOIN videos v ON v.video_id = sums.video_id
    )
    SELECT video_id, title, orders, net::text AS net, currency, views::text AS views,
      CASE WHEN views > 0 THEN round(net * 1000 / views, 2)::text END AS net_per_1000_views
    FROM viewed
    ORDER BY viewed.net DESC, viewed.video_id NULLS LAST`.execute(db);
  return rows;
}
