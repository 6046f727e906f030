// The resell module's stores part (contract resell/stores.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { StoreTokens } from '../resell-shared.ts';
import type { ShopifyAdminClient } from '../shopify/admin-client.ts';
import type { TopicHandlers } from '../webhook-topics.ts';
import type { ResellDemoOptions } from '../resell-demo.ts';

export function storesPart(_infra: AppContext, _shared: { client: ShopifyAdminClient }): { handlers: Handlers; topics: TopicHandlers; tokens: StoreTokens } {
  const tokens: StoreTokens = {
    tokenFor: async () => {
      throw new DomainError('errors.storeNotConnected');
    },
  };
  return { handlers: {}, topics: {}, tokens };
}

export async function seedStoresDemo(_trx: Db, _options: ResellDemoOptions): Promise<void> {}
