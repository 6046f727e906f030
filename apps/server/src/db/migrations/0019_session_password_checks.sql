-- Wrong current passwords on a password change (issue 9, docs/decisions.md "Wrong current password
-- on a password change"): counted per session rather than as failed sign-ins, so a session holder
-- cannot lock the account's sign-in; the fifth ends the session.
ALTER TABLE sessions ADD COLUMN password_check_failures integer NOT NULL DEFAULT 0;
