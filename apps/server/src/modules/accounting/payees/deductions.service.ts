// The monthly deductions upload (spec 3 deduction CSV, spec 5): USD only; the upload replaces the
// selected month's rows of accounting_deductions in one transaction, after the month lock
// (month-lock.ts), so that a closed month refuses it and a bad line anywhere changes nothing. The
// file is read in a worker thread (`files`, ../upload-reads.ts), not on the event loop.
import { sum, type DeductionUploadResult } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import { sql } from 'kysely';
import type { AuditLog } from '../../../audit/audit-log.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { assertMonthOpen } from '../month-lock.ts';
import { noteSourceChange } from '../source-changes.ts';
import type { UploadReadPool } from '../../../ports/upload-read-pool.ts';
import type { LineFault, ParsedDeductions } from './deductions-csv.ts';
import { deductionsTemplate } from './deductions-template.ts';
import { findExistingChannels } from './recipients.repository.ts';
import type { ActingCaller } from '../../../security/subject.ts';

export type DeductionsCaller = ActingCaller;
const INSERT_CHUNK = 1000;
/** Advisory lock class of the deductions upload (with the month's hash as the second key). */
const DEDUCTIONS_LOCK = 724_311_033;

type DeductionsDeps = { db: Db; clock: Clock; audit: AuditLog; files: Pick<UploadReadPool<unknown, unknown, ParsedDeductions>, 'parse'> };

export class DeductionsService {
  private readonly deps: DeductionsDeps;

  constructor(deps: DeductionsDeps) {
    this.deps = deps;
  }

  async list(yearMonth: string) {
    const rows = await this.deps.db
      .selectFrom('accounting_deductions as d')
      .leftJoin('channels as c', 'c.channel_id', 'd.channel_id')
      .select(['d.channel_id', 'c.title', 'd.adjustment_type', 'd.amount', 'd.currency', 'd.uploaded_at'])
      .where('d.year_month', '=', yearMonth)
      .orderBy('d.id')
      .execute();
    return {
      year_month: yearMonth,
      deductions: rows.map((r) => ({
        channel_id: r.channel_id,
        channel_title: r.title,
        adjustment_type: r.adjustment_type,
        amount: r.amount,
        currency: r.currency,
        uploaded_at: r.uploaded_at.toISOString(),
      })),
      total: sum(rows.map((r) => r.amount)),
    };
  }

  async upload(caller: DeductionsCaller, yearMonth: string, data: Buffer, language: LocaleCode): Promise<DeductionUploadResult> {
    const rejected = (faults: LineFault[]): DeductionUploadResult => ({
      year_month: yearMonth,
      status: 'rejected',
      records_created: 0,
      records_replaced: 0,
      errors: faults.map((f) => ({ ...f, message: translate(language, 'messages', f.code, f.params) })),
    });
    const { rows, faults } = await this.deps.files.parse(data);
    const known = new Set(await findExistingChannels(this.deps.db, [...new Set(rows.map((r) => r.channel_id))]));
    for (const row of rows)
      if (!known.has(row.channel_id)) faults.push({ line: row.line, code: 'validation.deductionChannel', params: { channel: row.channel_id } });
    if (faults.length > 0) return rejected(faults.sort((a, b) => a.line - b.line));

    return this.deps.db.transaction().execute(async (trx) => {
      // Two uploads of one month take turns: each replaces what the other wrote, never adds to it.
      await sql`SELECT pg_advisory_xact_lock(${DEDUCTIONS_LOCK}, hashtext(${yearMonth}))`.execute(trx);
      await assertMonthOpen(trx, yearMonth);
      const replaced = await trx.deleteFrom('accounting_deductions').where('year_month', '=', yearMonth).executeTakeFirst();
      const now = this.deps.clock.now();
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('accounting_deductions')
          .values(
            rows.slice(i, i + INSERT_CHUNK).map((r) => ({
              year_month: yearMonth,
              channel_id: r.channel_id,
              adjustment_type: r.adjustment_type,
              amount: r.amount,
              currency: 'USD' as const,
              uploaded_by: caller.userId,
              uploaded_at: now,
            })),
          )
          .execute();
      }
      const recordsReplaced = Number(replaced.numDeletedRows);
      // The month's statements read its deductions: posted ones are out of date until posted again.
      await noteSourceChange(trx, yearMonth, 'deductions');
      await this.deps.audit.record(
        {
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          ip: caller.ip,
          action: 'accounting.deductions_replace',
          target: { type: 'accounting_month', id: yearMonth },
          details: { month: yearMonth, records_created: rows.length, records_replaced: recordsReplaced, total_usd: sum(rows.map((r) => r.amount)) },
        },
        trx,
      );
      return { year_month: yearMonth, status: 'replaced' as const, records_created: rows.length, records_replaced: recordsReplaced, errors: [] };
    });
  }

  /** The template: the spec 3 columns, headed in the caller's language with the unit, and one example line. */
  template(language: LocaleCode): string {
    return deductionsTemplate(language);
  }
}
