// Finished jobs' progress rows (job_progress, 0016) are kept for a while, so that whoever started a
// task can still read how it ended (GET /api/v1/jobs/:jobId, an upload's status), then removed: once
// a day a scheduled job deletes the rows of jobs done or failed more than JOB_PROGRESS_RETENTION_DAYS
// ago. Queued and running rows are never touched, however old. pg-boss forgets its own finished jobs
// after at most 7 days (deleteAfterSeconds), so a kept row never outlives its job by much. The same
// job removes the records of job effects (job_effects, jobs/run-once.ts) as old.
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { ProgressStore, registerDailyCleanup } from '../../jobs/index.ts';

export const JOB_PROGRESS_CLEANUP_QUEUE = 'jobs.progress-cleanup';
/** Every minute: the rows of jobs pg-boss expired (or whose worker died) end `failed`. */
export const JOB_PROGRESS_EXPIRED_QUEUE = 'jobs.progress-expired';
export const JOB_PROGRESS_RETENTION_DAYS = 14;
/** Every day at 04:10 UTC (a quiet hour in Taiwan and Japan). */
const CLEANUP_CRON = '10 4 * * *';

/** Deletes the progress rows of jobs that finished before `now` minus the retention; answers how many. */
export async function deleteFinishedProgress(db: Db, now: Date, retentionDays = JOB_PROGRESS_RETENTION_DAYS): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 3600_000);
  const result = await db.deleteFrom('job_progress').where('state', 'in', ['done', 'failed']).where('finished_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the records of job effects (jobs/run-once.ts) applied before `now` minus the retention;
 * answers how many. pg-boss keeps a finished job at most 7 days, so no retry can still need one.
 */
export async function deleteOldJobEffects(db: Db, now: Date, retentionDays = JOB_PROGRESS_RETENTION_DAYS): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 3600_000);
  const result = await db.deleteFrom('job_effects').where('applied_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Registers the daily cleanup; each process that works its queue sets up the schedule first. */
export function registerProgressCleanup({ db, clock, jobs }: Pick<AppContext, 'db' | 'clock' | 'jobs'>): void {
  const store = new ProgressStore(db, clock);
  registerDailyCleanup(jobs, JOB_PROGRESS_CLEANUP_QUEUE, CLEANUP_CRON, async (job) => {
    await store.settleExpired();
    const removed = await deleteFinishedProgress(db, clock.now());
    const effects = await deleteOldJobEffects(db, clock.now());
    job.log(
      `job progress cleanup: ${removed} rows of jobs finished and ${effects} records of job effects applied over ${JOB_PROGRESS_RETENTION_DAYS} days ago removed`,
    );
  });
  registerDailyCleanup(jobs, JOB_PROGRESS_EXPIRED_QUEUE, '* * * * *', async (job) => {
    const failed = await store.settleExpired();
    if (failed > 0) job.log(`job progress: ${failed} jobs pg-boss expired or lost ended failed`);
  });
}
