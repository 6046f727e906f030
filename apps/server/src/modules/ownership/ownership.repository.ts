// SQL for channel ownership and the channel edit lock.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type PersonRow = { id: number; email: string; name: string };

/** Locks the channel row for the transaction; undefined when there is no such channel. */
export async function lockChannel(db: Db, channelId: string): Promise<{ channel_id: string } | undefined> {
  return db.selectFrom('channels').select('channel_id').where('channel_id', '=', channelId).forUpdate().executeTakeFirst();
}

export async function findChannelOwner(db: Db, channelId: string): Promise<PersonRow | undefined> {
  return db
    .selectFrom('channel_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.name'])
    .where('m.channel_id', '=', channelId)
    .where('m.member_type', '=', 'owner')
    .executeTakeFirst();
}

export async function findLiveUserByEmail(db: Db, email: string): Promise<PersonRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function removeChannelMember(db: Db, channelId: string, userId: number): Promise<void> {
  await db.deleteFrom('channel_members').where('channel_id', '=', channelId).where('user_id', '=', userId).execute();
}

/** The user becomes the channel's owner, whatever they were on it before. */
export async function makeOwner(db: Db, channelId: string, userId: number): Promise<void> {
  await db
    .insertInto('channel_members')
    .values({ channel_id: channelId, user_id: userId, member_type: 'owner' })
    .onConflict((oc) => oc.columns(['channel_id', 'user_id']).doUpdateSet({ member_type: 'owner' }))
    .execute();
}

// ---- edit locks ----

export type LockRow = { channel_id: string; user_id: number; name: string; locked_at: Date };

export async function findLock(db: Db, channelId: string): Promise<LockRow | undefined> {
  return db
    .selectFrom('channel_edit_locks as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.channel_id', 'l.user_id', 'u.name', 'l.locked_at'])
    .where('l.channel_id', '=', channelId)
    .executeTakeFirst();
}

/**
 * Takes or renews the user's lock on each channel; a channel locked by someone else is left alone
 * and missing from the answer.
 */
export async function upsertLocks(db: Db, channelIds: readonly string[], userId: number, now: Date): Promise<string[]> {
  const rows = await db
    .insertInto('channel_edit_locks')
    .values(channelIds.map((channel_id) => ({ channel_id, user_id: userId, locked_at: now })))
    .onConflict((oc) =>
      oc
        .column('channel_id')
        .doUpdateSet({ locked_at: (eb) => eb.ref('excluded.locked_at') })
        .where('channel_edit_locks.user_id', '=', sql<number>`excluded.user_id`),
    )
    .returning('channel_id')
    .execute();
  return rows.map((r) => r.channel_id);
}

export async function deleteLocks(db: Db, channelIds: readonly string[], userId: number | null): Promise<string[]> {
  if (channelIds.length === 0) return [];
  let query = db.deleteFrom('channel_edit_locks').where('channel_id', 'in', [...channelIds]);
  if (userId !== null) query = query.where('user_id', '=', userId);
  return (await query.returning('channel_id').execute()).map((r) => r.channel_id);
}

/** The ids of these channels that exist; `forUpdate` also locks their rows for the caller's transaction. */
export async function findExistingChannelIds(db: Db, channelIds: readonly string[], { forUpdate = false } = {}): Promise<Set<string>> {
  if (channelIds.length === 0) return new Set();
  let query = db
    .selectFrom('channels')
    .select('channel_id')
    .where('channel_id', 'in', [...channelIds]);
  if (forUpdate) query = query.forUpdate();
  const rows = await query.execute();
  return new Set(rows.map((r) => r.channel_id));
}
