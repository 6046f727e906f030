// The deals policies on literal subjects (docs/decisions.md "Case packages"): who sees a package,
// who acts on it, who edits it, and which moves the spec 4 tables leave each caller.
import { describe, expect, it } from 'vitest';
import { aSubject, anEntry } from '../core/subject-for-tests.ts';
import {
  canActOnPackage,
  canAssignOfficer,
  canEditCasePrices,
  canEditCaseRemarks,
  canEditPackage,
  canSeePackage,
  canUseDeals,
  caseMoves,
  packageMoves,
  type PackageInReach,
} from './deals.policies.ts';

const team = 7;
const pkg = (over: Partial<PackageInReach> = {}): PackageInReach => ({ advertiserId: team, createdBy: 99, status: 'draft', ...over });
const owner = aSubject({ id: 2, accountType: 'advertiser', teams: { owner: [team], client: [], member: [] }, adsMemberType: 'adsOwner' });
const client = aSubject({ id: 3, accountType: 'advertiser', teams: { owner: [], client: [team], member: [] }, adsMemberType: 'adsClient' });
const otherAdvertiser = aSubject({ id: 4, accountType: 'advertiser', teams: { owner: [8], client: [], member: [] }, adsMemberType: 'adsOwner' });
const agency = aSubject({ id: 5, accountType: 'agency', teams: { owner: [], client: [], member: [team] }, adsMemberType: 'adsMember' });
const loneAgency = aSubject({ id: 6, accountType: 'agency_team' });
const staff = aSubject({ id: 10, accountType: 'staff' });
const viewer = aSubject({ id: 11, accountType: 'viewer' });
const admin = aSubject({ id: 12, accountType: 'admin' });
const finance = aSubject({ id: 13, accountType: 'finance' });
const reseller = aSubject({ id: 14, accountType: 'reseller', teams: { owner: [9], client: [], member: [] }, adsMemberType: 'adsOwner' });

describe('who sees a package', () => {
  it('the network sees every package; others their teams’ and their own', () => {
    for (const s of [admin, staff, viewer]) expect(canSeePackage(s, pkg())).toBe(true);
    expect(canSeePackage(owner, pkg())).toBe(true);
    expect(canSeePackage(client, pkg())).toBe(true);
    expect(canSeePackage(agency, pkg())).toBe(true);
    expect(canSeePackage(otherAdvertiser, pkg())).toBe(false);
    expect(canSeePackage(loneAgency, pkg())).toBe(false);
    expect(canSeePackage(loneAgency, pkg({ createdBy: loneAgency.id }))).toBe(true);
    expect(canSeePackage(reseller, pkg())).toBe(false);
    expect(canSeePackage(reseller, pkg({ advertiserId: 9 }))).toBe(true);
  });
  it('finance and creators do not use the deal routes at all', () => {
    expect(canUseDeals(finance)).toBe(false);
    expect(canUseDeals(aSubject({ accountType: 'user_owner' }))).toBe(false);
    expect(canSeePackage(finance, pkg())).toBe(false);
  });
  it('an explicit denial of the ad cooperation item takes the page away from an advertiser', () => {
    const denied = aSubject({ ...owner, permissions: [anEntry('cooperation:ad')] });
    expect(canUseDeals(denied)).toBe(false);
  });
});

describe('who acts and edits', () => {
  it('a team’s client and a viewer only read', () => {
    expect(canActOnPackage(client, pkg())).toBe(false);
    expect(canActOnPackage(viewer, pkg())).toBe(false);
    expect(canActOnPackage(owner, pkg())).toBe(true);
  });
  it('content changes only in draft, by package editors', () => {
    expect(canEditPackage(owner, pkg())).toBe(true);
    expect(canEditPackage(owner, pkg({ status: 'applying' }))).toBe(false);
    expect(canEditPackage(admin, pkg({ status: 'officer_contacting' }))).toBe(false);
    expect(canEditPackage(staff, pkg())).toBe(false);
  });
  it('after submission the case managers change remarks and prices; the advertiser no longer', () => {
    const submitted = pkg({ status: 'officer_contacting' });
    expect(canEditCaseRemarks(staff, submitted)).toBe(true);
    expect(canEditCasePrices(agency, submitted)).toBe(true);
    expect(canEditCaseRemarks(owner, submitted)).toBe(false);
    expect(canEditCaseRemarks(owner, pkg())).toBe(true);
    expect(canEditCasePrices(owner, pkg())).toBe(false);
  });
  it('the officer is set by the network’s case managers, not by agencies', () => {
    for (const s of [staff, admin]) expect(canAssignOfficer(s), s.accountType).toBe(true);
    for (const s of [agency, viewer]) expect(canAssignOfficer(s), s.accountType).toBe(false);
  });
});

describe('moves left to each caller (spec 4)', () => {
  it('an advertiser owner submits and withdraws, nothing more', () => {
    expect(packageMoves(owner, pkg())).toEqual(['draft', 'applying']);
    expect(packageMoves(owner, pkg({ status: 'officer_contacting' }))).toEqual(['officer_contacting']);
    expect(caseMoves(owner, pkg(), 'officer_contacting')).toEqual(['officer_contacting']);
  });
  it('a client, and anyone who cannot see the package, has none', () => {
    expect(packageMoves(client, pkg())).toEqual([]);
    expect(packageMoves(otherAdvertiser, pkg())).toEqual([]);
  });
  it('staff moves cases, not packages', () => {
    expect(packageMoves(staff, pkg({ status: 'applying' }))).toEqual([]);
    expect(caseMoves(staff, pkg(), 'creator_agreed').sort()).toEqual(['creator_agreed', 'creator_disagreed', 'officer_contacting']);
  });
  it('an agency cannot reopen a completed package', () => {
    expect(packageMoves(agency, pkg({ status: 'matching_complete' }))).toEqual(['matching_complete']);
  });
});
