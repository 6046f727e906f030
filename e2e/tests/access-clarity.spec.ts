// What confused people in access and settings (issue 9): the grant list and the roles page offer
// only pages that exist; the analytics page is not granted to someone without the CMS permission;
// channel groups pick channels by name with the top bar's search and refuse what matches nothing;
// one language setting kept on the user; the advertising partner files issue reports too.
import { builtPageKeys, navGroups, pageKeys } from '@chorus/contract';
import { expect, test } from './fixtures.ts';
import { PHONE_VIEWPORT, demoEmail, screenshot, signIn, signInAt, t, type Namespace } from './helpers.ts';

const zh = (namespace: Namespace, key: string) => t('zh-TW', namespace, key);
const unbuilt = pageKeys.filter((p) => !(builtPageKeys as readonly string[]).includes(p));
/** Unbuilt page keys that also name a navigation group (production): the roles matrix heads that group's built pages with the name. */
const groupNames = new Set<string>(navGroups.map((g) => g.key));

test('the grant list offers only built pages, and refuses the analytics page without the CMS permission', async ({ page }) => {
  await signInAt(page, demoEmail('admin'), '/dashboard/permission?tab=permissions');
  // The demo viewer has no CMS permission.
  await page.getByTestId('permissions-user').fill(demoEmail('viewer'));
  await page.getByTestId(`user-option-${demoEmail('viewer')}`).click();
  await page.getByTestId('permissions-grant').click();
  await page.getByTestId('grant-key').click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: '(page:syslog)' })).toHaveCount(1);
  const offered = await options.allInnerTexts();
  expect(offered.length).toBeGreaterThan(builtPageKeys.length);
  for (const key of unbuilt)
    expect(
      offered.filter((o) => o.includes(`(page:${key})`)),
      key,
    ).toEqual([]);

  await page.getByTestId('grant-key').fill('page:analytics');
  await page.getByRole('option', { name: /page:analytics/ }).click();
  await expect(page.getByTestId('grant-needs-cms')).toHaveText(zh('messages', 'errors.analyticsNeedsCmsPermission'));
  await expect(page.getByTestId('grant-save')).toBeDisabled();
  await screenshot(page, 'access-grant-needs-cms');
  // Hiding the page stays possible.
  await page.getByTestId('grant-mode-deny').click();
  await expect(page.getByTestId('grant-needs-cms')).toHaveCount(0);
  await expect(page.getByTestId('grant-save')).toBeEnabled();
});

test('the roles page explains only built pages, and the two "find creators" pages are told apart', async ({ page }) => {
  await signInAt(page, demoEmail('admin'), '/dashboard/permission/roles');
  const matrix = page.getByTestId('roles-matrix');
  await expect(matrix).toContainText(zh('nav', 'pages.syslog'));
  for (const key of unbuilt.filter((k) => !groupNames.has(k)))
    await expect(matrix.getByRole('cell', { name: zh('nav', `pages.${key}`), exact: true }), key).toHaveCount(0);
  // The advertiser's creator search is built (issue 11), and so is the reseller's (issue 12): each names its own.
  await page.getByTestId('roles-pick-advertiser').click();
  await expect(page.getByTestId('roles-detail')).toContainText(zh('nav', 'pages.collabSearch'));
  await page.getByTestId('roles-pick-reseller').click();
  await expect(page.getByTestId('roles-detail')).toContainText(zh('nav', 'pages.resellSearch'));
  await expect(page.getByTestId('roles-detail')).not.toContainText(zh('nav', 'pages.collabSearch'));
  for (const language of ['zh-TW', 'ja', 'en'] as const) expect(t(language, 'nav', 'pages.collabSearch')).not.toBe(t(language, 'nav', 'pages.resellSearch'));
});

test('channel groups: a channel is picked by its name; a typed name that matches nothing is refused by name', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  const own = new Set(
    ((await (await page.request.get('/api/v1/user_info')).json()) as { channels: { channel_id: string }[] }).channels.map((c) => c.channel_id),
  );
  const listed = (await (await page.request.get('/api/v1/channels?page_size=100')).json()) as { items: { channel_id: string; title: string }[] };
  const other = listed.items.find((c) => !own.has(c.channel_id))!;
  await page.goto('/dashboard/channelGroup');
  await page.getByTestId('group-create-open').click();
  await page.getByTestId('group-name').fill(`依名稱挑選 ${Date.now() % 100_000}`);
  // Part of the title, as someone remembers it: the search finds it among the other channels.
  await page.getByTestId('group-channels').fill(other.title.slice(0, Math.max(4, Math.ceil(other.title.length / 2))));
  await page.getByTestId(`channel-option-${other.channel_id}`).click();
  await expect(page.getByTestId('picked-channel')).toHaveAttribute('data-channel-id', other.channel_id);
  await expect(page.getByTestId('picked-channel')).toHaveText(other.title);
  await screenshot(page, 'groups-pick-by-name');

  const typed = '沒有這個頻道名稱';
  await page.getByTestId('group-channels').fill(typed);
  await page.keyboard.press('Enter');
  await page.getByTestId('group-create-submit').click();
  await expect(page.getByTestId('group-create-dialog')).toContainText(zh('messages', 'errors.noChannelMatches').replace('{{entries}}', typed));
  await expect(page.getByTestId('picked-channel').filter({ hasText: typed })).toHaveAttribute('title', zh('messages', 'validation.noSuchChannel'));
  await screenshot(page, 'groups-unmatched-refused');
  // Removing the entry lets the group be created with the channel picked by name.
  await page.getByTestId('picked-channel').filter({ hasText: typed }).locator('.MuiChip-deleteIcon').click();
  await page.getByTestId('group-create-submit').click();
  await expect(page.getByTestId('group-channel-list')).toContainText(other.title);

  // On a phone the picker's list fits the dialog.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.getByTestId('group-create-open').click();
  await page.getByTestId('group-channels').fill(other.title.slice(0, 4));
  await expect(page.getByTestId(`channel-option-${other.channel_id}`)).toBeVisible();
  const box = (await page.getByRole('listbox').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await screenshot(page, 'groups-pick-by-name-phone');
});

test('the top bar language is saved on the user; a new browser signs in in its own language', async ({ page, browser }) => {
  await signIn(page, demoEmail('viewer'));
  await page.getByTestId('language-select').selectOption({ label: 'English' });
  await expect(page.getByTestId('nav-item-info')).toHaveText(t('en', 'nav', 'pages.info'));
  await expect.poll(async () => ((await (await page.request.get('/api/v1/user_info')).json()) as { language: string }).language).toBe('en');
  // The profile shows the same, single setting.
  await page.getByTestId('nav-item-info').click();
  await expect(page.getByTestId('profile-language')).toHaveValue('en');

  for (const [locale, language] of [
    ['ja-JP', 'ja'],
    ['en-US', 'en'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const fresh = await context.newPage();
    await fresh.goto('/login');
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(t(language, 'common', 'login.title'));
    await expect(fresh.getByTestId('language-select')).toHaveValue(language);
    await context.close();
  }
});

test('the advertising partner files an issue report', async ({ page }) => {
  await signIn(page, demoEmail('advertising_partner'));
  await page.getByTestId('nav-item-others').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.others'));
  await page.getByTestId('report-explanation').fill('分潤報表的月份篩選沒有反應。');
  await page.getByTestId('report-submit').click();
  await expect(page.getByTestId('toast')).toHaveText(zh('settings', 'others.submitted'));
  await expect(page.getByTestId('report-row').filter({ hasText: '分潤報表的月份篩選沒有反應。' })).toHaveCount(1);
});
