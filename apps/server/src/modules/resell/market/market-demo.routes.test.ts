// The market part's demo (issue 12 "Demo data"): the reseller sees its two demo packages, the
// matching-complete one's creators publishing in the coming weeks on its upcoming schedule, and the
// commission rates on that package and on the demo's resale products.
import type { PackageSummary, ScheduleAnswer } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../seed/demo-accounts.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedMarketDemo } from './index.ts';

let t: TestApp;
let products: number[];
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.demoHeaders(who) });

beforeAll(async () => {
  t = await startTestApp();
  const userIds = new Map<string, number>();
  for (const account of demoAccounts) userIds.set(account.key, await t.demoUserId(account.key));
  // Two resale products, as the products part's demo leaves them.
  const team = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow();
  const store = await t.db
    .insertInto('shop_stores')
    .values({ advertiser_id: team.id, shop_domain: 'market-demo.myshopify.com' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const channel = await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').executeTakeFirstOrThrow();
  products = (
    await t.db
      .insertInto('resell_video_products')
      .values(
        [1, 2].map((n) => ({
          channel_id: channel.channel_id,
          video_id: `mktDemoVid${n}`,
          store_id: store.id,
          product_id: n,
          product_title: `Demo ${n}`,
          discount_code: `DEMO${n}`,
        })),
      )
      .returning('id')
      .execute()
  ).map((r) => r.id);
  await seedMarketDemo(t.ctx.db, { seedDay: t.clock.now(), userIds });
  await t.signInDemo(['reseller']);
});
afterAll(async () => t?.close());

describe('the market demo', () => {
  it('gives the reseller a draft and a matching-complete package whose creators publish soon', async () => {
    const items = (await get('reseller', '/api/v1/collab/packages')).json().items as PackageSummary[];
    const names = new Map(items.map((p) => [p.name, p]));
    expect(names.get('Daily Picks 秋季新品開箱')).toMatchObject({ status: 'draft', case_count: 2 });
    const complete = names.get('Daily Picks 冬季保暖團購');
    expect(complete).toMatchObject({ status: 'matching_complete', case_count: 2, agreed_count: 2 });
    const upcoming = (await get('reseller', '/api/v1/collab/schedule?when=upcoming')).json() as ScheduleAnswer;
    const coming = upcoming.items.filter((i) => i.package_id === complete!.id);
    expect(coming.map((i) => i.video_id)).toEqual(['mktWinter00', 'mktWinter01']);
    for (const item of coming) expect(Date.parse(item.published_at!)).toBeGreaterThan(t.clock.now().getTime());
  });

  it('sets commission rates on that package and on the resale products', async () => {
    const rates = (await get('reseller', '/api/v1/resell/commission-rates')).json() as {
      products: { video_product_id: number; rate: string | null }[];
      packages: { name: string; rate: string | null }[];
    };
    expect(Object.fromEntries(rates.products.map((p) => [p.video_product_id, p.rate]))).toEqual({ [products[0]!]: '0.15', [products[1]!]: '0.1' });
    expect(rates.packages.find((p) => p.name === 'Daily Picks 冬季保暖團購')?.rate).toBe('0.08');
  });
});
