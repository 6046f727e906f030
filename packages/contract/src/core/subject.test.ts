import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../users/schemas.ts';
import { aSubject, anEntry } from './subject-for-tests.ts';
import { channelFreeCapabilities, itemAllowed, ownedChannelsWith, ownsChannel, subjectCapabilities, subjectFromUserInfo } from './subject.ts';

describe('subjectFromUserInfo', () => {
  it('keeps what the policies judge: channels, teams by role, entries as a display map, switching', () => {
    const info = {
      id: 7,
      account_type: 'advertiser',
      channels: [{ channel_id: 'UC1', channel_title: 'One', member_type: 'owner' }],
      owner_advertisers: [{ advertiser_id: 3, name: 'A' }],
      advertiser_clinet: [{ advertiser_id: 4, name: 'B' }],
      advertiser_member: [],
      ads_member_type: 'adsOwner',
      specific_capabilities: null,
      permissions: [anEntry('users:view_all', { global: true })],
      in_channel_group: true,
      switched_by: { id: 1, email: 'admin@example.com', name: 'Admin' },
    } as unknown as UserInfo;
    const subject = subjectFromUserInfo(info);
    expect(subject).toMatchObject({
      id: 7,
      accountType: 'advertiser',
      teams: { owner: [3], client: [4], member: [] },
      adsMemberType: 'adsOwner',
      inChannelGroup: true,
      switched: true,
    });
    expect(subject.displayMap['users:view_all']?.global).toBe(true);
    expect(subjectFromUserInfo({ ...info, switched_by: null }).switched).toBe(false);
  });
});

describe('subject capabilities', () => {
  const owner = aSubject({
    accountType: 'user',
    channels: [
      { channel_id: 'UC1', member_type: 'owner' },
      { channel_id: 'UC2', member_type: 'member' },
    ],
  });

  it('follow the member type on the channel named, and every member type held without one', () => {
    expect(subjectCapabilities(owner, 'UC1').components.has('deleteMember')).toBe(true);
    expect(subjectCapabilities(owner, 'UC2').components.has('deleteMember')).toBe(false);
    expect(subjectCapabilities(owner).components.has('deleteMember')).toBe(true);
    expect(channelFreeCapabilities(owner).components.has('deleteMember')).toBe(false);
  });

  it('are resolved once per subject and member type', () => {
    expect(subjectCapabilities(owner, 'UC1')).toBe(subjectCapabilities(owner, 'UC1'));
    expect(subjectCapabilities(owner)).not.toBe(subjectCapabilities(owner, 'UC1'));
  });

  it('name the owned channels where the role grants a component', () => {
    expect(ownsChannel(owner, 'UC1')).toBe(true);
    expect(ownsChannel(owner, 'UC2')).toBe(false);
    expect(ownedChannelsWith(owner, 'deleteMember')).toEqual(['UC1']);
    expect(ownedChannelsWith(aSubject({ accountType: 'finance', channels: [{ channel_id: 'UC1', member_type: 'owner' }] }), 'deleteMember')).toEqual([]);
  });
});

describe('itemAllowed', () => {
  it('is the role default or a global entry', () => {
    expect(itemAllowed(aSubject(), 'users:delete', true)).toBe(true);
    expect(itemAllowed(aSubject(), 'users:delete', false)).toBe(false);
    expect(itemAllowed(aSubject({ permissions: [anEntry('users:delete', { global: true })] }), 'users:delete', false)).toBe(true);
  });

  it('is taken away by an explicit denial, whatever the role says; a scoped entry grants no global function', () => {
    expect(itemAllowed(aSubject({ permissions: [anEntry('users:delete')] }), 'users:delete', true)).toBe(false);
    expect(itemAllowed(aSubject({ permissions: [anEntry('users:delete', { channel_ids: ['UC1'] })] }), 'users:delete', false)).toBe(false);
  });
});
