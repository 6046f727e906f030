// The commerce demo (issue 28 "Demo and tests"): the named owners' channels sell courses on two
// platforms with a year of monthly sales, the studio store has orders in every status, and the
// named owners' posted statements show course revenue, studio charges and one correction.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemoNetwork } from '../../seed/seed-demo.ts';
import { storeMonthsSql } from '../resell/index.ts';
import { commerceRequests } from './commerce-requests.test-helpers.ts';

let t: TestApp;
let own: string;
const seedDay = new Date('2026-11-25T08:00:00Z');
const { ownedBy, get } = commerceRequests(() => t);
const ok = async (who: string, url: string) => {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
type Line = { line: string; amount_twd: string; studio_order?: { service_name: string; quantity: number } };
const studioLines = async (month: string) =>
  ((await ok('user_owner', `/api/v1/accounting/statements/${own}?month=${month}`)).lines as Line[])
    .filter((l) => l.studio_order)
    .map((l) => [l.line, l.amount_twd, l.studio_order!.service_name, l.studio_order!.quantity]);

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await seedDemoNetwork(t.ctx.db, { password: DEMO_PASSWORD, channels: 12, days: 400, seedDay, ledger: true, commerce: true });
  // The server's "now" is the seed day's, as on the day the demo was seeded: the store's last 12
  // months end in November 2026, whatever day the test runs.
  t.clock.set(seedDay);
  await t.signInDemo(['staff', 'user_owner', 'intensive_cooperative_user_owner']);
  own = await ownedBy('user_owner');
}, 300_000);
afterAll(async () => t?.close());

describe('the commerce demo', () => {
  it('gives the named owners courses on two platforms with a year of monthly sales', async () => {
    for (const who of ['user_owner', 'intensive_cooperative_user_owner']) {
      const channel = await ownedBy(who);
      const courses = (await ok(who, `/api/v1/courses?channel_id=${channel}`)).items as { platform: string }[];
      expect(new Set(courses.map((c) => c.platform)).size).toBe(2);
      const months = (await ok(who, `/api/v1/courses/revenue/months?channel_id=${channel}&from=202511&to=202610`)).items as { month: string }[];
      expect(new Set(months.map((m) => m.month)).size).toBe(12);
    }
  });

  it('has studio orders in every status', async () => {
    for (const status of ['requested', 'confirmed', 'scheduled', 'delivered', 'cancelled'])
      expect((await ok('staff', `/api/v1/studio-store/orders?status=${status}`)).total, status).toBeGreaterThan(0);
  });

  it('puts course revenue and studio charges on the named owner’s statements, and the correction of an order cancelled after delivery', async () => {
    const august = (await ok('user_owner', `/api/v1/accounting/statements/${own}?month=202608`)).lines as Line[];
    expect(august.some((l) => l.line === 'course_revenue')).toBe(true);
    // August: 3 studio hours at 1,500; the thumbnails (2 × 799.50) charged in July, cancelled in August, given back.
    expect(await studioLines('202608')).toEqual([
      ['studio_charge', '-4500.00', '攝影棚 A（綠幕）', 3],
      ['studio_correction', '1599.00', '縮圖設計', 2],
    ]);
    expect(await studioLines('202607')).toEqual([['studio_charge', '-1599.00', '縮圖設計', 2]]);
    expect(await studioLines('202606')).toEqual([['studio_charge', '-4000.00', '攝影器材租借', 2]]);
    expect(await studioLines('202609')).toEqual([['studio_charge', '-6000.00', '長片剪輯（20 分鐘內）', 1]]);
    expect(await studioLines('202610')).toEqual([['studio_charge', '-2398.50', '縮圖設計', 3]]);
  });

  it('gives the named owners a store the network runs, with a year of orders, refunds and videos that sell, and the store line on the statement', async () => {
    const stores = (await ok('user_owner', `/api/v1/ec/stores?channel_id=${own}`)).items as { store_id: number; currency: string; network_runs: boolean }[];
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({ currency: 'TWD', network_runs: true });
    const sales = (await ok('user_owner', `/api/v1/ec/sales?channel_id=${own}`)).items as { month: string; orders: number; refunds: string; net: string }[];
    // The last 12 months up to the seed day's (November 2026), each with orders; refunds in most.
    expect(sales.map((s) => s.month)).toEqual([
      '202512',
      '202601',
      '202602',
      '202603',
      '202604',
      '202605',
      '202606',
      '202607',
      '202608',
      '202609',
      '202610',
      '202611',
    ]);
    expect(sales.every((s) => s.orders > 20)).toBe(true);
    expect(sales.filter((s) => Number(s.refunds) > 0).length).toBeGreaterThan(8);
    const products = (await ok('user_owner', `/api/v1/ec/products?channel_id=${own}&month=202610`)).items as { title: string; quantity: number }[];
    expect(products.length).toBeGreaterThan(4);
    // Which videos sell: some videos with their sales per 1,000 views, and the channel's row.
    const videos = (await ok('user_owner', `/api/v1/ec/videos?channel_id=${own}&month=202610`)).items as {
      video_id: string | null;
      net_per_1000_views: string | null;
    }[];
    expect(videos.some((v) => v.video_id !== null && v.net_per_1000_views !== null)).toBe(true);
    expect(videos.some((v) => v.video_id === null)).toBe(true);
    // The statement's store line: August's net sales at August's rate, 80 % to the creator.
    const august = (await ok('user_owner', `/api/v1/accounting/statements/${own}?month=202608`)).lines as (Line & {
      gross_usd: string;
      rate: string;
      ratio: string;
    })[];
    const line = august.find((l) => l.line === 'store_revenue');
    const augustNet = sales.find((s) => s.month === '202608')!.net;
    expect(line?.ratio).toBe('0.8');
    expect(Math.abs(Number(line!.gross_usd) * Number(line!.rate) - Number(augustNet))).toBeLessThan(0.000_001);
  });

  it("keeps each store's months (0081's triggers) equal to the sums of its orders and refunds", async () => {
    const { rows } = await sql<{ store_id: number; month: string; orders: number; gross: string; refunds: string }>`
      SELECT store_id::int, month, orders, gross::numeric(18, 2)::text AS gross, refunds::numeric(18, 2)::text AS refunds
      FROM (${storeMonthsSql(sql`SELECT id FROM shop_stores WHERE channel_id IS NOT NULL`, '200001', '209912')}) m ORDER BY 1, 2`.execute(t.db);
    const kept = await t.db
      .selectFrom('shop_store_months')
      .select(['store_id', 'month', 'orders', 'gross', 'refunds'])
      .where(sql<boolean>`orders <> 0 OR gross <> 0 OR refunds <> 0`)
      .orderBy('store_id')
      .orderBy('month')
      .execute();
    expect(rows.length).toBeGreaterThan(40);
    expect(kept.map((k) => ({ ...k, store_id: Number(k.store_id) }))).toEqual(rows);
  });

  it('places studio orders in Taipei working hours, each at a minute of its own', async () => {
    const rows = await t.db.selectFrom('studio_orders').select('created_at').execute();
    const taipei = rows.map((r) => new Date(new Date(r.created_at).getTime() + 8 * 3_600_000));
    expect(taipei.every((d) => d.getUTCHours() >= 9 && d.getUTCHours() < 19)).toBe(true);
    expect(new Set(rows.map((r) => new Date(r.created_at).toISOString())).size).toBe(rows.length);
    expect(rows.every((r) => new Date(r.created_at) <= seedDay)).toBe(true);
  });
});
