import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canAuthorizeShop, canListStores, canManageStore, canSeeStore, seesEveryStore } from './stores.policies.ts';
import { normaliseShopDomain } from './stores.schemas.ts';

const team = (owner: number[] = [], client: number[] = [], member: number[] = []) => ({ owner, client, member });

describe('normaliseShopDomain (issue 12: name, name.myshopify.com, https://name.myshopify.com/admin)', () => {
  it('takes the three forms, any case, with or without a path below /admin', () => {
    for (const typed of [
      'daily-picks',
      'Daily-Picks',
      ' daily-picks.myshopify.com ',
      'https://daily-picks.myshopify.com/admin',
      'http://daily-picks.myshopify.com',
      'https://DAILY-PICKS.myshopify.com/admin/orders?x=1',
      'daily-picks.myshopify.com/admin',
    ]) {
      expect(normaliseShopDomain(typed), typed).toBe('daily-picks.myshopify.com');
    }
  });
  it('refuses everything else', () => {
    for (const typed of [
      '',
      'daily picks',
      '-picks',
      'daily_picks',
      'shop.example.com',
      'https://daily-picks',
      'https://evil.com/daily-picks.myshopify.com',
      'daily-picks.myshopify.com.evil.com',
      'user@daily-picks.myshopify.com',
      'daily-picks.myshopify.com:8443',
      'daily-picks/admin',
      'x'.repeat(61),
      'ftp://daily-picks.myshopify.com',
    ]) {
      expect(normaliseShopDomain(typed), typed).toBeNull();
    }
  });
});

describe('canAuthorizeShop (spec 6: advertiser or reseller administrators)', () => {
  it('allows the holders of authorizeShop who administer a team', () => {
    expect(canAuthorizeShop(aSubject({ accountType: 'reseller', teams: team([3]) }))).toBe(true);
    expect(canAuthorizeShop(aSubject({ accountType: 'advertiser', teams: team([7]), adsMemberType: 'adsOwner' }))).toBe(true);
  });
  it('refuses team members, administrators of no team and those without the component', () => {
    expect(canAuthorizeShop(aSubject({ accountType: 'reseller', teams: team([], [], [3]) }))).toBe(false);
    expect(canAuthorizeShop(aSubject({ accountType: 'admin' }))).toBe(false);
    expect(canAuthorizeShop(aSubject({ accountType: 'advertiser', teams: team([], [7]), adsMemberType: 'adsClient' }))).toBe(false);
    expect(canAuthorizeShop(aSubject({ accountType: 'viewer', teams: team([7]) }))).toBe(false);
  });
});

describe('canManageStore and canSeeStore (object scope)', () => {
  it('lets the owning team’s administrator disconnect, nobody else', () => {
    expect(canManageStore(aSubject({ accountType: 'reseller', teams: team([3]) }), { teamId: 3 })).toBe(true);
    expect(canManageStore(aSubject({ accountType: 'reseller', teams: team([3]) }), { teamId: 4 })).toBe(false);
    expect(canManageStore(aSubject({ accountType: 'reseller', teams: team([], [], [3]) }), { teamId: 3 })).toBe(false);
    expect(canManageStore(aSubject({ accountType: 'admin' }), { teamId: 3 })).toBe(false);
  });
  it('shows a store to its team in any role and to the network’s reseller-page holders', () => {
    expect(canSeeStore(aSubject({ accountType: 'reseller', teams: team([], [], [3]) }), { teamId: 3 })).toBe(true);
    expect(canSeeStore(aSubject({ accountType: 'reseller', teams: team([4]) }), { teamId: 3 })).toBe(false);
    expect(canSeeStore(aSubject({ accountType: 'advertiser', teams: team([7]) }), { teamId: 3 })).toBe(false);
    for (const accountType of ['admin', 'super_staff', 'viewer', 'agency'] as const) {
      expect(seesEveryStore(aSubject({ accountType })), accountType).toBe(true);
      expect(canSeeStore(aSubject({ accountType }), { teamId: 3 }), accountType).toBe(true);
    }
    for (const accountType of ['staff', 'finance', 'user', 'advertiser', 'reseller'] as const) {
      expect(seesEveryStore(aSubject({ accountType })), accountType).toBe(false);
    }
  });
  it('gives the list to those who may see some store', () => {
    expect(canListStores(aSubject({ accountType: 'advertiser', teams: team([], [7]) }))).toBe(true);
    expect(canListStores(aSubject({ accountType: 'viewer' }))).toBe(true);
    expect(canListStores(aSubject({ accountType: 'finance' }))).toBe(false);
    expect(canListStores(aSubject({ accountType: 'user' }))).toBe(false);
  });
});
