-- The orders part of the reseller area (issue 12): what the order list's filters need at a million
-- orders (spec 5: product name, discount code, store, order date). No new tables; indexes only.
-- Discount codes are case-insensitive at Shopify: the code filter compares upper case.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION resell_upper_codes(codes text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(upper(c)), '{}') FROM unnest(codes) AS c $$;

-- A store's orders newest first (the list's order, and the date range per store).
CREATE INDEX shop_orders_store_date ON shop_orders (store_id, order_date DESC, order_id DESC);
-- Orders carrying a code.
CREATE INDEX shop_orders_codes ON shop_orders USING gin (resell_upper_codes(discount_codes));
-- Lines whose product name contains the words typed (ILIKE '%…%').
CREATE INDEX shop_order_lines_title ON shop_order_lines USING gin (product_title gin_trgm_ops);
-- A refund arriving before its order is found by the order when it comes.
CREATE INDEX shop_refunds_order ON shop_refunds (store_id, order_id);

-- The Shopify webhook route drains its recorded deliveries in batches (contract webhook `drain`;
-- docs/decisions.md "Reseller (issue 12)": one pg-boss job per delivery ran at 0.5 deliveries a
-- second against 1,000 a second arriving). A changed shared table (0017): the headers the topic
-- handlers need, when a delivery was processed, and its failed attempts.
ALTER TABLE webhook_deliveries
  ADD COLUMN headers jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN processed_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN error text;
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (source, id) WHERE processed_at IS NULL;
