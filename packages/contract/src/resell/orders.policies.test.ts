import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canSeeStoreOrders, canSyncStoreOrders } from './orders.policies.ts';

const team = (owner: number[] = [], client: number[] = [], member: number[] = []) => ({ owner, client, member });
const store = { advertiserId: 7 };

describe('canSeeStoreOrders (docs/decisions.md "Reseller (issue 12)")', () => {
  it('lets the network roles holding the orders page see every store', () => {
    for (const accountType of ['admin', 'super_staff', 'viewer', 'agency', 'agency_member', 'agency_team'] as const) {
      expect(canSeeStoreOrders(aSubject({ accountType }), store), accountType).toBe(true);
    }
  });
  it("lets resellers see their own team's stores only", () => {
    expect(canSeeStoreOrders(aSubject({ accountType: 'reseller', teams: team([7]) }), store)).toBe(true);
    expect(canSeeStoreOrders(aSubject({ accountType: 'reseller', teams: team([], [7]) }), store)).toBe(true);
    expect(canSeeStoreOrders(aSubject({ accountType: 'reseller', teams: team([8]) }), store)).toBe(false);
  });
  it('shows nothing to those without the page, even in the team', () => {
    for (const accountType of ['advertiser', 'staff', 'finance', 'user', 'assistant'] as const) {
      expect(canSeeStoreOrders(aSubject({ accountType, teams: team([7]) }), store), accountType).toBe(false);
    }
  });
});

describe('canSyncStoreOrders', () => {
  it("lets the store's team owners and members, admin and super staff sync", () => {
    expect(canSyncStoreOrders(aSubject({ accountType: 'reseller', teams: team([7]) }), store)).toBe(true);
    expect(canSyncStoreOrders(aSubject({ accountType: 'reseller', teams: team([], [], [7]) }), store)).toBe(true);
    expect(canSyncStoreOrders(aSubject({ accountType: 'admin' }), store)).toBe(true);
    expect(canSyncStoreOrders(aSubject({ accountType: 'super_staff' }), store)).toBe(true);
  });
  it('leaves viewers, agencies, clients and other teams to read (or not see)', () => {
    expect(canSyncStoreOrders(aSubject({ accountType: 'viewer', teams: team([7]) }), store)).toBe(false);
    expect(canSyncStoreOrders(aSubject({ accountType: 'agency' }), store)).toBe(false);
    expect(canSyncStoreOrders(aSubject({ accountType: 'reseller', teams: team([], [7]) }), store)).toBe(false);
    expect(canSyncStoreOrders(aSubject({ accountType: 'reseller', teams: team([8]) }), store)).toBe(false);
  });
});
