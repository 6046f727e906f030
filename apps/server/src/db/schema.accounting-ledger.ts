// Kysely table types of the accounting area's ledger part (0032_accounting_ledger.sql).
import type { ColumnType, Generated } from 'kysely';
import type { TimestampWithDefault } from './column-types.ts';

/** numeric: read as an exact decimal string, written as one. */
type Numeric = ColumnType<string, string, string>;

export type LedgerTables = {
  profit_share_ratios: { channel_id: string; item: string; start_month: string; ratio: Numeric; set_by: number | null; set_at: TimestampWithDefault };
  accounting_exchange_rates: {
    year_month: string;
    currency: 'TWD' | 'JPY';
    rate: Numeric;
    source: Generated<string>;
    set_by: number | null;
    set_at: TimestampWithDefault;
  };
  ledger_postings: {
    id: Generated<number>;
    year_month: string;
    idempotency_key: string;
    posted_by: number | null;
    posted_at: TimestampWithDefault;
    channels: number;
    entries: number;
  };
  ledger_entries: {
    id: Generated<number>;
    posting_id: number;
    year_month: string;
    channel_id: string;
    payee_user_id: number;
    line: string;
    gross_usd: Numeric;
    ratio: Numeric | null;
    share_usd: Numeric;
    network_usd: Numeric;
    rate: Numeric;
    amount_twd: Numeric;
    reverses_id: number | null;
    /** Issue 28 (0075): the studio order a studio line charges or corrects. */
    studio_order_id: number | null;
    created_at: TimestampWithDefault;
    /** Issue 30 (0079): a withholding line's tax in the profile's currency, the payment it was computed on, the profile applied. */
    tax_currency: 'TWD' | 'JPY' | 'USD' | null;
    tax_base: Numeric | null;
    tax_amount: Numeric | null;
    tax_profile_id: number | null;
  };
  payment_records: {
    id: Generated<number>;
    channel_id: string;
    payee_user_id: number;
    revenue_month: string;
    payment_month: string;
    revenue_twd: Numeric;
    rate: Numeric;
    paid_twd: Numeric | null;
    paid_by: number | null;
    paid_at: TimestampWithDefault | null;
    updated_at: TimestampWithDefault;
  };
};
