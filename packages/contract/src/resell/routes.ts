// Routes of the reseller and e-commerce area (spec 1, 2, 3, 5, 6, 7; issue 12): Shopify store
// authorization (stores: /api/v1/shopify/oauth…, /api/v1/oauth_revoke), the webhook address
// (webhooks), orders and their sync (orders: /api/v1/resell/orders…), resale products on videos,
// sales per video and product, commissions (products), and the reseller's side of the collaboration
// marketplace (market).
import type { Route } from '../core/route.ts';
import { marketRoutes } from './market.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { storesRoutes } from './stores.routes.ts';
import { webhooksRoutes } from './webhooks.routes.ts';

export const resellRoutes = {
  ...storesRoutes,
  ...webhooksRoutes,
  ...ordersRoutes,
  ...productsRoutes,
  ...marketRoutes,
} as const satisfies Record<string, Route>;
