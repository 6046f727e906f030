// Advertiser and reseller teams (spec 2, 6, 7): view the team, rename it, invite and remove members.
// - A team exists for its members, for admin and super staff, and for whoever holds a permission
//   entry for it (`advertiser:view_info` or one of the actions below; global, or scoped to its id).
// - Renaming, inviting and removing: admin and super staff; the team's own adsOwner when their role
//   grants the kind's component (manageAdsMembers, manageResellTeam); or a permission entry
//   (`<kind>_team:edit|invite|remove`, global or scoped to the team). An explicit denial entry takes
//   the right away, whatever the role says.
// - Roles given and removed: the caller's spec 6 allowInviteAds; a permission entry alone lets
//   one give and remove adsClient and adsMember. A team always keeps an owner.
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

export type TeamAction = 'view' | 'edit' | 'invite' | 'remove';
/** The caller's permission entry for an action on a team: granted, explicitly denied, or none. */
export type TeamGrant = 'granted' | 'denied' | null;

export type TeamCaller = {
  userId: number;
  realUserId: number | null;
  ip: string | null;
  /** Admin and super staff: every team, every role. */
  top: boolean;
  /** Holds the kind's management component by role (for the teams they own). */
  holdsComponent: boolean;
  /** Spec 6 allowInviteAds of the caller. */
  allowInviteAds: ReadonlySet<AdsMemberType>;
  permission: (action: TeamAction, teamId: number) => TeamGrant;
};

/**
 * Adds someone to a team. Today an existing user joins at once; the invitation service of
 * modules/access (mail, acceptance) takes over once its invitations can carry a team and a role.
 */
export type TeamInviter = (db: Db, team: TeamRow, email: string, role: AdsMemberType) => Promise<{ result: 'added' | 'invited'; userId: number | null }>;

const everyRole: readonly AdsMemberType[] = ['adsOwner', 'adsClient', 'adsMember'];
/** What a permission entry alone lets one give and take: not ownership. */
const rolesByPermission: readonly AdsMemberType[] = ['adsClient', 'adsMember'];

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
      const { team, role } = await this.permitted(trx, caller, kind, teamId, 'edit');
      await renameTeam(trx, team.id, name);
      await this.audit.record(trx, {
        action: 'team.rename',
        actorId: caller.userId,
        realActorId: caller.realUserId,
        ip: caller.ip,
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
      const { team, role } = await this.permitted(trx, caller, kind, input.advertiser_id, 'invite');
      if (!givableRoles(caller, 'invite', team.id, role).includes(input.role)) throw new AppError(403, 'errors.roleNotAllowed');
      const outcome = await this.inviter(trx, team, input.email, input.role);
      await this.audit.record(trx, {
        action: 'team.member_add',
        actorId: caller.userId,
        realActorId: caller.realUserId,
        ip: caller.ip,
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
      const { team, role } = await this.permitted(trx, caller, kind, teamId, 'remove');
      const members = await findTeamMembers(trx, team.id);
      const byId = new Map(members.map((m) => [m.user_id, m]));
      // Another team's member (or nobody) does not exist here; nothing is removed.
      if (targets.some((id) => !byId.has(id))) throw notFound();
      const removable = givableRoles(caller, 'remove', team.id, role);
      if (targets.some((id) => !removable.includes(byId.get(id)!.role))) throw new AppError(403, 'errors.roleNotAllowed');
      const ownersLeft = members.filter((m) => m.role === 'adsOwner' && !targets.includes(m.user_id)).length;
      if (ownersLeft === 0) throw new AppError(409, 'errors.lastTeamOwner');
      await deleteTeamMembers(trx, team.id, targets);
      await this.audit.record(trx, {
        action: 'team.member_remove',
        actorId: caller.userId,
        realActorId: caller.realUserId,
        ip: caller.ip,
        targetType: 'advertiser',
        targetId: String(team.id),
        targetUserId: targets.length === 1 ? targets[0] : null,
        details: { kind, members: targets.map((id) => ({ user_id: id, role: byId.get(id)!.role })) },
      });
      // Callers who removed themselves answer as what they are now.
      const now = targets.includes(caller.userId) ? null : role;
      return this.present(trx, caller, team, now);
    });
    this.changed(targets);
    return answer;
  }

  // ---- helpers ----

  /** The team named (or the caller's first of the kind), when the caller may see it; else 404. */
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
    if (!sees(caller, team.id, role)) throw notFound();
    return { team, role };
  }

  private async permitted(trx: Db, caller: TeamCaller, kind: TeamKind, teamId: number | undefined, action: Exclude<TeamAction, 'view'>) {
    const resolved = await this.resolve(trx, caller, kind, teamId, true);
    if (!may(caller, action, resolved.team.id, resolved.role)) throw forbidden();
    return resolved;
  }

  private async present(db: Db, caller: TeamCaller, team: TeamRow, role: AdsMemberType | null): Promise<TeamInfo> {
    const [members, mine] = await Promise.all([findTeamMembers(db, team.id), findTeamsOfUser(db, caller.userId, team.kind)]);
    return {
      advertiser: { id: team.id, name: team.name, kind: team.kind, created_at: team.created_at.toISOString() },
      members: members.map((m) => ({ ...m, account_type: m.account_type as TeamInfo['members'][number]['account_type'] })),
      my_role: role,
      can_edit: may(caller, 'edit', team.id, role),
      can_invite: may(caller, 'invite', team.id, role),
      can_remove: may(caller, 'remove', team.id, role),
      invitable_roles: givableRoles(caller, 'invite', team.id, role),
      my_teams: mine,
    };
  }
}

/** Members, admin and super staff, and holders of a permission entry for the team (to view it, or to act on it). */
function sees(caller: TeamCaller, teamId: number, role: AdsMemberType | null): boolean {
  const grant = caller.permission('view', teamId);
  if (grant === 'denied') return false;
  if (role !== null || caller.top || grant === 'granted') return true;
  return (['edit', 'invite', 'remove'] as const).some((action) => caller.permission(action, teamId) === 'granted');
}

function may(caller: TeamCaller, action: Exclude<TeamAction, 'view'>, teamId: number, role: AdsMemberType | null): boolean {
  const grant = caller.permission(action, teamId);
  if (grant === 'denied') return false;
  return caller.top || (caller.holdsComponent && role === 'adsOwner') || grant === 'granted';
}

/** Roles the caller gives and takes here: allowInviteAds where their role manages the team, plus what a permission entry allows. */
function givableRoles(caller: TeamCaller, action: 'invite' | 'remove', teamId: number, role: AdsMemberType | null): AdsMemberType[] {
  if (!may(caller, action, teamId, role)) return [];
  const byRole = caller.top || (caller.holdsComponent && role === 'adsOwner');
  const byPermission = caller.permission(action, teamId) === 'granted' ? rolesByPermission : [];
  return everyRole.filter((r) => (byRole && caller.allowInviteAds.has(r)) || byPermission.includes(r));
}

/** Until the invitation service can invite into a team: an existing user joins at once (docs/decisions.md). */
export const addExistingUser: TeamInviter = async (db, team, email, role) => {
  const user = await findLiveUserByEmail(db, email);
  if (!user) throw invalidInput({ email: 'validation.userNotFound' });
  const added = await insertTeamMember(db, team.id, user.id, role);
  if (!added) throw new AppError(409, 'errors.alreadyTeamMember');
  return { result: 'added', userId: user.id };
};
