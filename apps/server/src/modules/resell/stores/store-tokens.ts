// The stores' access tokens (resell-shared.ts StoreTokens): encrypted at rest with a key outside the
// database (SHOPIFY_TOKEN_KEY, or DATA_DIR/keys/shopify-token.key), each value bound to its kind and
// store. Expiring offline tokens last an hour: a token near its end is refreshed first, one refresh
// per store at a time (the row is locked across the refresh, and one process asks only once), and
// the new refresh token is saved before the new access token is used (Shopify changes it on every
// refresh). A refresh Shopify refuses means the grant is gone: the store is disconnected.
import type { AuditLog } from '../../../audit/audit-log.ts';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { SecretCipher, loadTokenKey } from '../../../security/token-cipher.ts';
import type { StoreAccess, StoreTokens } from '../resell-shared.ts';
import { ShopifyApiError } from '../shopify/admin-client.ts';
import { refreshGrant, type ShopifyGrant } from './shopify-oauth.ts';
import { findStore, markDisconnected, saveTokens, type StoreRow, type TokenColumns } from './stores.repository.ts';

/** A token this close to its end is refreshed before use. */
export const REFRESH_MARGIN_SECONDS = 5 * 60;

export type TokenKind = 'access' | 'refresh';
const label = (kind: TokenKind, storeId: number) => `chorus:shopify:${kind}:${storeId}`;

export class ShopifyCipher {
  private readonly cipher: SecretCipher;
  constructor(key: Buffer) {
    this.cipher = new SecretCipher(key);
  }
  encrypt(plain: string, kind: TokenKind, storeId: number): string {
    return this.cipher.encrypt(plain, label(kind, storeId));
  }
  decrypt(stored: string, kind: TokenKind, storeId: number): string {
    return this.cipher.decrypt(stored, label(kind, storeId));
  }
  /** The columns a grant is stored in. */
  columns(grant: ShopifyGrant, storeId: number): TokenColumns {
    return {
      access: this.encrypt(grant.accessToken, 'access', storeId),
      refresh: grant.refreshToken ? this.encrypt(grant.refreshToken, 'refresh', storeId) : null,
      expiresAt: grant.expiresAt,
    };
  }
}

export async function shopifyCipher(config: Pick<Config, 'shopify' | 'dataDir'>): Promise<ShopifyCipher> {
  return new ShopifyCipher(await loadTokenKey(config.shopify.tokenKey, config.dataDir, 'shopify-token.key', 'SHOPIFY_TOKEN_KEY'));
}

export type TokenDeps = { db: Db; clock: Clock; config: Pick<Config, 'shopify' | 'dataDir'>; log: (line: string) => void; audit?: AuditLog };

export class ShopifyStoreTokens implements StoreTokens {
  private readonly deps: TokenDeps;
  private readonly refreshing = new Map<number, Promise<StoreAccess>>();
  constructor(deps: TokenDeps) {
    this.deps = deps;
  }

  async tokenFor(storeId: number): Promise<StoreAccess> {
    const store = await findStore(this.deps.db, storeId);
    if (!store || store.status !== 'connected' || !store.access_token_cipher) throw new DomainError('errors.storeNotConnected');
    if (!this.nearExpiry(store)) return this.access(store, await shopifyCipher(this.deps.config));
    let pending = this.refreshing.get(storeId);
    if (!pending) {
      pending = this.refresh(storeId).finally(() => this.refreshing.delete(storeId));
      this.refreshing.set(storeId, pending);
    }
    return pending;
  }

  private nearExpiry(store: StoreRow): boolean {
    if (!store.access_token_expires_at) return false;
    return store.access_token_expires_at.getTime() - this.deps.clock.now().getTime() < REFRESH_MARGIN_SECONDS * 1000;
  }

  private access(store: StoreRow, cipher: ShopifyCipher): StoreAccess {
    return {
      storeId: store.id,
      shopDomain: store.shop_domain,
      accessToken: cipher.decrypt(store.access_token_cipher!, 'access', store.id),
      scopes: store.scopes.split(',').filter(Boolean),
    };
  }

  private async refresh(storeId: number): Promise<StoreAccess> {
    const cipher = await shopifyCipher(this.deps.config);
    let refused = false;
    const access = await this.deps.db.transaction().execute(async (trx) => {
      // Another process may have refreshed while this one waited for the row.
      const store = await findStore(trx, storeId, true);
      if (!store || store.status !== 'connected' || !store.access_token_cipher) throw new DomainError('errors.storeNotConnected');
      if (!this.nearExpiry(store)) return this.access(store, cipher);
      if (!store.refresh_token_cipher) {
        refused = true;
        return null;
      }
      const refreshToken = cipher.decrypt(store.refresh_token_cipher, 'refresh', storeId);
      let grant: ShopifyGrant;
      try {
        grant = await refreshGrant(this.deps.config.shopify, store.shop_domain, refreshToken, this.deps.clock.now());
      } catch (error) {
        if (error instanceof ShopifyApiError && error.status >= 400 && error.status < 500) {
          refused = true;
          return null;
        }
        throw error;
      }
      // Saved (with the new refresh token) before the access token is handed out.
      await saveTokens(trx, storeId, cipher.columns(grant, storeId));
      return { storeId, shopDomain: store.shop_domain, accessToken: grant.accessToken, scopes: store.scopes.split(',').filter(Boolean) };
    });
    if (access) return access;
    if (refused) {
      this.deps.log(`shopify store ${storeId}: the refresh was refused; the store must be connected again`);
      await this.deps.db.transaction().execute(async (trx) => {
        await markDisconnected(trx, storeId, this.deps.clock.now());
        await this.deps.audit?.record(
          { action: 'resell.store_disconnect', target: { type: 'shop_store', id: storeId }, details: { via: 'refresh_refused' } },
          trx,
        );
      });
    }
    throw new DomainError('errors.storeNotConnected');
  }
}
