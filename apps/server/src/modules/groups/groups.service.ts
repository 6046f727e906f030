// Channel groups (spec 2, 3): create, rename, remove; member channels; administrators and users
// with an authorization type, found by e-mail. Who may do what:
// - holders of the editChannelGroups component (staff-type roles, and the per-e-mail overrides that
//   name it) see and manage every group;
// - a group's administrators manage that group, adding only channels they own;
// - a group's users see the group and its channels, and nothing of its people;
// - for everyone else the group does not exist (404).
// Group users reach the group's channels' analytics pages through modules/channels/channel-access.ts.
// Being in any group grants the channel group page (a profile capability, UserDirectory): every
// change of a group's people, and removing a group, invalidates the profiles of the people concerned.
import {
  canManageEveryGroup,
  canManageGroup,
  canSeeGroup,
  type CreateGroupInput,
  type GroupDetail,
  type GroupSummary,
  type SetGroupMembersInput,
} from '@chorus/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { DomainError, forbidden, notFound } from '../../errors/domain-error.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import {
  deleteGroup,
  findExistingChannels,
  findGroup,
  findGroupChannels,
  findGroupPeople,
  findGroupSummaries,
  findMembership,
  findOwnedChannels,
  findUsersByEmails,
  insertGroup,
  renameGroup,
  replaceGroupChannels,
  replaceGroupMembers,
  type GroupMemberValue,
  type GroupRow,
} from './groups.repository.ts';
import type { ActingCaller } from '../../security/subject.ts';

/** The caller; its subject is judged by the groups policies (contract groups/policies.ts). */
export type GroupCaller = ActingCaller;

type Access = { role: 'admin' | 'user' | null; authorizationType: 'view' | 'edit' | null; canManage: boolean };

/** Spec 8 "failed to create / modify a channel group", with the refused entries as fields. */
const failed = { create: 'errors.channelGroupCreateFailed', update: 'errors.channelGroupUpdateFailed' } as const;

export class GroupsService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly audit: AuditLog;
  private readonly peopleChanged: (userIds: readonly number[]) => void;

  /** `peopleChanged`: called after the commit with everyone who joined or left a group. */
  constructor(deps: { db: Db; clock: Clock; audit: AuditLog; peopleChanged: (userIds: readonly number[]) => void }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.audit = deps.audit;
    this.peopleChanged = deps.peopleChanged;
  }

  async list(caller: GroupCaller): Promise<GroupSummary[]> {
    const rows = await findGroupSummaries(this.db, caller.userId, canManageEveryGroup(caller.subject));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      created_at: r.created_at.toISOString(),
      channel_count: r.channel_count,
      my_role: r.role,
      my_authorization_type: r.authorization_type,
      can_manage: canManageGroup(caller.subject, { id: r.id, myRole: r.role }),
    }));
  }

  async get(caller: GroupCaller, groupId: number): Promise<GroupDetail> {
    const group = await findGroup(this.db, groupId);
    if (!group) throw notFound();
    const access = await this.access(this.db, caller, groupId);
    return this.detail(this.db, group, access);
  }

  async create(caller: GroupCaller, input: CreateGroupInput): Promise<GroupDetail> {
    if (!canManageEveryGroup(caller.subject)) throw forbidden();
    const { detail, people } = await this.db.transaction().execute(async (trx) => {
      const channelIds = input.channel_ids ?? [];
      const channels = await this.checkChannels(trx, caller, null, channelIds);
      const { members, fields } = await this.resolveMembers(trx, { administrators: input.administrators ?? [], users: input.users ?? [] });
      refuse(failed.create, channels, fields);
      const group = await insertGroup(trx, input.name, caller.userId, this.clock.now());
      await replaceGroupChannels(trx, group.id, channelIds);
      await replaceGroupMembers(trx, group.id, members.map(withoutEmail));
      await this.audit.record(
        {
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          ip: caller.ip,
          action: 'channel_group.create',
          target: { type: 'channel_group', id: String(group.id) },
          details: { name: group.name, channels: [...new Set(channelIds)], members: members.map(memberForLog) },
        },
        trx,
      );
      // The creator may have listed themselves.
      return { detail: await this.detail(trx, group, await this.access(trx, caller, group.id)), people: members.map((m) => m.user_id) };
    });
    this.peopleChanged(people);
    return detail;
  }

  async rename(caller: GroupCaller, groupId: number, name: string): Promise<GroupDetail> {
    return this.db.transaction().execute(async (trx) => {
      const { group, access } = await this.managed(trx, caller, groupId);
      await renameGroup(trx, groupId, name);
      await this.audit.record(
        {
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          ip: caller.ip,
          action: 'channel_group.rename',
          target: { type: 'channel_group', id: String(groupId) },
          details: { from: group.name, to: name },
        },
        trx,
      );
      return this.detail(trx, { ...group, name }, access);
    });
  }

  async remove(caller: GroupCaller, groupId: number): Promise<void> {
    const people = await this.db.transaction().execute(async (trx) => {
      const { group } = await this.managed(trx, caller, groupId);
      const channels = await findGroupChannels(trx, groupId);
      const people = await findGroupPeople(trx, groupId);
      await deleteGroup(trx, groupId);
      await this.audit.record(
        {
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          ip: caller.ip,
          action: 'channel_group.delete',
          target: { type: 'channel_group', id: String(groupId) },
          details: { name: group.name, channels: channels.map((c) => c.channel_id), members: people.map(memberForLog) },
        },
        trx,
      );
      return people.map((p) => p.user_id);
    });
    this.peopleChanged(people);
  }

  async setChannels(caller: GroupCaller, groupId: number, channelIds: readonly string[]): Promise<GroupDetail> {
    return this.db.transaction().execute(async (trx) => {
      const { group, access } = await this.managed(trx, caller, groupId);
      refuse(failed.update, await this.checkChannels(trx, caller, groupId, channelIds));
      const change = await replaceGroupChannels(trx, groupId, channelIds);
      if (change.added.length > 0 || change.removed.length > 0) {
        await this.audit.record(
          {
            actor: { userId: caller.userId, realUserId: caller.realUserId },
            ip: caller.ip,
            action: 'channel_group.channels_change',
            target: { type: 'channel_group', id: String(groupId) },
            details: change,
          },
          trx,
        );
      }
      return this.detail(trx, group, access);
    });
  }

  async setMembers(caller: GroupCaller, groupId: number, input: SetGroupMembersInput): Promise<GroupDetail> {
    const { detail, people } = await this.db.transaction().execute(async (trx) => {
      const { group } = await this.managed(trx, caller, groupId);
      const before = await findGroupPeople(trx, groupId);
      const { members: after, fields } = await this.resolveMembers(trx, input);
      if (Object.keys(fields).length > 0) throw new DomainError(failed.update, { fields });
      await replaceGroupMembers(trx, groupId, after.map(withoutEmail));
      await this.audit.record(
        {
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          ip: caller.ip,
          action: 'channel_group.members_change',
          target: { type: 'channel_group', id: String(groupId) },
          details: { before: before.map(memberForLog), after: after.map(memberForLog) },
        },
        trx,
      );
      // The caller may have just removed themselves from the administrators.
      const detail = await this.detail(trx, group, await this.access(trx, caller, groupId));
      return { detail, people: [...new Set([...before, ...after].map((m) => m.user_id))] };
    });
    this.peopleChanged(people);
    return detail;
  }

  // ---- helpers ----

  /** The caller's place in the group; a group they are not in and cannot manage does not exist. */
  private async access(db: Db, caller: GroupCaller, groupId: number): Promise<Access> {
    const membership = await findMembership(db, groupId, caller.userId);
    const group = { id: groupId, myRole: membership?.role ?? null };
    if (!canSeeGroup(caller.subject, group)) throw notFound();
    return { role: group.myRole, authorizationType: membership?.authorization_type ?? null, canManage: canManageGroup(caller.subject, group) };
  }

  /** The group, locked for this transaction, when the caller manages it: 404 when they cannot see it, 403 for its users. */
  private async managed(trx: Db, caller: GroupCaller, groupId: number): Promise<{ group: GroupRow; access: Access }> {
    const group = await findGroup(trx, groupId, true);
    if (!group) throw notFound();
    const access = await this.access(trx, caller, groupId);
    if (!access.canManage) throw forbidden();
    return { group, access };
  }

  /**
   * Channels must exist; a group administrator without editChannelGroups may add only channels
   * they own (a group makes its channels visible to its people, so only the owner may share one).
   * Channels already in the group may stay or go. Answers the refused entries as fields, and the
   * entries that match no channel (named in the refusal: someone typed a name, not an id).
   */
  private async checkChannels(trx: Db, caller: GroupCaller, groupId: number | null, channelIds: readonly string[]): Promise<ChannelCheck> {
    const current = new Set(groupId === null ? [] : (await findGroupChannels(trx, groupId)).map((c) => c.channel_id));
    const fresh = channelIds.filter((id) => !current.has(id));
    const fields: Record<string, string> = {};
    const unmatched: string[] = [];
    if (canManageEveryGroup(caller.subject)) {
      const existing = await findExistingChannels(trx, fresh);
      channelIds.forEach((id, i) => {
        if (current.has(id) || existing.has(id)) return;
        fields[`channel_ids.${i}`] = 'validation.noSuchChannel';
        unmatched.push(id);
      });
    } else {
      // Unknown and not-owned channels get the same answer: nothing here tells whether a channel exists.
      const owned = await findOwnedChannels(trx, caller.userId, fresh);
      channelIds.forEach((id, i) => {
        if (!current.has(id) && !owned.has(id)) fields[`channel_ids.${i}`] = 'validation.channelNotOwned';
      });
    }
    return { fields, unmatched };
  }

  /** The people named by e-mail (administrators are `edit`), and the refused entries as fields. */
  private async resolveMembers(
    trx: Db,
    input: SetGroupMembersInput,
  ): Promise<{ members: (GroupMemberValue & { email: string })[]; fields: Record<string, string> }> {
    const fields: Record<string, string> = {};
    const found = await findUsersByEmails(trx, [...input.administrators, ...input.users.map((u) => u.email)]);
    const members = new Map<number, GroupMemberValue & { email: string }>();
    const place = (email: string, field: string, role: 'admin' | 'user', authorization_type: 'view' | 'edit') => {
      const user = found.get(email);
      if (!user) {
        fields[field] = 'validation.userNotFound';
        return;
      }
      const already = members.get(user.id);
      if (already && (already.role !== role || already.authorization_type !== authorization_type)) {
        fields[field] = 'validation.duplicateMember';
        return;
      }
      members.set(user.id, { user_id: user.id, role, authorization_type, email: user.email });
    };
    input.administrators.forEach((email, i) => place(email, `administrators.${i}`, 'admin', 'edit'));
    input.users.forEach((u, i) => place(u.email, `users.${i}.email`, 'user', u.authorization_type));
    return { members: [...members.values()], fields };
  }

  private async detail(db: Db, group: GroupRow, access: Access): Promise<GroupDetail> {
    const channels = await findGroupChannels(db, group.id);
    const people = access.canManage ? await findGroupPeople(db, group.id) : null;
    return {
      id: group.id,
      name: group.name,
      created_at: group.created_at.toISOString(),
      channel_count: channels.length,
      my_role: access.role,
      my_authorization_type: access.authorizationType,
      can_manage: access.canManage,
      channels,
      administrators: people ? people.filter((p) => p.role === 'admin').map(({ user_id, email, name }) => ({ user_id, email, name })) : null,
      users: people
        ? people.filter((p) => p.role === 'user').map(({ user_id, email, name, authorization_type }) => ({ user_id, email, name, authorization_type }))
        : null,
    };
  }
}

type ChannelCheck = { fields: Record<string, string>; unmatched: string[] };

/**
 * Throws when any entry was refused: entries that match no channel are named in the message;
 * otherwise spec 8's "failed to create / modify a channel group", with the refused entries as fields.
 */
function refuse(code: string, channels: ChannelCheck, memberFields: Record<string, string> = {}): void {
  const fields = { ...channels.fields, ...memberFields };
  if (channels.unmatched.length > 0) {
    const named = [...new Set(channels.unmatched)];
    // The first few are enough to recognise the mistake; every one is marked in the fields.
    const entries = named.length > 5 ? `${named.slice(0, 5).join(', ')}, …` : named.join(', ');
    throw new DomainError('errors.noChannelMatches', { fields, params: { entries } });
  }
  if (Object.keys(fields).length > 0) throw new DomainError(code, { fields });
}

function withoutEmail({ email: _email, ...member }: GroupMemberValue & { email: string }): GroupMemberValue {
  return member;
}

function memberForLog(m: { user_id: number; role: string; authorization_type: string }) {
  return { user_id: m.user_id, role: m.role, authorization_type: m.authorization_type };
}
