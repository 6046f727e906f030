// Kysely table types of the exploration area's video search (migrations 0065, 0066): kept by
// triggers from insight_videos and videos, never written by the app.
import type { ColumnType } from 'kysely';

type ReadOnly<T> = ColumnType<T, never, never>;

/** What the filters and sorts read of a video, in both tables. */
type SearchedFigures = {
  video_id: ReadOnly<string>;
  language: ReadOnly<string>;
  is_short: ReadOnly<boolean>;
  duration_seconds: ReadOnly<number>;
  published_at: ReadOnly<Date>;
  views: ReadOnly<number>;
  likes: ReadOnly<number>;
  comments: ReadOnly<number>;
};

export type ExplorationVideoTables = {
  exploration_video_search: SearchedFigures & { channel_id: ReadOnly<string>; terms: ReadOnly<string[]>; public: ReadOnly<boolean> };
  /** The public searchable videos by term (0066), kept from exploration_video_search. */
  exploration_video_postings: SearchedFigures & { term: ReadOnly<string> };
};
