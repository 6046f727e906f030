// The social module's public entry (issue 27): Instagram and TikTok accounts linked to channels,
// their collection jobs and the reads of their figures.
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../audit/audit-log.ts';
import type { ServerModule } from '../../server-module.ts';
import { AccountsService } from './accounts/accounts.service.ts';
import { InsightsService } from './accounts/insights.service.ts';
import { LinkService, callPolicy } from './accounts/link.service.ts';
import { SOCIAL_COLLECT_QUEUE, registerSocialJobs, type CollectJob } from './jobs/social-jobs.ts';
import { socialHandlers } from './social.routes.ts';
import { RequestWindow } from './tiktok/request-window.ts';

export { SOCIAL_COLLECT_QUEUE, SOCIAL_DAILY_QUEUE, SOCIAL_STORIES_QUEUE, SOCIAL_TOKENS_QUEUE, queueRound } from './jobs/social-jobs.ts';
export { collectAccount } from './jobs/collect-account.ts';
export { upkeepTokens } from './jobs/token-upkeep.ts';
export { RequestWindow } from './tiktok/request-window.ts';
export { callPolicy } from './accounts/link.service.ts';
export { seedSocialDemo } from './social-demo.ts';
export { socialHeadlines } from './accounts/headlines.ts';

export function createModule(ctx: AppContext): ServerModule {
  const { db, clock, config, jobs, bus } = ctx;
  const window = new RequestWindow(config.social.tiktok.requestsPerMinute);
  const collectDeps = { db, config, policy: callPolicy(config), window, bus };
  registerSocialJobs(ctx, collectDeps);
  const accounts = new AccountsService({ db, clock });
  const insights = new InsightsService({ db, clock, accounts, bus, maxBytes: Math.max(0, config.analyticsCacheMb) * 1024 * 1024 });
  const links = new LinkService({
    db,
    clock,
    config,
    window,
    bus,
    audit: auditLog({ db, clock }),
    collectNow: async (accountId) => {
      await jobs.send<CollectJob>(SOCIAL_COLLECT_QUEUE, { account_id: accountId, mode: 'daily' }, { singletonKey: `daily-${accountId}` });
    },
  });
  return { handlers: socialHandlers({ accounts, insights, links }) };
}
// What the production area's publishing calendar (issue 29) uses to post through a linked account.
export { linkedAccount, markRefused, type LinkedAccount } from './jobs/collect.repository.ts';
export { socialTokens } from './social-tokens.ts';
export { tiktokAccess } from './tiktok/tiktok-access.ts';
export {
  callPlatform,
  SocialApiError,
  SocialRateLimitError,
  SocialTokenError,
  SocialUnavailableError,
  type CallPolicy,
  type Failure,
} from './platform-http.ts';
export { classifyGraph } from './instagram/instagram-client.ts';
export { classifyTiktok } from './tiktok/tiktok-client.ts';
