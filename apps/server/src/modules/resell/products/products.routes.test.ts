// The products part through the real routes: resale products on videos (added from the store's
// catalogue with a discount code checked at the fake Shopify's `codeDiscountNodeByCode`, listed,
// removed), the store and video scope (another team's store, product or video is not found), and
// what each video sold: attribution by store, product and code (case-insensitive), refunds netted,
// cancelled orders apart, currencies never summed together, views over the period; every figure
// worked out by hand below from the fixture's order lines. The stores part's token store stands in
// here with a fixed token the fake shop knows (its own tests cover the real one).
import { roundTo, sum, type ResellPerformance, type ResellSalesFigures } from '@chorus/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectErrorBody, type ErrorAnswer } from '../../../../test/error-body.ts';
import { SHOPIFY_TEST_API_KEY, SHOPIFY_TEST_API_SECRET, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { insertedId } from '../../../../test/fixtures.ts';
import { loadConfig } from '../../../config.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { discountCodeFields } from '../fake-shopify/discount-codes.ts';
import { createFakeShopify, serveFakeShopify } from '../fake-shopify/fake-shopify.ts';
import { rowCount } from '../../../../test/row-count.ts';

const TOKEN = 'shpat_products_test_token';

// Files share their worker's modules (vitest.config.ts): the mock below only reaches an app whose
// modules load afresh for this file, and the worker's next file must not find them mocked.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../stores/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../stores/index.ts')>();
  return {
    ...original,
    storesPart: (...args: Parameters<typeof original.storesPart>) => {
      const [infra] = args;
      return {
        ...original.storesPart(...args),
        tokens: {
          tokenFor: async (storeId: number) => {
            const row = await infra.db.selectFrom('shop_stores').select(['shop_domain', 'status']).where('id', '=', storeId).executeTakeFirst();
            if (!row || row.status !== 'connected') throw new DomainError('errors.storeNotConnected');
            return { storeId, shopDomain: row.shop_domain, accessToken: TOKEN, scopes: ['read_orders', 'read_products'] };
          },
        },
      };
    },
  };
});

let t: TestApp;
let served: Awaited<ReturnType<typeof serveFakeShopify>>;
const fake = createFakeShopify({ apiKey: SHOPIFY_TEST_API_KEY, apiSecret: SHOPIFY_TEST_API_SECRET, graphql: discountCodeFields });

const CH = 'UCresellProductsChannel1';
const V1 = 'resCaseV001';
const V2 = 'resCaseV002';
const V3 = 'resOutside1';
const V4 = 'resForeign1';
let storeA: number;
let storeJ: number;
let storeX: number;
/** The demo reseller team's package with V1 and V2. */
let pkg = 0;

/** The answer is the error `code` with `status`, in the one shape, translated into `language`. */
function expectError(response: Parameters<typeof expectErrorBody>[0], status: number, code: string, language: 'en' | 'ja' | 'zh-TW'): ErrorAnswer {
  expect(response.statusCode, response.body).toBe(status);
  const error = expectErrorBody(response, language === 'en' ? 'en' : 'zh-TW');
  expect(error.code).toBe(code);
  return error;
}

const as = (who: string, language = 'en') => ({ ...t.demoHeaders(who), 'x-chorus-language': language });
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });
const addProduct = (who: string, videoId: string, payload: unknown, language = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/v1/resell/videos/${videoId}/products`, headers: as(who, language), payload: payload as object });

async function store(advertiserId: number, domain: string, currency: string, timezone: string) {
  return insertedId(
    t.db
      .insertInto('shop_stores')
      .values({ advertiser_id: advertiserId, shop_domain: domain, name: domain.split('.')[0]!, currency, iana_timezone: timezone })
      .returning('id'),
  );
}

type Line = { line: number; product: number; qty: number; unit: string; discount: string; asp: string; refundedQty?: number; refunded?: string };
async function order(storeId: number, orderId: number, at: string, codes: string[], currency: string, lines: Line[], cancelled = false) {
  await t.db
    .insertInto('shop_orders')
    .values({
      store_id: storeId,
      order_id: orderId,
      name: `#${orderId}`,
      order_date: at,
      shopify_updated_at: at,
      currency,
      discount_codes: codes,
      financial_status: 'paid',
      cancelled_at: cancelled ? at : null,
    })
    .execute();
  await t.db
    .insertInto('shop_order_lines')
    .values(
      lines.map((l) => ({
        store_id: storeId,
        order_id: orderId,
        line_id: orderId * 10 + l.line,
        product_id: l.product,
        product_title: `Product ${l.product}`,
        quantity: l.qty,
        unit_price: l.unit,
        total_discount: l.discount,
        actual_selling_price: l.asp,
        refunded_quantity: l.refundedQty ?? 0,
        refunded_amount: l.refunded ?? '0',
      })) as never,
    )
    .execute();
}

async function resale(videoId: string, storeId: number, productId: number, code: string) {
  return insertedId(
    t.db
      .insertInto('resell_video_products')
      .values({ channel_id: CH, video_id: videoId, store_id: storeId, product_id: productId, product_title: `Product ${productId}`, discount_code: code })
      .returning('id'),
  );
}

beforeAll(async () => {
  served = await serveFakeShopify(fake);
  const shop = fake.addShop({ domain: 'daily-test.myshopify.com', discountCodes: ['SPRING10', 'Summer5', 'TRAY5'] });
  shop.tokens.set(TOKEN, { scopes: ['read_orders', 'read_products'], expiresAt: null });
  fake.addShop({ domain: 'daily-jp.myshopify.com', currency: 'JPY', discountCodes: ['TOKYO'] }).tokens.set(TOKEN, { scopes: [], expiresAt: null });
  const base = loadConfig({ SHOPIFY_API_KEY: SHOPIFY_TEST_API_KEY, SHOPIFY_API_SECRET: SHOPIFY_TEST_API_SECRET }).shopify;
  t = await startTestApp({ config: { shopify: { ...base, shopBaseUrl: served.shopBaseUrl } } });
  await t.signInDemo(['admin', 'reseller', 'viewer', 'advertiser', 'agency', 'staff']);

  const dailyPicks = Number((await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow()).id);
  const northwind = await insertedId(t.db.insertInto('advertisers').values({ name: 'Northwind Resale', kind: 'reseller' }).returning('id'));
  storeA = await store(dailyPicks, 'daily-test.myshopify.com', 'USD', 'UTC');
  storeJ = await store(dailyPicks, 'daily-jp.myshopify.com', 'JPY', 'Asia/Tokyo');
  storeX = await store(northwind, 'northwind-resale.myshopify.com', 'USD', 'UTC');
  await t.db
    .insertInto('shop_products')
    .values([
      { store_id: storeA, product_id: 101, title: 'Matcha Whisk Set' },
      { store_id: storeA, product_id: 102, title: 'Bamboo Tray' },
      { store_id: storeA, product_id: 103, title: 'Old Whisk (archived)', status: 'ARCHIVED' },
      { store_id: storeJ, product_id: 201, title: 'Sencha Tin' },
      { store_id: storeX, product_id: 301, title: 'Foreign Mug' },
    ])
    .execute();

  await t.db.insertInto('channels').values({ channel_id: CH, title: 'Resell channel', source_type: 'YT', language: 'en' }).execute();
  for (const id of [V1, V2, V3, V4])
    await t.db
      .insertInto('videos')
      .values({ video_id: id, channel_id: CH, kind: 'video', title: `Title of ${id}`, duration_seconds: 300, published_at: '2026-02-25T10:00:00Z' })
      .execute();
  await t.db
    .insertInto('video_daily_metrics')
    .values([
      { video_id: V1, day: '2026-02-20', views: 9999 },
      { video_id: V1, day: '2026-03-01', views: 1000 },
      { video_id: V1, day: '2026-03-02', views: 500 },
    ])
    .execute();
  pkg = await insertedId(
    t.db.insertInto('collab_packages').values({ advertiser_id: dailyPicks, name: 'Picks spring', status: 'matching_complete' }).returning('id'),
  );
  const foreignPkg = await insertedId(
    t.db.insertInto('collab_packages').values({ advertiser_id: northwind, name: 'Northwind spring', status: 'matching_complete' }).returning('id'),
  );
  const caseId = await insertedId(t.db.insertInto('collab_cases').values({ package_id: pkg, channel_id: CH, status: 'creator_agreed' }).returning('id'));
  const foreignCase = await insertedId(
    t.db.insertInto('collab_cases').values({ package_id: foreignPkg, channel_id: CH, status: 'creator_agreed' }).returning('id'),
  );
  await t.db
    .insertInto('collab_case_videos')
    .values([
      { case_id: caseId, video_id: V1, title: `Title of ${V1}` },
      { case_id: caseId, video_id: V2, title: `Title of ${V2}` },
      { case_id: foreignCase, video_id: V4, title: `Title of ${V4}` },
    ])
    .execute();
});

afterAll(async () => {
  await t?.close();
  await served?.close();
});

describe('resale products on videos', () => {
  it('lists the reseller’s case videos, never another team’s', async () => {
    const answer = await get('reseller', '/api/v1/resell/videos');
    expect(answer.statusCode).toBe(200);
    const ids = (answer.json() as { videos: { video_id: string }[] }).videos.map((v) => v.video_id);
    expect(ids).toEqual(expect.arrayContaining([V1, V2]));
    expect(ids).not.toContain(V4);
    expect(ids).not.toContain(V3);
  });

  it('offers the caller’s connected stores and searches a store’s active catalogue by name', async () => {
    const stores = (await get('reseller', '/api/v1/resell/catalogue')).json() as { stores: { id: number }[]; products: unknown[] };
    expect(stores.stores.map((s) => s.id).sort()).toEqual([storeA, storeJ].sort());
    expect(stores.products).toEqual([]);
    const found = await get('reseller', `/api/v1/resell/catalogue?store=${storeA}&q=whisk`);
    expect(found.json()).toMatchObject({ products: [{ product_id: 101, title: 'Matcha Whisk Set' }] });
    expect(((await get('reseller', `/api/v1/resell/catalogue?store=${storeA}&q=%25`)).json() as { products: unknown[] }).products).toEqual([]);
    expectError(await get('reseller', `/api/v1/resell/catalogue?store=${storeX}`), 404, 'errors.notFound', 'en');
    const admin = (await get('admin', '/api/v1/resell/catalogue')).json() as { stores: { id: number }[] };
    expect(admin.stores.map((s) => s.id)).toEqual(expect.arrayContaining([storeA, storeJ, storeX]));
  });

  it('adds a product with a code the store knows, kept as the store spells it, and lists it', async () => {
    const before = fake.log.length;
    const added = await addProduct('reseller', V1, { store_id: storeA, product_id: 102, discount_code: 'summer5' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      video_id: V1,
      channel_id: CH,
      product_id: 102,
      product_title: 'Bamboo Tray',
      discount_code: 'Summer5',
      store: { id: storeA, currency: 'USD' },
    });
    // One Admin GraphQL call, at the store's own address.
    expect(fake.log.slice(before)).toEqual([{ method: 'POST', path: '/admin/api/2026-10/graphql.json', shop: 'daily-test.myshopify.com' }]);
    const listed = (await get('reseller', `/api/v1/resell/videos/${V1}/products`)).json() as { products: { id: number; discount_code: string }[] };
    expect(listed.products.map((p) => p.discount_code)).toContain('Summer5');
    expectError(await addProduct('reseller', V1, { store_id: storeA, product_id: 102, discount_code: 'SUMMER5' }), 409, 'errors.resellProductDuplicate', 'en');
  });

  it('refuses a code the store does not know, translated, and adds nothing', async () => {
    const count = () => rowCount(t.db, 'resell_video_products');
    const before = await count();
    // The whole sentence in English; its opening in Japanese and Taiwanese Chinese.
    for (const [language, message] of [
      ['en', 'Cannot add a product: the store has no discount code “NOPE”.'],
      ['ja', expect.stringContaining('商品を追加できません')],
      ['zh-TW', expect.stringContaining('無法新增商品')],
    ] as const) {
      const refused = expectError(
        await addProduct('reseller', V2, { store_id: storeA, product_id: 101, discount_code: 'NOPE' }, language),
        400,
        'errors.resellDiscountCodeUnknown',
        language,
      );
      expect(refused.message, language).toEqual(message);
    }
    expect(await count()).toBe(before);
  });

  it('keeps another team’s store, products and videos out of reach (404), and products outside the catalogue out', async () => {
    expectError(await addProduct('reseller', V1, { store_id: storeX, product_id: 301, discount_code: 'SPRING10' }), 404, 'errors.notFound', 'en');
    expectError(await addProduct('reseller', V1, { store_id: storeA, product_id: 301, discount_code: 'SPRING10' }), 400, 'errors.resellCannotAddProduct', 'en');
    expectError(await addProduct('reseller', V4, { store_id: storeA, product_id: 101, discount_code: 'SPRING10' }), 404, 'errors.notFound', 'en');
    expectError(await addProduct('reseller', V3, { store_id: storeA, product_id: 101, discount_code: 'SPRING10' }), 404, 'errors.notFound', 'en');
    expectError(await get('reseller', `/api/v1/resell/videos/${V4}/products`), 404, 'errors.notFound', 'en');
    const foreign = await resale(V4, storeX, 301, 'FOREIGN');
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/v1/resell/videos/${V4}/products/${foreign}`, headers: as('reseller') }),
      404,
      'errors.notFound',
      'en',
    );
    // The network's product managers reach any channel video.
    const admin = await addProduct('admin', V3, { store_id: storeA, product_id: 101, discount_code: 'spring10' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ discount_code: 'SPRING10' });
  });

  it('removes a product after which it is gone', async () => {
    const listed = (await get('reseller', `/api/v1/resell/videos/${V1}/products`)).json() as { products: { id: number; discount_code: string }[] };
    const target = listed.products.find((p) => p.discount_code === 'Summer5')!;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/resell/videos/${V1}/products/${target.id}`, headers: as('reseller') });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/resell/videos/${V1}/products/${target.id}`, headers: as('reseller') });
    expectError(again, 404, 'errors.notFound', 'en');
    const after = (await get('reseller', `/api/v1/resell/videos/${V1}/products`)).json() as { products: { id: number }[] };
    expect(after.products.map((p) => p.id)).not.toContain(target.id);
  });
});

describe('what each video sold', () => {
  beforeAll(async () => {
    await t.db.deleteFrom('resell_video_products').execute();
    await resale(V1, storeA, 101, 'SPRING10');
    await resale(V1, storeJ, 201, 'TOKYO');
    await resale(V2, storeA, 102, 'TRAY5');
    // The same product and code (another case) on a second video: it counts for both videos, once in the totals.
    await resale(V2, storeA, 101, 'spring10');
    await resale(V4, storeX, 301, 'FOREIGN');
    await order(storeA, 1, '2026-03-02T12:00:00Z', ['spring10'], 'USD', [
      { line: 1, product: 101, qty: 2, unit: '19.99', discount: '4.00', asp: '35.98' },
      { line: 2, product: 102, qty: 1, unit: '5.00', discount: '0', asp: '5.00' },
    ]);
    await order(storeA, 2, '2026-03-03T12:00:00Z', ['TRAY5', 'Spring10'], 'USD', [
      { line: 1, product: 101, qty: 1, unit: '19.99', discount: '2.00', asp: '17.99', refundedQty: 1, refunded: '17.99' },
      { line: 2, product: 102, qty: 3, unit: '5.00', discount: '1.50', asp: '13.50' },
    ]);
    await order(storeA, 3, '2026-03-04T12:00:00Z', ['SPRING10'], 'USD', [{ line: 1, product: 101, qty: 1, unit: '19.99', discount: '0', asp: '19.99' }], true);
    await order(storeA, 4, '2026-02-10T12:00:00Z', ['SPRING10'], 'USD', [{ line: 1, product: 101, qty: 5, unit: '19.99', discount: '0', asp: '99.95' }]);
    await order(storeA, 5, '2026-03-05T12:00:00Z', ['OTHER'], 'USD', [{ line: 1, product: 101, qty: 1, unit: '19.99', discount: '0', asp: '19.99' }]);
    // 20:00 UTC on the 5th is the 6th in Tokyo, the store's day.
    await order(storeJ, 6, '2026-03-05T20:00:00Z', ['tokyo'], 'JPY', [
      { line: 1, product: 201, qty: 3, unit: '1200', discount: '300', asp: '3300', refundedQty: 1, refunded: '1100' },
    ]);
    await order(storeX, 7, '2026-03-06T12:00:00Z', ['FOREIGN'], 'USD', [{ line: 1, product: 301, qty: 1, unit: '9.99', discount: '0', asp: '9.99' }]);
  });

  const march = '/api/v1/resell/performance?from=2026-03-01&to=2026-03-31';
  type Figures = ResellSalesFigures;
  type Report = ResellPerformance;
  const spring: Figures = {
    currency: 'USD',
    orders: 2,
    units: 3,
    gross: '59.97',
    discounts: '6.00',
    refunds: '17.99',
    net_sales: '35.98',
    cancelled_orders: 1,
  };
  const tray: Figures = { currency: 'USD', orders: 1, units: 3, gross: '15.00', discounts: '1.50', refunds: '0.00', net_sales: '13.50', cancelled_orders: 0 };
  const tokyo: Figures = {
    currency: 'JPY',
    orders: 1,
    units: 3,
    gross: '3600.00',
    discounts: '300.00',
    refunds: '1100.00',
    net_sales: '2200.00',
    cancelled_orders: 0,
  };
  const pick = (f: Figures): Figures => ({
    currency: f.currency,
    orders: f.orders,
    units: f.units,
    gross: f.gross,
    discounts: f.discounts,
    refunds: f.refunds,
    net_sales: f.net_sales,
    cancelled_orders: f.cancelled_orders,
  });

  it('attributes lines by store, product and code (any case), nets refunds, leaves cancelled orders apart, keeps currencies apart', async () => {
    const answer = await get('reseller', march);
    expect(answer.statusCode).toBe(200);
    const report = answer.json() as Report;
    const v1 = report.videos.filter((v) => v.video_id === V1);
    expect(v1.map((v) => v.currency).sort()).toEqual(['JPY', 'USD']);
    const v1usd = v1.find((v) => v.currency === 'USD')!;
    expect(pick(v1usd)).toEqual(spring);
    // 2 orders per 1,500 views in March (the 9,999 of February are outside).
    expect(v1usd.views).toBe(1500);
    expect(v1usd.conversion_per_mille).toBe('1.33');
    const v1jpy = v1.find((v) => v.currency === 'JPY')!;
    expect(pick(v1jpy)).toEqual(tokyo);
    expect(v1jpy.conversion_per_mille).toBe('0.67');

    const v2 = report.videos.filter((v) => v.video_id === V2);
    expect(v2).toHaveLength(1);
    // Lines 1·1, 2·1 (SPRING10) and 2·2 (TRAY5): orders 1 and 2.
    expect(pick(v2[0]!)).toEqual({
      currency: 'USD',
      orders: 2,
      units: 6,
      gross: '74.97',
      discounts: '7.50',
      refunds: '17.99',
      net_sales: '49.48',
      cancelled_orders: 1,
    });
    expect(v2[0]!.views).toBe(0);
    expect(v2[0]!.conversion_per_mille).toBeNull();
    expect(pick(v2[0]!.products.find((p) => p.product_id === 102)!)).toEqual(tray);
    expect(pick(v2[0]!.products.find((p) => p.product_id === 101)!)).toEqual(spring);

    // Per code: SPRING10 and spring10 are one code of the store.
    const codes = Object.fromEntries(report.codes.map((c) => [`${c.store_id}:${c.discount_code.toUpperCase()}`, pick(c)]));
    expect(codes).toEqual({ [`${storeA}:SPRING10`]: spring, [`${storeA}:TRAY5`]: tray, [`${storeJ}:TOKYO`]: tokyo });
    // Totals per currency, each line once although two videos carry SPRING10.
    expect(report.totals.map(pick)).toEqual([
      tokyo,
      { currency: 'USD', orders: 2, units: 6, gross: '74.97', discounts: '7.50', refunds: '17.99', net_sales: '49.48', cancelled_orders: 1 },
    ]);
    expect(report.daily).toEqual([
      { day: '2026-03-02', currency: 'USD', orders: 1, net_sales: '35.98' },
      { day: '2026-03-03', currency: 'USD', orders: 1, net_sales: '13.50' },
      { day: '2026-03-04', currency: 'USD', orders: 0, net_sales: '0.00' },
      { day: '2026-03-06', currency: 'JPY', orders: 1, net_sales: '2200.00' },
    ]);
    // Another team's store never shows.
    expect(report.videos.map((v) => v.video_id)).not.toContain(V4);
  });

  it('reads the period in each store’s time zone, and the network sees every store', async () => {
    const day6 = (await get('reseller', '/api/v1/resell/performance?from=2026-03-06&to=2026-03-06')).json() as Report;
    expect(day6.totals.map(pick)).toEqual([tokyo]);
    const admin = (await get('admin', march)).json() as Report;
    expect(admin.videos.find((v) => v.video_id === V4)).toMatchObject({ orders: 1, net_sales: '9.99', currency: 'USD' });
    expectError(await get('reseller', `/api/v1/resell/performance?store=${storeX}`), 404, 'errors.notFound', 'en');
    expect(((await get('reseller', `${march}&store=${storeJ}`)).json() as Report).totals.map(pick)).toEqual([tokyo]);
  });

  it('gives the collab performance report its resale section: every order the codes brought, since they were put on', async () => {
    const answer = await get('admin', `/api/v1/collab/performance/${pkg}`);
    expect(answer.statusCode).toBe(200);
    const resale = (answer.json() as { resale_products: (Figures & { video_id: string; product_id: number; discount_code: string })[] }).resale_products;
    const key = (r: { video_id: string; product_id: number; discount_code: string }) => `${r.video_id}:${r.product_id}:${r.discount_code}`;
    // SPRING10 all time adds February's order 4: 5 × 19.99 = 99.95.
    const springAllTime: Figures = {
      currency: 'USD',
      orders: 3,
      units: 8,
      gross: '159.92',
      discounts: '6.00',
      refunds: '17.99',
      net_sales: '135.93',
      cancelled_orders: 1,
    };
    expect(Object.fromEntries(resale.map((r) => [key(r), pick(r)]))).toEqual({
      [`${V1}:101:SPRING10`]: springAllTime,
      [`${V1}:201:TOKYO`]: tokyo,
      [`${V2}:102:TRAY5`]: tray,
      [`${V2}:101:spring10`]: springAllTime,
    });
  });

  it('exports the same figures as CSV and xlsx', async () => {
    const csv = await get('reseller', `/api/v1/resell/performance/export?format=csv&from=2026-03-01&to=2026-03-31`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Issue 23: headings in the caller's language (en here); money as the exact decimal string.
    expect(lines[0]).toBe(
      'Channel,Channel ID,Video ID,Video,Views,Orders of the video,"Orders per 1,000 views",Store,Product ID,Product,Discount code,Currency,Orders,Units,Gross sales,Discounts,Refunds,Net sales,Cancelled orders',
    );
    expect(lines).toContain(`Resell channel,${CH},${V2},Title of ${V2},0,2,,daily-test,102,Product 102,TRAY5,USD,1,3,15.00,1.50,0.00,13.50,0`);
    expect(lines).toHaveLength(1 + 4);
    const xlsx = await get('reseller', `/api/v1/resell/performance/export?format=xlsx&from=2026-03-01&to=2026-03-31`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['products', 'codes', 'daily']);
    expect(workbook.getWorksheet('codes')!.rowCount).toBe(1 + 3);
    // Money as number cells formatted to the row's currency; SUM of a currency's net sales is its exact total to the cent.
    const products = workbook.getWorksheet('products')!;
    const headings = (products.getRow(1).values as unknown[]).slice(1);
    const rows = Array.from({ length: products.rowCount - 1 }, (_, i) => products.getRow(i + 2));
    const netOf = (row: ExcelJS.Row) => row.getCell(headings.indexOf('Net sales') + 1);
    const currencyOf = (row: ExcelJS.Row) => String(row.getCell(headings.indexOf('Currency') + 1).value);
    for (const row of rows) {
      expect(netOf(row).type).toBe(ExcelJS.ValueType.Number);
      expect(netOf(row).numFmt).toBe(currencyOf(row) === 'JPY' ? '#,##0' : '#,##0.00');
    }
    // The data lines hold no comma in a field; the heading line has one inside a quoted heading.
    const [netColumn, currencyColumn] = ['Net sales', 'Currency'].map((h) => lines[0]!.split(',').indexOf(h) - 1);
    const usdLines = lines.slice(1).filter((line) => line.split(',')[currencyColumn!] === 'USD');
    expect(usdLines.length).toBeGreaterThan(0);
    const exact = sum(usdLines.map((line) => line.split(',')[netColumn!]!));
    const usdRows = rows.filter((row) => currencyOf(row) === 'USD');
    expect(usdRows.reduce((total, row) => total + (netOf(row).value as number), 0).toFixed(2)).toBe(roundTo(exact, 2));
    expect(products.getRow(2).getCell(headings.indexOf('Orders') + 1).type).toBe(ExcelJS.ValueType.Number);
  });
});
