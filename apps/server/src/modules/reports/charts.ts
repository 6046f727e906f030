// The report's charts: one ECharts option per chart, rendered on the server (SSR, SVG) and turned
// into PNG by resvg for Word, PowerPoint and the PDF. The same SVG could go into the PDF as vectors;
// a 2× PNG prints crisp enough and keeps the three formats alike.
import { Resvg, renderAsync } from '@resvg/resvg-js';
import * as echarts from 'echarts';
import { chartFontFamily, chartFontFile } from './fonts.ts';
import { rgbPng } from './png-rgb.ts';

export type ReportImage = { data: Buffer; type: 'png' | 'jpg'; width: number; height: number };

export const CHART_WIDTH = 900;
export const CHART_HEIGHT = 300;
const SCALE = 1.5;

const compact = (value: number) => {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${Math.round(value / 1e8) / 10}B`;
  if (abs >= 1e6) return `${Math.round(value / 1e5) / 10}M`;
  if (abs >= 1e3) return `${Math.round(value / 1e2) / 10}K`;
  return String(value);
};

/** `stack`: bars of one stack sum up (the annual report's months by channel); `barWidth`: the widest bar in pixels (10 by default). */
export type ChartSeries = { values: number[]; kind: 'line' | 'bar'; dashed?: boolean; color: string; stack?: string; barWidth?: number };

/** A daily chart: the labels on x (MM-DD, or day numbers), the series on y; no text but digits, so any Latin font draws it. */
export function chartSvg(labels: readonly string[], series: readonly ChartSeries[]): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: CHART_WIDTH, height: CHART_HEIGHT });
  try {
    chart.setOption({
      animation: false,
      backgroundColor: '#ffffff',
      textStyle: { fontFamily: chartFontFamily, fontSize: 12 },
      grid: { left: 56, right: 16, top: 16, bottom: 32 },
      xAxis: { type: 'category', data: labels, axisLabel: { hideOverlap: true, color: '#555' }, axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value', axisLabel: { formatter: compact, color: '#555' }, splitLine: { lineStyle: { color: '#e6e6e6' } } },
      series: series.map((s) => ({
        type: s.kind,
        data: s.values,
        showSymbol: false,
        smooth: false,
        itemStyle: { color: s.color },
        lineStyle: { color: s.color, width: 2, type: s.dashed ? 'dashed' : 'solid' },
        barMaxWidth: s.barWidth ?? 10,
        ...(s.stack ? { stack: s.stack } : {}),
      })),
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const resvgOptions = () => ({
  font: { fontFiles: chartFontFile ? [chartFontFile] : [], loadSystemFonts: false, defaultFontFamily: chartFontFamily },
  fitTo: { mode: 'width' as const, value: Math.round(CHART_WIDTH * SCALE) },
  background: '#ffffff',
});

/** The SVG as a PNG, drawn in resvg's worker thread so that the server keeps answering meanwhile. */
export async function svgToPng(svg: string, width = CHART_WIDTH, height = CHART_HEIGHT): Promise<ReportImage> {
  const rendered = await renderAsync(svg, resvgOptions());
  return { data: rgbPng(rendered.pixels, rendered.width, rendered.height), type: 'png', width, height };
}

/** A small picture (the logo, the missing-thumbnail placeholder), drawn at once. */
export function svgToPngSync(svg: string, width: number, height: number, scale = 2): ReportImage {
  const resvg = new Resvg(svg, { ...resvgOptions(), fitTo: { mode: 'width', value: Math.round(width * scale) } });
  const rendered = resvg.render();
  return { data: rgbPng(rendered.pixels, rendered.width, rendered.height), type: 'png', width, height };
}
