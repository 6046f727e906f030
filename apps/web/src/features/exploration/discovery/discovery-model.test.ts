import type { Discovery } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { ageInDays, discoveryQuery, emptyReason, formFieldErrors, quotaLeft, resetTime, searchCost, searchNote } from './discovery-model.ts';

const answer = (search: Partial<Discovery['search']>): Discovery => ({
  items: [],
  total: 0,
  total_capped: false,
  page: 1,
  page_size: 20,
  quota: { used: 3, limit: 100, units_per_call: 100, resets_at: '2026-11-30T08:00:00.000Z' },
  search: { calls_spent: 0, from_stored: false, skipped: null, ...search },
  enrichment_job_id: null,
  pending: 0,
});

describe('discoveryQuery', () => {
  it('sends the filled filters in the server’s units (share from per cent, seconds from minutes), the sort and the page from 1', () => {
    expect(
      discoveryQuery(
        { q: ' 旅行 ', language: '', max_shorts_share_percent: '25', min_avg_minutes: '4', max_avg_minutes: '12.5', pages: '2' },
        'median_views_last10',
        'desc',
        1,
        20,
      ),
    ).toEqual({
      q: '旅行',
      max_shorts_share: '0.25',
      min_avg_duration: '240',
      max_avg_duration: '750',
      pages: '2',
      sort: 'median_views_last10',
      order: 'desc',
      page: '2',
      page_size: '20',
    });
  });
  it('sends no page count for the network alone, and text that is no number as typed (the server names the field)', () => {
    expect(discoveryQuery({ source: 'network', pages: '3', max_shorts_share_percent: 'abc' }, 'subscribers', 'asc', 0, 50)).toEqual({
      source: 'network',
      max_shorts_share: 'abc',
      sort: 'subscribers',
      order: 'asc',
      page: '1',
      page_size: '50',
    });
  });
  it('puts the server’s field errors under the form’s names', () => {
    expect(formFieldErrors({ max_shorts_share: 'Too big', country: 'Two letters' })).toEqual({ max_shorts_share_percent: 'Too big', country: 'Two letters' });
  });
});

describe('the quota', () => {
  it('costs one call a page only when YouTube is asked with a keyword', () => {
    const quota = { units_per_call: 100 };
    expect(searchCost({ q: '旅行', pages: '3' }, quota)).toEqual({ calls: 3, units: 300 });
    expect(searchCost({ q: '旅行' }, quota)).toEqual({ calls: 1, units: 100 });
    expect(searchCost({ q: '旅行', source: 'network' }, quota)).toEqual({ calls: 0, units: 0 });
    expect(searchCost({ source: 'youtube' }, quota)).toEqual({ calls: 0, units: 0 });
  });
  it('tells what is left and when it resets in the reader’s time zone', () => {
    expect(quotaLeft({ used: 3, limit: 100 })).toBe(97);
    expect(quotaLeft({ used: 101, limit: 100 })).toBe(0);
    // Midnight Pacific (08:00 UTC in winter) is 16:00 in Taipei and 17:00 in Tokyo.
    expect(resetTime({ resets_at: '2026-11-30T08:00:00.000Z' }, 'en', 'Asia/Taipei')).toContain('4:00');
    expect(resetTime({ resets_at: '2026-11-30T08:00:00.000Z' }, 'en', 'Asia/Tokyo')).toContain('5:00');
  });
  it('says what this answer cost, or why YouTube was not asked', () => {
    expect(searchNote(answer({ calls_spent: 2 }))).toEqual({ key: 'spent', count: 2 });
    expect(searchNote(answer({ from_stored: true }))).toEqual({ key: 'stored' });
    expect(searchNote(answer({ skipped: 'quota_out' }))).toEqual({ key: 'out' });
    expect(searchNote(answer({ skipped: 'not_allowed' }))).toEqual({ key: 'notAllowed' });
    expect(searchNote(answer({ skipped: 'not_asked' }))).toBeNull();
  });
});

describe('emptyReason and ageInDays', () => {
  it('tells a spent quota, the viewer’s unsearched keyword, a filter and no keyword apart', () => {
    expect(emptyReason({ q: '溫泉' }, answer({ skipped: 'quota_out' }))).toBe('quotaOut');
    expect(emptyReason({ q: '溫泉' }, answer({ skipped: 'not_allowed' }))).toBe('notAllowed');
    expect(emptyReason({ q: '溫泉', min_subscribers: '1000' }, answer({}))).toBe('filtered');
    expect(emptyReason({ q: '溫泉' }, answer({}))).toBe('noMatch');
    expect(emptyReason({}, answer({ skipped: 'not_asked' }))).toBe('start');
  });
  it('counts whole days since the data was read', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(ageInDays('2026-11-29T01:00:00Z', now)).toBe(0);
    expect(ageInDays('2026-11-26T11:00:00Z', now)).toBe(3);
    expect(ageInDays(null, now)).toBeNull();
  });
});
