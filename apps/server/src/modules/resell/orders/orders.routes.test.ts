// The orders part end to end: signed webhooks into rows (once per webhook id, in any order), the sync
// job against the fake Shopify's GraphQL (backfill window, catch-up, paging, failure), the order list
// (filters of spec 5, money as exact strings, viewer currency) and its scope (another team's store: 404).
import { createHmac, randomUUID } from 'node:crypto';
import { SHOPIFY_WEBHOOK_JOB } from '@chorus/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPIFY_TEST_API_SECRET, demo, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { referenceOrder } from '../../../../test/shopify-reference-order.ts';
import { until } from '../../../../test/until.ts';
import { JobFailure } from '../../../jobs/job-failure.ts';
import { createFakeShopify, serveFakeShopify, type FakeShop, type RestOrder } from '../fake-shopify/fake-shopify.ts';
import { ordersChanged, ordersGraphqlFields } from '../fake-shopify/orders-fields.ts';
import type { StoreTokens } from '../resell-shared.ts';
import { ShopifyAdminClient } from '../shopify/admin-client.ts';
import { DEMO_SHOP_DOMAIN } from '../fake-shopify/demo-shop.ts';
import { demoShop, seedOrdersDemo } from './orders-demo.ts';
import { runOrdersSync } from './orders-sync.ts';

let t: TestApp;
let storeId: number;
let otherStoreId: number;
const SHOP = 'orders-test.myshopify.com';
const OTHER = 'someone-else.myshopify.com';

beforeAll(async () => {
  t = await startTestApp();
  const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow();
  const brand = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Brightside Foods').executeTakeFirstOrThrow();
  storeId = (
    await t.db
      .insertInto('shop_stores')
      .values({
        advertiser_id: team.id,
        shop_domain: SHOP,
        name: 'Orders test',
        currency: 'USD',
        iana_timezone: 'America/New_York',
        scopes: 'read_orders,read_products',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  otherStoreId = (
    await t.db
      .insertInto('shop_stores')
      .values({ advertiser_id: brand.id, shop_domain: OTHER, name: 'Brightside shop', currency: 'TWD' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.ctx.jobs.startWorkers({ names: [SHOPIFY_WEBHOOK_JOB], pollingIntervalSeconds: 0.5, log: () => {} });
});
afterAll(async () => {
  await t?.close();
});

const sign = (body: string) => createHmac('sha256', SHOPIFY_TEST_API_SECRET).update(body, 'utf8').digest('base64');
function deliver(topic: string, payload: object, webhookId: string = randomUUID(), shop = SHOP, signature?: string) {
  const body = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/shopify/webhooks',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-shop-domain': shop,
      'x-shopify-webhook-id': webhookId,
      'x-shopify-hmac-sha256': signature ?? sign(body),
    },
    payload: body,
  });
}

/** The reference order (data-formats 16.4) as order `id`, created in March 2026, last changed at `updatedAt`. */
function order(id: number, updatedAt: string, extra: Partial<RestOrder> = {}): RestOrder {
  return {
    ...referenceOrder,
    id,
    name: `#${id}`,
    created_at: '2026-03-02T10:15:00-05:00',
    updated_at: updatedAt,
    line_items: [{ id: id * 10, product_id: 632910392, title: 'Linen apron', quantity: 2, price: '19.99', discount_allocations: [{ amount: '5.00' }] }],
    ...extra,
  };
}

const lineOf = async (orderId: number) =>
  t.db
    .selectFrom('shop_order_lines')
    .innerJoin('shop_orders', (j) =>
      j.onRef('shop_orders.store_id', '=', 'shop_order_lines.store_id').onRef('shop_orders.order_id', '=', 'shop_order_lines.order_id'),
    )
    .select(['shop_order_lines.quantity', 'actual_selling_price', 'refunded_quantity', 'refunded_amount', 'financial_status', 'cancelled_at', 'name'])
    .where('shop_order_lines.store_id', '=', storeId)
    .where('shop_order_lines.order_id', '=', orderId)
    .executeTakeFirst();
/** Until the drain has processed the delivery (webhook-topics.ts). */
const processed = (webhookId: string) =>
  until(
    () => t.db.selectFrom('webhook_deliveries').select(['processed_at', 'error']).where('delivery_id', '=', webhookId).executeTakeFirst(),
    (r) => r?.processed_at != null,
  );

describe('order webhooks', () => {
  it('refuses a bad signature before reading the body, and stores nothing', async () => {
    const webhookId = randomUUID();
    const res = await deliver('orders/create', { not: 'json?' }, webhookId, SHOP, sign('something else'));
    expect(res.statusCode).toBe(401);
    expect(await t.db.selectFrom('webhook_deliveries').select('id').where('delivery_id', '=', webhookId).execute()).toEqual([]);
  });

  it('stores an order once for the same webhook sent twice', async () => {
    const webhookId = randomUUID();
    const first = await deliver('orders/create', order(5001, '2026-03-02T10:16:00-05:00'), webhookId);
    const second = await deliver('orders/create', order(5001, '2026-03-02T10:16:00-05:00'), webhookId);
    expect(first.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    await processed(webhookId);
    const jobs = await t.db.selectFrom('webhook_deliveries').select('job_id').where('delivery_id', '=', webhookId).execute();
    expect(jobs).toHaveLength(1);
    expect(await lineOf(5001)).toMatchObject({ quantity: 2, actual_selling_price: '34.98', refunded_quantity: 0, refunded_amount: '0.00' });
  });

  it('ends in the newest state whatever order updated, create and refund arrive in', async () => {
    // The refund first (its order unknown yet), then the update that cancels, then the stale create.
    const refund = randomUUID();
    await deliver(
      'refunds/create',
      { id: 777, order_id: 5002, created_at: '2026-03-03T09:00:00-05:00', refund_line_items: [{ id: 1, line_item_id: 50020, quantity: 1, subtotal: '17.49' }] },
      refund,
    );
    await processed(refund);
    expect(await lineOf(5002)).toBeUndefined();
    const updated = randomUUID();
    await deliver(
      'orders/cancelled',
      order(5002, '2026-03-03T09:05:00-05:00', { cancelled_at: '2026-03-03T09:05:00-05:00', financial_status: 'partially_refunded' }),
      updated,
    );
    await processed(updated);
    const created = randomUUID();
    await deliver('orders/create', order(5002, '2026-03-02T10:16:00-05:00'), created);
    await processed(created);
    expect(await lineOf(5002)).toEqual({
      name: '#5002',
      quantity: 2,
      actual_selling_price: '34.98',
      refunded_quantity: 1,
      refunded_amount: '17.49',
      financial_status: 'partially_refunded',
      cancelled_at: new Date('2026-03-03T14:05:00Z'),
    });
  });

  it('drops orders of a shop Chorus does not know', async () => {
    const webhookId = randomUUID();
    await deliver('orders/create', order(5003, '2026-03-02T10:16:00-05:00'), webhookId, 'unknown-shop.myshopify.com');
    await processed(webhookId);
    expect(await t.db.selectFrom('shop_orders').select('order_id').where('order_id', '=', 5003).execute()).toEqual([]);
  });
});

describe('orders sync', () => {
  let fakeShop: FakeShop;
  let served: Awaited<ReturnType<typeof serveFakeShopify>>;
  const fake = createFakeShopify({ apiKey: 'k', apiSecret: 's', graphql: ordersGraphqlFields });
  const tokens: StoreTokens = {
    tokenFor: async (id) => ({ storeId: id, shopDomain: SHOP, accessToken: 'shpat_test', scopes: ['read_orders', 'read_products'] }),
  };
  const progress: [number, number | null, string | undefined][] = [];
  const job = { progress: { set: (done: number, total: number | null, message?: string) => void progress.push([done, total, message]) }, log: () => {} };
  let client: ShopifyAdminClient;

  beforeAll(async () => {
    served = await serveFakeShopify(fake);
    client = new ShopifyAdminClient({ shopBaseUrl: served.shopBaseUrl, apiVersion: '2026-10', requestTimeoutMs: 5000, attempts: 2, sleep: async () => {} });
    fakeShop = fake.addShop({
      domain: SHOP,
      products: [{ id: 632910392, title: 'Linen apron', handle: 'linen-apron', status: 'ACTIVE', updatedAt: '2026-01-01T00:00:00Z' }],
    });
    fakeShop.tokens.set('shpat_test', { scopes: ['read_orders', 'read_products'], expiresAt: null });
    const now = t.clock.now().getTime();
    // 600 orders of the last 50 days (three pages), and one of 70 days ago the backfill must not read.
    for (let i = 0; i < 600; i++) {
      const at = new Date(now - (50 - i / 12) * 86_400_000).toISOString();
      fakeShop.orders.push(
        order(100_000 + i, at, {
          created_at: at,
          name: `#S${i}`,
          discount_codes: i % 3 === 0 ? [{ code: 'CREATOR10', amount: '5.00', type: 'fixed_amount' }] : [],
        }),
      );
    }
    const old = new Date(now - 70 * 86_400_000).toISOString();
    fakeShop.orders.push(order(99_999, old, { created_at: old }));
  });
  afterAll(async () => served?.close());

  const deps = () => ({ db: t.ctx.db, clock: t.clock, client, tokens });

  it('backfills the last 60 days in pages of 250, with the catalogue, and reports progress', async () => {
    const result = await runOrdersSync(deps(), { storeId, mode: 'backfill' }, job);
    expect(result).toEqual({ orders: 600, products: 1, pages: 3 });
    const graphqlCalls = fake.log.filter((l) => l.path.endsWith('/graphql.json'));
    expect(graphqlCalls).toHaveLength(4);
    expect(
      await t.db
        .selectFrom('shop_orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('store_id', '=', storeId)
        .where('order_id', '>=', 99_999)
        .executeTakeFirst(),
    ).toEqual({ n: 600 });
    expect(await t.db.selectFrom('shop_products').select(['product_id', 'title']).where('store_id', '=', storeId).execute()).toEqual([
      { product_id: 632910392, title: 'Linen apron' },
    ]);
    expect(progress.at(-1)).toEqual([600, 600, 'jobs.resellSyncDone']);
    const synced = await t.db.selectFrom('shop_stores').select('orders_synced_at').where('id', '=', storeId).executeTakeFirstOrThrow();
    expect(synced.orders_synced_at).toEqual(t.clock.now());
  });

  it('catches up only what changed since the last sync', async () => {
    t.clock.advance(3600);
    const edited = fakeShop.orders.find((o) => o.id === 100_010)!;
    edited.updated_at = t.clock.now().toISOString();
    edited.refunds = [{ id: 4242, created_at: t.clock.now().toISOString(), refund_line_items: [{ line_item_id: 1_000_100, quantity: 2, subtotal: '34.98' }] }];
    ordersChanged(fakeShop);
    const result = await runOrdersSync(deps(), { storeId, mode: 'catchup' }, job);
    expect(result).toMatchObject({ orders: 1, pages: 1 });
    expect(await lineOf(100_010)).toMatchObject({ refunded_quantity: 2, refunded_amount: '34.98' });
  });

  it('fails as "failed to call synchronization" when Shopify keeps failing', async () => {
    fake.failNext.set('/admin/api/2026-10/graphql.json', [
      { status: 503, body: { errors: 'Unavailable' } },
      { status: 503, body: { errors: 'Unavailable' } },
    ]);
    const failure = await runOrdersSync(deps(), { storeId, mode: 'catchup' }, job).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(JobFailure);
    expect((failure as JobFailure).code).toBe('errors.syncFailed');
  });
});

describe('the order list', () => {
  // Signed in again: the sync tests moved the clock past the first sessions' access tokens.
  const sessions = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    for (const who of ['reseller', 'advertiser', 'viewer']) sessions.set(who, (await t.signIn(demo(who))).headers);
  });
  const headers = (who: string) => sessions.get(who)!;
  const get = (who: string, query: string) => t.app.inject({ method: 'GET', url: `/api/v1/resell/orders${query}`, headers: headers(who) });

  it('filters by code alone, product alone, and both, with exact money', async () => {
    const byCode = await get('reseller', `?store=${storeId}&discount_code=creator10&page_size=5`);
    expect(byCode.statusCode).toBe(200);
    const body = byCode.json();
    expect(body.total).toBe(200);
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toMatchObject({
      discount_code: 'CREATOR10',
      unit_price: '19.99',
      quantity: 2,
      total_discount: '5.00',
      actual_selling_price: '34.98',
      currency: 'USD',
      store_name: 'Orders test',
    });
    const byProduct = await get('reseller', `?store=${storeId}&product=LINEN`);
    expect(byProduct.json().total).toBe(602);
    const byBoth = await get('reseller', `?store=${storeId}&product=apron&discount_code=SPRING5`);
    expect(byBoth.json().total).toBe(2);
    const neither = await get('reseller', `?store=${storeId}&product=teapot&discount_code=CREATOR10`);
    expect(neither.json()).toMatchObject({ total: 0, items: [] });
  });

  it('shows refunds netted and cancellations, and the value in the viewer currency', async () => {
    await t.db
      .insertInto('exchange_rates')
      .values([
        { currency: 'USD', per_usd: '1' },
        { currency: 'TWD', per_usd: '32.5' },
      ])
      .onConflict((oc) => oc.column('currency').doUpdateSet({ per_usd: (eb) => eb.ref('excluded.per_usd') }))
      .execute();
    const reseller = await t.demoUserId('reseller');
    await t.db.updateTable('users').set({ currency: 'TWD' }).where('id', '=', reseller).execute();
    t.ctx.users.invalidate(reseller);
    const res = await get('reseller', `?store=${storeId}&from=2026-03-02&to=2026-03-02&discount_code=spring5`);
    const item = res.json().items.find((i: { order_id: string }) => i.order_id === '5002');
    expect(item).toMatchObject({ refunded_quantity: 1, refunded_amount: '17.49', net_amount: '17.49', cancelled: true, viewer_amount: '568.43' });
    expect(res.json().viewer_currency).toBe('TWD');
  });

  it("answers 404 for another team's store, and lists only the caller's stores", async () => {
    expect((await get('reseller', `?store=${otherStoreId}`)).statusCode).toBe(404);
    const mine = (await get('reseller', '')).json();
    expect(mine.stores.map((s: { id: number }) => s.id)).toEqual([storeId]);
    const all = (await get('viewer', '')).json();
    expect(all.stores.map((s: { id: number }) => s.id).sort()).toEqual([storeId, otherStoreId].sort());
    expect((await get('advertiser', '')).statusCode).toBe(403);
  });

  it('starts one sync per store; the viewer only reads; another team gets 404', async () => {
    const sync = (who: string, id: number) => t.app.inject({ method: 'POST', url: `/api/v1/resell/stores/${id}/sync`, headers: headers(who) });
    const first = await sync('reseller', storeId);
    expect(first.statusCode).toBe(200);
    const again = await sync('reseller', storeId);
    expect(again.json().job_id).toBe(first.json().job_id);
    expect((await sync('viewer', storeId)).statusCode).toBe(403);
    expect((await sync('reseller', otherStoreId)).statusCode).toBe(404);
  });
});

describe('the demo orders', () => {
  it('writes the demo shop’s orders for the demo store, netted, as the fake serves them', async () => {
    const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow();
    const demoStore = await t.db
      .insertInto('shop_stores')
      .values({ advertiser_id: team.id, shop_domain: DEMO_SHOP_DOMAIN })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seedDay = new Date('2026-11-20T00:00:00Z');
    await t.ctx.db.transaction().execute((trx) => seedOrdersDemo(trx, { seedDay, userIds: new Map() }));
    const shop = demoShop(seedDay);
    const counts = await sql<{ orders: number; lines: number; refunded: number; cancelled: number }>`
      SELECT (SELECT count(*)::int FROM shop_orders WHERE store_id = ${demoStore.id}) AS orders,
             (SELECT count(*)::int FROM shop_order_lines WHERE store_id = ${demoStore.id}) AS lines,
             (SELECT count(*)::int FROM shop_order_lines WHERE store_id = ${demoStore.id} AND refunded_quantity > 0) AS refunded,
             (SELECT count(*)::int FROM shop_orders WHERE store_id = ${demoStore.id} AND cancelled_at IS NOT NULL) AS cancelled`.execute(t.db);
    const lines = shop.orders.reduce((n, o) => n + (o.line_items as unknown[]).length, 0);
    const refundedLines = new Set(
      shop.orders.flatMap((o) =>
        (o.refunds as { refund_line_items: { line_item_id: number }[] }[]).flatMap((r) => r.refund_line_items.map((x) => x.line_item_id)),
      ),
    ).size;
    expect(counts.rows[0]).toEqual({ orders: shop.orders.length, lines, refunded: refundedLines, cancelled: shop.orders.filter((o) => o.cancelled_at).length });
    const store = await t.db.selectFrom('shop_stores').select(['name', 'orders_synced_at']).where('id', '=', demoStore.id).executeTakeFirstOrThrow();
    expect(store).toEqual({ name: '', orders_synced_at: seedDay });
  });
});
