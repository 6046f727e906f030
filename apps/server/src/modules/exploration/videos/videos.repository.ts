// The network video search's SQL, on exploration_video_search (migration 0063): a row per analysed
// video with its segmented title and tag terms and detected language (from insight_videos, kept by
// the insight analysis that follows every refresh and the demo seed) and its figures (from videos),
// kept by triggers. Every query word narrows through the GIN index (`terms && forms`); the filters,
// the sort and the count run on what is left, in that one table; titles are read for the page's rows. Derived figures: views per day since publishing (whole days, at least one) and
// engagement rate ((likes + comments) / views, in percent).
import { sql, type RawBuilder } from 'kysely';
import type { VideoDuration, VideoSearchLanguage, VideoSearchSort } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import type { QueryWord } from './query-terms.ts';

export type NetworkVideoFilter = {
  words: QueryWord[];
  language?: VideoSearchLanguage;
  duration?: VideoDuration;
  publishedAfter?: string;
  publishedBefore?: string;
  minViews?: number;
  minViewsPerDay?: number;
  minEngagementRate?: number;
  network?: 'in' | 'out';
  sort: VideoSearchSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  now: Date;
};

export type NetworkVideoRow = {
  video_id: string;
  channel_id: string;
  channel_title: string;
  title: string;
  published_at: Date;
  views: number;
  views_per_day: number;
  engagement_rate: number;
  duration_seconds: number;
  is_short: boolean;
  language: string;
  total: number;
};

const durationCondition: Record<VideoDuration, RawBuilder<unknown>> = {
  shorts: sql`s.is_short`,
  under_4: sql`NOT s.is_short AND s.duration_seconds < 240`,
  '4_to_20': sql`NOT s.is_short AND s.duration_seconds BETWEEN 240 AND 1200`,
  over_20: sql`NOT s.is_short AND s.duration_seconds > 1200`,
};

/** The matching videos of one page (ids and figures, in order) and their count; titles are read for the page only. */
export async function searchNetworkVideos(db: Db, f: NetworkVideoFilter): Promise<NetworkVideoRow[]> {
  // In float8 (date_part, not extract's numeric): these run for every match, not only the page's.
  const days = sql`GREATEST(1, floor(date_part('epoch', ${f.now}::timestamptz - s.published_at) / 86400))`;
  const viewsPerDay = sql`(s.views::float8 / ${days})`;
  const engagement = sql`(CASE WHEN s.views > 0 THEN (s.likes + s.comments)::float8 * 100 / s.views ELSE 0 END)`;
  const sortBy: Record<VideoSearchSort, RawBuilder<unknown>> = {
    published_at: sql`s.published_at`,
    views: sql`s.views`,
    views_per_day: viewsPerDay,
    engagement_rate: engagement,
    duration_seconds: sql`s.duration_seconds`,
  };
  const conditions: RawBuilder<unknown>[] = [sql`s.public`];
  for (const word of f.words) conditions.push(sql`s.terms && ${word.forms}::text[]`);
  if (f.language) conditions.push(sql`s.language = ${f.language}`);
  if (f.duration) conditions.push(durationCondition[f.duration]);
  if (f.publishedAfter) conditions.push(sql`s.published_at >= ${f.publishedAfter}::date`);
  if (f.publishedBefore) conditions.push(sql`s.published_at < ${f.publishedBefore}::date + 1`);
  if (f.minViews !== undefined) conditions.push(sql`s.views >= ${f.minViews}`);
  if (f.minViewsPerDay !== undefined) conditions.push(sql`${viewsPerDay} >= ${f.minViewsPerDay}`);
  if (f.minEngagementRate !== undefined) conditions.push(sql`${engagement} >= ${f.minEngagementRate}`);
  // Every stored video is a network channel's (videos.channel_id references the network's channels).
  if (f.network === 'out') conditions.push(sql`false`);
  const direction = f.order === 'asc' ? sql`ASC` : sql`DESC`;
  const { rows } = await sql<NetworkVideoRow>`
    WITH page AS (
      SELECT s.video_id, s.channel_id, s.published_at, s.views, round(${viewsPerDay}::numeric, 1)::float8 AS views_per_day,
             round(${engagement}::numeric, 2)::float8 AS engagement_rate, s.duration_seconds, s.is_short, s.language,
             count(*) OVER () AS total, row_number() OVER (ORDER BY ${sortBy[f.sort]} ${direction}, s.video_id) AS position
        FROM exploration_video_search s
       WHERE ${sql.join(conditions, sql` AND `)}
       ORDER BY ${sortBy[f.sort]} ${direction}, s.video_id
       LIMIT ${f.limit} OFFSET ${f.offset})
    SELECT page.*, v.title, c.title AS channel_title
      FROM page JOIN videos v ON v.video_id = page.video_id JOIN channels c ON c.channel_id = page.channel_id
     ORDER BY page.position`.execute(db);
  return rows;
}

/** How many videos match when the page asked for lies past the last one (count(*) OVER () had no row to ride on). */
export async function countNetworkVideos(db: Db, f: NetworkVideoFilter): Promise<number> {
  const rows = await searchNetworkVideos(db, { ...f, limit: 1, offset: 0 });
  return rows[0] ? Number(rows[0].total) : 0;
}
