// HTTP for the frontend cache API and the refresh queue's task list.
import type { Handlers } from '../../http/register-endpoints.ts';
import type { CacheService } from './cache.service.ts';

export function cacheHandlers({ cache }: { cache: CacheService }): Handlers {
  return {
    cacheRead: async ({ principal, body }) => cache.read(principal.profile, body.key),
    cacheWrite: async ({ principal, body }) => cache.write(principal.profile, body),
    cacheReadChannel: async ({ principal, body }) => cache.readChannel(principal.profile, body.channel_id),
    cacheDelete: async ({ principal, body }) => cache.delete(principal.profile, body),
    cacheTaskQueue: async ({ principal }) => cache.taskQueue(principal.profile),
  };
}
