import { describe, expect, it } from 'vitest';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import { canManageTeam, canSeeTeam, rolesGivable, type TeamInReach } from './policies.ts';

const team = (myRole: TeamInReach['myRole'], kind: TeamInReach['kind'] = 'advertiser'): TeamInReach => ({ id: 10, kind, myRole });
const admin = aSubject({ accountType: 'admin' });
const advertiser = aSubject({ accountType: 'advertiser', adsMemberType: 'adsOwner' });
const reseller = aSubject({ accountType: 'reseller' });

describe('canSeeTeam', () => {
  it('shows a team to its members, admin and super staff', () => {
    expect(canSeeTeam(advertiser, team('adsMember'))).toBe(true);
    expect(canSeeTeam(admin, team(null))).toBe(true);
    expect(canSeeTeam(advertiser, team(null))).toBe(false);
  });

  it('shows it to holders of an entry for it (to view or to act), globally or for its id; a view denial hides it', () => {
    expect(canSeeTeam(aSubject({ permissions: [anEntry('advertiser:view_info', { advertiser_ids: [10] })] }), team(null))).toBe(true);
    expect(canSeeTeam(aSubject({ permissions: [anEntry('advertiser:view_info', { advertiser_ids: [11] })] }), team(null))).toBe(false);
    expect(canSeeTeam(aSubject({ permissions: [anEntry('advertiser_team:remove', { global: true })] }), team(null))).toBe(true);
    expect(canSeeTeam(aSubject({ accountType: 'admin', permissions: [anEntry('advertiser:view_info')] }), team(null))).toBe(false);
  });
});

describe('canManageTeam', () => {
  it("lets admin, super staff and the team's owner by role act; a mere member may not", () => {
    expect(canManageTeam(admin, team(null), 'edit')).toBe(true);
    expect(canManageTeam(advertiser, team('adsOwner'), 'invite')).toBe(true);
    expect(canManageTeam(advertiser, team('adsMember'), 'invite')).toBe(false);
    expect(canManageTeam(advertiser, team('adsOwner', 'reseller'), 'invite')).toBe(false);
    expect(canManageTeam(reseller, team('adsOwner', 'reseller'), 'remove')).toBe(true);
  });

  it('follows an entry for the action and kind; an explicit denial wins over the role', () => {
    expect(canManageTeam(aSubject({ permissions: [anEntry('reseller_team:edit', { advertiser_ids: [10] })] }), team(null, 'reseller'), 'edit')).toBe(true);
    expect(canManageTeam(aSubject({ permissions: [anEntry('reseller_team:edit', { advertiser_ids: [10] })] }), team(null), 'edit')).toBe(false);
    expect(canManageTeam(aSubject({ accountType: 'admin', permissions: [anEntry('advertiser_team:edit')] }), team(null), 'edit')).toBe(false);
  });
});

describe('rolesGivable', () => {
  it("gives the caller's allowInviteAds where they manage by role", () => {
    expect(rolesGivable(advertiser, team('adsOwner'), 'invite')).toEqual(['adsOwner', 'adsClient', 'adsMember']);
    expect(rolesGivable(reseller, team('adsOwner', 'reseller'), 'invite')).toEqual(['adsClient', 'adsMember']);
  });

  it('gives adsClient and adsMember by an entry alone, nothing without the right', () => {
    expect(rolesGivable(aSubject({ permissions: [anEntry('advertiser_team:invite', { global: true })] }), team(null), 'invite')).toEqual([
      'adsClient',
      'adsMember',
    ]);
    expect(rolesGivable(advertiser, team('adsMember'), 'remove')).toEqual([]);
  });
});
