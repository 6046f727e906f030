// The performance report as a file (issue 11 "exportable as xlsx", with CSV as the table beside the
// chart): one row per case video with its figures since publish and the channel's average for its
// length class; the xlsx adds a second sheet with every video's days. Columns carry the API's field
// names, the same in every language; titles a spreadsheet would run as a formula are defused.
import type { PerformanceReport } from '@chorus/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendXlsx } from '../../../http/small-upload.ts';
import { neutralizeCell, csvQuote } from '../../../storage/spreadsheet.ts';

const metricColumns = ['views', 'likes', 'comments', 'shares', 'watch_minutes', 'subscribers_gained', 'engagement_rate'] as const;
export const videoColumns = [
  'channel_title',
  'channel_id',
  'video_id',
  'title',
  'published_at',
  'length_class',
  'days',
  ...metricColumns,
  'benchmark_videos',
  ...metricColumns.map((k) => `benchmark_${k}`),
] as const;
export const dayColumns = ['day', 'video_id', 'views', 'likes', 'comments', 'shares', 'watch_minutes', 'subscribers_gained'] as const;
/** Issue 12: the resale products on the case videos, with what their discount codes sold (the xlsx's third sheet). */
export const resaleColumns = [
  'video_id',
  'store_name',
  'product_id',
  'product_title',
  'discount_code',
  'currency',
  'orders',
  'units',
  'gross',
  'discounts',
  'refunds',
  'net_sales',
  'cancelled_orders',
] as const;
const textColumns = new Set(['channel_title', 'channel_id', 'video_id', 'title', 'store_name', 'product_title', 'discount_code', 'currency']);
const moneyColumns = new Set(['gross', 'discounts', 'refunds', 'net_sales']);

type Cell = string | number | null;

export function videoRows(report: PerformanceReport): Record<string, Cell>[] {
  return report.videos.map((v) => ({
    channel_title: v.channel_title,
    channel_id: v.channel_id,
    video_id: v.video_id,
    title: v.title,
    published_at: v.published_at,
    length_class: v.length_class,
    days: v.days,
    ...Object.fromEntries(metricColumns.map((k) => [k, v.metrics[k]])),
    benchmark_videos: v.benchmark?.videos ?? null,
    ...Object.fromEntries(metricColumns.map((k) => [`benchmark_${k}`, v.benchmark ? v.benchmark[k] : null])),
  }));
}

function dayRows(report: PerformanceReport): Record<string, Cell>[] {
  return report.videos.flatMap((v) => v.daily.map((d) => ({ ...d, video_id: v.video_id })));
}

const cell = (column: string, value: Cell) => (value === null ? '' : textColumns.has(column) ? neutralizeCell(String(value)) : value);

export async function sendPerformanceExport(reply: FastifyReply, report: PerformanceReport, format: 'csv' | 'xlsx') {
  const name = `collab-performance-${report.package.id}`;
  const rows = videoRows(report);
  if (format === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    const videos = workbook.addWorksheet('videos');
    videos.addRow([...videoColumns]);
    for (const row of rows) videos.addRow(videoColumns.map((c) => cell(c, row[c] ?? null)));
    const days = workbook.addWorksheet('daily');
    days.addRow([...dayColumns]);
    for (const row of dayRows(report)) days.addRow(dayColumns.map((c) => cell(c, row[c] ?? null)));
    const resale = workbook.addWorksheet('resale');
    resale.addRow([...resaleColumns]);
    for (const p of report.resale_products) {
      const row: Record<string, Cell> = { ...p };
      resale.addRow(resaleColumns.map((c) => (moneyColumns.has(c) ? Number(row[c]) : cell(c, row[c] ?? null))));
    }
    return sendXlsx(reply, `${name}.xlsx`, Buffer.from(await workbook.xlsx.writeBuffer()));
  }
  // UTF-8 with a BOM (Excel reads CJK titles right), CRLF, RFC 4180 quoting.
  const lines = [videoColumns.join(','), ...rows.map((row) => videoColumns.map((c) => csvQuote(String(cell(c, row[c] ?? null)))).join(','))];
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store');
  return reply.send(`\uFEFF${lines.join('\r\n')}\r\n`);
}
