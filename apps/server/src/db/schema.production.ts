// Kysely table types of the production area (migrations 0073_production_video_runs.sql, 0083_production_demo_videos.sql).
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from './column-types.ts';

/** A field change as stored: the preview's row without its video id. */
export type StoredFieldChange = { field: string; before: unknown; after: unknown };

type Json<T> = ColumnType<T, string | undefined, string>;

export type ProductionTables = {
  production_demo_videos: {
    video_id: string;
    channel_id: string;
    title: string;
    description: Defaulted<string>;
    tags: Defaulted<string[]>;
    category_id: Defaulted<string>;
    default_language: string | null;
    localizations: Json<Record<string, { title: string; description: string }>>;
    privacy: Defaulted<string>;
    published_at: Timestamp;
  };
  production_video_runs: {
    id: Generated<number>;
    channel_id: string;
    undo_of: number | null;
    state: Defaulted<'queued' | 'running' | 'done' | 'stopped_quota' | 'failed'>;
    quota_units: number;
    job_id: string | null;
    created_by: number | null;
    created_at: Timestamp;
    finished_at: Timestamp | null;
  };
  production_video_run_items: {
    run_id: number;
    position: number;
    video_id: string;
    changes: ColumnType<StoredFieldChange[], string, string>;
    state: Defaulted<'pending' | 'applied' | 'failed' | 'not_sent'>;
    error: string | null;
  };
};

/** The publishing calendar (migration 0077_production_releases.sql). */
export type ProductionReleaseTables = {
  production_releases: {
    id: Generated<number>;
    channel_id: string;
    platform: 'youtube' | 'instagram' | 'tiktok';
    account_id: number | null;
    video_id: string | null;
    media_url: string | null;
    media_type: 'image' | 'reel' | 'video' | null;
    caption: string | null;
    publish_at: Timestamp;
    state: Defaulted<'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled'>;
    platform_ref: string | null;
    next_check_at: Timestamp | null;
    post_id: string | null;
    post_url: string | null;
    published_at: Timestamp | null;
    error: string | null;
    error_params: ColumnType<Record<string, string | number> | null, string | null, string | null>;
    created_by: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
};
