-- Revenue health (issue 30): after each daily refresh, a monetised channel's revenue, RPM and views
-- are checked against robust baselines; a change past the threshold becomes an alert naming its
-- main driver. Code: apps/server/src/modules/channels/revenue-health; decisions:
-- docs/decisions/issue-30-health.md.
--   channel_country_days        a channel's views and estimated revenue per day and viewer country
--                               (the Reporting API's content_owner_estimated_revenue_a1 /
--                               content_owner_basic_a3 carry day × country; the demo seeds them).
--                               Without rows for a day the country mix is not judged.
--   revenue_health_settings     the threshold (percent), one row.
--   revenue_alerts              one alert per channel and day; its figures kept as facts (jsonb)
--                               so the explanation is written in the reader's language.
--   revenue_alert_mail_state    per recipient: the last digest sent and the opt-out.
CREATE TABLE channel_country_days (
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  day date NOT NULL,
  country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  views bigint NOT NULL CHECK (views >= 0),
  estimated_revenue numeric(18, 6),
  PRIMARY KEY (channel_id, day, country)
);

CREATE TABLE revenue_health_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  threshold_percent numeric(6, 2) NOT NULL DEFAULT 30 CHECK (threshold_percent >= 5 AND threshold_percent <= 500),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO revenue_health_settings (id) VALUES (true);

CREATE TABLE revenue_alerts (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  day date NOT NULL,
  metric text NOT NULL CHECK (metric IN ('revenue', 'rpm', 'views')),
  change_percent numeric(8, 1) NOT NULL,
  driver text NOT NULL CHECK (driver IN ('views', 'rpm', 'country_mix', 'shorts_share', 'monetisation')),
  facts jsonb NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'acknowledged')),
  note text CHECK (char_length(note) <= 1000),
  acknowledged_by bigint REFERENCES users (id) ON DELETE SET NULL,
  acknowledged_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (channel_id, day),
  CHECK ((status = 'acknowledged') = (acknowledged_at IS NOT NULL))
);
CREATE INDEX revenue_alerts_by_status ON revenue_alerts (status, day DESC);

CREATE TABLE revenue_alert_mail_state (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  opted_out boolean NOT NULL DEFAULT false,
  last_sent_at timestamptz
);
