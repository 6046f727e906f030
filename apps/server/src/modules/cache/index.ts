// The cache module's public entry: the frontend cache API and the refresh queue's task list.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { cacheHandlers } from './cache.routes.ts';
import { CacheService } from './cache.service.ts';

export function createModule({ db, clock, channelAccess, refreshQueue }: AppContext): ServerModule {
  return { handlers: cacheHandlers({ cache: new CacheService({ db, clock, channelAccess, refreshQueue }) }) };
}
