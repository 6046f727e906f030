// SQL for API permission entries (spec 3): replacing a key's entries, copying a user's entries, and
// checking that scoped ids exist.
import type { PermissionEntry } from '@chorus/contract';
import type { Db } from '../../db/database.ts';

export async function deleteEntries(db: Db, userId: number, fn: string, item: string): Promise<void> {
  await db.deleteFrom('user_permissions').where('user_id', '=', userId).where('function', '=', fn).where('item', '=', item).execute();
}

export async function insertEntry(db: Db, userId: number, entry: Omit<PermissionEntry, 'api_config_id'> & { api_config_id?: number | null }): Promise<void> {
  await db
    .insertInto('user_permissions')
    .values({
      user_id: userId,
      function: entry.function,
      item: entry.item,
      api_config_id: entry.api_config_id ?? null,
      api_name: entry.api_name,
      global: entry.global,
      channel_ids: entry.channel_ids,
      content_ids: entry.content_ids,
      channel_group_ids: entry.channel_group_ids,
      advertiser_ids: entry.advertiser_ids,
    })
    .execute();
}

export async function replaceAllEntries(db: Db, userId: number, entries: readonly PermissionEntry[]): Promise<void> {
  await db.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
  for (const entry of entries) await insertEntry(db, userId, entry);
}

/** Which of the given ids exist, per kind of scope. */
export async function existingScopeIds(db: Db, ids: { channels: string[]; groups: number[]; advertisers: number[] }) {
  const [channels, groups, advertisers] = await Promise.all([
    ids.channels.length ? db.selectFrom('channels').select('channel_id').where('channel_id', 'in', ids.channels).execute() : [],
    ids.groups.length ? db.selectFrom('channel_groups').select('id').where('id', 'in', ids.groups).execute() : [],
    ids.advertisers.length ? db.selectFrom('advertisers').select('id').where('id', 'in', ids.advertisers).execute() : [],
  ]);
  return {
    channels: new Set(channels.map((r) => r.channel_id)),
    groups: new Set(groups.map((r) => r.id)),
    advertisers: new Set(advertisers.map((r) => r.id)),
  };
}
