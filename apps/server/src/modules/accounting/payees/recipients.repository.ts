// SQL for remittance recipients: the recipients, the channels each serves (a channel has at most
// one), and their documents (rows of `files`).
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { PayeesTables } from '../../../db/schema.accounting-payees.ts';

export type RecipientRow = Omit<Selectable<PayeesTables['remittance_recipients']>, 'created_by' | 'created_at'>;
export type RecipientValues = Omit<RecipientRow, 'id' | 'updated_at'>;
export type RecipientChannelRow = { recipient_id: number; channel_id: string; title: string };
export type FileRow = { id: string; kind: string; mime_type: string; byte_size: number; storage_key: string };

const recipientColumns = [
  'r.id',
  'r.kind',
  'r.account_name',
  'r.bank_code',
  'r.account_number',
  'r.passbook_file_id',
  'r.labour_form_file_id',
  'r.signature_file_id',
  'r.updated_at',
] as const;

/**
 * Recipients, newest change first: every one (`onlyChannels` null), or those serving one of
 * `onlyChannels`; `q` matches the account name, the bank code, or a served channel's id or title.
 */
export async function findRecipients(
  db: Db,
  filter: { onlyChannels: readonly string[] | null; q?: string; channelId?: string },
  page: { offset: number; limit: number } = { offset: 0, limit: 1000 },
): Promise<RecipientRow[]> {
  return matchingRecipients(db, filter)
    .select(recipientColumns)
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many recipients the filter of findRecipients matches. */
export async function countRecipients(db: Db, filter: { onlyChannels: readonly string[] | null; q?: string; channelId?: string }): Promise<number> {
  const row = await matchingRecipients(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function matchingRecipients(db: Db, filter: { onlyChannels: readonly string[] | null; q?: string; channelId?: string }) {
  let query = db.selectFrom('remittance_recipients as r');
  const served = (channels: readonly string[]) =>
    sql<boolean>`exists (select 1 from remittance_recipient_channels rc where rc.recipient_id = r.id and rc.channel_id = any(${[...channels]}::text[]))`;
  if (filter.onlyChannels) query = query.where(served(filter.onlyChannels));
  if (filter.channelId) query = query.where(served([filter.channelId]));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(
      sql<boolean>`(r.account_name ilike ${like} or r.bank_code like ${like} or exists (
        select 1 from remittance_recipient_channels rc join channels c on c.channel_id = rc.channel_id
        where rc.recipient_id = r.id and (c.channel_id ilike ${like} or c.title ilike ${like})))`,
    );
  }
  return query;
}

export async function findRecipient(db: Db, id: number, lock = false): Promise<RecipientRow | undefined> {
  let query = db.selectFrom('remittance_recipients as r').select(recipientColumns).where('r.id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findRecipientChannels(db: Db, recipientIds: readonly number[]): Promise<RecipientChannelRow[]> {
  if (recipientIds.length === 0) return [];
  return db
    .selectFrom('remittance_recipient_channels as rc')
    .innerJoin('channels as c', 'c.channel_id', 'rc.channel_id')
    .select(['rc.recipient_id', 'rc.channel_id', 'c.title'])
    .where('rc.recipient_id', 'in', [...recipientIds])
    .orderBy('c.title')
    .execute();
}

export async function findFiles(db: Db, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('files')
    .select(['id', 'kind', 'mime_type', 'byte_size', 'storage_key'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The recipients (other than `except`) that name any of these files as a document. */
export async function findRecipientsUsingFiles(db: Db, fileIds: readonly string[], except: number | null): Promise<number[]> {
  if (fileIds.length === 0) return [];
  const ids = [...fileIds];
  const rows = await db
    .selectFrom('remittance_recipients')
    .select('id')
    .where((eb) => eb.or([eb('passbook_file_id', 'in', ids), eb('labour_form_file_id', 'in', ids), eb('signature_file_id', 'in', ids)]))
    .where('id', '!=', except ?? 0)
    .execute();
  return rows.map((r) => r.id);
}

export async function findExistingChannels(db: Db, channelIds: readonly string[]): Promise<string[]> {
  if (channelIds.length === 0) return [];
  return (
    await db
      .selectFrom('channels')
      .select('channel_id')
      .where('channel_id', 'in', [...channelIds])
      .execute()
  ).map((r) => r.channel_id);
}

/**
 * The current recipient of each of these channels. The channels' rows are locked first (in id order,
 * so two writers never wait on each other in a circle), so that writers assigning the same channel
 * take turns even when it has no recipient yet.
 */
export async function lockChannelRecipients(db: Db, channelIds: readonly string[]): Promise<{ channel_id: string; recipient_id: number }[]> {
  if (channelIds.length === 0) return [];
  await db
    .selectFrom('channels')
    .select('channel_id')
    .where('channel_id', 'in', [...channelIds])
    .orderBy('channel_id')
    .forNoKeyUpdate()
    .execute();
  return db
    .selectFrom('remittance_recipient_channels')
    .select(['channel_id', 'recipient_id'])
    .where('channel_id', 'in', [...channelIds])
    .execute();
}

export async function countChannels(db: Db, recipientId: number): Promise<number> {
  const row = await db
    .selectFrom('remittance_recipient_channels')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('recipient_id', '=', recipientId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertRecipient(db: Db, values: RecipientValues, createdBy: number, now: Date): Promise<number> {
  const row = await db
    .insertInto('remittance_recipients')
    .values({ ...values, created_by: createdBy, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRecipient(db: Db, id: number, values: RecipientValues, now: Date): Promise<void> {
  await db
    .updateTable('remittance_recipients')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function touchRecipients(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('remittance_recipients')
    .set({ updated_at: now })
    .where('id', 'in', [...ids])
    .execute();
}

export async function deleteRecipient(db: Db, id: number): Promise<void> {
  await db.deleteFrom('remittance_recipients').where('id', '=', id).execute();
}

/** Makes `recipientId` the recipient of these channels (moving them from any other). */
export async function assignChannels(db: Db, recipientId: number, channelIds: readonly string[]): Promise<void> {
  if (channelIds.length === 0) return;
  await db
    .insertInto('remittance_recipient_channels')
    .values(channelIds.map((channel_id) => ({ channel_id, recipient_id: recipientId })))
    .onConflict((oc) => oc.column('channel_id').doUpdateSet({ recipient_id: recipientId }))
    .execute();
}

/** The recipient serves exactly these channels afterwards. */
export async function replaceChannels(db: Db, recipientId: number, channelIds: readonly string[]): Promise<void> {
  await db
    .deleteFrom('remittance_recipient_channels')
    .where('recipient_id', '=', recipientId)
    .where('channel_id', 'not in', channelIds.length > 0 ? [...channelIds] : [''])
    .execute();
  await assignChannels(db, recipientId, channelIds);
}

export async function insertFile(db: Db, file: FileRow, ownerUserId: number): Promise<void> {
  await db
    .insertInto('files')
    .values({ ...file, owner_user_id: ownerUserId })
    .execute();
}

/** Removes file rows; answers the storage keys no remaining row uses (the blobs to remove once committed). */
export async function deleteFiles(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await db
    .deleteFrom('files')
    .where('id', 'in', [...ids])
    .returning('storage_key')
    .execute();
  const keys = [...new Set(removed.map((r) => r.storage_key))];
  if (keys.length === 0) return [];
  const still = await db.selectFrom('files').select('storage_key').where('storage_key', 'in', keys).execute();
  const used = new Set(still.map((r) => r.storage_key));
  return keys.filter((k) => !used.has(k));
}
