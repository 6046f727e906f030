// The resell module's public entry (issue 12): reseller and e-commerce in four parts, each building
// its own services and handlers from the shared infrastructure: stores (Shopify OAuth install,
// disconnect, uninstall and compliance webhooks), orders (backfill, sync, order webhooks, the order
// list), products (resale products on videos, sales per video and product, commissions), market
// (the reseller's side of the collaboration marketplace). They meet in the shared tables of 0043,
// and every Shopify delivery reaches the part owning its topic (webhook-topics.ts).
import type { AppContext } from '../../app-context.ts';
import { shopifyVerifier } from '../../http/webhook-verifiers.ts';
import type { ServerModule } from '../../server-module.ts';
import { marketPart } from './market/index.ts';
import { ordersPart } from './orders/index.ts';
import { productsPart } from './products/index.ts';
import { storesPart } from './stores/index.ts';
import type { ResellShared } from './resell-shared.ts';
import { ShopifyAdminClient } from './shopify/admin-client.ts';
import { registerShopifyWebhookJob } from './webhook-topics.ts';

export { seedResellDemo } from './resell-demo.ts';
export { registerShopifyDemo } from './stores/shopify-demo.ts';
export { shopInstalls } from './stores/index.ts';
export { monthFrom, monthTo, storeMonthsSql } from './orders/store-months.ts';
// For the other areas' stores (the commerce area's ec part) and their tests: the fake Shopify, the
// Admin client, the stores' tokens and the orders sync.
export { createFullFakeShopify, serveFakeShopify, webhookRequest, type FakeShopify } from './fake-shopify/index.ts';
export type { RestOrder } from './fake-shopify/fake-shopify.ts';
export { runOrdersSync } from './orders/orders-sync.ts';
export { seedShopOrders } from './orders/index.ts';
export { blankShop } from './fake-shopify/fake-shopify.ts';
export { fillCreatorShop, type CreatorShopSpec } from './fake-shopify/creator-shop.ts';
export { storesPart } from './stores/index.ts';
export { ShopifyAdminClient };
export type { Caller as ShopInstallCaller, StoresService as ShopInstalls } from './stores/stores.service.ts';
export { refreshMonthCommissions } from './market/index.ts';
export { attributedLines, type AttributedLine, type AttributionFilter } from './attribution.ts';
export { resaleSalesOfVideos } from './products/index.ts';

export function createModule(infra: AppContext): ServerModule {
  const client = new ShopifyAdminClient(infra.config.shopify);
  const stores = storesPart(infra, { client });
  const shared: ResellShared = { client, tokens: stores.tokens };
  const parts = [stores, ordersPart(infra, shared), productsPart(infra, shared), marketPart(infra, shared)];
  registerShopifyWebhookJob(infra.jobs, Object.assign({}, ...parts.map((p) => p.topics)), infra.db);
  // Without an app secret no delivery can be told from a forgery: every one is refused.
  const secret = infra.config.shopify.apiSecret;
  const webhooks = secret ? shopifyVerifier(secret) : { verify: () => false, deliveryId: () => null };
  return { handlers: Object.assign({ shopifyWebhooks: webhooks }, ...parts.map((p) => p.handlers)) };
}
