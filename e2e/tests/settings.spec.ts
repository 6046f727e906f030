// The settings pages of issue 4: customize (choices kept in this browser: start page, channel-page
// period, table spacing), others (issue reports with history, answered by staff; the API docs), the
// data cache (cached results and the refresh queue), and channel groups (create, channels, people,
// remove). Groups and reports made here are new ones; no demo data another spec reads changes.
import { expect, test } from './fixtures.ts';
import { createAccount } from './access-admin.ts';
import { chooseInDialog, demoEmail, navItems, screenshot, signIn, signInAt, t, type Namespace } from './helpers.ts';

const zh = (namespace: Namespace, key: string) => t('zh-TW', namespace, key);
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

test('customize: the start page and table spacing are kept in this browser and used', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  await page.getByTestId('nav-item-customize').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.customize'));
  await screenshot(page, 'settings-customize');

  await page.getByRole('combobox', { name: zh('settings', 'customize.landingPage') }).click();
  await page.getByTestId('customize-landing-others').click();
  await expect(page.getByTestId('toast').first()).toHaveText(zh('settings', 'customize.saved'));
  await page.getByTestId('customize-density-comfortable').click();

  // Opening the dashboard now lands on the chosen page; tables use the chosen spacing.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/others$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.others'));
  const header = page.getByTestId('reports-table').locator('th').first();
  await expect(header).toHaveClass(/MuiTableCell-sizeMedium/);

  await page.getByTestId('nav-item-customize').click();
  await page.getByTestId('customize-reset').click();
  await page.goto('/dashboard');
  await expect(page).not.toHaveURL(/\/dashboard\/others$/);
  await page.goto('/dashboard/others');
  await expect(header).toHaveClass(/MuiTableCell-sizeSmall/);
});

test('others: a user reports a problem, staff answer it, and the user sees the answer', async ({ page, browser, baseURL }) => {
  const person = await createAccount(baseURL!, 'advertiser', 'Reporter Wu');
  const explanation = `訂單匯出的檔案打不開（${Date.now()}）`;
  const context = await browser.newContext();
  const user = await context.newPage();
  try {
    await signIn(user, person.email, person.password);
    await user.getByTestId('nav-item-others').click();
    await expect(user.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.others'));
    await expect(user.getByTestId('reports-empty')).toBeVisible();
    await expect(user.getByTestId('api-docs-link')).toHaveAttribute('href', '/api/docs');
    // The explanation is required.
    await user.getByTestId('report-submit').click();
    await expect(user.getByText(zh('messages', 'validation.explanationRequired'))).toBeVisible();
    await user.getByTestId('report-line').fill('@reporter.wu');
    await user.getByTestId('report-explanation').fill(explanation);
    await user.getByTestId('report-submit').click();
    await expect(user.getByTestId('toast')).toHaveText(zh('settings', 'others.submitted'));
    const mine = user.getByTestId('report-row').filter({ hasText: explanation });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('report-status')).toHaveText(zh('settings', 'others.statuses.open'));
    await expect(mine.getByTestId('report-response')).toHaveText(zh('settings', 'others.noResponse'));
    await expect(user.getByTestId('toast')).toHaveCount(0);
    await screenshot(user, 'settings-others-user', { fullPage: true });

    // Staff see every report and answer it.
    await signInAt(page, demoEmail('staff'), '/dashboard/others');
    const row = page.getByTestId('report-row').filter({ hasText: explanation });
    await expect(row).toContainText(person.email);
    await expect(row).toContainText('@reporter.wu');
    await row.getByTestId('report-answer').click();
    await chooseInDialog(page, zh('settings', 'others.status'), 'answer-status-in_progress');
    await page.getByTestId('report-answer-dialog').getByLabel(zh('settings', 'others.eta')).fill('2099-12-01');
    await page.getByTestId('answer-response').fill('已重現問題，修正中。');
    await screenshot(page, 'settings-others-answer');
    await page.getByTestId('answer-save').click();
    await expect(row.getByTestId('report-status')).toHaveText(zh('settings', 'others.statuses.in_progress'));
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-others-staff');

    await user.reload();
    await expect(mine.getByTestId('report-status')).toHaveText(zh('settings', 'others.statuses.in_progress'));
    await expect(mine.getByTestId('report-response')).toHaveText('已重現問題，修正中。');
    await expect(mine).toContainText('2099');
  } finally {
    await context.close();
  }
});

test('cache: queue a channel refresh and see it in the queue; look at and delete a channel’s cached results', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  await page.getByTestId('nav-item-cache').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.cache'));
  // A channel of the demo network from the staff member's list, with one cached result in it.
  const info = (await (await page.request.get('/api/v1/user_info')).json()) as { channels: { channel_id: string; channel_title: string }[] };
  const channel = info.channels[0]!;
  const key = `e2e:cache-page:${Date.now()}`;
  const written = await page.request.post('/api/frontend/cache/write', {
    data: { key, channel_id: channel.channel_id, value: { views: [1, 2, 3] } },
    headers: { 'x-chorus-csrf': '1' },
  });
  expect(written.ok(), await written.text()).toBe(true);

  // A channel id is checked in the page, then the channel joins the queue.
  await page.getByTestId('cache-refresh-open').click();
  await page.getByTestId('cache-refresh-channel').fill('no spaces please');
  await page.getByTestId('cache-refresh-submit').click();
  await expect(page.getByText(zh('settings', 'cache.channelIdInvalid'))).toBeVisible();
  await page.getByTestId('cache-refresh-channel').fill(channel.channel_id);
  await page.getByTestId('cache-refresh-submit').click();
  await expect(page.getByTestId('toast')).toHaveText(zh('messages', 'success.refreshQueued'));
  await expect(page.getByTestId('cache-task').filter({ hasText: channel.channel_title }).first()).toBeVisible();
  // The queued refresh is followed: its progress (GET /api/v1/jobs/:jobId) under the queue's title.
  const followed = page.getByTestId('cache-followed-task');
  await expect(followed.getByTestId('job-progress')).toBeVisible();
  await expect(followed).toContainText(zh('messages', 'jobs.channelRefresh'));

  // The cached result shows, opens, and goes away when deleted.
  await page.getByTestId('cache-channel-input').fill(channel.channel_id);
  await page.getByTestId('cache-channel-show').click();
  const entry = page.getByTestId('cache-entry').filter({ hasText: key });
  await expect(entry).toHaveCount(1);
  await screenshot(page, 'settings-cache', { fullPage: true });
  await entry.getByRole('button', { name: zh('settings', 'cache.view') }).click();
  await expect(page.getByRole('dialog')).toContainText('"views"');
  await page.keyboard.press('Escape');
  await entry.getByTestId('cache-delete-entry').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('settings', 'cache.deleted'), { count: 1 }) })).toBeVisible();
  await expect(entry).toHaveCount(0);
});

test('channel groups: staff create a group with channels and people; the group user sees it; staff remove it', async ({ page, browser, baseURL }) => {
  // Finance sees the channel group page without managing groups: a plain group user.
  const person = await createAccount(baseURL!, 'finance', 'Group User Chen');
  const name = `測試群組 ${Date.now() % 100_000}`;
  await signIn(page, demoEmail('staff'));
  const info = (await (await page.request.get('/api/v1/user_info')).json()) as { channels: { channel_id: string; channel_title: string }[] };
  const [first, second] = info.channels;
  await page.getByTestId('nav-item-channelGroup').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.channelGroup'));

  await page.getByTestId('group-create-open').click();
  await page.getByTestId('group-create-submit').click();
  await expect(page.getByTestId('group-create-dialog').getByText(zh('messages', 'validation.nameRequired'))).toBeVisible();
  await page.getByTestId('group-name').fill(name);
  for (const c of [first!, second!]) {
    await page.getByTestId('group-channels').fill(c.channel_id);
    await page.keyboard.press('Enter');
  }
  await page.getByTestId('group-create-submit').click();
  await expect(page.getByTestId('toast')).toHaveText(fill(zh('groups', 'created'), { name }));
  await expect(page.getByTestId('group-title')).toHaveText(name);
  await expect(page.getByTestId('group-channel-list')).toContainText(first!.channel_title);
  await expect(page.getByTestId('group-channel-list')).toContainText(second!.channel_title);

  // People: the new user may view the group's channels.
  await page.getByTestId('group-people-edit').click();
  await page.getByTestId('group-person-email').fill(person.email);
  await page.getByTestId('group-person-add').click();
  await page.getByTestId('group-people-save').click();
  await expect(page.getByTestId('group-person').filter({ hasText: person.email })).toContainText(zh('groups', 'authorizations.view'));
  // An address nobody uses is refused with the reason.
  await page.getByTestId('group-people-edit').click();
  await page.getByTestId('group-person-email').fill('nobody-at-all@example.test');
  await page.getByTestId('group-person-add').click();
  await page.getByTestId('group-people-save').click();
  await expect(page.getByTestId('group-person').filter({ hasText: 'nobody-at-all@example.test' })).toContainText(zh('messages', 'validation.userNotFound'));
  await page.getByTestId('group-person').filter({ hasText: 'nobody-at-all@example.test' }).getByRole('button').click();
  await page.getByTestId('group-people-save').click();
  await expect(page.getByTestId('group-people-save')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await screenshot(page, 'settings-channel-groups', { fullPage: true });

  // The group user finds the group (no people, no management).
  const context = await browser.newContext();
  const user = await context.newPage();
  try {
    await signIn(user, person.email, person.password);
    expect(await navItems(user)).toContain('nav-item-channelGroup');
    await user.getByTestId('nav-item-channelGroup').click();
    await user.getByRole('button', { name: new RegExp(name) }).click();
    await expect(user.getByTestId('group-title')).toHaveText(name);
    await expect(user.getByTestId('group-channel-list')).toContainText(first!.channel_title);
    await expect(user.getByTestId('group-people-card')).toHaveCount(0);
    await expect(user.getByTestId('group-remove')).toHaveCount(0);
  } finally {
    await context.close();
  }

  await page.getByTestId('group-remove').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('groups', 'removed'), { name }) })).toBeVisible();
  await expect(page.getByTestId('group-list').getByText(name)).toHaveCount(0);
});
