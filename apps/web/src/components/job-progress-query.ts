// How the progress bar asks for a job's progress: about once a second while the job is queued or
// running, never again once it has ended (done or failed) or the server says it has no such job
// for this person. Kept apart from the component so the polling can be tested on its own.
import { jobEnded, type JobProgress } from '@chorus/contract';
import { ApiError } from '../lib/api-client.ts';
import { useEndpointQuery, type EndpointQueryOptions } from '../lib/endpoint-query.ts';

export const POLL_INTERVAL_MS = 1000;

/** The wait before the next poll, or false to stop polling. */
export function pollDelay(progress: JobProgress | undefined, error: unknown): number | false {
  // Not found, or no longer signed in: asking again will not change the answer.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (progress && jobEnded(progress.state)) return false;
  return POLL_INTERVAL_MS;
}

/** How far along, 0–100; null while the size of the task is not known (an indeterminate bar). */
export function progressPercent(progress: JobProgress): number | null {
  if (progress.state === 'done') return 100;
  if (progress.total === null) return null;
  if (progress.total === 0) return 0;
  return Math.min(100, (progress.done / progress.total) * 100);
}

/**
 * What the bar's count says: done of total, done alone when the job does not know its total, nothing
 * for a job with nothing to do ("0 / 0" beside "done" told the reader nothing the message did not).
 */
export function progressCount(progress: JobProgress): { done: number; total: number | null } | null {
  if (progress.total === 0) return null;
  return { done: progress.done, total: progress.total };
}

/** The read options of the progress poll. */
export const jobProgressRead: EndpointQueryOptions<'jobProgress'> = {
  refetchInterval: (query) => pollDelay(query.state.data, query.state.error),
  // A long task goes on while the tab is in the background; its bar should be current on return.
  refetchIntervalInBackground: true,
  retry: false,
};

/** A job's progress, read again about once a second until it has ended. */
export const useJobProgress = (jobId: string) => useEndpointQuery('jobProgress', { params: { jobId } }, jobProgressRead);
