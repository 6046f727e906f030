// The Reporting API's CSV reports (data-formats.md 13): first row = snake_case field names, no
// preamble, no totals row; read by storage/csv.ts.
import { csvRows } from '../../storage/csv.ts';

/** The rows' cells, without their line numbers. */
export const parseCsv = (text: string): string[][] => csvRows(text).map((record) => record.cells);

/** The rows as objects keyed by the (trimmed) header names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const names = header.map((h) => h.trim());
  return rows.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])));
}
