// SQL for the channel analytics pages. Every query on per-day figures is a range scan of one
// channel's (or one video's) primary key: (channel_id, day) or (video_id, day). Counts arrive as
// numbers (bigint parser in db/database.ts), money as exact decimal strings, days as YYYY-MM-DD.
import type { DateRange } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type DailyRow = {
  day: string;
  views: number;
  watch_minutes: number;
  subscribers_gained: number;
  subscribers_lost: number;
  likes: number;
  comments: number;
  shares: number;
  non_subscriber_views: number;
  gross_revenue: string | null;
};

/** One channel's days in a window, oldest first. */
export async function findDailyMetrics(db: Db, channelId: string, range: DateRange): Promise<DailyRow[]> {
  return db
    .selectFrom('channel_daily_metrics')
    .select(['day', 'views', 'watch_minutes', 'subscribers_gained', 'subscribers_lost', 'likes', 'comments', 'shares', 'non_subscriber_views', 'gross_revenue'])
    .where('channel_id', '=', channelId)
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
    .orderBy('day')
    .execute();
}

export const revenueColumns = [
  'ad_revenue',
  'shorts_ad_revenue',
  'premium_revenue',
  'transaction_revenue',
  'membership_revenue',
  'super_chat_revenue',
  'super_thanks_revenue',
  'super_stickers_revenue',
] as const;
export type RevenueColumn = (typeof revenueColumns)[number];

export type MoneyDailyRow = {
  day: string;
  views: number;
  impressions: number | null;
  impressions_ctr: string | null;
  gross_revenue: string | null;
} & Record<RevenueColumn, string | null>;

/** Views, impressions and revenue of one channel's days in a window, oldest first. */
export async function findMoneyDaily(db: Db, channelId: string, range: DateRange): Promise<MoneyDailyRow[]> {
  return db
    .selectFrom('channel_daily_metrics')
    .select(['day', 'views', 'impressions', 'impressions_ctr', 'gross_revenue', ...revenueColumns])
    .where('channel_id', '=', channelId)
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
    .orderBy('day')
    .execute();
}

/** Whether any day of the channel carries revenue (stops at the first such day). */
export async function channelHasRevenue(db: Db, channelId: string): Promise<boolean> {
  const row = await db
    .selectFrom('channel_daily_metrics')
    .select('day')
    .where('channel_id', '=', channelId)
    .where('gross_revenue', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type YearSums = { views: number; gross_revenue: string | null; revenue_days: number };

/** Views and gross revenue summed over two windows, in one scan of the span that holds both. */
export async function sumTwoWindows(db: Db, channelId: string, current: DateRange, previous: DateRange): Promise<{ current: YearSums; previous: YearSums }> {
  const row = await db
    .selectFrom('channel_daily_metrics')
    .select([
      sql<number>`coalesce(sum(views) FILTER (WHERE day BETWEEN ${current.start} AND ${current.end}), 0)`.as('current_views'),
      sql<string | null>`sum(gross_revenue) FILTER (WHERE day BETWEEN ${current.start} AND ${current.end})`.as('current_revenue'),
      sql<number>`count(gross_revenue) FILTER (WHERE day BETWEEN ${current.start} AND ${current.end})`.as('current_revenue_days'),
      sql<number>`coalesce(sum(views) FILTER (WHERE day BETWEEN ${previous.start} AND ${previous.end}), 0)`.as('previous_views'),
      sql<string | null>`sum(gross_revenue) FILTER (WHERE day BETWEEN ${previous.start} AND ${previous.end})`.as('previous_revenue'),
      sql<number>`count(gross_revenue) FILTER (WHERE day BETWEEN ${previous.start} AND ${previous.end})`.as('previous_revenue_days'),
    ])
    .where('channel_id', '=', channelId)
    .where('day', '>=', previous.start < current.start ? previous.start : current.start)
    .where('day', '<=', previous.end > current.end ? previous.end : current.end)
    .executeTakeFirstOrThrow();
  return {
    current: { views: Number(row.current_views), gross_revenue: row.current_revenue, revenue_days: Number(row.current_revenue_days) },
    previous: { views: Number(row.previous_views), gross_revenue: row.previous_revenue, revenue_days: Number(row.previous_revenue_days) },
  };
}

export type VideoPeriodRow = {
  video_id: string;
  title: string;
  kind: 'video' | 'short' | 'live';
  published_at: Date;
  duration_seconds: number;
  /** Days with a per-video row in the window (0: the video has no figures there). */
  days: number;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  subscribers: number;
  gross_revenue: string | null;
};

/**
 * The channel's videos published by the end of the window, with their figures summed over the
 * window: one range scan of the channel's per-video days (index (channel_id, day)) and one of its
 * videos (index (channel_id, published_at)). `only: 'withFigures'` leaves out videos without a
 * day in the window (the top lists need no others).
 */
export async function findVideoPeriodTotals(db: Db, channelId: string, range: DateRange, only: 'all' | 'withFigures' = 'all'): Promise<VideoPeriodRow[]> {
  const join = only === 'all' ? sql`LEFT JOIN` : sql`JOIN`;
  const rows = await sql<VideoPeriodRow>`
    SELECT v.video_id, v.title, v.kind, v.published_at, v.duration_seconds,
           coalesce(t.days, 0)::int AS days,
           coalesce(t.views, 0)::bigint AS views,
           coalesce(t.likes, 0)::bigint AS likes,
           coalesce(t.comments, 0)::bigint AS comments,
           coalesce(t.shares, 0)::bigint AS shares,
           coalesce(t.subscribers, 0)::bigint AS subscribers,
           t.gross_revenue
    FROM videos v
    ${join} (
      SELECT m.video_id, count(*) AS days, sum(m.views) AS views, sum(m.likes) AS likes, sum(m.comments) AS comments,
             sum(m.shares) AS shares, sum(m.subscribers_gained) AS subscribers, sum(m.gross_revenue) AS gross_revenue
      FROM video_daily_metrics m
      WHERE m.channel_id = ${channelId} AND m.day >= ${range.start}::date AND m.day <= ${range.end}::date
      GROUP BY m.video_id
    ) t ON t.video_id = v.video_id
    WHERE v.channel_id = ${channelId} AND v.published_at < ((${range.end}::date + 1)::timestamp AT TIME ZONE 'UTC')
  `.execute(db);
  return rows.rows;
}

export type AudienceRow = { dimension: 'age_gender' | 'country' | 'subscribed' | 'traffic_source' | 'device'; key: string; views: number };

/** Audience breakdowns of the months that overlap the window, summed per dimension and key. */
export async function findAudience(db: Db, channelId: string, range: DateRange): Promise<AudienceRow[]> {
  return db
    .selectFrom('channel_audience')
    .select(['dimension', 'key', sql<number>`sum(views)::bigint`.as('views')])
    .where('channel_id', '=', channelId)
    .where('month', '>=', sql<string>`date_trunc('month', ${range.start}::date)::date`)
    .where('month', '<=', range.end)
    .groupBy(['dimension', 'key'])
    .execute();
}

/** The ids among `videoIds` that are videos of the channel. */
export async function findChannelVideoIds(db: Db, channelId: string, videoIds: readonly string[]): Promise<Set<string>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db.selectFrom('videos').select('video_id').where('channel_id', '=', channelId).where('video_id', 'in', videoIds).execute();
  return new Set(rows.map((r) => r.video_id));
}

export async function updateInterestVideos(db: Db, channelId: string, videoIds: readonly string[]): Promise<void> {
  await db.updateTable('channels').set({ interest_video_ids: [...videoIds] }).where('channel_id', '=', channelId).execute();
}

// ---- channel groups ------------------------------------------------------------------------------

export async function groupExists(db: Db, groupId: number): Promise<boolean> {
  return (await db.selectFrom('channel_groups').select('id').where('id', '=', groupId).executeTakeFirst()) !== undefined;
}

/** Whether the user administers or uses the group. */
export async function isGroupMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('channel_group_members').select('group_id').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export type GroupChannelRow = { channel_id: string; title: string; data_through: string | null };

export async function findGroupChannels(db: Db, groupId: number): Promise<GroupChannelRow[]> {
  return db
    .selectFrom('channel_group_channels as g')
    .innerJoin('channels as c', 'c.channel_id', 'g.channel_id')
    .select([
      'c.channel_id',
      'c.title',
      sql<string | null>`coalesce(c.data_through, (SELECT max(day) FROM channel_daily_metrics m WHERE m.channel_id = c.channel_id))`.as('data_through'),
    ])
    .where('g.group_id', '=', groupId)
    .orderBy('c.title')
    .orderBy('c.channel_id')
    .execute();
}

export type GroupDailyRow = { channel_id: string; day: string; views: number; subscribers_net: number };

/** The channels' days in a window: one primary-key range scan per channel. */
export async function findGroupDaily(db: Db, channelIds: readonly string[], range: DateRange): Promise<GroupDailyRow[]> {
  if (channelIds.length === 0) return [];
  return db
    .selectFrom('channel_daily_metrics')
    .select(['channel_id', 'day', 'views', sql<number>`subscribers_gained - subscribers_lost`.as('subscribers_net')])
    .where('channel_id', 'in', channelIds)
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
    .orderBy('channel_id')
    .orderBy('day')
    .execute();
}

export async function findExchangeRates(db: Db): Promise<{ currency: string; per_usd: string }[]> {
  return db.selectFrom('exchange_rates').select(['currency', 'per_usd']).orderBy('currency').execute();
}
