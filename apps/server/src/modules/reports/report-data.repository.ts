// What a channel report reads, in ONE statement (its parts as JSON arrays, as the channel pages
// read theirs): the channel, the period's and the comparison's days, the audience breakdowns of the
// period's months, the latest regular videos and shorts published by the period's end with their
// figures up to it, the period's top videos, the stored insight (0050) and, when asked, the
// channel's statement lines and the accounting rates of the period's months.
import { REPORT_LATEST_VIDEOS, TOP_RANKED, type DateRange, type KpiDay } from '@chorus/contract';
import type pg from 'pg';

export type ReportChannel = {
  channel_id: string;
  title: string;
  handle: string | null;
  subscribers: number;
  views: number;
  video_count: number;
  data_through: string | null;
};

/** One day of the channel's figures (the contract's KpiDay). */
export type ReportDay = KpiDay & { day: string };

export type ReportAudienceRow = { dimension: string; key: string; views: number };

export type ReportVideoRow = {
  video_id: string;
  title: string;
  kind: 'video' | 'short' | 'live';
  published_at: string;
  duration_seconds: number;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  subscribers: number;
};

export type ReportInsightChannel = {
  keywords: { term: string; score: number }[];
  comments_analyzed: number;
  direction: number | null;
  emotions: Record<string, number>;
};

export type ReportInsightVideo = { video_id: string; direction: number | null; emotion_tags: string[]; keywords: { term: string; score: number }[] };

/** A month's live statement totals: revenue items' gross (USD), the creator's payout (TWD) at the line's rate. */
export type ReportLedgerMonth = { year_month: string; gross_usd: string; payout_twd: string; rate_twd: string | null };
export type ReportRate = { year_month: string; currency: 'TWD' | 'JPY'; rate: string };

export type ReportData = {
  channel: ReportChannel;
  periodDays: ReportDay[];
  comparisonDays: ReportDay[];
  audience: ReportAudienceRow[];
  latest: ReportVideoRow[];
  top: ReportVideoRow[];
  insightChannel: ReportInsightChannel | null;
  insightVideos: ReportInsightVideo[];
  ledger: ReportLedgerMonth[] | null;
  rates: ReportRate[];
};

const dayColumns = 'day::text AS day, views, watch_minutes, subscribers_gained, subscribers_lost, likes, comments, shares';
const figures = `coalesce(sum(m.views), 0)::bigint AS views, coalesce(sum(m.likes), 0)::bigint AS likes, coalesce(sum(m.comments), 0)::bigint AS comments,
  coalesce(sum(m.shares), 0)::bigint AS shares, coalesce(sum(m.subscribers_gained), 0)::bigint AS subscribers`;

/**
 * A channel's live statement lines by month (the revenue items' gross in USD, the payout in TWD, the
 * line's frozen TWD rate) for the channels `channels` (an SQL condition on e.channel_id) between the
 * dates `start` and `end` (SQL parameters): the annual report reads the same figures per channel.
 */
export const ledgerMonths = (channels: string, start: string, end: string) => `
     SELECT e.channel_id, e.year_month,
            coalesce(sum(e.gross_usd) FILTER (WHERE e.ratio IS NOT NULL), 0)::text AS gross_usd,
            sum(e.amount_twd)::text AS payout_twd,
            max(e.rate)::text AS rate_twd
       FROM ledger_entries e
      WHERE ${channels} AND e.year_month >= to_char(${start}::date, 'YYYYMM') AND e.year_month <= to_char(${end}::date, 'YYYYMM')
        AND e.reverses_id IS NULL AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
      GROUP BY e.channel_id, e.year_month`;

/** The accounting's monthly rates between two dates (SQL parameters). */
export const accountingRates = (start: string, end: string) => `
     SELECT year_month, currency, rate::text AS rate FROM accounting_exchange_rates
      WHERE year_month >= to_char(${start}::date, 'YYYYMM') AND year_month <= to_char(${end}::date, 'YYYYMM')`;

const text = `
WITH latest AS (
  (SELECT video_id FROM videos WHERE channel_id = $1 AND kind = 'video' AND published_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
    ORDER BY published_at DESC, video_id LIMIT ${REPORT_LATEST_VIDEOS})
  UNION ALL
  (SELECT video_id FROM videos WHERE channel_id = $1 AND kind = 'short' AND published_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
    ORDER BY published_at DESC, video_id LIMIT ${REPORT_LATEST_VIDEOS})
),
top AS (
  SELECT video_id, sum(views) AS views FROM video_daily_metrics
   WHERE channel_id = $1 AND day >= $2::date AND day <= $3::date
   GROUP BY video_id ORDER BY sum(views) DESC, video_id LIMIT ${TOP_RANKED}
)
SELECT
  (SELECT row_to_json(c) FROM (
     SELECT channel_id, title, handle, subscribers, views, video_count, data_through::text AS data_through FROM channels WHERE channel_id = $1
   ) c) AS channel,
  (SELECT coalesce(json_agg(d ORDER BY d.day), '[]') FROM (
     SELECT ${dayColumns} FROM channel_daily_metrics WHERE channel_id = $1 AND day >= $2::date AND day <= $3::date) d) AS period_days,
  (SELECT coalesce(json_agg(d ORDER BY d.day), '[]') FROM (
     SELECT ${dayColumns} FROM channel_daily_metrics WHERE channel_id = $1 AND day >= $4::date AND day <= $5::date) d) AS comparison_days,
  (SELECT coalesce(json_agg(a), '[]') FROM (
     SELECT dimension, key, sum(views)::bigint AS views FROM channel_audience
      WHERE channel_id = $1 AND month >= date_trunc('month', $2::date)::date AND month <= $3::date
      GROUP BY dimension, key) a) AS audience,
  (SELECT coalesce(json_agg(x ORDER BY x.published_at DESC, x.video_id), '[]') FROM (
     SELECT v.video_id, v.title, v.kind, to_char(v.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS published_at, v.duration_seconds, ${figures}
       FROM latest l JOIN videos v ON v.video_id = l.video_id
       LEFT JOIN video_daily_metrics m ON m.video_id = v.video_id AND m.day <= $3::date
      GROUP BY v.video_id) x) AS latest,
  (SELECT coalesce(json_agg(x ORDER BY x.views DESC, x.video_id), '[]') FROM (
     SELECT v.video_id, v.title, v.kind, to_char(v.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS published_at, v.duration_seconds, ${figures}
       FROM top t JOIN videos v ON v.video_id = t.video_id
       JOIN video_daily_metrics m ON m.video_id = v.video_id AND m.channel_id = $1 AND m.day >= $2::date AND m.day <= $3::date
      GROUP BY v.video_id) x) AS top,
  (SELECT row_to_json(i) FROM (
     SELECT keywords, comments_analyzed, direction, emotions FROM insight_channels WHERE channel_id = $1) i) AS insight_channel,
  (SELECT coalesce(json_agg(i), '[]') FROM (
     SELECT video_id, direction, emotion_tags, keywords FROM insight_videos
      WHERE video_id IN (SELECT video_id FROM latest UNION SELECT video_id FROM top)) i) AS insight_videos,
  CASE WHEN $6::boolean THEN (SELECT coalesce(json_agg(l ORDER BY l.year_month), '[]') FROM (${ledgerMonths('e.channel_id = $1', '$2', '$3')}) l) END AS ledger,
  CASE WHEN $6::boolean THEN (SELECT coalesce(json_agg(r), '[]') FROM (${accountingRates('$2', '$3')}) r) ELSE '[]' END AS rates`;

type Row = {
  channel: ReportChannel | null;
  period_days: ReportDay[];
  comparison_days: ReportDay[];
  audience: ReportAudienceRow[];
  latest: ReportVideoRow[];
  top: ReportVideoRow[];
  insight_channel: ReportInsightChannel | null;
  insight_videos: ReportInsightVideo[];
  ledger: ReportLedgerMonth[] | null;
  rates: ReportRate[];
};

/** The report's data; null when the channel does not exist. `accounting`: read the statements too. */
export async function findReportData(
  pool: pg.Pool,
  channelId: string,
  period: DateRange,
  comparison: DateRange,
  accounting: boolean,
): Promise<ReportData | null> {
  const { rows } = await pool.query<Row>({
    name: 'reports_channel_data',
    text,
    values: [channelId, period.start, period.end, comparison.start, comparison.end, accounting],
  });
  const row = rows[0];
  if (!row?.channel) return null;
  const num = <T extends object>(list: T[], keys: (keyof T)[]) => {
    for (const item of list) for (const k of keys) (item as Record<keyof T, unknown>)[k] = Number(item[k]);
    return list;
  };
  const videoKeys: (keyof ReportVideoRow)[] = ['views', 'likes', 'comments', 'shares', 'subscribers', 'duration_seconds'];
  const dayKeys: (keyof ReportDay)[] = ['views', 'watch_minutes', 'subscribers_gained', 'subscribers_lost', 'likes', 'comments', 'shares'];
  const channel = row.channel;
  return {
    channel: { ...channel, subscribers: Number(channel.subscribers), views: Number(channel.views), video_count: Number(channel.video_count) },
    periodDays: num(row.period_days, dayKeys),
    comparisonDays: num(row.comparison_days, dayKeys),
    audience: num(row.audience, ['views']),
    latest: num(row.latest, videoKeys),
    top: num(row.top, videoKeys),
    insightChannel: row.insight_channel,
    insightVideos: row.insight_videos,
    ledger: row.ledger,
    rates: row.rates,
  };
}
