// The revenue page's shaping, pure (issue 24: page = model + view): the two 365-day windows as
// revenue and RPM bars, views bars (the earlier year muted), and the sponsorship rates table, money
// in the chosen currency. Texts come in as `t`, numbers as `f`, money as `money`.
import type { Revenue } from '../api.ts';
import { bars, comparisonColor, palette } from '../components/chart-options.ts';
import type { TableData } from '../components/data-table.tsx';
import type { Formatters } from '../hooks/use-formatters.ts';
import type { Money } from '../hooks/use-money.ts';
import type { Tr } from './audience-model.ts';

type M = Pick<
  Money,
  'currency' | 'convert' | 'convertPrecise' | 'convertWhole' | 'formatConverted' | 'formatConvertedWhole' | 'plot' | 'formatPlotted' | 'formatAxis'
>;

/** The earlier window first, then the past 365 days. */
export const revenueYears = (data: Revenue, t: Tr) => [
  { key: 'previous', label: t('analytics:revenue.previousYear'), figures: data.previous },
  { key: 'current', label: t('analytics:revenue.currentYear'), figures: data.current },
];

/** Gross revenue and RPM (second axis) per window; the table keeps RPM's two more decimals. */
export function yearChart(data: Revenue, t: Tr, money: M) {
  const years = revenueYears(data, t);
  const revenueLabel = `${t('analytics:money.grossRevenue')} (${money.currency})`;
  const rpmLabel = `${t('analytics:money.rpm')} (${money.currency})`;
  const option = bars({
    categories: years.map((y) => y.label),
    series: [
      { name: revenueLabel, values: years.map((y) => money.plot(y.figures.gross_revenue)), color: palette[0] },
      { name: rpmLabel, values: years.map((y) => money.plot(y.figures.rpm)), color: '#f59e0b', axis: 1 },
    ],
    formatValue: money.formatPlotted,
    formatSecond: money.formatPlotted,
    formatAxis: money.formatAxis,
    formatSecondAxis: money.formatAxis,
  });
  const table: TableData = {
    columns: [
      { key: 'period', label: t('analytics:revenue.year'), kind: 'text' },
      { key: 'start', label: t('analytics:period.start'), kind: 'date' },
      { key: 'end', label: t('analytics:period.end'), kind: 'date' },
      { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
      { key: 'revenue', label: revenueLabel, kind: 'money', format: (v) => money.formatConverted(v as string | null) },
      { key: 'rpm', label: rpmLabel, kind: 'money', format: (v) => money.formatConverted(v as string | null) },
    ],
    rows: years.map((y) => ({
      period: y.label,
      start: y.figures.period.start,
      end: y.figures.period.end,
      views: y.figures.views,
      revenue: money.convert(y.figures.gross_revenue),
      rpm: money.convertPrecise(y.figures.rpm),
    })),
  };
  return { option, table };
}

/** Views per window, the earlier one in the comparison colour. */
export function viewsChart(data: Revenue, t: Tr, f: Pick<Formatters, 'count'>) {
  const years = revenueYears(data, t);
  const option = bars({
    categories: years.map((y) => y.label),
    series: [{ name: t('analytics:metrics.views'), values: years.map((y) => y.figures.views) }],
    formatValue: f.count,
    legend: false,
  });
  option.series = [
    { ...(option.series as object[])[0], data: [{ value: data.previous.views, itemStyle: { color: comparisonColor } }, { value: data.current.views }] },
  ];
  const table: TableData = {
    columns: [
      { key: 'period', label: t('analytics:revenue.year'), kind: 'text' },
      { key: 'views', label: t('analytics:metrics.views'), kind: 'number' },
    ],
    rows: years.map((y) => ({ period: y.label, views: y.figures.views })),
  };
  return { option, table };
}

/** Mid-roll and sponsored video rates with their reference range, in whole units of the currency. */
export function pricesTable(data: Revenue, t: Tr, money: M): TableData {
  const whole = (label: string) => `${label} (${money.currency})`;
  const format = (v: unknown) => money.formatConvertedWhole(v as string | null);
  return {
    columns: [
      { key: 'kind', label: t('analytics:revenue.priceKind'), kind: 'text' },
      { key: 'price', label: whole(t('analytics:revenue.price')), kind: 'money', format },
      { key: 'min', label: whole(t('analytics:revenue.rangeMin')), kind: 'money', format },
      { key: 'max', label: whole(t('analytics:revenue.rangeMax')), kind: 'money', format },
    ],
    rows: (['midroll', 'sponsored'] as const).map((kind) => ({
      kind: t(`analytics:revenue.${kind}`),
      price: money.convertWhole(data[kind].price),
      min: money.convertWhole(data[kind].min),
      max: money.convertWhole(data[kind].max),
    })),
  };
}
