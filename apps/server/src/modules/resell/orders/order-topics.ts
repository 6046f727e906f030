// The orders part's webhook topics (webhook-topics.ts hands each delivery here): orders/create,
// orders/updated and orders/cancelled carry the whole order (REST JSON), refunds/create one refund.
// The route has verified the HMAC and recorded the delivery once per webhook id; here the store is
// found by the shop domain (an unknown or disconnected shop is logged and dropped), the payload is
// mapped (an unreadable one is logged and dropped: retrying cannot mend it) and saved so that
// deliveries in any order end in the newest state (orders.repository.ts).
import type { Db } from '../../../db/database.ts';
import type { TopicHandler, TopicHandlers } from '../webhook-topics.ts';
import { mapRestOrder, mapRestRefund, OrderShapeError, type MappedOrder } from './order-mapping.ts';
import { connectedStoreByDomain, saveOrders, saveRefund } from './orders.repository.ts';

export const ORDER_TOPICS = ['orders/create', 'orders/updated', 'orders/cancelled'] as const;
export const REFUND_TOPIC = 'refunds/create';

export function orderTopics(db: Db): TopicHandlers {
  const withStore =
    (save: (storeId: number, payload: Record<string, unknown>) => Promise<void>): TopicHandler =>
    async (delivery, job) => {
      const store = await connectedStoreByDomain(db, delivery.shopDomain);
      if (!store) {
        job.log(`shopify ${delivery.topic} ${delivery.webhookId}: no connected store for ${delivery.shopDomain}, dropped`);
        return;
      }
      try {
        await save(store.id, delivery.payload);
      } catch (error) {
        if (!(error instanceof OrderShapeError)) throw error;
        job.log(`shopify ${delivery.topic} ${delivery.webhookId}: unreadable payload (${error.message}), dropped`);
      }
    };
  const order: TopicHandler = withStore(async (storeId, payload) => {
    await saveOrders(db, storeId, [mapRestOrder(payload)]);
  });
  // A drained batch (webhook-topics.ts): each shop's orders mapped, then written in one go.
  order.batch = async (deliveries, job) => {
    const byShop = new Map<string, MappedOrder[]>();
    for (const delivery of deliveries) {
      try {
        const list = byShop.get(delivery.shopDomain) ?? [];
        list.push(mapRestOrder(delivery.payload));
        byShop.set(delivery.shopDomain, list);
      } catch (error) {
        if (!(error instanceof OrderShapeError)) throw error;
        job.log(`shopify ${delivery.topic} ${delivery.webhookId}: unreadable payload (${error.message}), dropped`);
      }
    }
    for (const [shopDomain, orders] of byShop) {
      const store = await connectedStoreByDomain(db, shopDomain);
      if (!store) {
        job.log(`shopify orders: no connected store for ${shopDomain}, ${orders.length} dropped`);
        continue;
      }
      await saveOrders(db, store.id, orders);
    }
  };
  const refund = withStore(async (storeId, payload) => saveRefund(db, storeId, mapRestRefund(payload)));
  return Object.fromEntries([...ORDER_TOPICS.map((t) => [t, order] as const), [REFUND_TOPIC, refund] as const]);
}
