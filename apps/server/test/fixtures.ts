// Rows a route test writes straight into its database, as an operator would, to set up a case.
import { sql, type Insertable } from 'kysely';
import type { Db } from '../src/db/database.ts';
import type { Database, UserPermissionsTable, UsersTable } from '../src/db/schema.ts';
import type { FileStorage } from '../src/storage/file-storage.ts';
import { demo } from './harness.ts';

type EntryScope = Partial<Pick<Insertable<UserPermissionsTable>, 'global' | 'channel_ids' | 'content_ids' | 'channel_group_ids' | 'advertiser_ids'>>;

/**
 * A permission entry (`function:item`): scoped to what `scope` names, global with `global: true`,
 * otherwise an explicit denial. The app's cached profile of the user is not told (see harness
 * ctx.users.invalidate), so that a test can also write behind the application's back.
 */
export async function insertPermissionEntry(db: Db, userId: number, key: string, scope: EntryScope = {}): Promise<void> {
  const [fn, item] = key.split(':') as [string, string];
  await db
    .insertInto('user_permissions')
    .values({ user_id: userId, function: fn, item, global: false, channel_ids: [], content_ids: [], channel_group_ids: [], advertiser_ids: [], ...scope })
    .execute();
}

/** A channel group holding `channelIds`, with `userIds` as its plain users; returns its id. */
export async function insertChannelGroup(db: Db, name: string, channelIds: string[], userIds: number[] = []): Promise<number> {
  const { id } = await db.insertInto('channel_groups').values({ name }).returning('id').executeTakeFirstOrThrow();
  for (const channelId of channelIds) await db.insertInto('channel_group_channels').values({ group_id: id, channel_id: channelId }).execute();
  for (const userId of userIds) await db.insertInto('channel_group_members').values({ group_id: id, user_id: userId, role: 'user' }).execute();
  return id;
}

/** Makes every insert into `table` fail ("disk full") until the returned function is called: a write that breaks part-way. */
export async function refuseInserts(db: Db, table: keyof Database): Promise<() => Promise<void>> {
  const trigger = sql.id(`refuse_${table}`);
  await sql`CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`.execute(db);
  await sql`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION ${trigger}()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER ${trigger} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION ${trigger}()`.execute(db);
  };
}

/** A case package of `team` (null: the agency's own) in `status`, with one case on `channelId` in `caseStatus`. */
export async function insertPackageWithCase(
  db: Db,
  team: number | null,
  status: string,
  caseStatus: string,
  channelId: string,
): Promise<{ id: number; caseId: number }> {
  const pkg = await db
    .insertInto('collab_packages')
    .values({ advertiser_id: team, name: `Test ${status}`, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kase = await db
    .insertInto('collab_cases')
    .values({ package_id: pkg.id, channel_id: channelId, status: caseStatus })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: pkg.id, caseId: kase.id };
}

/** The account a test recipient is paid into (a company's, at a bank branch). */
type RecipientAccount = { account_name: string; bank_code: string; account_number: string };

/** A company recipient with its passbook cover (`passbook`, stored as a PNG) on file, serving `channelIds`; returns its id. */
export async function insertRecipient(db: Db, storage: FileStorage, account: RecipientAccount, channelIds: string[], passbook: Buffer): Promise<number> {
  const fileId = crypto.randomUUID();
  const storageKey = `recipient-files/${fileId}`;
  await storage.put(storageKey, passbook);
  await db
    .insertInto('files')
    .values({ id: fileId, owner_user_id: null, kind: 'recipient_passbook', mime_type: 'image/png', byte_size: passbook.length, storage_key: storageKey })
    .execute();
  const { id } = await db
    .insertInto('remittance_recipients')
    .values({ kind: 'company', ...account, passbook_file_id: fileId, updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('remittance_recipient_channels')
    .values(channelIds.map((channel_id) => ({ channel_id, recipient_id: id })))
    .execute();
  return id;
}

/** The id of the row an insert made (`db.insertInto(…).values(…).returning('id')`), as a number: bigint ids arrive as strings. */
export async function insertedId(insert: { executeTakeFirstOrThrow(): Promise<{ id: number | string | bigint }> }): Promise<number> {
  return Number((await insert.executeTakeFirstOrThrow()).id);
}

/**
 * A person written straight into `users` (no invitation, no mail); returns the id. Without a
 * `password_hash` they cannot sign in; with `demoPasswordHash`'s they sign in as the demo accounts do.
 */
export async function insertUser(
  db: Db,
  user: Pick<Insertable<UsersTable>, 'email' | 'account_type' | 'name'> & Partial<Insertable<UsersTable>>,
): Promise<number> {
  return insertedId(
    db
      .insertInto('users')
      .values({ password_hash: 'unusable', ...user })
      .returning('id'),
  );
}

/** The stored hash of the demo accounts' password, for a test's own account that must sign in. */
export async function demoPasswordHash(db: Db): Promise<string> {
  return (await db.selectFrom('users').select('password_hash').where('email', '=', demo('admin')).executeTakeFirstOrThrow()).password_hash;
}
