-- The production area's video data manager (issue 29; docs/decisions/issue-29-prodvideos.md): each
-- bulk edit of a channel's video metadata is a run, applied by a job through the Data API's
-- videos.update. A run keeps, per video, every field it changes with its value before and after
-- (the preview the person saw), so a run can be undone by a run that puts the before values back,
-- and its result per video (applied, refused with why, or not sent when the quota ran out).
CREATE TABLE production_video_runs (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  -- The run this one undoes; a run is undone at most once.
  undo_of bigint REFERENCES production_video_runs (id) ON DELETE SET NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'stopped_quota', 'failed')),
  -- 50 units per videos.update, as previewed.
  quota_units integer NOT NULL CHECK (quota_units >= 0),
  job_id text,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX production_video_runs_channel ON production_video_runs (channel_id, id DESC);
CREATE UNIQUE INDEX production_video_runs_undo_once ON production_video_runs (undo_of) WHERE undo_of IS NOT NULL;

-- One video of a run: its field changes ([{field, before, after}], the preview's rows) and its result.
CREATE TABLE production_video_run_items (
  run_id bigint NOT NULL REFERENCES production_video_runs (id) ON DELETE CASCADE,
  position integer NOT NULL,
  video_id text NOT NULL,
  changes jsonb NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'applied', 'failed', 'not_sent')),
  -- An i18n key (messages) saying why the video was not updated.
  error text,
  PRIMARY KEY (run_id, video_id)
);
