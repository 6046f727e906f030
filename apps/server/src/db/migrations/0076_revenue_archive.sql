-- The revenue archive and reconciliation of the accounting area (issue 30). Every report file that
-- reached Chorus, uploaded by finance or downloaded from YouTube's Reporting API, is kept as it was
-- received: its bytes in the data folder's storage (storage_key; files reach 2 GiB, so never a bytea
-- column), its description and content hash here. Rows are never updated or deleted.
CREATE TABLE revenue_archive_files (
  id uuid PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('upload', 'reporting_api')),
  -- A CMS report type (classify-report.ts) for uploads, a Reporting API report type id for downloads.
  report_type text NOT NULL,
  -- The file's version as its name or report type gives it ('v1-1', 'a1'); '' when it gives none.
  version text NOT NULL DEFAULT '',
  period_start date NOT NULL,
  period_end date NOT NULL CHECK (period_end >= period_start),
  file_name text NOT NULL,
  content_type text NOT NULL,
  bytes bigint NOT NULL CHECK (bytes >= 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text NOT NULL UNIQUE,
  -- Reporting API downloads: YouTube's report id and createTime (a backfill is a new id, later createTime).
  youtube_report_id text UNIQUE,
  youtube_create_time timestamptz,
  received_at timestamptz NOT NULL DEFAULT now(),
  received_by bigint REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((source = 'reporting_api') = (youtube_report_id IS NOT NULL))
);
-- The archive of a month lists the files whose period touches it.
CREATE INDEX revenue_archive_files_period ON revenue_archive_files (period_start, period_end);

-- The Reporting API jobs Chorus created (one per report type, created once).
CREATE TABLE reporting_jobs (
  report_type_id text PRIMARY KEY,
  job_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every report YouTube listed (job-based and system-managed), with when YouTube deletes it: the
-- daily job archives it; one not archived 7 days before deletion raises an alert to finance (once).
CREATE TABLE reporting_listed_reports (
  report_id text PRIMARY KEY,
  job_id text NOT NULL,
  report_type_id text NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  create_time timestamptz NOT NULL,
  download_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  archive_file_id uuid REFERENCES revenue_archive_files (id),
  alerted_at timestamptz,
  listed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reporting_listed_reports_pending ON reporting_listed_reports (expires_at) WHERE archive_file_id IS NULL;

-- Finance's threshold for the estimated / final reconciliation: a channel's month is flagged when
-- |final - estimated| exceeds this percentage of the estimate. One row.
CREATE TABLE reconciliation_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  threshold_percent numeric(6, 2) NOT NULL DEFAULT 5 CHECK (threshold_percent >= 0 AND threshold_percent <= 1000),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO reconciliation_settings (id) VALUES (true);
