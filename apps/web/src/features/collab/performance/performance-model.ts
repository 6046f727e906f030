// The collaboration performance report's logic, pure (issue 24: page = model + view): which package
// the page shows, the chart's series for a metric, and a video's figures against its channel's average.
import type { PerformanceBenchmark, PerformanceMetricKey, PerformanceReport, PerformanceVideo } from '@chorus/contract';
import { openingPackage } from './opening-package.ts';

export type PerformancePackage = { id: number; name: string; advertiser_name: string | null; videos: number; videos_with_figures: number };

/** The package the address names (`?package=ID`, a positive whole number), else the one the page opens on. */
export function shownPackageId(asked: string | null, list: readonly PerformancePackage[]): number | undefined {
  const id = Number(asked);
  return asked !== null && Number.isInteger(id) && id > 0 ? id : openingPackage(list)?.id;
}

export const packageLabel = (p: PerformancePackage) => (p.advertiser_name ? `${p.name} · ${p.advertiser_name}` : p.name);

/** Any case video with a day of figures. */
export const hasFigures = (report: PerformanceReport) => report.videos.some((v) => v.daily.length > 0);

const CHART_TITLE = 24;
/** A title short enough for the chart's legend. */
export const legendTitle = (title: string) => (title.length > CHART_TITLE ? `${title.slice(0, CHART_TITLE - 1)}…` : title);

/** One line per video with figures, over the report's days (a day without the video's figure is a gap). */
export function dailySeries(report: PerformanceReport, metric: PerformanceMetricKey) {
  const days = report.daily.map((d) => d.day);
  const series = report.videos
    .filter((v) => v.daily.length > 0)
    .map((v) => {
      const byDay = new Map(v.daily.map((d) => [d.day, d[metric]]));
      return { name: `${v.channel_title} · ${legendTitle(v.title)}`, data: days.map((d) => byDay.get(d) ?? null) };
    });
  return { days, series };
}

/** The channel's average to compare with, when it counts at least one video. */
export const benchmarkOf = (v: PerformanceVideo): PerformanceBenchmark | null => (v.benchmark && v.benchmark.videos > 0 ? v.benchmark : null);

/** The difference from the average in percent; none against a zero average. */
export const changeFromAverage = (value: number, average: number): number | null => (average === 0 ? null : ((value - average) / average) * 100);
