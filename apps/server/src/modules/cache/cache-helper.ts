// The server-side cache helper of spec 4: "first ask the cached data, then the live query if the
// cache has nothing, and store the result; it can add a queue task (mode add, channel id, days ago
// 4) to refresh". Entries it stores live under the `srv:` prefix, which the frontend cache API
// neither reads nor writes (they may hold figures a caller of that API may not see, like revenue).
// A refresh of a channel drops all its entries, so results never outlive the data they came from.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { RefreshQueue } from '../youtube/refresh-queue.ts';
import { readEntry, writeEntry } from './cache.repository.ts';

export const SERVER_KEY_PREFIX = 'srv:';

export type CacheHelperDeps = { db: Db; clock: Clock; refreshQueue: RefreshQueue };

export type CacheOptions = {
  /** Everything the result depends on: the route, the channel, the period, the caller's revenue access… */
  key: string;
  /** The channel the result belongs to (dropped with the channel's refresh); null for network-wide results. */
  channelId: string | null;
  /** Older entries count as missing. Default one day. */
  maxAgeSeconds?: number;
  /**
   * When the live query runs and the channel was last refreshed longer ago than this (or never),
   * a refresh task is queued as well. Left out: no task.
   */
  refreshIfOlderThanSeconds?: number;
};

const DEFAULT_MAX_AGE_SECONDS = 24 * 3600;

/**
 * The cached result for `options.key`, else `live()`'s, stored for next time. `live` must answer
 * plain JSON (no Dates, no undefined inside arrays): what is cached is what JSON keeps.
 */
export async function cachedOrLive<T>(deps: CacheHelperDeps, options: CacheOptions, live: () => Promise<T>): Promise<T> {
  const key = SERVER_KEY_PREFIX + options.key;
  const now = deps.clock.now();
  const cached = await readEntry(deps.db, key);
  const maxAge = (options.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS) * 1000;
  if (cached && (cached.channel_id ?? null) === options.channelId && now.getTime() - cached.created_at.getTime() < maxAge) return cached.value as T;
  const value = await live();
  await writeEntry(deps.db, { key, channelId: options.channelId, value, now });
  if (options.channelId && options.refreshIfOlderThanSeconds !== undefined)
    await queueRefreshIfStale(deps, options.channelId, options.refreshIfOlderThanSeconds, now);
  return value;
}

async function queueRefreshIfStale(deps: CacheHelperDeps, channelId: string, olderThanSeconds: number, now: Date): Promise<void> {
  const channel = await deps.db.selectFrom('channels').select('refreshed_at').where('channel_id', '=', channelId).executeTakeFirst();
  if (!channel) return;
  if (channel.refreshed_at && now.getTime() - channel.refreshed_at.getTime() < olderThanSeconds * 1000) return;
  // A queue that cannot be reached must not fail the answer the caller is waiting for.
  await deps.refreshQueue
    .enqueue(channelId)
    .catch((error: unknown) => console.warn(`[chorus] queueing a refresh of ${channelId}: ${(error as Error).message}`));
}
