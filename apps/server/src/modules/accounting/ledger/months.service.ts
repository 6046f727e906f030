// Month close (issue 10): finance finalises a month, after which uploads, deductions, rates, ratios
// starting then and statements of it are refused (month-lock.ts) until finance reopens it. Both are
// logged. The month's state answers the spec 4 status hints.
import type { MonthCloseStatus } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { statementsOutOfDate } from '../source-changes.ts';
import { ensureMonthRow } from '../month-lock.ts';
import { auditBase, type Actor, type LedgerDeps } from './ledger-deps.ts';

export class MonthsService {
  private readonly deps: LedgerDeps;

  constructor(deps: LedgerDeps) {
    this.deps = deps;
  }

  async status(yearMonth: string, db: Db = this.deps.db): Promise<MonthCloseStatus> {
    const row = await sql<{
      closed_at: Date | null;
      closed_by_name: string | null;
      has_revenue: boolean;
      has_rate: boolean;
      statements_posted: boolean;
    }>`
      SELECT m.closed_at, u.name AS closed_by_name,
        EXISTS (SELECT 1 FROM revenue_channel_months r WHERE r.year_month = ${yearMonth}) AS has_revenue,
        EXISTS (SELECT 1 FROM accounting_exchange_rates x WHERE x.year_month = ${yearMonth} AND x.currency = 'TWD') AS has_rate,
        EXISTS (SELECT 1 FROM payment_records p WHERE p.revenue_month = ${yearMonth}) AS statements_posted
      FROM (SELECT ${yearMonth}::text AS year_month) k
      LEFT JOIN accounting_months m ON m.year_month = k.year_month
      LEFT JOIN users u ON u.id = m.closed_by`.execute(db);
    const s = row.rows[0]!;
    const outOfDate = await statementsOutOfDate(db, yearMonth);
    const hints: MonthCloseStatus['hints'] = [];
    // Spec 4: "ready for reconciliation" once the month's payment records with their rates are in,
    // and (issue 23) still say what the month's reports say.
    if (outOfDate) hints.push('statementsOutOfDate');
    else if (s.has_revenue && s.has_rate && s.statements_posted) hints.push('readyForReconciliation');
    if (!s.closed_at) hints.push('accountsNotFinalized');
    if (!s.has_rate) hints.push('rateUnavailable');
    return {
      year_month: yearMonth,
      closed: s.closed_at !== null,
      closed_at: s.closed_at?.toISOString() ?? null,
      closed_by_name: s.closed_at ? s.closed_by_name : null,
      has_revenue: s.has_revenue,
      has_rate: s.has_rate,
      statements_posted: s.statements_posted,
      statements_out_of_date: outOfDate,
      hints,
    };
  }

  /** Closes (true) or reopens (false) the month; a month already so is left alone and not logged again. */
  async setClosed(actor: Actor, yearMonth: string, closed: boolean): Promise<MonthCloseStatus> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (trx) => {
      await ensureMonthRow(trx, yearMonth);
      // The row lock waits for writers holding it FOR SHARE (assertMonthOpen): they finish first.
      const changed = await trx
        .updateTable('accounting_months')
        .set({ closed_at: closed ? now : null, closed_by: closed ? actor.userId : null, updated_at: now })
        .where('year_month', '=', yearMonth)
        .where('closed_at', closed ? 'is' : 'is not', null)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) > 0) {
        await this.deps.audit.record(
          { ...auditBase(actor, yearMonth), action: closed ? 'accounting.month_close' : 'accounting.month_reopen', details: { month: yearMonth } },
          trx,
        );
        // Issue 30: a finalised month's statements are final; the statement mail follows in this transaction.
        if (closed) await this.deps.onMonthClosed?.(trx, yearMonth);
      }
      return this.status(yearMonth, trx);
    });
  }
}
