// SQL for issue reports.
import type { ProblemReportStatus } from '@chorus/contract';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProblemReportsTable } from '../../db/schema.ts';

export type ProblemReportRow = Selectable<ProblemReportsTable> & { reporter_email: string; reporter_name: string };

function withReporter(db: Db) {
  return db
    .selectFrom('problem_reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .selectAll('r')
    .select(['u.email as reporter_email', 'u.name as reporter_name']);
}

export async function insertReport(
  db: Db,
  values: { reporter_id: number; line_number: string | null; submitter: string; explanation: string; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('problem_reports')
    .values({
      reporter_id: values.reporter_id,
      line_number: values.line_number,
      submitter: values.submitter,
      explanation: values.explanation,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countRecentReports(db: Db, reporterId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('problem_reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('reporter_id', '=', reporterId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findReport(db: Db, id: number): Promise<ProblemReportRow | undefined> {
  return withReporter(db).where('r.id', '=', id).executeTakeFirst();
}

/** Newest first; `reporterId` null for everyone's. */
export async function findReports(
  db: Db,
  filter: { reporterId: number | null; status?: ProblemReportStatus; limit: number; offset: number },
): Promise<{ rows: ProblemReportRow[]; total: number }> {
  let rows = withReporter(db);
  let count = db.selectFrom('problem_reports as r').select((eb) => eb.fn.countAll<string>().as('n'));
  if (filter.reporterId !== null) {
    rows = rows.where('r.reporter_id', '=', filter.reporterId);
    count = count.where('r.reporter_id', '=', filter.reporterId);
  }
  if (filter.status) {
    rows = rows.where('r.status', '=', filter.status);
    count = count.where('r.status', '=', filter.status);
  }
  const [found, total] = await Promise.all([
    rows.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(total.n) };
}

export async function updateReport(db: Db, id: number, patch: Updateable<ProblemReportsTable>): Promise<boolean> {
  const result = await db.updateTable('problem_reports').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
