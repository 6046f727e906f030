// Money month by month (course revenue, a store's sales): a bar per series and month. A month with no
// figure is drawn empty, never as a zero the data did not give. The exact amounts are in the table
// beside the chart; the chart draws their rounded values.
import type { EChartsCoreOption } from 'echarts/core';

export type MonthlySeries = { name: string; values: readonly (string | null)[] };

export function monthlyBars(input: {
  months: readonly string[];
  series: readonly MonthlySeries[];
  formatMonth: (month: string) => string;
  formatValue: (value: number) => string;
}): EChartsCoreOption {
  return {
    color: ['#4338ca', '#e11d48', '#0d9488'],
    animationDuration: 0,
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, textStyle: { color: '#334155' } },
    tooltip: { trigger: 'axis', confine: true, valueFormatter: (value: number) => input.formatValue(value) },
    xAxis: {
      type: 'category',
      data: input.months.map(input.formatMonth),
      axisLabel: { color: '#64748b', fontSize: 11, hideOverlap: true },
      axisLine: { lineStyle: { color: '#cbd5e1' } },
    },
    yAxis: {
      type: 'value',
      splitNumber: 4,
      axisLabel: { color: '#64748b', fontSize: 11, formatter: input.formatValue },
      splitLine: { lineStyle: { color: '#e2e8f0' } },
    },
    series: input.series.map((s) => ({ name: s.name, type: 'bar', barMaxWidth: 18, data: s.values.map((v) => (v === null ? null : Number(v))) })),
  };
}
