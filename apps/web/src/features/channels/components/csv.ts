// CSV files of the charts and tables: UTF-8 with a byte-order mark (Excel then reads Chinese and
// Japanese correctly), CRLF line ends, RFC 4180 quoting. A text cell that a spreadsheet would run as
// a formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe (OWASP
// "CSV injection"). Numbers are written as plain numbers; a negative number is data, not a formula.
import { saveFile } from '../../../lib/save-file.ts';

export type CsvCell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else text = value;
  // Decimal strings (money) are numbers too; any other text that starts like a formula is defused.
  if (typeof value === 'string' && formulaStart.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The unit a column's raw CSV values are in, by the table column's kind (money columns name their currency). */
const csvUnits: Record<string, 'seconds' | 'percent'> = { duration: 'seconds', percent: 'percent', change: 'percent' };

/**
 * CSV headings: each column's label with the unit of its raw values — durations are seconds and
 * percentages plain numbers (12.5), which a spreadsheet cannot guess — unless the label names it already.
 */
export function csvHeaders(columns: readonly { label: string; kind?: string }[], t: (key: string, options?: Record<string, string>) => string): string[] {
  return columns.map(({ label, kind }) => {
    const unit = kind === undefined ? undefined : csvUnits[kind];
    if (!unit) return label;
    const name = t(`analytics:csv.units.${unit}`);
    return label.includes(name) ? label : t('analytics:csv.withUnit', { label, unit: name });
  });
}

/** File names keep letters of any script, digits, dot, dash and underscore. */
export function csvFileName(...parts: string[]): string {
  return `${parts
    .filter(Boolean)
    .join('_')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')}.csv`;
}

export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  saveFile(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
