// SQL for channel groups: the groups, their channels and their people.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

type Queryable = Db;

export type GroupRow = { id: number; name: string; created_at: Date };
export type GroupSummaryRow = GroupRow & {
  channel_count: number;
  role: 'admin' | 'user' | null;
  authorization_type: 'view' | 'edit' | null;
};
export type GroupPersonRow = { user_id: number; email: string; name: string; role: 'admin' | 'user'; authorization_type: 'view' | 'edit' };
export type UserRef = { id: number; email: string; name: string };

/** Every group (`all`), or the groups the user administers or uses, with the user's place in each. */
export async function findGroupSummaries(db: Queryable, userId: number, all: boolean): Promise<GroupSummaryRow[]> {
  let query = db
    .selectFrom('channel_groups as g')
    .leftJoin('channel_group_members as m', (join) => join.onRef('m.group_id', '=', 'g.id').on('m.user_id', '=', userId))
    .select((eb) => [
      'g.id',
      'g.name',
      'g.created_at',
      'm.role',
      'm.authorization_type',
      eb
        .selectFrom('channel_group_channels as gc')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('gc.group_id', '=', 'g.id')
        .as('channel_count'),
    ]);
  if (!all) query = query.where('m.user_id', 'is not', null);
  const rows = await query.orderBy('g.name').orderBy('g.id').execute();
  return rows.map((r) => ({ ...r, channel_count: Number(r.channel_count ?? 0), role: r.role ?? null, authorization_type: r.authorization_type ?? null }));
}

/** The group, locked against concurrent changes when `forUpdate` (inside a transaction). */
export async function findGroup(db: Queryable, groupId: number, forUpdate = false): Promise<GroupRow | undefined> {
  let query = db.selectFrom('channel_groups').select(['id', 'name', 'created_at']).where('id', '=', groupId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The group and the user's place in it (null: neither administrator nor user), as other modules judge it; undefined: no such group. */
export async function findGroupInReach(
  db: Queryable,
  groupId: number,
  userId: number,
): Promise<{ id: number; name: string; myRole: 'admin' | 'user' | null } | undefined> {
  const row = await db
    .selectFrom('channel_groups as g')
    .leftJoin('channel_group_members as m', (join) => join.onRef('m.group_id', '=', 'g.id').on('m.user_id', '=', userId))
    .select(['g.id', 'g.name', 'm.role'])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, myRole: row.role ?? null };
}

export async function findMembership(db: Queryable, groupId: number, userId: number) {
  return db
    .selectFrom('channel_group_members')
    .select(['role', 'authorization_type'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findGroupChannels(db: Queryable, groupId: number): Promise<{ channel_id: string; title: string }[]> {
  return db
    .selectFrom('channel_group_channels as gc')
    .innerJoin('channels as c', 'c.channel_id', 'gc.channel_id')
    .select(['gc.channel_id', 'c.title'])
    .where('gc.group_id', '=', groupId)
    .orderBy('c.title')
    .orderBy('gc.channel_id')
    .execute();
}

export async function findGroupPeople(db: Queryable, groupId: number): Promise<GroupPersonRow[]> {
  return db
    .selectFrom('channel_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'u.name', 'm.role', 'm.authorization_type'])
    .where('m.group_id', '=', groupId)
    .orderBy('u.name')
    .orderBy('m.user_id')
    .execute();
}

/** Live (not deleted) users by e-mail, keyed by the lower-cased address. */
export async function findUsersByEmails(db: Queryable, emails: readonly string[]): Promise<Map<string, UserRef>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where(sql<string>`lower(email)`, 'in', [...new Set(emails.map((e) => e.toLowerCase()))])
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.email.toLowerCase(), r]));
}

export async function findExistingChannels(db: Queryable, channelIds: readonly string[]): Promise<Set<string>> {
  if (channelIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('channels')
    .select('channel_id')
    .where('channel_id', 'in', [...new Set(channelIds)])
    .execute();
  return new Set(rows.map((r) => r.channel_id));
}

export async function findOwnedChannels(db: Queryable, userId: number, channelIds: readonly string[]): Promise<Set<string>> {
  if (channelIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('channel_members')
    .select('channel_id')
    .where('user_id', '=', userId)
    .where('member_type', '=', 'owner')
    .where('channel_id', 'in', [...new Set(channelIds)])
    .execute();
  return new Set(rows.map((r) => r.channel_id));
}

export async function insertGroup(db: Queryable, name: string, createdBy: number, now: Date): Promise<GroupRow> {
  return db
    .insertInto('channel_groups')
    .values({ name, created_by: createdBy, created_at: now })
    .returning(['id', 'name', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function renameGroup(db: Queryable, groupId: number, name: string): Promise<void> {
  await db.updateTable('channel_groups').set({ name }).where('id', '=', groupId).execute();
}

export async function deleteGroup(db: Queryable, groupId: number): Promise<void> {
  await db.deleteFrom('channel_groups').where('id', '=', groupId).execute();
}

/** Makes the group's channels exactly `channelIds`; returns what was added and removed. */
export async function replaceGroupChannels(db: Queryable, groupId: number, channelIds: readonly string[]): Promise<{ added: string[]; removed: string[] }> {
  const wanted = [...new Set(channelIds)];
  const current = new Set(
    (await db.selectFrom('channel_group_channels').select('channel_id').where('group_id', '=', groupId).execute()).map((r) => r.channel_id),
  );
  const added = wanted.filter((id) => !current.has(id));
  const removed = [...current].filter((id) => !wanted.includes(id));
  if (removed.length > 0) await db.deleteFrom('channel_group_channels').where('group_id', '=', groupId).where('channel_id', 'in', removed).execute();
  if (added.length > 0)
    await db
      .insertInto('channel_group_channels')
      .values(added.map((channel_id) => ({ group_id: groupId, channel_id })))
      .execute();
  return { added, removed };
}

export type GroupMemberValue = { user_id: number; role: 'admin' | 'user'; authorization_type: 'view' | 'edit' };

/** Makes the group's people exactly `members`. */
export async function replaceGroupMembers(db: Queryable, groupId: number, members: readonly GroupMemberValue[]): Promise<void> {
  await db.deleteFrom('channel_group_members').where('group_id', '=', groupId).execute();
  if (members.length > 0)
    await db
      .insertInto('channel_group_members')
      .values(members.map((m) => ({ group_id: groupId, ...m })))
      .execute();
}
