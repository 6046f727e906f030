// Waiting on work the app does in the background (queued jobs, their progress rows).
import type { JobRecord, JobRegistry } from '../src/jobs/job-registry.ts';

/** Reads again every 100 ms until `done` holds, and gives up after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the workers of `queue` (polling every half second) and waits until the job `id` has ended,
 * completed or failed: the job as the queue lists it then.
 */
export async function runJobToEnd(jobs: JobRegistry, queue: string, id: string | null, timeoutMs?: number): Promise<JobRecord | undefined> {
  await jobs.startWorkers({ names: [queue], pollingIntervalSeconds: 0.5, log: () => {} });
  return until(
    async () => (await jobs.recentJobs(queue, 10)).find((job) => job.id === id),
    (job) => job?.state === 'completed' || job?.state === 'failed',
    timeoutMs,
  );
}
