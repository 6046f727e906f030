// Kysely table types of the channel area's live streams (migration 0069_live_streams.sql).
import type { ColumnType } from 'kysely';
import type { Defaulted, Timestamp } from './column-types.ts';

export type LiveStreamsTable = {
  video_id: string;
  channel_id: string;
  title: string;
  status: 'upcoming' | 'live' | 'completed';
  scheduled_start: Timestamp | null;
  actual_start: Timestamp | null;
  actual_end: Timestamp | null;
  peak_concurrent_viewers: number | null;
  viewer_sum: Defaulted<number>;
  viewer_samples: Defaulted<number>;
  chat_messages: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type ChannelLiveDaysTable = {
  channel_id: string;
  day: string;
  live_views: number;
  on_demand_views: number;
  live_watch_minutes: number;
  on_demand_watch_minutes: number;
  live_revenue: string | null;
  on_demand_revenue: string | null;
};

export type ChannelLiveStateTable = {
  channel_id: string;
  broadcasts: 'read' | 'not_granted' | 'refused';
  refreshed_at: Timestamp;
};

export type LiveTables = {
  live_streams: LiveStreamsTable;
  channel_live_days: ChannelLiveDaysTable;
  channel_live_state: ChannelLiveStateTable;
};
