// The network video search's SQL: the stored videos (videos) with their segmented title and tag
// terms and detected language (insight_videos, kept by the insight analysis that follows every
// refresh and the demo seed; GIN index insight_videos_terms) and their channel. Every query word
// narrows through the GIN index (`terms && forms`); the filters, the sort and the count run on
// what is left. Derived figures: views per day since publishing (whole days, at least one) and
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
  kind: 'video' | 'short' | 'live';
  language: string | null;
  total: number;
};

const SHORT = sql`v.kind = 'short'`;
const NOT_SHORT = sql`v.kind <> 'short'`;
const durationCondition: Record<VideoDuration, RawBuilder<unknown>> = {
  shorts: SHORT,
  under_4: sql`${NOT_SHORT} AND v.duration_seconds < 240`,
  '4_to_20': sql`${NOT_SHORT} AND v.duration_seconds BETWEEN 240 AND 1200`,
  over_20: sql`${NOT_SHORT} AND v.duration_seconds > 1200`,
};

export async function searchNetworkVideos(db: Db, f: NetworkVideoFilter): Promise<NetworkVideoRow[]> {
  const days = sql`GREATEST(1, floor(extract(epoch FROM (${f.now}::timestamptz - v.published_at)) / 86400))`;
  const viewsPerDay = sql`(v.views::numeric / ${days})`;
  const engagement = sql`(CASE WHEN v.views > 0 THEN (v.likes + v.comments)::numeric * 100 / v.views ELSE 0 END)`;
  const sortBy: Record<VideoSearchSort, RawBuilder<unknown>> = {
    published_at: sql`v.published_at`,
    views: sql`v.views`,
    views_per_day: viewsPerDay,
    engagement_rate: engagement,
    duration_seconds: sql`v.duration_seconds`,
  };
  const conditions: RawBuilder<unknown>[] = [sql`v.privacy = 'public'`];
  for (const word of f.words) conditions.push(sql`iv.terms && ${word.forms}::text[]`);
  if (f.language) conditions.push(sql`iv.language = ${f.language}`);
  if (f.duration) conditions.push(durationCondition[f.duration]);
  if (f.publishedAfter) conditions.push(sql`v.published_at >= ${f.publishedAfter}::date`);
  if (f.publishedBefore) conditions.push(sql`v.published_at < ${f.publishedBefore}::date + 1`);
  if (f.minViews !== undefined) conditions.push(sql`v.views >= ${f.minViews}`);
  if (f.minViewsPerDay !== undefined) conditions.push(sql`${viewsPerDay} >= ${f.minViewsPerDay}`);
  if (f.minEngagementRate !== undefined) conditions.push(sql`${engagement} >= ${f.minEngagementRate}`);
  // Every stored video is a network channel's (videos.channel_id references the network's channels).
  if (f.network === 'out') conditions.push(sql`false`);
  const join = f.words.length > 0 ? sql`JOIN` : sql`LEFT JOIN`;
  const direction = f.order === 'asc' ? sql`ASC` : sql`DESC`;
  const { rows } = await sql<NetworkVideoRow>`
    SELECT v.video_id, v.channel_id, c.title AS channel_title, v.title, v.published_at, v.views,
           round(${viewsPerDay}, 1)::float8 AS views_per_day, round(${engagement}, 2)::float8 AS engagement_rate,
           v.duration_seconds, v.kind, iv.language, count(*) OVER () AS total
      FROM videos v
      JOIN channels c ON c.channel_id = v.channel_id
      ${join} insight_videos iv ON iv.video_id = v.video_id
     WHERE ${sql.join(conditions, sql` AND `)}
     ORDER BY ${sortBy[f.sort]} ${direction}, v.video_id
     LIMIT ${f.limit} OFFSET ${f.offset}`.execute(db);
  return rows;
}

/** How many videos match when the page asked for lies past the last one (count(*) OVER () had no row to ride on). */
export async function countNetworkVideos(db: Db, f: NetworkVideoFilter): Promise<number> {
  const rows = await searchNetworkVideos(db, { ...f, limit: 1, offset: 0 });
  return rows[0] ? Number(rows[0].total) : 0;
}
