// The demo network's CMS months (issue 10 "Demo data"): the last twelve complete months of the
// seeded analytics, as if finance had uploaded the month's reports for every YT channel. Amounts
// come from the seeded daily revenue (channel_daily_metrics, video_daily_metrics), so the accounting
// page and the channel revenue page tell the same story: ad revenue per video (the channel's month
// shared by each video's revenue), Shorts ads, Premium, the paid features' parts, US tax on a share
// of the ad revenue, and a payment summary that matches the reports, except in one month, whose
// Ads Revenue line is 12.34 USD off (the unreconciled month finance has to look into).
import { expectedRevenueReports } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Months of CMS data the demo network gets. */
export const DEMO_REVENUE_MONTHS = 12;
/** The unreconciled month: this many months before the latest one. */
const UNRECONCILED_OFFSET = 2;

export async function seedDemoRevenue(db: Db, monthCount = DEMO_REVENUE_MONTHS): Promise<{ months: string[] }> {
  const latest = await sql<{ day: string | null }>`SELECT max(day)::text AS day FROM channel_daily_metrics`.execute(db);
  if (!latest.rows[0]?.day) return { months: [] };
  // The last complete month before the data's last day.
  const months = (
    await sql<{ ym: string }>`
      SELECT to_char(m, 'YYYYMM') AS ym
      FROM generate_series(date_trunc('month', ${latest.rows[0].day}::date) - make_interval(months => ${monthCount}),
                           date_trunc('month', ${latest.rows[0].day}::date) - interval '1 month', interval '1 month') AS m
      ORDER BY 1`.execute(db)
  ).rows.map((r) => r.ym);

  await sql`
    CREATE TEMP TABLE demo_channel_months ON COMMIT DROP AS
    SELECT d.channel_id, to_char(d.day::date, 'YYYYMM') AS year_month,
      coalesce(sum(d.ad_revenue), 0) AS ad, coalesce(sum(d.shorts_ad_revenue), 0) AS shorts,
      coalesce(sum(d.premium_revenue), 0) AS premium, coalesce(sum(d.membership_revenue), 0) AS memberships,
      coalesce(sum(d.super_chat_revenue), 0) AS super_chat, coalesce(sum(d.super_thanks_revenue), 0) AS super_thanks,
      coalesce(sum(d.super_stickers_revenue), 0) AS super_stickers,
      greatest(coalesce(sum(d.transaction_revenue), 0) - coalesce(sum(d.membership_revenue), 0) - coalesce(sum(d.super_chat_revenue), 0)
        - coalesce(sum(d.super_thanks_revenue), 0) - coalesce(sum(d.super_stickers_revenue), 0), 0) AS other
    FROM channel_daily_metrics d JOIN channels c ON c.channel_id = d.channel_id AND c.source_type = 'YT'
    WHERE to_char(d.day::date, 'YYYYMM') = ANY(${months}::text[])
    GROUP BY 1, 2`.execute(db);

  // revenue_video_months has one partition per month and report type (0036): made before the inserts.
  await sql`
    SELECT revenue_video_leaf(m, r) FROM unnest(${months}::text[]) AS m
    CROSS JOIN unnest(ARRAY['video_summary', 'shorts_ads', 'red_video', 'paid_features', 'tax_summary']) AS r`.execute(db);

  // Ad revenue per video: the channel's month shared by each video's revenue that month; the
  // rounding remainder goes to the channel's best video so the videos add up to the channel.
  await sql`
    INSERT INTO revenue_video_months (year_month, report_type, channel_id, video_id, asset_id, adjustment_type, item, title, amount)
    WITH per_video AS (
      SELECT v.channel_id, to_char(v.day::date, 'YYYYMM') AS year_month, v.video_id, sum(coalesce(v.gross_revenue, 0)) AS gross
      FROM video_daily_metrics v
      WHERE to_char(v.day::date, 'YYYYMM') = ANY(${months}::text[])
      GROUP BY 1, 2, 3 HAVING sum(coalesce(v.gross_revenue, 0)) > 0
    ), shares AS (
      SELECT p.*, m.ad, sum(p.gross) OVER (PARTITION BY p.channel_id, p.year_month) AS channel_gross,
        row_number() OVER (PARTITION BY p.channel_id, p.year_month ORDER BY p.gross DESC, p.video_id) AS rank
      FROM per_video p JOIN demo_channel_months m ON m.channel_id = p.channel_id AND m.year_month = p.year_month
      WHERE m.ad > 0
    ), rounded AS (
      SELECT s.*, round(s.ad * s.gross / s.channel_gross, 12) AS share FROM shares s
    )
    SELECT r.year_month, 'video_summary', r.channel_id, r.video_id, '', 'None', 'ad_revenue', vi.title,
      r.share + CASE WHEN r.rank = 1 THEN r.ad - sum(r.share) OVER (PARTITION BY r.channel_id, r.year_month) ELSE 0 END
    FROM rounded r JOIN videos vi ON vi.video_id = r.video_id`.execute(db);

  // A month whose videos carry no revenue in the analytics keeps its ad revenue at channel level.
  await sql`
    INSERT INTO revenue_video_months (year_month, report_type, channel_id, video_id, asset_id, adjustment_type, item, title, amount)
    SELECT m.year_month, 'video_summary', m.channel_id, '', '', 'None', 'ad_revenue', '', m.ad
    FROM demo_channel_months m
    WHERE m.ad <> 0 AND NOT EXISTS (
      SELECT 1 FROM revenue_video_months v WHERE v.year_month = m.year_month AND v.report_type = 'video_summary' AND v.channel_id = m.channel_id
    )`.execute(db);

  // The channel-level reports (no video breakdown in the analytics): one row per channel and item.
  await sql`
    INSERT INTO revenue_video_months (year_month, report_type, channel_id, video_id, asset_id, adjustment_type, item, title, amount)
    SELECT m.year_month, t.report_type, m.channel_id, '', '', 'None', t.item, '', t.amount
    FROM demo_channel_months m
    CROSS JOIN LATERAL (VALUES
      ('shorts_ads', 'shorts_feed_ads', m.shorts),
      ('red_video', 'premium_non_music', m.premium),
      ('paid_features', 'memberships', m.memberships),
      ('paid_features', 'super_chat', m.super_chat),
      ('paid_features', 'super_thanks', m.super_thanks),
      ('paid_features', 'super_stickers', m.super_stickers),
      ('paid_features', 'transaction_other', m.other),
      ('tax_summary', 'us_withholding_tax', round(m.ad * 0.3 * 0.15, 2))
    ) AS t(report_type, item, amount)
    WHERE t.amount <> 0`.execute(db);

  await sql`
    INSERT INTO revenue_channel_months (year_month, report_type, channel_id, item, amount)
    SELECT year_month, report_type, channel_id, item, sum(amount) FROM revenue_video_months
    WHERE year_month = ANY(${months}::text[]) GROUP BY 1, 2, 3, 4`.execute(db);

  const reports = [...expectedRevenueReports];
  await sql`
    INSERT INTO revenue_report_files (year_month, report_type, file_name, row_count)
    SELECT m, r, 'YouTube_Demo_Network_M_' || m || '01_' || r || '_v1-1.csv',
      (SELECT count(*) FROM revenue_video_months v WHERE v.year_month = m AND v.report_type = r)
    FROM unnest(${months}::text[]) AS m CROSS JOIN unnest(${reports}::text[]) AS r`.execute(db);

  const unreconciled = months[months.length - 1 - UNRECONCILED_OFFSET] ?? months[0]!;
  await sql`
    INSERT INTO revenue_payment_lines (year_month, line_no, revenue_type, adjustment_type, amount)
    SELECT v.year_month, t.line_no, t.label, 'None',
      coalesce(sum(v.amount) FILTER (WHERE v.report_type = ANY(t.types)), 0) + CASE WHEN t.line_no = 1 AND v.year_month = ${unreconciled} THEN 12.34 ELSE 0 END
    FROM revenue_video_months v
    CROSS JOIN (VALUES
      (1, 'Ads Revenue', ARRAY['video_summary', 'adj_video_summary']),
      (2, 'YouTube Shorts - Ads Revenue', ARRAY['shorts_ads']),
      (3, 'Subscriptions Revenue - YouTube Premium / Music Premium', ARRAY['red_video', 'red_music_video']),
      (4, 'YouTube Shorts - Subscription Revenue', ARRAY['shorts_subscription']),
      (5, 'Transactions Revenue - Others', ARRAY['paid_features'])
    ) AS t(line_no, label, types)
    WHERE v.year_month = ANY(${months}::text[])
    GROUP BY v.year_month, t.line_no, t.label`.execute(db);
  return { months };
}
