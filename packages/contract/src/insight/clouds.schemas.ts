// Schemas of the insight area's clouds part: word clouds, the words behind them, search keywords,
// video emotion and summary.
import { z } from 'zod';
import { dateOnlySchema } from '../core/common.ts';
import { emotionKeys, insightLanguages } from './language.schemas.ts';

/** Most words a cloud shows (the rest are too rare to read). */
export const CLOUD_WORDS = 60;
/** Most videos and comments listed behind a word. */
export const WORD_ITEMS = 20;
/** Videos per page of the video emotion list. */
export const EMOTION_VIDEOS_PAGE = 10;
/** Spec 9: top 10 search keywords. */
export const SEARCH_KEYWORDS = 10;

export const cloudSources = ['content', 'comments'] as const;
export type CloudSource = (typeof cloudSources)[number];

const period = {
  start: dateOnlySchema.optional(),
  end: dateOnlySchema.optional(),
};
const sameLength = (q: { start?: string; end?: string }) => (q.start === undefined) === (q.end === undefined);
const ordered = (q: { start?: string; end?: string }) => !q.start || !q.end || q.start <= q.end;

/** A period (without dates: the default window of spec 9) and, optionally, one of the channel's languages. */
export const wordCloudsQuerySchema = z
  .object({ ...period, language: z.enum(insightLanguages, { error: 'validation.invalid' }).optional() })
  .strict()
  .refine(sameLength, { message: 'validation.dateRange', path: ['end'] })
  .refine(ordered, { message: 'validation.dateRange', path: ['end'] });
export type WordCloudsQuery = z.infer<typeof wordCloudsQuerySchema>;

export const cloudWordQuerySchema = z
  .object({
    ...period,
    language: z.enum(insightLanguages, { error: 'validation.invalid' }).optional(),
    source: z.enum(cloudSources, { error: 'validation.invalid' }),
    term: z.string({ error: 'validation.invalid' }).trim().min(1, 'validation.invalid').max(100, 'validation.tooLong'),
  })
  .strict()
  .refine(sameLength, { message: 'validation.dateRange', path: ['end'] })
  .refine(ordered, { message: 'validation.dateRange', path: ['end'] });
export type CloudWordQuery = z.infer<typeof cloudWordQuerySchema>;

export const cloudWordSchema = z.object({ term: z.string(), count: z.number().int() });
export const wordCloudSchema = z.object({
  /** Words by how many items (videos or comments) hold them, most first. */
  words: z.array(cloudWordSchema),
  /** Analysed items of the period (in the chosen language): 0 means nothing to draw. */
  items: z.number().int(),
});
export const wordCloudsSchema = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  /** The channel's languages, most used first (from the stored analysis); empty before the first analysis. */
  languages: z.array(z.enum(insightLanguages)),
  language: z.enum(insightLanguages).nullable(),
  content: wordCloudSchema,
  comments: wordCloudSchema,
});
export type WordClouds = z.infer<typeof wordCloudsSchema>;

export const wordVideoSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  published_at: z.string(),
  views: z.number(),
  /** Comments behind the word on this video (comment cloud) or 0. */
  comments: z.number().int(),
});
export const wordCommentSchema = z.object({
  comment_id: z.string(),
  video_id: z.string(),
  video_title: z.string(),
  author: z.string(),
  text: z.string(),
  likes: z.number().int(),
  published_at: z.string(),
});
export const cloudWordAnswerSchema = z.object({
  term: z.string(),
  source: z.enum(cloudSources),
  videos: z.array(wordVideoSchema),
  comments: z.array(wordCommentSchema),
});
export type CloudWordAnswer = z.infer<typeof cloudWordAnswerSchema>;

/**
 * Why there are no search keywords: never fetched; the channel has no YouTube authorization; Google
 * refused or failed (the code is the message's key); or fetched, but YouTube had no search views.
 */
export const searchKeywordStates = ['ok', 'notFetched', 'failed', 'empty'] as const;
export const searchKeywordsSchema = z.object({
  state: z.enum(searchKeywordStates),
  /** The i18n key of the last fetch's failure (errors.*), when it failed. */
  error: z.string().nullable(),
  window: z.object({ start: z.string(), end: z.string() }).nullable(),
  fetched_at: z.string().nullable(),
  keywords: z.array(z.object({ rank: z.number().int(), term: z.string(), views: z.number() })),
});
export type SearchKeywords = z.infer<typeof searchKeywordsSchema>;

export const videoEmotionsQuerySchema = z
  .object({
    ...period,
    page: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(1000, 'validation.invalid').default(1),
  })
  .strict()
  .refine(sameLength, { message: 'validation.dateRange', path: ['end'] })
  .refine(ordered, { message: 'validation.dateRange', path: ['end'] });
export type VideoEmotionsQuery = z.infer<typeof videoEmotionsQuerySchema>;

export const emotionCommentSchema = z.object({ comment_id: z.string(), author: z.string(), text: z.string(), likes: z.number().int() });
export const videoEmotionSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  published_at: z.string(),
  thumbnail_url: z.string(),
  /** Spec 3 video metrics. Impressions and CTR over the period; null when YouTube gave none ("Unable to retrieve CTR data"). */
  impressions: z.number().nullable(),
  ctr_percent: z.number().nullable(),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  comments_analyzed: z.number().int(),
  /** 0 to 100 %, null without analysed comments. */
  direction: z.number().int().nullable(),
  emotion_tags: z.array(z.enum(emotionKeys)),
  /** The most liked comments per emotion (at most 2 each), for the emotions the video's comments show. */
  top_comments: z.array(z.object({ emotion: z.enum(emotionKeys), comments: z.array(emotionCommentSchema) })),
  /** The stored extractive summary of what viewers said. */
  summary: z.array(z.object({ comment_id: z.string(), text: z.string() })),
});
export const videoEmotionsSchema = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  videos: z.array(videoEmotionSchema),
});
export type VideoEmotions = z.infer<typeof videoEmotionsSchema>;
export type VideoEmotion = z.infer<typeof videoEmotionSchema>;
