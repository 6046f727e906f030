// One daily line of a linked account (followers, reach, likes…): only the days that have a figure are
// drawn; a missing day is a gap in the axis's dates, never a zero.
import type { EChartsCoreOption } from 'echarts/core';

type Format = (value: number) => string;

/** `formatValue` for the tooltip (the exact figure), `formatAxis` for the axis (short); few ticks, so short labels stay distinct. */
export function dailyLine(input: {
  name: string;
  points: readonly { day: string; value: number }[];
  formatValue: Format;
  formatAxis: Format;
  formatDay: (day: string) => string;
}): EChartsCoreOption {
  return {
    color: ['#4338ca'],
    animationDuration: 0,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', confine: true, valueFormatter: (value: number) => input.formatValue(value) },
    xAxis: {
      type: 'time',
      axisLabel: { color: '#64748b', fontSize: 11, hideOverlap: true, formatter: (value: number) => input.formatDay(new Date(value).toISOString()) },
      axisLine: { lineStyle: { color: '#cbd5e1' } },
    },
    yAxis: {
      type: 'value',
      scale: true,
      splitNumber: 4,
      axisLabel: { color: '#64748b', fontSize: 11, formatter: input.formatAxis },
      splitLine: { lineStyle: { color: '#e2e8f0' } },
    },
    series: [
      {
        name: input.name,
        type: 'line',
        showSymbol: input.points.length <= 1,
        lineStyle: { width: 2.5 },
        areaStyle: { opacity: 0.08 },
        data: input.points.map((p) => [`${p.day.slice(0, 10)}T00:00:00Z`, p.value]),
      },
    ],
  };
}
