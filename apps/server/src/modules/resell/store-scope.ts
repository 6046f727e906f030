// The reseller store scope, in one place for the stores, orders and products parts (contract
// resell/stores.policies.ts): the network roles that hold the reseller pages reach every store,
// everyone else the stores of their own teams (any team role). A store out of reach does not exist
// for the caller (404). Orders add their page to it (canSeeStoreOrders), passed in as `may`. A
// channel's own store (issue 28's ec part, shop_stores.channel_id) is no team's: never in reach here.
import { canSeeStore, canSeeStoreOrders, seesEveryStore, storeTeamsOf, type ResellStoreRef, type Subject } from '@chorus/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors/domain-error.ts';

/** The teams whose stores the subject reaches; null: every store. */
export function storeTeamsInReach(subject: Subject): number[] | null {
  return seesEveryStore(subject) ? null : storeTeamsOf(subject);
}

/** SQL on `shop_stores as s`: the stores the subject reaches (null: every one). */
export function visibleStores(subject: Subject) {
  const teams = storeTeamsInReach(subject);
  if (teams === null) return null;
  return teams.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`s.advertiser_id = any(${teams}::bigint[])`;
}

/** The store row, when the subject may see it (`may`: the store policy, canSeeStore unless the route's own); 404 otherwise. */
export function inReach<T extends { advertiser_id: number | string | null }>(
  subject: Subject,
  row: T | undefined,
  may: (subject: Subject, store: { teamId: number }) => boolean = canSeeStore,
): T & { advertiser_id: number | string } {
  if (!row || row.advertiser_id === null || !may(subject, { teamId: Number(row.advertiser_id) })) throw notFound();
  return row as T & { advertiser_id: number | string };
}

/** The orders' narrowing of the scope: the orders page as well (contract canSeeStoreOrders). */
export const seesStoreOrders = (subject: Subject, store: { teamId: number }): boolean => canSeeStoreOrders(subject, { advertiserId: store.teamId });

export type ScopedStore = {
  id: number;
  advertiser_id: number;
  name: string;
  shop_domain: string;
  currency: string;
  iana_timezone: string;
  status: 'connected' | 'disconnected';
  orders_synced_at: Date | null;
};

const columns = ['id', 'advertiser_id', 'name', 'shop_domain', 'currency', 'iana_timezone', 'status', 'orders_synced_at'] as const;

type StoreSelect = Omit<ScopedStore, 'orders_synced_at' | 'status'> & { status: string; orders_synced_at: Date | string | null };

function scoped(row: StoreSelect): ScopedStore {
  return {
    ...row,
    id: Number(row.id),
    advertiser_id: Number(row.advertiser_id),
    currency: row.currency.trim(),
    status: row.status === 'connected' ? 'connected' : 'disconnected',
    orders_synced_at: row.orders_synced_at === null ? null : new Date(row.orders_synced_at),
  };
}

/** The stores the subject reaches (and `may` see), by name. */
export async function storesInReach(db: Db, subject: Subject, may = canSeeStore): Promise<ScopedStore[]> {
  const teams = storeTeamsInReach(subject);
  if (teams?.length === 0) return [];
  let q = db.selectFrom('shop_stores').select(columns).where('advertiser_id', 'is not', null).orderBy('name').orderBy('id');
  if (teams !== null) q = q.where('advertiser_id', 'in', teams);
  const rows = (await q.execute()) as StoreSelect[];
  return rows.map(scoped).filter((s) => may(subject, { teamId: s.advertiser_id }));
}

/** The store, if the subject may see it (`may`); 404 otherwise. */
export async function storeInReach(db: Db, subject: Subject, storeId: number, may = canSeeStore): Promise<ScopedStore> {
  const row = await db.selectFrom('shop_stores').select(columns).where('id', '=', storeId).executeTakeFirst();
  return scoped(inReach(subject, row as StoreSelect | undefined, may));
}

/** The stores the subject reaches as references (name or shop), by name; connected ones only when asked. */
export async function storeRefsInReach(db: Db, subject: Subject, connectedOnly = false): Promise<ResellStoreRef[]> {
  const stores = await storesInReach(db, subject);
  return stores
    .filter((s) => !connectedOnly || s.status === 'connected')
    .map((s) => ({ id: s.id, name: s.name || s.shop_domain, shop_domain: s.shop_domain, currency: s.currency }));
}
