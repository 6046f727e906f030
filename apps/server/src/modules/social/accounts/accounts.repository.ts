// SQL of the linked accounts: the consent states, the accounts, linking and unlinking.
import type { SocialPlatform } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';

export async function insertState(
  db: Db,
  row: { stateHash: string; userId: number; platform: SocialPlatform; channelId: string; now: Date; notBefore: Date },
): Promise<void> {
  await db.deleteFrom('social_oauth_states').where('created_at', '<=', row.notBefore).execute();
  await db
    .insertInto('social_oauth_states')
    .values({ state_hash: row.stateHash, user_id: row.userId, platform: row.platform, channel_id: row.channelId, created_at: row.now })
    .execute();
}

/** Takes the state (single use): its channel when it is this user's, for this platform, and younger than `notBefore`. */
export async function consumeState(db: Db, stateHash: string, userId: number, platform: SocialPlatform, notBefore: Date): Promise<string | null> {
  const row = await db
    .deleteFrom('social_oauth_states')
    .where('state_hash', '=', stateHash)
    .where('user_id', '=', userId)
    .where('platform', '=', platform)
    .returning(['channel_id', 'created_at'])
    .executeTakeFirst();
  return row && row.created_at > notBefore ? row.channel_id : null;
}

const accountColumns = [
  'a.id',
  'a.platform',
  'a.platform_user_id',
  'a.channel_id',
  'c.title as channel_title',
  'a.username',
  'a.display_name',
  'a.profile_picture_url',
  'a.linked_at',
  'a.token_expires_at',
  'a.status',
  'a.collected_through',
] as const;

const accountsWithChannel = (db: Db) => db.selectFrom('social_accounts as a').innerJoin('channels as c', 'c.channel_id', 'a.channel_id').select(accountColumns);

export type AccountRow = {
  id: number;
  platform: SocialPlatform;
  platform_user_id: string;
  channel_id: string;
  channel_title: string;
  username: string;
  display_name: string | null;
  profile_picture_url: string | null;
  linked_at: Date;
  token_expires_at: Date | null;
  status: 'active' | 'expiring' | 'expired' | 'revoked';
  collected_through: string | null;
};

/** Accounts of the given channels (null: every channel), newest link first. */
export async function listAccounts(db: Db, channelIds: readonly string[] | null): Promise<AccountRow[]> {
  if (channelIds !== null && channelIds.length === 0) return [];
  let query = accountsWithChannel(db);
  if (channelIds !== null) query = query.where('a.channel_id', 'in', [...channelIds]);
  return query.orderBy('a.channel_id').orderBy('a.platform').orderBy('a.id').execute();
}

export async function findAccount(db: Db, id: number): Promise<AccountRow | undefined> {
  return accountsWithChannel(db).where('a.id', '=', id).executeTakeFirst();
}

export type LinkValues = {
  platform: SocialPlatform;
  platformUserId: string;
  channelId: string;
  username: string;
  displayName: string | null;
  pictureUrl: string | null;
  linkedBy: number;
  now: Date;
  accessEncrypted: string;
  accessExpiresAt: Date;
  refreshEncrypted: string | null;
  refreshExpiresAt: Date | null;
};

/** Links the account to the channel (a link of the same platform account, to any channel, is replaced); answers its id. */
export async function upsertLink(db: Db, v: LinkValues): Promise<number> {
  const tokenExpiresAt = v.refreshExpiresAt ?? v.accessExpiresAt;
  const values = {
    channel_id: v.channelId,
    username: v.username,
    display_name: v.displayName,
    profile_picture_url: v.pictureUrl,
    linked_by: v.linkedBy,
    linked_at: v.now,
    access_token_encrypted: v.accessEncrypted,
    access_issued_at: v.now,
    access_expires_at: v.accessExpiresAt,
    refresh_token_encrypted: v.refreshEncrypted,
    refresh_expires_at: v.refreshExpiresAt,
    token_expires_at: tokenExpiresAt,
    status: 'active' as const,
    expiry_warned_for: null,
    last_error: null,
    last_error_at: null,
  };
  const row = await db
    .insertInto('social_accounts')
    .values({ platform: v.platform, platform_user_id: v.platformUserId, ...values })
    .onConflict((oc) => oc.columns(['platform', 'platform_user_id']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.deleteFrom('social_accounts').where('id', '=', id).execute();
}

/** The link as the caller's answer shows it: a lapsed token reads `expired`, one lapsing within 7 days `expiring`. */
export function effectiveStatus(row: Pick<AccountRow, 'status' | 'token_expires_at'>, now: Date): AccountRow['status'] {
  if (row.status === 'revoked' || row.status === 'expired') return row.status;
  if (row.token_expires_at && row.token_expires_at <= now) return 'expired';
  if (row.token_expires_at && row.token_expires_at.getTime() - now.getTime() <= EXPIRY_WARNING_MS) return 'expiring';
  return 'active';
}

/** The creator is told this long before a link would lapse (issue 27: 7 days). */
export const EXPIRY_WARNING_MS = 7 * 86_400_000;
