-- The social area (issue 27; docs/decisions/issue-27-social.md): Instagram professional accounts and
-- TikTok accounts linked to a channel by its creator (their own authorization: first-party figures),
-- the tokens (encrypted like the Google ones, the key outside the database), daily account
-- snapshots, media with their per-media insight snapshots, stories captured within their 24 hours,
-- and Instagram's follower demographics with the breakdowns it withholds.

-- A consent under way: the state the platform sends back (hashed), whose and for which channel.
CREATE TABLE social_oauth_states (
  state_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('instagram', 'tiktok')),
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX social_oauth_states_created ON social_oauth_states (created_at);

-- One platform account, linked to one channel (linking it again, to any channel, replaces the link).
-- Instagram: one long-lived access token (60 days), refreshable once it is a day old; TikTok: a
-- short access token and a rotating refresh token whose expiry is the link's.
CREATE TABLE social_accounts (
  id bigserial PRIMARY KEY,
  platform text NOT NULL CHECK (platform IN ('instagram', 'tiktok')),
  platform_user_id text NOT NULL,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  username text NOT NULL,
  display_name text,
  profile_picture_url text,
  linked_by bigint REFERENCES users (id) ON DELETE SET NULL,
  linked_at timestamptz NOT NULL,
  access_token_encrypted text,
  access_issued_at timestamptz,
  access_expires_at timestamptz,
  refresh_token_encrypted text,
  refresh_expires_at timestamptz,
  -- When the link lapses unless refreshed: Instagram's access expiry, TikTok's refresh expiry.
  token_expires_at timestamptz,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expiring', 'expired', 'revoked')),
  -- The "lapses in 7 days" mail was sent for this token_expires_at (none again until it moves).
  expiry_warned_for timestamptz,
  last_error text,
  last_error_at timestamptz,
  -- The last day whose account figures are stored.
  collected_through date,
  UNIQUE (platform, platform_user_id)
);
CREATE INDEX social_accounts_channel ON social_accounts (channel_id);
CREATE INDEX social_accounts_expiry ON social_accounts (token_expires_at) WHERE status IN ('active', 'expiring');

-- The account's figures as read each day; null: the platform gave none (never stored as zero).
-- Instagram: followers, views, reach, accounts_engaged, profile_links_taps, media_count;
-- TikTok: followers, following, likes, videos.
CREATE TABLE social_account_days (
  account_id bigint NOT NULL REFERENCES social_accounts (id) ON DELETE CASCADE,
  day date NOT NULL,
  followers bigint,
  following bigint,
  views bigint,
  reach bigint,
  accounts_engaged bigint,
  profile_links_taps bigint,
  likes bigint,
  videos integer,
  media_count integer,
  PRIMARY KEY (account_id, day)
);

-- Posts, reels, carousels, TikTok videos and captured stories, with their latest figures.
CREATE TABLE social_media (
  account_id bigint NOT NULL REFERENCES social_accounts (id) ON DELETE CASCADE,
  media_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'video', 'reel', 'carousel', 'story')),
  caption text,
  permalink text,
  thumbnail_url text,
  posted_at timestamptz NOT NULL,
  -- Stories: 24 h after posting; their figures are the last captured before then.
  expires_at timestamptz,
  views bigint, reach bigint, likes bigint, comments bigint, saves bigint, shares bigint,
  figures_at timestamptz,
  PRIMARY KEY (account_id, media_id)
);
CREATE INDEX social_media_posted ON social_media (account_id, posted_at);

-- Per-media figures as read each day (a media's history).
CREATE TABLE social_media_days (
  account_id bigint NOT NULL,
  media_id text NOT NULL,
  day date NOT NULL,
  views bigint, reach bigint, likes bigint, comments bigint, saves bigint, shares bigint,
  PRIMARY KEY (account_id, media_id, day),
  FOREIGN KEY (account_id, media_id) REFERENCES social_media (account_id, media_id) ON DELETE CASCADE
);

-- Instagram's follower demographics, the latest read per breakdown. `withheld`: Instagram gave no
-- figures because a bucket had fewer than 100 people (buckets then empty).
CREATE TABLE social_demographics (
  account_id bigint NOT NULL REFERENCES social_accounts (id) ON DELETE CASCADE,
  dimension text NOT NULL CHECK (dimension IN ('age', 'gender', 'country', 'city')),
  as_of date NOT NULL,
  withheld boolean NOT NULL,
  buckets jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (account_id, dimension)
);
