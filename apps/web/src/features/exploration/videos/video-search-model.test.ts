import { describe, expect, it } from 'vitest';
import { emptyReason, formatLength, hasFilters, videoQuery } from './video-search-model.ts';

describe('videoQuery', () => {
  it('sends the filters that hold a value, the sort and the page from 1', () => {
    expect(videoQuery({ q: ' 開箱 ', language: '', duration: 'shorts' }, 'views', 'asc', 2)).toEqual({
      q: '開箱',
      duration: 'shorts',
      sort: 'views',
      order: 'asc',
      page: '3',
    });
  });
});

describe('emptyReason', () => {
  it('tells words too common from a filter that leaves the network, and from no match', () => {
    expect(emptyReason({ q: 'the' }, { items: [], total: 0, total_capped: false, terms: [], quota: null, search: null })).toBe('tooCommon');
    expect(emptyReason({ network: 'out' }, { items: [], total: 0, total_capped: false, terms: [], quota: null, search: null })).toBe('outside');
    expect(emptyReason({ q: '開箱' }, { items: [], total: 0, total_capped: false, terms: ['開箱'], quota: null, search: null })).toBe('noMatch');
  });
});

describe('formatLength and hasFilters', () => {
  it('writes lengths as m:ss or h:mm:ss', () => {
    expect([formatLength(42), formatLength(754), formatLength(3723)]).toEqual(['0:42', '12:34', '1:02:03']);
  });
  it('does not count the source as a filter', () => {
    expect(hasFilters({ source: 'youtube' })).toBe(false);
    expect(hasFilters({ min_views: '10' })).toBe(true);
  });
});
