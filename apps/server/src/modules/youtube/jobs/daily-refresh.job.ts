// The daily refresh (issue 3): once a day, at REFRESH_CRON in REFRESH_TIME_ZONE (default 03:30
// Asia/Taipei, a quiet hour), one refresh task `{ mode: 'add', channel_id, days_ago: 4 }` (spec 4)
// is queued for every channel linked to a live YouTube grant; channels without one are skipped.
// A second run the same day (two processes, a restart that catches up, an operator) queues
// nothing more: see RefreshQueue.enqueueDaily.
import type { AppContext } from '../../../app-context.ts';
import { DEFAULT_DAYS_AGO } from '../refresh-queue.ts';
import { channelsWithLiveGrant } from '../youtube.repository.ts';

type Log = (message: string) => void;

/** The scheduled handler: queues the day's refreshes; answers how many channels have a grant and how many tasks it queued. */
export async function queueDailyRefresh(ctx: AppContext, log: Log = () => {}): Promise<{ channels: number; queued: number }> {
  const channelIds = await channelsWithLiveGrant(ctx.db);
  let queued = 0;
  for (const channelId of channelIds) {
    if (await ctx.refreshQueue.enqueueDaily(channelId, DEFAULT_DAYS_AGO)) queued += 1;
  }
  log(`daily refresh: ${queued} of ${channelIds.length} channels with a YouTube grant queued`);
  return { channels: channelIds.length, queued };
}

/** Registers the daily schedule (or removes it when REFRESH_CRON is off) and runs its handler in this process. */
export async function startDailyRefresh(ctx: AppContext, options: { pollingIntervalSeconds?: number; log?: Log } = {}): Promise<void> {
  const log = options.log ?? ((m: string) => console.warn(`[chorus] ${m}`));
  await ctx.refreshQueue.startSchedule(
    async () => {
      await queueDailyRefresh(ctx, log);
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds },
  );
}
