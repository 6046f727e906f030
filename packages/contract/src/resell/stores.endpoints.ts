// The resell area's stores routes with their schemas, by route id (merged in endpoints.ts).
import { okSchema } from '../core/common.ts';
import { reads } from '../core/endpoint.ts';
import * as s from './stores.schemas.ts';

export const storesSchemas = {
  shopifyOauth: { query: s.shopifyOauthQuerySchema, response: s.shopifyOauthOutputSchema },
  shopifyOauthCallback: { query: s.shopifyOauthCallbackQuerySchema },
  oauthRevoke: { query: s.oauthRevokeQuerySchema, response: okSchema },
  resellStores: reads(s.resellStoresSchema),
} as const;
