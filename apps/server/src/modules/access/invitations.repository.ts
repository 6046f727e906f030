// SQL for invitations: the waiting account, the invitation row with its hashed link token, reading
// them back for the lists, and the checks of a link.
import type { InvitationStatus } from '@chorus/contract';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InvitationsTable } from '../../db/schema.ts';

/** A password hash no password matches (not an argon2 string): waiting accounts cannot sign in. */
export const UNUSABLE_PASSWORD_HASH = '!invited';

export type InvitationRow = Selectable<InvitationsTable>;
export type InvitationView = InvitationRow & {
  channel_title: string | null;
  team_name: string | null;
  team_kind: 'advertiser' | 'reseller' | null;
  inviter_email: string | null;
  inviter_name: string | null;
};

export async function accountWithEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'pending_invitation', 'deleted_at'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertWaitingAccount(db: Db, values: { email: string; name: string; account_type: string; language: string }): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...values, password_hash: UNUSABLE_PASSWORD_HASH, pending_invitation: true, is_register_by_email: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertInvitation(db: Db, values: Insertable<InvitationsTable>): Promise<number> {
  const row = await db.insertInto('invitations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function viewQuery(db: Db) {
  return db
    .selectFrom('invitations as i')
    .leftJoin('channels as c', 'c.channel_id', 'i.channel_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .leftJoin('advertisers as a', 'a.id', 'i.advertiser_id')
    .selectAll('i')
    .select(['c.title as channel_title', 'a.name as team_name', 'a.kind as team_kind', 'u.email as inviter_email', 'u.name as inviter_name']);
}

export async function invitationById(db: Db, id: number): Promise<InvitationView | undefined> {
  return viewQuery(db).where('i.id', '=', id).executeTakeFirst();
}

export async function listInvitations(
  db: Db,
  filter: { invitedBy: number | null; status?: InvitationStatus; q?: string; now: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: InvitationView[]; total: number }> {
  let query = viewQuery(db);
  if (filter.invitedBy !== null) query = query.where('i.invited_by', '=', filter.invitedBy);
  if (filter.q) {
    const q = filter.q.toLowerCase();
    query = query.where((eb) => eb.or([eb(sql`position(${q} in lower(i.email))`, '>', 0), eb(sql`position(${q} in lower(i.name))`, '>', 0)]));
  }
  switch (filter.status) {
    case 'accepted':
      query = query.where('i.accepted_at', 'is not', null);
      break;
    case 'revoked':
      query = query.where('i.revoked_at', 'is not', null);
      break;
    case 'pending':
      query = query.where('i.accepted_at', 'is', null).where('i.revoked_at', 'is', null).where('i.expires_at', '>', filter.now);
      break;
    case 'expired':
      query = query.where('i.accepted_at', 'is', null).where('i.revoked_at', 'is', null).where('i.expires_at', '<=', filter.now);
      break;
  }
  const [rows, count] = await Promise.all([
    query.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The open invitation a link names: token and account match, not used, revoked or expired, account still waiting. */
export async function liveInvitation(db: Db, tokenHash: string, userId: number, now: Date) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('advertisers as a', 'a.id', 'i.advertiser_id')
    .select(['i.id', 'i.email', 'i.name', 'i.account_type', 'i.expires_at', 'i.language', 'i.ads_role', 'a.name as team_name', 'a.kind as team_kind'])
    .where('i.token_hash', '=', tokenHash)
    .where('i.user_id', '=', userId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where('u.pending_invitation', '=', true)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Marks the link used, in the caller's transaction; answers the invitation when it was still open. */
export async function consumeInvitation(db: Db, tokenHash: string, userId: number, now: Date) {
  return db
    .updateTable('invitations')
    .set({ accepted_at: now })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'channel_id', 'advertiser_id', 'ads_role'])
    .executeTakeFirst();
}

export async function activateAccount(db: Db, userId: number, passwordHash: string, now: Date, language?: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      password_changed_at: now,
      pending_invitation: false,
      last_login_at: now,
      failed_logins: 0,
      locked_until: null,
      ...(language ? { language } : {}),
    })
    .where('id', '=', userId)
    .where('pending_invitation', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The open invitations of an account end (its deletion, an e-mail change). */
export async function closeOpenInvitations(db: Db, userId: number, change: { revoked_at?: Date; revoked_by?: number | null; expires_at?: Date }) {
  await db.updateTable('invitations').set(change).where('user_id', '=', userId).where('accepted_at', 'is', null).where('revoked_at', 'is', null).execute();
}

/** A team's open invitations (neither accepted nor revoked; expired ones included, to be resent), newest first. */
export async function openTeamInvitations(db: Db, teamId: number): Promise<InvitationView[]> {
  return viewQuery(db)
    .where('i.advertiser_id', '=', teamId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}
