// HTTP for the channel analytics pages, channel-group trends and exchange rates. The route layer
// has already checked that the caller may see the channel and holds the page or component.
import { canSeeStrategyRevenue } from '@chorus/contract';
import type { InvalidationBus } from '../../cache/invalidation-bus.ts';
import { AppError } from '../../http/app-error.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { ChannelAnalyticsService } from './analytics.service.ts';
import type { ChannelVisibilityService } from './channel-visibility.service.ts';
import { sendPacked } from '../../cache/packed-answer.ts';

export type ChannelsServices = {
  service: ChannelAnalyticsService;
  visibility: ChannelVisibilityService;
  /** Refuses (409 errors.channelLocked) an edit while another user holds the channel's edit lock. */
  assertEditable: (channelId: string, userId: number) => Promise<void>;
  bus: InvalidationBus;
};

export function channelsHandlers({ service, visibility, assertEditable, bus }: ChannelsServices): Handlers {
  return {
    channelOverview: async ({ req, reply, params, query }) => sendPacked(req, reply, await service.overview(params.channelId, query)),
    channelAudience: async ({ req, reply, params, query }) => sendPacked(req, reply, await service.audience(params.channelId, query)),
    channelInterestVideos: async ({ params, body, principal }) => {
      // An edit of the channel: refused (409 errors.channelLocked) while another user holds its edit lock.
      await assertEditable(params.channelId, principal.userId);
      await service.setInterestVideos(params.channelId, body.video_ids);
      bus.publish({ kind: 'channel', id: params.channelId });
      return { ok: true as const };
    },
    channelVisibilityGet: async ({ params }) => visibility.read(params.channelId),
    channelVisibilitySet: async ({ req, params, body, principal }) => visibility.set(principal, params.channelId, body, req.ip),
    channelContent: async ({ req, reply, params, query, principal }) =>
      sendPacked(req, reply, await service.content(params.channelId, query, canSeeStrategyRevenue(principal.subject, params.channelId))),
    channelAnalytics: async ({ req, reply, params, query, principal }) => {
      // Spec 2: the analytics page also needs the user's cms-permission flag.
      if (!principal.profile.row.has_cms_permissions) throw new AppError(403, 'errors.noCmsPermission');
      return sendPacked(req, reply, await service.analytics(params.channelId, query));
    },
    channelRevenue: async ({ req, reply, params }) => sendPacked(req, reply, await service.revenue(params.channelId)),
    channelGroupTrends: async ({ params, query, principal }) => service.groupTrends(principal.subject, params.groupId, query),
    exchangeRates: async () => service.exchangeRates(),
  };
}
