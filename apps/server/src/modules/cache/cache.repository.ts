// SQL for the analytics cache (analytics_cache): results stored by key, optionally for a channel.
import type { Db } from '../../db/database.ts';

export type CacheRow = { key: string; channel_id: string | null; value: unknown; created_at: Date };

export async function readEntry(db: Db, key: string): Promise<CacheRow | undefined> {
  return db.selectFrom('analytics_cache').select(['key', 'channel_id', 'value', 'created_at']).where('key', '=', key).executeTakeFirst();
}

/** A channel's entries, newest first, except those under `hiddenPrefix`. */
export async function readChannelEntries(db: Db, channelId: string, hiddenPrefix: string, limit: number): Promise<CacheRow[]> {
  return db
    .selectFrom('analytics_cache')
    .select(['key', 'channel_id', 'value', 'created_at'])
    .where('channel_id', '=', channelId)
    .where('key', 'not like', `${hiddenPrefix.replace(/[\\%_]/g, '\\$&')}%`)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .limit(limit)
    .execute();
}

export async function writeEntry(db: Db, entry: { key: string; channelId: string | null; value: unknown; now: Date }): Promise<void> {
  // jsonb takes the value as JSON text: a top-level string or number must stay a JSON value.
  const json = JSON.stringify(entry.value ?? null);
  await db
    .insertInto('analytics_cache')
    .values({ key: entry.key, channel_id: entry.channelId, value: json, created_at: entry.now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ channel_id: entry.channelId, value: json, created_at: entry.now }))
    .execute();
}

export async function deleteEntry(db: Db, key: string): Promise<number> {
  const result = await db.deleteFrom('analytics_cache').where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteChannelEntries(db: Db, channelId: string): Promise<number> {
  const result = await db.deleteFrom('analytics_cache').where('channel_id', '=', channelId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
