-- Foundation: people, channels and advertisers they belong to, sessions, sign-in and reset state.
-- Only SQL that PostgreSQL 15 understands.

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  account text,
  password_hash text NOT NULL,
  account_type text NOT NULL,
  name text NOT NULL,
  phone text,
  gender text NOT NULL DEFAULT 'secret' CHECK (gender IN ('secret', 'male', 'female')),
  language text NOT NULL DEFAULT 'zh-TW' CHECK (language IN ('zh-TW', 'ja', 'en')),
  currency text NOT NULL DEFAULT 'TWD' CHECK (currency IN ('TWD', 'JPY', 'USD')),
  avatar_id uuid,
  logo_id uuid,
  is_register_by_email boolean NOT NULL DEFAULT true,
  donate_account text,
  like_list text[] NOT NULL DEFAULT '{}',
  identity_type text CHECK (identity_type IN ('person', 'company')),
  identity_number text,
  uniform_numbers text,
  date_of_birth date,
  residence_address text,
  current_address text,
  company_address text,
  beneficiary_bank_name text,
  beneficiary_bank_code text,
  beneficiary_account_number text,
  beneficiary_account_name text,
  has_cms_permissions boolean NOT NULL DEFAULT false,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_account_key ON users (lower(account)) WHERE account IS NOT NULL;

CREATE TABLE channels (
  channel_id text PRIMARY KEY,
  title text NOT NULL,
  source_type text NOT NULL CHECK (source_type IN ('Freedom', 'Little_Five', 'YT')),
  language text NOT NULL CHECK (language IN ('zh', 'en', 'ja')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE channel_members (
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_type text NOT NULL CHECK (member_type IN ('owner', 'staff', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel_id, user_id)
);
-- Spec 6: only one owner per channel.
CREATE UNIQUE INDEX channel_members_one_owner ON channel_members (channel_id) WHERE member_type = 'owner';
CREATE INDEX channel_members_user ON channel_members (user_id);

CREATE TABLE advertisers (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL DEFAULT 'advertiser' CHECK (kind IN ('advertiser', 'reseller')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE advertiser_members (
  advertiser_id bigint NOT NULL REFERENCES advertisers (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('adsOwner', 'adsClient', 'adsMember')),
  PRIMARY KEY (advertiser_id, user_id)
);
CREATE INDEX advertiser_members_user ON advertiser_members (user_id);

CREATE TABLE user_permissions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  function text NOT NULL,
  item text NOT NULL,
  api_config_id integer,
  api_name text,
  global boolean NOT NULL DEFAULT false,
  channel_ids text[] NOT NULL DEFAULT '{}',
  content_ids text[] NOT NULL DEFAULT '{}',
  channel_group_ids bigint[] NOT NULL DEFAULT '{}',
  advertiser_ids bigint[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_permissions_user ON user_permissions (user_id);

-- A session is one sign-in; its refresh tokens form one rotation family.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  real_user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE login_challenges (
  id uuid PRIMARY KEY,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  blocked_until timestamptz
);
CREATE INDEX login_challenges_expiry ON login_challenges (expires_at);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id, created_at);

CREATE TABLE files (
  id uuid PRIMARY KEY,
  owner_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL,
  mime_type text NOT NULL,
  byte_size integer NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
