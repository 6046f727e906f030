// Spreadsheet cells in and out. Out: text that a spreadsheet would run as a formula (starting with
// = + - @, or a tab or carriage return before one) is written with a leading apostrophe-like quote
// so it stays text (security plan 26, ASVS 5.0 1.2.10). In: formulas are refused, links and rich
// text are read as their text.
import type { CellValue } from 'exceljs';

const formulaStart = /^[=+\-@\t\r]/;

/** A CSV field: quoted, its quotes doubled, when it holds a comma, a quote or a line break (RFC 4180). */
export const csvQuote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A value safe to write into any CSV or XLSX export. */
export function neutralizeCell<T>(value: T): T | string {
  if (typeof value !== 'string' || !formulaStart.test(value)) return value;
  return `'${value}`;
}

export type CellText = { text: string } | { formula: true };

/** The text of an uploaded cell; formulas are reported, never evaluated or trusted. */
export function cellText(value: CellValue): CellText {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value) };
  if (value instanceof Date) return { text: value.toISOString() };
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { formula: true };
    if ('richText' in value) return { text: value.richText.map((part) => part.text).join('') };
    // A hyperlink cell (an e-mail address typed into Excel becomes mailto:…): its shown text.
    if ('text' in value && typeof value.text === 'string') return { text: value.text };
    if ('error' in value) return { text: '' };
  }
  return { text: '' };
}
