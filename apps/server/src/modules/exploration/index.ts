// The exploration module's public entry (issue 26): creator discovery (the network's channels,
// stored candidates outside it and YouTube's search.list in one list; enrichment jobs; the 30-day
// rule for public data), the search quota ledger, and prospects. The video search (videos/) searches
// YouTube through the same ledger and counted search.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { createInvitationService } from '../access/index.ts';
import { publicDataAccess } from '../youtube/index.ts';
import { DiscoveryService } from './discovery/discovery.service.ts';
import { registerEnrichmentJob } from './discovery/enrichment.job.ts';
import { registerPublicDataRule } from './discovery/public-data-rule.ts';
import { explorationHandlers } from './exploration.routes.ts';
import { ProspectsService } from './prospects/prospects.service.ts';
import { SearchQuotaLedger } from './quota/search-quota.ts';
import { videoSearchPart, YoutubeVideos } from './videos/index.ts';

export { SearchQuotaLedger, quotaDay, quotaResetsAt } from './quota/search-quota.ts';
export { countedSearch } from './quota/youtube-search.ts';
export { applyPublicDataRule, PUBLIC_DATA_QUEUE } from './discovery/public-data-rule.ts';
export { ENRICH_QUEUE, enrichChannel } from './discovery/enrichment.job.ts';
export { seedExplorationDemo } from './exploration-demo.ts';

export function createModule(infra: AppContext): ServerModule {
  const { db, clock, config, jobs } = infra;
  const ledger = new SearchQuotaLedger({ db, clock, limit: config.youtube.searchDailyCalls });
  const access = () => publicDataAccess(config.youtube);
  registerEnrichmentJob({ db, clock, jobs, access });
  registerPublicDataRule({ db, clock, jobs, access });
  const discovery = new DiscoveryService({ db, clock, jobs, ledger, access });
  const prospects = new ProspectsService({ db, clock, invitations: createInvitationService(infra) });
  return {
    handlers: {
      ...explorationHandlers({ discovery, prospects, ledger }),
      ...videoSearchPart(infra, new YoutubeVideos({ db, clock, ledger, access })).handlers,
    },
  };
}
