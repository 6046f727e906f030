// Member lists by team (spec 2) and user administration (spec 7): who sees which team, removing
// members from a channel, deleting accounts, changing an account's type or e-mail. A caller without
// the function at all gets 403 (the route layer judges canListUsers, canRemoveChannelMembers,
// canDeleteUsers, canSetUserTypes, canChangeUserEmails); an object outside their scope (another
// owner's channel, another team's member) does not exist for them: 404 (contract access/policies.ts).
import {
  canGiveAccountType,
  canManageAccount,
  canRemoveMembersOf,
  isManaging,
  membersInReach,
  systemAccountTypes,
  type AccountType,
  type MemberTeam,
} from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { DomainError, forbidden, notFound } from '../../errors/domain-error.ts';
import { subjectOf, type Caller } from '../../security/subject.ts';
import type { UserProfile } from '../users/index.ts';
import type { UserRow } from '../users/index.ts';
import { closeOpenInvitations } from './invitations.repository.ts';
import {
  channelExists,
  channelsOfContentOwner,
  listAdvertiserMembers,
  listChannelMembers,
  listPeople,
  liveAccount,
  membershipsIn,
  ownedTeams,
  type PeopleFilter,
} from './members.repository.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';

type ListQuery = {
  team?: MemberTeam;
  q?: string;
  channel_id?: string;
  advertiser_id?: number;
  account_type?: AccountType;
  status?: 'active' | 'invited';
  page?: number;
  page_size?: number;
};

type PersonColumns = {
  id: number;
  email: string;
  account: string | null;
  name: string;
  account_type: string;
  pending_invitation: boolean;
  has_cms_permissions: boolean;
  created_at: Date;
  last_login_at: Date | null;
};

export function presentUser(row: PersonColumns) {
  return {
    id: row.id,
    email: row.email,
    account: row.account,
    name: row.name,
    account_type: row.account_type as AccountType,
    status: row.pending_invitation ? ('invited' as const) : ('active' as const),
    has_cms_permissions: row.has_cms_permissions,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

const outranks = () => new DomainError('errors.targetOutranks');
const notOnYourself = () => new DomainError('errors.notOnYourself');
type Client = { ip: string };

/** What the service uses of the shared infrastructure, and the system log. */
export type MembersDeps = Pick<AppContext, 'db' | 'clock' | 'sessions' | 'users'> & { audit: AuditLog };

export class MembersService {
  private readonly deps: MembersDeps;
  constructor(deps: MembersDeps) {
    this.deps = deps;
  }

  /** Spec 2 member lists. Channel team: every channel for the managing roles, one's own channels for owners. */
  async memberList(profile: UserProfile, query: ListQuery) {
    const team = query.team ?? 'channel';
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 20;
    const paging = { limit: pageSize, offset: (page - 1) * pageSize };
    const filter: PeopleFilter = { q: query.q, accountType: query.account_type, status: query.status };
    const base = (row: PersonColumns) => {
      const user = presentUser(row);
      return {
        user_id: user.id,
        email: user.email,
        name: user.name,
        account_type: user.account_type,
        status: user.status,
        has_cms_permissions: user.has_cms_permissions,
        created_at: user.created_at,
        last_login_at: user.last_login_at,
      };
    };

    const reach = membersInReach(subjectOf(profile), team);
    if (reach.kind === 'none') throw forbidden();
    if (team === 'channel') {
      const scope = reach.kind === 'channels' ? reach.ids : null;
      let channels = scope;
      if (query.channel_id !== undefined) {
        const visible = scope === null ? await channelExists(this.deps.db, query.channel_id) : scope.includes(query.channel_id);
        if (!visible) throw notFound();
        channels = [query.channel_id];
      }
      const { rows, total } = await listChannelMembers(this.deps.db, channels, filter, paging);
      const items = rows.map((r) => ({ ...base(r), team, team_id: r.channel_id, team_name: r.channel_title, member_type: r.member_type }));
      return { items, total, page, page_size: pageSize };
    }

    if (team === 'advertiser' || team === 'reseller') {
      const scope = reach.kind === 'every' ? null : await ownedTeams(this.deps.db, profile.row.id, team);
      if (scope !== null && scope.length === 0) throw forbidden();
      let teams = scope;
      if (query.advertiser_id !== undefined) {
        if (scope !== null && !scope.includes(query.advertiser_id)) throw notFound();
        teams = [query.advertiser_id];
      }
      const { rows, total } = await listAdvertiserMembers(this.deps.db, team, teams, filter, paging);
      const items = rows.map((r) => ({ ...base(r), team, team_id: String(r.advertiser_id), team_name: r.advertiser_name, member_type: r.role }));
      return { items, total, page, page_size: pageSize };
    }

    // system: the network's own people; all: everyone.
    const { rows, total } = await listPeople(this.deps.db, team === 'system' ? { ...filter, accountTypes: systemAccountTypes } : filter, paging);
    const items = rows.map((r) => ({ ...base(r), team, team_id: null, team_name: null, member_type: null }));
    return { items, total, page, page_size: pageSize };
  }

  /** The route has judged canListUsers. */
  async userList(query: { q?: string; account_type?: AccountType; status?: 'active' | 'invited'; page?: number; page_size?: number }) {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 20;
    const { rows, total } = await listPeople(
      this.deps.db,
      { q: query.q, accountType: query.account_type, status: query.status },
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items: rows.map(presentUser), total, page, page_size: pageSize };
  }

  /**
   * Removes members from one channel (its owner with the deleteMember right, or a managing role) or
   * from every channel of a CMS (managing roles). All or nothing: an id that is not a member of the
   * channel answers 404; the owner cannot be removed (ownership moves by transfer).
   */
  async deleteMembers(caller: Caller, input: { channel_id?: string; content_owner_id?: string; member_id_list: number[] }, client: Client) {
    // The route has judged canRemoveChannelMembers.
    const subject = caller.subject;
    let channels: string[];
    if (input.channel_id !== undefined) {
      if (!canRemoveMembersOf(subject, input.channel_id) || !(await channelExists(this.deps.db, input.channel_id))) throw notFound();
      channels = [input.channel_id];
    } else {
      // Every channel of a CMS: the managing roles only.
      if (!isManaging(subject)) throw notFound();
      channels = await channelsOfContentOwner(this.deps.db, input.content_owner_id!);
      if (channels.length === 0) throw notFound();
    }
    const ids = [...new Set(input.member_id_list)];
    const memberships = await membershipsIn(this.deps.db, channels, ids);
    for (const id of ids) if (!memberships.some((m) => m.user_id === id)) throw notFound();
    if (memberships.some((m) => m.member_type === 'owner')) throw new DomainError('errors.cannotRemoveOwner');

    await this.deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('channel_members').where('channel_id', 'in', channels).where('user_id', 'in', ids).where('member_type', '!=', 'owner').execute();
      for (const id of ids) {
        const left = memberships.filter((m) => m.user_id === id).map((m) => m.channel_id);
        await this.deps.audit.record(
          {
            action: 'member.remove',
            actor: caller,
            targetUserId: id,
            target: input.channel_id ? { type: 'channel', id: input.channel_id } : { type: 'content_owner', id: input.content_owner_id! },
            details: { channel_ids: left },
            ip: client.ip,
          },
          trx,
        );
      }
    });
    for (const id of ids) this.deps.users.invalidate(id);
    return { ok: true as const, removed: ids };
  }

  /** The account a user-administration call names, if the caller may change it. */
  private async manageable(profile: UserProfile, by: { id?: number; email?: string }): Promise<UserRow> {
    const target = await liveAccount(this.deps.db, by);
    if (!target) throw notFound();
    if (target.id === profile.row.id) throw notOnYourself();
    if (!canManageAccount({ id: profile.row.id, accountType: profile.accountType }, { id: target.id, accountType: target.account_type as AccountType }))
      throw outranks();
    return target;
  }

  /** Soft delete: the row stays (marked deleted), every session of the account ends, open invitations close. */
  async deleteUser(caller: Caller, id: number, client: Client): Promise<void> {
    const target = await this.manageable(caller.profile, { id });
    const now = this.deps.clock.now();
    const revoked = await this.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ deleted_at: now }).where('id', '=', target.id).where('deleted_at', 'is', null).execute();
      // Its own sessions, and any session in which it works as someone else.
      const sessions = await trx
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: 'account_deleted' })
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('user_id', '=', target.id), eb('real_user_id', '=', target.id)]))
        .returning('id')
        .execute();
      await closeOpenInvitations(trx, target.id, { revoked_at: now, revoked_by: caller.userId });
      await this.deps.audit.record(
        {
          action: 'user.delete',
          actor: caller,
          targetUserId: target.id,
          details: { email: target.email, account_type: target.account_type },
          ip: client.ip,
        },
        trx,
      );
      return sessions.map((s) => s.id);
    });
    this.deps.sessions.announceRevoked(revoked);
    this.deps.users.invalidate(target.id);
  }

  /** Spec 7 set_user_type: a type the caller may give (super staff never gives admin), to an account they may manage. */
  async setUserType(caller: Caller, input: { id?: number; email?: string; account_type: AccountType; cms_permissions?: boolean }, client: Client) {
    const profile = caller.profile;
    const target = await this.manageable(profile, { id: input.id, email: input.email });
    if (!canGiveAccountType(subjectOf(profile), input.account_type)) {
      throw new DomainError('errors.cannotInviteRole', { fields: { account_type: 'errors.cannotInviteRole' } });
    }
    const cms = input.cms_permissions ?? target.has_cms_permissions;
    await this.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ account_type: input.account_type, has_cms_permissions: cms }).where('id', '=', target.id).execute();
      // A waiting invitation shows the type the account will have.
      await trx
        .updateTable('invitations')
        .set({ account_type: input.account_type })
        .where('user_id', '=', target.id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
      await this.deps.audit.record(
        {
          action: 'user.type_change',
          actor: caller,
          targetUserId: target.id,
          details: { from: target.account_type, to: input.account_type, cms_permissions: { from: target.has_cms_permissions, to: cms } },
          ip: client.ip,
        },
        trx,
      );
    });
    this.deps.users.invalidate(target.id);
    return { user: presentUser((await liveAccount(this.deps.db, { id: target.id }))!) };
  }

  /**
   * Spec 7 user_change_email. Outstanding reset links die (security plan 21); an invitation still
   * waiting must be sent again to the new address.
   */
  async changeEmail(caller: Caller, input: { original_email: string; new_email: string }, client: Client) {
    const target = await this.manageable(caller.profile, { email: input.original_email });
    if (input.new_email === target.email.toLowerCase()) {
      throw new DomainError('errors.invalidInput', { fields: { new_email: 'validation.sameEmail' } });
    }
    const now = this.deps.clock.now();
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ email: input.new_email }).where('id', '=', target.id).execute();
        await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', target.id).where('used_at', 'is', null).execute();
        await closeOpenInvitations(trx, target.id, { expires_at: now });
        await trx.updateTable('invitations').set({ email: input.new_email }).where('user_id', '=', target.id).where('accepted_at', 'is', null).execute();
        await this.deps.audit.record(
          { action: 'user.email_change', actor: caller, targetUserId: target.id, details: { from: target.email, to: input.new_email }, ip: client.ip },
          trx,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('errors.emailTaken', { fields: { new_email: 'errors.emailTaken' } });
      throw error;
    }
    this.deps.users.invalidate(target.id);
    return { user: presentUser((await liveAccount(this.deps.db, { id: target.id }))!) };
  }
}
