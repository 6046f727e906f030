-- Issue 23 "accounting truth": a month's statements are posted from its sources (the revenue
-- reports, the deductions, the unmatched rows finance assigns). Each change of a month's sources is
-- noted here in the writer's transaction; posting the month marks the changes it saw. A month whose
-- statements are posted and which has a change not yet posted is "statements out of date"
-- (accounting/source-changes.ts). Rows are only added and marked, so concurrent writers never wait
-- on one another here.
CREATE TABLE accounting_source_changes (
  id bigserial PRIMARY KEY,
  year_month text NOT NULL CHECK (year_month ~ '^[0-9]{6}$'),
  -- the report type, 'deductions' or 'assignment'
  source text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  posted boolean NOT NULL DEFAULT false
);
CREATE INDEX accounting_source_changes_unposted ON accounting_source_changes (year_month) WHERE NOT posted;
