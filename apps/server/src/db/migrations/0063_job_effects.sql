-- Issue 25: jobs whose effect happens exactly once. pg-boss runs a job at least once (a worker
-- killed mid-run has its job retried); a handler with database effects writes them and this row
-- in one transaction (jobs/run-once.ts), so a retried job whose row exists does nothing. The daily
-- job progress cleanup removes rows older than the progress retention, long after pg-boss has
-- forgotten the job (it keeps finished jobs at most 7 days).
CREATE TABLE job_effects (
  job_id uuid PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_effects_applied_at ON job_effects (applied_at);
