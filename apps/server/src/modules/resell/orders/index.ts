// The resell module's orders part (contract resell/orders.routes.ts): the order list, the sync
// action and its job (ORDERS_SYNC_JOB), and the order and refund webhook topics.
import { canSyncStoreOrders, type Currency } from '@chorus/contract';
import type { AppContext } from '../../../app-context.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { ResellShared } from '../resell-shared.ts';
import type { TopicHandlers } from '../webhook-topics.ts';
import { OrderListService } from './order-list.service.ts';
import { orderTopics } from './order-topics.ts';
import { registerOrdersSyncJob, startOrdersSync } from './orders-sync.ts';
import { seesStoreOrders, storeInReach } from '../store-scope.ts';

export { seedOrdersDemo, seedShopOrders } from './orders-demo.ts';
export { startOrdersSync } from './orders-sync.ts';

export function ordersPart(infra: AppContext, shared: ResellShared): { handlers: Handlers; topics: TopicHandlers } {
  const { db, clock, jobs } = infra;
  registerOrdersSyncJob(jobs, { db, clock, client: shared.client, tokens: shared.tokens });
  const list = new OrderListService({ db });
  const handlers: Handlers = {
    resellOrders: async ({ principal, query }) => list.list(principal.subject, (principal.profile.row.currency as Currency) ?? 'USD', query),
    resellOrdersSync: async ({ principal, params }) => {
      const subject = principal.subject;
      const store = await storeInReach(db, subject, params.storeId, seesStoreOrders);
      if (!canSyncStoreOrders(subject, { advertiserId: store.advertiser_id })) throw new DomainError('errors.forbidden');
      if (store.status !== 'connected') throw new DomainError('errors.storeNotConnected');
      return { job_id: await startOrdersSync(jobs, store.id, store.orders_synced_at ? 'catchup' : 'backfill', principal.userId) };
    },
  };
  return { handlers, topics: orderTopics(db) };
}
