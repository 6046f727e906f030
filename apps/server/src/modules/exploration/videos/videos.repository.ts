// The network video search's SQL. With words: on exploration_video_postings (migration 0066), the
// public analysed videos by term with their figures in the index itself: the first word's forms are
// one stretch of that index (read without touching the table); the filters and a top-N sort run on
// it as it is read, and the count stops at VIDEO_SEARCH_COUNT_CAP; titles are read for the page's
// rows. Several words: the GIN index of exploration_video_search. Without words: on
// exploration_video_search (0063, a row per analysed video), the page in the sort's order and the
// same capped count. Both are kept by triggers from the insight analysis (terms, language) and
// videos (figures). Derived figures: views per day since publishing (whole days, at least one) and
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
};

const durationCondition: Record<VideoDuration, RawBuilder<unknown>> = {
  shorts: sql`s.is_short`,
  under_4: sql`NOT s.is_short AND s.duration_seconds < 240`,
  '4_to_20': sql`NOT s.is_short AND s.duration_seconds BETWEEN 240 AND 1200`,
  over_20: sql`NOT s.is_short AND s.duration_seconds > 1200`,
};

export type NetworkVideoPage = { rows: NetworkVideoRow[]; total: number; totalCapped: boolean };

/** The matching videos of one page (in order) and how many match, counted up to `cap` (past it, `totalCapped`). */
export async function searchNetworkVideos(db: Db, f: NetworkVideoFilter, cap: number): Promise<NetworkVideoPage> {
  const { conditions, sortBy, viewsPerDay, engagement } = parts(f);
  // Every stored video is a network channel's (videos.channel_id references the network's channels).
  if (f.network === 'out') return { rows: [], total: 0, totalCapped: false };
  // The matches. One word: its forms' stretches of the postings (a video holding two forms is there
  // twice, with the same figures). Several words: the GIN index of exploration_video_search
  // intersects them (what all of them share is few). No words: every public analysed video.
  // Of an English word's forms only those some video holds (most are none): with one, no video is
  // there twice, so neither the page nor the count has copies to drop.
  const single = f.words.length === 1 ? await heldForms(db, f.words[0]!.forms) : null;
  if (single?.length === 0) return { rows: [], total: 0, totalCapped: false };
  const copies = single?.length ?? 1;
  const matches = single
    ? sql`SELECT s.video_id, s.language, s.is_short, s.duration_seconds, s.published_at, s.views, s.likes, s.comments
            FROM exploration_video_postings s WHERE ${sql.join([sql`s.term = ANY(${single}::text[])`, ...conditions], sql` AND `)}`
    : sql`SELECT s.video_id, s.language, s.is_short, s.duration_seconds, s.published_at, s.views, s.likes, s.comments
            FROM exploration_video_search s
           WHERE ${sql.join([sql`s.public`, ...f.words.map((w) => sql`s.terms && ${w.forms}::text[]`), ...conditions], sql` AND `)}`;
  const order = sql`${sortBy[f.sort]} ${f.order === 'asc' ? sql`ASC` : sql`DESC`}, s.video_id`;
  // The page: a top-N sort of the matches as they are read (never all of them sorted or stored). A
  // video's copies sort next to each other, so the first (offset + limit) × forms rows hold the
  // page's videos; the copies go there. Numbered after the cut; the shown figures rounded for the
  // page's rows only.
  const top = sql`SELECT DISTINCT * FROM (SELECT s.* FROM matches s ORDER BY ${order} LIMIT ${(f.offset + f.limit) * copies}) s`;
  const page = sql`SELECT p.*, row_number() OVER () AS position FROM (
                     SELECT s.*, round(${viewsPerDay}::numeric, 1)::float8 AS views_per_day, round(${engagement}::numeric, 2)::float8 AS engagement_rate
                       FROM (${top}) s ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}) p`;
  // The count stops at the cap, with words or without: a common word's count would read every match.
  const counted = sql`SELECT ${copies > 1 ? sql`DISTINCT s.video_id` : sql`1`} FROM matches s LIMIT ${cap + 1}`;
  const total = sql`(SELECT count(*) FROM (${counted}) m)`;
  const { rows } = await sql<NetworkVideoRow & { total: string }>`
    WITH matches AS NOT MATERIALIZED (${matches}), page AS (${page})
    SELECT page.video_id, v.channel_id, c.title AS channel_title, v.title, page.published_at, page.views, page.views_per_day, page.engagement_rate,
           page.duration_seconds, page.is_short, page.language, ${total} AS total
      FROM page JOIN videos v ON v.video_id = page.video_id JOIN channels c ON c.channel_id = v.channel_id
     ORDER BY page.position`.execute(db);
  // A page past the last match: only the count.
  const n = rows[0]
    ? Number(rows[0].total)
    : Number((await sql<{ total: string }>`WITH matches AS (${matches}) SELECT ${total} AS total`.execute(db)).rows[0]?.total ?? 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Math.min(n, cap), totalCapped: n > cap };
}

/** The forms some public video's terms hold (one probe of the postings each). */
async function heldForms(db: Db, forms: string[]): Promise<string[]> {
  if (forms.length === 1) return forms;
  const { rows } = await sql<{ form: string }>`
    SELECT f.form FROM unnest(${forms}::text[]) WITH ORDINALITY f(form, n)
     WHERE EXISTS (SELECT 1 FROM exploration_video_postings p WHERE p.term = f.form) ORDER BY f.n`.execute(db);
  return rows.map((row) => row.form);
}

function parts(f: NetworkVideoFilter) {
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
  const conditions: RawBuilder<unknown>[] = [];
  if (f.language) conditions.push(sql`s.language = ${f.language}`);
  if (f.duration) conditions.push(durationCondition[f.duration]);
  if (f.publishedAfter) conditions.push(sql`s.published_at >= ${f.publishedAfter}::date`);
  if (f.publishedBefore) conditions.push(sql`s.published_at < ${f.publishedBefore}::date + 1`);
  if (f.minViews !== undefined) conditions.push(sql`s.views >= ${f.minViews}`);
  if (f.minViewsPerDay !== undefined) conditions.push(sql`${viewsPerDay} >= ${f.minViewsPerDay}`);
  if (f.minEngagementRate !== undefined) conditions.push(sql`${engagement} >= ${f.minEngagementRate}`);
  return { conditions, sortBy, viewsPerDay, engagement };
}
