// The key figures of a window against the window before (spec 2 overview cards, spec 4 trends): one
// home for the overview page and the channel and annual reports.
import { changePercent, engagementRatePercent, periodTrend } from './formulas.ts';
import type { Kpi } from './schemas.ts';

/** One day of a channel's figures, as stored (channel_daily_metrics). */
export type KpiDay = {
  views: number;
  watch_minutes: number;
  subscribers_gained: number;
  subscribers_lost: number;
  likes: number;
  comments: number;
  shares: number;
};

export type KpiTotals = { views: number; watchMinutes: number; subscribersNet: number; likes: number; comments: number; shares: number };

/** The days' figures summed (subscribers net of those lost). */
export function kpiTotals(days: readonly KpiDay[]): KpiTotals {
  const t: KpiTotals = { views: 0, watchMinutes: 0, subscribersNet: 0, likes: 0, comments: 0, shares: 0 };
  for (const d of days) {
    t.views += d.views;
    t.watchMinutes += d.watch_minutes;
    t.subscribersNet += d.subscribers_gained - d.subscribers_lost;
    t.likes += d.likes;
    t.comments += d.comments;
    t.shares += d.shares;
  }
  return t;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const engagement = (t: KpiTotals) => engagementRatePercent(t.likes, t.comments, t.shares, t.views) ?? 0;

/**
 * The seven cards: each total against the same total of `previous`, its change and its trend
 * (periodTrend over the current days' own series). Watch time in hours to one decimal; the
 * engagement rate of the totals, its daily series over the days with views.
 */
export function kpisOf(current: readonly KpiDay[], previous: readonly KpiDay[]): Kpi[] {
  const now = kpiTotals(current);
  const before = kpiTotals(previous);
  const kpi = (metric: Kpi['metric'], value: number, prior: number, series: number[]): Kpi => {
    const { trend, within } = periodTrend(value, prior, series);
    return { metric, value, previous: prior, change_percent: changePercent(value, prior), trend, trend_within: within };
  };
  const summed = (metric: Exclude<keyof KpiTotals, 'watchMinutes'>, ofDay: (d: KpiDay) => number) =>
    kpi(metric, now[metric], before[metric], current.map(ofDay));
  return [
    summed('views', (d) => d.views),
    kpi(
      'watchHours',
      round1(now.watchMinutes / 60),
      round1(before.watchMinutes / 60),
      current.map((d) => d.watch_minutes / 60),
    ),
    summed('subscribersNet', (d) => d.subscribers_gained - d.subscribers_lost),
    summed('likes', (d) => d.likes),
    summed('comments', (d) => d.comments),
    summed('shares', (d) => d.shares),
    kpi(
      'engagementRate',
      engagement(now),
      engagement(before),
      current.filter((d) => d.views > 0).map((d) => engagementRatePercent(d.likes, d.comments, d.shares, d.views)!),
    ),
  ];
}
