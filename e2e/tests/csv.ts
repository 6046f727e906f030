// The downloaded CSV files of the specs: read as RFC 4180 (a UTF-8 byte-order mark and CRLF line
// ends required, as the server writes them).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { csvRows } from '../../apps/server/src/storage/csv.ts';
import { expect } from './fixtures.ts';

/** The rows of the file, its cells unquoted, read by the server's own RFC 4180 reader (storage/csv.ts). */
export function readCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  expect(text.endsWith('\r\n'), 'CRLF after the last row').toBe(true);
  const rows = csvRows(text).map((record) => record.cells);
  // That reader takes LF and CR line ends too: here every row must end in CRLF (a cell may hold more).
  expect(text.split('\r\n').length - 1, 'CRLF after every row').toBeGreaterThanOrEqual(rows.length);
  return rows;
}

/** Clicks the export button (by test id) and reads the CSV it downloads, its file name matching `name`. */
export async function downloadCsv(page: Page, testId: string, name: RegExp): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  expect(file.suggestedFilename()).toMatch(name);
  return readCsv(readFileSync((await file.path())!));
}
