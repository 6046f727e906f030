// Issue 23: a signed Shopify delivery must name itself (X-Shopify-Webhook-Id), its topic and its
// shop, so that a replay can always be recognised; without any of them it is refused with 400 and a
// translated field message, and nothing is recorded.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { SHOPIFY_TEST_API_SECRET, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const body = JSON.stringify({ id: 820982911946154500, updated_at: '2026-03-02T10:15:00-05:00' });
const signature = createHmac('sha256', SHOPIFY_TEST_API_SECRET).update(body, 'utf8').digest('base64');
const complete = () => ({
  'x-shopify-webhook-id': randomUUID(),
  'x-shopify-topic': 'orders/updated',
  'x-shopify-shop-domain': 'headers-test.myshopify.com',
});

function deliver(headers: Record<string, string>, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/shopify/webhooks',
    headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': signature, 'x-chorus-language': language, ...headers },
    payload: body,
  });
}

const recorded = async () => (await t.db.selectFrom('webhook_deliveries').select('delivery_id').where('source', '=', 'shopify').execute()).length;

describe('POST /api/v1/shopify/webhooks without the headers that name a delivery', () => {
  it.each([
    ['the webhook id', 'x-shopify-webhook-id', 'delivery_id'],
    ['the topic', 'x-shopify-topic', 'x-shopify-topic'],
    ['the shop domain', 'x-shopify-shop-domain', 'x-shopify-shop-domain'],
  ])('refuses a signed delivery without %s (400, translated, nothing recorded)', async (_label, header, field) => {
    const before = await recorded();
    const headers: Record<string, string> = complete();
    delete headers[header];
    const response = await deliver(headers);
    expect(response.statusCode).toBe(400);
    const error = expectErrorBody(response, 'en');
    expect(error.code).toBe('errors.invalidInput');
    expect(error.fields).toEqual({ [field]: 'This header is required, so that a repeated delivery can be recognised.' });
    // An empty header is no header.
    const empty = await deliver({ ...complete(), [header]: '' });
    expect(empty.statusCode).toBe(400);
    expect(await recorded()).toBe(before);
  });

  it('names every missing header at once, in the caller’s language', async () => {
    const response = await deliver({}, 'ja');
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['delivery_id', 'x-shopify-shop-domain', 'x-shopify-topic']);
    expect(fields['x-shopify-topic']).toBe('再送を見分けるため、このヘッダーは必須です。');
  });

  it('records a delivery that carries all three (the allowed side), once per webhook id', async () => {
    const before = await recorded();
    const headers = complete();
    expect((await deliver(headers)).statusCode).toBe(202);
    expect((await deliver(headers)).statusCode).toBe(202);
    expect(await recorded()).toBe(before + 1);
  });

  it('still answers 401 before any header check when the signature is wrong', async () => {
    const response = await deliver({ 'x-shopify-hmac-sha256': 'bm90IHRoZSBzaWduYXR1cmU=' });
    expect(response.statusCode).toBe(401);
  });
});
