// The overview page's shaping, pure (issue 24: page = model + view): the KPI figures' texts, the
// daily trend of one metric over the comparison period's, likes, comments and shares per day, and
// the dashboard's views bars. Texts come in as `t`, numbers as `f`.
import type { Overview } from '../api.ts';
import { bars, comparisonLines } from '../components/chart-options.ts';
import type { TableData } from '../components/data-table.tsx';
import type { Formatters } from '../hooks/use-formatters.ts';
import type { Tr } from './audience-model.ts';

type Point = Overview['series'][number];
type F = Pick<Formatters, 'count' | 'number' | 'percent' | 'day'>;

export const trendMetrics = ['views', 'watch_hours', 'subscribers_net', 'likes', 'comments', 'shares', 'engagement_rate'] as const;
export type TrendMetric = (typeof trendMetrics)[number];
/** A trend metric's KPI name (its label under analytics:metrics). */
export const kpiOfTrend: Record<TrendMetric, string> = {
  views: 'views',
  watch_hours: 'watchHours',
  subscribers_net: 'subscribersNet',
  likes: 'likes',
  comments: 'comments',
  shares: 'shares',
  engagement_rate: 'engagementRate',
};

/** A day's figure; the engagement rate is (likes + comments + shares) / views in percent, two decimals (none without views). */
export function valueOf(point: Point, metric: TrendMetric): number | null {
  if (metric !== 'engagement_rate') return point[metric];
  return point.views > 0 ? Math.round(((point.likes + point.comments + point.shares) / point.views) * 10000) / 100 : null;
}

/** A KPI as shown: the engagement rate in percent, other counts short (1.2K). */
export const kpiText = (metric: string, value: number, f: F) => (metric === 'engagementRate' ? f.percent(value, 2) : f.count(value));
/** A KPI in full (its tooltip). */
export const kpiExact = (metric: string, value: number, f: F) => (metric === 'engagementRate' ? f.percent(value, 2) : f.number(value, 1));

/** The metric's daily line over the comparison period's, and a table pairing the n-th day of each. */
export function trendChart(data: Overview, metric: TrendMetric, t: Tr, f: F) {
  const names = { period: t('analytics:chart.period'), comparison: t('analytics:chart.comparison') };
  const label = t(`analytics:metrics.${kpiOfTrend[metric]}`);
  const kind = metric === 'engagement_rate' ? ('percent' as const) : ('number' as const);
  const values = data.series.map((p) => valueOf(p, metric));
  const compareValues = data.comparison_series.map((p) => valueOf(p, metric));
  const option = comparisonLines({
    days: data.series.map((p) => p.day),
    values,
    compareDays: data.comparison_series.map((p) => p.day),
    compareValues,
    names,
    formatValue: (value: number) => (metric === 'engagement_rate' ? f.percent(value, 2) : f.count(value)),
    formatDay: f.day,
  });
  const length = Math.max(values.length, compareValues.length);
  const table: TableData = {
    columns: [
      { key: 'day', label: t('analytics:chart.day'), kind: 'date' },
      { key: 'value', label: `${label}（${names.period}）`, kind },
      { key: 'compare_day', label: `${t('analytics:chart.day')}（${names.comparison}）`, kind: 'date' },
      { key: 'compare_value', label: `${label}（${names.comparison}）`, kind },
    ],
    rows: Array.from({ length }, (_, i) => ({
      day: data.series[i]?.day ?? null,
      value: values[i] ?? null,
      compare_day: data.comparison_series[i]?.day ?? null,
      compare_value: compareValues[i] ?? null,
    })),
  };
  return { option, table };
}

/** Likes, comments and shares stacked per day. */
export function engagementChart(series: Overview['series'], t: Tr, f: F) {
  const option = bars({
    categories: series.map((p) => f.day(p.day)),
    series: [
      { name: t('analytics:metrics.likes'), values: series.map((p) => p.likes), stack: 'r' },
      { name: t('analytics:metrics.comments'), values: series.map((p) => p.comments), stack: 'r' },
      { name: t('analytics:metrics.shares'), values: series.map((p) => p.shares), stack: 'r' },
    ],
    formatValue: f.count,
  });
  const table: TableData = {
    columns: [
      { key: 'day', label: t('analytics:chart.day'), kind: 'date' },
      { key: 'likes', label: t('analytics:metrics.likes'), kind: 'number' },
      { key: 'comments', label: t('analytics:metrics.comments'), kind: 'number' },
      { key: 'shares', label: t('analytics:metrics.shares'), kind: 'number' },
    ],
    rows: series.map((p) => ({ day: p.day, likes: p.likes, comments: p.comments, shares: p.shares })),
  };
  return { option, table };
}

/** The dashboard's videos of one kind as horizontal views bars, by title. */
export const dashboardOption = (videos: readonly { title: string; views: number }[], t: Tr, f: F) =>
  bars({
    categories: videos.map((v) => v.title),
    series: [{ name: t('analytics:metrics.views'), values: videos.map((v) => v.views) }],
    formatValue: f.count,
    horizontal: true,
    legend: false,
    labelWidth: 180,
  });

/** The dashboard card's height: 36 px a video, at least 220. */
export const dashboardHeight = (count: number) => Math.max(220, count * 36 + 24);
