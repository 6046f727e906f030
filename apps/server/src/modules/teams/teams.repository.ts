// SQL for advertiser and reseller teams (advertisers of kind `advertiser` or `reseller`) and their members.
import type { AdsMemberType, TeamKind } from '@chorus/contract';
import type { Db } from '../../db/database.ts';

export type TeamRow = { id: number; name: string; kind: TeamKind; created_at: Date };
export type TeamMemberRow = { user_id: number; email: string; name: string; account_type: string; role: AdsMemberType };

export async function findTeamsOfUser(db: Db, userId: number, kind: TeamKind): Promise<{ id: number; name: string; role: AdsMemberType }[]> {
  return db
    .selectFrom('advertiser_members as m')
    .innerJoin('advertisers as a', 'a.id', 'm.advertiser_id')
    .select(['a.id', 'a.name', 'm.role'])
    .where('m.user_id', '=', userId)
    .where('a.kind', '=', kind)
    .orderBy('a.id')
    .execute();
}

/** The team of this kind; locked for the transaction when `forUpdate`. */
export async function findTeam(db: Db, id: number, kind: TeamKind, forUpdate = false): Promise<TeamRow | undefined> {
  let query = db.selectFrom('advertisers').select(['id', 'name', 'kind', 'created_at']).where('id', '=', id).where('kind', '=', kind);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The kind of a team (advertiser or reseller), when it exists. */
export async function findTeamKind(db: Db, id: number): Promise<TeamKind | undefined> {
  return (await db.selectFrom('advertisers').select('kind').where('id', '=', id).executeTakeFirst())?.kind;
}

/** Whether this (waiting) account has an open invitation onto this team. */
export async function hasOpenTeamInvitation(db: Db, teamId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where('advertiser_id', '=', teamId)
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findTeamRole(db: Db, teamId: number, userId: number): Promise<AdsMemberType | null> {
  const row = await db.selectFrom('advertiser_members').select('role').where('advertiser_id', '=', teamId).where('user_id', '=', userId).executeTakeFirst();
  return row?.role ?? null;
}

const roleOrder = { adsOwner: 0, adsClient: 1, adsMember: 2 } as const;

export async function findTeamMembers(db: Db, teamId: number): Promise<TeamMemberRow[]> {
  const rows = await db
    .selectFrom('advertiser_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'u.name', 'u.account_type', 'm.role'])
    .where('m.advertiser_id', '=', teamId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.name')
    .orderBy('m.user_id')
    .execute();
  return rows.sort((a, b) => roleOrder[a.role] - roleOrder[b.role]);
}

export async function renameTeam(db: Db, teamId: number, name: string): Promise<void> {
  await db.updateTable('advertisers').set({ name }).where('id', '=', teamId).execute();
}

export async function insertTeamMember(db: Db, teamId: number, userId: number, role: AdsMemberType): Promise<boolean> {
  const inserted = await db
    .insertInto('advertiser_members')
    .values({ advertiser_id: teamId, user_id: userId, role })
    .onConflict((oc) => oc.columns(['advertiser_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteTeamMembers(db: Db, teamId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('advertiser_members')
    .where('advertiser_id', '=', teamId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

export async function findLiveUserByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; email: string; name: string; pending_invitation: boolean } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'pending_invitation'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
