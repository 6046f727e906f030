// SQL for people: their row, the channels and advertisers they belong to, their API permissions.
import type { PermissionEntry } from '@chorus/contract';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import type { Selectable, Updateable } from 'kysely';

export type UserRow = Selectable<UsersTable>;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export type ChannelMembership = { channel_id: string; channel_title: string; member_type: 'owner' | 'staff' | 'member' };

export async function findChannelMemberships(db: Db, userId: number): Promise<ChannelMembership[]> {
  return db
    .selectFrom('channel_members as m')
    .innerJoin('channels as c', 'c.channel_id', 'm.channel_id')
    .select(['m.channel_id', 'c.title as channel_title', 'm.member_type'])
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at')
    .orderBy('m.channel_id')
    .execute();
}

export type AdvertiserMembership = { advertiser_id: number; name: string; role: 'adsOwner' | 'adsClient' | 'adsMember' };

export async function findAdvertiserMemberships(db: Db, userId: number): Promise<AdvertiserMembership[]> {
  return db
    .selectFrom('advertiser_members as m')
    .innerJoin('advertisers as a', 'a.id', 'm.advertiser_id')
    .select(['m.advertiser_id', 'a.name', 'm.role'])
    .where('m.user_id', '=', userId)
    .orderBy('a.id')
    .execute();
}

export async function findPermissions(db: Db, userId: number): Promise<PermissionEntry[]> {
  return db
    .selectFrom('user_permissions')
    .select(['function', 'item', 'api_config_id', 'api_name', 'global', 'channel_ids', 'content_ids', 'channel_group_ids', 'advertiser_ids'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Whether the user administers or uses at least one channel group (spec 2). */
export async function isInAnyChannelGroup(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('channel_group_members').select('group_id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}

export async function updateUser(db: Db, id: number, patch: Updateable<UsersTable>): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

export type AvatarFile = { id: string; ownerUserId: number; mime: string; byteSize: number; storageKey: string };

/** Records the stored avatar file and makes it the user's avatar, together. */
export async function insertAvatar(db: Db, file: AvatarFile): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('files')
      .values({ id: file.id, owner_user_id: file.ownerUserId, kind: 'avatar', mime_type: file.mime, byte_size: file.byteSize, storage_key: file.storageKey })
      .execute();
    await trx.updateTable('users').set({ avatar_id: file.id }).where('id', '=', file.ownerUserId).execute();
  });
}

export async function findAvatarFile(db: Db, id: string) {
  return db.selectFrom('files').selectAll().where('id', '=', id).where('kind', '=', 'avatar').executeTakeFirst();
}
