// What a group's annual report reads, in ONE statement (its parts as JSON arrays, as the channel
// report reads its own): the group and its channels (channel_group_channels) with their current
// subscriber count and the net subscribers after the year (to count back to the year's end), each
// channel's months of the year (channel_daily_metrics) and the videos it published by month, the
// group's days of the year and of the year before (its key figures against the year before), the
// year's top videos across the group (by their views in the year, else the year's uploads by their
// views to date), and, for the channels the caller has accounting access to
// only, the statement lines by month and the accounting's rates of the year (report-data.repository).
import type { DateRange, KpiDay } from '@chorus/contract';
import type pg from 'pg';
import type { ReportDay, ReportLedgerMonth, ReportRate, ReportVideoRow } from '../report-data.repository.ts';
import { accountingRates, ledgerMonths } from '../report-data.repository.ts';

/** The top videos of the year across the group. */
export const GROUP_ANNUAL_TOP_VIDEOS = 10;

export type AnnualChannel = {
  channel_id: string;
  title: string;
  /** The channel's subscriber count now. */
  subscribers: number;
  /** Net subscribers on the days after the year (up to the data's end): the year-end count is `subscribers` less this. */
  net_after: number;
  data_through: string | null;
};

/** A channel's month (1–12) of the year: the daily figures summed. */
export type AnnualMonthRow = KpiDay & { channel_id: string; month: number };

/** Videos a channel published in a month of the year, by kind. */
export type AnnualPublishedRow = { channel_id: string; month: number; videos: number; shorts: number; lives: number };

export type AnnualVideoRow = ReportVideoRow & { channel_id: string };

export type GroupAnnualData = {
  group: { id: number; name: string };
  channels: AnnualChannel[];
  months: AnnualMonthRow[];
  published: AnnualPublishedRow[];
  /** The group's days (all its channels summed), the year and the year before. */
  days: ReportDay[];
  previousDays: ReportDay[];
  /**
   * The year's top videos across the group by their views within the year; when the year has no
   * per-video daily figures (older years: they are kept for recent videos), the videos published in
   * the year by their views to date instead (`topBasis`).
   */
  top: AnnualVideoRow[];
  topBasis: 'year' | 'published';
  /** Statement months of the channels the caller has accounting access to (none asked: empty). */
  ledger: (ReportLedgerMonth & { channel_id: string })[];
  rates: ReportRate[];
};

const sums = `sum(d.views)::bigint AS views, sum(d.watch_minutes)::bigint AS watch_minutes, sum(d.subscribers_gained)::bigint AS subscribers_gained,
  sum(d.subscribers_lost)::bigint AS subscribers_lost, sum(d.likes)::bigint AS likes, sum(d.comments)::bigint AS comments, sum(d.shares)::bigint AS shares`;

// $1 group, $2–$3 the year, $4–$5 the year before, $6 the channels whose statements are read.
const text = `
WITH ch AS (
  SELECT c.channel_id, c.title, c.subscribers, c.data_through FROM channel_group_channels gc JOIN channels c ON c.channel_id = gc.channel_id WHERE gc.group_id = $1
),
top AS (
  SELECT m.video_id, sum(m.views) AS views FROM video_daily_metrics m JOIN ch ON ch.channel_id = m.channel_id
   WHERE m.day >= $2::date AND m.day <= $3::date
   GROUP BY m.video_id ORDER BY sum(m.views) DESC, m.video_id LIMIT ${GROUP_ANNUAL_TOP_VIDEOS}
)
SELECT
  (SELECT row_to_json(g) FROM (SELECT id, name FROM channel_groups WHERE id = $1) g) AS "group",
  (SELECT coalesce(json_agg(x ORDER BY x.title, x.channel_id), '[]') FROM (
     SELECT ch.channel_id, ch.title, ch.subscribers, ch.data_through::text AS data_through,
            (SELECT coalesce(sum(d.subscribers_gained - d.subscribers_lost), 0) FROM channel_daily_metrics d
              WHERE d.channel_id = ch.channel_id AND d.day > $3::date)::bigint AS net_after
       FROM ch) x) AS channels,
  (SELECT coalesce(json_agg(m), '[]') FROM (
     SELECT d.channel_id, extract(month FROM d.day)::int AS month, ${sums}
       FROM channel_daily_metrics d JOIN ch ON ch.channel_id = d.channel_id
      WHERE d.day >= $2::date AND d.day <= $3::date
      GROUP BY d.channel_id, extract(month FROM d.day)) m) AS months,
  (SELECT coalesce(json_agg(p), '[]') FROM (
     SELECT v.channel_id, extract(month FROM v.published_at AT TIME ZONE 'UTC')::int AS month,
            count(*) FILTER (WHERE v.kind = 'video')::int AS videos, count(*) FILTER (WHERE v.kind = 'short')::int AS shorts,
            count(*) FILTER (WHERE v.kind = 'live')::int AS lives
       FROM videos v JOIN ch ON ch.channel_id = v.channel_id
      WHERE v.published_at >= $2::date::timestamp AT TIME ZONE 'UTC' AND v.published_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
      GROUP BY v.channel_id, extract(month FROM v.published_at AT TIME ZONE 'UTC')) p) AS published,
  (SELECT coalesce(json_agg(x ORDER BY x.day), '[]') FROM (
     SELECT d.day::text AS day, ${sums} FROM channel_daily_metrics d JOIN ch ON ch.channel_id = d.channel_id
      WHERE d.day >= $2::date AND d.day <= $3::date GROUP BY d.day) x) AS days,
  (SELECT coalesce(json_agg(x ORDER BY x.day), '[]') FROM (
     SELECT d.day::text AS day, ${sums} FROM channel_daily_metrics d JOIN ch ON ch.channel_id = d.channel_id
      WHERE d.day >= $4::date AND d.day <= $5::date GROUP BY d.day) x) AS previous_days,
  (SELECT coalesce(json_agg(x ORDER BY x.views DESC, x.video_id), '[]') FROM (
     SELECT v.video_id, v.channel_id, v.title, v.kind, to_char(v.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS published_at, v.duration_seconds,
            coalesce(sum(m.views), 0)::bigint AS views, coalesce(sum(m.likes), 0)::bigint AS likes, coalesce(sum(m.comments), 0)::bigint AS comments,
            coalesce(sum(m.shares), 0)::bigint AS shares, coalesce(sum(m.subscribers_gained), 0)::bigint AS subscribers
       FROM top t JOIN videos v ON v.video_id = t.video_id
       JOIN video_daily_metrics m ON m.video_id = v.video_id AND m.day >= $2::date AND m.day <= $3::date
      GROUP BY v.video_id) x) AS top,
  CASE WHEN NOT EXISTS (SELECT 1 FROM top) THEN (SELECT coalesce(json_agg(x ORDER BY x.views DESC, x.video_id), '[]') FROM (
     SELECT v.video_id, v.channel_id, v.title, v.kind, to_char(v.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS published_at, v.duration_seconds,
            v.views, v.likes, v.comments, v.shares, v.subscribers_gained AS subscribers
       FROM videos v JOIN ch ON ch.channel_id = v.channel_id
      WHERE v.published_at >= $2::date::timestamp AT TIME ZONE 'UTC' AND v.published_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
      ORDER BY v.views DESC, v.video_id LIMIT ${GROUP_ANNUAL_TOP_VIDEOS}) x) ELSE '[]' END AS top_published,
  (SELECT coalesce(json_agg(l ORDER BY l.channel_id, l.year_month), '[]') FROM (${ledgerMonths('e.channel_id = ANY($6::text[])', '$2', '$3')}) l) AS ledger,
  CASE WHEN cardinality($6::text[]) > 0 THEN (SELECT coalesce(json_agg(r), '[]') FROM (${accountingRates('$2', '$3')}) r) ELSE '[]' END AS rates`;

type Row = {
  group: GroupAnnualData['group'] | null;
  channels: AnnualChannel[];
  months: AnnualMonthRow[];
  published: AnnualPublishedRow[];
  days: ReportDay[];
  previous_days: ReportDay[];
  top: AnnualVideoRow[];
  top_published: AnnualVideoRow[];
  ledger: GroupAnnualData['ledger'];
  rates: ReportRate[];
};

const numbers = <T extends object>(list: T[], keys: readonly (keyof T)[]): T[] => {
  for (const item of list) for (const k of keys) (item as Record<keyof T, unknown>)[k] = Number(item[k]);
  return list;
};
const dayKeys = ['views', 'watch_minutes', 'subscribers_gained', 'subscribers_lost', 'likes', 'comments', 'shares'] as const;

/**
 * The group's year; null when the group does not exist. `accountingChannels`: the channels whose
 * statements the caller may read (the others get no revenue figure).
 */
export async function findGroupAnnualData(
  pool: pg.Pool,
  groupId: number,
  year: DateRange,
  previous: DateRange,
  accountingChannels: readonly string[],
): Promise<GroupAnnualData | null> {
  const { rows } = await pool.query<Row>({
    name: 'reports_group_annual',
    text,
    values: [groupId, year.start, year.end, previous.start, previous.end, [...accountingChannels]],
  });
  const row = rows[0];
  if (!row?.group) return null;
  return {
    group: row.group,
    channels: numbers(row.channels, ['subscribers', 'net_after']),
    months: numbers(row.months, dayKeys),
    published: row.published,
    days: numbers(row.days, dayKeys),
    previousDays: numbers(row.previous_days, dayKeys),
    top: numbers(row.top.length > 0 ? row.top : row.top_published, ['views', 'likes', 'comments', 'shares', 'subscribers', 'duration_seconds']),
    topBasis: row.top.length > 0 ? 'year' : 'published',
    ledger: row.ledger,
    rates: row.rates,
  };
}

/** The group's channel ids (the handler judges accounting access per channel before reading the year). */
export async function findGroupChannelIds(pool: pg.Pool, groupId: number): Promise<string[]> {
  const { rows } = await pool.query<{ channel_id: string }>({
    name: 'reports_group_channel_ids',
    text: 'SELECT channel_id FROM channel_group_channels WHERE group_id = $1 ORDER BY channel_id',
    values: [groupId],
  });
  return rows.map((r) => r.channel_id);
}
