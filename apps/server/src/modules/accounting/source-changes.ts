// Whether a month's statements still say what its sources say (issue 23 "accounting truth"). The
// writers of a month's sources (revenue uploads, deductions, assigning unmatched rows) note a change
// in their transaction; posting the month marks every change it saw, before it reads the sources
// (a change that commits meanwhile stays unmarked: the month then reads out of date once too often,
// never once too few). A month whose statements are posted and which has an unmarked change is
// out of date: its status and statements say so, and recording payments for it waits for the next
// posting. The ledger itself stays append-only: that posting reverses and re-posts the channels
// that changed (ledger/posting.repository.ts).
import { yearMonthLabel } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';

/** Notes that `yearMonth`'s statement sources changed (call it in the writing transaction). */
export async function noteSourceChange(trx: Db, yearMonth: string, source: string): Promise<void> {
  await trx.insertInto('accounting_source_changes').values({ year_month: yearMonth, source }).execute();
}

/** Marks the month's changes as posted (call it in the posting transaction, before the sources are read). */
export async function markSourcesPosted(trx: Db, yearMonth: string): Promise<void> {
  await trx.updateTable('accounting_source_changes').set({ posted: true }).where('year_month', '=', yearMonth).where('posted', '=', false).execute();
}

/** The month's statements are posted and its sources changed since. */
export async function statementsOutOfDate(db: Db, yearMonth: string): Promise<boolean> {
  const row = await sql<{ stale: boolean }>`
    SELECT EXISTS (SELECT 1 FROM accounting_source_changes WHERE year_month = ${yearMonth} AND NOT posted)
      AND EXISTS (SELECT 1 FROM payment_records WHERE revenue_month = ${yearMonth}) AS stale`.execute(db);
  return row.rows[0]!.stale;
}

/** Throws `errors.statementsOutOfDate` (409) when the month's statements must be posted again first. */
export async function assertStatementsCurrent(db: Db, yearMonth: string): Promise<void> {
  if (await statementsOutOfDate(db, yearMonth)) throw new DomainError('errors.statementsOutOfDate', { params: { month: yearMonthLabel(yearMonth) } });
}
