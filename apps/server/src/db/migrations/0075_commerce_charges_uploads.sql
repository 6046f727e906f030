-- Issue 28: delivered studio orders as charges on the creator's statement, one line per order; and the
-- course sales uploads imported by a job.
-- A ledger line may name the studio order it charges (or corrects): a statement may hold several
-- studio lines, one per order, told apart by it. No foreign key: the ledger keeps its lines whatever
-- becomes of the order (append-only, 0032).
ALTER TABLE ledger_entries ADD COLUMN studio_order_id bigint;
CREATE INDEX ledger_entries_studio_order ON ledger_entries (studio_order_id) WHERE studio_order_id IS NOT NULL;

-- A delivered order cancelled afterwards keeps its charge and gets a correction (the charge given
-- back) on the statement of the month it was cancelled in (UTC): credited_month. Never an edit.
ALTER TABLE studio_orders ADD COLUMN cancelled_at timestamptz;
ALTER TABLE studio_orders ADD COLUMN credited_month text CHECK (credited_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$');
ALTER TABLE studio_orders ADD CONSTRAINT studio_orders_credit_after_charge
  CHECK (credited_month IS NULL OR (status = 'cancelled' AND charged_month IS NOT NULL AND credited_month >= charged_month));
CREATE INDEX studio_orders_credited ON studio_orders (credited_month) WHERE credited_month IS NOT NULL;

-- A course sales export too large to import within its request (202 {upload_id}): stored, imported
-- by a job, its state and result read at GET /api/v1/courses/sales/uploads/{uploadId}.
CREATE TABLE commerce_course_uploads (
  id uuid PRIMARY KEY,
  uploaded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  channel_id text NOT NULL,
  year_month text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  job_id text,
  -- The import's result (contract courseUploadResultSchema) once the job has run.
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX commerce_course_uploads_recent ON commerce_course_uploads (created_at DESC);
