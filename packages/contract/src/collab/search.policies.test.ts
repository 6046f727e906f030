import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import { canUseFavouriteList, keepsFavouriteLists } from './search.policies.ts';
import { creatorPricesInputSchema, creatorSearchQuerySchema, usesPrices } from './search.schemas.ts';

describe('canUseFavouriteList', () => {
  const owner = aSubject({ id: 7, accountType: 'advertiser', teams: { owner: [3], client: [], member: [] } });
  const client = aSubject({ id: 8, accountType: 'advertiser', teams: { owner: [], client: [3], member: [] } });
  const member = aSubject({ id: 9, accountType: 'user', teams: { owner: [], client: [], member: [3] } });
  const outsider = aSubject({ id: 10, accountType: 'advertiser', teams: { owner: [4], client: [], member: [] } });
  const admin = aSubject({ id: 1, accountType: 'admin' });

  it('keeps a personal list to its owner', () => {
    const list = { owner_user_id: 7, advertiser_id: null };
    expect(canUseFavouriteList(owner, list)).toBe(true);
    expect(canUseFavouriteList(client, list)).toBe(false);
    expect(canUseFavouriteList(admin, list)).toBe(false);
  });

  it('shares a team list with every member of the team, in any role, and no one else', () => {
    const list = { owner_user_id: null, advertiser_id: 3 };
    expect([owner, client, member].map((s) => canUseFavouriteList(s, list))).toEqual([true, true, true]);
    expect(canUseFavouriteList(outsider, list)).toBe(false);
    expect(canUseFavouriteList(admin, list)).toBe(false);
  });
});

describe('creator search query', () => {
  it('reads lists, ranges and the sort', () => {
    expect(
      creatorSearchQuerySchema.parse({ language: 'zh, ja,zh', tags: 'Vlog,food', subscribers_min: '10', audience_country: 'tw,hk', is_new: 'true' }),
    ).toEqual({
      language: ['zh', 'ja'],
      tags: ['vlog', 'food'],
      subscribers_min: 10,
      audience_country: ['TW', 'HK'],
      is_new: true,
    });
  });

  it('refuses an unknown language, a reversed range and a bad price', () => {
    expect(creatorSearchQuerySchema.safeParse({ language: 'fr' }).success).toBe(false);
    expect(creatorSearchQuerySchema.safeParse({ views_min: '5', views_max: '4' }).error?.issues[0]?.path).toEqual(['views_max']);
    expect(creatorSearchQuerySchema.safeParse({ midroll_price_min: '1.234' }).success).toBe(false);
    expect(creatorSearchQuerySchema.safeParse({ sponsored_price_min: '100.5', sponsored_price_max: '100.49' }).success).toBe(false);
  });

  it('says when a query uses prices', () => {
    expect(usesPrices(creatorSearchQuerySchema.parse({ sort: 'midroll_price' }))).toBe(true);
    expect(usesPrices(creatorSearchQuerySchema.parse({ sponsored_price_max: '10' }))).toBe(true);
    expect(usesPrices(creatorSearchQuerySchema.parse({ sort: 'views', subscribers_min: '1' }))).toBe(false);
  });
});

describe('prices input', () => {
  const none = { price: null, min: null, max: null };
  it('takes exact amounts within their reference range', () => {
    expect(creatorPricesInputSchema.safeParse({ midroll: { price: '100.10', min: '100.1', max: '100.1' }, sponsored: none }).success).toBe(true);
  });
  it('refuses a price outside its range, a reversed range, three decimals', () => {
    const issue = (midroll: object) =>
      creatorPricesInputSchema.safeParse({ midroll, sponsored: none }).error?.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    expect(issue({ price: '99.99', min: '100', max: '200' })).toEqual(['midroll.price validation.priceRange']);
    expect(issue({ price: null, min: '300', max: '200' })).toEqual(['midroll.max validation.rangeOrder']);
    expect(issue({ price: '1.001', min: null, max: null })).toEqual(['midroll.price validation.priceInvalid']);
  });
});

describe('keepsFavouriteLists (issue 23)', () => {
  it('lets the holders of the favourites page create lists, except the read-only viewer', () => {
    for (const accountType of ['admin', 'super_staff', 'assistant', 'agency', 'agency_team', 'advertiser'] as const) {
      expect(keepsFavouriteLists(aSubject({ accountType })), accountType).toBe(true);
    }
    expect(keepsFavouriteLists(aSubject({ accountType: 'viewer' }))).toBe(false);
    // Without the page: no lists either.
    for (const accountType of ['staff', 'finance', 'user_owner', 'reseller'] as const)
      expect(keepsFavouriteLists(aSubject({ accountType })), accountType).toBe(false);
  });
});
