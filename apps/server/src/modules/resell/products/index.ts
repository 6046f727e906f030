// The resell module's products part (contract resell/products.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { ResellShared } from '../resell-shared.ts';
import type { TopicHandlers } from '../webhook-topics.ts';
import type { ResellDemoOptions } from '../resell-demo.ts';

export function productsPart(_infra: AppContext, _shared: ResellShared): { handlers: Handlers; topics: TopicHandlers } {
  return { handlers: {}, topics: {} };
}

export async function seedProductsDemo(_trx: Db, _options: ResellDemoOptions): Promise<void> {}
