import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canSeeResellProducts } from './products.policies.ts';
import { canSeeStore, seesEveryStore } from './stores.policies.ts';

const team = (owner: number[] = [], client: number[] = [], member: number[] = []) => ({ owner, client, member });

describe('canSeeStore (docs/decisions.md "Reseller (issue 12)")', () => {
  it('lets the network roles with the reseller pages see every store', () => {
    for (const accountType of ['admin', 'super_staff', 'viewer', 'agency', 'agency_manager', 'agency_team'] as const) {
      expect(seesEveryStore(aSubject({ accountType })), accountType).toBe(true);
      expect(canSeeStore(aSubject({ accountType }), { teamId: 7 }), accountType).toBe(true);
    }
  });
  it('lets everyone else see their own teams’ stores only', () => {
    expect(canSeeStore(aSubject({ accountType: 'reseller', teams: team([7]) }), { teamId: 7 })).toBe(true);
    expect(canSeeStore(aSubject({ accountType: 'reseller', teams: team([], [], [7]) }), { teamId: 7 })).toBe(true);
    expect(canSeeStore(aSubject({ accountType: 'advertiser', teams: team([7]) }), { teamId: 7 })).toBe(true);
    expect(canSeeStore(aSubject({ accountType: 'reseller', teams: team([8]) }), { teamId: 7 })).toBe(false);
    for (const accountType of ['staff', 'assistant', 'finance', 'user', 'reseller'] as const) {
      expect(seesEveryStore(aSubject({ accountType })), accountType).toBe(false);
      expect(canSeeStore(aSubject({ accountType }), { teamId: 7 }), accountType).toBe(false);
    }
  });
});

describe('canSeeResellProducts (spec 3, 6)', () => {
  it('lets product managers and the reseller pages’ holders read resale products', () => {
    for (const accountType of ['reseller', 'admin', 'super_staff', 'viewer', 'agency', 'agency_team'] as const) {
      expect(canSeeResellProducts(aSubject({ accountType })), accountType).toBe(true);
    }
  });
  it('refuses everyone else', () => {
    for (const accountType of ['staff', 'assistant', 'finance', 'user', 'advertiser', 'advertising_partner'] as const) {
      expect(canSeeResellProducts(aSubject({ accountType })), accountType).toBe(false);
    }
  });
});
