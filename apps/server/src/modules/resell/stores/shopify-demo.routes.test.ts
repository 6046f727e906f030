// Demo mode: without a Shopify app outside production the app serves the fake Shopify under
// /fake-shopify/; the demo seed's connected stores get tokens that fake accepts, and a restart (a
// new fake, the same database and key file) still accepts the stored ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { DEMO_SHOP_DOMAIN } from '../fake-shopify/demo-shop.ts';
import { ShopifyStoreTokens } from './store-tokens.ts';
import { seedStoresDemo } from './stores-demo.ts';

let t: TestApp;
const demoShopify = loadConfig({ PUBLIC_URL: 'http://chorus.test' }).shopify;

beforeAll(async () => {
  t = await startTestApp({ config: { shopify: demoShopify } });
  const userIds = new Map<string, number>();
  for (const key of ['reseller', 'advertiser']) userIds.set(key, await t.demoUserId(key));
  await seedStoresDemo(t.db, { seedDay: new Date('2026-11-01T00:00:00Z'), userIds });
});
afterAll(async () => {
  await t?.close();
});

const shopQuery = (app: Awaited<ReturnType<typeof buildApp>>, shop: string, token: string) =>
  app.inject({
    method: 'POST',
    url: `/fake-shopify/${shop}/admin/api/2026-10/graphql.json`,
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    payload: JSON.stringify({ query: 'query { shop { name currencyCode ianaTimezone } }' }),
  });

describe('demo mode', () => {
  it('is on without SHOPIFY_API_KEY outside production, with the demo app and the app’s own address', () => {
    expect(demoShopify).toMatchObject({ demo: true, apiKey: 'chorus-demo-shopify-app', shopBaseUrl: 'http://chorus.test/fake-shopify/{shop}' });
    expect(loadConfig({ NODE_ENV: 'production' }).shopify).toMatchObject({ demo: false, apiKey: null });
    expect(loadConfig({ SHOPIFY_API_KEY: 'real', SHOPIFY_API_SECRET: 's' }).shopify).toMatchObject({ demo: false, shopBaseUrl: 'https://{shop}' });
  });

  it('gives the seeded stores tokens the served fake accepts, and keeps accepting them after a restart', async () => {
    const stores = await t.db.selectFrom('shop_stores').select(['id', 'shop_domain', 'access_token_cipher']).orderBy('id').execute();
    expect(stores.map((s) => [s.shop_domain, s.access_token_cipher])).toEqual([
      [DEMO_SHOP_DOMAIN, null],
      ['brightside-foods-demo.myshopify.com', null],
    ]);
    const tokens = new ShopifyStoreTokens({ db: t.ctx.db, clock: t.clock, config: t.config, log: () => {} });
    // The start after the seed: the app adopts the seeded stores.
    const started = await buildApp(t.ctx);
    await started.ready();
    const first = await tokens.tokenFor(stores[0]!.id);
    const stored = await t.db.selectFrom('shop_stores').select('access_token_cipher').where('id', '=', stores[0]!.id).executeTakeFirstOrThrow();
    try {
      const answer = await shopQuery(started, DEMO_SHOP_DOMAIN, first.accessToken);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ data: { shop: { name: 'Daily Picks Demo Store', currencyCode: 'USD' } } });
      expect((await shopQuery(started, DEMO_SHOP_DOMAIN, 'shpat_forged')).statusCode).toBe(401);
      expect((await shopQuery(started, 'brightside-foods-demo.myshopify.com', (await tokens.tokenFor(stores[1]!.id)).accessToken)).statusCode).toBe(200);
    } finally {
      await started.close();
    }

    // A restart: a new app, a new (empty) fake, the same database and key; the stored tokens stay.
    const restarted = await buildApp(t.ctx);
    await restarted.ready();
    try {
      expect((await shopQuery(restarted, DEMO_SHOP_DOMAIN, first.accessToken)).statusCode).toBe(200);
      expect(await t.db.selectFrom('shop_stores').select('access_token_cipher').where('id', '=', stores[0]!.id).executeTakeFirstOrThrow()).toEqual(stored);
    } finally {
      await restarted.close();
    }
  });
});
