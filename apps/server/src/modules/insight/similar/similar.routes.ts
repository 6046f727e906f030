// HTTP for the similar part. The route layer has checked the inspiration page and the channel scope.
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { SimilarCaller, SimilarService } from './similar.service.ts';

const callerOf = (principal: Principal, req: FastifyRequest): SimilarCaller => ({
  userId: principal.userId,
  realUserId: principal.realUserId,
  profile: principal.profile,
  subject: principal.subject,
  ip: req.ip,
});

export function similarHandlers(service: SimilarService): Handlers {
  return {
    similarChannels: async ({ req, principal, params }) => service.similar(callerOf(principal, req), params.channelId),
    customSimilarGet: async ({ req, principal, params }) => service.customGet(callerOf(principal, req), params.channelId),
    customSimilarSet: async ({ req, principal, params, body }) => service.customSet(callerOf(principal, req), params.channelId, body.channel_ids),
    customSimilarClear: async ({ req, principal, params }) => {
      await service.customClear(callerOf(principal, req), params.channelId);
      return { ok: true as const };
    },
    keywordGaps: async ({ req, principal, params }) => service.keywordGaps(callerOf(principal, req), params.channelId),
    licensingPriceGet: async ({ req, principal, params }) => service.licensingGet(callerOf(principal, req), params.channelId),
    licensingPriceSet: async ({ req, principal, params, body }) => service.licensingSet(callerOf(principal, req), params.channelId, body),
  };
}
