// Every Shopify delivery reaches one job (contract resell/webhooks.routes.ts); this passes it to the
// part that owns its topic (`X-Shopify-Topic`). The stores part owns app/uninstalled and the
// mandatory compliance topics, the orders part the order and refund topics. A topic nobody owns is
// logged and dropped: Shopify sends only the topics the app subscribed to.
import { SHOPIFY_WEBHOOK_JOB } from '@chorus/contract';
import type { WebhookJobData } from '../../http/webhook-route.ts';
import type { JobContext, JobRegistry } from '../../jobs/index.ts';

/** One delivery as a topic handler sees it: verified, recorded once, its body parsed as JSON. */
export type ShopifyDelivery = {
  topic: string;
  shopDomain: string;
  webhookId: string;
  /** When Shopify sent it (`X-Shopify-Triggered-At`), if said. */
  triggeredAt: string | null;
  payload: Record<string, unknown>;
};

export type TopicHandler = (delivery: ShopifyDelivery, job: JobContext) => Promise<void>;
export type TopicHandlers = Record<string, TopicHandler>;

export function registerShopifyWebhookJob(jobs: JobRegistry, handlers: TopicHandlers): void {
  jobs.register<WebhookJobData>(
    SHOPIFY_WEBHOOK_JOB,
    async (data, job) => {
      const topic = data.headers['x-shopify-topic'] ?? '';
      const handler = Object.hasOwn(handlers, topic) ? handlers[topic] : undefined;
      if (!handler) {
        job.log(`shopify webhook ${data.deliveryId}: no handler for topic "${topic}"`);
        return;
      }
      await handler(
        {
          topic,
          shopDomain: (data.headers['x-shopify-shop-domain'] ?? '').toLowerCase(),
          webhookId: data.deliveryId,
          triggeredAt: data.headers['x-shopify-triggered-at'] ?? null,
          payload: data.payload as Record<string, unknown>,
        },
        job,
      );
    },
    { retryLimit: 5, retryBackoff: true, retryDelaySeconds: 5 },
  );
}
