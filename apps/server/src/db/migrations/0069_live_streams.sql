-- Live streams of the channel area (issue 27, the videoStream page). Written by the YouTube refresh
-- (modules/youtube/live-snapshot.ts) and the demo seed; read by modules/channels/live.
--   live_streams       one row per broadcast the refresh saw: the Data API's liveStreamingDetails
--                      (videos.list), and liveBroadcasts.list where the owner granted it.
--   channel_live_days  the channel's live against on-demand split per day (Analytics API
--                      dimensions=day,liveOrOnDemand).
--   channel_live_state what the last refresh could read of the owner-only liveBroadcasts.list.
-- A missing figure is NULL ("not available"), never 0. Super Chat and Super Sticker revenue are not
-- kept here: they are read from the CMS revenue tables of the accounting area (revenue_video_months).
CREATE TABLE live_streams (
  video_id text PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  title text NOT NULL,
  status text NOT NULL CHECK (status IN ('upcoming', 'live', 'completed')),
  scheduled_start timestamptz,
  actual_start timestamptz,
  actual_end timestamptz,
  -- concurrentViewers is only given while the stream is live: each refresh during it adds a sample
  -- (the average is viewer_sum / viewer_samples; no sample, no peak and no average).
  peak_concurrent_viewers integer CHECK (peak_concurrent_viewers >= 0),
  viewer_sum bigint NOT NULL DEFAULT 0 CHECK (viewer_sum >= 0),
  viewer_samples integer NOT NULL DEFAULT 0 CHECK (viewer_samples >= 0),
  -- liveBroadcasts statistics.totalChatCount (owner's grant, while live): the highest count seen.
  chat_messages bigint CHECK (chat_messages >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((viewer_samples = 0) = (peak_concurrent_viewers IS NULL))
);
CREATE INDEX live_streams_channel_start ON live_streams (channel_id, (coalesce(actual_start, scheduled_start)) DESC);

CREATE TABLE channel_live_days (
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  day date NOT NULL,
  live_views bigint NOT NULL CHECK (live_views >= 0),
  on_demand_views bigint NOT NULL CHECK (on_demand_views >= 0),
  live_watch_minutes bigint NOT NULL CHECK (live_watch_minutes >= 0),
  on_demand_watch_minutes bigint NOT NULL CHECK (on_demand_watch_minutes >= 0),
  -- NULL: the grant has no revenue access, or Google refused revenue by liveOrOnDemand.
  live_revenue numeric(24, 12),
  on_demand_revenue numeric(24, 12),
  PRIMARY KEY (channel_id, day)
);

CREATE TABLE channel_live_state (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  -- read: liveBroadcasts.list answered; not_granted: the channel is linked through a content
  -- manager, not its owner; refused: Google refused the owner's grant (live streaming not enabled).
  broadcasts text NOT NULL CHECK (broadcasts IN ('read', 'not_granted', 'refused')),
  refreshed_at timestamptz NOT NULL
);
