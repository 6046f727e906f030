// Kysely table types of the insight area (0050 to 0059): the shared tables of 0050 here, each part's
// own tables in its file (schema.insight-<part>.ts), joined into InsightTables with `&`.
import type { ColumnType } from 'kysely';
import type { InsightCloudsTables } from './schema.insight-clouds.ts';
import type { InsightComparisonTables } from './schema.insight-comparison.ts';
import type { InsightSimilarTables } from './schema.insight-similar.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string | undefined, string>;
/** A timestamp with a default (now()): WithDefault<Timestamp> would nest two ColumnTypes. */
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;

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
      likes: WithDefault<number>;
      language: InsightLanguageCode;
      sentiment: InsightSentiment;
      direction: number;
      emotions: WithDefault<string[]>;
      terms: WithDefault<string[]>;
      text_hash: string;
      analyzed_at: TimestampDefault;
    };
    insight_videos: {
      video_id: string;
      channel_id: string;
      language: InsightLanguageCode;
      terms: WithDefault<string[]>;
      keywords: Json<StoredKeyword[]>;
      comments_analyzed: WithDefault<number>;
      positive: WithDefault<number>;
      neutral: WithDefault<number>;
      negative: WithDefault<number>;
      direction: number | null;
      emotions: Json<Record<string, number>>;
      emotion_tags: WithDefault<string[]>;
      summary: Json<StoredSummaryLine[]>;
      analyzed_at: TimestampDefault;
    };
    insight_channels: {
      channel_id: string;
      languages: WithDefault<string[]>;
      keywords: Json<StoredKeyword[]>;
      comments_analyzed: WithDefault<number>;
      direction: number | null;
      emotions: Json<Record<string, number>>;
      analyzed_at: TimestampDefault;
    };
    insight_term_frequencies: {
      term: string;
      videos: number;
    };
  };
