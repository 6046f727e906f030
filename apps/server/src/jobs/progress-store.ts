// The job registry's writes to job_progress (0016_job_progress.sql). Reading it is the jobs
// module's (modules/jobs/job-progress.repository.ts).
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { JOB_TIMED_OUT } from './job-failure.ts';
import type { ProgressValues } from './progress-reporter.ts';

export type JobOutcome = 'done' | 'failed' | 'queued';

export class ProgressStore {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  /** `within`: the transaction the job was queued in. */
  async queued(jobId: string, name: string, ownerId: number | null, label: string | null, within: Db = this.db): Promise<void> {
    await within
      .insertInto('job_progress')
      .values({ job_id: jobId, name, owner_user_id: ownerId, label, state: 'queued', updated_at: this.clock.now() })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
  }

  /** The rows of many jobs queued at once (sendMany). */
  async queuedMany(jobIds: readonly string[], name: string, ownerId: number | null, label: string | null): Promise<void> {
    if (jobIds.length === 0) return;
    const now = this.clock.now();
    await this.db
      .insertInto('job_progress')
      .values(jobIds.map((jobId) => ({ job_id: jobId, name, owner_user_id: ownerId, label, state: 'queued' as const, updated_at: now })))
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
  }

  /** The handler starts. A job nobody sent through the registry (a schedule's) gets its row here. */
  async running(jobId: string, name: string): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('job_progress')
      .values({ job_id: jobId, name, state: 'running', started_at: now, updated_at: now })
      .onConflict((oc) => oc.column('job_id').doUpdateSet({ state: 'running', started_at: now, updated_at: now, finished_at: null }))
      .execute();
  }

  async progress(jobId: string, values: ProgressValues): Promise<void> {
    await this.db
      .updateTable('job_progress')
      .set({ ...columns(values), updated_at: this.clock.now() })
      .where('job_id', '=', jobId)
      .where('state', '=', 'running')
      .execute();
  }

  /**
   * The handler ended: done, failed for good, or queued again for a retry. `values` are the last
   * reported. Only a running row is settled: a handler pg-boss gave up on (expired) and that
   * returns late leaves the row as `settleExpired` ended it.
   */
  async finish(jobId: string, outcome: JobOutcome, values: ProgressValues | null): Promise<void> {
    const now = this.clock.now();
    await this.db
      .updateTable('job_progress')
      .set({ ...(values ? columns(values) : {}), state: outcome, updated_at: now, finished_at: outcome === 'queued' ? null : now })
      .where('job_id', '=', jobId)
      .where('state', '=', 'running')
      .execute();
  }

  /**
   * Rows whose job pg-boss has ended without the handler settling it (the queue's expiry, or a
   * worker killed mid-run, failed by another process's supervisor): running rows whose job waits
   * for a retry go back to `queued`; queued or running rows whose job is no longer queued, waiting
   * or running end `failed` with the time-out message. Answers how many rows ended failed.
   */
  async settleExpired(): Promise<number> {
    const now = this.clock.now();
    await sql`UPDATE job_progress p SET state = 'queued', updated_at = ${now}
      FROM pgboss.job j WHERE j.id = p.job_id AND p.state = 'running' AND j.state IN ('created', 'retry')`.execute(this.db);
    const failed = await sql`UPDATE job_progress p
      SET state = 'failed', updated_at = ${now}, finished_at = ${now}, message_key = ${JOB_TIMED_OUT}, message_params = '{}'
      WHERE p.state IN ('queued', 'running')
        AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id = p.job_id AND j.state IN ('created', 'retry', 'active'))`.execute(this.db);
    return Number(failed.numAffectedRows ?? 0);
  }
}

function columns(values: ProgressValues) {
  return {
    done: count(values.done),
    total: values.total === null ? null : count(values.total),
    message_key: values.message?.key ?? null,
    message_params: JSON.stringify(values.message?.params ?? {}),
  };
}

/** The columns hold whole, non-negative counts. */
const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);
