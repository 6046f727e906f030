// The job registry's writes to job_progress (0016_job_progress.sql). Reading it is the jobs
// module's (modules/jobs/job-progress.repository.ts).
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
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

  /** The handler ended: done, failed for good, or queued again for a retry. `values` are the last reported. */
  async finish(jobId: string, outcome: JobOutcome, values: ProgressValues | null): Promise<void> {
    const now = this.clock.now();
    await this.db
      .updateTable('job_progress')
      .set({ ...(values ? columns(values) : {}), state: outcome, updated_at: now, finished_at: outcome === 'queued' ? null : now })
      .where('job_id', '=', jobId)
      .execute();
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
