-- Issue 14, mailing: a report mailed from the report page (run kind 'page') is a person's explicit
-- request and is sent whatever the subscription's runs sent before; the send key that makes the
-- subscription's runs idempotent (one message per channel, recipient and period) leaves it out.
ALTER TABLE report_mail_records ADD COLUMN page boolean NOT NULL DEFAULT false;
DROP INDEX report_mail_records_sent_once;
CREATE UNIQUE INDEX report_mail_records_sent_once ON report_mail_records (channel_id, recipient, period_code) WHERE result = 'sent' AND NOT page;
