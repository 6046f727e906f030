// The demo store's catalogue, discount codes and orders, made the same way every time from the seed
// day: the demo seed writes them into the database as if synced, and the fake Shopify serves them, so
// that a sync on the demo finds the same orders (and any new ones) at Shopify.
import type { FakeShop } from './fake-shopify.ts';

/** The reseller team's demo store. */
export const DEMO_SHOP_DOMAIN = 'daily-picks-demo.myshopify.com';

/** Fills a fake shop with the demo catalogue, codes and orders up to `seedDay`. */
export function fillDemoShop(_shop: FakeShop, _seedDay: Date): void {}
