import { describe, expect, it } from 'vitest';
import type { Audience } from '../api.ts';
import { ageGenderChart, ageLabel, countriesChart, shareChart, sourcesChart, subscribedShareOf, topShare, type Tr } from './audience-model.ts';

// Texts as their key and values, numbers plainly: the shaping is read without a language.
const t: Tr = (key, values) => (values && !('defaultValue' in values) ? `${key}${JSON.stringify(values)}` : key);
const f = { percent: (v: number | null | undefined) => `${v}%`, country: (code: string) => `country:${code}` } as never;

const audience = (over: Partial<Audience> = {}): Audience => ({
  period: { start: '2026-10-01', end: '2026-10-31' },
  insufficient: false,
  age_gender: [],
  countries: [],
  subscribed: [],
  traffic_sources: [],
  devices: [],
  subscribers_per_1000_non_subscriber_views: 2.5,
  recent_month: { period: { start: '2026-10-01', end: '2026-10-31' }, views: 0, watch_hours: 0, subscribers_net: 0, average_view_seconds: null },
  interest_video_ids: [],
  ...over,
});

describe('ageLabel', () => {
  it.each([
    ['18-24', 'analytics:audience.ageRange{"from":"18","to":"24"}'],
    ['65-', 'analytics:audience.ageFrom{"from":"65"}'],
  ])('%j', (age, label) => expect(ageLabel(age, t)).toBe(label));
});

describe('ageGenderChart', () => {
  it('orders ages as the contract, unknown ones after, with only the genders present', () => {
    const { table } = ageGenderChart(
      [
        { age: '25-34', gender: 'male', percent: 20 },
        { age: 'unknown', gender: 'female', percent: 5 },
        { age: '18-24', gender: 'female', percent: 30 },
      ],
      t,
      f,
    );
    expect(table.columns.map((c) => c.key)).toEqual(['age', 'female', 'male']);
    expect(table.rows).toEqual([
      { age: 'analytics:audience.ageRange{"from":"18","to":"24"}', female: 30, male: 0 },
      { age: 'analytics:audience.ageRange{"from":"25","to":"34"}', female: 0, male: 20 },
      { age: 'analytics:audience.ageFrom{"from":"unknown"}', female: 5, male: 0 },
    ]);
  });
});

describe('countriesChart', () => {
  const countries = [
    { key: 'tw', views: 600, percent: 60 },
    { key: 'DE', views: 250, percent: 25 },
    { key: 'FR', views: 150, percent: 15 },
  ];
  it('gives the eight countries then the rest, with the comparison when it has enough views', () => {
    const previous = audience({ countries: [{ key: 'TW', views: 100, percent: 100 }] });
    const { table } = countriesChart(audience({ countries }), previous, t, f);
    expect(table.rows.map((r) => [r.code, r.percent, r.previous])).toEqual([
      ['TW', 60, 100],
      ['US', 0, 0],
      ['CN', 0, 0],
      ['HK', 0, 0],
      ['MY', 0, 0],
      ['JP', 0, 0],
      ['CA', 0, 0],
      ['SG', 0, 0],
      ['', 40, 0],
    ]);
    expect(table.rows[8]).toMatchObject({ country: 'analytics:audience.otherCountries', views: 400 });
    expect(table.columns.at(-1)?.key).toBe('previous');
  });
  it.each([
    ['none', null],
    ['too few views', audience({ insufficient: true })],
  ])('has no comparison with %s', (_, previous) => {
    const { table } = countriesChart(audience({ countries }), previous, t, f);
    expect(table.columns.map((c) => c.key)).toEqual(['country', 'code', 'views', 'percent']);
    expect(table.rows[0]!.previous).toBeNull();
  });
});

describe('shares', () => {
  it('rings and tables a share list', () => {
    const { ring, table } = shareChart([{ key: 'mobile', views: 70, percent: 70 }], (k) => `name:${k}`, t, f);
    expect(ring).toEqual([{ name: 'name:mobile', value: 70, text: '70%' }]);
    expect(table.rows).toEqual([{ name: 'name:mobile', views: 70, percent: 70 }]);
  });
  it('sorts traffic sources by share', () => {
    const { table } = sourcesChart(
      [
        { key: 'search', views: 10, percent: 10 },
        { key: 'suggested', views: 50, percent: 50 },
        { key: 'browse', views: 40, percent: 40 },
      ],
      t,
      f,
    );
    expect(table.rows.map((r) => r.name)).toEqual([
      'analytics:audience.sources.suggested',
      'analytics:audience.sources.browse',
      'analytics:audience.sources.search',
    ]);
  });
});

describe('the KPI figures', () => {
  it.each([
    [
      [
        { key: 'subscribed', views: 1, percent: 35.5 },
        { key: 'not_subscribed', views: 1, percent: 64.5 },
      ],
      35.5,
    ],
    [
      [
        { key: 'SUBSCRIBED', views: 1, percent: 10 },
        { key: 'unsubscribed', views: 1, percent: 90 },
      ],
      10,
    ],
    [[], 0],
  ])('subscribed share of %j is %j', (shares, share) => expect(subscribedShareOf(shares)).toBe(share));

  it.each([
    [[{ percent: 10 }, { percent: 40 }, { percent: 40 }], false, 1],
    [[{ percent: 10 }], true, null],
    [[], false, null],
  ])('top of %j (too few: %j) is at %j', (rows, insufficient, at) => {
    expect(topShare(rows, insufficient)).toBe(at === null ? undefined : rows[at]);
  });
});
