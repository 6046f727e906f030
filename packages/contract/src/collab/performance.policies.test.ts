import { describe, expect, it } from 'vitest';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import { canSeePackage } from './deals.policies.ts';
import { canManageCaseVideos, canSeeCollabSchedule } from './performance.policies.ts';

const team = (owner: number[] = [], client: number[] = [], member: number[] = []) => ({ owner, client, member });

describe('canSeePackage (docs/decisions.md "Collab: who sees a package")', () => {
  const pkg = (advertiserId: number | null, createdBy: number | null = null) => ({ advertiserId, createdBy });
  it('lets the network’s people see every package, team or not', () => {
    for (const accountType of ['admin', 'super_staff', 'staff', 'viewer', 'assistant', 'assistant_PanMART'] as const) {
      expect(canSeePackage(aSubject({ accountType }), pkg(7)), accountType).toBe(true);
      expect(canSeePackage(aSubject({ accountType }), pkg(null)), accountType).toBe(true);
    }
    expect(canSeePackage(aSubject({ accountType: 'agency', specific: { pages: ['collabUpcoming'] } }), pkg(7))).toBe(true);
  });
  it('lets everyone else see the packages of their teams, in any team role, and those they opened', () => {
    expect(canSeePackage(aSubject({ accountType: 'advertiser', teams: team([7]) }), pkg(7))).toBe(true);
    expect(canSeePackage(aSubject({ accountType: 'advertiser', teams: team([], [7]) }), pkg(7))).toBe(true);
    expect(canSeePackage(aSubject({ accountType: 'user', teams: team([], [], [7]), adsMemberType: 'adsMember' }), pkg(7))).toBe(true);
    expect(canSeePackage(aSubject({ accountType: 'agency', teams: team([], [], [7]) }), pkg(7))).toBe(true);
    expect(canSeePackage(aSubject({ id: 42, accountType: 'agency' }), pkg(null, 42))).toBe(true);
    expect(canSeePackage(aSubject({ accountType: 'advertiser', teams: team([8]) }), pkg(7))).toBe(false);
    expect(canSeePackage(aSubject({ accountType: 'agency' }), pkg(7))).toBe(false);
    expect(canSeePackage(aSubject({ accountType: 'reseller', teams: team([9]) }), pkg(7))).toBe(false);
    expect(canSeePackage(aSubject({ accountType: 'advertiser', teams: team([7]) }), pkg(null))).toBe(false);
  });
  it('shows nothing to those without the collaboration page, case management or a status table', () => {
    for (const accountType of ['finance', 'sales', 'user', 'advertising_partner'] as const) {
      expect(canSeePackage(aSubject({ accountType, teams: team([7]) }), pkg(7)), accountType).toBe(false);
    }
    expect(canSeePackage(aSubject({ accountType: 'advertiser', teams: team([7]), permissions: [anEntry('cooperation:ad')] }), pkg(7))).toBe(false);
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
