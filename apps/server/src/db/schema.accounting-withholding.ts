// Kysely table types of the accounting area's withholding part (0079_withholding.sql, issue 30).
import type { ColumnType, Generated } from 'kysely';
import type { TimestampWithDefault } from './column-types.ts';

/** numeric: read as an exact decimal string, written as one. */
type Numeric = ColumnType<string, string, string>;

export type WithholdingTables = {
  payee_tax_profiles: {
    id: Generated<number>;
    user_id: number;
    effective_month: string;
    preset: 'tw_resident' | 'tw_non_resident' | 'jp_resident' | 'jp_non_resident' | 'none' | 'custom';
    country: string;
    resident: boolean;
    currency: 'TWD' | 'JPY' | 'USD';
    rate: Numeric;
    exempt_up_to: Numeric | null;
    upper_from: Numeric | null;
    upper_rate: Numeric | null;
    note: Generated<string>;
    set_by: number | null;
    set_at: TimestampWithDefault;
  };
  statement_mail_subscriptions: { user_id: number; language: 'zh-TW' | 'ja' | 'en'; subscribed_at: TimestampWithDefault };
  statement_mail_sends: { user_id: number; channel_id: string; year_month: string; sent_at: TimestampWithDefault };
};
