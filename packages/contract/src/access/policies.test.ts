import { describe, expect, it } from 'vitest';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import {
  canBatchInvite,
  canChangeUserEmails,
  canDeleteUsers,
  canDownloadBatchTemplate,
  canGiveAccountType,
  canGrantPermission,
  canListUsers,
  canRemoveChannelMembers,
  canRemoveMembersOf,
  canSeeInvitation,
  canSeePermissionsOf,
  canSetUserTypes,
  canSwitchTo,
  inviteDecision,
  mayInviteSomeone,
  membersInReach,
  seesEveryInvitation,
} from './policies.ts';

const admin = aSubject({ id: 1, accountType: 'admin' });
const superStaff = aSubject({ id: 2, accountType: 'super_staff' });
const staff = aSubject({ id: 3, accountType: 'staff' });
const viewer = aSubject({ id: 4, accountType: 'viewer' });
const owner = aSubject({ id: 5, accountType: 'user_owner', channels: [{ channel_id: 'UC1', member_type: 'owner' }] });
const plainUser = aSubject({ id: 6, accountType: 'user' });

describe('batch invitations (invite:batch_download, invite:batch_run)', () => {
  it('belong to those who may invite someone', () => {
    expect(mayInviteSomeone(owner)).toBe(true);
    expect(canBatchInvite(owner)).toBe(true);
    expect(canDownloadBatchTemplate(admin)).toBe(true);
    expect(mayInviteSomeone(plainUser)).toBe(false);
    expect(canBatchInvite(plainUser)).toBe(false);
  });

  it('follow a global grant and an explicit denial', () => {
    expect(canBatchInvite(aSubject({ permissions: [anEntry('invite:batch_run', { global: true })] }))).toBe(true);
    expect(canDownloadBatchTemplate(aSubject({ accountType: 'admin', permissions: [anEntry('invite:batch_download')] }))).toBe(false);
  });
});

describe('inviteDecision', () => {
  it('lets a role invite the types its allowInvite names without a channel', () => {
    expect(inviteDecision(admin, 'staff', null)).toBe('allowed');
    expect(inviteDecision(plainUser, 'user', null)).toBe('denied');
  });

  it('asks a channel owner to name the channel', () => {
    expect(inviteDecision(owner, 'user', null)).toBe('channelRequired');
    expect(inviteDecision(owner, 'user', { id: 'UC1', exists: true })).toBe('allowed');
  });

  it("hides another owner's channel from an owner, and refuses a type they may not invite at all", () => {
    expect(inviteDecision(owner, 'user', { id: 'UC9', exists: true })).toBe('notFound');
    expect(inviteDecision(owner, 'admin', { id: 'UC9', exists: true })).toBe('denied');
  });

  it('lets the managing roles name any existing channel, for account types that join channels', () => {
    expect(inviteDecision(admin, 'user', { id: 'UC9', exists: true })).toBe('allowed');
    expect(inviteDecision(admin, 'user', { id: 'UC9', exists: false })).toBe('notFound');
    expect(inviteDecision(admin, 'staff', { id: 'UC9', exists: true })).toBe('notChannelRole');
  });
});

describe('invitations', () => {
  it('are everyone’s for admin and super staff, their own for the rest', () => {
    expect(seesEveryInvitation(superStaff)).toBe(true);
    expect(seesEveryInvitation(staff)).toBe(false);
    expect(canSeeInvitation(admin, { invitedBy: 99 })).toBe(true);
    expect(canSeeInvitation(owner, { invitedBy: 5 })).toBe(true);
    expect(canSeeInvitation(owner, { invitedBy: 99 })).toBe(false);
  });
});

describe('member lists', () => {
  it('list every user for the managing roles and users:view_all, unless denied', () => {
    expect(canListUsers(staff)).toBe(true);
    expect(canListUsers(viewer)).toBe(false);
    expect(canListUsers(aSubject({ accountType: 'viewer', permissions: [anEntry('users:view_all', { global: true })] }))).toBe(true);
    expect(canListUsers(aSubject({ accountType: 'staff', permissions: [anEntry('users:view_all')] }))).toBe(false);
  });

  it('reach every channel team for the managing roles, owned channels with listMembers and granted ones for others', () => {
    expect(membersInReach(staff, 'channel')).toEqual({ kind: 'every' });
    expect(membersInReach(owner, 'channel')).toEqual({ kind: 'channels', ids: ['UC1'] });
    expect(membersInReach(aSubject({ permissions: [anEntry('channel:team_members', { channel_ids: ['UC7'] })] }), 'channel')).toEqual({
      kind: 'channels',
      ids: ['UC7'],
    });
    expect(membersInReach(aSubject({ permissions: [anEntry('channel:team_members', { global: true })] }), 'channel')).toEqual({ kind: 'every' });
    expect(membersInReach(plainUser, 'channel')).toEqual({ kind: 'none' });
    expect(membersInReach(aSubject({ accountType: 'staff', permissions: [anEntry('channel:team_members')] }), 'channel')).toEqual({ kind: 'none' });
  });

  it('reach every team for the managing roles, owned teams for others; system and all only with the users list', () => {
    expect(membersInReach(staff, 'advertiser')).toEqual({ kind: 'every' });
    expect(membersInReach(plainUser, 'reseller')).toEqual({ kind: 'ownedTeams' });
    expect(membersInReach(staff, 'all')).toEqual({ kind: 'every' });
    expect(membersInReach(owner, 'system')).toEqual({ kind: 'none' });
  });
});

describe('removing channel members', () => {
  it('belongs to the managing roles on any channel, owners with deleteMember on theirs', () => {
    expect(canRemoveChannelMembers(staff)).toBe(true);
    expect(canRemoveMembersOf(staff, 'UC9')).toBe(true);
    expect(canRemoveChannelMembers(owner)).toBe(true);
    expect(canRemoveMembersOf(owner, 'UC1')).toBe(true);
    expect(canRemoveMembersOf(owner, 'UC9')).toBe(false);
    expect(canRemoveChannelMembers(aSubject({ accountType: 'finance', channels: [{ channel_id: 'UC1', member_type: 'owner' }] }))).toBe(false);
  });
});

describe('user administration', () => {
  it('deletes, retypes and re-addresses accounts for admin and super staff, or by a global grant, unless denied', () => {
    for (const can of [canDeleteUsers, canSetUserTypes, canChangeUserEmails]) {
      expect(can(superStaff)).toBe(true);
      expect(can(staff)).toBe(false);
    }
    expect(canDeleteUsers(aSubject({ accountType: 'staff', permissions: [anEntry('users:delete', { global: true })] }))).toBe(true);
    expect(canSetUserTypes(aSubject({ accountType: 'admin', permissions: [anEntry('users:set_type')] }))).toBe(false);
    expect(canChangeUserEmails(aSubject({ accountType: 'admin', permissions: [anEntry('users:change_email')] }))).toBe(false);
  });

  it('gives only account types the caller could invite (super staff never gives admin)', () => {
    expect(canGiveAccountType(admin, 'admin')).toBe(true);
    expect(canGiveAccountType(superStaff, 'admin')).toBe(false);
    expect(canGiveAccountType(superStaff, 'staff')).toBe(true);
  });
});

describe('permission entries', () => {
  it("show one's own map, and anyone's to those who manage permissions", () => {
    expect(canSeePermissionsOf(viewer, 4)).toBe(true);
    expect(canSeePermissionsOf(viewer, 1)).toBe(false);
    expect(canSeePermissionsOf(superStaff, 4)).toBe(true);
  });

  it('grant a page only to those who see it themselves; hiding a page is always possible', () => {
    expect(canGrantPermission(admin, anEntry('page:outbox', { global: true }))).toBe(true);
    expect(canGrantPermission(superStaff, anEntry('page:outbox', { global: true }))).toBe(false);
    expect(canGrantPermission(superStaff, anEntry('page:outbox'))).toBe(true);
    expect(canGrantPermission(superStaff, anEntry('users:delete', { global: true }))).toBe(true);
  });
});

describe('account switching', () => {
  it('lets admin and super staff work as accounts with fewer rights, never from a switched session nor as themselves', () => {
    expect(canSwitchTo(admin, { id: 3, accountType: 'staff' })).toBe(true);
    expect(canSwitchTo(superStaff, { id: 1, accountType: 'admin' })).toBe(false);
    expect(canSwitchTo(staff, { id: 6, accountType: 'user' })).toBe(false);
    expect(canSwitchTo(aSubject({ id: 1, accountType: 'admin', switched: true }), { id: 3, accountType: 'staff' })).toBe(false);
  });
});
