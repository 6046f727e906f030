// The CMS summaries as files (spec 2 "CMS channel and CMS video monthly revenue summaries", issue 10
// "with CSV and xlsx export"). Columns carry the API's field names, the same in every language.
// Amounts stay exact decimal text in both formats (a spreadsheet number is a float); ids and titles
// that a spreadsheet would run as a formula are defused (a video id may start with '-').
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendXlsx } from '../../../http/small-upload.ts';
import { neutralizeCell } from '../../../storage/spreadsheet.ts';

export type ExportTable = {
  name: string;
  columns: readonly string[];
  rows: readonly Record<string, string | boolean | null>[];
  textColumns: ReadonlySet<string>;
};

function cellOf(table: ExportTable, column: string, value: string | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return table.textColumns.has(column) ? String(neutralizeCell(text)) : text;
}

function csvQuote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export async function sendExport(reply: FastifyReply, table: ExportTable, format: 'csv' | 'xlsx') {
  if (format === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(table.name);
    sheet.addRow([...table.columns]);
    for (const row of table.rows) sheet.addRow(table.columns.map((c) => cellOf(table, c, row[c] ?? null)));
    return sendXlsx(reply, `${table.name}.xlsx`, Buffer.from(await workbook.xlsx.writeBuffer()));
  }
  // UTF-8 with a BOM (Excel reads CJK titles right), CRLF, RFC 4180 quoting.
  const lines = [table.columns.join(','), ...table.rows.map((row) => table.columns.map((c) => csvQuote(cellOf(table, c, row[c] ?? null))).join(','))];
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${table.name}.csv"`)
    .header('cache-control', 'no-store');
  return reply.send(`\uFEFF${lines.join('\r\n')}\r\n`);
}
