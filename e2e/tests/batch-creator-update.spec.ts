// The batch creator update in settings (spec 4, spec 6 "download and upload batch creator update
// reports"): staff downloads two channels with the edit lock, edits the file, uploads it and reads
// the row-by-row result; another person's upload is refused for the channel still locked. The
// channels are put back as they were at the end, so the other specs find the demo data unchanged.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import ExcelJS from 'exceljs';
import { PHONE_VIEWPORT, apiSignIn, channelIdsOf, demoEmail, screenshot, signInAt, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'settings', `creatorUpdate.${key}`);
const zhMessages = (key: string) => t('zh-TW', 'messages', key);

type Row = Record<string, string>;

async function downloadReport(page: Page, ids: string[], lock: boolean): Promise<{ header: string[]; rows: Row[] }> {
  const section = page.getByTestId('creator-update');
  await section.getByTestId('creator-update-channels').fill(ids.join('\n'));
  const lockBox = section.getByTestId('creator-update-lock').locator('input');
  if ((await lockBox.isChecked()) !== lock) await lockBox.click();
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByTestId('creator-update-download').click()]);
  expect(download.suggestedFilename()).toBe('creator-update.xlsx');
  const file = path.join(test.info().outputDir, `report-${Date.now()}.xlsx`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('creators')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Row[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, String(row.getCell(i + 1).value ?? '')])));
  });
  return { header, rows };
}

async function uploadReport(page: Page, header: string[], rows: Row[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('creators');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(header.map((h) => row[h] ?? ''));
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const section = page.getByTestId('creator-update');
  await section.getByTestId('creator-update-file').setInputFiles({ name: 'edited.xlsx', mimeType: 'application/octet-stream', buffer });
  await section.getByTestId('creator-update-upload').click();
  return section.getByTestId('creator-update-result');
}

async function openCustomize(page: Page, who: string) {
  await signInAt(page, demoEmail(who), '/dashboard/customize');
  await expect(page.getByTestId('creator-update')).toBeVisible();
}

test('staff downloads with the lock, uploads edits, reads each row; another person is refused the locked channel', async ({ page, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const ids = (await channelIdsOf(request, demoEmail('user_owner'))).slice(0, 2);
  let original: { header: string[]; rows: Row[] } | null = null;
  try {
    await openCustomize(page, 'staff');
    const section = page.getByTestId('creator-update');
    original = await downloadReport(page, ids, true);
    expect(original.rows.map((r) => r.channel_id).sort()).toEqual([...ids].sort());
    await expect(section.getByTestId('creator-update-downloaded')).toHaveText(zh('downloaded.locked'));

    const [first, second] = [original.rows[0]!, original.rows[1]!];
    const result = await uploadReport(page, original.header, [
      { ...first, tags: 'e2e-tag, 料理' },
      { ...second, midroll_price_usd: '12.345' },
    ]);
    await expect(result.getByTestId('creator-update-updated')).toHaveText(zh('updated').replace('{{count}}', '1'));
    await expect(result.getByTestId('creator-update-failed')).toHaveText(zh('failed').replace('{{count}}', '1'));
    await expect(result.getByTestId('creator-update-row')).toHaveCount(1);
    await expect(result.getByTestId('creator-update-reason')).toHaveText(zhMessages('validation.priceInvalid'));
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'creator-update-result', { fullPage: true });

    // The file comes back with the new tags.
    const again = await downloadReport(page, [first.channel_id!], false);
    expect(again.rows[0]!.tags).toBe('e2e-tag, 料理');

    // The second channel is still locked by staff (its row was not applied): admin's upload is refused for it.
    await page.context().clearCookies();
    await openCustomize(page, 'admin');
    const refused = await uploadReport(page, original.header, [second]);
    await expect(refused.getByTestId('creator-update-reason')).toHaveText(zhMessages('errors.channelLocked'));
    await page.setViewportSize(PHONE_VIEWPORT);
    await refused.scrollIntoViewIfNeeded();
    await screenshot(page, 'creator-update-phone');
  } finally {
    // Admin lifts staff's lock and puts both channels back as they were.
    await apiSignIn(request, demoEmail('admin'));
    for (const id of ids) {
      const unlocked = await request.post(`/api/v1/channels/${id}/unlock`, { headers: { 'x-chorus-csrf': '1' } });
      expect(unlocked.ok(), await unlocked.text()).toBe(true);
    }
    if (original) {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('creators');
      sheet.addRow(original.header);
      for (const row of original.rows) sheet.addRow(original.header.map((h) => row[h] ?? ''));
      const restored = await request.post('/api/v1/ownership/creator-update', {
        headers: { 'x-chorus-csrf': '1' },
        multipart: { file: { name: 'restore.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) } },
      });
      expect(await restored.json()).toMatchObject({ updated: original.rows.length, failed: 0 });
    }
    await request.dispose();
  }
});
