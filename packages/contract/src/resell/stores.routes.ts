// Routes of the resell area's stores part (see routes.ts): Shopify store authorization from the
// profile (spec 2 "e-commerce store authorization by store URL"; spec 7 keeps GET /shopify/oauth and
// GET /oauth_revoke), Shopify's return to the app, and the caller's teams' stores.
import { component, signedIn, type Route } from '../core/route.ts';

export const storesRoutes = {
  shopifyOauth: {
    method: 'GET',
    path: '/api/v1/shopify/oauth',
    summary: "Start connecting a Shopify store: answers the shop's authorization address (the browser goes there)",
    permission: component('authorizeShop'),
    policy: 'canAuthorizeShop',
  },
  shopifyOauthCallback: {
    method: 'GET',
    path: '/api/v1/shopify/oauth/callback',
    summary: 'Where Shopify returns after the store owner approves the app (redirects to the profile with the outcome)',
    permission: component('authorizeShop'),
    policy: 'canAuthorizeShop',
    kind: 'html',
    redirects: true,
  },
  oauthRevoke: {
    method: 'GET',
    path: '/api/v1/oauth_revoke',
    summary: 'Disconnect a Shopify store (its token revoked at Shopify where possible and deleted here; its orders kept)',
    permission: component('authorizeShop'),
    policy: 'canManageStore',
    changesState: true,
    invalidates: ['resellStores'],
  },
  resellStores: {
    method: 'GET',
    path: '/api/v1/resell/stores',
    summary: "The stores of the caller's teams (every store for the network's reseller-page holders)",
    permission: signedIn,
    policy: 'canListStores',
  },
} as const satisfies Record<string, Route>;
