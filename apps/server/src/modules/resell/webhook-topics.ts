// Every Shopify delivery reaches one job (contract resell/webhooks.routes.ts); this passes it to the
// part that owns its topic (`X-Shopify-Topic`). The stores part owns app/uninstalled and the
// mandatory compliance topics, the orders part the order and refund topics. A topic nobody owns is
// logged and dropped: Shopify sends only the topics the app subscribed to.
//
// The route drains (contract webhook `drain`, docs/decisions.md "Reseller (issue 12)"): it records
// each delivery and keeps one job queued; the job works through the recorded deliveries not yet
// processed, oldest first, in batches. A topic handler with a `batch` takes a batch's deliveries of
// its topic at once (the orders part writes a burst of orders in a few statements); the others take
// them one by one. A batch that fails is tried again one delivery at a time; a delivery that keeps
// failing is set aside after MAX_ATTEMPTS drains (logged, with its error kept on the row).
import { SHOPIFY_WEBHOOK_JOB } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
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

export type BatchTopicHandler = (deliveries: ShopifyDelivery[], job: JobContext) => Promise<void>;
export type TopicHandler = ((delivery: ShopifyDelivery, job: JobContext) => Promise<void>) & { batch?: BatchTopicHandler };
export type TopicHandlers = Record<string, TopicHandler>;

/** Deliveries taken per batch. */
export const DRAIN_BATCH = 1000;
/** Drains a failing delivery is tried in before it is set aside. */
export const MAX_ATTEMPTS = 5;

const SOURCE = 'shopify';

function deliveryOf(headers: Record<string, string>, deliveryId: string, payload: unknown): ShopifyDelivery {
  return {
    topic: headers['x-shopify-topic'] ?? '',
    shopDomain: (headers['x-shopify-shop-domain'] ?? '').toLowerCase(),
    webhookId: deliveryId,
    triggeredAt: headers['x-shopify-triggered-at'] ?? null,
    payload: payload as Record<string, unknown>,
  };
}

export function registerShopifyWebhookJob(jobs: JobRegistry, handlers: TopicHandlers, db: Db): void {
  const handlerOf = (topic: string) => (Object.hasOwn(handlers, topic) ? handlers[topic] : undefined);
  const one = async (delivery: ShopifyDelivery, job: JobContext) => {
    const handler = handlerOf(delivery.topic);
    if (!handler) {
      job.log(`shopify webhook ${delivery.webhookId}: no handler for topic "${delivery.topic}"`);
      return;
    }
    await handler(delivery, job);
  };

  jobs.register<Partial<WebhookJobData>>(
    SHOPIFY_WEBHOOK_JOB,
    async (data, job) => {
      // A job of one delivery (sent before the route drained): handled as it is.
      if (data.deliveryId && data.headers) {
        await one(deliveryOf(data.headers, data.deliveryId, data.payload), job);
        return;
      }
      await drain(db, job, handlerOf, one);
    },
    {
      retryLimit: 5,
      retryBackoff: true,
      retryDelaySeconds: 5,
      policy: 'stately',
      pollingIntervalSeconds: 0.5,
      // Every minute too: deliveries recorded while a drain was being queued are never left behind.
      onWorkerStart: () => jobs.schedule(SHOPIFY_WEBHOOK_JOB, '* * * * *', {}, { tz: 'UTC' }),
    },
  );
}

type Row = { id: number; delivery_id: string; headers: Record<string, string>; payload: unknown; attempts: number };

async function drain(
  db: Db,
  job: JobContext,
  handlerOf: (topic: string) => TopicHandler | undefined,
  one: (d: ShopifyDelivery, job: JobContext) => Promise<void>,
): Promise<void> {
  let done = 0;
  let failed = false;
  for (;;) {
    const ended = await db.transaction().execute(async (trx) => {
      const rows = (
        await sql<Row>`
          SELECT id, delivery_id, headers, payload, attempts FROM webhook_deliveries
           WHERE source = ${SOURCE} AND processed_at IS NULL AND attempts < ${MAX_ATTEMPTS}
           ORDER BY id LIMIT ${DRAIN_BATCH} FOR UPDATE SKIP LOCKED`.execute(trx)
      ).rows;
      if (rows.length === 0) return true;
      const byTopic = new Map<string, { row: Row; delivery: ShopifyDelivery }[]>();
      for (const row of rows) {
        const delivery = deliveryOf(row.headers, row.delivery_id, row.payload);
        const list = byTopic.get(delivery.topic) ?? [];
        list.push({ row, delivery });
        byTopic.set(delivery.topic, list);
      }
      const processed: number[] = [];
      const failures: { id: number; error: string; last: boolean }[] = [];
      for (const [topic, items] of byTopic) {
        const batch = handlerOf(topic)?.batch;
        if (batch) {
          try {
            await batch(
              items.map((i) => i.delivery),
              job,
            );
            processed.push(...items.map((i) => i.row.id));
            continue;
          } catch (error) {
            job.log(`shopify webhooks: a batch of ${items.length} ${topic} failed (${(error as Error).message}); one by one`);
          }
        }
        for (const { row, delivery } of items) {
          try {
            await one(delivery, job);
            processed.push(row.id);
          } catch (error) {
            const last = row.attempts + 1 >= MAX_ATTEMPTS;
            job.log(`shopify webhook ${delivery.webhookId} (${topic}) failed${last ? ', set aside' : ''}: ${(error as Error).message}`);
            failures.push({ id: row.id, error: (error as Error).message.slice(0, 1000), last });
          }
        }
      }
      if (processed.length > 0) await trx.updateTable('webhook_deliveries').set({ processed_at: new Date() }).where('id', 'in', processed).execute();
      for (const f of failures) {
        await trx
          .updateTable('webhook_deliveries')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), error: f.error, processed_at: f.last ? new Date() : null }))
          .where('id', '=', f.id)
          .execute();
      }
      done += processed.length;
      job.progress.set(done, null);
      failed ||= failures.some((f) => !f.last);
      return failed;
    });
    if (ended) break;
  }
  // What failed is tried again with the job's retry (backoff), not at once in this drain.
  if (failed) throw new Error('some Shopify deliveries failed; tried again later');
}
