// Access administration policies (spec 2 member lists and user administration, spec 3 permission
// entries, spec 6 "who may invite"): pure functions of the caller and the object named.
import { canInvite, isPageAllowed } from '../core/access.ts';
import { canManageAccount, canSwitchInto, channelMemberTypeForInvitee, pageOfPermission } from '../core/administration.ts';
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import type { PermissionEntry } from '../core/permissions.ts';
import type { AccountType } from '../core/roles.ts';
import { channelFreeCapabilities, isManaging, isTop, itemAllowed, ownedChannelsWith, ownsChannel, subjectCapabilities, type Subject } from '../core/subject.ts';
import type { MemberTeam } from './schemas.ts';

/** Spec 6 "who may invite": anyone whose role lets them invite some account type (with or without a channel). */
export function mayInviteSomeone(subject: Subject): boolean {
  return subjectCapabilities(subject).allowInvite.size > 0;
}

/** Spec 6 invite:batch_download: those who may invite someone, or a global grant; a denial takes it away. */
export function canDownloadBatchTemplate(subject: Subject): boolean {
  return itemAllowed(subject, 'invite:batch_download', mayInviteSomeone(subject));
}

/** Spec 6 invite:batch_run: those who may invite someone, or a global grant; a denial takes it away. */
export function canBatchInvite(subject: Subject): boolean {
  return itemAllowed(subject, 'invite:batch_run', mayInviteSomeone(subject));
}

/**
 * The answer to "may I invite this account type (to this channel)?" (spec 6 allowInvite, channel
 * owners inviting to their own channel):
 * - `allowed`; `channelRequired`: a right held only as a channel owner, so a channel must be named;
 * - `denied`: not this account type; `notFound`: a channel the caller may not invite to (another
 *   owner's, or none such) does not exist for them; `notChannelRole`: that type never joins a channel.
 */
export type InviteDecision = 'allowed' | 'channelRequired' | 'denied' | 'notFound' | 'notChannelRole';

/** Spec 6 "who may invite": the role's allowInvite without a channel; owners to their channel, managing roles to any. */
export function inviteDecision(subject: Subject, accountType: AccountType, channel: { id: string; exists: boolean } | null): InviteDecision {
  if (channel === null) {
    if (canInvite(channelFreeCapabilities(subject), accountType)) return 'allowed';
    return canInvite(subjectCapabilities(subject), accountType) ? 'channelRequired' : 'denied';
  }
  const owns = ownsChannel(subject, channel.id);
  if (!owns && !isManaging(subject)) return canInvite(subjectCapabilities(subject), accountType) ? 'notFound' : 'denied';
  if (!channel.exists) return 'notFound';
  const caps = owns ? subjectCapabilities(subject, channel.id) : channelFreeCapabilities(subject);
  if (!canInvite(caps, accountType)) return 'denied';
  return channelMemberTypeForInvitee(accountType) ? 'allowed' : 'notChannelRole';
}

/** Spec 7 invitations list: admin and super staff see every invitation, others their own. */
export function seesEveryInvitation(subject: Subject): boolean {
  return isTop(subject);
}

/** Spec 7 invitations: one's own, or any for admin and super staff; others' do not exist for the caller. */
export function canSeeInvitation(subject: Subject, invitation: { invitedBy: number | null }): boolean {
  return seesEveryInvitation(subject) || invitation.invitedBy === subject.id;
}

/** Spec 2 "all users" and "system members" lists: the managing roles or users:view_all, unless denied. */
export function canListUsers(subject: Subject): boolean {
  return itemAllowed(subject, 'users:view_all', isManaging(subject));
}

/**
 * Spec 2 member lists by team, what the caller reaches: `every` object of the team, the channels
 * listed, the teams they own (advertiser and reseller teams, read from the database), or `none`.
 * Channel teams: every channel for the managing roles and a global channel:team_members grant;
 * else the owned channels whose role grants listMembers, plus the channels a scoped grant names.
 */
export type MemberReach = { kind: 'every' } | { kind: 'channels'; ids: string[] } | { kind: 'ownedTeams' } | { kind: 'none' };

export function membersInReach(subject: Subject, team: MemberTeam): MemberReach {
  if (team === 'channel') {
    if (!itemAllowed(subject, 'channel:team_members', true)) return { kind: 'none' };
    const entry = subject.displayMap['channel:team_members'];
    if (isManaging(subject) || entry?.global) return { kind: 'every' };
    const ids = [...new Set([...ownedChannelsWith(subject, 'listMembers'), ...(entry?.channel_ids ?? [])])];
    return ids.length > 0 ? { kind: 'channels', ids } : { kind: 'none' };
  }
  if (team === 'advertiser' || team === 'reseller') return isManaging(subject) ? { kind: 'every' } : { kind: 'ownedTeams' };
  return canListUsers(subject) ? { kind: 'every' } : { kind: 'none' };
}

/** Spec 2 removing channel members: the managing roles, or owners whose role grants deleteMember on a channel of theirs. */
export function canRemoveChannelMembers(subject: Subject): boolean {
  return isManaging(subject) || ownedChannelsWith(subject, 'deleteMember').length > 0;
}

/** Spec 2 removing channel members, on one channel: the managing roles on any, owners with deleteMember on theirs. */
export function canRemoveMembersOf(subject: Subject, channelId: string): boolean {
  return isManaging(subject) || ownedChannelsWith(subject, 'deleteMember').includes(channelId);
}

/** Spec 6 users:delete: admin and super staff, or a global grant; a denial takes it away. */
export function canDeleteUsers(subject: Subject): boolean {
  return itemAllowed(subject, 'users:delete', isTop(subject));
}

/** Spec 6 users:set_type: admin and super staff, or a global grant; a denial takes it away. */
export function canSetUserTypes(subject: Subject): boolean {
  return itemAllowed(subject, 'users:set_type', isTop(subject));
}

/** Spec 7 set_user_type: only a type the caller could invite without a channel (super staff never gives admin). */
export function canGiveAccountType(subject: Subject, accountType: AccountType): boolean {
  return canInvite(channelFreeCapabilities(subject), accountType);
}

/** Spec 6 users:change_email: admin and super staff, or a global grant; a denial takes it away. */
export function canChangeUserEmails(subject: Subject): boolean {
  return itemAllowed(subject, 'users:change_email', isTop(subject));
}

/** Spec 3 permission display: one's own map, or anyone's for those holding managePermissions. */
export function canSeePermissionsOf(subject: Subject, userId: number): boolean {
  return userId === subject.id || subjectCapabilities(subject).components.has('managePermissions');
}

/** Spec 2: no one hands out a page they may not see themselves (super staff and the admin-only outbox); hiding one is always possible. */
export function canGrantPermission(subject: Subject, entry: PermissionEntry): boolean {
  const page = pageOfPermission(entry.function, entry.item);
  if (!page) return true;
  const denial = !entry.global && [entry.channel_ids, entry.content_ids, entry.channel_group_ids, entry.advertiser_ids].every((list) => list.length === 0);
  return denial || isPageAllowed(subjectCapabilities(subject), page);
}

/** Spec 2 account switching: admin and super staff into accounts with strictly fewer rights, never from a switched session. */
export function canSwitchTo(subject: Subject, target: { id: number; accountType: AccountType }): boolean {
  return !subject.switched && target.id !== subject.id && canSwitchInto(subject.accountType, target.accountType);
}

export const accessPolicies = {
  canDownloadBatchTemplate: onSubject(canDownloadBatchTemplate),
  canBatchInvite: onSubject(canBatchInvite),
  inviteDecision: onObject(inviteDecision),
  canSeeInvitation: onObject(canSeeInvitation),
  canListUsers: onSubject(canListUsers),
  membersInReach: onObject(membersInReach),
  canRemoveChannelMembers: onSubject(canRemoveChannelMembers),
  canDeleteUsers: onSubject(canDeleteUsers),
  canSetUserTypes: onSubject(canSetUserTypes),
  canChangeUserEmails: onSubject(canChangeUserEmails),
  // Spec 2 user administration (core/administration.ts): accounts with fewer rights, admin also other admins.
  canManageAccount: onObject(canManageAccount),
  canSeePermissionsOf: onObject(canSeePermissionsOf),
  canSwitchTo: onObject(canSwitchTo),
} as const satisfies Record<string, Policy>;
