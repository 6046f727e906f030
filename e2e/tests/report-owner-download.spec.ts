// Reports for the people they are about (issue 23): the intensive cooperative owner and a user
// channel's owner open the report page of a channel they own and download its report (the file
// arrives with the report's name and type); a page their role does not include, opened by its
// address, says why and who can grant it; the viewer, who may not download, is offered no file
// choices and told who grants the download.
import { readFileSync } from 'node:fs';
import type { APIRequest, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiSignIn, demoEmail, screenshot, signIn, signInAt, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'reports', key);

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).locator('..').getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A channel the account owns, with its title (from its own user info and channel list). */
async function ownedChannel(request: APIRequest, baseURL: string, key: string) {
  const api = await request.newContext({ baseURL });
  await apiSignIn(api, demoEmail(key));
  const info = (await (await api.get('/api/v1/user_info')).json()) as { channels: { channel_id: string; member_type: string }[] };
  const owned = info.channels.find((c) => c.member_type === 'owner')!;
  const overview = (await (await api.get(`/api/v1/channels/${owned.channel_id}/overview`)).json()) as { channel: { title: string } };
  await api.dispose();
  return { channelId: owned.channel_id, title: overview.channel.title };
}

for (const [key, format, extension, magic] of [
  ['intensive_cooperative_user_owner', 'docx', 'docx', 'PK'],
  ['user_owner', 'pdf', 'pdf', '%PDF-'],
] as const) {
  test(`${key} downloads the report of a channel they own (${format})`, async ({ page, playwright, baseURL }) => {
    const { channelId, title } = await ownedChannel(playwright.request, baseURL!, key);
    await signInAt(page, demoEmail(key), `/dashboard/ch/${channelId}/report`);
    await expect(page.getByTestId('report-form')).toBeVisible();
    await expect(page.getByTestId('report-no-download')).toHaveCount(0);
    await choose(page, 'report-year', '2026');
    await choose(page, 'report-index', zh('form.quarterOption').replace('{{index}}', '2'));
    await choose(page, 'report-format', zh(`form.formats.${format}`));
    await choose(page, 'report-language', '正體中文');
    await screenshot(page, `report-owner-${key}`, { fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
    const safeTitle = title.trim().replace(/\s+/g, '-');
    expect(download.suggestedFilename()).toBe(`${safeTitle}_${zh('fileWord.quarterly')}_2026-Q2_zh-TW.${extension}`);
    await expect(page.getByTestId('report-downloaded')).toBeVisible();
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, magic.length).toString()).toBe(magic);
  });
}

test('a page the role does not include says why and who grants it; the viewer is told who grants the download', async ({ page, playwright, baseURL }) => {
  const { channelId } = await ownedChannel(playwright.request, baseURL!, 'user_owner');
  await signIn(page, demoEmail('user_owner'));
  // The owner of a user channel has no audience page (spec 6): its address explains instead of a blank.
  await page.goto(`/dashboard/ch/${channelId}/audience`);
  const refusal = page.getByTestId('no-permission');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(t('zh-TW', 'nav', 'pages.audience'));
  await expect(refusal).toContainText(t('zh-TW', 'nav', 'roles.user_owner'));
  await expect(refusal).toContainText(t('zh-TW', 'nav', 'pages.permission'));
  await expect(refusal).not.toContainText('page.tabs');
  await screenshot(page, 'report-owner-no-permission');

  await page.context().clearCookies();
  await signInAt(page, demoEmail('viewer'), `/dashboard/ch/${channelId}/report`);
  await expect(page.getByTestId('report-no-download')).toHaveText(zh('form.noDownload').replace('{{permissions}}', t('zh-TW', 'nav', 'pages.permission')));
  await expect(page.getByTestId('report-format')).toHaveCount(0);
  await expect(page.getByTestId('report-download')).toHaveCount(0);
});
