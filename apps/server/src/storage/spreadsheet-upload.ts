// Reading an uploaded .xlsx (the batch invitation, the batch creator update): the zip checks first,
// then one sheet's rows as text by their header names (a column's key, or any heading it may have). A formula in a row marks the row (the caller
// fails it with the reason) instead of being evaluated; blank rows are skipped; more rows than
// allowed refuse the whole file.
import ExcelJS from 'exceljs';
import { DomainError } from '../errors/domain-error.ts';
import { cellText } from './spreadsheet.ts';
import { headingKey } from './table-export.ts';
import { readZipSafely, writeStoredZip } from './zip-guard.ts';

export type UploadedRow<K extends string> = { row: number; values: Record<K, string>; formula: boolean };

export type UploadedSheet<K extends string> = {
  /** The sheet read, or the first one if none has this name. */
  sheet: string;
  columns: readonly K[];
  /** Columns without which the file is refused (errors.spreadsheetHeader). */
  required: readonly K[];
  maxRows: number;
  /** What a cell's text becomes in the row's values. */
  cell: (text: string) => string;
  /** The headings each column may have (as headingKey gives them); without, the column's key. */
  headings?: Readonly<Record<K, readonly string[]>>;
};

/** The refusal of a whole file, shown on the file field. */
export const spreadsheetError = (code: string) => new DomainError(code, { fields: { file: code } });

export async function readUploadedRows<K extends string>(file: Buffer, shape: UploadedSheet<K>): Promise<UploadedRow<K>[]> {
  const clean = writeStoredZip(readZipSafely(file));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(clean as unknown as ExcelJS.Buffer);
  } catch {
    throw spreadsheetError('errors.spreadsheetInvalid');
  }
  const sheet = workbook.getWorksheet(shape.sheet) ?? workbook.worksheets[0];
  if (!sheet) throw spreadsheetError('errors.spreadsheetInvalid');
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const name = cellText(cell.value);
    if ('text' in name && !headers.has(headingKey(name.text))) headers.set(headingKey(name.text), column);
  });
  const columns = new Map<K, number>();
  for (const key of shape.columns) {
    const found = (shape.headings?.[key] ?? [key]).map((name) => headers.get(name)).find((column) => column !== undefined);
    if (found !== undefined) columns.set(key, found);
  }
  if (shape.required.some((key) => !columns.has(key))) throw spreadsheetError('errors.spreadsheetHeader');
  const rows: UploadedRow<K>[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    let formula = false;
    const values = Object.fromEntries(
      shape.columns.map((key) => {
        const column = columns.get(key);
        if (column === undefined) return [key, ''];
        const text = cellText(row.getCell(column).value);
        if ('formula' in text) {
          formula = true;
          return [key, ''];
        }
        return [key, shape.cell(text.text)];
      }),
    ) as Record<K, string>;
    if (!formula && Object.values<string>(values).every((v) => v.trim() === '')) return;
    if (rows.length >= shape.maxRows) {
      tooMany = true;
      return;
    }
    rows.push({ row: rowNumber, values, formula });
  });
  if (tooMany) throw spreadsheetError('errors.spreadsheetTooManyRows');
  return rows;
}
