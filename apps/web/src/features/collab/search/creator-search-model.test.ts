import { describe, expect, it } from 'vitest';
import {
  averageSort,
  creatorQuery,
  creatorSorts,
  hasFilters,
  pageSelection,
  rangeInput,
  searchFailure,
  toggleCreator,
  togglePage,
  withoutAverage,
} from './creator-search-model.ts';

const a = { channel_id: 'UCa', channel_title: 'Alpha' };
const b = { channel_id: 'UCb', channel_title: 'Beta' };
const c = { channel_id: 'UCc', channel_title: 'Gamma' };

describe('creatorQuery', () => {
  it('sends the sort, order and page (from 1), and the filters trimmed, leaving out empty ones', () => {
    expect(creatorQuery({ q: '  cooking ', language: 'zh-TW,ja', subscribers_min: '', views_max: '  ' }, 'views', 'asc', 2, 20)).toEqual({
      sort: 'views',
      order: 'asc',
      page: '3',
      page_size: '20',
      q: 'cooking',
      language: 'zh-TW,ja',
    });
  });
  it('sends only the sort and page without filters', () => {
    expect(creatorQuery({}, 'subscribers', 'desc', 0, 50)).toEqual({ sort: 'subscribers', order: 'desc', page: '1', page_size: '50' });
  });
});

describe('sorts', () => {
  it('offers the four figures and nine averages, and the two prices only to those who see prices', () => {
    const without = creatorSorts(false);
    expect(without.slice(0, 4)).toEqual(['subscribers', 'views', 'engagements', 'update_frequency']);
    expect(without).toHaveLength(13);
    expect(without).toContain('avg_views_shorts_quarter');
    expect(without).not.toContain('midroll_price');
    expect(creatorSorts(true).slice(13)).toEqual(['midroll_price', 'sponsored_price']);
  });
  it.each([
    ['avg_views_video_month', { kind: 'video', period: 'month' }],
    ['avg_views_live_year', { kind: 'live', period: 'year' }],
    ['views', null],
    ['midroll_price', null],
  ] as const)('%s is the average %j', (sort, expected) => {
    expect(averageSort(sort)).toEqual(expected);
  });
});

describe('rangeInput', () => {
  it.each([
    ['12a3', false, '123'],
    ['1,000', false, '1000'],
    ['2.5%', true, '2.5'],
    ['2.5', false, '25'],
    ['-4', true, '4'],
  ])('%j (decimal %s) keeps %j', (typed, decimal, expected) => {
    expect(rangeInput(typed, decimal)).toBe(expected);
  });
});

describe('the selection', () => {
  it.each([
    [[], [], { all: false, some: false }],
    [[a, b], [], { all: false, some: false }],
    [[a, b], [a], { all: false, some: true }],
    [[a, b], [a, b, c], { all: true, some: false }],
  ])('page %j with %j selected', (items, chosen, expected) => {
    expect(pageSelection(items, new Map(chosen.map((x) => [x.channel_id, x.channel_title])))).toEqual(expected);
  });
  it('adds a creator, and removes it on a second click', () => {
    const once = toggleCreator(new Map(), a);
    expect([...once]).toEqual([['UCa', 'Alpha']]);
    expect([...toggleCreator(once, a)]).toEqual([]);
  });
  it('selects the rest of the page, keeping creators of other pages', () => {
    expect([
      ...togglePage(
        new Map([
          ['UCc', 'Gamma'],
          ['UCa', 'Alpha'],
        ]),
        [a, b],
      ),
    ]).toEqual([
      ['UCc', 'Gamma'],
      ['UCa', 'Alpha'],
      ['UCb', 'Beta'],
    ]);
  });
  it('unselects the page when all of it is selected, keeping creators of other pages', () => {
    expect([
      ...togglePage(
        new Map([
          ['UCc', 'Gamma'],
          ['UCa', 'Alpha'],
          ['UCb', 'Beta'],
        ]),
        [a, b],
      ),
    ]).toEqual([['UCc', 'Gamma']]);
  });
});

describe('the filters', () => {
  it('count as set when any holds a value', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: '', language: '' })).toBe(false);
    expect(hasFilters({ q: '', tags: 'food' })).toBe(true);
  });

  it('drop the range of the average left for another, keeping the rest', () => {
    const filters = { q: 'tea', avg_views_video_month_min: '100', avg_views_video_month_max: '900', avg_views_live_year_min: '5' };
    expect(withoutAverage(filters, 'video_month')).toEqual({ q: 'tea', avg_views_live_year_min: '5' });
    expect(filters.avg_views_video_month_min).toBe('100');
  });
});

describe('searchFailure', () => {
  const refused = (status: number, message: string, fields: Record<string, string> = {}) => Object.assign(new Error(message), { status, fields });

  it('puts field messages beside the fields and the failure in the table', () => {
    const error = refused(400, 'Check the filters', { tags: 'At most 10 tags' });
    expect(searchFailure(error)).toEqual({ fields: { tags: 'At most 10 tags' }, warning: null, tableError: error });
  });

  it('tells a 403 as a warning above the table, not in it', () => {
    expect(searchFailure(refused(403, 'You may not search creators'))).toEqual({ fields: {}, warning: 'You may not search creators', tableError: null });
  });

  it('tells a network failure in the table, and nothing without a failure', () => {
    const offline = new Error('offline');
    expect(searchFailure(offline)).toEqual({ fields: {}, warning: null, tableError: offline });
    expect(searchFailure(null)).toEqual({ fields: {}, warning: null, tableError: null });
  });
});
