// The daily refresh (issue 3): once a day, at REFRESH_CRON in REFRESH_TIME_ZONE (default 03:30
// Asia/Taipei, a quiet hour), one refresh task `{ mode: 'add', channel_id, days_ago: 4 }` (spec 4)
// is queued for every channel linked to a live YouTube grant; channels without one are skipped.
// A second run the same day (two processes, a restart that catches up, an operator) queues
// nothing more: see RefreshQueue.enqueueDaily. The schedule is set up (or removed) by the
// processes that run workers, when they start the daily queue's worker.
import type { AppContext } from '../../../app-context.ts';
import type { ProgressReporter } from '../../../jobs/index.ts';
import { DAILY_REFRESH_QUEUE, DEFAULT_DAYS_AGO } from '../refresh-queue.ts';
import { channelsWithLiveGrant } from '../youtube.repository.ts';

type Log = (message: string) => void;

/** The scheduled handler: queues the day's refreshes; answers how many channels have a grant and how many tasks it queued. */
export async function queueDailyRefresh(ctx: AppContext, log: Log = () => {}, progress?: ProgressReporter): Promise<{ channels: number; queued: number }> {
  const channelIds = await channelsWithLiveGrant(ctx.db);
  let queued = 0;
  for (const [i, channelId] of channelIds.entries()) {
    if (await ctx.refreshQueue.enqueueDaily(channelId, DEFAULT_DAYS_AGO)) queued += 1;
    progress?.set(i + 1, channelIds.length);
  }
  log(`daily refresh: ${queued} of ${channelIds.length} channels with a YouTube grant queued`);
  return { channels: channelIds.length, queued };
}

/** Registers the daily job; each process that works its queue sets up the schedule first (or removes it when REFRESH_CRON is off). */
export function registerDailyRefresh(ctx: AppContext): void {
  ctx.jobs.register(
    DAILY_REFRESH_QUEUE,
    async (_data, job) => {
      await queueDailyRefresh(ctx, job.log, job.progress);
    },
    {
      policy: 'exclusive',
      retryLimit: 3,
      retryDelaySeconds: 60,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      deleteAfterSeconds: 7 * 24 * 3600,
      pollingIntervalSeconds: 5,
      onWorkerStart: () => applyDailySchedule(ctx),
    },
  );
}

/** A bad expression or time zone throws here, at start. */
async function applyDailySchedule(ctx: AppContext): Promise<void> {
  const { refreshCron: cron, refreshTimeZone: tz } = ctx.config.youtube;
  if (cron === null) {
    await ctx.jobs.unschedule(DAILY_REFRESH_QUEUE);
    return;
  }
  try {
    // `once`: after a stop across the hour, the day's refresh is queued when the server is back.
    await ctx.jobs.schedule(DAILY_REFRESH_QUEUE, cron, {}, { tz, missed: 'once' });
  } catch (error) {
    throw new Error(`REFRESH_CRON "${cron}" in REFRESH_TIME_ZONE "${tz}" cannot be used: ${(error as Error).message}`, { cause: error });
  }
}

/** Sets up the daily schedule (or removes it) and runs its handler in this process. */
export async function startDailyRefresh(ctx: AppContext, options: { pollingIntervalSeconds?: number; log?: Log } = {}): Promise<void> {
  await ctx.jobs.startWorkers({ names: [DAILY_REFRESH_QUEUE], pollingIntervalSeconds: options.pollingIntervalSeconds, log: options.log });
}
