// The downloaded CSV files of the specs: read as RFC 4180 (a UTF-8 byte-order mark and CRLF line
// ends required, as the server writes them).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The rows of the file, its cells unquoted. */
export function readCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  expect(text.endsWith('\r\n'), 'CRLF after the last row').toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** Clicks the export button (by test id) and reads the CSV it downloads, its file name matching `name`. */
export async function downloadCsv(page: Page, testId: string, name: RegExp): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  expect(file.suggestedFilename()).toMatch(name);
  return readCsv(readFileSync((await file.path())!));
}
