// Payment records as files (issue 23): the columns of the payment page, with their kinds, for the
// records export (CSV or xlsx) and for the batch update template, which is read back on upload
// (payment-batch.service.ts) by any heading the columns may have.
import { PAYMENT_BATCH_COLUMNS, type PaymentBatchColumn, type PaymentRow } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import { acceptedHeadings, kindedColumns, type ExportKind, type ExportSheet } from '../../../storage/table-export.ts';

const kinds = {
  channel_id: 'text',
  channel_title: 'text',
  revenue_month: 'text',
  payout_date: 'text',
  user_email: 'text',
  user_name: 'text',
  user_category: 'text',
  revenue_twd: 'TWD',
  rate: 'rate',
  due_twd: 'TWD',
  paid_twd: 'TWD',
  unpaid_twd: 'TWD',
  paid_cumulative_twd: 'TWD',
} as const satisfies Record<string, ExportKind>;
type PaymentColumn = keyof typeof kinds;

const recordColumns: readonly PaymentColumn[] = [
  'user_email',
  'user_name',
  'user_category',
  'channel_id',
  'channel_title',
  'revenue_month',
  'payout_date',
  'revenue_twd',
  'rate',
  'due_twd',
  'paid_twd',
  'unpaid_twd',
  'paid_cumulative_twd',
];

const columnsOf = (keys: readonly PaymentColumn[], language: LocaleCode) => kindedColumns(kinds, keys, 'payments', language);

/** The payment records as the page lists them; the payee's category in words. */
export function paymentRecordsSheet(rows: readonly PaymentRow[], language: LocaleCode): ExportSheet {
  return {
    name: 'payments',
    columns: columnsOf(recordColumns, language),
    rows: rows.map((r) => ({ ...r, user_category: translate(language, 'nav', `roles.${r.user_category}`) })),
  };
}

/** The batch update template's columns (contract PAYMENT_BATCH_COLUMNS) in a language. */
export const paymentTemplateColumns = (language: LocaleCode) => columnsOf(PAYMENT_BATCH_COLUMNS, language);

/** Every heading each template column is read by on upload (its key, or its heading in any language). */
export const paymentTemplateHeadings = Object.fromEntries(
  PAYMENT_BATCH_COLUMNS.map((key) => [key, acceptedHeadings(key, `payments.${key}`, kinds[key])]),
) as Record<PaymentBatchColumn, string[]>;
