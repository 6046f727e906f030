// video_weekly_metrics (migration 0020) as stored, and as the daily rows say it should be.
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';

/** The daily rows grouped by week, as the weekly table should hold them. */
export async function weeksFromDays(db: Db): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT channel_id, week_of(day) AS week, video_id, count(*)::int AS days, sum(views)::bigint AS views, sum(likes)::bigint AS likes,
           sum(comments)::bigint AS comments, sum(shares)::bigint AS shares, sum(subscribers_gained)::bigint AS subscribers_gained,
           count(gross_revenue)::int AS revenue_days, sum(gross_revenue) AS gross_revenue
      FROM video_daily_metrics GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db);
  return rows;
}

/** The weekly table, its revenue read as the pages read it (none without a day with revenue). */
export async function storedWeeks(db: Db): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT channel_id, week, video_id, days, views, likes, comments, shares, subscribers_gained, revenue_days,
           CASE WHEN revenue_days > 0 THEN gross_revenue END AS gross_revenue
      FROM video_weekly_metrics ORDER BY 1, 2, 3`.execute(db);
  return rows;
}
