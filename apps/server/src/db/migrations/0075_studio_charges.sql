-- Issue 28: delivered studio orders as charges on the creator's statement, one line per order.
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
