// SQL for YouTube authorizations: OAuth states, grants (tokens stored encrypted), the channels a
// grant covers (channel_sources), and their last refresh error.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fromExcludedOrKept } from '../../db/upsert.ts';
import type { YoutubeChannel } from './youtube-data-client.ts';

export type YoutubeRole = 'channel_owner' | 'content_manager';

/** Records a state; a user keeps at most the five newest (each start makes one). */
export async function insertOauthState(db: Db, row: { stateHash: string; userId: number; role: YoutubeRole; now: Date }): Promise<void> {
  await db.insertInto('oauth_states').values({ state: row.stateHash, user_id: row.userId, role: row.role, created_at: row.now }).execute();
  await sql`
    DELETE FROM oauth_states WHERE user_id = ${row.userId} AND state NOT IN (
      SELECT state FROM oauth_states WHERE user_id = ${row.userId} ORDER BY created_at DESC, state LIMIT 5
    )`.execute(db);
}

/** Takes the state (single use): answers its role when it is this user's and younger than `notBefore`. */
export async function consumeOauthState(db: Db, stateHash: string, userId: number, notBefore: Date): Promise<YoutubeRole | null> {
  const row = await db
    .deleteFrom('oauth_states')
    .where('state', '=', stateHash)
    .where('user_id', '=', userId)
    .returning(['role', 'created_at'])
    .executeTakeFirst();
  if (!row || row.created_at <= notBefore) return null;
  return row.role === 'content_manager' ? 'content_manager' : 'channel_owner';
}

export async function deleteOauthStatesBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('oauth_states').where('created_at', '<=', before).execute();
}

export type AuthorizationRow = {
  id: number;
  user_id: number;
  role: YoutubeRole;
  content_owner_id: string | null;
  scopes: string[];
  refresh_token_encrypted: string;
  access_token_encrypted: string | null;
  access_token_expires_at: Date | null;
  revoked_at: Date | null;
};

/** A grant's columns as its token refresh reads them (accessTokenFor). */
export const authorizationColumns = [
  'a.id',
  'a.user_id',
  'a.role',
  'a.content_owner_id',
  'a.scopes',
  'a.refresh_token_encrypted',
  'a.access_token_encrypted',
  'a.access_token_expires_at',
  'a.revoked_at',
] as const;

export async function listAuthorizations(db: Db, userId: number) {
  const grants = await db
    .selectFrom('youtube_authorizations')
    .select(['id', 'role', 'content_owner_id', 'created_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const channels =
    grants.length === 0
      ? []
      : await db
          .selectFrom('channel_sources as s')
          .innerJoin('channels as c', 'c.channel_id', 's.channel_id')
          .select(['s.authorization_id', 's.channel_id', 'c.title', 's.last_error'])
          .where(
            's.authorization_id',
            'in',
            grants.map((g) => g.id),
          )
          .orderBy('c.title')
          .execute();
  return grants.map((g) => ({ ...g, channels: channels.filter((c) => c.authorization_id === g.id) }));
}

export async function findAuthorization(db: Db, id: number): Promise<AuthorizationRow | undefined> {
  return db.selectFrom('youtube_authorizations as a').select(authorizationColumns).where('a.id', '=', id).executeTakeFirst();
}

export async function countLiveAuthorizations(db: Db, userId: number, except: number): Promise<number> {
  const row = await db
    .selectFrom('youtube_authorizations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('id', '<>', except)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the grant withdrawn, forgets its tokens and unlinks its channels. */
export async function revokeAuthorization(db: Db, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('channel_sources').where('authorization_id', '=', id).execute();
    await trx
      .updateTable('youtube_authorizations')
      .set({ revoked_at: sql<Date>`COALESCE(revoked_at, ${now})`, refresh_token_encrypted: '', access_token_encrypted: null, access_token_expires_at: null })
      .where('id', '=', id)
      .execute();
  });
}

/** The live grant a channel is refreshed with. */
export async function findChannelSource(db: Db, channelId: string): Promise<AuthorizationRow | undefined> {
  return db
    .selectFrom('channel_sources as s')
    .innerJoin('youtube_authorizations as a', 'a.id', 's.authorization_id')
    .select(authorizationColumns)
    .where('s.channel_id', '=', channelId)
    .where('a.revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Every channel linked to a live grant (the ones the daily refresh queues), in id order. */
export async function channelsWithLiveGrant(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('channel_sources as s')
    .innerJoin('youtube_authorizations as a', 'a.id', 's.authorization_id')
    .select('s.channel_id')
    .where('a.revoked_at', 'is', null)
    .where('a.refresh_token_encrypted', '<>', '')
    .orderBy('s.channel_id')
    .execute();
  return rows.map((r) => r.channel_id);
}

export async function storeAccessToken(db: Db, id: number, encrypted: string, expiresAt: Date, refreshEncrypted: string | null): Promise<void> {
  await db
    .updateTable('youtube_authorizations')
    .set({ access_token_encrypted: encrypted, access_token_expires_at: expiresAt, ...(refreshEncrypted ? { refresh_token_encrypted: refreshEncrypted } : {}) })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function recordSourceError(db: Db, channelId: string, error: string, now: Date): Promise<void> {
  await db.updateTable('channel_sources').set({ last_error: error, last_error_at: now }).where('channel_id', '=', channelId).execute();
}

/** The language a new channel gets: its default language, else its country, else the network's (zh). */
export function channelLanguage(channel: Pick<YoutubeChannel, 'defaultLanguage' | 'country'>): 'zh' | 'en' | 'ja' {
  const language = channel.defaultLanguage?.toLowerCase() ?? '';
  if (language.startsWith('zh')) return 'zh';
  if (language.startsWith('ja')) return 'ja';
  if (language.startsWith('en')) return 'en';
  const country = channel.country?.toUpperCase() ?? '';
  if (['TW', 'HK', 'CN', 'MO'].includes(country)) return 'zh';
  if (country === 'JP') return 'ja';
  return country ? 'en' : 'zh';
}

/**
 * Records a new grant and links its channels, in one transaction: channels are created when new
 * (source YT); a channel's source becomes this grant; as channel owner the user becomes the owner
 * of channels that have none. Grants of the same user left with no channel are retired.
 * Answers the grant's id and whether the user's channel memberships changed.
 */
export async function linkAuthorization(
  db: Db,
  grant: {
    userId: number;
    role: YoutubeRole;
    contentOwnerId: string | null;
    scopes: string[];
    refreshEncrypted: string;
    accessEncrypted: string;
    accessExpiresAt: Date;
    channels: YoutubeChannel[];
    now: Date;
  },
): Promise<{ id: number; membershipsChanged: boolean }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('youtube_authorizations')
      .values({
        user_id: grant.userId,
        role: grant.role,
        content_owner_id: grant.contentOwnerId,
        scopes: grant.scopes,
        refresh_token_encrypted: grant.refreshEncrypted,
        access_token_encrypted: grant.accessEncrypted,
        access_token_expires_at: grant.accessExpiresAt,
        created_at: grant.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let membershipsChanged = false;
    for (const channel of grant.channels) {
      await trx
        .insertInto('channels')
        .values({
          channel_id: channel.channelId,
          title: channel.title,
          source_type: 'YT',
          language: channelLanguage(channel),
          handle: channel.handle,
          icon_url: channel.iconUrl,
          country: channel.country,
        })
        .onConflict((oc) =>
          oc.column('channel_id').doUpdateSet((eb) => ({
            ...fromExcludedOrKept(eb, 'channels', ['handle', 'icon_url']),
            country: eb.fn.coalesce('channels.country', 'excluded.country'),
          })),
        )
        .execute();
      await trx
        .insertInto('channel_sources')
        .values({ channel_id: channel.channelId, authorization_id: id, last_error: null, last_error_at: null })
        .onConflict((oc) => oc.column('channel_id').doUpdateSet({ authorization_id: id, last_error: null, last_error_at: null }))
        .execute();
      if (grant.role === 'channel_owner') {
        // The channel's row is locked so that two grants arriving together cannot both add an owner.
        await trx.selectFrom('channels').select('channel_id').where('channel_id', '=', channel.channelId).forUpdate().execute();
        const owner = await trx
          .selectFrom('channel_members')
          .select('user_id')
          .where('channel_id', '=', channel.channelId)
          .where('member_type', '=', 'owner')
          .executeTakeFirst();
        if (!owner) {
          await trx
            .insertInto('channel_members')
            .values({ channel_id: channel.channelId, user_id: grant.userId, member_type: 'owner' })
            .onConflict((oc) => oc.columns(['channel_id', 'user_id']).doUpdateSet({ member_type: 'owner' }))
            .execute();
          membershipsChanged = true;
        }
      }
    }
    // An earlier grant of this user whose channels all moved to this one is of no further use.
    await trx
      .updateTable('youtube_authorizations as a')
      .set({ revoked_at: grant.now, refresh_token_encrypted: '', access_token_encrypted: null, access_token_expires_at: null })
      .where('a.user_id', '=', grant.userId)
      .where('a.id', '<>', id)
      .where('a.revoked_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('channel_sources as s')
              .select(sql`1`.as('one'))
              .whereRef('s.authorization_id', '=', 'a.id'),
          ),
        ),
      )
      .execute();
    return { id, membershipsChanged };
  });
}
