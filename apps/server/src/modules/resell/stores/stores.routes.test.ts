// Store authorization through the real routes against the fake Shopify on its wire format: the
// install's start (store URL forms, privacy agreement, who may), Shopify's return (HMAC, shop,
// timestamp, state: each refusal changes nothing), the stored token (encrypted), the webhook
// subscriptions and the backfill, the store list and its scope, disconnecting, the token refresh,
// app/uninstalled and the compliance topics.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { SHOPIFY_TEST_API_KEY, SHOPIFY_TEST_API_SECRET, demo, fakeShopifyConfig, startTestApp, type Session, type TestApp } from '../../../../test/harness.ts';
import { auditRows } from '../../../../test/audit-log.ts';
import { createFullFakeShopify, deliverWebhook, oauthState, serveFakeShopify, webhookRequest, type FakeShopify } from '../fake-shopify/index.ts';
import { ORDERS_SYNC_JOB } from '../resell-shared.ts';
import { ShopifyAdminClient } from '../shopify/admin-client.ts';
import { storesPart } from './index.ts';
import { shopifyCipher } from './store-tokens.ts';

let fake: FakeShopify;
let served: Awaited<ReturnType<typeof serveFakeShopify>>;
let t: TestApp;
let reseller: Session;
let advertiser: Session;
let resellerMember: Session;
let viewer: Session;
let part: ReturnType<typeof storesPart>;

beforeAll(async () => {
  fake = createFullFakeShopify({ apiKey: SHOPIFY_TEST_API_KEY, apiSecret: SHOPIFY_TEST_API_SECRET });
  served = await serveFakeShopify(fake);
  t = await startTestApp({ config: fakeShopifyConfig(served.shopBaseUrl) });
  reseller = await t.signIn(demo('reseller'));
  advertiser = await t.signIn(demo('advertiser'));
  resellerMember = await t.signIn(demo('reseller_member'));
  viewer = await t.signIn(demo('viewer'));
  part = storesPart(t.ctx, { client: new ShopifyAdminClient(t.config.shopify) });
  // The orders part's backfill job: queued here, not run (no workers in the tests).
  t.ctx.jobs.register(ORDERS_SYNC_JOB, async () => {}, { retryLimit: 0 });
});
afterAll(async () => {
  await t?.close();
  await served?.close();
});
beforeEach(() => {
  // Shopify's timestamps are real time; the app's clock follows.
  t.clock.set(new Date());
});

const get = (session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: { ...session.headers, 'x-chorus-language': 'en' } });

async function startInstall(session: Session, shop: string): Promise<URL> {
  const response = await get(session, `/api/v1/shopify/oauth?shop=${encodeURIComponent(shop)}&privacy_agreed=true`);
  expect(response.statusCode, response.body).toBe(200);
  return new URL((response.json() as { authorize_url: string }).authorize_url);
}

/** The store owner presses "Install app": the fake's redirect back to the app, as a URL. */
async function approve(authorizeUrl: URL): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(await page.text()).toContain('Install app');
  const approveUrl = new URL(authorizeUrl);
  approveUrl.pathname += '/approve';
  const response = await fetch(approveUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function callback(session: Session, returned: URL) {
  const response = await get(session, `${returned.pathname}${returned.search}`);
  expect(response.statusCode, response.body).toBe(303);
  return new URL(response.headers.location as string, 'http://chorus.test');
}

/** The same return, changed and signed again with the app secret (a forger who knows nothing else cannot). */
function resigned(returned: URL, changes: Record<string, string>): URL {
  const url = new URL(returned);
  for (const [k, v] of Object.entries(changes)) url.searchParams.set(k, v);
  url.searchParams.delete('hmac');
  const message = [...url.searchParams]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  url.searchParams.set('hmac', createHmac('sha256', SHOPIFY_TEST_API_SECRET).update(message).digest('hex'));
  return url;
}

async function stateOf() {
  const stores = await t.db.selectFrom('shop_stores').selectAll().orderBy('id').execute();
  const states = await t.db.selectFrom('shopify_oauth_states').selectAll().orderBy('state_hash').execute();
  const tokens = [...fake.shops.values()].map((s) => [s.domain, s.tokens.size]);
  return { stores, states, tokens, exchanges: fake.log.filter((l) => l.path === '/admin/oauth/access_token').length };
}

const teamOf = async (key: string) =>
  (
    await t.db
      .selectFrom('advertiser_members')
      .select('advertiser_id')
      .where('user_id', '=', await t.demoUserId(key))
      .where('role', '=', 'adsOwner')
      .executeTakeFirstOrThrow()
  ).advertiser_id;

describe('starting an install', () => {
  it('answers the shop’s authorization address for each accepted store URL form, with a single-use state kept as a hash', async () => {
    for (const typed of ['first-shop', 'first-shop.myshopify.com', 'https://First-Shop.myshopify.com/admin']) {
      const url = await startInstall(reseller, typed);
      expect(`${url.origin}${url.pathname}`).toBe(`${served.url}/first-shop.myshopify.com/admin/oauth/authorize`);
      const p = Object.fromEntries(url.searchParams);
      expect(p).toMatchObject({
        client_id: SHOPIFY_TEST_API_KEY,
        scope: 'read_orders,read_products',
        redirect_uri: 'http://chorus.test/api/v1/shopify/oauth/callback',
      });
      expect(p.state!.length).toBeGreaterThanOrEqual(40);
      const stored = await t.db.selectFrom('shopify_oauth_states').select(['state_hash', 'shop_domain']).execute();
      expect(stored.map((s) => s.state_hash)).not.toContain(p.state);
      expect(stored.map((s) => s.shop_domain)).toContain('first-shop.myshopify.com');
    }
  });

  it('refuses any other store URL with "invalid OAuth URL format", and a missing privacy agreement', async () => {
    for (const typed of [
      'shop.example.com',
      'https://evil.com/first-shop.myshopify.com',
      'first shop',
      'https://first-shop.myshopify.com.evil.com/admin',
      '-shop',
      '',
    ]) {
      const response = await get(reseller, `/api/v1/shopify/oauth?shop=${encodeURIComponent(typed)}&privacy_agreed=true`);
      expect(response.statusCode, typed).toBe(400);
      const error = expectErrorBody(response, 'en');
      expect(error.fields?.shop, typed).toMatch(/Invalid OAuth URL format/);
    }
    for (const query of ['shop=first-shop', 'shop=first-shop&privacy_agreed=false']) {
      const response = await get(reseller, `/api/v1/shopify/oauth?${query}`);
      expect(response.statusCode).toBe(400);
      expect(expectErrorBody(response, 'en').fields?.privacy_agreed).toMatch(/privacy policy/);
    }
  });

  it('is for team administrators: a team member or a viewer is refused', async () => {
    for (const session of [resellerMember, viewer]) {
      const response = await get(session, '/api/v1/shopify/oauth?shop=first-shop&privacy_agreed=true');
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('Shopify’s return', () => {
  it('connects the store: encrypted tokens, the shop’s details, webhooks, the backfill, the system log', async () => {
    const returned = await approve(await startInstall(reseller, 'daily-goods'));
    expect([...returned.searchParams.keys()].sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    fake.shops.get('daily-goods.myshopify.com')!.currency = 'TWD';
    fake.shops.get('daily-goods.myshopify.com')!.name = 'Daily Goods 日常選物';
    const back = await callback(reseller, returned);
    expect(back.pathname).toBe('/dashboard/info');
    expect(Object.fromEntries(back.searchParams)).toEqual({ shopify: 'connected', shop: 'daily-goods.myshopify.com' });

    const store = await t.db.selectFrom('shop_stores').selectAll().where('shop_domain', '=', 'daily-goods.myshopify.com').executeTakeFirstOrThrow();
    expect(store).toMatchObject({
      advertiser_id: await teamOf('reseller'),
      status: 'connected',
      name: 'Daily Goods 日常選物',
      currency: 'TWD',
      scopes: 'read_orders,read_products',
    });
    const issued = [...fake.shops.get('daily-goods.myshopify.com')!.tokens.keys()];
    expect(issued).toHaveLength(1);
    expect(store.access_token_cipher).not.toContain(issued[0]);
    const cipher = await shopifyCipher(t.config);
    expect(cipher.decrypt(store.access_token_cipher!, 'access', store.id)).toBe(issued[0]);
    expect(oauthState(fake).refreshTokens.has(cipher.decrypt(store.refresh_token_cipher!, 'refresh', store.id))).toBe(true);
    // An hour, as Shopify's expiring offline tokens.
    expect(Math.round((store.access_token_expires_at!.getTime() - Date.now()) / 60_000)).toBe(60);

    const subscriptions = oauthState(fake).subscriptions.get('daily-goods.myshopify.com')!;
    expect(subscriptions.map((s) => s.topic).sort()).toEqual(['APP_UNINSTALLED', 'ORDERS_CANCELLED', 'ORDERS_CREATE', 'ORDERS_UPDATED', 'REFUNDS_CREATE']);
    expect(new Set(subscriptions.map((s) => s.uri))).toEqual(new Set(['http://chorus.test/api/v1/shopify/webhooks']));

    const jobs = await t.ctx.jobs.recentJobs(ORDERS_SYNC_JOB, 10);
    expect(jobs.map((j) => j.data)).toContainEqual({ storeId: store.id, mode: 'backfill' });
    const log = await t.db.selectFrom('audit_log').select(['action', 'target_id', 'actor_id']).where('action', '=', 'resell.store_connect').execute();
    expect(log).toContainEqual({ action: 'resell.store_connect', target_id: String(store.id), actor_id: await t.demoUserId('reseller') });

    // The same state again: refused, nothing changes.
    const before = await stateOf();
    expect((await callback(reseller, returned)).searchParams.get('shopify')).toBe('invalid');
    expect(await stateOf()).toEqual(before);
  });

  it('refuses a bad HMAC, a foreign state, another shop, a non-Shopify domain and an old timestamp, changing nothing', async () => {
    const returned = await approve(await startInstall(reseller, 'careful-shop'));
    const advertiserReturn = await approve(await startInstall(advertiser, 'careful-shop'));
    const before = await stateOf();
    const tampered = new URL(returned);
    tampered.searchParams.set('code', 'another-code');
    const unsigned = new URL(returned);
    unsigned.searchParams.delete('hmac');
    const otherSecret = new URL(returned);
    otherSecret.searchParams.set('hmac', createHmac('sha256', 'not-the-app-secret').update('x').digest('hex'));
    const refusals: [Session, URL, string][] = [
      [reseller, tampered, 'invalid'],
      [reseller, unsigned, 'invalid'],
      [reseller, otherSecret, 'invalid'],
      // The advertiser's state, brought back by the reseller.
      [reseller, advertiserReturn, 'invalid'],
      [reseller, resigned(returned, { shop: 'other-shop.myshopify.com' }), 'invalid'],
      [reseller, resigned(returned, { shop: 'careful-shop.example.com' }), 'invalid'],
      [reseller, resigned(returned, { timestamp: String(Math.floor(Date.now() / 1000) - 600) }), 'expired'],
    ];
    for (const [session, url, outcome] of refusals) {
      expect((await callback(session, url)).searchParams.get('shopify'), url.search).toBe(outcome);
      expect(await stateOf()).toEqual(before);
    }
    // Each person's own return still works afterwards: nothing was used up.
    expect((await callback(reseller, returned)).searchParams.get('shopify')).toBe('connected');
    // A shop is connected to one team at a time.
    expect((await callback(advertiser, advertiserReturn)).searchParams.get('shopify')).toBe('taken');
    const started = await get(advertiser, '/api/v1/shopify/oauth?shop=careful-shop&privacy_agreed=true');
    expect(started.statusCode).toBe(409);
    expect(expectErrorBody(started, 'en').code).toBe('errors.storeTaken');
  });

  it('refuses a state past its ten minutes', async () => {
    const returned = await approve(await startInstall(advertiser, 'slow-shop'));
    t.clock.advance(11 * 60);
    const fresh = resigned(returned, { timestamp: String(Math.floor(t.clock.now().getTime() / 1000)) });
    expect((await callback(advertiser, fresh)).searchParams.get('shopify')).toBe('invalid');
    expect(await t.db.selectFrom('shop_stores').select('id').where('shop_domain', '=', 'slow-shop.myshopify.com').execute()).toEqual([]);
  });
});

describe('the stores, their tokens and disconnecting', () => {
  let storeId: number;
  beforeAll(async () => {
    t.clock.set(new Date());
    await callback(advertiser, await approve(await startInstall(advertiser, 'brightside-test')));
    storeId = (await t.db.selectFrom('shop_stores').select('id').where('shop_domain', '=', 'brightside-test.myshopify.com').executeTakeFirstOrThrow()).id;
  });

  it('lists the caller’s teams’ stores; the network’s reseller-page holders see all, without disconnecting', async () => {
    const mine = (await get(advertiser, '/api/v1/resell/stores')).json() as {
      items: { shop_domain: string; can_disconnect: boolean }[];
      teams: { name: string }[];
    };
    expect(mine.items.map((s) => s.shop_domain)).toEqual(['brightside-test.myshopify.com']);
    expect(mine.items[0]!.can_disconnect).toBe(true);
    expect(mine.teams.map((team) => team.name)).toEqual(['Brightside Foods']);
    const member = (await get(resellerMember, '/api/v1/resell/stores')).json() as typeof mine;
    expect(member.items.map((s) => s.shop_domain).sort()).toEqual(['careful-shop.myshopify.com', 'daily-goods.myshopify.com']);
    expect(member.items.every((s) => !s.can_disconnect)).toBe(true);
    expect(member.teams).toEqual([]);
    const all = (await get(viewer, '/api/v1/resell/stores')).json() as typeof mine;
    expect(all.items.map((s) => s.shop_domain).sort()).toEqual(['brightside-test.myshopify.com', 'careful-shop.myshopify.com', 'daily-goods.myshopify.com']);
    expect(all.items.every((s) => !s.can_disconnect)).toBe(true);
  });

  it('refreshes a token near its end once, saving the new refresh token', async () => {
    await t.db
      .updateTable('shop_stores')
      .set({ access_token_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', storeId)
      .execute();
    const before = await t.db.selectFrom('shop_stores').selectAll().where('id', '=', storeId).executeTakeFirstOrThrow();
    const cipher = await shopifyCipher(t.config);
    const oldRefresh = cipher.decrypt(before.refresh_token_cipher!, 'refresh', storeId);
    const exchanges = fake.log.filter((l) => l.path === '/admin/oauth/access_token').length;
    const [a, b] = await Promise.all([part.tokens.tokenFor(storeId), part.tokens.tokenFor(storeId)]);
    expect(a.accessToken).toBe(b.accessToken);
    expect(fake.log.filter((l) => l.path === '/admin/oauth/access_token').length).toBe(exchanges + 1);
    const after = await t.db.selectFrom('shop_stores').selectAll().where('id', '=', storeId).executeTakeFirstOrThrow();
    expect(cipher.decrypt(after.access_token_cipher!, 'access', storeId)).toBe(a.accessToken);
    const newRefresh = cipher.decrypt(after.refresh_token_cipher!, 'refresh', storeId);
    expect(newRefresh).not.toBe(oldRefresh);
    expect(oauthState(fake).refreshTokens.has(oldRefresh)).toBe(false);
    expect(after.access_token_expires_at!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    // A fresh token is handed out as stored.
    expect((await part.tokens.tokenFor(storeId)).accessToken).toBe(a.accessToken);
  });

  it('answers 404 for another team’s store and 403 to a member of the store’s team', async () => {
    const response = await get(reseller, `/api/v1/oauth_revoke?store_id=${storeId}`);
    expect(response.statusCode).toBe(404);
    const other = (await t.db.selectFrom('shop_stores').select('id').where('shop_domain', '=', 'daily-goods.myshopify.com').executeTakeFirstOrThrow()).id;
    expect((await get(resellerMember, `/api/v1/oauth_revoke?store_id=${other}`)).statusCode).toBe(403);
    expect((await t.db.selectFrom('shop_stores').select('status').where('id', 'in', [storeId, other]).execute()).map((s) => s.status)).toEqual([
      'connected',
      'connected',
    ]);
  });

  it('disconnects: the token revoked at Shopify and deleted here, the orders kept', async () => {
    await t.db
      .insertInto('shop_orders')
      .values({ store_id: storeId, order_id: 1001, order_date: new Date(), shopify_updated_at: new Date(), currency: 'USD' })
      .execute();
    const response = await get(advertiser, `/api/v1/oauth_revoke?store_id=${storeId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.log.some((l) => l.method === 'DELETE' && l.path === '/admin/api_permissions/current.json' && l.shop === 'brightside-test.myshopify.com')).toBe(
      true,
    );
    expect(fake.shops.get('brightside-test.myshopify.com')!.tokens.size).toBe(0);
    const store = await t.db.selectFrom('shop_stores').selectAll().where('id', '=', storeId).executeTakeFirstOrThrow();
    expect(store).toMatchObject({ status: 'disconnected', access_token_cipher: null, refresh_token_cipher: null, access_token_expires_at: null });
    expect(await t.db.selectFrom('shop_orders').select('order_id').where('store_id', '=', storeId).execute()).toEqual([{ order_id: 1001 }]);
    await expect(part.tokens.tokenFor(storeId)).rejects.toMatchObject({ code: 'errors.storeNotConnected' });
    expect(await auditRows(t.db, 'resell.store_disconnect', { id: storeId })).toHaveLength(1);
    // Connecting the same shop again reuses the team's row (its orders stay with it).
    t.clock.set(new Date());
    expect((await callback(advertiser, await approve(await startInstall(advertiser, 'brightside-test')))).searchParams.get('shopify')).toBe('connected');
    expect(await t.db.selectFrom('shop_stores').select(['id', 'status']).where('shop_domain', '=', 'brightside-test.myshopify.com').execute()).toEqual([
      { id: storeId, status: 'connected' },
    ]);
  });
});

describe('Shopify’s side: app/uninstalled and the compliance topics', () => {
  const deliver = async (topic: string, shop: string, payload: object) => {
    const request = webhookRequest(fake, { topic, shop, payload });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/shopify/webhooks', headers: request.headers, payload: request.body });
    expect(response.statusCode).toBe(202);
    // The queued job's work, as the webhook job hands it to this part.
    await part.topics[topic]!(
      { topic, shopDomain: shop, webhookId: request.headers['x-shopify-webhook-id']!, triggeredAt: null, payload: payload as Record<string, unknown> },
      { log: () => {} } as never,
    );
  };

  it('sends a delivery over HTTP with Shopify’s headers, which the app’s webhook route accepts once', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const webhookId = 'e2b7c6a0-0000-4000-8000-000000000001';
    const delivery = {
      topic: 'customers/data_request',
      shop: 'careful-shop.myshopify.com',
      payload: { shop_domain: 'careful-shop.myshopify.com', customer: { id: 9 } },
      webhookId,
    };
    expect(await deliverWebhook(fake, { ...delivery, address: `${address}/api/v1/shopify/webhooks` })).toBe(202);
    expect(await deliverWebhook(fake, { ...delivery, address: `${address}/api/v1/shopify/webhooks` })).toBe(202);
    const headers = webhookRequest(fake, delivery).headers;
    expect(Object.keys(headers).sort()).toEqual([
      'content-type',
      'x-shopify-api-version',
      'x-shopify-event-id',
      'x-shopify-hmac-sha256',
      'x-shopify-shop-domain',
      'x-shopify-topic',
      'x-shopify-triggered-at',
      'x-shopify-webhook-id',
    ]);
    expect(headers['x-shopify-hmac-sha256']).toBe(createHmac('sha256', SHOPIFY_TEST_API_SECRET).update(JSON.stringify(delivery.payload)).digest('base64'));
    const rows = await t.db.selectFrom('webhook_deliveries').selectAll().where('delivery_id', '=', webhookId).execute();
    expect(rows).toHaveLength(1);
  });

  it('app/uninstalled disconnects the store and deletes its tokens', async () => {
    await deliver('app/uninstalled', 'daily-goods.myshopify.com', { id: 1, domain: 'daily-goods.myshopify.com' });
    const store = await t.db.selectFrom('shop_stores').selectAll().where('shop_domain', '=', 'daily-goods.myshopify.com').executeTakeFirstOrThrow();
    expect(store).toMatchObject({ status: 'disconnected', access_token_cipher: null, refresh_token_cipher: null });
    const log = await t.db
      .selectFrom('audit_log')
      .select(['details', 'actor_id'])
      .where('action', '=', 'resell.store_disconnect')
      .where('target_id', '=', String(store.id))
      .execute();
    expect(log).toEqual([{ actor_id: null, details: expect.objectContaining({ via: 'app/uninstalled' }) }]);
  });

  it('logs customers/data_request and customers/redact (no personal data is kept); shop/redact deletes the shop’s data', async () => {
    await deliver('customers/data_request', 'daily-goods.myshopify.com', {
      shop_domain: 'daily-goods.myshopify.com',
      customer: { id: 7 },
      orders_requested: [1],
    });
    await deliver('customers/redact', 'daily-goods.myshopify.com', { shop_domain: 'daily-goods.myshopify.com', customer: { id: 7 }, orders_to_redact: [1] });
    const connected = await t.db.selectFrom('shop_stores').select('id').where('shop_domain', '=', 'careful-shop.myshopify.com').executeTakeFirstOrThrow();
    await deliver('shop/redact', 'daily-goods.myshopify.com', { shop_domain: 'daily-goods.myshopify.com', shop_id: 1 });
    // A connected shop's redaction (it came back) deletes nothing.
    await deliver('shop/redact', 'careful-shop.myshopify.com', { shop_domain: 'careful-shop.myshopify.com', shop_id: 2 });
    expect(await t.db.selectFrom('shop_stores').select('id').where('shop_domain', '=', 'daily-goods.myshopify.com').execute()).toEqual([]);
    expect(await t.db.selectFrom('shop_stores').select('id').where('shop_domain', '=', 'careful-shop.myshopify.com').execute()).toEqual([connected]);
    const log = await t.db.selectFrom('audit_log').select(['target_id', 'details']).where('action', '=', 'resell.shopify_compliance').orderBy('id').execute();
    expect(log.map((l) => [l.target_id, (l.details as { topic: string }).topic])).toEqual([
      ['daily-goods.myshopify.com', 'customers/data_request'],
      ['daily-goods.myshopify.com', 'customers/redact'],
      ['daily-goods.myshopify.com', 'shop/redact'],
      ['careful-shop.myshopify.com', 'shop/redact'],
    ]);
  });
});

describe('when Shopify says no more', () => {
  it('disconnects a store whose refresh Shopify refuses (the grant is gone)', async () => {
    t.clock.set(new Date());
    expect((await callback(advertiser, await approve(await startInstall(advertiser, 'refresh-gone')))).searchParams.get('shopify')).toBe('connected');
    const store = await t.db.selectFrom('shop_stores').selectAll().where('shop_domain', '=', 'refresh-gone.myshopify.com').executeTakeFirstOrThrow();
    const cipher = await shopifyCipher(t.config);
    oauthState(fake).refreshTokens.delete(cipher.decrypt(store.refresh_token_cipher!, 'refresh', store.id));
    await t.db
      .updateTable('shop_stores')
      .set({ access_token_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', store.id)
      .execute();
    await expect(part.tokens.tokenFor(store.id)).rejects.toMatchObject({ code: 'errors.storeNotConnected' });
    expect(await t.db.selectFrom('shop_stores').select(['status', 'access_token_cipher']).where('id', '=', store.id).executeTakeFirstOrThrow()).toEqual({
      status: 'disconnected',
      access_token_cipher: null,
    });
    const log = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'resell.store_disconnect')
      .where('target_id', '=', String(store.id))
      .execute();
    expect(log).toEqual([{ details: { via: 'refresh_refused' } }]);
  });

  it('answers a translated "not configured" when the server has no Shopify app (production without a key)', async () => {
    const bare = await startTestApp({ config: { shopify: { ...t.config.shopify, apiKey: null, apiSecret: null, demo: false } } });
    try {
      const session = await bare.signIn(demo('reseller'));
      const response = await bare.app.inject({
        method: 'GET',
        url: '/api/v1/shopify/oauth?shop=first-shop&privacy_agreed=true',
        headers: { ...session.headers, 'x-chorus-language': 'en' },
      });
      expect(response.statusCode).toBe(409);
      expect(expectErrorBody(response, 'en')).toMatchObject({ code: 'errors.shopifyNotConfigured', message: expect.stringContaining('not set up') });
      expect(await bare.db.selectFrom('shopify_oauth_states').select('state_hash').execute()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
