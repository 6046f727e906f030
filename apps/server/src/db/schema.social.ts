// Kysely table types of the social area (migration 0068).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampOrNull } from './column-types.ts';

type Count = ColumnType<number | null, number | null | undefined, number | null>;
type Platform = 'instagram' | 'tiktok';
/** A medium's figures (social_media's latest, social_media_days' of a day). */
type MediaFigures = { views: Count; reach: Count; likes: Count; comments: Count; saves: Count; shares: Count };

export type SocialTables = {
  social_oauth_states: {
    state_hash: string;
    user_id: number;
    platform: Platform;
    channel_id: string;
    created_at: Timestamp;
  };
  social_accounts: {
    id: Generated<number>;
    platform: Platform;
    platform_user_id: string;
    channel_id: string;
    username: string;
    display_name: ColumnType<string | null, string | null | undefined, string | null>;
    profile_picture_url: ColumnType<string | null, string | null | undefined, string | null>;
    linked_by: ColumnType<number | null, number | null | undefined, number | null>;
    linked_at: Timestamp;
    access_token_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
    access_issued_at: TimestampOrNull;
    access_expires_at: TimestampOrNull;
    refresh_token_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
    refresh_expires_at: TimestampOrNull;
    token_expires_at: TimestampOrNull;
    status: ColumnType<
      'active' | 'expiring' | 'expired' | 'revoked',
      'active' | 'expiring' | 'expired' | 'revoked' | undefined,
      'active' | 'expiring' | 'expired' | 'revoked'
    >;
    expiry_warned_for: TimestampOrNull;
    last_error: ColumnType<string | null, string | null | undefined, string | null>;
    last_error_at: TimestampOrNull;
    collected_through: ColumnType<string | null, string | null | undefined, string | null>;
  };
  social_account_days: {
    account_id: number;
    day: string;
    followers: Count;
    following: Count;
    views: Count;
    reach: Count;
    accounts_engaged: Count;
    profile_links_taps: Count;
    likes: Count;
    videos: Count;
    media_count: Count;
  };
  social_media: {
    account_id: number;
    media_id: string;
    kind: 'image' | 'video' | 'reel' | 'carousel' | 'story';
    caption: ColumnType<string | null, string | null | undefined, string | null>;
    permalink: ColumnType<string | null, string | null | undefined, string | null>;
    thumbnail_url: ColumnType<string | null, string | null | undefined, string | null>;
    posted_at: Timestamp;
    expires_at: TimestampOrNull;
    figures_at: TimestampOrNull;
  } & MediaFigures;
  social_media_days: {
    account_id: number;
    media_id: string;
    day: string;
  } & MediaFigures;
  social_demographics: {
    account_id: number;
    dimension: 'age' | 'gender' | 'country' | 'city';
    as_of: string;
    withheld: boolean;
    buckets: ColumnType<Record<string, number>, string | undefined, string>;
  };
};
