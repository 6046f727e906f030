// The creator's own store end to end against the fake Shopify on its wire format: the channel owner's
// install (Shopify's signed return: good and forged), signed order and refund webhooks (good and bad
// HMAC) into the shared tables, the sync's paging with the landing fields, attribution by discount
// code and by utm / referrer, refunds netted in their own month, the reads, exact money into the
// statement in USD and TWD, and who may see and do what (owners their own channels only).
import { createHmac, randomUUID } from 'node:crypto';
import { SHOPIFY_WEBHOOK_JOB } from '@chorus/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHOPIFY_TEST_API_KEY, SHOPIFY_TEST_API_SECRET, fakeShopifyConfig, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { until } from '../../../../test/until.ts';
import { insertedId } from '../../../../test/fixtures.ts';
import {
  createFullFakeShopify,
  runOrdersSync,
  serveFakeShopify,
  ShopifyAdminClient,
  storesPart,
  webhookRequest,
  type FakeShopify,
  type RestOrder,
} from '../../resell/index.ts';
import { commerceRequests } from '../commerce-requests.test-helpers.ts';

let fake: FakeShopify;
let served: Awaited<ReturnType<typeof serveFakeShopify>>;
let t: TestApp;
const { ownedBy, get, post, refused } = commerceRequests(() => t);
let own: string;
let other: string;
let storeId: number;
let twdStoreId: number;
let video1: string;
let video2: string;
const SHOP = 'creator-own.myshopify.com';
const TWD_SHOP = 'creator-twd.myshopify.com';

beforeAll(async () => {
  fake = createFullFakeShopify({ apiKey: SHOPIFY_TEST_API_KEY, apiSecret: SHOPIFY_TEST_API_SECRET });
  served = await serveFakeShopify(fake);
  t = await startTestApp({ config: fakeShopifyConfig(served.shopBaseUrl) });
  await t.signInDemo(['admin', 'finance', 'staff', 'viewer', 'user_owner', 'user_manager', 'intensive_cooperative_user_owner', 'advertiser']);
  own = await ownedBy('user_owner');
  other = await ownedBy('intensive_cooperative_user_owner');
  const videos = await t.db.selectFrom('videos').select('video_id').where('channel_id', '=', own).orderBy('video_id').limit(2).execute();
  [video1, video2] = videos.map((v) => v.video_id) as [string, string];
  fake.addShop({ domain: SHOP, name: 'Creator merch', currency: 'USD', ianaTimezone: 'UTC' });
  await t.ctx.jobs.startWorkers({ names: [SHOPIFY_WEBHOOK_JOB], pollingIntervalSeconds: 0.5, log: () => {} });
});
afterAll(async () => {
  await t?.close();
  await served?.close();
});
beforeEach(() => {
  // Shopify's timestamps are real time; the app's clock follows.
  t.clock.set(new Date());
});

/** The owner's install up to Shopify's signed return (the fake's "Install app"). */
async function installReturn(who: string, channelId: string, shop: string): Promise<URL> {
  const started = await post(who, '/api/v1/ec/stores', { channel_id: channelId, shop });
  expect(started.statusCode, started.body).toBe(200);
  const authorize = new URL(started.json().authorize_url);
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://chorus.test/api/v1/ec/stores/callback');
  const approve = new URL(authorize);
  approve.pathname += '/approve';
  const response = await fetch(approve, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

const callback = async (who: string, returned: URL) => {
  const response = await get(who, `${returned.pathname}${returned.search}`);
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location as string;
};

/** Each delivery as the fake Shopify signs it (or with another signature), waited for until processed. */
async function deliver(topic: string, payload: object, shop = SHOP, signature?: string) {
  const webhookId = randomUUID();
  const request = webhookRequest(fake, { topic, shop, payload, webhookId });
  if (signature) request.headers['x-shopify-hmac-sha256'] = signature;
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/shopify/webhooks', headers: request.headers, payload: request.body });
  if (response.statusCode === 202) {
    await until(
      () => t.db.selectFrom('webhook_deliveries').select('processed_at').where('delivery_id', '=', webhookId).executeTakeFirst(),
      (r) => r?.processed_at != null,
    );
  }
  return response.statusCode;
}

function order(id: number, createdAt: string, subtotal: string, extra: Partial<RestOrder> = {}): RestOrder {
  return {
    id,
    name: `#${id}`,
    created_at: createdAt,
    updated_at: createdAt,
    currency: 'USD',
    subtotal_price: subtotal,
    total_discounts: '0.00',
    financial_status: 'paid',
    cancelled_at: null,
    discount_codes: [],
    line_items: [{ id: id * 10, product_id: 7001, title: 'Logo tee', quantity: 1, price: subtotal, discount_allocations: [] }],
    refunds: [],
    ...extra,
  };
}

describe('connecting the channel’s own store', () => {
  it('refuses a forged return (changes nothing), then connects the store to the channel on Shopify’s signed return', async () => {
    const returned = await installReturn('user_owner', own, 'creator-own');
    const forged = new URL(returned);
    forged.searchParams.set('hmac', createHmac('sha256', 'not-the-secret').update('x').digest('hex'));
    expect(await callback('user_owner', forged)).toBe('/dashboard/ec?shopify=invalid');
    expect(await t.db.selectFrom('shop_stores').select('id').where('shop_domain', '=', SHOP).execute()).toEqual([]);

    expect(await callback('user_owner', returned)).toBe(`/dashboard/ec?shopify=connected&shop=${SHOP}`);
    const row = await t.db.selectFrom('shop_stores').selectAll().where('shop_domain', '=', SHOP).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel_id: own, advertiser_id: null, status: 'connected', currency: 'USD', iana_timezone: 'UTC' });
    storeId = Number(row.id);
    const stores = await get('user_owner', `/api/v1/ec/stores?channel_id=${own}`);
    expect(stores.json()).toEqual({
      items: [
        {
          store_id: storeId,
          channel_id: own,
          name: 'Creator merch',
          shop_domain: SHOP,
          currency: 'USD',
          status: 'connected',
          network_runs: false,
          orders_synced_at: null,
        },
      ],
    });
    // A team's store list (the resell area) never shows a channel's own store.
    expect((await get('admin', '/api/v1/resell/stores')).json().items.map((s: { shop_domain: string }) => s.shop_domain)).not.toContain(SHOP);
  });

  it('is the owner’s alone: the channel’s manager 403, another channel’s owner and outsiders 404, nothing stored', async () => {
    refused(await post('user_manager', '/api/v1/ec/stores', { channel_id: own, shop: 'someone' }), 403, 'errors.forbidden');
    refused(await post('intensive_cooperative_user_owner', '/api/v1/ec/stores', { channel_id: own, shop: 'someone' }), 404, 'errors.notFound');
    refused(await post('advertiser', '/api/v1/ec/stores', { channel_id: own, shop: 'someone' }), 404, 'errors.notFound');
    refused(await post('user_owner', '/api/v1/ec/stores', { channel_id: own, shop: 'bad shop!' }), 400, 'errors.invalidInput');
    expect(await t.db.selectFrom('shopify_oauth_states').select('state_hash').where('shop_domain', '=', 'someone.myshopify.com').execute()).toEqual([]);
  });
});

describe('orders, attribution and refunds', () => {
  it('refuses a webhook with a bad HMAC and stores nothing', async () => {
    expect(await deliver('orders/create', order(9001, '2099-05-03T10:00:00Z', '1.00'), SHOP, 'AAAA')).toBe(401);
    expect(await t.db.selectFrom('shop_orders').select('order_id').where('order_id', '=', 9001).execute()).toEqual([]);
  });

  it('sums a month by code, utm and referrer; refunds count in the month they were made', async () => {
    const saved = await post('user_owner', `/api/v1/ec/stores/${storeId}/codes`, { code: 'vid1', video_id: video1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await post('user_owner', `/api/v1/ec/stores/${storeId}/codes`, { code: 'CHAN', video_id: null })).statusCode).toBe(200);
    refused(await post('user_owner', `/api/v1/ec/stores/${storeId}/codes`, { code: 'X', video_id: 'AAAAAAAAAAA' }), 400, 'errors.invalidInput');
    refused(await post('finance', `/api/v1/ec/stores/${storeId}/codes`, { code: 'X', video_id: null }), 403, 'errors.forbidden');
    expect((await get('user_owner', `/api/v1/ec/stores/${storeId}/codes`)).json().items.map((c: { code: string }) => c.code)).toEqual(['CHAN', 'vid1']);

    // May 2099 (the store counts in UTC): by a video's code (any case), by the landing's utm_content, from YouTube, unattributed, voided.
    expect(
      await deliver('orders/create', order(1, '2099-05-03T10:00:00Z', '100.00', { discount_codes: [{ code: 'VID1', amount: '0', type: 'fixed_amount' }] })),
    ).toBe(202);
    expect(
      await deliver(
        'orders/create',
        order(2, '2099-05-10T10:00:00Z', '40.50', { landing_site: `/products/tee?utm_source=youtube&utm_medium=video&utm_content=${video2}` }),
      ),
    ).toBe(202);
    expect(await deliver('orders/create', order(3, '2099-05-20T10:00:00Z', '25.25', { referring_site: 'https://www.youtube.com/' }))).toBe(202);
    expect(await deliver('orders/create', order(5, '2099-05-31T23:30:00Z', '10.00'))).toBe(202);
    expect(await deliver('orders/create', order(6, '2099-05-15T10:00:00Z', '99.00', { financial_status: 'voided' }))).toBe(202);
    // April's order with the channel code, refunded in May; May's first order partly refunded in June.
    expect(
      await deliver('orders/create', order(4, '2099-04-28T10:00:00Z', '30.00', { discount_codes: [{ code: 'chan', amount: '0', type: 'fixed_amount' }] })),
    ).toBe(202);
    const refund = (id: number, orderId: number, at: string, subtotal: string) => ({
      id,
      order_id: orderId,
      created_at: at,
      refund_line_items: [{ id, line_item_id: orderId * 10, quantity: 1, subtotal }],
    });
    expect(await deliver('refunds/create', refund(40, 4, '2099-05-02T08:00:00Z', '30.00'))).toBe(202);
    expect(await deliver('refunds/create', refund(10, 1, '2099-06-02T08:00:00Z', '20.00'))).toBe(202);
    await t.db
      .insertInto('video_daily_metrics')
      .values([
        { video_id: video1, day: '2099-05-01', views: 1500 },
        { video_id: video1, day: '2099-05-31', views: 500 },
        { video_id: video1, day: '2099-06-01', views: 9999 },
      ] as never)
      .execute();

    // Gross 100.00 + 40.50 + 25.25 + 10.00 = 175.75 over 4 orders; refunds 30.00 (made in May); net 145.75.
    expect((await get('user_owner', `/api/v1/ec/sales?channel_id=${own}&month=209905`)).json()).toEqual({
      items: [{ store_id: storeId, channel_id: own, month: '209905', orders: 4, gross: '175.75', refunds: '30.00', net: '145.75', currency: 'USD' }],
    });
    expect((await get('staff', `/api/v1/ec/sales?channel_id=${own}&month=209906`)).json().items).toEqual([
      { store_id: storeId, channel_id: own, month: '209906', orders: 0, gross: '0.00', refunds: '20.00', net: '-20.00', currency: 'USD' },
    ]);
    // video1: 100.00 over May's 2,000 views = 50.00 per 1,000; video2 by utm without views; the channel: 25.25 − 30.00.
    expect((await get('user_owner', `/api/v1/ec/videos?channel_id=${own}&month=209905`)).json().items).toEqual([
      { video_id: video1, title: expect.any(String), orders: 1, net: '100.00', currency: 'USD', views: 2000, net_per_1000_views: '50.00' },
      { video_id: video2, title: expect.any(String), orders: 1, net: '40.50', currency: 'USD', views: null, net_per_1000_views: null },
      { video_id: null, title: null, orders: 1, net: '-4.75', currency: 'USD', views: null, net_per_1000_views: null },
    ]);
    // One product: the month's lines (175.75) less what was refunded of them since (20.00 of order 1).
    expect((await get('user_owner', `/api/v1/ec/products?channel_id=${own}&month=209905`)).json().items).toEqual([
      { product_id: '7001', title: 'Logo tee', quantity: 3, net: '155.75', currency: 'USD' },
    ]);
  });

  it('reads the store’s orders through the sync in pages of 250, with where each came from', async () => {
    const shop = fake.shops.get(SHOP)!;
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
    shop.orders.push(...Array.from({ length: 260 }, (_, i) => order(100_000 + i, recent, '1.00')));
    shop.orders.push(order(200_000, recent, '2.00', { landing_site: `/?utm_source=yt&utm_term=${video2}`, source_name: 'web' }));
    const { tokens } = storesPart(t.ctx, { client: new ShopifyAdminClient(t.config.shopify) });
    const result = await runOrdersSync({ db: t.db, clock: t.clock, client: new ShopifyAdminClient(t.config.shopify), tokens }, { storeId, mode: 'backfill' }, {
      progress: { set: () => {} },
      log: () => {},
    } as never);
    expect(result).toMatchObject({ orders: 261, pages: 2 });
    expect(
      await t.db
        .selectFrom('shop_orders')
        .select(['landing_site', 'source_name', 'landing_video_id', 'from_youtube'])
        .where('store_id', '=', storeId)
        .where('order_id', '=', 200_000)
        .executeTakeFirst(),
    ).toEqual({ landing_site: `/?utm_source=yt&utm_term=${video2}`, source_name: 'web', landing_video_id: video2, from_youtube: true });
  });
});

describe('the store on the statement', () => {
  it('carries the month’s net sales of the stores the network runs as their own line, exact in USD and TWD', async () => {
    twdStoreId = await insertedId(
      t.db
        .insertInto('shop_stores')
        .values({ channel_id: other, shop_domain: TWD_SHOP, name: 'TWD shop', currency: 'TWD', iana_timezone: 'Asia/Taipei' })
        .returning('id'),
    );
    // Taipei's May begins at 2099-04-30T16:00Z.
    expect(await deliver('orders/create', { ...order(7, '2099-04-30T17:00:00Z', '4800.00'), currency: 'TWD' }, TWD_SHOP)).toBe(202);
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: t.demoHeaders('finance') });
    expect((await put('/api/v1/accounting/rates', { year_month: '209905', currency: 'TWD', rate: '32' })).statusCode).toBe(200);
    expect((await put('/api/v1/accounting/ratios', { channel_id: own, start_month: '209901', ratios: { own_store: '0.6' } })).statusCode).toBe(200);
    expect((await put('/api/v1/accounting/ratios', { channel_id: other, start_month: '209901', ratios: { own_store: '0.5' } })).statusCode).toBe(200);

    refused(await post('user_owner', `/api/v1/ec/stores/${storeId}/settings`, { network_runs: true }), 403, 'errors.forbidden');
    for (const id of [storeId, twdStoreId]) {
      const set = await post('finance', `/api/v1/ec/stores/${id}/settings`, { network_runs: true });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().store.network_runs).toBe(true);
    }
    const posted = await post('finance', '/api/v1/accounting/statements', { year_month: '209905' });
    expect(posted.statusCode, posted.body).toBe(200);
    const lineOf = async (who: string, channelId: string) =>
      (await get(who, `/api/v1/accounting/statements/${channelId}?month=209905`)).json().lines.find((l: { line: string }) => l.line === 'store_revenue');
    // USD: net 145.75 × 0.6 = 87.45 to the creator (58.30 to the network), × 32 = 2,798.40 TWD.
    expect(await lineOf('user_owner', own)).toEqual({
      line: 'store_revenue',
      gross_usd: '145.75',
      ratio: '0.6',
      share_usd: '87.45',
      network_usd: '58.3',
      rate: '32',
      amount_twd: '2798.40',
    });
    // TWD: 4,800.00 ÷ 32 = 150 USD × 0.5 = 75 USD, × 32 = 2,400.00 TWD.
    expect(await lineOf('intensive_cooperative_user_owner', other)).toEqual({
      line: 'store_revenue',
      gross_usd: '150',
      ratio: '0.5',
      share_usd: '75',
      network_usd: '75',
      rate: '32',
      amount_twd: '2400.00',
    });
  });

  it('refuses to run a store in a currency the ledger has no rate for, changing nothing', async () => {
    const jpy = await insertedId(
      t.db.insertInto('shop_stores').values({ channel_id: other, shop_domain: 'creator-jpy.myshopify.com', currency: 'JPY' }).returning('id'),
    );
    refused(await post('finance', `/api/v1/ec/stores/${jpy}/settings`, { network_runs: true }), 409, 'errors.ecStoreCurrency');
    expect(await t.db.selectFrom('ec_store_terms').select('store_id').where('store_id', '=', jpy).execute()).toEqual([]);
  });
});

describe('who sees what', () => {
  it('owners see their own channels’ stores only; staff, finance and viewer every channel; outsiders nothing', async () => {
    const channelsOf = async (who: string) =>
      [...new Set((await get(who, '/api/v1/ec/stores')).json().items.map((s: { channel_id: string }) => s.channel_id))].sort();
    expect(await channelsOf('user_owner')).toEqual([own]);
    expect(await channelsOf('intensive_cooperative_user_owner')).toEqual([other]);
    for (const who of ['staff', 'finance', 'viewer']) expect(await channelsOf(who)).toEqual([own, other].sort());
    refused(await get('intensive_cooperative_user_owner', `/api/v1/ec/sales?channel_id=${own}&month=209905`), 404, 'errors.notFound');
    refused(await get('intensive_cooperative_user_owner', `/api/v1/ec/stores/${storeId}/codes`), 404, 'errors.notFound');
    refused(await get('advertiser', `/api/v1/ec/stores`), 403, 'errors.forbidden');
  });
});
