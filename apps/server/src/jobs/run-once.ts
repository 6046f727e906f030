// Jobs whose effect happens exactly once. pg-boss runs a job at least once: a worker killed after
// the handler's writes committed but before the job was completed has the job run again. A
// handler with database effects writes them through runOnce: the effects and a row of job_effects
// (0063) commit in one transaction, so a job run again whose row exists does nothing and completes,
// and a handler that throws leaves neither. Two runs of one job at the same time (pg-boss expired
// the first while it still ran) meet on the row's key: the second waits for the first to end and
// applies only if the first rolled back. Effects outside the database (mail, outside HTTP calls)
// cannot join the transaction; the jobs' list is in docs/decisions/operations.md.
import { sql, type Kysely, type Transaction } from 'kysely';

/** The effect's answer, or `applied: false`: an earlier run of the same job had applied it. */
export type OnceOutcome<R> = { applied: true; value: R } | { applied: false };

/** Runs `effect` in a transaction that also records `job.id`, unless a run of that job already committed. */
export async function runOnce<DB, R>(db: Kysely<DB>, job: { id: string }, effect: (trx: Transaction<DB>) => Promise<R>): Promise<OnceOutcome<R>> {
  return db.transaction().execute(async (trx): Promise<OnceOutcome<R>> => {
    const claimed = await sql`INSERT INTO job_effects (job_id) VALUES (${job.id}::uuid) ON CONFLICT (job_id) DO NOTHING RETURNING job_id`.execute(trx);
    if (claimed.rows.length === 0) return { applied: false };
    return { applied: true, value: await effect(trx) };
  });
}
