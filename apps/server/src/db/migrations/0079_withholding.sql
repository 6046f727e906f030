-- Issue 30, withholding on statements (docs/decisions/issue-30-withholding.md): each payee's tax
-- profile with its history, the withholding line's own figures on the ledger, and the monthly
-- statement mail's subscriptions and sends.

-- A payee's tax profile from a month on: the profile of a month is the row with the latest
-- effective_month not after it (the latest row of that month wins). Rows are only ever added, so
-- every earlier profile stays readable with who set it and when.
CREATE TABLE payee_tax_profiles (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  effective_month text NOT NULL CHECK (effective_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  preset text NOT NULL CHECK (preset IN ('tw_resident', 'tw_non_resident', 'jp_resident', 'jp_non_resident', 'none', 'custom')),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  resident boolean NOT NULL,
  currency text NOT NULL CHECK (currency IN ('TWD', 'JPY', 'USD')),
  -- Percent, up to 4 places (10.2100).
  rate numeric(7, 4) NOT NULL CHECK (rate >= 0 AND rate <= 100),
  exempt_up_to numeric(18, 2) CHECK (exempt_up_to >= 0),
  upper_from numeric(18, 2) CHECK (upper_from >= 0),
  upper_rate numeric(7, 4) CHECK (upper_rate >= 0 AND upper_rate <= 100),
  note text NOT NULL DEFAULT '',
  set_by bigint REFERENCES users (id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((upper_from IS NULL) = (upper_rate IS NULL))
);
CREATE INDEX payee_tax_profiles_user ON payee_tax_profiles (user_id, effective_month DESC, id DESC);

-- The withholding line (line 'withholding_tax') keeps the tax in the profile's own currency: the
-- payment it was computed on, the amount withheld, and the profile row it applied. The USD and TWD
-- figures of the line are those amounts at the month's rates.
ALTER TABLE ledger_entries
  ADD COLUMN tax_currency text CHECK (tax_currency IN ('TWD', 'JPY', 'USD')),
  ADD COLUMN tax_base numeric(18, 2),
  ADD COLUMN tax_amount numeric(18, 2),
  ADD COLUMN tax_profile_id bigint REFERENCES payee_tax_profiles (id);

-- The monthly statement mail: a payee subscribes in a language; a statement is mailed once per
-- payee, channel and month (its row written with the send).
CREATE TABLE statement_mail_subscriptions (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('zh-TW', 'ja', 'en')),
  subscribed_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE statement_mail_sends (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel_id text NOT NULL,
  year_month text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, channel_id, year_month)
);

CREATE TRIGGER payee_tax_profiles_accounting_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payee_tax_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION accounting_data_changed();
CREATE TRIGGER statement_mail_subscriptions_accounting_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON statement_mail_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION accounting_data_changed();
