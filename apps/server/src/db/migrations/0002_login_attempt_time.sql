-- Failed sign-ins count only within the lockout window: an attempt more than 15 minutes after the
-- previous one starts a new count.
ALTER TABLE users ADD COLUMN last_login_attempt_at timestamptz;
