// Kysely table types of the exploration area's video search (migrations 0065, 0066): kept by
// triggers from insight_videos and videos, never written by the app.
import type { ColumnType } from 'kysely';

type ReadOnly<T> = ColumnType<T, never, never>;

export type ExplorationVideoTables = {
  exploration_video_search: {
    video_id: ReadOnly<string>;
    channel_id: ReadOnly<string>;
    terms: ReadOnly<string[]>;
    language: ReadOnly<string>;
    is_short: ReadOnly<boolean>;
    duration_seconds: ReadOnly<number>;
    published_at: ReadOnly<Date>;
    views: ReadOnly<number>;
    likes: ReadOnly<number>;
    comments: ReadOnly<number>;
    public: ReadOnly<boolean>;
  };
  /** The public searchable videos by term (0066), kept from exploration_video_search. */
  exploration_video_postings: {
    term: ReadOnly<string>;
    video_id: ReadOnly<string>;
    language: ReadOnly<string>;
    is_short: ReadOnly<boolean>;
    duration_seconds: ReadOnly<number>;
    published_at: ReadOnly<Date>;
    views: ReadOnly<number>;
    likes: ReadOnly<number>;
    comments: ReadOnly<number>;
  };
};
