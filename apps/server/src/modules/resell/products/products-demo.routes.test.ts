// The demo's resale products (seedProductsDemo): the demo store's product and code pairs its orders
// use most, each on a demo video, so that the reseller's page shows sales on first start; nothing
// without a connected demo store or without orders.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { DEMO_SHOP_DOMAIN } from '../fake-shopify/demo-shop.ts';
import { DEMO_RESALE_PRODUCTS, seedProductsDemo } from './products-demo.ts';
import { rowCount } from '../../../../test/row-count.ts';
import { insertedId } from '../../../../test/fixtures.ts';

let t: TestApp;
let storeId: number;
const seedDay = new Date('2026-03-31T00:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['reseller']);
});
afterAll(async () => t?.close());

const options = async () => ({ seedDay, userIds: new Map([['reseller', await t.demoUserId('reseller')]]) });
const count = () => rowCount(t.db, 'resell_video_products');

it('puts nothing on videos without a connected demo store or its orders', async () => {
  await seedProductsDemo(t.db, await options());
  expect(await count()).toBe(0);
  const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow();
  storeId = await insertedId(
    t.db.insertInto('shop_stores').values({ advertiser_id: team.id, shop_domain: DEMO_SHOP_DOMAIN, name: 'Daily Picks demo' }).returning('id'),
  );
  await seedProductsDemo(t.db, await options());
  expect(await count()).toBe(0);
});

it('puts the most ordered product and code pairs on demo videos, and the reseller sees their sales', async () => {
  const products = Array.from({ length: 8 }, (_, i) => ({ store_id: storeId, product_id: 500 + i, title: `Demo product ${i}` }));
  await t.db.insertInto('shop_products').values(products).execute();
  // Product 500+i with code CODEi in (8 − i) orders: the six most used are i = 0…5.
  let orderId = 1;
  for (let i = 0; i < 8; i++) {
    for (let n = 0; n < 8 - i; n++, orderId++) {
      const at = `2026-03-${String(10 + n).padStart(2, '0')}T12:00:00Z`;
      await t.db
        .insertInto('shop_orders')
        .values({ store_id: storeId, order_id: orderId, order_date: at, shopify_updated_at: at, currency: 'USD', discount_codes: [`code${i}`] })
        .execute();
      await t.db
        .insertInto('shop_order_lines')
        .values({
          store_id: storeId,
          order_id: orderId,
          line_id: orderId,
          product_id: 500 + i,
          quantity: 1,
          unit_price: '10.00',
          actual_selling_price: '10.00',
        } as never)
        .execute();
    }
  }
  await seedProductsDemo(t.db, await options());
  const rows = await t.db.selectFrom('resell_video_products').select(['video_id', 'product_id', 'discount_code', 'store_id']).orderBy('product_id').execute();
  expect(rows.map((r) => [Number(r.product_id), r.discount_code])).toEqual(Array.from({ length: DEMO_RESALE_PRODUCTS }, (_, i) => [500 + i, `code${i}`]));
  // Each on a different demo video, which exists.
  expect(new Set(rows.map((r) => r.video_id)).size).toBe(DEMO_RESALE_PRODUCTS);
  const known = await t.db
    .selectFrom('videos')
    .select('video_id')
    .where(
      'video_id',
      'in',
      rows.map((r) => r.video_id),
    )
    .execute();
  expect(known).toHaveLength(DEMO_RESALE_PRODUCTS);

  const answer = await t.app.inject({ method: 'GET', url: '/api/v1/resell/performance?from=2026-03-01&to=2026-03-31', headers: t.demoHeaders('reseller') });
  expect(answer.statusCode).toBe(200);
  const report = answer.json() as { totals: { orders: number; net_sales: string }[] };
  // 8 + 7 + 6 + 5 + 4 + 3 = 33 orders of 10.00.
  expect(report.totals).toMatchObject([{ orders: 33, net_sales: '330.00' }]);
  // Seeding twice adds nothing.
  await seedProductsDemo(t.db, await options());
  expect(await count()).toBe(DEMO_RESALE_PRODUCTS);
});
