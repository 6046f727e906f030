// The content page's shaping, pure (issue 24: page = model + view): length classes beside the
// comparison period, strategy buckets (with revenue in the chosen currency when the answer has it),
// old against new videos, and the KPI totals. Texts come in as `t`, numbers as `f`, money as `money`.
import type { Content } from '../api.ts';
import { bars, comparisonColor } from '../components/chart-options.ts';
import type { Column, TableData } from '../components/data-table.tsx';
import type { Formatters } from '../hooks/use-formatters.ts';
import type { Money } from '../hooks/use-money.ts';
import type { Tr } from './audience-model.ts';

type Stat = Content['old_vs_new']['old'];
type F = Pick<Formatters, 'count' | 'percent'>;
type M = Pick<Money, 'currency' | 'convert' | 'formatConverted' | 'plot' | 'formatPlotted' | 'formatAxis'>;

/** Whether any strategy bucket carries revenue (then the page offers the currency). */
export const contentHasRevenue = (data: Content | undefined) => Boolean(data?.strategy_buckets.some((b) => b.revenue !== undefined && b.revenue !== null));

const moneyLabel = (t: Tr, money: M) => `${t('analytics:content.revenue')} (${money.currency})`;

/** A statistics table's columns: the first as given, the counts, and revenue when asked. */
export function statColumns(first: Column, withRevenue: boolean, t: Tr, money: M): Column[] {
  return [
    first,
    { key: 'videos', label: t('analytics:content.videos'), kind: 'number' },
    { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
    { key: 'average_views', label: t('analytics:content.averageViews'), kind: 'number' },
    { key: 'engagement_rate', label: t('analytics:metrics.engagementRate'), kind: 'percent' },
    ...(withRevenue
      ? [{ key: 'revenue', label: moneyLabel(t, money), kind: 'money' as const, format: (v: unknown) => money.formatConverted(v as string | null) }]
      : []),
  ];
}

/** A statistics row: average views whole, revenue in the chosen currency. */
export const statRow = (name: string, s: Stat, money: M) => ({
  name,
  videos: s.videos,
  views: s.views,
  average_views: Math.round(s.average_views),
  engagement_rate: s.engagement_rate,
  revenue: money.convert(s.revenue ?? null),
});

/** Average views per length class, the comparison's of the same class beside (0 when it has none). */
export function lengthChart(data: Content, previous: Content | null, t: Tr, f: F, money: M) {
  const axisLabel = (key: string) => `${t(`analytics:content.lengthNames.${key}`)}\n${t(`analytics:content.lengthRanges.${key}`)}`;
  const before = previous?.length_classes;
  const option = bars({
    categories: data.length_classes.map((b) => axisLabel(b.key)),
    series: [
      { name: t('analytics:chart.period'), values: data.length_classes.map((b) => Math.round(b.average_views)) },
      ...(before
        ? [
            {
              name: t('analytics:chart.comparison'),
              values: data.length_classes.map((b) => Math.round(before.find((p) => p.key === b.key)?.average_views ?? 0)),
              color: comparisonColor,
            },
          ]
        : []),
    ],
    formatValue: f.count,
  });
  const table: TableData = {
    columns: statColumns({ key: 'name', label: t('analytics:content.lengthClass'), kind: 'text' }, false, t, money),
    rows: data.length_classes.map((b) => statRow(t(`analytics:content.lengthClasses.${b.key}`), b, money)),
  };
  return { option, table };
}

/** Average views per strategy bucket, and revenue on a second axis when there is any. */
export function strategyChart(data: Content, hasRevenue: boolean, t: Tr, f: F, money: M) {
  const label = (key: string) => t(`analytics:content.strategyBuckets.${key}`);
  const option = bars({
    categories: data.strategy_buckets.map((b) => label(b.key)),
    series: [
      { name: t('analytics:content.averageViews'), values: data.strategy_buckets.map((b) => Math.round(b.average_views)) },
      ...(hasRevenue
        ? [{ name: moneyLabel(t, money), values: data.strategy_buckets.map((b) => money.plot(b.revenue ?? null)), color: '#f59e0b', axis: 1 as const }]
        : []),
    ],
    formatValue: f.count,
    formatSecond: hasRevenue ? (v: number) => money.formatPlotted(v) : undefined,
    formatSecondAxis: money.formatAxis,
  });
  const table: TableData = {
    columns: statColumns({ key: 'name', label: t('analytics:content.strategyBucket'), kind: 'text' }, hasRevenue, t, money),
    rows: data.strategy_buckets.map((b) => statRow(label(b.key), b, money)),
  };
  return { option, table };
}

/** New, then old videos: average views and engagement rate on a second axis. */
export function oldNewChart(data: Content, t: Tr, f: F, money: M) {
  const rows = [
    { key: 'new', stat: data.old_vs_new.new },
    { key: 'old', stat: data.old_vs_new.old },
  ];
  const option = bars({
    categories: rows.map((r) => `${t(`analytics:content.${r.key}Name`)}\n${t(`analytics:content.${r.key}Range`)}`),
    series: [
      { name: t('analytics:content.averageViews'), values: rows.map((r) => Math.round(r.stat.average_views)) },
      { name: t('analytics:metrics.engagementRate'), values: rows.map((r) => r.stat.engagement_rate), color: '#0f766e', axis: 1 as const },
    ],
    formatValue: f.count,
    formatSecond: (v: number) => f.percent(v, 2),
  });
  const table: TableData = {
    columns: statColumns({ key: 'name', label: t('analytics:content.age'), kind: 'text' }, false, t, money),
    rows: rows.map((r) => statRow(t(`analytics:content.${r.key}Videos`), r.stat, money)),
  };
  return { option, table };
}

/** Videos published and their average views, in the period and (when asked) the comparison period. */
export function contentTotals(data: Content, previous: Content | null) {
  const published = data.length_classes.reduce((s, b) => s + b.videos, 0);
  const previousPublished = previous?.length_classes.reduce((s, b) => s + b.videos, 0);
  const views = data.length_classes.reduce((s, b) => s + b.views, 0);
  const previousViews = previous?.length_classes.reduce((s, b) => s + b.views, 0);
  const average = published > 0 ? Math.round(views / published) : null;
  const previousAverage = previousPublished ? Math.round((previousViews ?? 0) / previousPublished) : null;
  return { published, previousPublished, average, previousAverage };
}
