// Batch update of amounts paid (spec 2 payment records with batch update, spec 5: a downloadable
// template, the month as six digits YYYYMM; issue 23: headings read in any language, amounts as
// number cells). Each row is checked on its own: a bad value, an unknown record, a repeated row or
// a finalised payment month fails that row with the reason; the good rows are applied in one
// transaction with one system log event.
import { PAYMENT_BATCH_COLUMNS, PAYMENT_BATCH_MAX_ROWS, paymentBatchRowSchema, type PaymentBatchResult } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import { DomainError } from '../../../errors/domain-error.ts';
import { readUploadedRows } from '../../../storage/spreadsheet-upload.ts';
import { exportXlsx } from '../../../storage/table-export.ts';
import { auditBase, type Actor, type LedgerDeps } from './ledger-deps.ts';
import { paymentTemplateColumns, paymentTemplateHeadings } from './payments-export.ts';
import type { PaymentsService } from './payments.service.ts';

export const PAYMENT_SHEET = 'payments';
/** The uploaded workbook itself (compressed); what it expands to is bounded by the zip guard. */
export const PAYMENT_FILE_MAX_BYTES = 2 * 1024 * 1024;

type RowResult = PaymentBatchResult['rows'][number];

export class PaymentBatchService {
  private readonly deps: LedgerDeps & { payments: PaymentsService };

  constructor(deps: LedgerDeps & { payments: PaymentsService }) {
    this.deps = deps;
  }

  /**
   * The template: one row per payment record of the revenue month, the amount paid as entered so
   * far. Headings in the caller's language with their unit; amounts as numbers (TWD, two places),
   * the month as six-digit text.
   */
  async template(month: string, language: LocaleCode): Promise<Buffer> {
    const records = await this.deps.db
      .selectFrom('payment_records as p')
      .innerJoin('users as u', 'u.id', 'p.payee_user_id')
      .select(['p.channel_id', 'p.revenue_month', 'u.email as user_email', 'p.revenue_twd', 'p.paid_twd'])
      .where('p.revenue_month', '=', month)
      .orderBy('p.channel_id')
      .execute();
    return exportXlsx([{ name: PAYMENT_SHEET, columns: paymentTemplateColumns(language), rows: records }], language);
  }

  async upload(actor: Actor, file: Buffer, language: LocaleCode): Promise<PaymentBatchResult> {
    const parsed = await readUploadedRows(file, {
      sheet: PAYMENT_SHEET,
      columns: PAYMENT_BATCH_COLUMNS,
      required: ['channel_id', 'revenue_month', 'paid_twd'],
      maxRows: PAYMENT_BATCH_MAX_ROWS,
      cell: (text) => text.trim(),
      headings: paymentTemplateHeadings,
    });
    const results = new Map<number, RowResult>();
    const fail = (row: number, channelId: string, error: string, field: string | null = null) =>
      results.set(row, { row, channel_id: channelId, status: 'failed', field, error, message: translate(language, 'messages', error) });
    const good: { row: number; channel_id: string; revenue_month: string; paid_twd: string }[] = [];
    const seen = new Set<string>();
    for (const { row, values, formula } of parsed) {
      if (formula) {
        fail(row, values.channel_id, 'errors.spreadsheetFormula');
        continue;
      }
      const check = paymentBatchRowSchema.safeParse(values);
      if (!check.success) {
        const issue = check.error.issues[0];
        fail(row, values.channel_id, issue?.message.includes('.') ? issue.message : 'validation.invalid', issue?.path[0]?.toString() ?? null);
        continue;
      }
      const key = `${check.data.channel_id} ${check.data.revenue_month}`;
      if (seen.has(key)) {
        fail(row, check.data.channel_id, 'validation.duplicateRow', 'channel_id');
        continue;
      }
      seen.add(key);
      good.push({ row, ...check.data });
    }
    let updated = 0;
    await this.deps.db.transaction().execute(async (trx) => {
      const applied: { channel_id: string; revenue_month: string; paid_twd: string }[] = [];
      for (const g of good) {
        // setPaid refuses (a DomainError) before it writes anything, so a refused row leaves the
        // transaction and the other rows standing.
        try {
          await this.deps.payments.setPaid(actor, g, trx);
          applied.push({ channel_id: g.channel_id, revenue_month: g.revenue_month, paid_twd: g.paid_twd });
          results.set(g.row, { row: g.row, channel_id: g.channel_id, status: 'updated', field: null, error: null, message: null });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          fail(g.row, g.channel_id, error.code, error.code === 'errors.paymentRecordMissing' ? 'channel_id' : null);
        }
      }
      updated = applied.length;
      if (applied.length === 0) return;
      const months = [...new Set(applied.map((a) => a.revenue_month))].sort();
      await this.deps.audit.record(
        { ...auditBase(actor, months.length === 1 ? months[0]! : months.join(',')), action: 'accounting.payment_batch', details: { months, rows: applied } },
        trx,
      );
    });
    const rows = [...results.values()].sort((a, b) => a.row - b.row);
    return { total: rows.length, updated, failed: rows.length - updated, rows };
  }
}
