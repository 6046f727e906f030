// SQL of the live streams page: the channel's streams (live_streams, the stored video's views), the
// CMS paid-features earnings of its videos (revenue_video_months, the accounting area's import),
// its live against on-demand days, and what the last refresh could read of liveBroadcasts.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ChannelLiveDaysTable } from '../../../db/schema.live.ts';

export type StreamRow = {
  video_id: string;
  title: string;
  status: 'upcoming' | 'live' | 'completed';
  scheduled_start: Date | null;
  actual_start: Date | null;
  actual_end: Date | null;
  peak_concurrent_viewers: number | null;
  viewer_sum: number;
  viewer_samples: number;
  chat_messages: number | null;
  views: number | null;
};

/** Upcoming and live streams whenever they are, and the completed ones that started within [start, end]. */
export async function streamsOf(db: Db, channelId: string, start: string, end: string): Promise<StreamRow[]> {
  const rows = await sql<StreamRow>`
    SELECT s.video_id, coalesce(v.title, s.title) AS title, s.status, s.scheduled_start, s.actual_start, s.actual_end,
      s.peak_concurrent_viewers, s.viewer_sum, s.viewer_samples, s.chat_messages, v.views
    FROM live_streams s LEFT JOIN videos v ON v.video_id = s.video_id AND v.channel_id = s.channel_id
    WHERE s.channel_id = ${channelId}
      AND (s.status <> 'completed' OR (coalesce(s.actual_start, s.scheduled_start) >= ${start}::date
           AND coalesce(s.actual_start, s.scheduled_start) < ${end}::date + 1))
    ORDER BY coalesce(s.actual_start, s.scheduled_start) DESC NULLS LAST, s.video_id`.execute(db);
  return rows.rows;
}

export type PaidFeatures = { super_chat: string | null; super_stickers: string | null };

/** Per video of the channel: its Super Chat and Super Sticker earnings in the CMS paid-features reports (USD). */
export async function paidFeaturesByVideo(db: Db, channelId: string): Promise<Map<string, PaidFeatures>> {
  const rows = await sql<{ video_id: string } & PaidFeatures>`
    SELECT video_id, sum(amount) FILTER (WHERE item = 'super_chat')::text AS super_chat,
      sum(amount) FILTER (WHERE item = 'super_stickers')::text AS super_stickers
    FROM revenue_video_months
    WHERE report_type = 'paid_features' AND channel_id = ${channelId} AND video_id <> '' AND item IN ('super_chat', 'super_stickers')
    GROUP BY video_id`.execute(db);
  return new Map(rows.rows.map(({ video_id, ...amounts }) => [video_id, amounts]));
}

export type CmsMonth = { year_month: string; super_chat: string | null; super_stickers: string | null };

/** The months (YYYYMM) the channel has CMS revenue for, each with its Super Chat and Super Sticker sums (USD). */
export async function cmsMonths(db: Db, channelId: string): Promise<CmsMonth[]> {
  const rows = await sql<CmsMonth>`
    SELECT year_month, sum(amount) FILTER (WHERE item = 'super_chat')::text AS super_chat,
      sum(amount) FILTER (WHERE item = 'super_stickers')::text AS super_stickers
    FROM revenue_channel_months WHERE channel_id = ${channelId}
    GROUP BY year_month ORDER BY year_month`.execute(db);
  return rows.rows;
}

export type SplitDay = Omit<Selectable<ChannelLiveDaysTable>, 'channel_id'>;

export async function splitDays(db: Db, channelId: string, start: string, end: string): Promise<SplitDay[]> {
  return db
    .selectFrom('channel_live_days')
    .select(['day', 'live_views', 'on_demand_views', 'live_watch_minutes', 'on_demand_watch_minutes', 'live_revenue', 'on_demand_revenue'])
    .where('channel_id', '=', channelId)
    .where('day', '>=', start)
    .where('day', '<=', end)
    .orderBy('day')
    .execute();
}

export async function broadcastAccess(db: Db, channelId: string): Promise<'read' | 'not_granted' | 'refused' | 'never'> {
  const row = await db.selectFrom('channel_live_state').select('broadcasts').where('channel_id', '=', channelId).executeTakeFirst();
  return row?.broadcasts ?? 'never';
}
