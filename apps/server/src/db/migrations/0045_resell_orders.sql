-- The orders part of the reseller area (issue 12): what the order list's filters need at a million
-- orders (spec 5: product name, discount code, store, order date). No new tables; indexes only.
-- Discount codes are case-insensitive at Shopify: the code filter compares upper case.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION resell_upper_codes(codes text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(upper(c)), '{}') FROM unnest(codes) AS c $$;

-- A store's orders newest first (the date range per store, for the other parts' reports).
CREATE INDEX shop_orders_store_date ON shop_orders (store_id, order_date DESC, order_id DESC);
-- Orders carrying a code.
CREATE INDEX shop_orders_codes ON shop_orders USING gin (resell_upper_codes(discount_codes));

-- The order list filters and sorts lines (spec 3: one row per line). A changed shared table (0043):
-- each line carries its order's date and codes (upper case), written with the line (orders.repository.ts
-- replaces an order's lines with each newer version), so that a filtered page is read from one table.
-- Lines written some other way without them do not show in the list: write lines through saveOrders.
ALTER TABLE shop_order_lines
  ADD COLUMN order_date timestamptz,
  ADD COLUMN codes text[] NOT NULL DEFAULT '{}';
UPDATE shop_order_lines l SET order_date = o.order_date, codes = resell_upper_codes(o.discount_codes)
  FROM shop_orders o WHERE o.store_id = l.store_id AND o.order_id = l.order_id;
-- A store's lines newest first; every store's (several stores, the network's roles).
CREATE INDEX shop_order_lines_store_date ON shop_order_lines (store_id, order_date DESC, order_id DESC, line_id);
CREATE INDEX shop_order_lines_date ON shop_order_lines (order_date DESC, order_id DESC, line_id);
-- Lines of orders carrying a code.
CREATE INDEX shop_order_lines_codes ON shop_order_lines USING gin (codes);
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
