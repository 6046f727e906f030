// Port: which channels a person may open, and the channel rows every channel-scoped request reads
// (modules/channels/channel-access.ts and channel-catalog.ts).
import type pg from 'pg';
import type { ChannelPrices } from '../db/channel-prices.ts';
import type { UserProfile } from './user-directory.ts';

export type ChannelMeta = {
  channel_id: string;
  title: string;
  handle: string | null;
  icon_url: string | null;
  source_type: 'Freedom' | 'Little_Five' | 'YT';
  language: 'zh' | 'en' | 'ja';
  subscribers: number;
  views: number;
  video_count: number;
  /** The last day with complete figures: `channels.data_through`, else the last day with a daily row. */
  data_through: string | null;
  /** The first day with a daily row. */
  data_from: string | null;
  refreshed_at: Date | null;
  interest_video_ids: string[];
  /** Changes whenever anything the analytics answers depend on changes; part of their cache keys. */
  version: string;
} & ChannelPrices;

/** The channel rows, cached in memory (one lookup per request, usually from memory). */
export interface ChannelCatalog {
  get(channelId: string): Promise<ChannelMeta | null>;
  invalidate(channelId: string): void;
  /** Every channel may have changed (the invalidation bus's connection dropped). */
  invalidateAll(): void;
  /** Reads through this pool from now on (the analytics pool). */
  usePool(pool: pg.Pool): void;
}

export interface ChannelAccess {
  /** The channel rows, shared with the analytics service. */
  readonly catalog: ChannelCatalog;
  canSee(profile: UserProfile, channelId: string): Promise<boolean>;
}
