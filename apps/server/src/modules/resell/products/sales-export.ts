// What each video sold, as a file (resellPerformance "CSV and xlsx export"), written the same way as
// the collab performance report's (collab/performance/report-export.ts): one row per resale product
// on a video, columns named as the API's fields in every language, titles a spreadsheet would run as
// a formula defused. Money stays the exact decimal string in CSV; the xlsx holds it as a number with
// two places (every amount is numeric(18,2)), with its currency in a column of its own.
import type { ResellPerformance } from '@chorus/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendXlsx } from '../../../http/small-upload.ts';
import { neutralizeCell } from '../../../storage/spreadsheet.ts';

const figureColumns = ['currency', 'orders', 'units', 'gross', 'discounts', 'refunds', 'net_sales', 'cancelled_orders'] as const;
export const productColumns = [
  'channel_title',
  'channel_id',
  'video_id',
  'title',
  'views',
  'video_orders',
  'conversion_per_mille',
  'store_name',
  'product_id',
  'product_title',
  'discount_code',
  ...figureColumns,
] as const;
export const codeColumns = ['store_name', 'discount_code', ...figureColumns] as const;
export const dayColumns = ['day', 'currency', 'orders', 'net_sales'] as const;
const textColumns = new Set(['channel_title', 'channel_id', 'video_id', 'title', 'store_name', 'product_title', 'discount_code', 'currency']);
const moneyColumns = new Set(['gross', 'discounts', 'refunds', 'net_sales']);

type Cell = string | number | null;

export function productRows(report: ResellPerformance): Record<string, Cell>[] {
  return report.videos.flatMap((v) =>
    v.products.map((p) => ({
      channel_title: v.channel_title,
      channel_id: v.channel_id,
      video_id: v.video_id,
      title: v.title,
      views: v.views,
      video_orders: v.orders,
      conversion_per_mille: v.conversion_per_mille,
      store_name: p.store_name,
      product_id: p.product_id,
      product_title: p.product_title,
      discount_code: p.discount_code,
      ...Object.fromEntries(figureColumns.map((k) => [k, p[k]])),
    })),
  );
}

const cell = (column: string, value: Cell) => (value === null ? '' : textColumns.has(column) ? neutralizeCell(String(value)) : value);
const xlsxCell = (column: string, value: Cell) =>
  value !== null && (moneyColumns.has(column) || column === 'conversion_per_mille') ? Number(value) : cell(column, value);
const csvQuote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

function sheet(workbook: ExcelJS.Workbook, name: string, columns: readonly string[], rows: Record<string, Cell>[]) {
  const ws = workbook.addWorksheet(name);
  ws.addRow([...columns]);
  for (const row of rows) ws.addRow(columns.map((c) => xlsxCell(c, row[c] ?? null)));
  columns.forEach((c, i) => {
    if (moneyColumns.has(c) || c === 'conversion_per_mille') ws.getColumn(i + 1).numFmt = '0.00';
  });
}

export async function sendSalesExport(reply: FastifyReply, report: ResellPerformance, format: 'csv' | 'xlsx') {
  const name = `resell-performance-${report.from}-${report.to}`;
  const rows = productRows(report);
  if (format === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    sheet(workbook, 'products', productColumns, rows);
    sheet(
      workbook,
      'codes',
      codeColumns,
      report.codes.map((c) => ({ ...c })),
    );
    sheet(
      workbook,
      'daily',
      dayColumns,
      report.daily.map((d) => ({ ...d })),
    );
    return sendXlsx(reply, `${name}.xlsx`, Buffer.from(await workbook.xlsx.writeBuffer()));
  }
  // UTF-8 with a BOM (Excel reads CJK titles right), CRLF, RFC 4180 quoting.
  const lines = [productColumns.join(','), ...rows.map((row) => productColumns.map((c) => csvQuote(String(cell(c, row[c] ?? null)))).join(','))];
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store');
  return reply.send(`\uFEFF${lines.join('\r\n')}\r\n`);
}
