// The ec part's use cases (issue 28): a channel's own Shopify store connected by the channel's owner
// through the resell area's install (shopInstalls: OAuth, webhooks, order sync), whether the network
// runs it (history kept per month), the discount codes that attribute orders to videos, and the
// reads (stores, monthly sales, top products, the videos that sell). Object scope: a channel or
// store out of the caller's reach does not exist for them (404); in reach but not theirs to change: 403.
import {
  addMonths,
  canConnectChannelStore,
  normaliseShopDomain,
  pagePath,
  reachesChannel,
  type EcStore,
  type ShopifyOutcome,
  type Subject,
  commerceChannelScope,
} from '@chorus/contract';
import type { AuditLog } from '../../../audit/audit-log.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, forbidden, invalidInput, notFound } from '../../../errors/domain-error.ts';
import { noteSourceChange } from '../../accounting/index.ts';
import type { ShopInstallCaller, ShopInstalls } from '../../resell/index.ts';
import {
  channelStoreIds,
  channelStores,
  codesOf,
  isChannelVideo,
  saveCode,
  setTerms,
  storeSales,
  topProducts,
  videoSales,
  type EcStoreRow,
} from './ec.repository.ts';

/** Where Shopify returns to after the creator approves the app for the channel's store. */
export const EC_CALLBACK_PATH = '/api/v1/ec/stores/callback';
/** How many products the top list shows. */
export const TOP_PRODUCTS = 10;
/** The network's month (statements are Taiwan's months). */
const NETWORK_ZONE = 'Asia/Taipei';
/** Store currencies the ledger converts (it has the month's TWD rate only). */
const LEDGER_CURRENCIES = ['USD', 'TWD'];

export type EcCaller = ShopInstallCaller;
export type EcDeps = { db: Db; clock: Clock; audit: AuditLog; installs: ShopInstalls };

/** The month `now` falls in, in Taiwan (YYYYMM). */
export function networkMonth(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: NETWORK_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(now);
  return `${parts.find((p) => p.type === 'year')!.value}${parts.find((p) => p.type === 'month')!.value}`;
}

const storeOut = (row: EcStoreRow): EcStore => ({
  ...row,
  orders_synced_at: row.orders_synced_at ? new Date(row.orders_synced_at).toISOString() : null,
});

export function ecService({ db, clock, audit, installs }: EcDeps) {
  /** The channels a read covers: the one asked for (404 out of reach), else every channel in reach. */
  function channelsOf(subject: Subject, channelId: string | undefined): string[] | null {
    if (channelId === undefined) return commerceChannelScope(subject);
    if (!reachesChannel(subject, channelId)) throw notFound();
    return [channelId];
  }

  async function storeInReach(subject: Subject, storeId: number): Promise<EcStoreRow> {
    const [store] = await channelStores(db, commerceChannelScope(subject), storeId);
    if (!store) throw notFound();
    return store;
  }

  const storeIdsOf = async (subject: Subject, channelId: string | undefined) => channelStoreIds(db, channelsOf(subject, channelId));

  return {
    async stores(subject: Subject, query: { channel_id?: string }) {
      return { items: (await channelStores(db, channelsOf(subject, query.channel_id))).map(storeOut) };
    },

    /** The channel's owner starts connecting its store: Shopify's authorization address. */
    async connect(caller: EcCaller, body: { channel_id: string; shop: string }) {
      if (!reachesChannel(caller.subject, body.channel_id)) throw notFound();
      if (!canConnectChannelStore(caller.subject, body.channel_id)) throw forbidden();
      const shop = normaliseShopDomain(body.shop);
      if (!shop) throw invalidInput({ shop: 'validation.shopDomain' });
      return installs.startInstall(caller, shop, { channelId: body.channel_id }, EC_CALLBACK_PATH);
    },

    /** Shopify's return: the store page with the outcome. */
    async callback(caller: EcCaller, params: URLSearchParams, log: (line: string) => void): Promise<string> {
      const result: { outcome: ShopifyOutcome; shop?: string } = await installs.finishInstall(caller, params, 'channel', log);
      const query = new URLSearchParams({ shopify: result.outcome });
      if (result.shop) query.set('shop', result.shop);
      return `${pagePath('ec')}?${query.toString()}`;
    },

    /** Whether the network runs the store, from this month on (the month's statements follow at the next posting). */
    async settings(caller: EcCaller, storeId: number, body: { network_runs: boolean }) {
      const store = await storeInReach(caller.subject, storeId);
      if (body.network_runs && !LEDGER_CURRENCIES.includes(store.currency)) {
        throw new DomainError('errors.ecStoreCurrency', { params: { currency: store.currency } });
      }
      const month = networkMonth(clock.now());
      await db.transaction().execute(async (trx) => {
        await setTerms(trx, { storeId, month, networkRuns: body.network_runs, userId: caller.actor.userId });
        await noteSourceChange(trx, month, 'ec_stores');
        await audit.record(
          {
            action: 'commerce.store_terms_set',
            actor: caller.actor,
            ip: caller.ip,
            target: { type: 'shop_store', id: storeId },
            details: { channel_id: store.channel_id, start_month: month, network_runs: body.network_runs },
          },
          trx,
        );
      });
      return { store: storeOut((await channelStores(db, null, storeId))[0]!) };
    },

    async codes(subject: Subject, storeId: number) {
      await storeInReach(subject, storeId);
      return { items: await codesOf(db, storeId) };
    },

    /** The channel's owner attributes a code to one of the channel's videos, or to the channel. */
    async saveCode(caller: EcCaller, storeId: number, body: { code: string; video_id: string | null }) {
      const store = await storeInReach(caller.subject, storeId);
      if (!canConnectChannelStore(caller.subject, store.channel_id)) throw forbidden();
      if (body.video_id !== null && !(await isChannelVideo(db, store.channel_id, body.video_id))) {
        throw invalidInput({ video_id: 'validation.ecVideoNotInChannel' });
      }
      await db.transaction().execute(async (trx) => {
        await saveCode(trx, { storeId, code: body.code, videoId: body.video_id, userId: caller.actor.userId });
        await audit.record(
          {
            action: 'commerce.store_code_set',
            actor: caller.actor,
            ip: caller.ip,
            target: { type: 'shop_store', id: storeId },
            details: { channel_id: store.channel_id, code: body.code, video_id: body.video_id },
          },
          trx,
        );
      });
      return { items: await codesOf(db, storeId) };
    },

    /**
     * Monthly sales: the month asked for; without one, a channel's last 12 months (to this month),
     * or this month of every store in reach.
     */
    async sales(subject: Subject, query: { channel_id?: string; month?: string }) {
      const channels = channelsOf(subject, query.channel_id);
      const now = networkMonth(clock.now());
      const to = query.month ?? now;
      const from = query.month ?? (query.channel_id === undefined ? now : addMonths(now, -11));
      return { items: await storeSales(db, channels, from, to) };
    },

    async products(subject: Subject, query: { channel_id: string; month: string }) {
      return { items: await topProducts(db, await storeIdsOf(subject, query.channel_id), query.month, TOP_PRODUCTS) };
    },

    async videos(subject: Subject, query: { channel_id: string; month: string }) {
      const rows = await videoSales(db, query.channel_id, await storeIdsOf(subject, query.channel_id), query.month);
      return { items: rows.map((r) => ({ ...r, views: r.views === null ? null : Number(r.views) })) };
    },
  };
}
export type EcService = ReturnType<typeof ecService>;
