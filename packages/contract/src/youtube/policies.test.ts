import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canAuthorizeYoutube, canRevokeGrant } from './policies.ts';

describe('canRevokeGrant', () => {
  it("lets a person withdraw their own grant, not another's (not even an admin)", () => {
    expect(canRevokeGrant(aSubject({ id: 5 }), { ownerId: 5 })).toBe(true);
    expect(canRevokeGrant(aSubject({ id: 1, accountType: 'admin' }), { ownerId: 5 })).toBe(false);
  });
});

describe('canAuthorizeYoutube (issue 23: the profile shows channel sections only to people who can use them)', () => {
  it.each(['user', 'user_owner', 'intensive_cooperative_user', 'finance', 'agency', 'admin', 'advertising_partner'] as const)(
    'lets %s authorize a channel',
    (accountType) => {
      expect(canAuthorizeYoutube(aSubject({ accountType }))).toBe(true);
    },
  );

  it.each(['advertiser', 'reseller'] as const)('refuses %s, who hold no channel', (accountType) => {
    expect(canAuthorizeYoutube(aSubject({ accountType, adsMemberType: 'adsOwner', teams: { owner: [1], client: [], member: [] } }))).toBe(false);
  });

  it('lets an advertiser who belongs to a channel after all', () => {
    expect(canAuthorizeYoutube(aSubject({ accountType: 'advertiser', channels: [{ channel_id: 'UCx', member_type: 'member' }] }))).toBe(true);
  });
});
