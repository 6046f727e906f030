// The channels module's public entry: the channel analytics pages, the channel list, channel
// visibility, and the one rule of who may see a channel. Other modules import only this file.
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../audit/audit-log.ts';
import type { ServerModule } from '../../server-module.ts';
import { assertChannelEditable } from '../ownership/index.ts';
import { ChannelAnalyticsService, defaultCacheOptions } from './analytics.service.ts';
import { channelListHandlers } from './channel-list.routes.ts';
import { ChannelVisibilityService } from './channel-visibility.service.ts';
import { channelsHandlers } from './channels.routes.ts';
import { liveHandlers } from './live/live.routes.ts';
import { liveStreamsService } from './live/live.service.ts';
import { revenueHealthPart } from './revenue-health/index.ts';

export { ChannelAccess } from './channel-access.ts';
export { scopeOf, visibleTo, type ChannelScope } from './channel-access.ts';
export { precomputeStale, scheduleAnswerPrecompute } from './precomputed-answers.ts';
export { RevenueHealthService, seedRevenueHealthDemo } from './revenue-health/index.ts';

export function createModule(infra: AppContext): ServerModule {
  const { config, db, pool, clock, bus, channelAccess } = infra;
  const catalog = channelAccess.catalog;
  catalog.usePool(pool);
  // Interest videos or visibility changed in another process: drop our copy of the channel at once.
  bus.subscribe((m) => {
    if (m.kind === 'channel') catalog.invalidate(m.id);
    else if (m.kind === 'all') catalog.invalidateAll();
  });
  const cache = { ...defaultCacheOptions, maxBytes: Math.max(0, config.analyticsCacheMb) * 1024 * 1024 };
  const service = new ChannelAnalyticsService({ db, pool, clock, catalog, cache, precomputed: config.analyticsPrecomputed });
  const visibility = new ChannelVisibilityService({ db, bus, audit: auditLog({ db, clock }) });
  const assertEditable = (channelId: string, userId: number) => assertChannelEditable(db, channelId, userId);
  const live = liveStreamsService({ db, clock, bus, maxBytes: cache.maxBytes / 4 });
  return {
    handlers: {
      ...channelsHandlers({ service, visibility, assertEditable, bus }),
      ...channelListHandlers({ db }),
      ...liveHandlers({ live }),
      ...revenueHealthPart(infra).handlers,
    },
  };
}
