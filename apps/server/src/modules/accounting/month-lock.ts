// A closed month refuses every accounting write that belongs to it (issue 10 "Month close"): revenue
// uploads, deductions, statements. Writers call `assertMonthOpen` inside the transaction that makes
// the change; it takes the month's row FOR SHARE, so a close (which updates the row) waits for the
// writes already under way and every later write sees the month closed. Closing and reopening is
// the ledger's (ledger/), which updates the same row.
import { yearMonthLabel } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';

/** The month's row (open) when it has none yet, so that it can be locked: by writers here, by a close in the ledger. */
export async function ensureMonthRow(trx: Db, yearMonth: string): Promise<void> {
  await trx
    .insertInto('accounting_months')
    .values({ year_month: yearMonth })
    .onConflict((oc) => oc.column('year_month').doNothing())
    .execute();
}

/** Throws `errors.accountingMonthClosed` when `yearMonth` (YYYYMM) is closed; call it in the writing transaction. */
export async function assertMonthOpen(trx: Db, yearMonth: string): Promise<void> {
  await ensureMonthRow(trx, yearMonth);
  const month = await trx
    .selectFrom('accounting_months')
    .select('closed_at')
    .where('year_month', '=', yearMonth)
    .modifyEnd(sql`FOR SHARE`)
    .executeTakeFirstOrThrow();
  if (month.closed_at) throw new DomainError('errors.accountingMonthClosed', { params: { month: yearMonthLabel(yearMonth) } });
}
