-- Remittance recipients (spec 3 "Remittance recipient", spec 5 "at least one associated channel",
-- issue 10 payees part): who a channel's payout is remitted to. One recipient may serve many
-- channels; a channel has at most one recipient (the primary key of remittance_recipient_channels).
-- The three documents are rows of `files` (kinds recipient_passbook, recipient_labour_form,
-- recipient_signature), stored privately and served only through the recipient's routes.
CREATE TABLE remittance_recipients (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('person', 'company')),
  -- The bank account's name, including the branch (spec 3).
  account_name text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 200),
  bank_code text NOT NULL CHECK (bank_code ~ '^[0-9]{3,7}$'),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,20}$'),
  passbook_file_id uuid REFERENCES files (id),
  labour_form_file_id uuid REFERENCES files (id),
  signature_file_id uuid REFERENCES files (id),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE remittance_recipient_channels (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  recipient_id bigint NOT NULL REFERENCES remittance_recipients (id) ON DELETE CASCADE
);
CREATE INDEX remittance_recipient_channels_recipient ON remittance_recipient_channels (recipient_id);
