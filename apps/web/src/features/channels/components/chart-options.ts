// ECharts options of the channel pages, in one visual language: the app's palette and font, short
// animations, labels formatted in the chosen language by the caller's functions.
import type { EChartsCoreOption } from 'echarts/core';

export const palette = ['#4338ca', '#0ea5e9', '#0f766e', '#f59e0b', '#e11d48', '#8b5cf6', '#64748b', '#84cc16', '#ec4899'];
export const comparisonColor = '#94a3b8';
const fontFamily = '"Noto Sans TC", "Noto Sans JP", "Noto Sans CJK TC", "Noto Sans CJK JP", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const axisLabel = { color: '#64748b', fontSize: 11 };
const splitLine = { lineStyle: { color: '#e2e8f0' } };

const base = {
  color: palette,
  textStyle: { fontFamily },
  // The first drawing appears at once (no grow-in: the page is usable sooner); changes of period or
  // metric animate briefly.
  animationDuration: 0,
  animationDurationUpdate: 250,
  grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
  legend: { top: 0, left: 0, icon: 'roundRect', itemWidth: 12, itemHeight: 8, textStyle: { color: '#334155', fontSize: 12 } },
};

type Format = (value: number) => string;
type TooltipParam = { seriesName: string; value: number | null; dataIndex: number; marker: string; name: string };
const asList = (params: unknown) => (Array.isArray(params) ? params : [params]) as TooltipParam[];
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A daily line for the period with the comparison period drawn over it, day by day (day 1 of the
 * period against day 1 of the comparison). The tooltip names both dates.
 */
export function comparisonLines(input: {
  days: string[];
  values: (number | null)[];
  compareDays: string[];
  compareValues: (number | null)[];
  names: { period: string; comparison: string };
  formatValue: Format;
  /** Axis labels, when they should be shorter than the tooltip's values. */
  formatAxis?: Format;
  formatDay: (day: string) => string;
  area?: boolean;
}): EChartsCoreOption {
  const length = Math.max(input.days.length, input.compareDays.length);
  const index = Array.from({ length }, (_, i) => i);
  return {
    ...base,
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params: unknown) =>
        asList(params)
          .map((p) => {
            const day = p.seriesName === input.names.period ? input.days[p.dataIndex] : input.compareDays[p.dataIndex];
            const value = p.value === null || p.value === undefined ? '—' : input.formatValue(p.value);
            return `${p.marker}${escape(p.seriesName)} · ${day ? escape(input.formatDay(day)) : '—'}<br/><b style="margin-left:14px">${escape(value)}</b>`;
          })
          .join('<br/>'),
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: index,
      axisLabel: { ...axisLabel, formatter: (i: number) => (input.days[i] ? input.formatDay(input.days[i]) : '') },
      axisLine: { lineStyle: { color: '#cbd5e1' } },
      axisTick: { show: false },
    },
    yAxis: { type: 'value', axisLabel: { ...axisLabel, formatter: input.formatAxis ?? input.formatValue }, splitLine },
    series: [
      {
        name: input.names.period,
        type: 'line',
        data: input.values,
        showSymbol: input.days.length <= 1,
        symbolSize: 6,
        smooth: 0.2,
        lineStyle: { width: 2.5 },
        areaStyle: input.area === false ? undefined : { opacity: 0.08 },
        z: 3,
      },
      {
        name: input.names.comparison,
        type: 'line',
        data: input.compareValues,
        showSymbol: input.compareDays.length <= 1,
        symbolSize: 5,
        smooth: 0.2,
        itemStyle: { color: comparisonColor },
        lineStyle: { width: 1.5, type: 'dashed', color: comparisonColor },
        z: 2,
      },
    ],
  };
}

type BarSeries = { name: string; values: (number | null)[]; color?: string; stack?: string; axis?: 0 | 1; line?: boolean };

/** Bars per category (vertical, or horizontal for long names), optionally stacked or on a second axis. */
export function bars(input: {
  categories: string[];
  series: BarSeries[];
  formatValue: Format;
  formatSecond?: Format;
  /** Axis labels, when they should be shorter than the tooltip's values. */
  formatAxis?: Format;
  formatSecondAxis?: Format;
  horizontal?: boolean;
  legend?: boolean;
  labelWidth?: number;
}): EChartsCoreOption {
  const categoryAxis = {
    type: 'category',
    data: input.categories,
    inverse: input.horizontal,
    // Horizontal bars cut long names; vertical ones wrap them under the bar.
    axisLabel: input.horizontal
      ? { ...axisLabel, width: input.labelWidth ?? 120, overflow: 'truncate', interval: 0 }
      : {
          ...axisLabel,
          width: input.labelWidth ?? 84,
          overflow: 'break',
          interval: input.categories.length > 12 ? 'auto' : 0,
          hideOverlap: input.categories.length > 12,
          lineHeight: 14,
        },
    axisLine: { lineStyle: { color: '#cbd5e1' } },
    axisTick: { show: false },
  };
  const valueAxes = [
    { type: 'value', axisLabel: { ...axisLabel, formatter: input.formatAxis ?? input.formatValue }, splitLine },
    ...(input.formatSecond
      ? [{ type: 'value', axisLabel: { ...axisLabel, formatter: input.formatSecondAxis ?? input.formatSecond }, splitLine: { show: false } }]
      : []),
  ];
  const formatFor = (axis?: 0 | 1) => (axis === 1 && input.formatSecond ? input.formatSecond : input.formatValue);
  return {
    ...base,
    grid: { ...base.grid, top: input.legend === false ? 8 : 40 },
    legend: input.legend === false ? { show: false } : base.legend,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: (params: unknown) => {
        const list = asList(params);
        const head = list[0] ? `${escape(list[0].name)}<br/>` : '';
        return (
          head +
          list
            .map((p) => {
              const series = input.series.find((s) => s.name === p.seriesName);
              const value = p.value === null || p.value === undefined ? '—' : formatFor(series?.axis)(p.value);
              return `${p.marker}${escape(p.seriesName)}&nbsp;&nbsp;<b>${escape(value)}</b>`;
            })
            .join('<br/>')
        );
      },
    },
    xAxis: input.horizontal ? valueAxes : categoryAxis,
    yAxis: input.horizontal ? categoryAxis : valueAxes,
    series: input.series.map((s) => ({
      name: s.name,
      type: s.line ? 'line' : 'bar',
      data: s.values,
      stack: s.stack,
      itemStyle: s.color
        ? { color: s.color, borderRadius: s.stack ? 0 : input.horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0] }
        : { borderRadius: s.stack ? 0 : input.horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0] },
      barMaxWidth: 36,
      [input.horizontal ? 'xAxisIndex' : 'yAxisIndex']: s.axis ?? 0,
      ...(s.line ? { symbolSize: 7, lineStyle: { width: 2.5 } } : {}),
    })),
  };
}

/** Shares of a whole as a ring; the legend is drawn by the page (see donut-chart.tsx). */
export function donut(input: { items: { name: string; value: number; text?: string }[]; formatValue: Format; colors?: string[] }): EChartsCoreOption {
  return {
    ...base,
    color: input.colors ?? palette,
    legend: { show: false },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: unknown) => {
        const item = p as { marker: string; name: string; value: number; data: { text?: string } };
        return `${item.marker}${escape(item.name)}<br/><b>${escape(item.data.text ?? input.formatValue(item.value))}</b>`;
      },
    },
    series: [
      {
        type: 'pie',
        radius: ['55%', '90%'],
        center: ['50%', '50%'],
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        label: { show: false },
        data: input.items,
      },
    ],
  };
}

/** Grey of the lines outside the highlighted channels. */
export const mutedColor = '#cbd5e1';

type ChannelLine = { name: string; values: (number | null)[]; color: string; muted?: boolean };

/**
 * One line per channel over a shared axis of days (the group trend charts). Many channels: the
 * legend scrolls, muted lines stay thin and grey behind the highlighted ones, hovering a line brings
 * it forward, and the tooltip lists the day's largest values first (at most `tooltipLimit`).
 * `stacked` draws stacked areas instead (shares of a whole). Null values are gaps.
 */
export function channelLines(input: {
  days: string[];
  series: ChannelLine[];
  formatValue: Format;
  formatAxis?: Format;
  formatDay: (day: string) => string;
  /** "and 12 more" under a cut tooltip. */
  moreLabel: (count: number) => string;
  tooltipLimit?: number;
  stacked?: boolean;
  /** Upper bound of the value axis (100 for shares). */
  max?: number;
}): EChartsCoreOption {
  const limit = input.tooltipLimit ?? 10;
  const single = input.days.length <= 1;
  return {
    ...base,
    color: input.series.map((s) => s.color),
    legend: {
      ...base.legend,
      type: 'scroll',
      right: 0,
      pageIconSize: 11,
      pageIconColor: '#4338ca',
      pageIconInactiveColor: '#cbd5e1',
      pageTextStyle: { color: '#64748b', fontSize: 11 },
      textStyle: { ...base.legend.textStyle, width: 140, overflow: 'truncate' },
      tooltip: { show: true },
    },
    grid: { ...base.grid, top: 44 },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params: unknown) => {
        const list = asList(params)
          .filter((p) => p.value !== null && p.value !== undefined && Number.isFinite(p.value))
          .sort((a, b) => (b.value as number) - (a.value as number));
        const first = asList(params)[0];
        const day = first ? input.days[first.dataIndex] : undefined;
        const head = day ? `<b>${escape(input.formatDay(day))}</b><br/>` : '';
        const rows = list
          .slice(0, limit)
          .map(
            (p) => `${p.marker}${escape(p.seriesName)}&nbsp;&nbsp;<b style="float:right;margin-left:16px">${escape(input.formatValue(p.value as number))}</b>`,
          )
          .join('<br/>');
        const more = list.length > limit ? `<br/><span style="color:#64748b">${escape(input.moreLabel(list.length - limit))}</span>` : '';
        return head + rows + more;
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: single,
      data: input.days,
      axisLabel: { ...axisLabel, formatter: (day: string) => input.formatDay(day), hideOverlap: true },
      axisLine: { lineStyle: { color: '#cbd5e1' } },
      axisTick: { show: false },
    },
    yAxis: { type: 'value', max: input.max, axisLabel: { ...axisLabel, formatter: input.formatAxis ?? input.formatValue }, splitLine },
    series: input.series.map((s) => ({
      name: s.name,
      type: 'line',
      data: s.values,
      showSymbol: single,
      symbolSize: 5,
      smooth: input.stacked ? false : 0.2,
      connectNulls: false,
      stack: input.stacked ? 'total' : undefined,
      areaStyle: input.stacked ? { opacity: s.muted ? 0.5 : 0.85 } : undefined,
      itemStyle: { color: s.color },
      lineStyle: { width: input.stacked ? 0.5 : s.muted ? 1 : 2, opacity: s.muted && !input.stacked ? 0.8 : 1 },
      z: s.muted ? 1 : 3,
      emphasis: { focus: 'series', lineStyle: { width: input.stacked ? 1 : 3 } },
    })),
  };
}
