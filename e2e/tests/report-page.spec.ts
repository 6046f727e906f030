// The report channel page (issue 14): staff chooses a quarter, Japanese and Word, downloads the
// file as a blob named by content-disposition (spec 7) and the file holds the Japanese report; the
// PDF in zh-TW downloads too. The viewer sees the page without the download (spec 6). Phone width
// keeps the form within the screen.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import JSZip from 'jszip';
import { PHONE_VIEWPORT, apiSignIn, demoEmail, screenshot, signInAt, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'reports', key);

/** A select of the form by its test id (on MUI's hidden input; the combobox is beside it). */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).locator('..').getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff downloads a quarterly report in Japanese as Word and in zh-TW as PDF; phone width fits', async ({ page, playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL });
  await apiSignIn(staff, demoEmail('staff'));
  const list = (await (await staff.get('/api/v1/channels?sort=name&page_size=5')).json()) as { items: { channel_id: string; title: string }[] };
  const channel = list.items[0]!;

  await signInAt(page, demoEmail('staff'), `/dashboard/ch/${channel.channel_id}/report`);
  await expect(page.getByTestId('report-form')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t('zh-TW', 'nav', 'pages.report'));

  await choose(page, 'report-year', '2026');
  await choose(page, 'report-index', zh('form.quarterOption').replace('{{index}}', '2'));
  await expect(page.getByTestId('report-covers')).toHaveText(zh('form.covers').replace('{{start}}', '2026-04-01').replace('{{end}}', '2026-06-30'));
  await choose(page, 'report-format', zh('form.formats.docx'));
  await choose(page, 'report-language', '日本語');
  await screenshot(page, 'report-page-desktop', { fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
  const safeTitle = channel.title.trim().replace(/\s+/g, '-');
  expect(download.suggestedFilename()).toBe(`${safeTitle}_${t('ja', 'reports', 'fileWord.quarterly')}_2026-Q2_ja.docx`);
  await expect(page.getByTestId('report-downloaded')).toBeVisible();
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
  const xml = await zip.file('word/document.xml')!.async('string');
  expect(xml).toContain(t('ja', 'reports', 'title.quarterly'));
  expect(xml).toContain(t('ja', 'reports', 'sections.kpis'));
  expect(xml).toContain('2026年 第2四半期');

  await choose(page, 'report-format', zh('form.formats.pdf'));
  await choose(page, 'report-language', '正體中文');
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
  expect(pdf.suggestedFilename()).toBe(`${safeTitle}_${zh('fileWord.quarterly')}_2026-Q2_zh-TW.pdf`);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The latest video report, in the same format and language.
  const [latest] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-latest-video').click()]);
  expect(latest.suggestedFilename().startsWith(`${safeTitle}_${zh('latestVideo.fileWord')}_`)).toBe(true);
  expect(latest.suggestedFilename()).toMatch(/_\d{4}-\d{2}-\d{2}_zh-TW\.pdf$/);

  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(page.getByTestId('report-download')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await screenshot(page, 'report-page-phone', { fullPage: true });
});

test('the viewer sees the report page but not the download (spec 6: no downloadReport)', async ({ page, playwright, baseURL }) => {
  const viewer = await playwright.request.newContext({ baseURL });
  await apiSignIn(viewer, demoEmail('viewer'));
  const list = (await (await viewer.get('/api/v1/channels?sort=name&page_size=5')).json()) as { items: { channel_id: string }[] };
  await signInAt(page, demoEmail('viewer'), `/dashboard/ch/${list.items[0]!.channel_id}/report`);
  // The note says who grants the download and where (issue 23).
  await expect(page.getByTestId('report-no-download')).toHaveText(zh('form.noDownload').replace('{{permissions}}', t('zh-TW', 'nav', 'pages.permission')));
  await expect(page.getByTestId('report-download')).toHaveCount(0);
});

test('a period that has not begun cannot be chosen; the one under way says it is reported to date', async ({ page, playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL });
  await apiSignIn(staff, demoEmail('staff'));
  const list = (await (await staff.get('/api/v1/channels?sort=name&page_size=1')).json()) as { items: { channel_id: string }[] };
  // The browser's day is fixed: 2026-11-27 falls in Q4 and ISO week 48.
  await page.clock.setFixedTime(new Date('2026-11-27T10:00:00Z'));
  await signInAt(page, demoEmail('staff'), `/dashboard/ch/${list.items[0]!.channel_id}/report`);
  await choose(page, 'report-year', '2026');
  await choose(page, 'report-index', zh('form.inProgressOption').replace('{{period}}', zh('form.quarterOption').replace('{{index}}', '4')));
  await expect(page.getByTestId('report-covers')).toHaveText(zh('form.coversInProgress').replace('{{start}}', '2026-10-01').replace('{{end}}', '2026-12-31'));

  await choose(page, 'report-period', zh('form.periods.weekly'));
  await page.getByTestId('report-index').locator('..').getByRole('combobox').click();
  const week = (index: number, start: string, end: string) =>
    page.getByRole('option', {
      name: zh('form.weekOption').replace('{{index}}', String(index)).replace('{{start}}', start).replace('{{end}}', end),
      exact: false,
    });
  await expect(week(47, '11-16', '11-22')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(week(48, '11-23', '11-29')).toContainText(zh('form.inProgressOption').replace('{{period}}', '').trim());
  await expect(week(49, '11-30', '12-06')).toHaveAttribute('aria-disabled', 'true');
  await screenshot(page, 'report-page-weeks-in-progress');
});
