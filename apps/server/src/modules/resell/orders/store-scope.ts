// Which stores a caller reaches (contract resell/orders.policies.ts): every store for the network
// roles that hold the reseller pages, the stores of their own teams for everyone else. A store out of
// reach does not exist for the caller (404).
import { canSeeStoreOrders, seesEveryStore, storeTeamsOf, type Subject } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';

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

export async function storesInReach(db: Db, subject: Subject): Promise<ScopedStore[]> {
  let q = db.selectFrom('shop_stores').select(columns).orderBy('name').orderBy('id');
  if (!seesEveryStore(subject)) {
    const teams = storeTeamsOf(subject);
    if (teams.length === 0) return [];
    q = q.where('advertiser_id', 'in', teams);
  }
  const rows = (await q.execute()) as (Omit<ScopedStore, 'orders_synced_at'> & { orders_synced_at: Date | string | null })[];
  return rows
    .map((r) => ({ ...r, orders_synced_at: r.orders_synced_at === null ? null : new Date(r.orders_synced_at) }))
    .filter((s) => canSeeStoreOrders(subject, { advertiserId: s.advertiser_id }));
}

/** The store, if the caller may see its orders; 404 otherwise. */
export async function storeInReach(db: Db, subject: Subject, storeId: number): Promise<ScopedStore> {
  const row = await db.selectFrom('shop_stores').select(columns).where('id', '=', storeId).executeTakeFirst();
  if (!row || !canSeeStoreOrders(subject, { advertiserId: row.advertiser_id })) throw new DomainError('errors.notFound');
  return { ...row, orders_synced_at: row.orders_synced_at === null ? null : new Date(row.orders_synced_at) } as ScopedStore;
}
