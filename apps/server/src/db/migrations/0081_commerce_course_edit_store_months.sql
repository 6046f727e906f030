-- Issue 28 (docs/decisions/issue-28-ec.md): the course edit and the ec reads' store months. A course's title, platform, price, currency
-- and link may be changed, and a course archived (kept with its months and still matched by exports,
-- left out of new hand entries and shown apart). Who changed it last and when, as the other editable rows.
ALTER TABLE commerce_courses
  ADD COLUMN archived_at timestamptz,
  ADD COLUMN archived_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz;

-- The creator's own stores' months, kept as orders and refunds are written (the ec reads at 1,000
-- channels: every store's month read from here, not summed from the orders on each request). The
-- same figures as the resell area's storeMonthsSql (resell/orders/store-months.ts), which the ledger
-- still sums from the orders: a month of the store's own zone; orders (voided ones left out) at their
-- subtotal; refunds (their lines' subtotals) in the month they were made. Channel stores only (a
-- reseller team's store has no ec page). Statement-level triggers with transition tables: one upsert
-- per statement, summed by store and month and taken in their order (a page of 250 orders locks
-- each month row once).
CREATE TABLE shop_store_months (
  store_id bigint NOT NULL REFERENCES shop_stores (id) ON DELETE CASCADE,
  month text NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  gross numeric(18, 2) NOT NULL DEFAULT 0,
  refunds numeric(18, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, month)
);
-- Every store's month (the network-wide read): by month.
CREATE INDEX shop_store_months_month ON shop_store_months (month, store_id);

CREATE FUNCTION shop_store_months_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_store_months AS m (store_id, month, orders, gross)
    SELECT n.store_id, to_char(n.order_date AT TIME ZONE s.iana_timezone, 'YYYYMM'), count(*), sum(n.subtotal_price)
    FROM new_rows n JOIN shop_stores s ON s.id = n.store_id AND s.channel_id IS NOT NULL
    WHERE n.financial_status IS DISTINCT FROM 'voided'
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (store_id, month) DO UPDATE SET orders = m.orders + excluded.orders, gross = m.gross + excluded.gross;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO shop_store_months AS m (store_id, month, orders, gross)
    SELECT d.store_id, d.month, sum(d.orders), sum(d.gross)
    FROM (
      SELECT n.store_id, to_char(n.order_date AT TIME ZONE s.iana_timezone, 'YYYYMM') AS month, 1 AS orders, n.subtotal_price AS gross
      FROM new_rows n JOIN shop_stores s ON s.id = n.store_id AND s.channel_id IS NOT NULL
      WHERE n.financial_status IS DISTINCT FROM 'voided'
      UNION ALL
      SELECT o.store_id, to_char(o.order_date AT TIME ZONE s.iana_timezone, 'YYYYMM'), -1, -o.subtotal_price
      FROM old_rows o JOIN shop_stores s ON s.id = o.store_id AND s.channel_id IS NOT NULL
      WHERE o.financial_status IS DISTINCT FROM 'voided'
    ) d
    GROUP BY 1, 2 HAVING sum(d.orders) <> 0 OR sum(d.gross) <> 0 ORDER BY 1, 2
    ON CONFLICT (store_id, month) DO UPDATE SET orders = m.orders + excluded.orders, gross = m.gross + excluded.gross;
  ELSE
    INSERT INTO shop_store_months AS m (store_id, month, orders, gross)
    SELECT o.store_id, to_char(o.order_date AT TIME ZONE s.iana_timezone, 'YYYYMM'), -count(*), -sum(o.subtotal_price)
    FROM old_rows o JOIN shop_stores s ON s.id = o.store_id AND s.channel_id IS NOT NULL
    WHERE o.financial_status IS DISTINCT FROM 'voided'
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (store_id, month) DO UPDATE SET orders = m.orders + excluded.orders, gross = m.gross + excluded.gross;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER shop_orders_months_insert AFTER INSERT ON shop_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_store_months_orders();
CREATE TRIGGER shop_orders_months_update AFTER UPDATE ON shop_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_store_months_orders();
CREATE TRIGGER shop_orders_months_delete AFTER DELETE ON shop_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_store_months_orders();

-- A refund's lines are written after the refund (refunds and their lines are only ever added).
CREATE FUNCTION shop_store_months_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_store_months AS m (store_id, month, refunds)
    SELECT n.store_id, to_char(r.created_at AT TIME ZONE s.iana_timezone, 'YYYYMM'), sum(n.subtotal)
    FROM new_rows n JOIN shop_refunds r ON r.store_id = n.store_id AND r.refund_id = n.refund_id
      JOIN shop_stores s ON s.id = n.store_id AND s.channel_id IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (store_id, month) DO UPDATE SET refunds = m.refunds + excluded.refunds;
  ELSE
    INSERT INTO shop_store_months AS m (store_id, month, refunds)
    SELECT o.store_id, to_char(r.created_at AT TIME ZONE s.iana_timezone, 'YYYYMM'), -sum(o.subtotal)
    FROM old_rows o JOIN shop_refunds r ON r.store_id = o.store_id AND r.refund_id = o.refund_id
      JOIN shop_stores s ON s.id = o.store_id AND s.channel_id IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (store_id, month) DO UPDATE SET refunds = m.refunds + excluded.refunds;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER shop_refund_lines_months_insert AFTER INSERT ON shop_refund_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_store_months_refunds();
CREATE TRIGGER shop_refund_lines_months_delete AFTER DELETE ON shop_refund_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_store_months_refunds();

-- A store's months summed again from its orders (a store given a channel, or a new time zone on reinstall).
CREATE FUNCTION shop_store_months_rebuild(store bigint) RETURNS void LANGUAGE sql AS $$
  DELETE FROM shop_store_months WHERE store_id = store;
  INSERT INTO shop_store_months (store_id, month, orders, gross, refunds)
  SELECT x.store_id, x.month, sum(x.orders), sum(x.gross), sum(x.refunds)
  FROM (
    SELECT o.store_id, to_char(o.order_date AT TIME ZONE s.iana_timezone, 'YYYYMM') AS month, count(*) AS orders, sum(o.subtotal_price) AS gross, 0 AS refunds
    FROM shop_stores s JOIN shop_orders o ON o.store_id = s.id
    WHERE s.id = store AND s.channel_id IS NOT NULL AND o.financial_status IS DISTINCT FROM 'voided'
    GROUP BY 1, 2
    UNION ALL
    SELECT r.store_id, to_char(r.created_at AT TIME ZONE s.iana_timezone, 'YYYYMM'), 0, 0, sum(rl.subtotal)
    FROM shop_stores s JOIN shop_refunds r ON r.store_id = s.id
      JOIN shop_refund_lines rl ON rl.store_id = r.store_id AND rl.refund_id = r.refund_id
    WHERE s.id = store AND s.channel_id IS NOT NULL
    GROUP BY 1, 2
  ) x
  GROUP BY 1, 2;
$$;
CREATE FUNCTION shop_store_months_store_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_store_months_rebuild(NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER shop_stores_months_rebuild AFTER UPDATE OF iana_timezone, channel_id ON shop_stores
  FOR EACH ROW WHEN (OLD.iana_timezone IS DISTINCT FROM NEW.iana_timezone OR OLD.channel_id IS DISTINCT FROM NEW.channel_id)
  EXECUTE FUNCTION shop_store_months_store_changed();

-- The stores already connected.
SELECT shop_store_months_rebuild(id) FROM shop_stores WHERE channel_id IS NOT NULL;
