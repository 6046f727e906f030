// Kysely table types of the accounting area (0030 to 0039): the shared tables here, each part's own
// tables in its file, so that the parts grow without touching one another.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';
import type { ArchiveTables } from './schema.accounting-archive.ts';
import type { ImportsTables } from './schema.accounting-imports.ts';
import type { LedgerTables } from './schema.accounting-ledger.ts';
import type { PayeesTables } from './schema.accounting-payees.ts';
import type { WithholdingTables } from './schema.accounting-withholding.ts';

/** numeric: read as an exact decimal string, written as one. */
export type Numeric = ColumnType<string, string, string>;

export type AccountingTables = {
  // ---- shared (0030) ----
  accounting_months: { year_month: string; closed_at: Timestamp | null; closed_by: number | null; updated_at: Generated<Date> };
  revenue_channel_months: { year_month: string; report_type: string; channel_id: string; item: string; amount: Numeric };
  accounting_deductions: {
    id: Generated<number>;
    year_month: string;
    channel_id: string;
    adjustment_type: string;
    amount: Numeric;
    currency: 'USD';
    uploaded_by: number | null;
    uploaded_at: Generated<Date>;
  };
  // ---- statement sources changed since the month's posting (0037, issue 23) ----
  accounting_source_changes: { id: Generated<number>; year_month: string; source: string; changed_at: Generated<Date>; posted: Generated<boolean> };
} & ImportsTables &
  ArchiveTables &
  LedgerTables &
  PayeesTables &
  WithholdingTables;
