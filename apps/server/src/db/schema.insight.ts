// Kysely table types of the insight area (0050 to 0059): the shared tables of 0050 here, each part's
// own tables in its file (schema.insight-<part>.ts), joined into InsightTables with `&`.
import type { ColumnType } from 'kysely';
import type { Defaulted, Timestamp, TimestampWithDefault } from './column-types.ts';
import type { InsightCloudsTables } from './schema.insight-clouds.ts';
import type { InsightComparisonTables } from './schema.insight-comparison.ts';
import type { InsightSimilarTables } from './schema.insight-similar.ts';

type Json<T> = ColumnType<T, string | undefined, string>;

export type InsightLanguageCode = 'zh-TW' | 'ja' | 'en' | 'other';
export type InsightSentiment = 'positive' | 'neutral' | 'negative';
/** A keyword and its TF-IDF score, best first. */
export type StoredKeyword = { term: string; score: number };
/** An extractive summary's sentence: the comment it comes from and the text kept. */
export type StoredSummaryLine = { comment_id: string; text: string };

export type InsightTables = InsightCloudsTables &
  InsightComparisonTables &
  InsightSimilarTables & {
    // ---- shared (0050) ----
    insight_comments: {
      comment_id: string;
      video_id: string;
      channel_id: string;
      published_at: Timestamp;
      likes: Defaulted<number>;
      language: InsightLanguageCode;
      sentiment: InsightSentiment;
      direction: number;
      emotions: Defaulted<string[]>;
      terms: Defaulted<string[]>;
      text_hash: string;
      analyzed_at: TimestampWithDefault;
    };
    insight_videos: {
      video_id: string;
      channel_id: string;
      language: InsightLanguageCode;
      terms: Defaulted<string[]>;
      keywords: Json<StoredKeyword[]>;
      comments_analyzed: Defaulted<number>;
      positive: Defaulted<number>;
      neutral: Defaulted<number>;
      negative: Defaulted<number>;
      direction: number | null;
      emotions: Json<Record<string, number>>;
      emotion_tags: Defaulted<string[]>;
      summary: Json<StoredSummaryLine[]>;
      analyzed_at: TimestampWithDefault;
    };
    insight_channels: {
      channel_id: string;
      languages: Defaulted<string[]>;
      keywords: Json<StoredKeyword[]>;
      comments_analyzed: Defaulted<number>;
      direction: number | null;
      emotions: Json<Record<string, number>>;
      analyzed_at: TimestampWithDefault;
    };
    insight_term_frequencies: {
      term: string;
      videos: number;
    };
  };
