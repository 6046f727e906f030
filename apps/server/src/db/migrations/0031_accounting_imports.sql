-- The accounting area's imports part (issue 10 "Revenue uploads"): what the importer keeps of the
-- CMS report files besides the per-channel item sums of revenue_channel_months (0030).
-- Money stays exact: numeric(24,12), as YouTube writes it (up to 12 decimal places).

-- One upload (one or more files): its state while a job works on it and each file's result, so
-- that GET /api/v1/accounting/uploads/{upload_id} can answer until the state is final.
CREATE TABLE accounting_uploads (
  id uuid PRIMARY KEY,
  uploaded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  job_id text,
  file_count integer NOT NULL,
  -- The per-file results (contract accountingUploadResultSchema), in the order of the files.
  results jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX accounting_uploads_recent ON accounting_uploads (created_at DESC);

-- The month's current file of each report type: which reports are uploaded (the rest count as
-- missing and yield zero), replaced together with the rows it brought.
CREATE TABLE revenue_report_files (
  year_month text NOT NULL CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  report_type text NOT NULL,
  file_name text NOT NULL,
  row_count integer NOT NULL,
  uploaded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (year_month, report_type)
);

-- The CMS video summary's grain: per month, report type, source channel (UC-normalised, need not
-- be a network channel), video, asset (asset-level reports; '' otherwise), adjustment type and
-- revenue item, the sum of the file's rows. Daily and per-country rows are summed into the month.
CREATE TABLE revenue_video_months (
  year_month text NOT NULL,
  report_type text NOT NULL,
  channel_id text NOT NULL,
  video_id text NOT NULL,
  asset_id text NOT NULL,
  adjustment_type text NOT NULL,
  item text NOT NULL,
  title text NOT NULL,
  amount numeric(24, 12) NOT NULL
);
-- No unique key: the importer's GROUP BY makes the rows unique, and a seven-column key on a million
-- rows costs more than the month's whole COPY (issue 10 speed target). Reads go by month and type or
-- by channel.
CREATE INDEX revenue_video_months_month ON revenue_video_months (year_month, report_type);
CREATE INDEX revenue_video_months_channel ON revenue_video_months (channel_id, year_month);

-- Raised by the importer's single pass over the staged rows when a row breaks a rule; the importer
-- then looks for the first such row to name its line. VOLATILE, so the planner never folds it.
CREATE FUNCTION revenue_bad_row() RETURNS numeric
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'revenue_bad_row' USING ERRCODE = 'CHR01';
END;
$$;

-- The payment summary's lines per month (reconciliation totals), one per revenue type and
-- adjustment type, as the file labels them.
CREATE TABLE revenue_payment_lines (
  year_month text NOT NULL CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  line_no integer NOT NULL,
  revenue_type text NOT NULL,
  adjustment_type text NOT NULL,
  amount numeric(24, 12) NOT NULL,
  PRIMARY KEY (year_month, line_no)
);

-- Finance's assignment of a report channel id that is not in the network to a network channel:
-- later imports file its rows under the network channel, and the open months are moved at once.
CREATE TABLE revenue_channel_assignments (
  source_channel_id text PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  assigned_by bigint REFERENCES users (id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL DEFAULT now()
);
