// Routes of the resell area's orders part (see routes.ts): the order list of spec 3 with the filters
// of spec 5 (issue 12 keeps its path and fields), and the sync action of spec 2 (a catch-up job whose
// progress GET /api/v1/jobs/:jobId answers). Both act on stores the caller may see
// (canSeeStoreOrders, judged on the store by the service): another team's store answers 404.
import { page, type Route } from '../core/route.ts';

const ordersPage = page('resellOrders');

export const ordersRoutes = {
  resellOrders: {
    method: 'GET',
    path: '/api/v1/resell/orders',
    summary: "Order lines of the caller's stores, filtered by product name, discount code, store and order date",
    permission: ordersPage,
    policy: 'canSeeStoreOrders',
  },
  resellOrdersSync: {
    method: 'POST',
    path: '/api/v1/resell/stores/:storeId/sync',
    summary: "Start a catch-up of a store's orders and catalogue from Shopify; answers the job to follow",
    permission: ordersPage,
    policy: 'canSyncStoreOrders',
    invalidates: [],
  },
} as const satisfies Record<string, Route>;
