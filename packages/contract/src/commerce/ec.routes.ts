// Routes of the commerce area's ec part (issue 28 fixes /api/v1/ec/stores and /api/v1/ec/sales): the
// creator's own Shopify store, connected for a channel by its owner through the resell area's
// Shopify authorization, its monthly sales, top products and the videos that sell (orders
// attributed by discount code or utm landing parameters), and whether the network runs the store
// (then its net sales are a statement line with a ratio).
import { signedIn, type Route } from '../core/route.ts';

export const ecRoutes = {
  ecStores: {
    method: 'GET',
    path: '/api/v1/ec/stores',
    summary: "The creators' own stores of the channels the caller reaches (or of one channel)",
    permission: signedIn,
    policy: 'reachesCommerce',
  },
  ecStoreConnect: {
    method: 'POST',
    path: '/api/v1/ec/stores',
    summary: "Start connecting a channel's own Shopify store (its owner): answers the shop's authorization address",
    permission: signedIn,
    policy: 'canConnectChannelStore',
    invalidates: [],
  },
  ecStoreCallback: {
    method: 'GET',
    path: '/api/v1/ec/stores/callback',
    summary: "Where Shopify returns after the creator approves the app for the channel's store (redirects to the store page with the outcome)",
    permission: signedIn,
    policy: 'reachesCommerce',
    kind: 'html',
    redirects: true,
  },
  ecStoreSettings: {
    method: 'POST',
    path: '/api/v1/ec/stores/:storeId/settings',
    summary: 'Say whether the network runs the store for the creator (its net sales then enter the statement with a ratio)',
    permission: signedIn,
    policy: 'canSetStoreTerms',
    invalidates: ['ecStores', 'ledgerStatement', 'ledgerMyStatements'],
  },
  ecAttributionCodes: {
    method: 'GET',
    path: '/api/v1/ec/stores/:storeId/codes',
    summary: "A store's discount codes and the video (or the whole channel) each one attributes orders to",
    permission: signedIn,
    policy: 'reachesCommerce',
  },
  ecAttributionCodeSave: {
    method: 'POST',
    path: '/api/v1/ec/stores/:storeId/codes',
    summary: 'Attribute a discount code to a video of the channel, or to the channel (no video)',
    permission: signedIn,
    policy: 'canConnectChannelStore',
    invalidates: ['ecAttributionCodes', 'ecVideos'],
  },
  ecSales: {
    method: 'GET',
    path: '/api/v1/ec/sales',
    summary: 'Monthly sales of the stores: orders, gross, refunds netted, net, in the store currency',
    permission: signedIn,
    policy: 'reachesCommerce',
  },
  ecProducts: {
    method: 'GET',
    path: '/api/v1/ec/products',
    summary: "A channel's store: top products of a month by net sales",
    permission: signedIn,
    policy: 'reachesCommerce',
  },
  ecVideos: {
    method: 'GET',
    path: '/api/v1/ec/videos',
    summary: "Which of a channel's videos sell: attributed orders and net sales of a month per video, and sales per 1,000 views",
    permission: signedIn,
    policy: 'reachesCommerce',
  },
} as const satisfies Record<string, Route>;
