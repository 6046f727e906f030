-- Money columns (docs/decisions.md "Money"). Revenue as YouTube reports it keeps the 12 decimal
-- places of its reports, with 12 integer digits: numeric(24,12), summed exactly in SQL and by the
-- contract's money helpers (precision 50). Only widening: every stored value fits and keeps its value;
-- values now read back with 12 places ("12.500000000000"), which the services round for the answers.
-- Amounts payable get numeric(18,2) where they are stored (none yet: the accounting tables will).
-- Prices stay numeric(14,2): they are set by hand, not summed, and up to 999,999,999,999.99 fits.
-- Changing the scale rewrites both tables once, under a lock, inside this migration's transaction.

ALTER TABLE channel_daily_metrics
  ALTER COLUMN ad_revenue TYPE numeric(24, 12),
  ALTER COLUMN shorts_ad_revenue TYPE numeric(24, 12),
  ALTER COLUMN premium_revenue TYPE numeric(24, 12),
  ALTER COLUMN transaction_revenue TYPE numeric(24, 12),
  ALTER COLUMN membership_revenue TYPE numeric(24, 12),
  ALTER COLUMN super_chat_revenue TYPE numeric(24, 12),
  ALTER COLUMN super_thanks_revenue TYPE numeric(24, 12),
  ALTER COLUMN super_stickers_revenue TYPE numeric(24, 12),
  ALTER COLUMN gross_revenue TYPE numeric(24, 12);

ALTER TABLE video_daily_metrics
  ALTER COLUMN gross_revenue TYPE numeric(24, 12);
