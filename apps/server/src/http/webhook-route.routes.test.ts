// The `webhook` route kind on a test-only route with a Shopify-style signature: verified before
// parsing, recorded once per delivery id, one job per delivery, nothing kept from a bad signature.
import { createHmac } from 'node:crypto';
import type { Endpoint } from '@chorus/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { tableApp } from '../../test/table-app.ts';
import type { WebhookJobData } from './webhook-route.ts';
import { shopifyVerifier } from './webhook-verifiers.ts';

const SECRET = 'hush-test-secret';
const JOB = 'test-shop-orders';
const table: Record<string, Endpoint> = {
  testOrders: {
    method: 'POST',
    path: '/api/v1/test/webhooks/orders',
    summary: 'A test-only webhook',
    permission: { kind: 'public' },
    kind: 'webhook',
    webhook: { source: 'test-shop', job: JOB },
    body: z.object({ id: z.number().int(), total_price: z.string() }),
  },
};

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  t.ctx.jobs.register(JOB, async () => {}, { retryLimit: 0 });
  app = await tableApp(t.ctx, table, { testOrders: shopifyVerifier(SECRET) });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body, 'utf8').digest('base64');
function deliver(body: string, deliveryId: string, signature = sign(body)) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/test/webhooks/orders',
    headers: {
      'content-type': 'application/json',
      'x-shopify-hmac-sha256': signature,
      'x-shopify-webhook-id': deliveryId,
      'x-shopify-topic': 'orders/create',
      'x-shopify-shop-domain': 'test-shop.myshopify.com',
      'x-chorus-language': 'en',
    },
    payload: body,
  });
}
const deliveries = (deliveryId: string) =>
  t.db.selectFrom('webhook_deliveries').select(['source', 'payload', 'job_id']).where('delivery_id', '=', deliveryId).execute();
const jobsFor = async (deliveryId: string) => (await t.ctx.jobs.recentJobs(JOB, 50)).filter((j) => (j.data as WebhookJobData).deliveryId === deliveryId);

describe('webhooks', () => {
  it('stores a delivery with a good signature once and sends one job with its payload', async () => {
    // The exact bytes are signed: spacing and key order a JSON round trip would change.
    const body = '{"total_price": "12.340000000001",  "id": 1001}';
    const response = await deliver(body, 'delivery-1');
    expect(response.statusCode).toBe(202);
    const { job_id } = response.json<{ job_id: string }>();
    expect(await deliveries('delivery-1')).toEqual([{ source: 'test-shop', payload: { id: 1001, total_price: '12.340000000001' }, job_id }]);
    const jobs = await jobsFor('delivery-1');
    expect(jobs.map((j) => [j.id, j.data])).toEqual([
      [
        job_id,
        {
          source: 'test-shop',
          deliveryId: 'delivery-1',
          payload: { id: 1001, total_price: '12.340000000001' },
          // The headers the job needs travel with it; the signature does not.
          headers: { 'x-shopify-topic': 'orders/create', 'x-shopify-shop-domain': 'test-shop.myshopify.com' },
        },
      ],
    ]);
  });

  it('answers a repeated delivery the same, with one row and one job', async () => {
    const body = JSON.stringify({ id: 1002, total_price: '5.00' });
    const first = await deliver(body, 'delivery-2');
    const again = await Promise.all([deliver(body, 'delivery-2'), deliver(body, 'delivery-2')]);
    expect(first.statusCode).toBe(202);
    for (const response of again) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(first.json());
    }
    expect(await deliveries('delivery-2')).toHaveLength(1);
    expect(await jobsFor('delivery-2')).toHaveLength(1);
  });

  it('refuses a bad, missing or other-secret signature with 401 and stores nothing', async () => {
    const body = JSON.stringify({ id: 1003, total_price: '1.00' });
    for (const signature of [sign(body, 'wrong-secret'), sign(`${body} `), '', 'not base64 at all']) {
      const response = await deliver(body, 'delivery-3', signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'errors.webhookSignature', message: 'The delivery signature is not valid.' } });
    }
    expect(await deliveries('delivery-3')).toEqual([]);
    expect(await jobsFor('delivery-3')).toEqual([]);
  });

  it('refuses a verified body that is not JSON or not the route schema, storing nothing', async () => {
    for (const body of ['{"id": 1004, "total_price": ', '{"id": "1004", "total_price": 1}']) {
      const response = await deliver(body, 'delivery-4');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('errors.invalidInput');
    }
    // No delivery id is also refused (the sender names every delivery).
    const body = JSON.stringify({ id: 1005, total_price: '1.00' });
    const unnamed = await app.inject({
      method: 'POST',
      url: '/api/v1/test/webhooks/orders',
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': sign(body) },
      payload: body,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(await deliveries('delivery-4')).toEqual([]);
    expect(await t.db.selectFrom('webhook_deliveries').select('delivery_id').orderBy('delivery_id').execute()).toEqual([
      { delivery_id: 'delivery-1' },
      { delivery_id: 'delivery-2' },
    ]);
  });
});
