import { describe, expect, it } from 'vitest';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import { canManageCaseVideos, canSeeCollabPackage, canSeeCollabSchedule } from './performance.policies.ts';

const team = (owner: number[] = [], client: number[] = [], member: number[] = []) => ({ owner, client, member });

describe('canSeeCollabPackage (docs/decisions.md "Collab: who sees a package")', () => {
  it('lets the network’s own people see every package, team or not', () => {
    for (const accountType of ['admin', 'super_staff', 'staff', 'viewer', 'assistant', 'assistant_PanMART', 'finance', 'sales'] as const) {
      expect(canSeeCollabPackage(aSubject({ accountType }), { advertiserId: 7 }), accountType).toBe(true);
      expect(canSeeCollabPackage(aSubject({ accountType }), { advertiserId: null }), accountType).toBe(true);
    }
  });
  it('lets everyone else see only the packages of their teams, in any team role', () => {
    expect(canSeeCollabPackage(aSubject({ accountType: 'advertiser', teams: team([7]) }), { advertiserId: 7 })).toBe(true);
    expect(canSeeCollabPackage(aSubject({ accountType: 'advertiser', teams: team([], [7]) }), { advertiserId: 7 })).toBe(true);
    expect(canSeeCollabPackage(aSubject({ accountType: 'user', teams: team([], [], [7]) }), { advertiserId: 7 })).toBe(true);
    expect(canSeeCollabPackage(aSubject({ accountType: 'agency', teams: team([], [], [7]) }), { advertiserId: 7 })).toBe(true);
    expect(canSeeCollabPackage(aSubject({ accountType: 'advertiser', teams: team([8]) }), { advertiserId: 7 })).toBe(false);
    expect(canSeeCollabPackage(aSubject({ accountType: 'agency' }), { advertiserId: 7 })).toBe(false);
    expect(canSeeCollabPackage(aSubject({ accountType: 'reseller', teams: team([9]) }), { advertiserId: 7 })).toBe(false);
    expect(canSeeCollabPackage(aSubject({ accountType: 'advertiser', teams: team([7]) }), { advertiserId: null })).toBe(false);
  });
});

describe('canManageCaseVideos (spec 6: manage cases, or case videos)', () => {
  it('allows the holders of manageCases or manageCaseVideos', () => {
    for (const accountType of ['admin', 'super_staff', 'staff', 'assistant', 'agency', 'agency_team', 'reseller'] as const) {
      expect(canManageCaseVideos(aSubject({ accountType })), accountType).toBe(true);
    }
  });
  it('refuses the others, advertisers and viewers included', () => {
    for (const accountType of ['advertiser', 'viewer', 'finance', 'sales', 'user', 'intensive_cooperative_user', 'advertising_partner'] as const) {
      expect(canManageCaseVideos(aSubject({ accountType })), accountType).toBe(false);
    }
    expect(canManageCaseVideos(aSubject({ accountType: 'advertiser', teams: team([7]), adsMemberType: 'adsOwner' }))).toBe(false);
  });
});

describe('canSeeCollabSchedule (spec 2 upcoming and past)', () => {
  it('follows the collaboration pages, team roles and grants included', () => {
    expect(canSeeCollabSchedule(aSubject({ accountType: 'advertiser' }))).toBe(true);
    expect(canSeeCollabSchedule(aSubject({ accountType: 'viewer' }))).toBe(true);
    expect(canSeeCollabSchedule(aSubject({ accountType: 'user', adsMemberType: 'adsMember' }))).toBe(true);
    expect(canSeeCollabSchedule(aSubject({ accountType: 'user', adsMemberType: 'adsClient' }))).toBe(false);
    expect(canSeeCollabSchedule(aSubject({ accountType: 'staff' }))).toBe(false);
    expect(canSeeCollabSchedule(aSubject({ accountType: 'finance' }))).toBe(false);
    expect(canSeeCollabSchedule(aSubject({ accountType: 'user', permissions: [anEntry('cooperation:ad', { global: true })] }))).toBe(true);
    expect(canSeeCollabSchedule(aSubject({ accountType: 'advertiser', permissions: [anEntry('cooperation:ad')] }))).toBe(false);
  });
});
