-- Progress of long tasks run as jobs (apps/server/src/jobs): one row per pg-boss job, so the web app
-- can show any long task (GET /api/v1/jobs/:jobId). The job registry writes it: `queued` when the
-- job is sent, `running` / `done` / `failed` around its handler, and the handler's progress at most
-- once a second in between. pg-boss keeps no progress of its own.
--
-- The message is an i18n key of the `messages` namespace plus its parameters, never literal text,
-- so each reader sees it in their own language.
CREATE TABLE job_progress (
  job_id uuid PRIMARY KEY,
  name text NOT NULL,
  -- Who started the task and may follow it (admin and super staff see every job); null for the
  -- jobs nobody asked for (schedules).
  owner_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- What the task is, as an i18n key of the `messages` namespace.
  label text,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
  -- Null while the size of the task is not known.
  total integer CHECK (total >= 0),
  message_key text,
  message_params jsonb NOT NULL DEFAULT '{}',
  started_at timestamptz,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz
);

CREATE INDEX job_progress_owner ON job_progress (owner_user_id) WHERE owner_user_id IS NOT NULL;
