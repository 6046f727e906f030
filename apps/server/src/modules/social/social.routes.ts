// HTTP of the social area: parse, delegate, answer.
import type { FastifyRequest } from 'fastify';
import { sendPacked } from '../../cache/packed-answer.ts';
import type { Principal } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { AccountsService } from './accounts/accounts.service.ts';
import type { InsightsService } from './accounts/insights.service.ts';
import type { LinkOutcome, LinkService, SocialCaller } from './accounts/link.service.ts';

const callerOf = (principal: Principal, req: FastifyRequest): SocialCaller => ({
  subject: principal.subject,
  actor: { userId: principal.userId, realUserId: principal.realUserId },
  ip: req.ip,
});

/** The profile page, where linking lives, with the outcome: `?social=linked&platform=instagram`. */
export function linkLocation(outcome: LinkOutcome): string {
  return `/dashboard/info?${new URLSearchParams({ social: outcome.result, platform: outcome.platform }).toString()}`;
}

export function socialHandlers({ accounts, insights, links }: { accounts: AccountsService; insights: InsightsService; links: LinkService }): Handlers {
  return {
    socialAccounts: async ({ principal, query }) => accounts.list(principal.subject, query.channel_id),
    socialInsights: async ({ req, reply, principal, params, query }) =>
      sendPacked(req, reply, await insights.insights(principal.subject, params.accountId, query)),
    socialLinkStart: async ({ principal, query }) => links.start(principal.subject, query.platform, query.channel_id),
    socialLinkCallback: async ({ principal, params, query, reply, req }) => {
      const outcome = await links.callback(callerOf(principal, req), params.platform, query, (m) => req.log.warn(m));
      return reply.header('cache-control', 'no-store').redirect(linkLocation(outcome), 303);
    },
    socialUnlink: async ({ req, principal, params }) => {
      await links.unlink(callerOf(principal, req), params.accountId, (m) => req.log.warn(m));
      return { ok: true as const };
    },
  };
}
