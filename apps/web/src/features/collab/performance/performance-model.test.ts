import type { PerformanceReport, PerformanceVideo } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import {
  benchmarkOf,
  changeFromAverage,
  dailySeries,
  hasFigures,
  legendTitle,
  packageLabel,
  shownPackageId,
  type PerformancePackage,
} from './performance-model.ts';

const pkg = (id: number, videos: number, withFigures: number, advertiser: string | null = null): PerformancePackage => ({
  id,
  name: `Package ${id}`,
  advertiser_name: advertiser,
  videos,
  videos_with_figures: withFigures,
});
const zero = { views: 0, likes: 0, comments: 0, shares: 0, watch_minutes: 0, subscribers_gained: 0 };
const day = (d: string, views: number) => ({ day: d, ...zero, views });
const video = (id: string, title: string, daily: ReturnType<typeof day>[], benchmarkVideos: number | null = null): PerformanceVideo => ({
  case_id: 1,
  channel_id: 'c1',
  channel_title: 'Studio',
  video_id: id,
  title,
  published_at: null,
  duration_seconds: null,
  length_class: null,
  days: daily.length,
  metrics: { ...zero, engagement_rate: null },
  benchmark: benchmarkVideos === null ? null : { ...zero, engagement_rate: null, videos: benchmarkVideos },
  daily,
});
const report = (videos: PerformanceVideo[], days: string[]): PerformanceReport => ({
  package: { id: 1, name: 'P', status: 'completed' },
  data_through: null,
  totals: { ...zero, engagement_rate: null },
  videos,
  daily: days.map((d) => day(d, 0)),
  resale_products: [],
});

describe('shownPackageId', () => {
  const list = [pkg(9, 0, 0), pkg(8, 2, 0), pkg(7, 3, 1)];
  it.each([
    ['42', 42],
    ['7', 7],
    [null, 7],
    ['0', 7],
    ['-3', 7],
    ['1.5', 7],
    ['abc', 7],
    ['', 7],
  ])('address %j shows package %j', (asked, expected) => {
    expect(shownPackageId(asked, list)).toBe(expected);
  });
  it('shows none when there is no package and the address names none', () => {
    expect(shownPackageId(null, [])).toBeUndefined();
  });
});

describe('labels', () => {
  it('names the advertiser beside the package when there is one', () => {
    expect(packageLabel(pkg(1, 0, 0, 'Acme'))).toBe('Package 1 · Acme');
    expect(packageLabel(pkg(1, 0, 0))).toBe('Package 1');
  });
  it.each([
    ['Short title', 'Short title'],
    ['123456789012345678901234', '123456789012345678901234'],
    ['1234567890123456789012345', '12345678901234567890123…'],
  ])('legend title of %j is %j', (title, expected) => {
    expect(legendTitle(title)).toBe(expected);
  });
});

describe('dailySeries', () => {
  it('draws one line per video with figures, a gap on a day it has none', () => {
    const r = report(
      [video('a', 'First', [day('2026-05-01', 10), day('2026-05-03', 30)]), video('b', 'No data yet', [])],
      ['2026-05-01', '2026-05-02', '2026-05-03'],
    );
    expect(dailySeries(r, 'views')).toEqual({
      days: ['2026-05-01', '2026-05-02', '2026-05-03'],
      series: [{ name: 'Studio · First', data: [10, null, 30] }],
    });
    expect(dailySeries(r, 'likes').series[0]!.data).toEqual([0, null, 0]);
  });
  it('knows whether any video has figures', () => {
    expect(hasFigures(report([video('a', 'A', [])], []))).toBe(false);
    expect(hasFigures(report([video('a', 'A', []), video('b', 'B', [day('2026-05-01', 1)])], ['2026-05-01']))).toBe(true);
  });
});

describe('against the channel average', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 100, 0],
    [5, 0, null],
  ])('%d against %d is %j percent', (value, average, expected) => {
    expect(changeFromAverage(value, average)).toBe(expected);
  });
  it('compares only with an average over at least one video', () => {
    expect(benchmarkOf(video('a', 'A', [], null))).toBeNull();
    expect(benchmarkOf(video('a', 'A', [], 0))).toBeNull();
    expect(benchmarkOf(video('a', 'A', [], 4))?.videos).toBe(4);
  });
});
