import { describe, expect, it } from 'vitest';
import { kpisOf, kpiTotals, type KpiDay } from './kpis.ts';

const day = (views: number, watch_minutes = 0, gained = 0, lost = 0, likes = 0, comments = 0, shares = 0): KpiDay => ({
  views,
  watch_minutes,
  subscribers_gained: gained,
  subscribers_lost: lost,
  likes,
  comments,
  shares,
});

describe('kpiTotals', () => {
  it.each([
    ['no days', [], { views: 0, watchMinutes: 0, subscribersNet: 0, likes: 0, comments: 0, shares: 0 }],
    ['one day', [day(100, 30, 5, 2, 7, 3, 1)], { views: 100, watchMinutes: 30, subscribersNet: 3, likes: 7, comments: 3, shares: 1 }],
    ['more lost than gained', [day(10, 0, 1, 4), day(20, 0, 0, 3)], { views: 30, watchMinutes: 0, subscribersNet: -6, likes: 0, comments: 0, shares: 0 }],
    [
      'three days',
      [day(1, 1, 1, 0, 1, 1, 1), day(2, 2, 2, 0, 2, 2, 2), day(3, 3, 3, 1, 3, 3, 3)],
      { views: 6, watchMinutes: 6, subscribersNet: 5, likes: 6, comments: 6, shares: 6 },
    ],
  ])('%s', (_name, days, expected) => {
    expect(kpiTotals(days)).toEqual(expected);
  });
});

describe('kpisOf: the seven cards of the overview and the reports', () => {
  const current = [day(100, 90, 10, 2, 4, 1, 0), day(300, 30, 6, 0, 10, 4, 1)];
  const previous = [day(50, 60, 3, 1, 2, 0, 0), day(150, 0, 1, 0, 3, 1, 1)];
  const kpis = kpisOf(current, previous);

  it('lists the seven metrics in the cards’ order', () => {
    expect(kpis.map((k) => k.metric)).toEqual(['views', 'watchHours', 'subscribersNet', 'likes', 'comments', 'shares', 'engagementRate']);
  });

  it.each([
    ['views', 400, 200, 100],
    ['watchHours', 2, 1, 100],
    ['subscribersNet', 14, 3, 366.67],
    ['likes', 14, 5, 180],
    ['comments', 5, 1, 400],
    ['shares', 1, 1, 0],
    ['engagementRate', 5, 3.5, 42.86],
  ] as const)('%s: %d against %d, %d %%', (metric, value, previous, change) => {
    const k = kpis.find((x) => x.metric === metric)!;
    expect(k.value).toBeCloseTo(value, 10);
    expect(k.previous).toBeCloseTo(previous, 10);
    expect(k.change_percent).toBeCloseTo(change, 1);
  });

  it('rounds watch hours to one decimal', () => {
    expect(kpisOf([day(1, 100), day(1, 1)], [day(1, 5)]).find((k) => k.metric === 'watchHours')).toMatchObject({ value: 1.7, previous: 0.1 });
  });

  it('says nothing of a trend with under two days, and no change against zero', () => {
    const [views] = kpisOf([day(10)], []);
    expect(views).toMatchObject({ value: 10, previous: 0, change_percent: null, trend: 'indeterminate', trend_within: null });
  });

  it('gives a zero engagement rate to days without views', () => {
    expect(kpisOf([day(0), day(0)], [day(0)]).find((k) => k.metric === 'engagementRate')).toMatchObject({ value: 0, previous: 0 });
  });
});
