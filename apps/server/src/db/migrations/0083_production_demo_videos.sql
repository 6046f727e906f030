-- The video data manager's demo (issue 29, docs/decisions/issue-29-dataweb.md): with no Google app
-- configured outside production, the demo channel's videos answer videos.list and videos.update from
-- this table (the module's demo video API), so the page edits, applies and undoes on first start.
-- Only the demo seed writes it; a production database never has rows here.
CREATE TABLE production_demo_videos (
  video_id text PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  category_id text NOT NULL DEFAULT '22',
  default_language text,
  -- YouTube's localizations part: {"ja": {"title": …, "description": …}, …}
  localizations jsonb NOT NULL DEFAULT '{}',
  privacy text NOT NULL DEFAULT 'public',
  published_at timestamptz NOT NULL
);
CREATE INDEX production_demo_videos_channel ON production_demo_videos (channel_id);
