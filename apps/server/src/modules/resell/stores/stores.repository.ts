// The stores part's queries: OAuth states (0044) and the shared shop_stores rows (0043).
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export async function insertState(db: Db, row: { stateHash: string; userId: number; teamId: number; shop: string; now: Date }): Promise<void> {
  await db
    .insertInto('shopify_oauth_states')
    .values({ state_hash: row.stateHash, user_id: row.userId, advertiser_id: row.teamId, shop_domain: row.shop, created_at: row.now })
    .execute();
}

export async function deleteStatesBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('shopify_oauth_states').where('created_at', '<=', before).execute();
}

/**
 * Uses up the state: only this person's, for this shop, not expired. Anything else leaves the row
 * as it was (a refused callback changes nothing) and answers null.
 */
export async function consumeState(db: Db, q: { stateHash: string; userId: number; shop: string; notBefore: Date }): Promise<{ teamId: number } | null> {
  const row = await db
    .deleteFrom('shopify_oauth_states')
    .where('state_hash', '=', q.stateHash)
    .where('user_id', '=', q.userId)
    .where('shop_domain', '=', q.shop)
    .where('created_at', '>', q.notBefore)
    .returning('advertiser_id')
    .executeTakeFirst();
  return row ? { teamId: row.advertiser_id } : null;
}

export type TeamRow = { id: number; name: string; kind: 'advertiser' | 'reseller' };

export async function teamsByIds(db: Db, ids: readonly number[]): Promise<TeamRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('advertisers')
    .select(['id', 'name', 'kind'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind === 'reseller' ? 'reseller' : 'advertiser' }));
}

export type StoreRow = {
  id: number;
  advertiser_id: number;
  shop_domain: string;
  name: string;
  currency: string;
  status: 'connected' | 'disconnected';
  scopes: string;
  access_token_cipher: string | null;
  refresh_token_cipher: string | null;
  access_token_expires_at: Date | null;
  connected_at: Date;
  disconnected_at: Date | null;
  orders_synced_at: Date | null;
};

const storeColumns = [
  'id',
  'advertiser_id',
  'shop_domain',
  'name',
  'currency',
  'status',
  'scopes',
  'access_token_cipher',
  'refresh_token_cipher',
  'access_token_expires_at',
  'connected_at',
  'disconnected_at',
  'orders_synced_at',
] as const;

export async function findStore(db: Db, id: number, lock = false): Promise<StoreRow | undefined> {
  let query = db.selectFrom('shop_stores').select(storeColumns).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as StoreRow | undefined;
}

export async function connectedStoreByShop(db: Db, shop: string): Promise<StoreRow | undefined> {
  return (await db.selectFrom('shop_stores').select(storeColumns).where('shop_domain', '=', shop).where('status', '=', 'connected').executeTakeFirst()) as
    StoreRow | undefined;
}

/** The team's newest row for the shop, connected or not (connecting again reuses it and keeps its orders). */
export async function teamStoreByShop(db: Db, teamId: number, shop: string): Promise<StoreRow | undefined> {
  return (await db
    .selectFrom('shop_stores')
    .select(storeColumns)
    .where('shop_domain', '=', shop)
    .where('advertiser_id', '=', teamId)
    .orderBy('id', 'desc')
    .executeTakeFirst()) as StoreRow | undefined;
}

export type StoreListRow = StoreRow & { team_name: string };

/** Stores of these teams (null: every store), connected first, then by shop. */
export async function listStores(db: Db, teamIds: readonly number[] | null): Promise<StoreListRow[]> {
  let query = db
    .selectFrom('shop_stores as s')
    .innerJoin('advertisers as a', 'a.id', 's.advertiser_id')
    .select(storeColumns.map((c) => `s.${c}` as const))
    .select('a.name as team_name');
  if (teamIds !== null) {
    if (teamIds.length === 0) return [];
    query = query.where('s.advertiser_id', 'in', [...teamIds]);
  }
  return (await query
    .orderBy(sql`s.status = 'connected'`, 'desc')
    .orderBy('s.shop_domain')
    .orderBy('s.id')
    .execute()) as StoreListRow[];
}

export type TokenColumns = { access: string | null; refresh: string | null; expiresAt: Date | null };

export async function saveTokens(db: Db, id: number, tokens: TokenColumns & { scopes?: string }): Promise<void> {
  await db
    .updateTable('shop_stores')
    .set({
      access_token_cipher: tokens.access,
      refresh_token_cipher: tokens.refresh,
      access_token_expires_at: tokens.expiresAt,
      ...(tokens.scopes !== undefined ? { scopes: tokens.scopes } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Disconnected: its tokens deleted, its orders kept. */
export async function markDisconnected(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('shop_stores')
    .set({ status: 'disconnected', access_token_cipher: null, refresh_token_cipher: null, access_token_expires_at: null, disconnected_at: now })
    .where('id', '=', id)
    .execute();
}
