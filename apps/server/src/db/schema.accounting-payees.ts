// Kysely table types of the accounting area's payees part (0033): remittance recipients and the
// channels each serves. Deductions live in the shared accounting_deductions (0030).
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type RecipientKind = 'person' | 'company';

export type PayeesTables = {
  remittance_recipients: {
    id: Generated<number>;
    kind: RecipientKind;
    account_name: string;
    bank_code: string;
    account_number: string;
    passbook_file_id: string | null;
    labour_form_file_id: string | null;
    signature_file_id: string | null;
    created_by: number | null;
    created_at: Generated<Date>;
    updated_at: Timestamp;
  };
  remittance_recipient_channels: { channel_id: string; recipient_id: number };
};
