// Exports that add up (issue 23): finance exports the payment records and a CMS summary as xlsx from
// the pages; the files, opened with the same xlsx library, hold the money as number cells with a
// number format (so Excel's SUM works) whose sum is the total the page shows, to the cent, under
// headings in the page's language with the currency.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import ExcelJS from 'exceljs';
import { demoEmail, signIn, t } from './helpers.ts';

/** Clicks an export button and opens the downloaded workbook's first sheet. */
async function exported(page: Page, button: Locator, name: RegExp): Promise<ExcelJS.Worksheet> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(name);
  const file = path.join(test.info().outputDir, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

/** The cells under a heading (every row below the first). */
function column(sheet: ExcelJS.Worksheet, heading: string): ExcelJS.Cell[] {
  const headings = (sheet.getRow(1).values as unknown[]).slice(1);
  const index = headings.indexOf(heading);
  expect(index, `a column headed ${heading} in ${headings.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(index + 1));
}

/** The sum of money cells as Excel's SUM gives it, at the cent; every cell is a number with a two-place format. */
function sumOf(cells: ExcelJS.Cell[]): string {
  const money = cells.filter((c) => c.value !== null && c.value !== '');
  expect(money.length).toBeGreaterThan(0);
  for (const cell of money) {
    expect(cell.type, `cell ${cell.address} is a number`).toBe(ExcelJS.ValueType.Number);
    expect(cell.numFmt).toBe('#,##0.00');
  }
  return money.reduce((total, c) => total + (c.value as number), 0).toFixed(2);
}

/** The amount behind a totals element, at the cent (data-amount), once the shown figure agrees with it. */
async function shownTotal(element: Locator): Promise<string> {
  const exact = await element.getAttribute('data-amount');
  const shown = (await element.innerText()).replace(/[^\d.-]/g, '');
  // The screen rounds to the places it shows (NT$ in whole dollars); the exact amount stays in data-amount.
  const places = shown.split('.')[1]?.length ?? 0;
  expect(Number(shown).toFixed(places)).toBe(Number(exact).toFixed(places));
  return Number(exact).toFixed(2);
}

test('finance exports the payment records and the CMS channel summary as xlsx whose money adds up to the totals on the page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoEmail('finance'));

  // Payment records of the latest month: the totals line covers every page, and so does the file.
  await page.goto('/dashboard/payment');
  const totals = page.getByTestId('payments-totals');
  await expect(totals).toBeVisible();
  const revenueShown = await shownTotal(page.getByTestId('payments-total-revenue'));
  const paidShown = await shownTotal(page.getByTestId('payments-total-paid'));
  const payments = await exported(page, page.getByTestId('payments-export-xlsx'), /^payment-records.*\.xlsx$/);
  const zh = (key: string) => t('zh-TW', 'exports', key);
  const withUnit = (key: string) => `${zh(key)}（TWD）`;
  expect(sumOf(column(payments, withUnit('payments.revenue_twd')))).toBe(revenueShown);
  const paidCells = column(payments, withUnit('payments.paid_twd'));
  expect(paidCells.some((c) => c.value !== null) ? sumOf(paidCells) : '0.00').toBe(paidShown);
  expect(column(payments, zh('payments.rate')).every((c) => c.type === ExcelJS.ValueType.Number)).toBe(true);

  // The CMS channel summary of the default month: the month's gross total over every page.
  await page.goto('/dashboard/accounting?tab=cms');
  const sum = page.getByTestId('accounting-cms-sum');
  await expect(sum).toBeVisible();
  const cmsShown = await shownTotal(sum);
  const cms = await exported(page, page.getByTestId('accounting-export-xlsx'), /^cms-channels-\d{6}\.xlsx$/);
  expect(sumOf(column(cms, `${zh('cms.total')}（USD）`))).toBe(cmsShown);
});
