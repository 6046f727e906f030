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
import { sql } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { periodInstants, resolvePeriod } from './periods.ts';

type WordRow = { term: string; count: number };

export class WordCloudsService {
  private readonly deps: { db: Db; clock: Clock };
  constructor(deps: { db: Db; clock: Clock }) {
    this.deps = deps;
  }

  async clouds(channelId: string, query: WordCloudsQuery): Promise<WordClouds> {
    const { db } = this.deps;
    const period = resolvePeriod(query, this.deps.clock.now());
    const { from, until } = periodInstants(period);
    const language = query.language ?? null;
    const byLanguage = (column: string) => (language ? sql`AND ${sql.ref(column)} = ${language}` : sql``);

    const [channel, content, contentItems, comments, commentItems] = await Promise.all([
      db.selectFrom('insight_channels').select('languages').where('channel_id', '=', channelId).executeTakeFirst(),
      sql<WordRow>`
        SELECT t.term, count(*)::int AS count
          FROM insight_videos iv
          JOIN videos v ON v.video_id = iv.video_id
         CROSS JOIN LATERAL unnest(iv.terms) AS t(term)
         WHERE iv.channel_id = ${channelId} AND v.published_at >= ${from} AND v.published_at < ${until} ${byLanguage('iv.language')}
         GROUP BY t.term
         ORDER BY count DESC, t.term
         LIMIT ${CLOUD_WORDS}`.execute(db),
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM insight_videos iv JOIN videos v ON v.video_id = iv.video_id
         WHERE iv.channel_id = ${channelId} AND v.published_at >= ${from} AND v.published_at < ${until} ${byLanguage('iv.language')}`.execute(db),
      sql<WordRow>`
        SELECT t.term, count(*)::int AS count
          FROM insight_comments ic
         CROSS JOIN LATERAL unnest(ic.terms) AS t(term)
         WHERE ic.channel_id = ${channelId} AND ic.published_at >= ${from} AND ic.published_at < ${until} ${byLanguage('ic.language')}
         GROUP BY t.term
         ORDER BY count DESC, t.term
         LIMIT ${CLOUD_WORDS}`.execute(db),
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM insight_comments ic
         WHERE ic.channel_id = ${channelId} AND ic.published_at >= ${from} AND ic.published_at < ${until} ${byLanguage('ic.language')}`.execute(db),
    ]);
    return {
      period,
      languages: (channel?.languages ?? []).filter(isLanguage),
      language,
      content: { words: content.rows, items: contentItems.rows[0]?.n ?? 0 },
      comments: { words: comments.rows, items: commentItems.rows[0]?.n ?? 0 },
    };
  }

  /**
   * The videos and comments of the period behind a word. Content: the videos whose title or tags hold
   * it (most viewed first), and the comments that use it. Comments: the videos those comments are on
   * (most such comments first) and the comments, most liked first.
   */
  async word(channelId: string, query: CloudWordQuery): Promise<CloudWordAnswer> {
    const { db } = this.deps;
    const { from, until } = periodInstants(resolvePeriod(query, this.deps.clock.now()));
    const term = query.term;
    const language = query.language ?? null;
    const byLanguage = (column: string) => (language ? sql`AND ${sql.ref(column)} = ${language}` : sql``);
    const commentsQuery = sql<{ comment_id: string; video_id: string; video_title: string; author: string; text: string; likes: number; published_at: Date }>`
      SELECT ic.comment_id, ic.video_id, v.title AS video_title, vc.author, vc.text, vc.likes, vc.published_at
        FROM insight_comments ic
        JOIN video_comments vc ON vc.comment_id = ic.comment_id
        JOIN videos v ON v.video_id = ic.video_id
       WHERE ic.channel_id = ${channelId} AND ic.terms @> ARRAY[${term}]::text[]
         AND ic.published_at >= ${from} AND ic.published_at < ${until} ${byLanguage('ic.language')}
       ORDER BY vc.likes DESC, ic.published_at DESC, ic.comment_id
       LIMIT ${WORD_ITEMS}`.execute(db);
    const videosQuery =
      query.source === 'content'
        ? sql<{ video_id: string; title: string; published_at: Date; views: number; comments: number }>`
            SELECT v.video_id, v.title, v.published_at, v.views, 0 AS comments
              FROM insight_videos iv JOIN videos v ON v.video_id = iv.video_id
             WHERE iv.channel_id = ${channelId} AND iv.terms @> ARRAY[${term}]::text[]
               AND v.published_at >= ${from} AND v.published_at < ${until} ${byLanguage('iv.language')}
             ORDER BY v.views DESC, v.video_id
             LIMIT ${WORD_ITEMS}`.execute(db)
        : sql<{ video_id: string; title: string; published_at: Date; views: number; comments: number }>`
            SELECT v.video_id, v.title, v.published_at, v.views, count(*)::int AS comments
              FROM insight_comments ic JOIN videos v ON v.video_id = ic.video_id
             WHERE ic.channel_id = ${channelId} AND ic.terms @> ARRAY[${term}]::text[]
               AND ic.published_at >= ${from} AND ic.published_at < ${until} ${byLanguage('ic.language')}
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
