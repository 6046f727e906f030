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
// - Inviting: an address with an account (or a waiting one) joins at once; any other address gets an
//   invitation of modules/access naming the team and the role (account type = the team's kind),
//   joined when the link is accepted. Open invitations are listed with the team for those who may
//   invite, and resent or revoked under the same right (and the same givable roles).
import {
  canManageTeam,
  canSeeTeam,
  rolesGivable,
  type AdsMemberType,
  type InviteTeamMemberInput,
  type Subject,
  type TeamAction,
  type TeamInfo,
  type TeamInReach,
  type TeamKind,
} from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import type { Db } from '../../db/database.ts';
import { DomainError, forbidden, notFound } from '../../errors/domain-error.ts';
import type { CreatedInvitation, InvitationService } from '../access/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Caller } from '../../security/subject.ts';
import {
  deleteTeamMembers,
  findTeamKind,
  hasOpenTeamInvitation,
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
  /** The caller as the invitation service knows them (inviter of record, mail signature). */
  inviter: Caller;
  /** The request's language: an invitation mail's language. */
  language: LocaleCode;
  userId: number;
  realUserId: number | null;
  ip: string | null;
  /** The caller as the team policies (contract teams/policies.ts) judge them. */
  subject: Subject;
};

/** Who changed a team, from where, and the team (the system log's actor, address and target). */
const byCallerOn = (caller: TeamCaller, team: TeamRow) => ({ actor: caller, ip: caller.ip, target: { type: 'advertiser' as const, id: String(team.id) } });

/** A team as the policies see it, with the caller's role in it. */
const inReach = (team: TeamRow, role: AdsMemberType | null): TeamInReach => ({ id: team.id, kind: team.kind, myRole: role });

export type TeamsDeps = { db: Db; audit: AuditLog; invitations: InvitationService; changed: (userIds: readonly number[]) => void };

export class TeamsService {
  private readonly deps: TeamsDeps;

  constructor(deps: TeamsDeps) {
    this.deps = deps;
  }

  async info(caller: TeamCaller, kind: TeamKind, teamId: number | undefined): Promise<TeamInfo> {
    const { team, role } = await this.resolve(this.deps.db, caller, kind, teamId);
    return this.present(this.deps.db, caller, team, role);
  }

  async rename(caller: TeamCaller, kind: TeamKind, teamId: number | undefined, name: string): Promise<TeamInfo> {
    const changed: number[] = [];
    const answer = await this.deps.db.transaction().execute(async (trx) => {
      const { team, role } = await this.permitted(trx, caller, kind, teamId, 'edit');
      await renameTeam(trx, team.id, name);
      await this.deps.audit.record(
        {
          action: 'team.rename',
          ...byCallerOn(caller, team),
          details: { kind, from: team.name, to: name },
        },
        trx,
      );
      changed.push(...(await findTeamMembers(trx, team.id)).map((m) => m.user_id));
      return this.present(trx, caller, { ...team, name }, role);
    });
    // Cached profiles carry team names: dropped once the change is committed.
    this.deps.changed(changed);
    return answer;
  }

  async invite(caller: TeamCaller, kind: TeamKind, input: InviteTeamMemberInput): Promise<TeamInfo & { result: 'added' | 'invited'; mail_sent: boolean }> {
    const changed: number[] = [];
    let created: CreatedInvitation | null = null;
    const answer = await this.deps.db.transaction().execute(async (trx) => {
      const { team, role } = await this.permitted(trx, caller, kind, input.advertiser_id, 'invite');
      if (!rolesGivable(caller.subject, inReach(team, role), 'invite').includes(input.role)) throw new DomainError('errors.roleNotAllowed');
      const user = await findLiveUserByEmail(trx, input.email);
      let userId: number;
      if (user) {
        // Already invited onto this very team: the open invitation is resent, not doubled.
        if (user.pending_invitation && (await hasOpenTeamInvitation(trx, team.id, user.id))) {
          throw new DomainError('errors.alreadyInvited', { fields: { email: 'errors.alreadyInvited' } });
        }
        if (!(await insertTeamMember(trx, team.id, user.id, input.role))) throw new DomainError('errors.alreadyTeamMember');
        userId = user.id;
        changed.push(user.id);
      } else {
        created = await this.deps.invitations.create(
          trx,
          caller.inviter,
          {
            email: input.email,
            name: input.email.split('@')[0]!,
            account_type: kind,
            language: caller.language,
            channel_id: null,
            member_type: null,
            team: { id: team.id, role: input.role },
          },
          { ip: caller.ip ?? '' },
        );
        userId = created.userId;
      }
      const result = created ? 'invited' : 'added';
      await this.deps.audit.record(
        {
          action: 'team.member_add',
          ...byCallerOn(caller, team),
          targetUserId: userId,
          details: { kind, email: input.email, role: input.role, result },
        },
        trx,
      );
      return { ...(await this.present(trx, caller, team, role)), result } as const;
    });
    this.deps.changed(changed);
    // Mailed once the invitation exists for good; a failed mail leaves it to be resent.
    const sent = created ? await this.deps.invitations.send(caller.inviter.profile, created) : true;
    return { ...answer, mail_sent: sent };
  }

  /** A new link for an open team invitation (the old one dies), for those who may invite that role to its team. */
  async resendInvitation(caller: TeamCaller, id: number): Promise<TeamInfo & { mail_sent: boolean }> {
    const { team, role, row } = await this.invitationInReach(caller, id);
    const { mail_sent } = await this.deps.invitations.renew(caller.inviter, row, { ip: caller.ip ?? '' });
    return { ...(await this.present(this.deps.db, caller, team, role)), mail_sent };
  }

  /** Withdraws an open team invitation (its waiting account goes with it), under the same rule as resending. */
  async revokeInvitation(caller: TeamCaller, id: number): Promise<TeamInfo> {
    const { team, role, row } = await this.invitationInReach(caller, id);
    await this.deps.invitations.withdraw(caller.inviter, row, { ip: caller.ip ?? '' });
    return this.present(this.deps.db, caller, team, role);
  }

  async removeMembers(caller: TeamCaller, kind: TeamKind, teamId: number | undefined, userIds: readonly number[]): Promise<TeamInfo> {
    const targets = [...new Set(userIds)];
    const answer = await this.deps.db.transaction().execute(async (trx) => {
      const { team, role } = await this.permitted(trx, caller, kind, teamId, 'remove');
      const members = await findTeamMembers(trx, team.id);
      const byId = new Map(members.map((m) => [m.user_id, m]));
      // Another team's member (or nobody) does not exist here; nothing is removed.
      if (targets.some((id) => !byId.has(id))) throw notFound();
      const removable = rolesGivable(caller.subject, inReach(team, role), 'remove');
      if (targets.some((id) => !removable.includes(byId.get(id)!.role))) throw new DomainError('errors.roleNotAllowed');
      const ownersLeft = members.filter((m) => m.role === 'adsOwner' && !targets.includes(m.user_id)).length;
      if (ownersLeft === 0) throw new DomainError('errors.lastTeamOwner');
      await deleteTeamMembers(trx, team.id, targets);
      await this.deps.audit.record(
        {
          action: 'team.member_remove',
          ...byCallerOn(caller, team),
          targetUserId: targets.length === 1 ? targets[0] : null,
          details: { kind, members: targets.map((id) => ({ user_id: id, role: byId.get(id)!.role })) },
        },
        trx,
      );
      // Callers who removed themselves answer as what they are now.
      const now = targets.includes(caller.userId) ? null : role;
      return this.present(trx, caller, team, now);
    });
    this.deps.changed(targets);
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
    if (!canSeeTeam(caller.subject, inReach(team, role))) throw notFound();
    return { team, role };
  }

  private async permitted(trx: Db, caller: TeamCaller, kind: TeamKind, teamId: number | undefined, action: Exclude<TeamAction, 'view'>) {
    const resolved = await this.resolve(trx, caller, kind, teamId, true);
    if (!canManageTeam(caller.subject, inReach(resolved.team, resolved.role), action)) throw forbidden();
    return resolved;
  }

  /**
   * A team invitation and its team, when the caller may invite its role there. Not a team
   * invitation, or a team the caller does not see: 404; seen but not theirs to invite to: 403.
   */
  private async invitationInReach(caller: TeamCaller, id: number) {
    const row = await this.deps.invitations.find(id);
    if (!row || row.advertiser_id === null || row.ads_role === null) throw notFound();
    const kind = await findTeamKind(this.deps.db, row.advertiser_id);
    if (!kind) throw notFound();
    const { team, role } = await this.permitted(this.deps.db, caller, kind, row.advertiser_id, 'invite');
    if (!rolesGivable(caller.subject, inReach(team, role), 'invite').includes(row.ads_role)) throw new DomainError('errors.roleNotAllowed');
    return { team, role, row };
  }

  private async present(db: Db, caller: TeamCaller, team: TeamRow, role: AdsMemberType | null): Promise<TeamInfo> {
    const place = inReach(team, role);
    const canInvite = canManageTeam(caller.subject, place, 'invite');
    const [members, mine, invitations] = await Promise.all([
      findTeamMembers(db, team.id),
      findTeamsOfUser(db, caller.userId, team.kind),
      canInvite ? this.deps.invitations.openForTeam(db, team.id) : [],
    ]);
    return {
      advertiser: { id: team.id, name: team.name, kind: team.kind, created_at: team.created_at.toISOString() },
      members: members.map((m) => ({ ...m, account_type: m.account_type as TeamInfo['members'][number]['account_type'] })),
      my_role: role,
      can_edit: canManageTeam(caller.subject, place, 'edit'),
      can_invite: canInvite,
      can_remove: canManageTeam(caller.subject, place, 'remove'),
      invitable_roles: rolesGivable(caller.subject, place, 'invite'),
      my_teams: mine,
      invitations,
    };
  }
}
