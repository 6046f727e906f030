// The refresh queue (spec 4: a task "mode add, channel id, days ago 4") on the server's job
// registry (apps/server/src/jobs). One queue, 'channel-refresh', with the `exclusive` policy keyed
// by channel: a channel is never queued or running twice; asking again answers the task already
// there. Its handler and options are registered by jobs/refresh-channel.job.ts.
//
// The daily refresh: a schedule (REFRESH_CRON in REFRESH_TIME_ZONE) puts one job a day on
// 'channel-refresh-daily', whose handler (jobs/daily-refresh.job.ts) queues one refresh per
// channel with a grant through `enqueueDaily`.
import type { JobRegistry } from '../../jobs/index.ts';
import type { RefreshQueue as RefreshQueuePort, TaskRow, TaskState } from '../../ports/refresh-queue.ts';

export const REFRESH_QUEUE = 'channel-refresh';
/** The daily schedule's queue: each job is "queue today's refresh of every channel with a grant". */
export const DAILY_REFRESH_QUEUE = 'channel-refresh-daily';
/** A daily task is queued at most once per channel in each slot of this length (UTC days). */
const DAILY_SLOT_SECONDS = 24 * 3600;
export const DEFAULT_DAYS_AGO = 4;
/** What a refresh job is, for its progress (messages namespace). */
const REFRESH_LABEL = 'jobs.channelRefresh';

export type RefreshTask = { mode: 'add'; channel_id: string; days_ago: number };

/**
 * What a run ends in. `retry`: tried again later with backoff (quota, Google or the network
 * down); `failed`: ends now, retrying cannot help (no authorization, grant withdrawn).
 * `error` is a message key (packages/i18n messages), shown in the task list.
 */
export type RefreshOutcome = { status: 'completed' } | { status: 'retry' | 'failed'; error: string };

export type { TaskRow, TaskState } from '../../ports/refresh-queue.ts';

const messageKey = /^errors\.[A-Za-z]+$/;
export const REFRESH_FAILED = 'errors.youtubeRefreshFailed';

export class RefreshQueue implements RefreshQueuePort {
  private readonly jobs: JobRegistry;

  constructor(jobs: JobRegistry) {
    this.jobs = jobs;
  }

  /** The registry the tasks run on (a test sends the daily job through it, as the cron pass does). */
  async started(): Promise<JobRegistry> {
    return this.jobs;
  }

  /**
   * Queues a refresh of the channel, or answers the id of the one already queued or running. The
   * person who asked (`ownerId`) may follow its progress (GET /api/v1/jobs/:jobId).
   */
  async enqueue(channelId: string, options: { ownerId?: number | null; daysAgo?: number } = {}): Promise<string> {
    const task: RefreshTask = { mode: 'add', channel_id: channelId, days_ago: options.daysAgo ?? DEFAULT_DAYS_AGO };
    for (let attempt = 0; attempt < 3; attempt++) {
      const id = await this.jobs.send(REFRESH_QUEUE, task, { singletonKey: channelId, label: REFRESH_LABEL, ownerId: options.ownerId ?? null });
      if (id) return id;
      const active = await this.jobs.activeJobId(REFRESH_QUEUE, channelId);
      // The task may have ended between the two statements: then a new one can be queued.
      if (active) return active;
    }
    throw new Error(`could not queue a refresh of ${channelId}`);
  }

  /**
   * Queues the channel's refresh of the day: at most one per channel and UTC day (a pg-boss
   * throttle slot keyed by the channel, kept while the finished task is kept), and none while
   * one is already queued or running. Answers the new task's id, or null when none was queued.
   */
  async enqueueDaily(channelId: string, daysAgo = DEFAULT_DAYS_AGO): Promise<string | null> {
    const task: RefreshTask = { mode: 'add', channel_id: channelId, days_ago: daysAgo };
    return this.jobs.send(REFRESH_QUEUE, task, { singletonKey: channelId, singletonSeconds: DAILY_SLOT_SECONDS, label: REFRESH_LABEL });
  }

  /** The daily schedule as kept, or null when there is none. */
  dailySchedule(): Promise<{ cron: string; timezone: string } | null> {
    return this.jobs.scheduleOf(DAILY_REFRESH_QUEUE);
  }

  /** The newest tasks, newest first. */
  async recent(limit = 100): Promise<TaskRow[]> {
    const jobs = await this.jobs.recentJobs(REFRESH_QUEUE, limit);
    return jobs.map((job) => {
      const data = (job.data ?? {}) as Partial<RefreshTask>;
      return {
        id: job.id,
        channel_id: String(data.channel_id ?? ''),
        mode: 'add' as const,
        days_ago: Number(data.days_ago ?? DEFAULT_DAYS_AGO),
        state: job.state,
        created_at: job.createdOn.toISOString(),
        completed_at: job.completedOn ? job.completedOn.toISOString() : null,
        error: errorOf(job.state, job.output),
      };
    });
  }
}

/** The message key a task's output carries; other failures (a crash, a timeout) read as the generic one. */
function errorOf(state: TaskState, output: unknown): string | null {
  const error = (output as { error?: unknown } | null)?.error;
  if (typeof error === 'string' && messageKey.test(error)) return error;
  return state === 'failed' || state === 'retry' ? REFRESH_FAILED : null;
}
