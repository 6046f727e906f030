// The fake Shopify's webhook sender (data-formats 16.3): the delivery as Shopify makes it, with the
// real headers (X-Shopify-Topic, -Shop-Domain, -Hmac-Sha256 (base64 over the raw body), -Webhook-Id,
// -API-Version, -Triggered-At, -Event-Id), sent to the app's address or handed to the caller (tests
// inject it into the app without a network).
import { createHmac, randomUUID } from 'node:crypto';
import type { FakeShopify } from './fake-shopify.ts';

export type FakeDelivery = { topic: string; shop: string; payload: unknown; webhookId?: string; apiVersion?: string };

export function webhookRequest(fake: FakeShopify, delivery: FakeDelivery): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify(delivery.payload);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': delivery.topic,
      'x-shopify-shop-domain': delivery.shop,
      'x-shopify-hmac-sha256': createHmac('sha256', fake.apiSecret).update(body, 'utf8').digest('base64'),
      'x-shopify-webhook-id': delivery.webhookId ?? randomUUID(),
      'x-shopify-api-version': delivery.apiVersion ?? '2026-10',
      'x-shopify-triggered-at': new Date().toISOString(),
      'x-shopify-event-id': randomUUID(),
    },
  };
}

/** Posts the delivery to `address` (the app's /api/v1/shopify/webhooks); answers the app's status. */
export async function deliverWebhook(fake: FakeShopify, delivery: FakeDelivery & { address: string }): Promise<number> {
  const request = webhookRequest(fake, delivery);
  const response = await fetch(delivery.address, { method: 'POST', headers: request.headers, body: request.body, signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}
