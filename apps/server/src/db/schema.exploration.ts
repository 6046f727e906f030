// Kysely table types of the exploration area (migration 0063).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampWithDefault } from './column-types.ts';

type NumericOrNull = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export type ExplorationTables = {
  exploration_channels: {
    channel_id: string;
    title: string;
    description: ColumnType<string, string | undefined, string>;
    icon_url: string | null;
    country: string | null;
    declared_language: string | null;
    language: 'zh-TW' | 'ja' | 'en' | 'other' | null;
    subscribers: number | null;
    views: number | null;
    video_count: number | null;
    topics: ColumnType<string[], string[] | undefined, string[]>;
    contact_email: string | null;
    median_views_last10: number | null;
    shorts_share: NumericOrNull;
    uploads_per_week: NumericOrNull;
    avg_duration_seconds: number | null;
    last_upload_at: Timestamp | null;
    fetched_at: Timestamp;
    figures_at: Timestamp | null;
    search_text: ColumnType<string, never, never>;
  };
  exploration_searches: {
    search_key: string;
    kind: 'channel' | 'video';
    result_ids: string[];
    pages: number;
    next_page_token: string | null;
    /** YouTube's estimate of the results (pageInfo.totalResults); null for channel searches. */
    total_results: ColumnType<number | null, number | null | undefined, number | null>;
    enrichment_job_id: string | null;
    searched_by: number | null;
    searched_at: Timestamp;
  };
  exploration_search_quota: { day: string; calls: ColumnType<number, number | undefined, number> };
  exploration_prospect_lists: { id: Generated<number>; name: string; created_by: number | null; created_at: TimestampWithDefault };
  exploration_prospects: {
    id: Generated<number>;
    list_id: number;
    channel_id: string;
    status: ColumnType<ProspectStatusColumn, ProspectStatusColumn | undefined, ProspectStatusColumn>;
    owner_id: number | null;
    notes: ColumnType<string, string | undefined, string>;
    stage_dates: ColumnType<Record<string, string>, string | undefined, string>;
    invitation_id: number | null;
    created_by: number | null;
    created_at: TimestampWithDefault;
    updated_at: TimestampWithDefault;
  };
};
type ProspectStatusColumn = 'found' | 'contacted' | 'replied' | 'negotiating' | 'signed' | 'declined';
