-- The production area's editing requests (issue 29, page videoEditor; docs/decisions/issue-29-prodedit.md):
-- a creator asks for an edit of a channel's footage, an editor takes it and delivers numbered cuts,
-- the creator comments on a cut at timecodes and approves it, the editor links the published video.

CREATE TABLE production_edit_requests (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  title text NOT NULL,
  brief text NOT NULL,
  style_references text[] NOT NULL DEFAULT '{}',
  footage_links text[] NOT NULL DEFAULT '{}',
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'in_edit', 'in_review', 'changes_requested', 'approved', 'published')),
  requested_by bigint NOT NULL REFERENCES users (id),
  -- The editor who took it (null until taken).
  editor_id bigint REFERENCES users (id),
  published_video_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'published') = (published_video_id IS NOT NULL))
);
CREATE INDEX production_edit_requests_channel ON production_edit_requests (channel_id, status);
CREATE INDEX production_edit_requests_open ON production_edit_requests (editor_id, due_date) WHERE status <> 'published';

-- Every move, with who and when (the first row: asked for, from no state).
CREATE TABLE production_edit_events (
  id bigserial PRIMARY KEY,
  request_id bigint NOT NULL REFERENCES production_edit_requests (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  actor_id bigint NOT NULL REFERENCES users (id),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX production_edit_events_request ON production_edit_events (request_id, id);

-- A resumable (tus) upload tied to a request: footage from the creator or a cut from the editor.
-- upload_key is the tus id (the file's name in DATA_DIR/production-uploads); completed_at is set
-- when the last byte has arrived, and only then is the file shown or deliverable.
CREATE TABLE production_edit_files (
  id bigserial PRIMARY KEY,
  request_id bigint NOT NULL REFERENCES production_edit_requests (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('footage', 'cut')),
  upload_key text NOT NULL UNIQUE,
  filename text NOT NULL,
  content_type text NOT NULL,
  bytes bigint NOT NULL,
  uploaded_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX production_edit_files_request ON production_edit_files (request_id);

-- A delivered cut, numbered from 1 per request: an uploaded file or a link.
CREATE TABLE production_edit_versions (
  request_id bigint NOT NULL REFERENCES production_edit_requests (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  file_id bigint REFERENCES production_edit_files (id),
  url text,
  note text NOT NULL DEFAULT '',
  delivered_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (request_id, version),
  CHECK ((file_id IS NULL) <> (url IS NULL))
);

-- A comment pinned to a timecode of one version.
CREATE TABLE production_edit_comments (
  id bigserial PRIMARY KEY,
  request_id bigint NOT NULL,
  version integer NOT NULL,
  at_seconds numeric(9, 3) NOT NULL CHECK (at_seconds >= 0),
  text text NOT NULL,
  author_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  FOREIGN KEY (request_id, version) REFERENCES production_edit_versions (request_id, version) ON DELETE CASCADE
);
CREATE INDEX production_edit_comments_version ON production_edit_comments (request_id, version, at_seconds);
