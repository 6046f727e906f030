// The resell module's stores part (contract resell/stores.routes.ts): Shopify store authorization
// (install, callback, disconnect), the stores' tokens for the other parts, app/uninstalled and the
// compliance topics, the demo stores.
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { StoreTokens } from '../resell-shared.ts';
import { ShopifyAdminClient } from '../shopify/admin-client.ts';
import type { TopicHandlers } from '../webhook-topics.ts';
import { ShopifyStoreTokens } from './store-tokens.ts';
import { storesHandlers } from './stores.routes.ts';
import { StoresService } from './stores.service.ts';

export { seedStoresDemo } from './stores-demo.ts';

/**
 * The Shopify install (start, Shopify's return, the store row and its tokens, webhooks, backfill)
 * for another area's stores: the commerce area's ec part connects a channel's own store with it.
 */
export function shopInstalls(infra: AppContext): StoresService {
  return storesPart(infra, { client: new ShopifyAdminClient(infra.config.shopify) }).service;
}

export function storesPart(
  infra: AppContext,
  shared: { client: ShopifyAdminClient },
): { handlers: Handlers; topics: TopicHandlers; tokens: StoreTokens; service: StoresService } {
  const { db, clock, config, jobs } = infra;
  const audit = auditLog({ db, clock });
  const tokens = new ShopifyStoreTokens({ db, clock, config, audit, log: (line) => console.warn(`[resell] ${line}`) });
  const service = new StoresService({ db, clock, config, audit, jobs, client: shared.client, tokens });
  const topics: TopicHandlers = {
    'app/uninstalled': (delivery) => service.uninstalled(delivery),
    'customers/data_request': (delivery) => service.compliance(delivery),
    'customers/redact': (delivery) => service.compliance(delivery),
    'shop/redact': (delivery) => service.compliance(delivery),
  };
  return { handlers: storesHandlers(service), topics, tokens, service };
}
