// The stored analysis of one channel (issue 13), run on the queue after each refresh of the channel
// and by the demo seed. Incremental: a comment is analysed again only when its text changed
// (insight_comments.text_hash, sha-1 of the text); its likes follow video_comments on every run.
// Then, from every analysed comment of the channel, per video: title and tag terms, keywords
// (TF-IDF, keywords.ts), sentiment counts, direction (mean of the comments' directions), emotion
// counts and tags, the extractive summary (summary.ts); per channel: languages, keywords, direction
// and emotions. The corpus table insight_term_frequencies follows each video's title terms.
import { createHash } from 'node:crypto';
import { emotionKeys, type EmotionKey, type InsightLanguage } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { StoredKeyword } from '../../../db/schema.insight.ts';
import type { TextAnalysisPool, TextToAnalyze } from '../../../ports/text-analysis-pool.ts';
import type { TextAnalysis } from './analyzer.ts';
import { idfFrom, keywordsOf } from './keywords.ts';
import { summarize } from './summary.ts';
import { detectLanguage } from './text.ts';
import { chunks } from '../../../db/chunks.ts';
import { fromExcluded } from '../../../db/upsert.ts';

export const VIDEO_KEYWORDS = 10;
export const CHANNEL_KEYWORDS = 20;
/** A comment term counts this much towards its video's keywords (a title or tag term counts 1). */
const COMMENT_TERM_WEIGHT = 0.25;
/** An emotion is one of a video's tags when at least this share of its analysed comments tell it. */
const EMOTION_TAG_SHARE = 0.15;
const MAX_EMOTION_TAGS = 3;
const BATCH = 500;

export type ChannelAnalysisReport = { comments: number; analyzed: number; videos: number };

const channelLanguage: Record<string, InsightLanguage> = { zh: 'zh-TW', ja: 'ja', en: 'en' };

export function textHash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** The texts' analyses from the pool (the worker threads that hold kuromoji), a batch per call. */
async function analyzeInBatches(analyses: TextAnalysisPool<TextAnalysis>, texts: readonly TextToAnalyze[]): Promise<TextAnalysis[]> {
  const results: TextAnalysis[] = [];
  for (const batch of chunks(texts, BATCH)) results.push(...(await analyses.analyze(batch)));
  return results;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}

function emotionCounts(lists: readonly (readonly string[])[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const list of lists) for (const emotion of list) counts[emotion] = (counts[emotion] ?? 0) + 1;
  // Keys in the vocabulary's order, so the stored jsonb reads the same on every run.
  return Object.fromEntries(emotionKeys.filter((key) => counts[key]).map((key) => [key, counts[key]!]));
}

function emotionTags(counts: Record<string, number>, comments: number): EmotionKey[] {
  if (comments === 0) return [];
  const floor = Math.max(1, Math.ceil(comments * EMOTION_TAG_SHARE));
  return emotionKeys
    .filter((key) => (counts[key] ?? 0) >= floor)
    .sort((a, b) => counts[b]! - counts[a]!)
    .slice(0, MAX_EMOTION_TAGS);
}

function addCounts(target: Map<string, number>, terms: Iterable<string>, weight: number): void {
  for (const term of terms) target.set(term, (target.get(term) ?? 0) + weight);
}

/** Analyses what changed in the channel's comments and titles and stores the channel's results. */
export async function analyzeChannel(db: Db, analyses: TextAnalysisPool<TextAnalysis>, channelId: string, now: Date): Promise<ChannelAnalysisReport> {
  const channel = await db.selectFrom('channels').select(['language']).where('channel_id', '=', channelId).executeTakeFirst();
  if (!channel) return { comments: 0, analyzed: 0, videos: 0 };
  const fallback = channelLanguage[channel.language] ?? 'other';

  const comments = await db
    .selectFrom('video_comments as c')
    .innerJoin('videos as v', 'v.video_id', 'c.video_id')
    .leftJoin('insight_comments as ic', 'ic.comment_id', 'c.comment_id')
    .select(['c.comment_id', 'c.video_id', 'c.text', 'c.likes', 'c.published_at', 'ic.text_hash'])
    .where('v.channel_id', '=', channelId)
    .execute();

  // 1. Comments whose text is new or changed, analysed in the pool.
  const toAnalyze = comments.flatMap((comment) => {
    const hash = textHash(comment.text);
    return comment.text_hash === hash ? [] : [{ comment, hash }];
  });
  const results = await analyzeInBatches(
    analyses,
    toAnalyze.map(({ comment }) => comment.text),
  );
  const changed = toAnalyze.map(({ comment, hash }, i) => {
    const result = results[i]!;
    return {
      comment_id: comment.comment_id,
      video_id: comment.video_id,
      channel_id: channelId,
      published_at: comment.published_at,
      likes: comment.likes,
      language: result.language,
      sentiment: result.sentiment,
      direction: result.direction,
      emotions: result.emotions,
      terms: result.terms,
      text_hash: hash,
      analyzed_at: now,
    };
  });
  for (const rows of chunks(changed, BATCH)) {
    await db
      .insertInto('insight_comments')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('comment_id')
          .doUpdateSet((eb) =>
            fromExcluded(eb, ['likes', 'published_at', 'language', 'sentiment', 'direction', 'emotions', 'terms', 'text_hash', 'analyzed_at']),
          ),
      )
      .execute();
  }
  await sql`UPDATE insight_comments ic SET likes = c.likes FROM video_comments c
            WHERE c.comment_id = ic.comment_id AND ic.channel_id = ${channelId} AND ic.likes <> c.likes`.execute(db);

  // 2. Title and tag terms of every video, and the corpus counts that follow them.
  const videos = await db
    .selectFrom('videos as v')
    .leftJoin('insight_videos as iv', 'iv.video_id', 'v.video_id')
    .select(['v.video_id', 'v.title', 'v.tags', 'iv.terms as old_terms'])
    .where('v.channel_id', '=', channelId)
    .execute();
  // A title's or tag's words are segmented as English when its language is unknown.
  const titleLanguages = videos.map((video) => {
    const detected = detectLanguage(video.title);
    return detected === 'other' ? fallback : detected;
  });
  const titleTexts = videos.flatMap((video, i) => {
    const language = titleLanguages[i] === 'other' ? 'en' : titleLanguages[i]!;
    return [video.title, ...video.tags].map((text) => ({ text, language }));
  });
  const titleResults = await analyzeInBatches(analyses, titleTexts);
  const videoTerms = new Map<string, { language: InsightLanguage; terms: string[]; counts: Map<string, number> }>();
  const corpusChange = new Map<string, number>();
  let next = 0;
  for (const [i, video] of videos.entries()) {
    const language = titleLanguages[i]!;
    const counts = new Map<string, number>();
    for (const result of titleResults.slice(next, next + 1 + video.tags.length)) addCounts(counts, result.terms, 1);
    next += 1 + video.tags.length;
    const terms = [...counts.keys()];
    videoTerms.set(video.video_id, { language, terms, counts });
    const old = new Set(video.old_terms ?? []);
    const current = new Set(terms);
    for (const term of current) if (!old.has(term)) corpusChange.set(term, (corpusChange.get(term) ?? 0) + 1);
    for (const term of old) if (!current.has(term)) corpusChange.set(term, (corpusChange.get(term) ?? 0) - 1);
  }
  const added = [...corpusChange].filter(([, delta]) => delta > 0);
  const removed = [...corpusChange].filter(([, delta]) => delta < 0);
  if (added.length > 0) {
    await sql`INSERT INTO insight_term_frequencies (term, videos)
              SELECT term, delta FROM unnest(${added.map(([term]) => term)}::text[], ${added.map(([, delta]) => delta)}::int[]) AS x(term, delta)
              ON CONFLICT (term) DO UPDATE SET videos = insight_term_frequencies.videos + excluded.videos`.execute(db);
  }
  if (removed.length > 0) {
    await sql`UPDATE insight_term_frequencies f SET videos = GREATEST(0, f.videos + x.delta)
              FROM unnest(${removed.map(([term]) => term)}::text[], ${removed.map(([, delta]) => delta)}::int[]) AS x(term, delta)
              WHERE f.term = x.term`.execute(db);
    await db.deleteFrom('insight_term_frequencies').where('videos', '<=', 0).execute();
  }

  // 3. The corpus as it now stands, for this channel's terms.
  const stored = await db
    .selectFrom('insight_comments as ic')
    .innerJoin('video_comments as c', 'c.comment_id', 'ic.comment_id')
    .select(['ic.comment_id', 'ic.video_id', 'ic.language', 'ic.sentiment', 'ic.direction', 'ic.emotions', 'ic.terms', 'ic.likes', 'c.text'])
    .where('ic.channel_id', '=', channelId)
    .execute();
  const allTerms = new Set<string>();
  for (const { terms } of videoTerms.values()) for (const term of terms) allTerms.add(term);
  for (const comment of stored) for (const term of comment.terms) allTerms.add(term);
  const documentFrequency = new Map<string, number>();
  for (const termChunk of chunks([...allTerms], 5000)) {
    if (termChunk.length === 0) continue;
    const rows = await db.selectFrom('insight_term_frequencies').select(['term', 'videos']).where('term', 'in', termChunk).execute();
    for (const row of rows) documentFrequency.set(row.term, row.videos);
  }
  const others = await db
    .selectFrom('insight_videos')
    .select(sql<string>`count(*)`.as('n'))
    .where('channel_id', '<>', channelId)
    .executeTakeFirstOrThrow();
  const idf = idfFrom(documentFrequency, Number(others.n) + videos.length);

  // 4. Per video, then per channel.
  const byVideo = new Map<string, typeof stored>();
  for (const comment of stored) {
    const list = byVideo.get(comment.video_id);
    if (list) list.push(comment);
    else byVideo.set(comment.video_id, [comment]);
  }
  const channelCounts = new Map<string, number>();
  const languageCounts = new Map<string, number>();
  const videoRows = videos.map((video) => {
    const { language, terms, counts } = videoTerms.get(video.video_id)!;
    const its = byVideo.get(video.video_id) ?? [];
    const keywordCounts = new Map(counts);
    for (const comment of its)
      for (const term of comment.terms) if (documentFrequency.has(term)) keywordCounts.set(term, (keywordCounts.get(term) ?? 0) + COMMENT_TERM_WEIGHT);
    addCounts(channelCounts, counts.keys(), 1);
    for (const comment of its) {
      languageCounts.set(comment.language, (languageCounts.get(comment.language) ?? 0) + 1);
      for (const term of comment.terms) if (documentFrequency.has(term)) channelCounts.set(term, (channelCounts.get(term) ?? 0) + COMMENT_TERM_WEIGHT / 2);
    }
    languageCounts.set(language, (languageCounts.get(language) ?? 0) + 1);
    const emotions = emotionCounts(its.map((c) => c.emotions));
    return {
      video_id: video.video_id,
      channel_id: channelId,
      language,
      terms,
      keywords: JSON.stringify(keywordsOf(keywordCounts, idf, VIDEO_KEYWORDS)),
      comments_analyzed: its.length,
      positive: its.filter((c) => c.sentiment === 'positive').length,
      neutral: its.filter((c) => c.sentiment === 'neutral').length,
      negative: its.filter((c) => c.sentiment === 'negative').length,
      direction: mean(its.map((c) => c.direction)),
      emotions: JSON.stringify(emotions),
      emotion_tags: emotionTags(emotions, its.length),
      summary: JSON.stringify(summarize(its)),
      analyzed_at: now,
    };
  });
  for (const rows of chunks(videoRows, BATCH)) {
    await db
      .insertInto('insight_videos')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('video_id')
          .doUpdateSet((eb) =>
            fromExcluded(eb, [
              'language',
              'terms',
              'keywords',
              'comments_analyzed',
              'positive',
              'neutral',
              'negative',
              'direction',
              'emotions',
              'emotion_tags',
              'summary',
              'analyzed_at',
            ]),
          ),
      )
      .execute();
  }

  const channelKeywords: StoredKeyword[] = keywordsOf(channelCounts, idf, CHANNEL_KEYWORDS);
  const languages = [...languageCounts]
    .filter(([language]) => language !== 'other' || languageCounts.size === 1)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([language]) => language);
  const channelRow = {
    channel_id: channelId,
    languages,
    keywords: JSON.stringify(channelKeywords),
    comments_analyzed: stored.length,
    direction: mean(stored.map((c) => c.direction)),
    emotions: JSON.stringify(emotionCounts(stored.map((c) => c.emotions))),
    analyzed_at: now,
  };
  await db
    .insertInto('insight_channels')
    .values(channelRow)
    .onConflict((oc) =>
      oc.column('channel_id').doUpdateSet((eb) => fromExcluded(eb, ['languages', 'keywords', 'comments_analyzed', 'direction', 'emotions', 'analyzed_at'])),
    )
    .execute();
  return { comments: stored.length, analyzed: changed.length, videos: videos.length };
}
