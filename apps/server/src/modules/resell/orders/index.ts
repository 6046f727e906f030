// The resell module's orders part (contract resell/orders.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { ResellShared } from '../resell-shared.ts';
import type { TopicHandlers } from '../webhook-topics.ts';
import type { ResellDemoOptions } from '../resell-demo.ts';

export function ordersPart(_infra: AppContext, _shared: ResellShared): { handlers: Handlers; topics: TopicHandlers } {
  return { handlers: {}, topics: {} };
}

export async function seedOrdersDemo(_trx: Db, _options: ResellDemoOptions): Promise<void> {}
