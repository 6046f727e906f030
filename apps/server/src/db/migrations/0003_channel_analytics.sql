-- Channel analytics: channel profile fields (spec 3), videos, daily metrics per channel and per
-- video, audience breakdowns, comments, exchange rates, YouTube authorizations, the analytics cache.
-- Money is numeric; counts are bigint.

ALTER TABLE channels
  ADD COLUMN handle text,
  ADD COLUMN icon_url text,
  ADD COLUMN country text,
  ADD COLUMN audience_country text,
  ADD COLUMN audience_age text,
  ADD COLUMN subscribers bigint NOT NULL DEFAULT 0,
  ADD COLUMN views bigint NOT NULL DEFAULT 0,
  ADD COLUMN engagements bigint NOT NULL DEFAULT 0,
  ADD COLUMN video_count integer NOT NULL DEFAULT 0,
  -- uploads per week over the last 90 days
  ADD COLUMN update_frequency numeric(8, 2) NOT NULL DEFAULT 0,
  ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
  ADD COLUMN avg_views_video_month bigint NOT NULL DEFAULT 0,
  ADD COLUMN avg_views_video_quarter bigint NOT NULL DEFAULT 0,
  ADD COLUMN avg_views_video_year bigint NOT NULL DEFAULT 0,
  ADD COLUMN avg_views_shorts_month bigint NOT NULL DEFAULT 0,
  ADD COLUMN avg_views_shorts_quarter bigint NOT NULL DEFAULT 0,
  ADD COLUMN avg_views_shorts_year bigint NOT NULL DEFAULT 0,
  ADD COLUMN avg_views_live_month bigint NOT NULL DEFAULT 0,
  ADD COLUMN avg_views_live_quarter bigint NOT NULL DEFAULT 0,
  ADD COLUMN avg_views_live_year bigint NOT NULL DEFAULT 0,
  ADD COLUMN midroll_price numeric(14, 2),
  ADD COLUMN midroll_price_min numeric(14, 2),
  ADD COLUMN midroll_price_max numeric(14, 2),
  ADD COLUMN sponsored_price numeric(14, 2),
  ADD COLUMN sponsored_price_min numeric(14, 2),
  ADD COLUMN sponsored_price_max numeric(14, 2),
  ADD COLUMN is_new boolean NOT NULL DEFAULT false,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN hidden_scope text CHECK (hidden_scope IN ('current', 'all')),
  ADD COLUMN hidden_reason text,
  -- audience-interest setting: exactly twelve video ids, or none
  ADD COLUMN interest_video_ids text[] NOT NULL DEFAULT '{}' CHECK (cardinality(interest_video_ids) IN (0, 12)),
  ADD COLUMN data_through date,
  ADD COLUMN refreshed_at timestamptz;

CREATE TABLE videos (
  video_id text PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('video', 'short', 'live')),
  title text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  duration_seconds integer NOT NULL CHECK (duration_seconds >= 0),
  published_at timestamptz NOT NULL,
  views bigint NOT NULL DEFAULT 0,
  likes bigint NOT NULL DEFAULT 0,
  comments bigint NOT NULL DEFAULT 0,
  shares bigint NOT NULL DEFAULT 0,
  subscribers_gained bigint NOT NULL DEFAULT 0,
  privacy text NOT NULL DEFAULT 'public'
);
CREATE INDEX videos_channel_published ON videos (channel_id, published_at DESC);
CREATE INDEX videos_channel_views ON videos (channel_id, views DESC);

CREATE TABLE channel_daily_metrics (
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  day date NOT NULL,
  views bigint NOT NULL DEFAULT 0,
  watch_minutes bigint NOT NULL DEFAULT 0,
  subscribers_gained integer NOT NULL DEFAULT 0,
  subscribers_lost integer NOT NULL DEFAULT 0,
  likes integer NOT NULL DEFAULT 0,
  comments integer NOT NULL DEFAULT 0,
  shares integer NOT NULL DEFAULT 0,
  -- views by content type (they add up to views)
  video_views bigint NOT NULL DEFAULT 0,
  shorts_views bigint NOT NULL DEFAULT 0,
  live_views bigint NOT NULL DEFAULT 0,
  -- views from people not subscribed (for subscribers gained per 1000 non-subscriber views)
  non_subscriber_views bigint NOT NULL DEFAULT 0,
  impressions bigint,
  impressions_ctr numeric(7, 4),
  -- revenue in USD as YouTube reports it; null where the channel grants no revenue access
  ad_revenue numeric(14, 4),
  shorts_ad_revenue numeric(14, 4),
  premium_revenue numeric(14, 4),
  transaction_revenue numeric(14, 4),
  membership_revenue numeric(14, 4),
  super_chat_revenue numeric(14, 4),
  super_thanks_revenue numeric(14, 4),
  super_stickers_revenue numeric(14, 4),
  gross_revenue numeric(14, 4),
  PRIMARY KEY (channel_id, day)
);

CREATE TABLE video_daily_metrics (
  video_id text NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  day date NOT NULL,
  views bigint NOT NULL DEFAULT 0,
  watch_minutes bigint NOT NULL DEFAULT 0,
  likes integer NOT NULL DEFAULT 0,
  comments integer NOT NULL DEFAULT 0,
  shares integer NOT NULL DEFAULT 0,
  subscribers_gained integer NOT NULL DEFAULT 0,
  impressions bigint,
  impressions_ctr numeric(7, 4),
  gross_revenue numeric(14, 4),
  PRIMARY KEY (video_id, day)
);

-- Audience breakdowns by month (YouTube reports percentages per period).
CREATE TABLE channel_audience (
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  month date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('age_gender', 'country', 'subscribed', 'traffic_source', 'device')),
  key text NOT NULL,
  views bigint NOT NULL DEFAULT 0,
  watch_minutes bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (channel_id, month, dimension, key)
);

CREATE TABLE video_comments (
  comment_id text PRIMARY KEY,
  video_id text NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  author text NOT NULL,
  text text NOT NULL,
  language text,
  likes integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL
);
CREATE INDEX video_comments_video ON video_comments (video_id, published_at DESC);

-- One exchange rate per currency (spec 3): units of the currency per 1 USD.
CREATE TABLE exchange_rates (
  currency text PRIMARY KEY CHECK (currency IN ('TWD', 'JPY', 'USD')),
  per_usd numeric(14, 6) NOT NULL CHECK (per_usd > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- YouTube OAuth grants, the refresh token encrypted (AES-256-GCM) with a key outside the database.
CREATE TABLE youtube_authorizations (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('channel_owner', 'content_manager')),
  google_subject text,
  content_owner_id text,
  scopes text[] NOT NULL DEFAULT '{}',
  refresh_token_encrypted text NOT NULL,
  access_token_encrypted text,
  access_token_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE TABLE channel_sources (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  authorization_id bigint NOT NULL REFERENCES youtube_authorizations (id) ON DELETE CASCADE,
  last_error text,
  last_error_at timestamptz
);
CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Cached analytics results (spec 4 cache helper; spec 7 /api/frontend/cache/*).
CREATE TABLE analytics_cache (
  key text PRIMARY KEY,
  channel_id text REFERENCES channels (channel_id) ON DELETE CASCADE,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_cache_channel ON analytics_cache (channel_id);

-- Channel groups (managed in the app with the access administration; spec 3): member channels,
-- and the people who administer or use the group.
CREATE TABLE channel_groups (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE channel_group_channels (
  group_id bigint NOT NULL REFERENCES channel_groups (id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, channel_id)
);
CREATE TABLE channel_group_members (
  group_id bigint NOT NULL REFERENCES channel_groups (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'user')),
  authorization_type text NOT NULL DEFAULT 'view' CHECK (authorization_type IN ('view', 'edit')),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX channel_group_members_user ON channel_group_members (user_id);
