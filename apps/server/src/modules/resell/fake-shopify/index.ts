// The whole fake Shopify: the core (fake-shopify.ts) with every part's pieces. The stores part's
// OAuth, token, revocation and webhook-subscription pieces, the products part's
// `codeDiscountNodeByCode` field, and the orders part's `orders` and `products` fields, each from a
// file of its own. Tests that need only some pieces may
// compose their own with createFakeShopify.
import { DEMO_SHOP_DOMAIN, fillDemoShop } from './demo-shop.ts';
import { createFakeShopify, type FakeRoute, type FakeShopify, type GraphqlField } from './fake-shopify.ts';
import { discountCodeFields } from './discount-codes.ts';
import { oauthGraphql, oauthRoutes, oauthState } from './oauth.ts';
import { ordersGraphqlFields } from './orders-fields.ts';

export { deliverWebhook, webhookRequest, type FakeDelivery } from './webhooks.ts';
export { issueTokens, oauthState } from './oauth.ts';
export { createFakeShopify, serveFakeShopify, requestOf, send, type FakeShopify, type FakeShop } from './fake-shopify.ts';

const otherRoutes: FakeRoute[] = [];
const otherGraphql: Record<string, GraphqlField> = { ...ordersGraphqlFields, ...discountCodeFields };

export type FullFakeOptions = {
  apiKey: string;
  apiSecret: string;
  /** When given, the demo shop (DEMO_SHOP_DOMAIN) is filled with the demo catalogue and orders up to this day when it is created. */
  seedDay?: Date;
};

export function createFullFakeShopify(options: FullFakeOptions): FakeShopify {
  const fake = createFakeShopify({
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
    routes: [...oauthRoutes, ...otherRoutes],
    graphql: { ...oauthGraphql, ...otherGraphql },
  });
  const seedDay = options.seedDay;
  if (seedDay) {
    oauthState(fake).onNewShop = (shop) => {
      if (shop.domain === DEMO_SHOP_DOMAIN) fillDemoShop(shop, seedDay);
    };
  }
  return fake;
}
