// Kysely table types of the insight area's clouds part (migration 0053): cached search keywords.
import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.ts';

type Day = ColumnType<string, string, string>;
type Bigint = ColumnType<number, number | string, number | string>;

export type InsightCloudsTables = {
  insight_search_keyword_fetches: {
    channel_id: string;
    start_day: Day;
    end_day: Day;
    fetched_at: Timestamp;
    error: string | null;
  };
  insight_search_keywords: {
    channel_id: string;
    rank: number;
    term: string;
    views: Bigint;
  };
};
