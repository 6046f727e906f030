-- Issue 30: the Reporting API's downloaded reports go into the revenue import (see
-- modules/accounting/archive/reporting-import.ts). A month of a report type is imported from the
-- archived files current for it: the newest createTime per period (a backfill takes the place of
-- the file it covers, never adds to it). What each month's import read is kept here: a month whose
-- current files differ from those is imported again; one that failed for a reason in its data (a
-- closed month, a bad row) waits for different files.
CREATE TABLE reporting_imports (
  report_type_id text NOT NULL,
  year_month text NOT NULL CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  -- The archived files read, in period order (revenue_archive_files.id).
  file_ids uuid[] NOT NULL,
  status text NOT NULL CHECK (status IN ('done', 'failed')),
  records integer NOT NULL DEFAULT 0 CHECK (records >= 0),
  unmatched integer NOT NULL DEFAULT 0 CHECK (unmatched >= 0),
  -- Failed: the reason's i18n key and its parameters.
  error_code text,
  error_params jsonb,
  imported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (report_type_id, year_month)
);

-- The job-based daily estimated revenue reports (content_owner_estimated_revenue_a1 and its asset
-- sibling), per month, channel, video and asset: YouTube's estimate before the month is final. Kept
-- apart from revenue_video_months, whose rows are the final CMS figures statements are made of.
-- Rows of channels outside the network are kept too (unmatched, as in the final months).
CREATE TABLE reporting_estimated_revenue (
  year_month text NOT NULL,
  report_type_id text NOT NULL,
  channel_id text NOT NULL,
  video_id text NOT NULL,
  asset_id text NOT NULL,
  amount numeric(24, 12) NOT NULL
);
CREATE INDEX reporting_estimated_revenue_month ON reporting_estimated_revenue (year_month, report_type_id);
