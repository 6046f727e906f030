-- Refresh-token reuse interval (docs/decisions.md "Tokens"): a rotated token remembers its
-- successor, so that the same token presented again within REFRESH_REUSE_SECONDS by a second tab
-- gets that successor instead of revoking the session. The successor is kept only sealed with a
-- key derived from the rotated token itself (which the database never holds), and only while it is
-- the family's live token: the next rotation clears it.
ALTER TABLE refresh_tokens
  ADD COLUMN successor_hash text,
  ADD COLUMN successor_sealed text;
