// A daily (or, by its cron, more frequent) cleanup job (job progress rows, unsaved recipient documents, …): one run at a time, retried
// twice five minutes apart, kept by pg-boss for 7 days; each worker process sets up its UTC schedule
// (a missed day runs once) before it works the queue.
import type { JobContext, JobRegistry } from './job-registry.ts';

export function registerDailyCleanup(jobs: JobRegistry, queue: string, cron: string, work: (job: JobContext) => Promise<void>): void {
  jobs.register(queue, async (_data, job) => work(job), {
    policy: 'exclusive',
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
    pollingIntervalSeconds: 30,
    onWorkerStart: () => jobs.schedule(queue, cron, {}, { tz: 'UTC', missed: 'once' }),
  });
}
