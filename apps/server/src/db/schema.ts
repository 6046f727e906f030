// Kysely table types; they follow the SQL in ./migrations.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

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
};

export type ChannelsTable = {
  channel_id: string;
  title: string;
  source_type: 'Freedom' | 'Little_Five' | 'YT';
  language: 'zh' | 'en' | 'ja';
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

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

export type UserPermissionsTable = {
  id: Generated<number>;
  user_id: number;
  function: string;
  item: string;
  api_config_id: number | null;
  api_name: string | null;
  global: boolean;
  channel_ids: string[];
  content_ids: string[];
  channel_group_ids: number[];
  advertiser_ids: number[];
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
};

export type RefreshTokensTable = {
  token_hash: string;
  session_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
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
  password_reset_tokens: PasswordResetTokensTable;
  files: FilesTable;
  app_settings: AppSettingsTable;
};
