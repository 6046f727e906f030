-- Access administration, part 2: channel edit locks (spec 3, 4) and issue reports (spec 3).
-- Channel groups, advertiser and reseller teams already have their tables (0001, 0003).

-- Spec 4: downloading a batch report may lock the channel's editing in the downloader's name until
-- they upload the report or update the channel individually. One lock per channel.
CREATE TABLE channel_edit_locks (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  locked_at timestamptz NOT NULL
);
CREATE INDEX channel_edit_locks_user ON channel_edit_locks (user_id);

-- Spec 3 issue report: LINE ID, submitter, explanation; answered by staff with a status, an
-- estimated completion date and a response.
CREATE TABLE problem_reports (
  id bigserial PRIMARY KEY,
  reporter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  line_number text,
  submitter text NOT NULL,
  explanation text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved', 'rejected')),
  estimated_completion_date date CHECK (estimated_completion_date BETWEEN DATE '1900-01-01' AND DATE '2099-12-31'),
  response text,
  responded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX problem_reports_reporter ON problem_reports (reporter_id, created_at DESC);
CREATE INDEX problem_reports_created ON problem_reports (created_at DESC, id DESC);
