// The content and comment word clouds of a channel's period, and what lies behind one word. Both read
// the stored analysis (insight_videos.terms: the content words of a video's title and tags;
// insight_comments.terms: those of a comment), written by the language part. A word weighs as many
// items (videos, comments) as hold it, so one comment repeating a word fifty times counts once.
import {
  CLOUD_WORDS,
  WORD_ITEMS,
  type CloudWordAnswer,
  type CloudWordQuery,
  type InsightLanguage,
  type WordClouds,
  type WordCloudsQuery,
} from '@chorus/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { periodInstants, resolvePeriod } from './periods.ts';

type WordRow = { term: string; count: number };

/** Which analysed videos (`iv`, joined to their video `v`) and comments (`ic`) a word cloud reads. */
type Scope = { videos: RawBuilder<boolean>; comments: RawBuilder<boolean> };

/** The channel's analysed videos published in the period and its comments written in it, in the language asked (null: any). */
function periodScope(channelId: string, { from, until }: { from: Date; until: Date }, language: InsightLanguage | null): Scope {
  const byLanguage = (column: string) => (language ? sql`AND ${sql.ref(column)} = ${language}` : sql``);
  return {
    videos: sql<boolean>`iv.channel_id = ${channelId} AND v.published_at >= ${from} AND v.published_at < ${until} ${byLanguage('iv.language')}`,
    comments: sql<boolean>`ic.channel_id = ${channelId} AND ic.published_at >= ${from} AND ic.published_at < ${until} ${byLanguage('ic.language')}`,
  };
}

/** A cloud of items (a query answering each item's `terms`): its most used words, each counted once an item, and how many items there are. */
async function cloudOf(db: Db, items: RawBuilder<{ terms: string[] }>): Promise<WordClouds['content']> {
  const [words, count] = await Promise.all([
    sql<WordRow>`
      SELECT t.term, count(*)::int AS count
        FROM (${items}) AS item
       CROSS JOIN LATERAL unnest(item.terms) AS t(term)
       GROUP BY t.term
       ORDER BY count DESC, t.term
       LIMIT ${CLOUD_WORDS}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM (${items}) AS item`.execute(db),
  ]);
  return { words: words.rows, items: count.rows[0]?.n ?? 0 };
}

export class WordCloudsService {
  private readonly deps: { db: Db; clock: Clock };
  constructor(deps: { db: Db; clock: Clock }) {
    this.deps = deps;
  }

  async clouds(channelId: string, query: WordCloudsQuery): Promise<WordClouds> {
    const { db } = this.deps;
    const period = resolvePeriod(query, this.deps.clock.now());
    const language = query.language ?? null;
    const scope = periodScope(channelId, periodInstants(period), language);
    const [channel, content, comments] = await Promise.all([
      db.selectFrom('insight_channels').select('languages').where('channel_id', '=', channelId).executeTakeFirst(),
      cloudOf(db, sql`SELECT iv.terms FROM insight_videos iv JOIN videos v ON v.video_id = iv.video_id WHERE ${scope.videos}`),
      cloudOf(db, sql`SELECT ic.terms FROM insight_comments ic WHERE ${scope.comments}`),
    ]);
    return { period, languages: (channel?.languages ?? []).filter(isLanguage), language, content, comments };
  }

  /**
   * The videos and comments of the period behind a word. Content: the videos whose title or tags hold
   * it (most viewed first), and the comments that use it. Comments: the videos those comments are on
   * (most such comments first) and the comments, most liked first.
   */
  async word(channelId: string, query: CloudWordQuery): Promise<CloudWordAnswer> {
    const { db } = this.deps;
    const scope = periodScope(channelId, periodInstants(resolvePeriod(query, this.deps.clock.now())), query.language ?? null);
    const term = query.term;
    const commentsQuery = sql<{ comment_id: string; video_id: string; video_title: string; author: string; text: string; likes: number; published_at: Date }>`
      SELECT ic.comment_id, ic.video_id, v.title AS video_title, vc.author, vc.text, vc.likes, vc.published_at
        FROM insight_comments ic
        JOIN video_comments vc ON vc.comment_id = ic.comment_id
        JOIN videos v ON v.video_id = ic.video_id
       WHERE ${scope.comments} AND ic.terms @> ARRAY[${term}]::text[]
       ORDER BY vc.likes DESC, ic.published_at DESC, ic.comment_id
       LIMIT ${WORD_ITEMS}`.execute(db);
    const videosQuery =
      query.source === 'content'
        ? sql<{ video_id: string; title: string; published_at: Date; views: number; comments: number }>`
            SELECT v.video_id, v.title, v.published_at, v.views, 0 AS comments
              FROM insight_videos iv JOIN videos v ON v.video_id = iv.video_id
             WHERE ${scope.videos} AND iv.terms @> ARRAY[${term}]::text[]
             ORDER BY v.views DESC, v.video_id
             LIMIT ${WORD_ITEMS}`.execute(db)
        : sql<{ video_id: string; title: string; published_at: Date; views: number; comments: number }>`
            SELECT v.video_id, v.title, v.published_at, v.views, count(*)::int AS comments
              FROM insight_comments ic JOIN videos v ON v.video_id = ic.video_id
             WHERE ${scope.comments} AND ic.terms @> ARRAY[${term}]::text[]
             GROUP BY v.video_id
             ORDER BY comments DESC, v.views DESC, v.video_id
             LIMIT ${WORD_ITEMS}`.execute(db);
    const [videos, comments] = await Promise.all([videosQuery, commentsQuery]);
    return {
      term,
      source: query.source,
      videos: videos.rows.map((v) => ({ ...v, views: Number(v.views), published_at: v.published_at.toISOString() })),
      comments: comments.rows.map((c) => ({ ...c, likes: Number(c.likes), published_at: c.published_at.toISOString() })),
    };
  }
}

const languages = new Set<string>(['zh-TW', 'ja', 'en', 'other']);
function isLanguage(value: string): value is InsightLanguage {
  return languages.has(value);
}
