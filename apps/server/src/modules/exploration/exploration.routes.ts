// HTTP for the exploration area: the route layer has checked the exploration page and the named
// subject policies; the services judge the rest.
import type { Handlers } from '../../http/register-endpoints.ts';
import { sendDiscoveryExport } from './discovery/discovery-export.ts';
import type { DiscoveryService } from './discovery/discovery.service.ts';
import type { ProspectsService } from './prospects/prospects.service.ts';
import type { SearchQuotaLedger } from './quota/search-quota.ts';

export function explorationHandlers(deps: { discovery: DiscoveryService; prospects: ProspectsService; ledger: SearchQuotaLedger }): Handlers {
  const { discovery, prospects, ledger } = deps;
  return {
    explorationChannels: async ({ principal, query }) => discovery.list(principal, query),
    explorationChannelsExport: async ({ principal, query, reply, language }) =>
      sendDiscoveryExport(reply, await discovery.exportRows(principal, query), query.format, language),
    explorationQuota: async () => ledger.status(),
    explorationProspects: async ({ query }) => prospects.list(query),
    explorationProspectCreate: async ({ principal, body }) => prospects.create(principal, body),
    explorationProspectStatus: async ({ req, principal, params, body }) => prospects.setStatus(principal, params.prospectId, body, { ip: req.ip }),
  };
}
