import { describe, expect, it } from 'vitest';
import { foldCountries, subscribedKey } from './audience-shares.ts';

describe('audience shares', () => {
  it('shows the eight countries of spec 9 in their order, then the rest as others', () => {
    const rows = foldCountries([
      { key: 'JP', views: 10, percent: 10 },
      { key: 'TW', views: 50, percent: 50 },
      { key: 'KR', views: 25, percent: 25 },
      { key: 'DE', views: 15, percent: 15 },
    ]);
    expect(rows.map((r) => r.key)).toEqual(['TW', 'US', 'CN', 'HK', 'MY', 'JP', 'CA', 'SG', 'others']);
    expect(rows[0]).toEqual({ key: 'TW', views: 50, percent: 50 });
    expect(rows[1]).toEqual({ key: 'US', views: 0, percent: 0 });
    expect(rows[8]).toEqual({ key: 'others', views: 40, percent: 40 });
  });

  it('reads subscribed and not subscribed', () => {
    expect(subscribedKey('subscribed')).toBe('subscribed');
    expect(subscribedKey('not_subscribed')).toBe('notSubscribed');
    expect(subscribedKey('UNSUBSCRIBED')).toBe('notSubscribed');
  });
});
