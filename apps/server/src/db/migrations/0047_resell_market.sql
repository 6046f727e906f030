-- The market part of the reseller area (issue 12): commission rates and the monthly commission rows
-- they turn attributed net sales into. The ledger (0032) posts a month's rows as each channel's
-- `resale_commission` statement line (docs/decisions.md "Reseller (issue 12)", market part).

-- A commission rate (0 to 1 of net sales) on one resale product on a video, or on one case package
-- (every resale product on the package's case videos). A product's own rate wins over its package's.
CREATE TABLE resell_commission_rates (
  id bigserial PRIMARY KEY,
  video_product_id bigint UNIQUE REFERENCES resell_video_products (id) ON DELETE CASCADE,
  package_id bigint UNIQUE REFERENCES collab_packages (id) ON DELETE CASCADE,
  rate numeric(5, 4) NOT NULL CHECK (rate >= 0 AND rate <= 1),
  set_by bigint REFERENCES users (id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((video_product_id IS NULL) <> (package_id IS NULL))
);

-- A month's commission per resale product: attributed net sales in the store's currency, the rate
-- that applied, the commission (net × rate, 2 places half up) and its USD value by the month's
-- accounting rate (null when the store's currency has none: not posted). Recomputed whole when an
-- open month is posted; a closed month's rows are never touched again.
CREATE TABLE resell_commission_months (
  year_month text NOT NULL CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  video_product_id bigint NOT NULL REFERENCES resell_video_products (id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  currency char(3) NOT NULL,
  orders integer NOT NULL,
  net_sales numeric(18, 2) NOT NULL,
  rate numeric(5, 4) NOT NULL,
  commission numeric(18, 2) NOT NULL,
  commission_usd numeric(24, 12),
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (year_month, video_product_id)
);
CREATE INDEX resell_commission_months_channel ON resell_commission_months (channel_id, year_month);
