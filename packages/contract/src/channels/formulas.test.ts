// Spec 9 formulas and classes, at their boundaries (docs/decisions.md "Channel analytics").
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/random.ts';
import {
  changePercent,
  engagementRatePercent,
  isNewVideo,
  lengthClassOf,
  NEW_VIDEO_DAYS,
  rpm,
  rpmChangePercent,
  strategyBucketOf,
  subscribersPer1000NonSubscriberViews,
  periodTrend,
  trendLabelOf,
  videosPerWeek,
} from './formulas.ts';

describe('lengthClassOf (under 1 min very short, 1–8 short, 8–15 long, over 15 very long)', () => {
  it.each([
    [0, 'veryShort'],
    [59, 'veryShort'],
    [60, 'short'], // exactly 1 minute
    [61, 'short'],
    [479, 'short'],
    [480, 'long'], // exactly 8 minutes
    [899, 'long'],
    [900, 'long'], // exactly 15 minutes: not "over 15"
    [901, 'veryLong'],
    [3 * 3600, 'veryLong'],
  ])('%d s → %s', (seconds, expected) => {
    expect(lengthClassOf(seconds)).toBe(expected);
  });
});

describe('strategyBucketOf (0–5, 5–8, over 8 minutes)', () => {
  it.each([
    [0, 'upTo5'],
    [299, 'upTo5'],
    [300, 'from5To8'], // exactly 5 minutes
    [479, 'from5To8'],
    [480, 'from5To8'], // exactly 8 minutes: not "over 8"
    [481, 'over8'],
    [7200, 'over8'],
  ])('%d s → %s', (seconds, expected) => {
    expect(strategyBucketOf(seconds)).toBe(expected);
  });
});

describe('isNewVideo (the 90-day line)', () => {
  const asOf = new Date('2024-06-30T00:00:00Z');
  const daysBefore = (days: number, ms = 0) => new Date(asOf.getTime() - days * 86_400_000 + ms);
  it('is 90 days', () => expect(NEW_VIDEO_DAYS).toBe(90));
  it('counts a video published exactly 90 days before as old', () => expect(isNewVideo(daysBefore(90), asOf)).toBe(false));
  it('counts a video published a moment less than 90 days before as new', () => expect(isNewVideo(daysBefore(90, 1), asOf)).toBe(true));
  it('counts 89 days as new and 91 as old', () => {
    expect(isNewVideo(daysBefore(89), asOf)).toBe(true);
    expect(isNewVideo(daysBefore(91), asOf)).toBe(false);
  });
  it('counts a video published at the moment of reference as new', () => expect(isNewVideo(asOf, asOf)).toBe(true));
});

describe('rpm (gross revenue / views × 1000, exact decimals, 4 places)', () => {
  it.each([
    ['12.3456', 1000, '12.3456'],
    ['1', 3, '333.3333'],
    ['2', 3, '666.6667'],
    ['1', 8000, '0.1250'],
    ['0.00000005', 1, '0.0001'], // 0.00005 rounds half up
    ['0.00000004', 1, '0.0000'],
    ['0', 500, '0.0000'],
    [1.5, 1000, '1.5000'],
    ['123456789.1234', 7, '17636684160.4857'], // beyond float precision
  ])('%s over %d views → %s', (revenue, views, expected) => {
    expect(rpm(revenue, views)).toBe(expected);
  });
  it('has no value without revenue or without views', () => {
    expect(rpm(null, 1000)).toBeNull();
    expect(rpm('10', 0)).toBeNull();
    expect(rpm('10', -1)).toBeNull();
  });
  it('adds decimal strings exactly where floats would not (0.1 + 0.2)', () => {
    expect(rpm('0.3', 1000)).toBe('0.3000');
  });
  it('rounds from the exact value of a 24-digit revenue (decimal.js at precision 20 gave …012.0001)', () => {
    expect(rpm('123456789012.000049999999', 1000)).toBe('123456789012.0000');
  });
});

describe('rpmChangePercent (year on year, relative to last year, 1 decimal)', () => {
  it.each([
    ['2.2000', '2.0000', 10],
    ['1.5', '2', -25],
    ['2', '2', 0],
    ['1', '3', -66.7],
    ['3', '1', 200],
    ['1.00005', '1', 0],
    ['1.0005', '1', 0.1], // 0.05 % rounds half up
  ])('%s against %s → %d %', (current, last, expected) => {
    expect(rpmChangePercent(current, last)).toBe(expected);
  });
  it('has no value without both years or when last year was zero', () => {
    expect(rpmChangePercent(null, '2')).toBeNull();
    expect(rpmChangePercent('2', null)).toBeNull();
    expect(rpmChangePercent('2', '0')).toBeNull();
    expect(rpmChangePercent('2', '0.0000')).toBeNull();
  });
});

describe('videosPerWeek (uploads / days × 7, 2 decimals)', () => {
  it.each([
    [4, 28, 1],
    [1, 3, 2.33],
    [2, 3, 4.67],
    [0, 30, 0],
    [31, 31, 7],
    [1, 365, 0.02],
  ])('%d uploads in %d days → %d', (uploads, days, expected) => {
    expect(videosPerWeek(uploads, days)).toBe(expected);
  });
  it('is 0 for an empty window', () => expect(videosPerWeek(3, 0)).toBe(0));
});

describe('subscribersPer1000NonSubscriberViews', () => {
  it('divides and scales to 1000', () => {
    expect(subscribersPer1000NonSubscriberViews(25, 10_000)).toBe(2.5);
    expect(subscribersPer1000NonSubscriberViews(1, 3000)).toBe(0.33);
    expect(subscribersPer1000NonSubscriberViews(0, 3000)).toBe(0);
  });
  it('has no value without non-subscriber views', () => expect(subscribersPer1000NonSubscriberViews(5, 0)).toBeNull());
});

describe('engagementRatePercent ((likes + comments + shares) / views, percent, 2 decimals)', () => {
  it('computes', () => {
    expect(engagementRatePercent(40, 8, 2, 1000)).toBe(5);
    expect(engagementRatePercent(1, 0, 0, 3)).toBe(33.33);
    expect(engagementRatePercent(0, 0, 0, 10)).toBe(0);
  });
  it('has no value without views', () => expect(engagementRatePercent(1, 1, 1, 0)).toBeNull());
});

describe('changePercent (against the comparison period, 1 decimal)', () => {
  it('computes', () => {
    expect(changePercent(110, 100)).toBe(10);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(1, 3)).toBe(-66.7);
  });
  it('has no value against zero', () => expect(changePercent(5, 0)).toBeNull());
  it('has no value against a negative base or across zero (no "−185.7%")', () => {
    expect(changePercent(-5, -10)).toBeNull();
    expect(changePercent(-6, 7)).toBeNull();
    expect(changePercent(0, 7)).toBe(-100);
    expect(changePercent(null, 7)).toBeNull();
    expect(changePercent(7, undefined)).toBeNull();
  });
});

describe('trendLabelOf (spec 4: mean step as a percentage of the mean level)', () => {
  it('is indeterminate below 2 points', () => {
    expect(trendLabelOf([])).toBe('indeterminate');
    expect(trendLabelOf([42])).toBe('indeterminate');
  });
  it('is steady below 0.5', () => {
    expect(trendLabelOf([199.5, 200, 200.5])).toBe('steady'); // 0.25
    expect(trendLabelOf([100, 100, 100])).toBe('steady');
  });
  it('is a slow rise or decline at exactly 0.5', () => {
    expect(trendLabelOf([199, 200, 201])).toBe('slowRise');
    expect(trendLabelOf([201, 200, 199])).toBe('slowDecline');
  });
  it('is a slow rise or decline at exactly 1.5', () => {
    expect(trendLabelOf([197, 200, 203])).toBe('slowRise');
    expect(trendLabelOf([203, 200, 197])).toBe('slowDecline');
  });
  it('is noticeable above 1.5', () => {
    expect(trendLabelOf([196, 200, 204])).toBe('noticeableRise'); // 2
    expect(trendLabelOf([204, 200, 196])).toBe('noticeableDecline');
  });
  it('judges the mean step, not the endpoints alone', () => {
    // +10 then −10: the steps cancel.
    expect(trendLabelOf([100, 110, 100])).toBe('steady');
  });
  it('is unknown without a level (all zero) or with values that are not numbers', () => {
    expect(trendLabelOf([0, 0, 0])).toBe('unknown');
    expect(trendLabelOf([1, Number.NaN])).toBe('unknown');
    expect(trendLabelOf([-1, 1])).toBe('unknown');
  });
  it('works on two points', () => {
    expect(trendLabelOf([100, 110])).toBe('noticeableRise');
  });
});

describe('periodTrend (spec 4 on [comparison, this period]; issue 23)', () => {
  const rising = ['slowRise', 'noticeableRise'];
  const falling = ['slowDecline', 'noticeableDecline'];
  // The seeded generator, so that a failure names a series that can be replayed.
  const random = (seed: number) => seededRandom(seed).next;
  /** A period of 7 to 365 days: a level, a slope inside the period (either way), noise, some negative days. */
  function generated(next: () => number) {
    const days = 7 + Math.floor(next() * 359);
    const level = next() < 0.1 ? next() * 10 : next() * 100_000;
    const slope = (next() - 0.5) * 0.2 * level;
    const noise = next() * level;
    const negative = next() < 0.2;
    const series = Array.from({ length: days }, (_, i) => {
      const v = level + (slope * i) / days + (next() - 0.5) * noise;
      return negative ? v - level : Math.max(0, Math.round(v));
    });
    return series;
  }
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

  it('never points against a change of 10 % or more, and is never steady from 30 % (5,000 generated series)', () => {
    const next = random(23);
    let checked = 0;
    for (let i = 0; i < 5000; i++) {
      const now = generated(next);
      const before = generated(next);
      const value = sum(now);
      const previous = sum(before);
      const change = changePercent(value, previous);
      const { trend } = periodTrend(value, previous, now);
      if (change === null) continue;
      checked++;
      const context = `case ${i}: ${previous} → ${value} (${change}%) ${trend}`;
      if (change >= 10) expect(falling, context).not.toContain(trend);
      if (change <= -10) expect(rising, context).not.toContain(trend);
      if (Math.abs(change) >= 30) expect(trend, context).not.toBe('steady');
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('holds at the edges too: every change from −100 % to +500 % in steps of 0.1 %', () => {
    for (let tenths = -1000; tenths <= 5000; tenths++) {
      const value = 1000 + tenths;
      const change = changePercent(value, 1000)!;
      const { trend } = periodTrend(value, 1000, [1, 1]);
      if (change >= 10) expect(falling).not.toContain(trend);
      if (change <= -10) expect(rising).not.toContain(trend);
      if (Math.abs(change) >= 30) expect(trend, `${change}%`).not.toBe('steady');
    }
  });

  it('fixes the examples of the issue', () => {
    const flat = (n: number, v: number) => Array.from({ length: n }, () => v);
    const line = (n: number, from: number, to: number) => Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));
    // "+62.6% · steady": a flat month well above a flat month.
    const up = flat(30, 162.6);
    expect(changePercent(sum(up), 3000)).toBe(62.6);
    expect(periodTrend(sum(up), 3000, up)).toEqual({ trend: 'noticeableRise', within: 'steady' });
    // "−185.7% · noticeable rise": 7 net subscribers before, −6 now, the days climbing out of a hole.
    const net = [-5, -4, -2, -1, 0, 1, 2, 3];
    expect(sum(net)).toBe(-6);
    expect(changePercent(-6, 7)).toBeNull();
    expect(periodTrend(-6, 7, net)).toEqual({ trend: 'noticeableDecline', within: 'noticeableRise' });
    // "+23.8% · noticeable decline" and "+32.8% · 大きく下降": more than before, falling towards the end.
    const falls = line(28, 60, 28.43);
    expect(changePercent(Math.round(sum(falls)), 1000)).toBe(23.8);
    expect(periodTrend(Math.round(sum(falls)), 1000, falls)).toEqual({ trend: 'noticeableRise', within: 'noticeableDecline' });
    const falls2 = line(28, 62, 32.86);
    expect(changePercent(Math.round(sum(falls2)), 1000)).toBe(32.8);
    expect(periodTrend(Math.round(sum(falls2)), 1000, falls2).trend).toBe('noticeableRise');
  });

  it('reads the thresholds as the change: steady under about 5 %, slow to about 15 %, noticeable beyond', () => {
    expect(periodTrend(104, 100, [1, 1]).trend).toBe('steady');
    expect(periodTrend(96, 100, [1, 1]).trend).toBe('steady');
    expect(periodTrend(110, 100, [1, 1]).trend).toBe('slowRise');
    expect(periodTrend(90, 100, [1, 1]).trend).toBe('slowDecline');
    expect(periodTrend(120, 100, [1, 1]).trend).toBe('noticeableRise');
    expect(periodTrend(80, 100, [1, 1]).trend).toBe('noticeableDecline');
    expect(periodTrend(5, 0, [1, 1]).trend).toBe('noticeableRise');
    expect(periodTrend(0, 0, [1, 1]).trend).toBe('steady');
    expect(periodTrend(Number.NaN, 1, [1, 1]).trend).toBe('unknown');
  });

  it('names the daily slope only where it really differs', () => {
    expect(periodTrend(120, 100, [1, 2, 3]).within).toBeNull(); // both rise
    expect(periodTrend(120, 100, [3, 2, 1]).within).toBe('noticeableDecline');
    expect(periodTrend(101, 100, [1, 2, 3]).within).toBe('noticeableRise'); // steady against noticeable
    expect(periodTrend(101, 100, [200, 201, 202]).within).toBeNull(); // steady against slow: close enough
    expect(periodTrend(120, 100, [1, 1, 1]).within).toBe('steady');
  });
  it('is indeterminate for a period of fewer than two days (spec 4)', () => {
    expect(periodTrend(120, 100, [5])).toEqual({ trend: 'indeterminate', within: null });
    expect(periodTrend(0, 0, [])).toEqual({ trend: 'indeterminate', within: null });
  });
});
