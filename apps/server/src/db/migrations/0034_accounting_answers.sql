-- The accounting page's kept answers (apps/server/src/modules/accounting/answers.ts, issue 10 speed):
-- every statement that changes what those answers read says so after its transaction commits, with
-- a NOTIFY on the invalidation bus's channel (cache/invalidation-bus.ts, kind `accounting`), so every
-- server process drops its kept answers whoever wrote: an accounting route, a job, another module
-- (ownership transfer, channel and user edits), a script. Statement triggers: one notification per
-- statement at most, and PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION accounting_data_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chorus_invalidate', '{"kind":"accounting","id":"","origin":"db"}');
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'revenue_channel_months', 'revenue_video_months', 'revenue_report_files', 'revenue_payment_lines',
    'revenue_channel_assignments', 'accounting_months', 'accounting_deductions', 'profit_share_ratios',
    'accounting_exchange_rates', 'ledger_postings', 'ledger_entries', 'payment_records',
    'remittance_recipients', 'remittance_recipient_channels', 'channels', 'channel_members'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION accounting_data_changed()',
      t || '_accounting_changed', t);
  END LOOP;
END;
$$;

-- Users: only what the answers show or decide by (payees' names and e-mails, categories, the
-- creator's currency, the cms-permission flag); sign-ins and other profile writes do not count.
CREATE TRIGGER users_accounting_changed
  AFTER INSERT OR DELETE OR UPDATE OF email, name, account_type, currency, has_cms_permissions ON users
  FOR EACH STATEMENT EXECUTE FUNCTION accounting_data_changed();
