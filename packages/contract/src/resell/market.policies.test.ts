// The market part's policies on literal subjects (issue 12): the reseller's spec 4 package row
// (written out here from spec 4, not read from the capability table), its package editing, creator
// search from either side of the marketplace, the upcoming schedule, and who sets commission rates.
import { describe, expect, it } from 'vitest';
import { canEditPackage, packageMoves, type PackageInReach } from '../collab/deals.policies.ts';
import { canSeeCollabSchedule } from '../collab/performance.policies.ts';
import { packageStatuses } from '../core/statuses.ts';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import { canSetCommission, searchesCreators, setsCommissions } from './market.policies.ts';

const team = 9;
const pkg = (status: PackageInReach['status']): PackageInReach => ({ advertiserId: team, createdBy: 99, status });
const reseller = aSubject({ id: 14, accountType: 'reseller', teams: { owner: [team], client: [], member: [] }, adsMemberType: 'adsOwner' });
const resellerMember = aSubject({ id: 15, accountType: 'reseller', teams: { owner: [], client: [], member: [team] }, adsMemberType: 'adsMember' });
const resellerClient = aSubject({ id: 16, accountType: 'reseller', teams: { owner: [], client: [team], member: [] }, adsMemberType: 'adsClient' });
const otherReseller = aSubject({ id: 17, accountType: 'reseller', teams: { owner: [10], client: [], member: [] }, adsMemberType: 'adsOwner' });
const advertiser = aSubject({ id: 2, accountType: 'advertiser', teams: { owner: [7], client: [], member: [] }, adsMemberType: 'adsOwner' });
const advertiserMember = aSubject({ id: 3, accountType: 'advertiser', teams: { owner: [], client: [], member: [7] }, adsMemberType: 'adsMember' });
const staff = aSubject({ id: 10, accountType: 'staff' });
const admin = aSubject({ id: 12, accountType: 'admin' });
const viewer = aSubject({ id: 11, accountType: 'viewer' });
const finance = aSubject({ id: 13, accountType: 'finance' });
const assistant = aSubject({ id: 18, accountType: 'assistant' });

describe("the reseller's spec 4 row", () => {
  // Spec 4: reseller — from draft: draft, matching complete; applying and officer contacting: n/a;
  // from matching complete: draft, matching complete.
  const row: Record<string, string[]> = {
    draft: ['draft', 'matching_complete'],
    applying: [],
    officer_contacting: [],
    matching_complete: ['draft', 'matching_complete'],
  };
  it('allows exactly its cells to the team’s administrator and members', () => {
    for (const who of [reseller, resellerMember])
      for (const from of packageStatuses) expect(packageMoves(who, pkg(from)), `${who.id} ${from}`).toEqual(row[from]);
  });
  it('leaves nothing to the team’s clients and to another team', () => {
    for (const from of packageStatuses) {
      expect(packageMoves(resellerClient, pkg(from))).toEqual([]);
      expect(packageMoves(otherReseller, pkg(from))).toEqual([]);
    }
  });
  it('lets the administrator and members edit a draft, nobody a matching-complete package', () => {
    expect(canEditPackage(reseller, pkg('draft'))).toBe(true);
    expect(canEditPackage(resellerMember, pkg('draft'))).toBe(true);
    expect(canEditPackage(resellerClient, pkg('draft'))).toBe(false);
    expect(canEditPackage(reseller, pkg('matching_complete'))).toBe(false);
  });
});

describe('both sides of the marketplace', () => {
  it('search creators from collabSearch or resellSearch', () => {
    for (const s of [reseller, resellerClient, advertiser, viewer, admin]) expect(searchesCreators(s)).toBe(true);
    for (const s of [staff, finance]) expect(searchesCreators(s)).toBe(false);
    // An explicit denial of the reseller pages takes the search away from a reseller.
    const denied = aSubject({ ...reseller, permissions: [anEntry('cooperation:reseller')] });
    expect(searchesCreators(denied)).toBe(false);
  });
  it('see the upcoming schedule from collabUpcoming or resellUpcoming', () => {
    for (const s of [reseller, advertiser]) expect(canSeeCollabSchedule(s), s.accountType).toBe(true);
    for (const s of [finance, staff]) expect(canSeeCollabSchedule(s), s.accountType).toBe(false);
  });
});

describe('commission rates', () => {
  it('are set by the managing roles and by team administrators who may connect stores', () => {
    for (const s of [admin, staff, reseller, advertiser]) expect(setsCommissions(s), s.accountType).toBe(true);
    for (const s of [resellerMember, resellerClient, advertiserMember, viewer, finance, assistant]) expect(setsCommissions(s), String(s.id)).toBe(false);
  });
  it('on their own team’s products and packages only (the managing roles on all)', () => {
    expect(canSetCommission(reseller, { advertiserId: team })).toBe(true);
    expect(canSetCommission(reseller, { advertiserId: 7 })).toBe(false);
    expect(canSetCommission(reseller, { advertiserId: null })).toBe(false);
    expect(canSetCommission(advertiser, { advertiserId: 7 })).toBe(true);
    expect(canSetCommission(staff, { advertiserId: 7 })).toBe(true);
    expect(canSetCommission(admin, { advertiserId: null })).toBe(true);
    expect(canSetCommission(resellerMember, { advertiserId: team })).toBe(false);
  });
});
