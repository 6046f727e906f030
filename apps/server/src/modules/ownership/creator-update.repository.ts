// SQL for the batch creator update: the channels' edited fields, read for the report and written
// back from it.
import { CREATOR_UPDATE_COLUMNS, type CreatorUpdateColumn, type CreatorUpdateRow } from '@chorus/contract';
import type { ChannelPrices } from '../../db/channel-prices.ts';
import type { Db } from '../../db/database.ts';

export type CreatorFields = {
  channel_id: string;
  title: string;
  language: 'zh' | 'en' | 'ja';
  tags: string[];
  audience_country: string | null;
  audience_age: string | null;
  hidden: boolean;
  hidden_scope: 'current' | 'all' | null;
  hidden_reason: string | null;
} & ChannelPrices;

/** A report column's `channels` column: the same name, the prices without their `_usd`. */
type FieldColumn<C extends string> = C extends `${infer Price}_usd` ? Price : C;
const fieldColumns = CREATOR_UPDATE_COLUMNS.map((key) => key.replace(/_usd$/, '')) as FieldColumn<CreatorUpdateColumn>[];

/** The channels' fields, by title; every channel when `channelIds` is null. */
export async function readCreatorFields(db: Db, channelIds: readonly string[] | null, limit: number): Promise<CreatorFields[]> {
  let query = db.selectFrom('channels').select(fieldColumns).orderBy('title').orderBy('channel_id').limit(limit);
  if (channelIds) query = query.where('channel_id', 'in', channelIds.length > 0 ? [...channelIds] : ['']);
  return query.execute();
}

/** Who holds the edit lock of each of these channels that is locked. */
export async function lockHolders(db: Db, channelIds: readonly string[]): Promise<Map<string, number>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('channel_edit_locks')
    .select(['channel_id', 'user_id'])
    .where('channel_id', 'in', [...channelIds])
    .execute();
  return new Map(rows.map((r) => [r.channel_id, Number(r.user_id)]));
}

export async function writeCreatorFields(db: Db, row: CreatorUpdateRow): Promise<void> {
  await db
    .updateTable('channels')
    .set({
      language: row.language,
      tags: row.tags,
      audience_country: row.audience_country,
      audience_age: row.audience_age,
      midroll_price: row.midroll_price_usd,
      midroll_price_min: row.midroll_price_min_usd,
      midroll_price_max: row.midroll_price_max_usd,
      sponsored_price: row.sponsored_price_usd,
      sponsored_price_min: row.sponsored_price_min_usd,
      sponsored_price_max: row.sponsored_price_max_usd,
      hidden: row.hidden,
      hidden_scope: row.hidden ? (row.hidden_scope ?? 'all') : null,
      hidden_reason: row.hidden ? row.hidden_reason : null,
    })
    .where('channel_id', '=', row.channel_id)
    .execute();
}
