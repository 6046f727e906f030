// The stores part's queries: OAuth states (0044) and the shared shop_stores rows (0043), for a
// team's store (issue 12) or a channel's own store (issue 28, 0071).
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** Whose store: a reseller or advertiser team's, or a channel's own (the commerce area's ec part). */
export type StoreOwner = { teamId: number } | { channelId: string };

/** The owner columns of a row for the owner. */
export const ownerColumns = (owner: StoreOwner) =>
  'teamId' in owner ? { advertiser_id: owner.teamId, channel_id: null } : { advertiser_id: null, channel_id: owner.channelId };

/** Whether a store row (or state) belongs to the owner. */
export function ownedBy(row: { advertiser_id: number | string | null; channel_id: string | null }, owner: StoreOwner): boolean {
  return 'teamId' in owner ? row.advertiser_id !== null && Number(row.advertiser_id) === owner.teamId : row.channel_id === owner.channelId;
}

export async function insertState(db: Db, row: { stateHash: string; userId: number; owner: StoreOwner; shop: string; now: Date }): Promise<void> {
  await db
    .insertInto('shopify_oauth_states')
    .values({ state_hash: row.stateHash, user_id: row.userId, ...ownerColumns(row.owner), shop_domain: row.shop, created_at: row.now })
    .execute();
}

export async function deleteStatesBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('shopify_oauth_states').where('created_at', '<=', before).execute();
}

/**
 * Uses up the state: only this person's, for this shop, not expired. Anything else leaves the row
 * as it was (a refused callback changes nothing) and answers null.
 */
export async function consumeState(db: Db, q: { stateHash: string; userId: number; shop: string; notBefore: Date }): Promise<StoreOwner | null> {
  const row = await db
    .deleteFrom('shopify_oauth_states')
    .where('state_hash', '=', q.stateHash)
    .where('user_id', '=', q.userId)
    .where('shop_domain', '=', q.shop)
    .where('created_at', '>', q.notBefore)
    .returning(['advertiser_id', 'channel_id'])
    .executeTakeFirst();
  if (!row) return null;
  return row.advertiser_id !== null ? { teamId: Number(row.advertiser_id) } : { channelId: row.channel_id! };
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
  advertiser_id: number | null;
  channel_id: string | null;
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
  'channel_id',
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

/** The owner's newest row for the shop, connected or not (connecting again reuses it and keeps its orders). */
export async function ownerStoreByShop(db: Db, owner: StoreOwner, shop: string): Promise<StoreRow | undefined> {
  const q = db.selectFrom('shop_stores').select(storeColumns).where('shop_domain', '=', shop);
  return (await ('teamId' in owner ? q.where('advertiser_id', '=', owner.teamId) : q.where('channel_id', '=', owner.channelId))
    .orderBy('id', 'desc')
    .executeTakeFirst()) as StoreRow | undefined;
}

/** A team's store (the list joins its team: never a channel's own store). */
export type StoreListRow = StoreRow & { advertiser_id: number; team_name: string };

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
