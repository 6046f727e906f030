-- Issue 25: the per-address limit on sign-in and reset requests is counted in PostgreSQL, so every
-- API process behind a balancer shares one count (http/throttle.ts). A fixed window per key (the
-- client address, or "challenge <address>"); unlogged: a crash losing the last minute's counts
-- costs nothing. The hourly auth sweep removes finished windows.
CREATE UNLOGGED TABLE address_throttle (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits > 0)
);
