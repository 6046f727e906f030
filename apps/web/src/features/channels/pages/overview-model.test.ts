import { describe, expect, it } from 'vitest';
import type { Tr } from './audience-model.ts';
import { overview, point } from './overview-fixture.ts';
import { dashboardHeight, dashboardOption, engagementChart, kpiExact, kpiText, trendChart, valueOf, type TrendMetric } from './overview-model.ts';

const t: Tr = (key) => key;
const f = {
  count: (v: number | null | undefined) => `c${v}`,
  number: (v: number | null | undefined, digits = 0) => `n${v}/${digits}`,
  percent: (v: number | null | undefined, digits = 1) => `${v}%/${digits}`,
  day: (d: string) => `d${d.slice(5)}`,
} as never;

describe('valueOf', () => {
  const day = point('2026-10-01', 1000, 30, 10, 10);
  it.each([
    ['views', day, 1000],
    ['watch_hours', day, 100],
    ['subscribers_net', day, 2],
    ['shares', day, 10],
    ['engagement_rate', day, 5],
    ['engagement_rate', point('2026-10-01', 3, 1, 0, 0), 33.33],
    ['engagement_rate', point('2026-10-01', 0, 4, 0, 0), null],
  ] as [TrendMetric, ReturnType<typeof point>, number | null][])('%s of %j is %j', (metric, p, value) => expect(valueOf(p, metric)).toBe(value));
});

describe('KPI texts', () => {
  it.each([
    ['views', 1234, 'c1234', 'n1234/1'],
    ['watchHours', 12.5, 'c12.5', 'n12.5/1'],
    ['engagementRate', 4.567, '4.567%/2', '4.567%/2'],
  ])('%s %j', (metric, value, text, exact) => {
    expect(kpiText(metric, value, f)).toBe(text);
    expect(kpiExact(metric, value, f)).toBe(exact);
  });
});

describe('trendChart', () => {
  it('pairs the n-th day of each period, the longer one setting the rows', () => {
    const { table } = trendChart(overview(), 'views', t, f);
    expect(table.rows).toEqual([
      { day: '2026-10-01', value: 1000, compare_day: '2026-09-28', compare_value: 800 },
      { day: '2026-10-02', value: 0, compare_day: '2026-09-29', compare_value: 900 },
      { day: '2026-10-03', value: 2000, compare_day: null, compare_value: null },
    ]);
    expect(table.columns.map((c) => c.kind)).toEqual(['date', 'number', 'date', 'number']);
    expect(table.columns[1]!.label).toBe('analytics:metrics.views（analytics:chart.period）');
  });
  it('reads the engagement rate in percent, none on a day without views', () => {
    const { table } = trendChart(overview(), 'engagement_rate', t, f);
    expect(table.rows.map((r) => r.value)).toEqual([5, null, 2]);
    expect(table.columns[3]).toMatchObject({ kind: 'percent', label: 'analytics:metrics.engagementRate（analytics:chart.comparison）' });
  });
});

describe('engagementChart', () => {
  it('stacks likes, comments and shares per day', () => {
    const { option, table } = engagementChart(overview().series, t, f);
    expect(table.rows[0]).toEqual({ day: '2026-10-01', likes: 30, comments: 10, shares: 10 });
    const o = option as { xAxis: { data: string[] }; series: { data: number[]; stack: string }[] };
    expect(o.series.map((s) => s.data)).toEqual([
      [30, 0, 40],
      [10, 0, 0],
      [10, 0, 0],
    ]);
    expect(o.series.every((s) => s.stack === 'r')).toBe(true);
  });
});

describe('the dashboard', () => {
  it('bars views by title', () => {
    const o = dashboardOption(overview().top.video, t, f) as { series: { data: number[] }[] };
    expect(o.series[0]!.data).toEqual([9000, 7000]);
  });
  it.each([
    [0, 220],
    [5, 220],
    [6, 240],
    [20, 744],
  ])('%j videos stand %j px high', (count, height) => expect(dashboardHeight(count)).toBe(height));
});
