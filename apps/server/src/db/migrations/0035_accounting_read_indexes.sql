-- Indexes for the accounting page's answers (issue 10 speed; scripts/bench/accounting.ts).
-- The payment page reads a revenue month's records (and the latest month) before summing each
-- channel's months up to it (payments.service.ts): without this, two scans of every record.
CREATE INDEX payment_records_revenue_month ON payment_records (revenue_month, channel_id, payee_user_id);
