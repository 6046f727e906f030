// How fast what each video sold answers on a big store (run on demand, under the bench lock):
//   RESELL_SALES_BENCH=1 flock /work/coord/bench.lock node_modules/.bin/vitest run --project integration \
//     apps/server/src/modules/resell/products/sales-speed.routes.test.ts
// One store of the demo reseller team with 1,000,000 order lines (500,000 orders over 90 days, 200
// products, 50 codes), 20 resale products on 10 videos; the reseller's page for 30 days, 20 times.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { insertedId } from '../../../../test/fixtures.ts';

const bench = process.env.RESELL_SALES_BENCH === '1';
let t: TestApp;

beforeAll(async () => {
  if (!bench) return;
  t = await startTestApp();
  await t.signInDemo(['reseller']);
  const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow();
  const store = await insertedId(
    t.db.insertInto('shop_stores').values({ advertiser_id: team.id, shop_domain: 'bench-store.myshopify.com', name: 'Bench' }).returning('id'),
  );
  await sql`INSERT INTO shop_products (store_id, product_id, title) SELECT ${store}, p, 'Product ' || p FROM generate_series(1, 200) p`.execute(t.db);
  await sql`INSERT INTO shop_orders (store_id, order_id, order_date, shopify_updated_at, currency, discount_codes)
    SELECT ${store}, o, now() - (o % 90) * interval '1 day' - (o % 1440) * interval '1 minute', now(), 'USD', ARRAY['CODE' || (o % 50)]
    FROM generate_series(1, 500000) o`.execute(t.db);
  await sql`INSERT INTO shop_order_lines (store_id, order_id, line_id, product_id, quantity, unit_price, total_discount, actual_selling_price, refunded_amount)
    SELECT ${store}, o, o * 2 + l, 1 + ((o * 7 + l * 13) % 200), 1 + (o % 3), 19.99, 1.00, (1 + (o % 3)) * 19.99 - 1.00, CASE WHEN o % 17 = 0 THEN 5.00 ELSE 0 END
    FROM generate_series(1, 500000) o, generate_series(0, 1) l`.execute(t.db);
  await sql`ANALYZE shop_orders`.execute(t.db);
  await sql`ANALYZE shop_order_lines`.execute(t.db);
  const videos = await t.db.selectFrom('videos').select(['video_id', 'channel_id']).orderBy('video_id').limit(10).execute();
  await t.db
    .insertInto('resell_video_products')
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        channel_id: videos[i % 10]!.channel_id,
        video_id: videos[i % 10]!.video_id,
        store_id: store,
        product_id: 1 + i * 7,
        product_title: `Product ${1 + i * 7}`,
        discount_code: `code${i % 50}`,
      })),
    )
    .execute();
}, 600_000);
afterAll(async () => t?.close());

it.skipIf(!bench)(
  'answers the reseller’s 30 days within a few tens of milliseconds',
  async () => {
    const times: number[] = [];
    let orders = 0;
    for (let run = 0; run < 21; run++) {
      const started = performance.now();
      const answer = await t.app.inject({ method: 'GET', url: '/api/v1/resell/performance', headers: t.demoHeaders('reseller') });
      const took = performance.now() - started;
      expect(answer.statusCode).toBe(200);
      orders = (answer.json() as { totals: { orders: number }[] }).totals[0]?.orders ?? 0;
      if (run > 0) times.push(took);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
    console.log(`resell performance, 1,000,000 lines: ${orders} attributed orders; p50 ${p(0.5)} ms, p95 ${p(0.95)} ms over ${times.length} runs`);
    expect(orders).toBeGreaterThan(0);
  },
  600_000,
);
