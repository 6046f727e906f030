import { describe, expect, it } from 'vitest';
import { channelPages, isChannelPage, navGroups, pageKeys, pagePath, type PageKey } from './pages.ts';

describe('side navigation (spec 2)', () => {
  it('has the groups of spec 2 in order, with their sub-pages in order', () => {
    expect(navGroups.map((g) => [g.key, g.items.map((i) => i.page)])).toEqual([
      // Issue 30: the revenue alerts after the channel pages (a page of no one channel).
      ['channel', ['overview', 'audience', 'content', 'analytics', 'inspiration', 'revenue', 'report', 'revenueHealth']],
      ['collab', ['collabSearch', 'collabFav', 'collabUpcoming', 'collabPast', 'collabPerformance']],
      ['resell', ['resellSearch', 'resellUpcoming', 'resellPerformance', 'resellOrders']],
      ['singles', ['ec', 'courses', 'videoStream', 'studioStore', 'igData', 'tiktokData']],
      ['production', ['videoEditor', 'videoData', 'publishPlatform']],
      // Spec 2: "accounting: accounting, payment. (Access keys also include profit-sharing.)"
      ['accounting', ['accounting', 'payment', 'profitSharing']],
      ['exploration', ['exploration', 'videoSearch']],
      // Spec 2: "settings: customize, channelGroup, info, permission, others, syslog. (Access keys also include cache.)"
      // outbox is the app's own mail outbox page.
      ['settings', ['customize', 'channelGroup', 'info', 'permission', 'others', 'syslog', 'cache', 'outbox']],
    ]);
  });

  it('maps the collaboration items to cooperation:ad and the reseller items to cooperation:reseller', () => {
    const collab = navGroups.find((g) => g.key === 'collab')!;
    const resell = navGroups.find((g) => g.key === 'resell')!;
    expect(collab.items.map((i) => i.apiKey)).toEqual(Array(5).fill('cooperation:ad'));
    expect(resell.items.map((i) => i.apiKey)).toEqual(Array(4).fill('cooperation:reseller'));
    const others = navGroups.filter((g) => g.key !== 'collab' && g.key !== 'resell').flatMap((g) => g.items);
    for (const item of others) expect(item.apiKey).toBeUndefined();
  });

  it('lists every page at most once, and only known page keys', () => {
    const pages = navGroups.flatMap((g) => g.items.map((i) => i.page));
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of pages) expect(pageKeys).toContain(page);
  });
});

describe('channel pages', () => {
  it('are the seven pages of spec 2', () => {
    expect([...channelPages]).toEqual(['overview', 'audience', 'content', 'analytics', 'inspiration', 'revenue', 'report']);
  });

  it('isChannelPage is true for them only', () => {
    for (const page of ['overview', 'audience', 'content', 'analytics', 'inspiration', 'revenue', 'report'] as PageKey[]) {
      expect(isChannelPage(page)).toBe(true);
    }
    for (const page of ['info', 'collabSearch', 'accounting', 'exploration', 'profitSharing', 'permission'] as PageKey[]) {
      expect(isChannelPage(page)).toBe(false);
    }
  });
});

describe('pagePath (spec 2 routes)', () => {
  it('puts channel pages under /dashboard/ch/{id}/{page}', () => {
    expect(pagePath('overview', 'UC123')).toBe('/dashboard/ch/UC123/overview');
    expect(pagePath('report', 'UCabc_-9')).toBe('/dashboard/ch/UCabc_-9/report');
  });

  it('encodes the channel id', () => {
    expect(pagePath('audience', 'a/b c')).toBe('/dashboard/ch/a%2Fb%20c/audience');
  });

  it('refuses a channel page without a channel', () => {
    expect(() => pagePath('overview')).toThrow();
    expect(() => pagePath('analytics', '')).toThrow();
  });

  it('puts other pages under /dashboard/{page}; the logo target is /dashboard/info', () => {
    expect(pagePath('info')).toBe('/dashboard/info');
    expect(pagePath('collabSearch')).toBe('/dashboard/collabSearch');
    expect(pagePath('accounting', 'UC123')).toBe('/dashboard/accounting');
  });
});
