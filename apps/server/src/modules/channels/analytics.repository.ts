// SQL for the channel analytics pages. Every query on per-day figures is a range scan of one
// channel's key: channel_daily_metrics (channel_id, day), video_daily_metrics (channel_id, day),
// video_weekly_metrics (channel_id, week, video_id), channel_audience (channel_id, month, …),
// videos (channel_id, published_at). Counts arrive as
// numbers (bigint parser in db/database.ts), money as exact decimal strings, days as YYYY-MM-DD.
//
// The reads behind the channel pages are named prepared statements on the pool: each connection
// plans them once. Measured on an uncached overview, planning (about 0.9 ms per query) cost more
// than running the queries (0.1–0.4 ms each).
import type { DateRange } from '@chorus/contract';
import { sql, type Selectable } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/database.ts';
import { CHANNEL_DAY_REVENUES, type ChannelDailyMetricsTable } from '../../db/schema.ts';
import { splitIntoWeeks } from './analytics-weeks.ts';

/** The pool, or one client of it (the precomputation reads a channel's answers in one snapshot). */
export type Reader = pg.Pool | pg.PoolClient;

async function prepared<T extends pg.QueryResultRow>(pool: Reader, name: string, text: string, values: unknown[]): Promise<T[]> {
  return (await (pool as pg.Pool).query<T>({ name: `analytics_${name}`, text, values })).rows;
}

type ChannelDayRow = Selectable<ChannelDailyMetricsTable>;

/** The per-day figures most channel pages read. */
const dailyColumns = [
  'day',
  'views',
  'watch_minutes',
  'subscribers_gained',
  'subscribers_lost',
  'likes',
  'comments',
  'shares',
  'non_subscriber_views',
  'gross_revenue',
] as const satisfies readonly (keyof ChannelDayRow)[];
export type DailyRow = Pick<ChannelDayRow, (typeof dailyColumns)[number]>;

/** One channel's days in a window, oldest first, as these columns (prepared once as `name`). */
function channelDays<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  name: string,
  columns: readonly string[],
  channelId: string,
  range: DateRange,
): Promise<Row[]> {
  return prepared<Row>(
    pool,
    name,
    `SELECT ${columns.join(', ')}
       FROM channel_daily_metrics WHERE channel_id = $1 AND day >= $2::date AND day <= $3::date ORDER BY day`,
    [channelId, range.start, range.end],
  );
}

export const revenueColumns = CHANNEL_DAY_REVENUES;
export type RevenueColumn = (typeof revenueColumns)[number];

const moneyDailyColumns = ['day', 'views', 'impressions', 'impressions_ctr', 'gross_revenue', ...revenueColumns] as const;
export type MoneyDailyRow = Pick<ChannelDayRow, (typeof moneyDailyColumns)[number]>;

/** Views, impressions and revenue of one channel's days in a window, oldest first. */
export async function findMoneyDaily(pool: pg.Pool, channelId: string, range: DateRange): Promise<MoneyDailyRow[]> {
  return channelDays<MoneyDailyRow>(pool, 'money_daily', moneyDailyColumns, channelId, range);
}

/** Whether any day of the channel carries revenue (stops at the first such day). */
export async function channelHasRevenue(pool: pg.Pool, channelId: string): Promise<boolean> {
  const rows = await prepared(pool, 'has_revenue', 'SELECT 1 FROM channel_daily_metrics WHERE channel_id = $1 AND gross_revenue IS NOT NULL LIMIT 1', [
    channelId,
  ]);
  return rows.length > 0;
}

export type YearSums = { views: number; gross_revenue: string | null; revenue_days: number };

/** Views and gross revenue summed over two windows, in one scan of the span that holds both. */
export async function sumTwoWindows(
  pool: pg.Pool,
  channelId: string,
  current: DateRange,
  previous: DateRange,
): Promise<{ current: YearSums; previous: YearSums }> {
  const [row] = await prepared<{
    current_views: string | null;
    current_revenue: string | null;
    current_revenue_days: number;
    previous_views: string | null;
    previous_revenue: string | null;
    previous_revenue_days: number;
  }>(
    pool,
    'two_windows',
    `SELECT sum(views) FILTER (WHERE day BETWEEN $2::date AND $3::date) AS current_views,
            sum(gross_revenue) FILTER (WHERE day BETWEEN $2::date AND $3::date) AS current_revenue,
            count(gross_revenue) FILTER (WHERE day BETWEEN $2::date AND $3::date) AS current_revenue_days,
            sum(views) FILTER (WHERE day BETWEEN $4::date AND $5::date) AS previous_views,
            sum(gross_revenue) FILTER (WHERE day BETWEEN $4::date AND $5::date) AS previous_revenue,
            count(gross_revenue) FILTER (WHERE day BETWEEN $4::date AND $5::date) AS previous_revenue_days
       FROM channel_daily_metrics
      WHERE channel_id = $1 AND day >= least($2::date, $4::date) AND day <= greatest($3::date, $5::date)`,
    [channelId, current.start, current.end, previous.start, previous.end],
  );
  return {
    current: { views: Number(row?.current_views ?? 0), gross_revenue: row?.current_revenue ?? null, revenue_days: Number(row?.current_revenue_days ?? 0) },
    previous: { views: Number(row?.previous_views ?? 0), gross_revenue: row?.previous_revenue ?? null, revenue_days: Number(row?.previous_revenue_days ?? 0) },
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

export type AudienceRow = { dimension: 'age_gender' | 'country' | 'subscribed' | 'traffic_source' | 'device'; key: string; views: number };

// Each page's answer reads all it needs in ONE statement, its parts as JSON arrays: a round trip
// cost more than the reading (profile of uncached answers: 41 % of the server's time in writev to
// PostgreSQL, three or four queries an answer). Money travels as text inside the JSON (exact, the
// same text the columns give), instants as PostgreSQL's text, read with pg's own parser.

/** A statement's parameters: the channel is $1; `date` adds a day and answers its placeholder. */
function parameters(channelId: string) {
  const values: unknown[] = [channelId];
  const date = (day: string) => {
    values.push(day);
    return `$${values.length}::date`;
  };
  return { values, date };
}
type DateParam = (day: string) => string;

/** A window of the channel's days (DailyRow), oldest first: a range scan of (channel_id, day). */
function dailyJson(date: DateParam, range: DateRange): string {
  const columns = dailyColumns.map((c) => (c === 'gross_revenue' ? 'gross_revenue::text AS gross_revenue' : c)).join(', ');
  return `(SELECT coalesce(json_agg(d ORDER BY d.day), '[]') FROM (
      SELECT ${columns} FROM channel_daily_metrics WHERE channel_id = $1 AND day >= ${date(range.start)} AND day <= ${date(range.end)}
    ) d)`;
}

/**
 * The channel's videos published by the end of the window, with their figures summed over the
 * window: the window's whole weeks from video_weekly_metrics (kept by triggers on the daily rows,
 * migration 0020) and its other days from video_daily_metrics, each a range scan of the channel's
 * key. Only videos with a day in the window (looked up by their key), and with `publishedSince`
 * also the others published since that day (a range of videos (channel_id, published_at)).
 */
function videosJson(date: DateParam, range: DateRange, publishedSince?: string): string {
  const { head, weeks, tail } = splitIntoWeeks(range);
  const figures = 'views, likes, comments, shares, subscribers_gained';
  const published = (column: string) => `${column} AS published_at, v.duration_seconds`;
  const before = `((${date(range.end)} + 1)::timestamp AT TIME ZONE 'UTC')`;
  const withoutFigures =
    publishedSince === undefined
      ? ''
      : `UNION ALL
         SELECT v.video_id, v.title, v.kind, ${published('v.published_at::text')}, 0, 0, 0, 0, 0, 0, NULL
           FROM videos v
          WHERE v.channel_id = $1 AND v.published_at >= (${date(publishedSince)}::timestamp AT TIME ZONE 'UTC') AND v.published_at < ${before}
            AND NOT EXISTS (SELECT 1 FROM t WHERE t.video_id = v.video_id)`;
  return `(SELECT coalesce(json_agg(x), '[]') FROM (
      WITH t AS (
        SELECT p.video_id, sum(p.days)::int AS days, sum(p.views)::bigint AS views, sum(p.likes)::bigint AS likes,
               sum(p.comments)::bigint AS comments, sum(p.shares)::bigint AS shares, sum(p.subscribers_gained)::bigint AS subscribers,
               sum(p.gross_revenue)::text AS gross_revenue
          FROM (
            SELECT video_id, 1 AS days, ${figures}, gross_revenue
              FROM video_daily_metrics WHERE channel_id = $1 AND day >= ${date(head.start)} AND day <= ${date(head.end)}
            UNION ALL
            SELECT video_id, days, ${figures}, CASE WHEN revenue_days > 0 THEN gross_revenue END
              FROM video_weekly_metrics WHERE channel_id = $1 AND week >= ${date(weeks.start)} AND week <= ${date(weeks.end)}
            UNION ALL
            SELECT video_id, 1, ${figures}, gross_revenue
              FROM video_daily_metrics WHERE channel_id = $1 AND day >= ${date(tail.start)} AND day <= ${date(tail.end)}
          ) p
         GROUP BY p.video_id
      )
      SELECT v.video_id, v.title, v.kind, ${published('v.published_at::text')},
             t.days, t.views, t.likes, t.comments, t.shares, t.subscribers, t.gross_revenue
        FROM t JOIN videos v ON v.video_id = t.video_id
       WHERE v.channel_id = $1 AND v.published_at < ${before}
      ${withoutFigures}
    ) x)`;
}

/** Audience breakdowns of the months that overlap the window, summed per dimension and key. */
function audienceJson(date: DateParam, range: DateRange): string {
  return `(SELECT coalesce(json_agg(a), '[]') FROM (
      SELECT dimension, key, sum(views)::bigint AS views
        FROM channel_audience
       WHERE channel_id = $1 AND month >= date_trunc('month', ${date(range.start)})::date AND month <= ${date(range.end)}
       GROUP BY dimension, key
    ) a)`;
}

const parseInstant = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** Video rows as they arrive in JSON: the instant as text. */
type VideoJson = Omit<VideoPeriodRow, 'published_at'> & { published_at: string | Date };
function withInstants(rows: VideoJson[]): VideoPeriodRow[] {
  for (const row of rows) row.published_at = parseInstant(row.published_at as string);
  return rows as VideoPeriodRow[];
}

/** The overview's figures: both windows' days and the period's videos with figures. */
export async function findOverviewData(
  pool: Reader,
  channelId: string,
  period: DateRange,
  comparison: DateRange,
): Promise<{ periodRows: DailyRow[]; comparisonRows: DailyRow[]; videos: VideoPeriodRow[] }> {
  const { values, date } = parameters(channelId);
  const text = `SELECT ${dailyJson(date, period)} AS period, ${dailyJson(date, comparison)} AS comparison, ${videosJson(date, period)} AS videos`;
  const [row] = await prepared<{ period: DailyRow[]; comparison: DailyRow[]; videos: VideoJson[] }>(pool, 'overview', text, values);
  return { periodRows: row!.period, comparisonRows: row!.comparison, videos: withInstants(row!.videos) };
}

/** The audience page's figures: the period's and the recent month's days, the period's breakdowns. */
export async function findAudienceData(
  pool: Reader,
  channelId: string,
  period: DateRange,
  recent: DateRange,
): Promise<{ periodRows: DailyRow[]; recentRows: DailyRow[]; audience: AudienceRow[] }> {
  const { values, date } = parameters(channelId);
  const text = `SELECT ${dailyJson(date, period)} AS period, ${dailyJson(date, recent)} AS recent, ${audienceJson(date, period)} AS audience`;
  const [row] = await prepared<{ period: DailyRow[]; recent: DailyRow[]; audience: AudienceRow[] }>(pool, 'audience', text, values);
  return { periodRows: row!.period, recentRows: row!.recent, audience: row!.audience };
}

/**
 * The content page's figures: the period's and the last 90 days' days, the videos published by the
 * period's end that have figures in it or were published since `publishedSince`, and how many
 * videos were published by its end.
 */
export async function findContentData(
  pool: Reader,
  channelId: string,
  period: DateRange,
  last90: DateRange,
  publishedSince: string,
): Promise<{ periodRows: DailyRow[]; last90Rows: DailyRow[]; videos: VideoPeriodRow[]; videoCount: number }> {
  const { values, date } = parameters(channelId);
  const text = `SELECT ${dailyJson(date, period)} AS period, ${dailyJson(date, last90)} AS last90, ${videosJson(date, period, publishedSince)} AS videos,
                       (SELECT count(*)::int FROM videos WHERE channel_id = $1
                           AND published_at < ((${date(period.end)} + 1)::timestamp AT TIME ZONE 'UTC')) AS video_count`;
  const [row] = await prepared<{ period: DailyRow[]; last90: DailyRow[]; videos: VideoJson[]; video_count: number }>(pool, 'content', text, values);
  return { periodRows: row!.period, last90Rows: row!.last90, videos: withInstants(row!.videos), videoCount: row!.video_count };
}

/** The ids among `videoIds` that are videos of the channel. */
export async function findChannelVideoIds(db: Db, channelId: string, videoIds: readonly string[]): Promise<Set<string>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db.selectFrom('videos').select('video_id').where('channel_id', '=', channelId).where('video_id', 'in', videoIds).execute();
  return new Set(rows.map((r) => r.video_id));
}

export async function updateInterestVideos(db: Db, channelId: string, videoIds: readonly string[]): Promise<void> {
  await db
    .updateTable('channels')
    .set({ interest_video_ids: [...videoIds] })
    .where('channel_id', '=', channelId)
    .execute();
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

export type GroupTotalRow = { channel_id: string; views: number; subscribers_net: number };

/**
 * Each channel's sums over a window (the comparison period of the group trends), counting only its
 * complete days: none after the channel's own last day with data.
 */
export async function findGroupTotals(db: Db, channelIds: readonly string[], range: DateRange): Promise<GroupTotalRow[]> {
  if (channelIds.length === 0) return [];
  const rows = await db
    .selectFrom('channel_daily_metrics as m')
    .innerJoin('channels as c', 'c.channel_id', 'm.channel_id')
    .select(['m.channel_id', sql<string>`sum(m.views)`.as('views'), sql<string>`sum(m.subscribers_gained - m.subscribers_lost)`.as('subscribers_net')])
    .where('m.channel_id', 'in', channelIds)
    .where('m.day', '>=', range.start)
    .where('m.day', '<=', range.end)
    .where(sql<boolean>`(c.data_through IS NULL OR m.day <= c.data_through)`)
    .groupBy('m.channel_id')
    .execute();
  return rows.map((r) => ({ channel_id: r.channel_id, views: Number(r.views), subscribers_net: Number(r.subscribers_net) }));
}

export async function findExchangeRates(db: Db): Promise<{ currency: string; per_usd: string }[]> {
  return db.selectFrom('exchange_rates').select(['currency', 'per_usd']).orderBy('currency').execute();
}
