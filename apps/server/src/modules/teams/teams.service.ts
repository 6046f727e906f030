// Advertiser and reseller teams (spec 2, 6, 7): view the team, rename it, invite and remove members.
// - A team exists for its members, and for admin and super staff (who manage every team).
// - Changes need the route's component (manageAdsMembers / manageResellTeam) and, except for admin
//   and super staff, the adsOwner role in that very team.
// - A manager gives and removes only the team roles they may invite (spec 6 allowInviteAds), and a
//   team always keeps an owner.
// - Someone who is not a member of the team named is not found (404), whatever they are elsewhere.
import type { AdsMemberType, InviteTeamMemberInput, TeamInfo, TeamKind } from '@chorus/contract';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, invalidInput, notFound } from '../../http/app-error.ts';
import type { AuditSink } from '../ownership/audit-port.ts';
import {
  deleteTeamMembers,
  findLiveUserByEmail,
  findTeam,
  findTeamMembers,
  findTeamRole,
  findTeamsOfUser,
  insertTeamMember,
  renameTeam,
  type TeamRow,
} from './teams.repository.ts';

export type TeamCaller = {
  userId: number;
  realUserId: number | null;
  /** Admin and super staff: every team, every role. */
  top: boolean;
  /** Holds the kind's management component. */
  holdsComponent: boolean;
  /** Spec 6 allowInviteAds of the caller. */
  allowInviteAds: ReadonlySet<AdsMemberType>;
};

/**
 * Adds someone to a team. Today: an existing user joins at once. The invitation service of
 * modules/access (mail, acceptance) replaces this when it can invite into an advertiser team.
 */
export type TeamInviter = (db: Db, team: TeamRow, email: string, role: AdsMemberType) => Promise<{ result: 'added' | 'invited'; userId: number | null }>;

export class TeamsService {
  private readonly db: Db;
  private readonly audit: AuditSink;
  private readonly inviter: TeamInviter;
  private readonly changed: (userIds: readonly number[]) => void;

  constructor(deps: { db: Db; audit: AuditSink; inviter?: TeamInviter; changed: (userIds: readonly number[]) => void }) {
    this.db = deps.db;
    this.audit = deps.audit;
    this.inviter = deps.inviter ?? addExistingUser;
    this.changed = deps.changed;
  }

  async info(caller: TeamCaller, kind: TeamKind, teamId: number | undefined): Promise<TeamInfo> {
    const { team, role } = await this.resolve(this.db, caller, kind, teamId);
    return this.present(this.db, caller, team, role);
  }

  async rename(caller: TeamCaller, kind: TeamKind, teamId: number | undefined, name: string): Promise<TeamInfo> {
    const changed: number[] = [];
    const answer = await this.db.transaction().execute(async (trx) => {
      const { team, role } = await this.managed(trx, caller, kind, teamId);
      await renameTeam(trx, team.id, name);
      await this.audit.record(trx, {
        actorId: caller.userId,
        realActorId: caller.realUserId,
        action: 'team.rename',
        targetType: 'advertiser',
        targetId: String(team.id),
        details: { kind, from: team.name, to: name },
      });
      changed.push(...(await findTeamMembers(trx, team.id)).map((m) => m.user_id));
      return this.present(trx, caller, { ...team, name }, role);
    });
    // Cached profiles carry team names: dropped once the change is committed.
    this.changed(changed);
    return answer;
  }

  async invite(caller: TeamCaller, kind: TeamKind, input: InviteTeamMemberInput): Promise<TeamInfo & { result: 'added' | 'invited' }> {
    const changed: number[] = [];
    const answer = await this.db.transaction().execute(async (trx) => {
      const { team, role } = await this.managed(trx, caller, kind, input.advertiser_id);
      if (!caller.allowInviteAds.has(input.role)) throw new AppError(403, 'errors.roleNotAllowed');
      const outcome = await this.inviter(trx, team, input.email, input.role);
      await this.audit.record(trx, {
        actorId: caller.userId,
        realActorId: caller.realUserId,
        action: 'team.member_add',
        targetType: 'advertiser',
        targetId: String(team.id),
        targetUserId: outcome.userId,
        details: { kind, email: input.email, role: input.role, result: outcome.result },
      });
      if (outcome.userId !== null) changed.push(outcome.userId);
      return { ...(await this.present(trx, caller, team, role)), result: outcome.result };
    });
    this.changed(changed);
    return answer;
  }

  async removeMembers(caller: TeamCaller, kind: TeamKind, teamId: number | undefined, userIds: readonly number[]): Promise<TeamInfo> {
    const targets = [...new Set(userIds)];
    const answer = await this.db.transaction().execute(async (trx) => {
      const { team, role } = await this.managed(trx, caller, kind, teamId);
      const members = await findTeamMembers(trx, team.id);
      const byId = new Map(members.map((m) => [m.user_id, m]));
      // Another team's member (or nobody) does not exist here; nothing is removed.
      if (targets.some((id) => !byId.has(id))) throw notFound();
      if (targets.some((id) => !caller.allowInviteAds.has(byId.get(id)!.role))) throw new AppError(403, 'errors.roleNotAllowed');
      const ownersLeft = members.filter((m) => m.role === 'adsOwner' && !targets.includes(m.user_id)).length;
      if (ownersLeft === 0) throw new AppError(409, 'errors.lastTeamOwner');
      await deleteTeamMembers(trx, team.id, targets);
      await this.audit.record(trx, {
        actorId: caller.userId,
        realActorId: caller.realUserId,
        action: 'team.member_remove',
        targetType: 'advertiser',
        targetId: String(team.id),
        targetUserId: targets.length === 1 ? targets[0] : null,
        details: { kind, members: targets.map((id) => ({ user_id: id, role: byId.get(id)!.role })) },
      });
      // Callers who removed themselves no longer manage the team.
      return this.present(trx, caller, team, targets.includes(caller.userId) ? null : role);
    });
    this.changed(targets);
    return answer;
  }

  // ---- helpers ----

  private async resolve(db: Db, caller: TeamCaller, kind: TeamKind, teamId: number | undefined, forUpdate = false) {
    let id = teamId;
    if (id === undefined) {
      const [first] = await findTeamsOfUser(db, caller.userId, kind);
      if (!first) throw notFound();
      id = first.id;
    }
    const team = await findTeam(db, id, kind, forUpdate);
    if (!team) throw notFound();
    const role = await findTeamRole(db, team.id, caller.userId);
    if (role === null && !caller.top) throw notFound();
    return { team, role };
  }

  private async managed(trx: Db, caller: TeamCaller, kind: TeamKind, teamId: number | undefined) {
    const resolved = await this.resolve(trx, caller, kind, teamId, true);
    if (!canManage(caller, resolved.role)) throw forbidden();
    return resolved;
  }

  private async present(db: Db, caller: TeamCaller, team: TeamRow, role: AdsMemberType | null): Promise<TeamInfo> {
    const [members, mine] = await Promise.all([findTeamMembers(db, team.id), findTeamsOfUser(db, caller.userId, team.kind)]);
    const manages = canManage(caller, role);
    return {
      advertiser: { id: team.id, name: team.name, kind: team.kind, created_at: team.created_at.toISOString() },
      members: members.map((m) => ({ ...m, account_type: m.account_type as TeamInfo['members'][number]['account_type'] })),
      my_role: role,
      can_manage: manages,
      invitable_roles: manages ? (['adsOwner', 'adsClient', 'adsMember'] as const).filter((r) => caller.allowInviteAds.has(r)) : [],
      my_teams: mine,
    };
  }
}

function canManage(caller: TeamCaller, role: AdsMemberType | null): boolean {
  return caller.top || (caller.holdsComponent && role === 'adsOwner');
}

/** Until the invitation service can invite into a team: an existing user joins at once (docs/decisions.md). */
export const addExistingUser: TeamInviter = async (db, team, email, role) => {
  const user = await findLiveUserByEmail(db, email);
  if (!user) throw invalidInput({ email: 'validation.userNotFound' });
  const added = await insertTeamMember(db, team.id, user.id, role);
  if (!added) throw new AppError(409, 'errors.alreadyTeamMember');
  return { result: 'added', userId: user.id };
};
