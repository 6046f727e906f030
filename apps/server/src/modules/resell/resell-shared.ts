// What the resell parts hand to each other besides the shared tables: the Shopify client, the
// stores part's access tokens (decrypted, refreshed when they expire), and the orders part's sync job.
import type { ShopifyAdminClient } from './shopify/admin-client.ts';

/** A connected store as the Admin API needs it. */
export type StoreAccess = { storeId: number; shopDomain: string; accessToken: string; scopes: string[] };

export interface StoreTokens {
  /** The store's current access token; throws DomainError('errors.storeNotConnected') for a disconnected store. */
  tokenFor(storeId: number): Promise<StoreAccess>;
}

export type ResellShared = { client: ShopifyAdminClient; tokens: StoreTokens };

/** The orders part's job: the first backfill after a connect, and every catch-up (sync button). */
export const ORDERS_SYNC_JOB = 'resell-orders-sync';
export type OrdersSyncJob = { storeId: number; mode: 'backfill' | 'catchup' };
