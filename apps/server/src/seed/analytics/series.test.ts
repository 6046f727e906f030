import { describe, expect, it } from 'vitest';
import { channelModel } from './model.ts';
import { channelRandom } from './random.ts';
import { ANALYTICS_SEED } from './seed-analytics.ts';
import { buildCalendar, channelSeries, dataEndDay, decayKernel, kernelAt, kernelSum, weeklyFactors } from './series.ts';
import { testCalendar, testChannel } from './test-fixtures.ts';

describe('calendar', () => {
  it('ends 3 days before the seed day (UTC) and spans the requested days', () => {
    expect(dataEndDay(new Date('2026-11-21T00:30:00Z'))).toBe('2026-11-18');
    expect(dataEndDay(new Date('2026-03-02T23:59:00Z'))).toBe('2026-02-27');
    const calendar = buildCalendar('2026-11-18', 730);
    expect(calendar.days).toHaveLength(730);
    expect(calendar.days[729]).toBe('2026-11-18');
    expect(calendar.days[0]).toBe('2024-11-19');
    expect(calendar.weekday[729]).toBe(3); // a Wednesday
    expect(calendar.months[0]).toBe('2024-11-01');
    expect(calendar.months.at(-1)).toBe('2026-11-01');
    expect(calendar.months).toHaveLength(25);
    expect(calendar.days.every((day, t) => calendar.months[calendar.month[t]!] === `${day.slice(0, 8)}01`)).toBe(true);
  });
});

describe('series shapes', () => {
  it('lifts weekends and averages 1 over a week', () => {
    const factors = weeklyFactors(1.3);
    expect(factors.reduce((a, b) => a + b, 0) / 7).toBeCloseTo(1, 10);
    expect(factors[0]).toBeGreaterThan(factors[3]!);
    expect(factors[6]).toBeGreaterThan(factors[2]!);
  });

  it('spreads each kind of video over days with a kernel that sums to 1', () => {
    for (const kind of ['video', 'short', 'live'] as const) {
      const kernel = decayKernel(kind);
      let sum = 0;
      for (let age = 0; age < 5000; age++) sum += kernelAt(kernel, age);
      expect(sum).toBeCloseTo(1, 6);
      expect(kernelSum(kernel, 90)).toBeCloseTo(
        Array.from({ length: 90 }, (_, age) => kernelAt(kernel, age)).reduce((a, b) => a + b, 0),
        10,
      );
      expect(kernelAt(kernel, 0)).toBeGreaterThan(kernelAt(kernel, 7));
    }
  });

  it('ends at the channel level, grows or declines, and shows weekend lift on average', () => {
    const calendar = testCalendar();
    let growing = 0;
    let declining = 0;
    for (let i = 0; i < 40; i++) {
      const model = channelModel(testChannel(i), channelRandom(ANALYTICS_SEED, i, 'model'));
      const series = channelSeries(model, calendar, channelRandom(ANALYTICS_SEED, i, 'series'));
      expect(series.level[729]).toBeCloseTo(model.dailyViews, 6);
      const first = series.level.slice(0, 90).reduce((a, b) => a + b, 0);
      const last = series.level.slice(640).reduce((a, b) => a + b, 0);
      if (last > first * 1.2) growing++;
      if (last < first / 1.2) declining++;
      let weekend = 0;
      let weekday = 0;
      for (let t = 0; t < 728; t++) {
        if (calendar.weekday[t] === 0 || calendar.weekday[t] === 6) weekend += series.dayFactor[t]!;
        else if (calendar.weekday[t] !== 5) weekday += series.dayFactor[t]!;
      }
      expect(weekend / 208).toBeGreaterThan(weekday / 416);
      expect(Math.min(...series.catalogueSpike)).toBe(1);
    }
    expect(growing).toBeGreaterThan(10);
    expect(declining).toBeGreaterThan(3);
  });
});
