// The demo network's live streams (issue 27): the gaming channels and the VTuber-like ones (the
// Japanese chatting channels, category vlog) get the last year of their seeded live videos as
// streams, with concurrent viewers, chat messages where the owner's grant reads them, two upcoming
// streams, and their live against on-demand split drawn from the seeded daily figures. In the CMS
// months, each month's Super Chat and Super Sticker earnings of a YT channel are spread over that
// month's streams (the channel's month total stays what it was). Every other channel has none.
// Deterministic: every "random" figure is a hash of the video id.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type LiveSeedChannel = { channel_id: string; category: string; language: string; source_type: string };

/** Gaming channels, and the Japanese chatting (vlog) channels: the VTuber-like ones. */
export function streamsLive(channel: LiveSeedChannel): boolean {
  return channel.category === 'gaming' || (channel.category === 'vlog' && channel.language === 'ja');
}

/** A number in [0, 1) from a text: the same every run. */
const draw = (text: ReturnType<typeof sql>) => sql`(('x' || lpad(substr(md5(${text}), 1, 8), 16, '0'))::bit(64)::bigint / 4294967296.0)`;

export async function seedDemoLive(db: Db, channels: readonly LiveSeedChannel[], seedDay: Date): Promise<{ channels: number; streams: number }> {
  const live = channels.filter(streamsLive);
  const ids = live.map((c) => c.channel_id);
  // The partner sources (Freedom, Little Five) link through a content manager: no liveBroadcasts.
  const ownerGranted = live.filter((c) => c.source_type === 'YT').map((c) => c.channel_id);
  if (ids.length === 0) return { channels: 0, streams: 0 };
  const end = (await sql<{ day: string | null }>`SELECT max(day)::text AS day FROM channel_daily_metrics`.execute(db)).rows[0]?.day;
  if (!end) return { channels: 0, streams: 0 };

  const h = (salt: string) => draw(sql`v.video_id || ${salt}`);
  // Peak concurrent viewers: 4–14 % of the stream's views; the average 45–75 % of the peak; a sample
  // every 15 minutes of the stream; chat: 0.02–0.08 messages per viewer and minute.
  const inserted = await sql`
    INSERT INTO live_streams (video_id, channel_id, title, status, scheduled_start, actual_start, actual_end,
      peak_concurrent_viewers, viewer_sum, viewer_samples, chat_messages, updated_at)
    SELECT v.video_id, v.channel_id, v.title, 'completed',
      CASE WHEN ${h('unscheduled')} < 0.15 THEN NULL ELSE v.published_at - make_interval(mins => (${h('early')} * 15)::int) END,
      v.published_at, v.published_at + make_interval(secs => v.duration_seconds),
      p.peak, (p.peak * p.average_share)::bigint * p.samples, p.samples,
      CASE WHEN v.channel_id = ANY(${ownerGranted}::text[])
        THEN round(p.peak * p.average_share * v.duration_seconds / 60.0 * (0.02 + ${h('chat')} * 0.06))::bigint END,
      ${seedDay}::timestamptz
    FROM videos v
    CROSS JOIN LATERAL (SELECT greatest(1, round(v.views * (0.04 + ${h('peak')} * 0.1)))::int AS peak,
      0.45 + ${h('average')} * 0.3 AS average_share, greatest(1, v.duration_seconds / 900) AS samples) p
    WHERE v.kind = 'live' AND v.channel_id = ANY(${ids}::text[]) AND v.published_at >= ${end}::date - 365`.execute(db);

  // Two upcoming streams a channel, named after its latest one (a series), two and five days ahead at its usual hour.
  await sql`
    INSERT INTO live_streams (video_id, channel_id, title, status, scheduled_start, updated_at)
    SELECT translate(substr(encode(decode(md5(l.channel_id || n::text), 'hex'), 'base64'), 1, 10), '+/', '-_') || 'A',
      l.channel_id, l.title, 'upcoming',
      date_trunc('day', ${seedDay}::timestamptz) + make_interval(days => n) + (l.actual_start - date_trunc('day', l.actual_start)),
      ${seedDay}::timestamptz
    FROM (SELECT DISTINCT ON (channel_id) channel_id, title, actual_start FROM live_streams
          WHERE channel_id = ANY(${ids}::text[]) ORDER BY channel_id, actual_start DESC) l
    CROSS JOIN (VALUES (2), (5)) AS ahead(n)`.execute(db);

  await sql`
    INSERT INTO channel_live_state (channel_id, broadcasts, refreshed_at)
    SELECT id, CASE WHEN id = ANY(${ownerGranted}::text[]) THEN 'read' ELSE 'not_granted' END, ${seedDay}::timestamptz
    FROM unnest(${ids}::text[]) AS id`.execute(db);

  // The split: live views as seeded; live viewers watch longer (1.6 times the minutes per view);
  // revenue shared by views, the day's Super Chat and Super Stickers on the live side.
  await sql`
    INSERT INTO channel_live_days (channel_id, day, live_views, on_demand_views, live_watch_minutes, on_demand_watch_minutes, live_revenue, on_demand_revenue)
    SELECT d.channel_id, d.day, d.live_views, d.views - d.live_views, s.live_minutes, d.watch_minutes - s.live_minutes,
      s.live_revenue, d.gross_revenue - s.live_revenue
    FROM channel_daily_metrics d
    CROSS JOIN LATERAL (SELECT
      least(d.watch_minutes, round(d.watch_minutes * 1.6 * d.live_views / nullif(d.views, 0)))::bigint AS live_minutes0,
      coalesce(d.super_chat_revenue, 0) + coalesce(d.super_stickers_revenue, 0) AS paid) p
    CROSS JOIN LATERAL (SELECT coalesce(p.live_minutes0, 0) AS live_minutes,
      least(d.gross_revenue, round((d.gross_revenue - p.paid) * d.live_views / nullif(d.views, 0), 12) + p.paid) AS live_revenue0) q
    CROSS JOIN LATERAL (SELECT q.live_minutes, CASE WHEN d.gross_revenue IS NULL THEN NULL ELSE greatest(0, coalesce(q.live_revenue0, p.paid)) END AS live_revenue) s
    WHERE d.channel_id = ANY(${ids}::text[]) AND d.day > ${end}::date - 365`.execute(db);

  // The CMS months: a month's channel-level Super Chat / Super Sticker row becomes one row per
  // stream of that month, by its peak viewers; the rounding remainder goes to the biggest stream.
  await sql`
    CREATE TEMP TABLE demo_live_paid ON COMMIT DROP AS
    WITH month_streams AS (
      SELECT s.channel_id, to_char(s.actual_start AT TIME ZONE 'UTC', 'YYYYMM') AS year_month, s.video_id, s.title, s.peak_concurrent_viewers AS weight
      FROM live_streams s WHERE s.channel_id = ANY(${ids}::text[]) AND s.status = 'completed'
    ), paid AS (
      SELECT r.year_month, r.channel_id, r.item, r.amount FROM revenue_video_months r
      WHERE r.report_type = 'paid_features' AND r.item IN ('super_chat', 'super_stickers') AND r.video_id = ''
        AND r.channel_id = ANY(${ids}::text[])
        AND EXISTS (SELECT 1 FROM month_streams m WHERE m.channel_id = r.channel_id AND m.year_month = r.year_month)
    ), shares AS (
      SELECT p.year_month, p.channel_id, p.item, p.amount, m.video_id, m.title,
        round(p.amount * m.weight / sum(m.weight) OVER (PARTITION BY p.year_month, p.channel_id, p.item), 12) AS share,
        row_number() OVER (PARTITION BY p.year_month, p.channel_id, p.item ORDER BY m.weight DESC, m.video_id) AS rank
      FROM paid p JOIN month_streams m ON m.channel_id = p.channel_id AND m.year_month = p.year_month
    )
    SELECT year_month, channel_id, item, video_id, title,
      share + CASE WHEN rank = 1 THEN amount - sum(share) OVER (PARTITION BY year_month, channel_id, item) ELSE 0 END AS amount
    FROM shares`.execute(db);
  await sql`
    DELETE FROM revenue_video_months r USING (SELECT DISTINCT year_month, channel_id, item FROM demo_live_paid) p
    WHERE r.year_month = p.year_month AND r.report_type = 'paid_features' AND r.channel_id = p.channel_id AND r.item = p.item AND r.video_id = ''`.execute(db);
  await sql`
    INSERT INTO revenue_video_months (year_month, report_type, channel_id, video_id, asset_id, adjustment_type, item, title, amount)
    SELECT year_month, 'paid_features', channel_id, video_id, '', 'None', item, title, amount FROM demo_live_paid`.execute(db);
  // The files' row counts follow (the amounts, and so the payment summary, are unchanged).
  await sql`
    UPDATE revenue_report_files f SET row_count = (SELECT count(*) FROM revenue_video_months v WHERE v.year_month = f.year_month AND v.report_type = f.report_type)
    WHERE f.report_type = 'paid_features' AND f.year_month IN (SELECT DISTINCT year_month FROM demo_live_paid)`.execute(db);
  return { channels: ids.length, streams: Number(inserted.numAffectedRows ?? 0) };
}
