// HTTP of the social area: parse, delegate, answer.
import { sendPacked } from '../../cache/packed-answer.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import type { AccountsService } from './accounts/accounts.service.ts';
import type { InsightsService } from './accounts/insights.service.ts';
import type { LinkOutcome, LinkService } from './accounts/link.service.ts';

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
      const outcome = await links.callback(principal.subject, params.platform, query, (m) => req.log.warn(m));
      return reply.header('cache-control', 'no-store').redirect(linkLocation(outcome), 303);
    },
    socialUnlink: async ({ principal, params }) => {
      await links.unlink(principal.subject, params.accountId);
      return { ok: true as const };
    },
  };
}
