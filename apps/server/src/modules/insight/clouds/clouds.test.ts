// The clouds part's pure pieces: the search-terms query and how its rows become ranked keywords,
// CTR weighted by impressions, and the period a request covers.
import { describe, expect, it } from 'vitest';
import { periodInstants, resolvePeriod } from './periods.ts';
import { rankKeywords, searchTermsQuery } from './search-keywords.service.ts';
import { thumbnailUrl, weightedCtr } from './video-emotions.service.ts';

describe('searchTermsQuery', () => {
  it('asks for YouTube search details by views, ten at most', () => {
    expect(searchTermsQuery({ start: '2026-01-01', end: '2026-01-28' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-28',
      metrics: ['views'],
      dimensions: ['insightTrafficSourceDetail'],
      filters: 'insightTrafficSourceType==YT_SEARCH',
      sort: '-views',
      maxResults: 10,
    });
  });
});

describe('rankKeywords', () => {
  it('drops blank terms, trims, orders by views then term and ranks from 1', () => {
    const rows = [
      { insightTrafficSourceDetail: ' 滷肉飯 ', views: 120 },
      { insightTrafficSourceDetail: '', views: 999 },
      { insightTrafficSourceDetail: null, views: 500 },
      { insightTrafficSourceDetail: 'b', views: 40 },
      { insightTrafficSourceDetail: 'a', views: 40 },
      { insightTrafficSourceDetail: 'ramen', views: '300' },
      { insightTrafficSourceDetail: 'odd', views: -5 },
    ];
    expect(rankKeywords(rows)).toEqual([
      { rank: 1, term: 'ramen', views: 300 },
      { rank: 2, term: '滷肉飯', views: 120 },
      { rank: 3, term: 'a', views: 40 },
      { rank: 4, term: 'b', views: 40 },
      { rank: 5, term: 'odd', views: 0 },
    ]);
  });

  it('keeps ten', () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({ insightTrafficSourceDetail: `t${i}`, views: 100 - i }));
    const ranked = rankKeywords(rows);
    expect(ranked).toHaveLength(10);
    expect(ranked.at(-1)).toEqual({ rank: 10, term: 't9', views: 91 });
  });
});

describe('weightedCtr', () => {
  it('weights each day’s CTR by its impressions', () => {
    expect(
      weightedCtr([
        { impressions: 1000, ctr: 5 },
        { impressions: 3000, ctr: 4 },
      ]),
    ).toEqual({ impressions: 4000, ctr: 4.25 });
    expect(
      weightedCtr([
        { impressions: 300, ctr: 3.333 },
        { impressions: 0, ctr: null },
      ]),
    ).toEqual({ impressions: 300, ctr: 3.33 });
  });

  it('answers null without impressions (Unable to retrieve CTR data)', () => {
    expect(weightedCtr([])).toEqual({ impressions: null, ctr: null });
    expect(weightedCtr([{ impressions: null, ctr: null }])).toEqual({ impressions: null, ctr: null });
    expect(weightedCtr([{ impressions: 500, ctr: null }])).toEqual({ impressions: 500, ctr: null });
  });
});

describe('periods', () => {
  it('uses the dates asked for, else spec 9’s default window', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(resolvePeriod({ start: '2026-03-01', end: '2026-03-31' }, now)).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(resolvePeriod({}, now)).toEqual({ start: '2026-10-23', end: '2026-11-23' });
  });

  it('covers the last day whole', () => {
    expect(periodInstants({ start: '2026-03-01', end: '2026-03-31' })).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      until: new Date('2026-04-01T00:00:00Z'),
    });
  });
});

describe('thumbnailUrl', () => {
  it('is YouTube’s medium thumbnail', () => {
    expect(thumbnailUrl('abc_DEF-123')).toBe('https://i.ytimg.com/vi/abc_DEF-123/mqdefault.jpg');
  });
});
