-- The accounting area's ledger part (issue 10 "From revenue to payout"): profit-share ratios,
-- the monthly exchange rates of the remittance slips, the append-only ledger of statement lines,
-- and the payment records finance backfills. docs/decisions.md "Issue 10 – ledger and payouts".

-- Spec 3 profit-share ratios, per channel and ratio item, from the month each one starts: the ratio
-- of a month is the row with the latest start_month not after it. The creator's part, 0 to 1.
CREATE TABLE profit_share_ratios (
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  item text NOT NULL CHECK (
    item IN (
      'estimated_ad', 'premium', 'membership', 'super_chat', 'super_thanks', 'super_stickers', 'membership_gifts',
      'paid_course', 'asset', 'adjustment'
    )
  ),
  start_month text NOT NULL CHECK (start_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  ratio numeric(5, 4) NOT NULL CHECK (ratio >= 0 AND ratio <= 1),
  set_by bigint REFERENCES users (id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel_id, item, start_month)
);

-- Spec 9: one rate per currency and month, from the next month's remittance slip (units of the
-- currency per USD). Not the display table exchange_rates (0003), which the analytics pages use.
CREATE TABLE accounting_exchange_rates (
  year_month text NOT NULL CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  currency text NOT NULL CHECK (currency IN ('TWD', 'JPY')),
  rate numeric(14, 6) NOT NULL CHECK (rate > 0),
  source text NOT NULL DEFAULT '',
  set_by bigint REFERENCES users (id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (year_month, currency)
);

-- One posting of a month's statements: the lines it adds are its entries. The key makes a repeated
-- posting of the same figures on the same ledger state a no-op.
CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  year_month text NOT NULL CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  idempotency_key text NOT NULL UNIQUE,
  posted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  posted_at timestamptz NOT NULL DEFAULT now(),
  channels integer NOT NULL,
  entries integer NOT NULL
);

-- Statement lines, append-only: a correction reverses the lines it replaces (reverses_id) and adds
-- new ones; nothing is updated or deleted (the trigger below). A statement is the lines of a channel,
-- payee and month that are not reversals and not reversed. Each line keeps the ratio and the rate
-- it used, so a past statement always renders the same figures.
--   line: a ratio item (its gross, ratio and share), or us_withholding_tax / ypp_deduction /
--   deduction (taken whole from the creator: gross = ratio-free amount, share = minus it).
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  posting_id bigint NOT NULL REFERENCES ledger_postings (id),
  year_month text NOT NULL,
  channel_id text NOT NULL,
  payee_user_id bigint NOT NULL REFERENCES users (id),
  line text NOT NULL,
  gross_usd numeric(24, 12) NOT NULL,
  ratio numeric(5, 4),
  -- Exact: gross × ratio has at most 16 places; network_usd = gross_usd − share_usd.
  share_usd numeric(30, 16) NOT NULL,
  network_usd numeric(30, 16) NOT NULL,
  rate numeric(14, 6) NOT NULL,
  amount_twd numeric(18, 2) NOT NULL,
  reverses_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Every line accounts for all of its gross: the creator's share plus the network's part.
  CONSTRAINT ledger_entries_split_whole CHECK (share_usd + network_usd = gross_usd)
);
CREATE INDEX ledger_entries_statement ON ledger_entries (channel_id, year_month);
CREATE INDEX ledger_entries_payee ON ledger_entries (payee_user_id, year_month);
CREATE INDEX ledger_entries_month ON ledger_entries (year_month);
CREATE UNIQUE INDEX ledger_entries_reversed_once ON ledger_entries (reverses_id) WHERE reverses_id IS NOT NULL;

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: post a correction instead';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

-- Spec 3 revenue payment record: one per channel and revenue month, written when the month's
-- statements are posted (revenue in TWD and the rate), the amount paid backfilled by finance.
-- Paid on the 20th of payment_month (spec 9: revenue month + 2). Who, their e-mail and category
-- are the payee's (users), read with the record.
CREATE TABLE payment_records (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL,
  payee_user_id bigint NOT NULL REFERENCES users (id),
  revenue_month text NOT NULL CHECK (revenue_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  payment_month text NOT NULL CHECK (payment_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  revenue_twd numeric(18, 2) NOT NULL,
  rate numeric(14, 6) NOT NULL,
  paid_twd numeric(18, 2),
  paid_by bigint REFERENCES users (id) ON DELETE SET NULL,
  paid_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (channel_id, revenue_month)
);
CREATE INDEX payment_records_payee ON payment_records (payee_user_id, revenue_month);
CREATE INDEX payment_records_payment_month ON payment_records (payment_month);
