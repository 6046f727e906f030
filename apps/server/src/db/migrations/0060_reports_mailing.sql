-- The reports area's mailing part (issue 14; spec 1 "quarterly report mailing", spec 2 the
-- quarterly report subscription, send records with a failed-only filter; spec 8 messages).

-- A channel's quarterly subscription: on or off, to whom, in which language, currency and formats.
-- A channel without a row is off (the page shows its defaults until saved).
CREATE TABLE report_subscriptions (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  recipients text[] NOT NULL DEFAULT '{}' CHECK (cardinality(recipients) <= 20),
  language text NOT NULL CHECK (language IN ('zh-TW', 'ja', 'en')),
  currency char(3) NOT NULL CHECK (currency IN ('TWD', 'JPY', 'USD')),
  formats text[] NOT NULL CHECK (cardinality(formats) BETWEEN 1 AND 3 AND formats <@ ARRAY['docx', 'pptx', 'pdf']),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT enabled OR cardinality(recipients) >= 1)
);
CREATE INDEX report_subscriptions_enabled ON report_subscriptions (channel_id) WHERE enabled;

-- A run: one period's reports for many channels (one job each). `kind`: scheduled (after each
-- quarter), manual (chosen channels or every subscribed one), resend (failed records again), page
-- (a report mailed from the report page). `period_code`: 2026-Q3, 2026-09 or 2026-W38.
CREATE TABLE report_mail_runs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('scheduled', 'manual', 'resend', 'page')),
  period text NOT NULL CHECK (period IN ('weekly', 'monthly', 'quarterly')),
  year smallint NOT NULL,
  period_index smallint NOT NULL,
  period_code text NOT NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- The schedule's run for a quarter is made once, however often the schedule fires.
CREATE UNIQUE INDEX report_mail_runs_scheduled_once ON report_mail_runs (period_code) WHERE kind = 'scheduled';

-- One message: a channel's report to one recipient for one period. The send key (channel,
-- recipient, period code, among the sent ones) is what makes runs idempotent: a message is sent at
-- most once, whatever is resumed or resent. `error` is an i18n key; the mail server's words go to
-- the log. Each record keeps what it sent (formats, language, currency) as it was at the time.
CREATE TABLE report_mail_records (
  id bigserial PRIMARY KEY,
  run_id bigint NOT NULL REFERENCES report_mail_runs (id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  recipient text NOT NULL,
  period_code text NOT NULL,
  formats text[] NOT NULL,
  language text NOT NULL,
  currency char(3) NOT NULL,
  result text NOT NULL DEFAULT 'pending' CHECK (result IN ('pending', 'sent', 'failed')),
  error text,
  attempts smallint NOT NULL DEFAULT 0,
  at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX report_mail_records_sent_once ON report_mail_records (channel_id, recipient, period_code) WHERE result = 'sent';
CREATE INDEX report_mail_records_run ON report_mail_records (run_id, channel_id);
CREATE INDEX report_mail_records_newest ON report_mail_records (created_at DESC, id DESC);
CREATE INDEX report_mail_records_failed ON report_mail_records (created_at DESC, id DESC) WHERE result = 'failed';
CREATE INDEX report_mail_records_channel ON report_mail_records (channel_id, created_at DESC);
