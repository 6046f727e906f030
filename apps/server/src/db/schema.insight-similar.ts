// Kysely table types of the insight area's similar part (migration 0052).
import type { ColumnType } from 'kysely';
import type { TimestampWithDefault } from './column-types.ts';

type Json<T> = ColumnType<T, string, string>;

/** A channel's profile for the similar-channel ranking (modules/insight/similar/similarity.ts). */
export type StoredSimilarProfile = {
  title: string;
  icon_url: string | null;
  language: string;
  hidden: boolean;
  subscribers: number;
  tags: string[];
  /** Shares (0 to 1) of views by audience country / age group; empty without audience data. */
  countries: Record<string, number>;
  ages: Record<string, number>;
  /** Shares of videos per length class (veryShort, short, long, veryLong); empty without videos. */
  lengths: Record<string, number>;
};

export type InsightSimilarTables = {
  insight_similar_profiles: {
    channel_id: string;
    gen: number;
    profile: Json<StoredSimilarProfile>;
    computed_at: TimestampWithDefault;
  };
  insight_custom_similar: {
    channel_id: string;
    similar_channel_id: string;
    position: number;
    updated_by: number | null;
    updated_at: TimestampWithDefault;
  };
  insight_licensing_prices: {
    channel_id: string;
    amount: ColumnType<string, string, string>;
    currency: string;
    updated_by: number | null;
    updated_at: TimestampWithDefault;
  };
};
