// Tables as files people add up (issue 23 "exports that add up"): the one writer of the CSV and
// xlsx exports. Headings are in the caller's language with their unit ("Revenue (TWD)", "Rate (%)").
// In the xlsx, amounts, counts and rates are number cells with a number format (money to its
// currency's minor unit, the value itself as precise as a spreadsheet number can hold), so that
// SUM works; in the CSV every figure is the exact decimal string the API sends, which is where the
// exact value stays (see docs/decisions.md). Text a spreadsheet would run as a formula is defused
// in both. CSV: UTF-8 with a BOM (Excel reads CJK right), CRLF, RFC 4180 quoting.
import { currencyPlaces, type Currency } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendXlsx } from '../http/small-upload.ts';
import { csvQuote, neutralizeCell } from './spreadsheet.ts';

/**
 * What a column holds: text (ids, titles, months: kept as text), a whole count, a decimal figure, a
 * rate (an exchange rate: as many places as it has), a percentage (the value in per cent, written
 * to the xlsx as a fraction with a per-cent format), money in a currency, or money in the currency
 * its row names (`money`: rows of several currencies, the row's `currency` column saying which).
 */
export type ExportKind = 'text' | 'count' | 'decimal' | 'rate' | 'percent' | 'money' | Currency;
export type ExportCell = string | number | boolean | null | undefined;
export type ExportColumn = { key: string; label: string; kind: ExportKind };
export type ExportSheet = { name: string; columns: readonly ExportColumn[]; rows: readonly Record<string, ExportCell>[] };

const isMoney = (kind: ExportKind): kind is Currency => kind in currencyPlaces;

/** The unit a heading names, if any: the currency code, or %. */
function unitOf(kind: ExportKind): string | null {
  if (isMoney(kind)) return kind;
  return kind === 'percent' ? '%' : null;
}

/** A column's heading in a language: its label and its unit ("Revenue (TWD)", "收益（TWD）"). */
export function exportHeading(column: Pick<ExportColumn, 'label' | 'kind'>, language: LocaleCode): string {
  const unit = unitOf(column.kind);
  return unit === null ? column.label : translate(language, 'exports', 'withUnit', { label: column.label, unit });
}

/** The columns `keys` of a table whose columns have the kinds `kinds`, each headed by its `exports` text `<prefix>.<key>` in `language`. */
export function kindedColumns<K extends string>(kinds: Record<K, ExportKind>, keys: readonly K[], prefix: string, language: LocaleCode): ExportColumn[] {
  return keys.map((key) => ({ key, kind: kinds[key], label: translate(language, 'exports', `${prefix}.${key}`) }));
}

/** The xlsx number format of a figure column; null for text (`money`: the row's currency, see moneyFormat). */
export function numberFormatOf(kind: ExportKind): string | null {
  if (kind === 'money') return null;
  if (isMoney(kind)) {
    const places = currencyPlaces[kind];
    return places === 0 ? '#,##0' : `#,##0.${'0'.repeat(places)}`;
  }
  if (kind === 'count') return '#,##0';
  if (kind === 'decimal') return '#,##0.00';
  if (kind === 'percent') return '0.00%';
  if (kind === 'rate') return 'General';
  return null;
}

function textOf(value: ExportCell, language: LocaleCode): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return translate(language, 'exports', value ? 'yes' : 'no');
  return String(value);
}

function xlsxCell(column: ExportColumn, value: ExportCell, language: LocaleCode): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'text' || typeof value === 'boolean') return String(neutralizeCell(textOf(value, language)));
  const number = Number(value);
  if (!Number.isFinite(number)) return String(neutralizeCell(String(value)));
  return column.kind === 'percent' ? number / 100 : number;
}

function csvCell(column: ExportColumn, value: ExportCell, language: LocaleCode): string {
  const text = textOf(value, language);
  const safe = column.kind === 'text' ? String(neutralizeCell(text)) : text;
  return csvQuote(safe);
}

/** The sheet as CSV text (BOM included). */
export function exportCsv(sheet: ExportSheet, language: LocaleCode): string {
  const lines = [
    sheet.columns.map((c) => csvCell({ ...c, kind: 'text' }, exportHeading(c, language), language)).join(','),
    ...sheet.rows.map((row) => sheet.columns.map((c) => csvCell(c, row[c.key], language)).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The sheets as one workbook: headings in bold, figures as numbers with their format. */
export async function exportXlsx(sheets: readonly ExportSheet[], language: LocaleCode): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Chorus';
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name);
    ws.columns = sheet.columns.map((c) => {
      const heading = exportHeading(c, language);
      const format = numberFormatOf(c.kind);
      return { header: heading, key: c.key, width: Math.min(Math.max(heading.length + 4, 12), 40), ...(format ? { style: { numFmt: format } } : {}) };
    });
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      const added = ws.addRow(sheet.columns.map((c) => xlsxCell(c, row[c.key], language)));
      const currency = String(row.currency ?? '');
      sheet.columns.forEach((c, i) => {
        if (c.kind === 'money') added.getCell(i + 1).numFmt = numberFormatOf(isMoney(currency as ExportKind) ? (currency as Currency) : 'decimal')!;
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The export as a download: every sheet in the xlsx, the first one as CSV. */
export async function sendTableExport(
  reply: FastifyReply,
  file: { name: string; sheets: readonly ExportSheet[]; format: 'csv' | 'xlsx'; language: LocaleCode },
) {
  if (file.format === 'xlsx') return sendXlsx(reply, `${file.name}.xlsx`, await exportXlsx(file.sheets, file.language));
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.name}.csv"`)
    .header('cache-control', 'no-store');
  return reply.send(exportCsv(file.sheets[0]!, file.language));
}

/**
 * Every heading a column may have in an uploaded file: its key (the machine name), and its heading
 * in each language with and without the unit, compared trimmed and in lower case. A file
 * downloaded in one language and uploaded by someone working in another is still read.
 */
export function acceptedHeadings(key: string, labelKey: string, kind: ExportKind): string[] {
  const languages: LocaleCode[] = ['zh-TW', 'ja', 'en'];
  const names = languages.flatMap((language) => {
    const label = translate(language, 'exports', labelKey);
    return [label, exportHeading({ label, kind }, language)];
  });
  return [...new Set([key, ...names].map(headingKey))];
}

/** A heading as compared: no BOM, spaces collapsed, trimmed, lower case. */
export function headingKey(text: string): string {
  return text
    .replace(/^\ufeff/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
