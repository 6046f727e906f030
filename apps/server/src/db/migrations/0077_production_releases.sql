-- The production area's publishing calendar (issue 29; docs/decisions/issue-29-schedule.md): a release
-- is one planned post of a channel on one platform. YouTube: a video of the channel made private with
-- status.publishAt when it is planned, confirmed public after the time. Instagram: a container of the
-- media URL made and published (media_publish) at the time. TikTok: the Content Posting API's init
-- (PULL_FROM_URL) at the time, then its status until PUBLISH_COMPLETE. Each release keeps what the
-- platform answered (the post's id and address) or why it failed (an i18n key with its params).
CREATE TABLE production_releases (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('youtube', 'instagram', 'tiktok')),
  -- The Instagram or TikTok account linked to the channel in the social area; unlinking it leaves the
  -- release, which then fails (or stays as a record once published).
  account_id bigint REFERENCES social_accounts (id) ON DELETE SET NULL,
  video_id text,
  media_url text,
  media_type text CHECK (media_type IN ('image', 'reel', 'video')),
  caption text,
  publish_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'publishing', 'published', 'failed', 'cancelled')),
  -- Instagram's container id or TikTok's publish_id while it is processed.
  platform_ref text,
  -- When the sweep looks at a release being published again.
  next_check_at timestamptz,
  post_id text,
  post_url text,
  published_at timestamptz,
  error text,
  error_params jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((platform = 'youtube') = (video_id IS NOT NULL))
);
CREATE INDEX production_releases_channel ON production_releases (channel_id, publish_at);
CREATE INDEX production_releases_account ON production_releases (account_id, publish_at) WHERE account_id IS NOT NULL;
-- What the minute sweep works through.
CREATE INDEX production_releases_due ON production_releases (publish_at) WHERE state IN ('scheduled', 'publishing');
