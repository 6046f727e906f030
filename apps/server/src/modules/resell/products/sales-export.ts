// What each video sold, as a file (resellPerformance "CSV and xlsx export"; issue 23: the one export
// writer, storage/table-export.ts): one row per resale product on a video, headings in the caller's
// language, titles a spreadsheet would run as a formula defused. Money stays the exact decimal string
// in CSV; the xlsx holds it as a number formatted to the row's currency (a column of its own, since
// stores sell in several), counts as whole numbers.
import type { ResellPerformance } from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import type { FastifyReply } from 'fastify';
import { kindedColumns, sendTableExport, type ExportCell, type ExportKind, type ExportSheet } from '../../../storage/table-export.ts';

const kinds = {
  channel_title: 'text',
  channel_id: 'text',
  video_id: 'text',
  title: 'text',
  views: 'count',
  video_orders: 'count',
  conversion_per_mille: 'decimal',
  store_name: 'text',
  product_id: 'text',
  product_title: 'text',
  discount_code: 'text',
  currency: 'text',
  orders: 'count',
  units: 'count',
  gross: 'money',
  discounts: 'money',
  refunds: 'money',
  net_sales: 'money',
  cancelled_orders: 'count',
  day: 'text',
} as const satisfies Record<string, ExportKind>;
type Column = keyof typeof kinds;

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
] as const satisfies readonly Column[];
export const codeColumns = ['store_name', 'discount_code', ...figureColumns] as const satisfies readonly Column[];
export const dayColumns = ['day', 'currency', 'orders', 'net_sales'] as const satisfies readonly Column[];

export function productRows(report: ResellPerformance): Record<string, ExportCell>[] {
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

function sheet(name: string, keys: readonly Column[], rows: readonly Record<string, ExportCell>[], language: LocaleCode): ExportSheet {
  return { name, columns: kindedColumns(kinds, keys, 'sales', language), rows };
}

export async function sendSalesExport(reply: FastifyReply, report: ResellPerformance, format: 'csv' | 'xlsx', language: LocaleCode) {
  const sheets = [
    sheet('products', productColumns, productRows(report), language),
    sheet(
      'codes',
      codeColumns,
      report.codes.map((c) => ({ ...c })),
      language,
    ),
    sheet(
      'daily',
      dayColumns,
      report.daily.map((d) => ({ ...d })),
      language,
    ),
  ];
  return sendTableExport(reply, { name: `resell-performance-${report.from}-${report.to}`, sheets, format, language });
}
