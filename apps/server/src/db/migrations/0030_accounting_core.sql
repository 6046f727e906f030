-- The accounting area's shared tables (issue 10): what its three parts hand to each other.
--   imports  (0031) writes revenue_channel_months when a month of a report type is replaced;
--   payees   (0033) writes accounting_deductions when a month's deductions CSV is uploaded;
--   ledger   (0032) reads both into statements, and opens and closes accounting_months.
-- Money is numeric without rounding: source revenue numeric(24,12), as YouTube writes it.

-- A month's accounting state. No row: never touched, open. A closed month refuses uploads and
-- statement changes until finance reopens it (both logged in audit_log).
CREATE TABLE accounting_months (
  year_month text PRIMARY KEY CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  closed_at timestamptz,
  closed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Per month, report type and source channel: each revenue item's sum in USD, as the importer
-- computed it from the month's current file of that type. Replaced together with that file's rows,
-- in the same transaction. channel_id is the report's channel id normalised to the UC prefix; it
-- need not be a network channel (unmatched rows are kept, never dropped): joins with channels
-- decide what is matched. Several report types add to one item (premium), so readers sum over types.
CREATE TABLE revenue_channel_months (
  year_month text NOT NULL CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  report_type text NOT NULL,
  channel_id text NOT NULL,
  item text NOT NULL CHECK (
    item IN (
      'ad_revenue', 'shorts_feed_ads', 'premium_non_music', 'premium_music', 'shorts_premium', 'memberships', 'super_chat',
      'super_thanks', 'super_stickers', 'membership_gifts', 'transaction_other', 'asset_revenue', 'adjustments',
      'us_withholding_tax', 'ypp_deduction'
    )
  ),
  amount numeric(24, 12) NOT NULL,
  PRIMARY KEY (year_month, report_type, channel_id, item)
);
CREATE INDEX revenue_channel_months_channel ON revenue_channel_months (channel_id, year_month);

-- Deductions finance uploads per month (spec 3 deduction CSV: channel ID, adjustment type,
-- deduction amount, currency; spec 5: USD only, an upload replaces the selected month's rows).
CREATE TABLE accounting_deductions (
  id bigserial PRIMARY KEY,
  year_month text NOT NULL CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  channel_id text NOT NULL,
  adjustment_type text NOT NULL,
  -- Positive: taken from the creator's share.
  amount numeric(24, 12) NOT NULL,
  currency text NOT NULL CHECK (currency = 'USD'),
  uploaded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounting_deductions_month ON accounting_deductions (year_month, channel_id);
