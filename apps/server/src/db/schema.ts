// Kysely table types; they follow the SQL in ./migrations.
import type { PermissionEntry } from '@chorus/contract';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Defaulted, Timestamp } from './column-types.ts';
import type { AccountingTables } from './schema.accounting.ts';
import type { CollabTables } from './schema.collab.ts';
import type { CommerceTables } from './schema.commerce.ts';
import type { ExplorationTables } from './schema.exploration.ts';

import type { ExplorationVideoTables } from './schema.exploration-videos.ts';
import type { InsightTables } from './schema.insight.ts';
import type { LiveTables } from './schema.live.ts';
import type { ProductionEditTables } from './schema.production-edit-requests.ts';
import type { ProductionReleaseTables, ProductionTables } from './schema.production.ts';
import type { ReportsTables } from './schema.reports.ts';
import type { RevenueHealthTables } from './schema.revenue-health.ts';
import type { ResellTables } from './schema.resell.ts';
import type { SocialTables } from './schema.social.ts';

export type UsersTable = {
  id: Generated<number>;
  email: string;
  account: string | null;
  password_hash: string;
  account_type: string;
  name: string;
  phone: string | null;
  gender: ColumnType<string, string | undefined, string>;
  language: ColumnType<string, string | undefined, string>;
  currency: ColumnType<string, string | undefined, string>;
  avatar_id: string | null;
  logo_id: string | null;
  is_register_by_email: ColumnType<boolean, boolean | undefined, boolean>;
  donate_account: string | null;
  like_list: ColumnType<string[], string[] | undefined, string[]>;
  identity_type: string | null;
  identity_number: string | null;
  uniform_numbers: string | null;
  date_of_birth: string | null;
  residence_address: string | null;
  current_address: string | null;
  company_address: string | null;
  beneficiary_bank_name: string | null;
  beneficiary_bank_code: string | null;
  beneficiary_account_number: string | null;
  beneficiary_account_name: string | null;
  has_cms_permissions: ColumnType<boolean, boolean | undefined, boolean>;
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  last_login_attempt_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_login_at: Timestamp | null;
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  deleted_at: Timestamp | null;
  /** Invited, waiting for the first password (0010_access_admin.sql). */
  pending_invitation: ColumnType<boolean, boolean | undefined, boolean>;
};

/** numeric columns arrive as strings (exact); written as strings or numbers. */
type Numeric = ColumnType<string, string | number, string | number>;
type NumericOrNull = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export type ChannelsTable = {
  channel_id: string;
  title: string;
  source_type: 'Freedom' | 'Little_Five' | 'YT';
  language: 'zh' | 'en' | 'ja';
  created_at: ColumnType<Date, Date | string | undefined, never>;
  handle: string | null;
  icon_url: string | null;
  country: string | null;
  audience_country: string | null;
  audience_age: string | null;
  subscribers: Defaulted<number>;
  views: Defaulted<number>;
  engagements: Defaulted<number>;
  video_count: Defaulted<number>;
  update_frequency: ColumnType<string, string | number | undefined, string | number>;
  tags: Defaulted<string[]>;
  avg_views_video_month: Defaulted<number>;
  avg_views_video_quarter: Defaulted<number>;
  avg_views_video_year: Defaulted<number>;
  avg_views_shorts_month: Defaulted<number>;
  avg_views_shorts_quarter: Defaulted<number>;
  avg_views_shorts_year: Defaulted<number>;
  avg_views_live_month: Defaulted<number>;
  avg_views_live_quarter: Defaulted<number>;
  avg_views_live_year: Defaulted<number>;
  midroll_price: NumericOrNull;
  midroll_price_min: NumericOrNull;
  midroll_price_max: NumericOrNull;
  sponsored_price: NumericOrNull;
  sponsored_price_min: NumericOrNull;
  sponsored_price_max: NumericOrNull;
  is_new: Defaulted<boolean>;
  hidden: Defaulted<boolean>;
  hidden_scope: 'current' | 'all' | null;
  hidden_reason: string | null;
  interest_video_ids: Defaulted<string[]>;
  /** Generated (0013): lower-cased title, id, handle and tags, joined by line breaks; read-only. */
  search_text: ColumnType<string, never, never>;
  /** Generated (0041): the tags lower-cased, for the creator search; read-only. */
  tags_lower: ColumnType<string[], never, never>;
  data_through: string | null;
  refreshed_at: Timestamp | null;
};

export type VideosTable = {
  video_id: string;
  channel_id: string;
  kind: 'video' | 'short' | 'live';
  title: string;
  tags: Defaulted<string[]>;
  duration_seconds: number;
  published_at: Timestamp;
  views: Defaulted<number>;
  likes: Defaulted<number>;
  comments: Defaulted<number>;
  shares: Defaulted<number>;
  subscribers_gained: Defaulted<number>;
  privacy: Defaulted<string>;
};

export type ChannelDailyMetricsTable = {
  channel_id: string;
  day: string;
  views: Defaulted<number>;
  watch_minutes: Defaulted<number>;
  subscribers_gained: Defaulted<number>;
  subscribers_lost: Defaulted<number>;
  likes: Defaulted<number>;
  comments: Defaulted<number>;
  shares: Defaulted<number>;
  video_views: Defaulted<number>;
  shorts_views: Defaulted<number>;
  live_views: Defaulted<number>;
  non_subscriber_views: Defaulted<number>;
  impressions: number | null;
  impressions_ctr: NumericOrNull;
  ad_revenue: NumericOrNull;
  shorts_ad_revenue: NumericOrNull;
  premium_revenue: NumericOrNull;
  transaction_revenue: NumericOrNull;
  membership_revenue: NumericOrNull;
  super_chat_revenue: NumericOrNull;
  super_thanks_revenue: NumericOrNull;
  super_stickers_revenue: NumericOrNull;
  gross_revenue: NumericOrNull;
};

/** A channel day's YouTube counts, in the table's order: a refresh rewrites all of them (the revenue and impressions it may lack keep theirs). */
export const CHANNEL_DAY_COUNTS = [
  'views',
  'watch_minutes',
  'subscribers_gained',
  'subscribers_lost',
  'likes',
  'comments',
  'shares',
  'video_views',
  'shorts_views',
  'live_views',
  'non_subscriber_views',
] as const satisfies readonly (keyof ChannelDailyMetricsTable)[];

/** A channel day's revenue by source, in the order of the contract's `revenueTypes` (the gross is its own column). */
export const CHANNEL_DAY_REVENUES = [
  'ad_revenue',
  'shorts_ad_revenue',
  'premium_revenue',
  'transaction_revenue',
  'membership_revenue',
  'super_chat_revenue',
  'super_thanks_revenue',
  'super_stickers_revenue',
] as const satisfies readonly (keyof ChannelDailyMetricsTable)[];

export type VideoDailyMetricsTable = {
  video_id: string;
  /** Filled from the video by a trigger when not given (0004_video_daily_by_channel.sql). */
  channel_id: ColumnType<string, string | undefined, string>;
  day: string;
  views: Defaulted<number>;
  watch_minutes: Defaulted<number>;
  likes: Defaulted<number>;
  comments: Defaulted<number>;
  shares: Defaulted<number>;
  subscribers_gained: Defaulted<number>;
  impressions: number | null;
  impressions_ctr: NumericOrNull;
  gross_revenue: NumericOrNull;
};

/** Per-video sums by week, kept by triggers on video_daily_metrics (0020_video_weekly_metrics.sql); never written by the app. */
export type VideoWeeklyMetricsTable = {
  channel_id: string;
  /** The week's Monday. */
  week: string;
  video_id: string;
  days: number;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  subscribers_gained: number;
  /** Days with revenue; gross_revenue is their sum (0 and meaningless without any). */
  revenue_days: number;
  gross_revenue: string;
};

/** Each channel's data generation and the one its kept answers were computed for (0021_channel_answers.sql); written by modules/channels/precomputed-answers.ts and triggers. */
export type ChannelAnswerStateTable = {
  channel_id: string;
  gen: Defaulted<number>;
  answered_gen: Defaulted<number>;
  answered_day: string | null;
};

/** A channel page's answer as sent (gzip of its JSON when gzipped), kept for one generation (0021). */
export type ChannelAnswersTable = { channel_id: string; key: string; gen: number; gzipped: boolean; body: Buffer };

export type ChannelAudienceTable = {
  channel_id: string;
  month: string;
  dimension: 'age_gender' | 'country' | 'subscribed' | 'traffic_source' | 'device';
  key: string;
  views: Defaulted<number>;
  watch_minutes: Defaulted<number>;
};

export type VideoCommentsTable = {
  comment_id: string;
  video_id: string;
  author: string;
  text: string;
  language: string | null;
  likes: Defaulted<number>;
  published_at: Timestamp;
  /** Last edit (YouTube's updatedAt); null for comments stored before it was kept. */
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type ExchangeRatesTable = { currency: 'TWD' | 'JPY' | 'USD'; per_usd: Numeric; updated_at: ColumnType<Date, Date | string | undefined, Date | string> };

export type YoutubeAuthorizationsTable = {
  id: Generated<number>;
  user_id: number;
  role: 'channel_owner' | 'content_manager';
  google_subject: string | null;
  content_owner_id: string | null;
  scopes: Defaulted<string[]>;
  refresh_token_encrypted: string;
  access_token_encrypted: string | null;
  access_token_expires_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  revoked_at: Timestamp | null;
};

export type ChannelSourcesTable = { channel_id: string; authorization_id: number; last_error: string | null; last_error_at: Timestamp | null };
export type OauthStatesTable = { state: string; user_id: number; role: string; created_at: Timestamp };
export type AnalyticsCacheTable = {
  key: string;
  channel_id: string | null;
  value: unknown;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type ChannelGroupsTable = {
  id: Generated<number>;
  name: string;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};
export type ChannelGroupChannelsTable = { group_id: number; channel_id: string };
export type ChannelGroupMembersTable = { group_id: number; user_id: number; role: 'admin' | 'user'; authorization_type: Defaulted<'view' | 'edit'> };

export type ChannelMembersTable = {
  channel_id: string;
  user_id: number;
  member_type: 'owner' | 'staff' | 'member';
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type AdvertisersTable = {
  id: Generated<number>;
  name: string;
  kind: ColumnType<'advertiser' | 'reseller', 'advertiser' | 'reseller' | undefined, 'advertiser' | 'reseller'>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type AdvertiserMembersTable = {
  advertiser_id: number;
  user_id: number;
  role: 'adsOwner' | 'adsClient' | 'adsMember';
};

/** A row is the contract's permission entry, owned by a user. */
export type UserPermissionsTable = PermissionEntry & {
  id: Generated<number>;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type SessionsTable = {
  id: string;
  user_id: number;
  real_user_id: number | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  /** Wrong current passwords on a password change in this session (0019); the fifth ends it. */
  password_check_failures: Generated<number>;
};

export type RefreshTokensTable = {
  token_hash: string;
  session_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  /** The token this one was rotated into. */
  successor_hash: string | null;
  /** That successor, sealed with a key derived from this token; null once it is no longer live. */
  successor_sealed: string | null;
};

/** 0062: one fixed window of sign-in requests per client address, shared by every process. */
export type AddressThrottleTable = {
  key: string;
  window_start: Timestamp;
  hits: number;
};

export type LoginChallengesTable = {
  id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  blocked_until: Timestamp | null;
};

export type PasswordResetTokensTable = {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type FilesTable = {
  id: string;
  owner_user_id: number | null;
  kind: string;
  mime_type: string;
  byte_size: number;
  storage_key: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type AppSettingsTable = { key: string; value: string };

export type Database = {
  users: UsersTable;
  channels: ChannelsTable;
  channel_members: ChannelMembersTable;
  advertisers: AdvertisersTable;
  advertiser_members: AdvertiserMembersTable;
  user_permissions: UserPermissionsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_challenges: LoginChallengesTable;
  address_throttle: AddressThrottleTable;
  password_reset_tokens: PasswordResetTokensTable;
  files: FilesTable;
  app_settings: AppSettingsTable;
  videos: VideosTable;
  channel_daily_metrics: ChannelDailyMetricsTable;
  video_daily_metrics: VideoDailyMetricsTable;
  video_weekly_metrics: VideoWeeklyMetricsTable;
  channel_audience: ChannelAudienceTable;
  channel_answer_state: ChannelAnswerStateTable;
  channel_answers: ChannelAnswersTable;
  video_comments: VideoCommentsTable;
  exchange_rates: ExchangeRatesTable;
  youtube_authorizations: YoutubeAuthorizationsTable;
  channel_sources: ChannelSourcesTable;
  oauth_states: OauthStatesTable;
  analytics_cache: AnalyticsCacheTable;
  channel_groups: ChannelGroupsTable;
  channel_group_channels: ChannelGroupChannelsTable;
  channel_group_members: ChannelGroupMembersTable;
  // ---- access administration (0010) ----
  audit_log: AuditLogTable;
  invitations: InvitationsTable;
  // ---- groups, teams, ownership, issue reports (0011) ----
  channel_edit_locks: ChannelEditLocksTable;
  problem_reports: ProblemReportsTable;
  // ---- job progress (0016) ----
  job_progress: JobProgressTable;
  // ---- job effects applied (0063) ----
  job_effects: JobEffectsTable;
  // ---- webhook deliveries (0017) ----
  webhook_deliveries: WebhookDeliveriesTable;
} & AccountingTables &
  CollabTables &
  ResellTables &
  InsightTables &
  ReportsTables &
  ExplorationTables &
  ExplorationVideoTables &
  CommerceTables &
  LiveTables &
  SocialTables &
  ProductionEditTables &
  ProductionTables &
  ProductionReleaseTables &
  RevenueHealthTables;

// ---- groups, teams, ownership, issue reports (0011) ----
export type ChannelEditLocksTable = { channel_id: string; user_id: number; locked_at: Timestamp };
export type ProblemReportsTable = {
  id: Generated<number>;
  reporter_id: number;
  line_number: string | null;
  submitter: string;
  explanation: string;
  status: Defaulted<'open' | 'in_progress' | 'resolved' | 'rejected'>;
  estimated_completion_date: string | null;
  response: string | null;
  responded_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

// ---- access administration (issue 4, 0010_access_admin.sql) ----
export type AuditLogTable = {
  id: GeneratedAlways<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  action: string;
  actor_id: number | null;
  real_actor_id: number | null;
  target_user_id: number | null;
  target_type: string | null;
  target_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  ip: string | null;
};

export type InvitationsTable = {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  name: string;
  account_type: string;
  channel_id: string | null;
  member_type: 'staff' | 'member' | null;
  /** A team invitation (0014): the team joined on acceptance, with this team role. */
  advertiser_id: ColumnType<number | null, number | null | undefined, number | null>;
  ads_role: ColumnType<'adsOwner' | 'adsClient' | 'adsMember' | null, 'adsOwner' | 'adsClient' | 'adsMember' | null | undefined, never>;
  invited_by: number | null;
  real_invited_by: number | null;
  language: ColumnType<string, string | undefined, string>;
  token_hash: string;
  created_at: Timestamp;
  sent_at: Timestamp;
  send_count: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: number | null;
};

// ---- job progress (0016_job_progress.sql) ----
export type JobProgressState = 'queued' | 'running' | 'done' | 'failed';
export type JobProgressTable = {
  job_id: string;
  name: string;
  owner_user_id: number | null;
  /** An i18n key (messages namespace). */
  label: string | null;
  state: JobProgressState;
  done: Defaulted<number>;
  total: number | null;
  /** An i18n key (messages namespace) with its parameters. */
  message_key: string | null;
  message_params: ColumnType<Record<string, string | number>, string | undefined, string>;
  started_at: Timestamp | null;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
};

// ---- job effects applied (0063_job_effects.sql; jobs/run-once.ts) ----
export type JobEffectsTable = { job_id: string; applied_at: Defaulted<Date> };

// ---- webhook deliveries (0017_webhook_deliveries.sql) ----
export type WebhookDeliveriesTable = {
  id: GeneratedAlways<number>;
  source: string;
  delivery_id: string;
  received_at: Timestamp;
  payload: ColumnType<unknown, string, string>;
  job_id: string | null;
  // 0045 (resell orders): drained deliveries (route `webhook.drain`)
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  processed_at: Timestamp | null;
  attempts: Generated<number>;
  error: string | null;
};
