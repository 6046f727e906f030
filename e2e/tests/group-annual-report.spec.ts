// The group annual report (issue 14; spec 2 "group annual report"): staff opens a demo group on
// the channel group page, opens "Annual report", keeps the default year (last year, the latest that
// has ended) and PDF, and downloads the file as a blob named by content-disposition: group, year
// and language. A group's plain user without downloadReport (user_owner) sees no such action.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEmail, screenshot, signIn, t } from './helpers.ts';

/** The demo group `staff` administers, and the one user_owner uses (apps/server/src/seed/analytics/texts.ts). */
const LIFESTYLE = '生活風格頻道組';
const JAPAN = '日本創作者';

async function openGroup(page: Page, name: string): Promise<void> {
  const list = (await (await page.request.get('/api/v1/channel_groups')).json()) as { groups: { id: number; name: string }[] };
  const id = list.groups.find((g) => g.name === name)?.id;
  expect(id, `a group named ${name}`).toBeDefined();
  await page.getByTestId('nav-item-channelGroup').click();
  await page.getByTestId(`group-item-${id}`).click();
  await expect(page.getByTestId('group-title')).toHaveText(name);
}

test('staff downloads a group annual PDF; the file name says the group, the year and the language', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  await openGroup(page, LIFESTYLE);
  await page.getByTestId('group-annual-open').click();
  const dialog = page.getByTestId('group-annual-dialog');
  await expect(dialog).toContainText(t('zh-TW', 'reports', 'annual.form.title').replace('{{group}}', LIFESTYLE));
  const lastYear = new Date().getUTCFullYear() - 1;
  await expect(page.getByTestId('group-annual-year')).toHaveValue(String(lastYear));
  await expect(page.getByTestId('group-annual-format')).toHaveValue('pdf');
  await screenshot(page, 'group-annual-dialog');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('group-annual-download').click()]);
  expect(download.suggestedFilename()).toBe(`${LIFESTYLE}_${t('zh-TW', 'reports', 'annual.fileWord')}_${lastYear}_zh-TW.pdf`);
  await expect(page.getByTestId('group-annual-downloaded')).toBeVisible();
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test("a group's user without downloadReport sees no annual report action", async ({ page }) => {
  await signIn(page, demoEmail('user_owner'));
  await openGroup(page, JAPAN);
  await expect(page.getByTestId('group-annual-open')).toHaveCount(0);
});
