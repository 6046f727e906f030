// Store authorization (spec 2 profile "e-commerce store authorization by store URL", spec 6
// authorizeShop, issue 12): the install's start and Shopify's return, disconnecting, the caller's
// stores, and Shopify's side of it (app/uninstalled, the compliance topics). The install is the
// owner's: a team's store (here) or a channel's own store (the commerce area's ec part, issue 28,
// which calls startInstall and finishInstall with its channel and its own return address).
import { canConnectChannelStore, canManageStore, normaliseShopDomain, type ResellStore, type ShopifyOutcome, type Subject } from '@chorus/contract';
import type { AuditLog } from '../../../audit/audit-log.ts';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, forbidden, invalidInput } from '../../../errors/domain-error.ts';
import type { JobRegistry } from '../../../jobs/index.ts';
import { ORDERS_SYNC_JOB, type OrdersSyncJob, type StoreTokens } from '../resell-shared.ts';
import type { ShopifyAdminClient } from '../shopify/admin-client.ts';
import type { ShopifyDelivery } from '../webhook-topics.ts';
import { inReach, storeTeamsInReach } from '../store-scope.ts';
import { readShop, subscribeWebhooks } from './shop-setup.ts';
import {
  CALLBACK_PATH,
  OAUTH_STATE_SECONDS,
  SHOPIFY_SCOPES,
  WEBHOOKS_PATH,
  authorizeUrl,
  exchangeCode,
  isShopDomain,
  revokeAtShopify,
  timestampFresh,
  verifyQueryHmac,
} from './shopify-oauth.ts';
import { shopifyCipher } from './store-tokens.ts';
import {
  connectedStoreByShop,
  consumeState,
  deleteStatesBefore,
  findStore,
  insertState,
  listStores,
  markDisconnected,
  ownedBy,
  ownerColumns,
  ownerStoreByShop,
  saveTokens,
  teamsByIds,
  type StoreListRow,
  type StoreOwner,
} from './stores.repository.ts';
import { hashState, newOauthState } from '../../../security/oauth-state.ts';

export type StoresDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'shopify' | 'dataDir' | 'publicUrl' | 'production'>;
  audit: AuditLog;
  jobs: Pick<JobRegistry, 'send'>;
  client: ShopifyAdminClient;
  tokens: StoreTokens;
};

export type Caller = { subject: Subject; actor: { userId: number; realUserId: number | null }; ip: string | null };

/** Whether the caller may still connect a store for the owner (checked again on Shopify's return). */
function mayConnect(subject: Subject, owner: StoreOwner): boolean {
  return 'teamId' in owner ? subject.teams.owner.includes(owner.teamId) : canConnectChannelStore(subject, owner.channelId);
}

export class StoresService {
  private readonly deps: StoresDeps;
  constructor(deps: StoresDeps) {
    this.deps = deps;
  }

  private get shopify() {
    return this.deps.config.shopify;
  }

  /** The teams the caller may connect a store to: advertiser or reseller teams they administer. */
  private async authorizableTeams(subject: Subject) {
    return teamsByIds(this.deps.db, subject.teams.owner);
  }

  /** Starts an install for one of the caller's teams. */
  async start(caller: Caller, query: { shop: string; team_id?: number }): Promise<{ authorize_url: string }> {
    if (!this.shopify.apiKey || !this.shopify.apiSecret) throw new DomainError('errors.shopifyNotConfigured');
    const shop = normaliseShopDomain(query.shop);
    if (!shop) throw invalidInput({ shop: 'validation.oauthUrlFormat' });
    const teams = await this.authorizableTeams(caller.subject);
    const team = query.team_id === undefined ? (teams.length === 1 ? teams[0] : undefined) : teams.find((t) => t.id === query.team_id);
    if (!team) throw invalidInput({ team_id: teams.length > 1 && query.team_id === undefined ? 'validation.storeTeamRequired' : 'validation.notFound' });
    return this.startInstall(caller, shop, { teamId: team.id }, CALLBACK_PATH);
  }

  /**
   * Starts an install for an owner the caller may connect a store for (a valid shop domain): a
   * single-use state for this person, owner and shop; answers Shopify's authorization address, which
   * returns to `callbackPath`.
   */
  async startInstall(caller: Caller, shop: string, owner: StoreOwner, callbackPath: string): Promise<{ authorize_url: string }> {
    if (!this.shopify.apiKey || !this.shopify.apiSecret) throw new DomainError('errors.shopifyNotConfigured');
    const taken = await connectedStoreByShop(this.deps.db, shop);
    if (taken && !ownedBy(taken, owner)) throw new DomainError('errors.storeTaken');
    const now = this.deps.clock.now();
    const state = newOauthState();
    await deleteStatesBefore(this.deps.db, new Date(now.getTime() - OAUTH_STATE_SECONDS * 1000));
    await insertState(this.deps.db, { stateHash: hashState(state), userId: caller.subject.id, owner, shop, now });
    return { authorize_url: authorizeUrl(this.shopify, shop, { state, redirectUri: `${this.deps.config.publicUrl}${callbackPath}` }) };
  }

  /** Shopify's return to the teams' address. */
  callback(caller: Caller, params: URLSearchParams, log: (line: string) => void): Promise<{ outcome: ShopifyOutcome; shop?: string }> {
    return this.finishInstall(caller, params, 'team', log);
  }

  /**
   * Shopify's return. Checked before anything changes: the HMAC (hex, constant time), the shop's
   * domain, the timestamp's skew, then the state (this person's, this shop's, unexpired, of the kind
   * of owner this address serves; used up here), and that the caller may still connect for its owner.
   * Then the code exchange, the shop's details, the webhooks, the store row with its encrypted
   * tokens, and the orders' backfill.
   */
  async finishInstall(
    caller: Caller,
    params: URLSearchParams,
    kind: 'team' | 'channel',
    log: (line: string) => void,
  ): Promise<{ outcome: ShopifyOutcome; shop?: string; storeId?: number }> {
    const secret = this.shopify.apiSecret;
    if (!this.shopify.apiKey || !secret) return { outcome: 'failed' };
    const shop = params.get('shop') ?? '';
    const state = params.get('state') ?? '';
    const code = params.get('code') ?? '';
    if (!verifyQueryHmac(params, secret) || !isShopDomain(shop) || !state || !code) return { outcome: 'invalid' };
    const now = this.deps.clock.now();
    if (!timestampFresh(params.get('timestamp'), now)) return { outcome: 'expired' };
    const owner = await consumeState(this.deps.db, {
      stateHash: hashState(state),
      userId: caller.subject.id,
      shop,
      notBefore: new Date(now.getTime() - OAUTH_STATE_SECONDS * 1000),
    });
    if (!owner || 'teamId' in owner !== (kind === 'team') || !mayConnect(caller.subject, owner)) return { outcome: 'invalid' };
    const taken = await connectedStoreByShop(this.deps.db, shop);
    if (taken && !ownedBy(taken, owner)) return { outcome: 'taken', shop };
    try {
      const grant = await exchangeCode(this.shopify, shop, code, now);
      if (!SHOPIFY_SCOPES.every((s) => grant.scopes.includes(s))) {
        await revokeAtShopify(this.shopify, shop, grant.accessToken).catch(() => {});
        return { outcome: 'denied', shop };
      }
      const info = await readShop(this.deps.client, shop, grant.accessToken);
      const problems = await subscribeWebhooks(this.deps.client, shop, grant.accessToken, `${this.deps.config.publicUrl}${WEBHOOKS_PATH}`);
      if (problems.length > 0) log(`shopify ${shop}: webhook subscriptions failed: ${problems.join(' | ')}`);
      const cipher = await shopifyCipher(this.deps.config);
      const storeId = await this.deps.db.transaction().execute(async (trx) => {
        const existing = await ownerStoreByShop(trx, owner, shop);
        const values = {
          name: info.name.slice(0, 255),
          currency: /^[A-Z]{3}$/.test(info.currencyCode) ? info.currencyCode : 'USD',
          iana_timezone: info.ianaTimezone || 'UTC',
          status: 'connected' as const,
          scopes: grant.scopes.join(','),
          connected_by: caller.subject.id,
          connected_at: now,
          disconnected_at: null,
        };
        const id = existing
          ? (await trx.updateTable('shop_stores').set(values).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
          : (
              await trx
                .insertInto('shop_stores')
                .values({ ...values, ...ownerColumns(owner), shop_domain: shop })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
        await saveTokens(trx, id, cipher.columns(grant, id));
        await this.deps.audit.record(
          {
            action: 'resell.store_connect',
            actor: caller.actor,
            ip: caller.ip,
            target: { type: 'shop_store', id },
            details: {
              shop,
              ...('teamId' in owner ? { team_id: owner.teamId } : { channel_id: owner.channelId }),
              scopes: grant.scopes,
              webhooks_ok: problems.length === 0,
            },
          },
          trx,
        );
        return id;
      });
      await this.deps.jobs
        .send<OrdersSyncJob>(ORDERS_SYNC_JOB, { storeId, mode: 'backfill' }, { singletonKey: `store-${storeId}`, ownerId: caller.subject.id })
        .catch((error: unknown) => log(`shopify ${shop}: queueing the backfill failed: ${(error as Error).message}`));
      return { outcome: 'connected', shop, storeId };
    } catch (error) {
      // The unique index (one owner per shop) may say no when two owners finish at once.
      log(`shopify ${shop}: connecting failed: ${(error as Error).message}`);
      return { outcome: 'failed', shop };
    }
  }

  /** Disconnects: the token revoked at Shopify where possible, deleted here; the orders stay. */
  async revoke(caller: Caller, storeId: number, log: (line: string) => void): Promise<void> {
    const store = inReach(caller.subject, await findStore(this.deps.db, storeId));
    if (!canManageStore(caller.subject, { teamId: store.advertiser_id })) throw forbidden();
    if (store.status !== 'connected') return;
    try {
      const access = await this.deps.tokens.tokenFor(storeId);
      await revokeAtShopify(this.shopify, store.shop_domain, access.accessToken);
    } catch (error) {
      log(`shopify ${store.shop_domain}: revoking at Shopify failed (deleted here all the same): ${(error as Error).message}`);
    }
    await this.deps.db.transaction().execute(async (trx) => {
      await markDisconnected(trx, storeId, this.deps.clock.now());
      await this.deps.audit.record(
        {
          action: 'resell.store_disconnect',
          actor: caller.actor,
          ip: caller.ip,
          target: { type: 'shop_store', id: storeId },
          details: { shop: store.shop_domain, via: 'profile' },
        },
        trx,
      );
    });
  }

  async list(subject: Subject): Promise<{ items: ResellStore[]; teams: { id: number; name: string; kind: 'advertiser' | 'reseller' }[] }> {
    const rows = await listStores(this.deps.db, storeTeamsInReach(subject));
    const teams = await this.authorizableTeams(subject);
    return { items: rows.map((r) => storeOut(r, subject)), teams };
  }

  /** app/uninstalled: the shop removed the app; its tokens are already dead. */
  async uninstalled(delivery: ShopifyDelivery): Promise<void> {
    const store = await connectedStoreByShop(this.deps.db, delivery.shopDomain);
    if (!store) return;
    await this.deps.db.transaction().execute(async (trx) => {
      await markDisconnected(trx, store.id, this.deps.clock.now());
      await this.deps.audit.record(
        {
          action: 'resell.store_disconnect',
          target: { type: 'shop_store', id: store.id },
          details: { shop: store.shop_domain, via: 'app/uninstalled', webhook_id: delivery.webhookId },
        },
        trx,
      );
    });
  }

  /**
   * The mandatory compliance topics. Chorus keeps no customer's personal data (orders are kept
   * without customer fields), so a customer's data request or redaction has nothing to find: both
   * are logged. shop/redact (48 hours after an uninstall) deletes everything of the shop.
   */
  async compliance(delivery: ShopifyDelivery): Promise<void> {
    let deleted = 0;
    await this.deps.db.transaction().execute(async (trx) => {
      if (delivery.topic === 'shop/redact') {
        deleted = (
          await trx.deleteFrom('shop_stores').where('shop_domain', '=', delivery.shopDomain).where('status', '=', 'disconnected').returning('id').execute()
        ).length;
      }
      await this.deps.audit.record(
        {
          action: 'resell.shopify_compliance',
          target: { type: 'shop', id: delivery.shopDomain },
          details: {
            topic: delivery.topic,
            webhook_id: delivery.webhookId,
            ...(delivery.topic === 'shop/redact' ? { stores_deleted: deleted } : { personal_data_held: false }),
          },
        },
        trx,
      );
    });
  }
}

function storeOut(row: StoreListRow, subject: Subject): ResellStore {
  return {
    id: row.id,
    team_id: row.advertiser_id,
    team_name: row.team_name,
    shop_domain: row.shop_domain,
    name: row.name,
    currency: row.currency,
    status: row.status,
    connected_at: row.connected_at.toISOString(),
    disconnected_at: row.disconnected_at ? row.disconnected_at.toISOString() : null,
    last_synced_at: row.orders_synced_at ? row.orders_synced_at.toISOString() : null,
    can_disconnect: canManageStore(subject, { teamId: row.advertiser_id }),
  };
}
