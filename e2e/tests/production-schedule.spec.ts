// The publishing calendar (issue 29) on the demo's releases: admin opens it from the navigation in
// Chinese, finds the marked conflict and the failed TikTok post with its reason in words, plans an
// Instagram post through the form and sees it on the calendar; the phone shows a list by day.
// Desktop (1440) and phone (390) screenshots.
import { expect, test } from './fixtures.ts';
import { demoEmail, openFromNav, PHONE_VIEWPORT, screenshot, signInAt, t } from './helpers.ts';

const DESKTOP = { width: 1440, height: 900 };
type Account = { account_id: number; platform: string; username: string; channel_title: string; status: string };

test('admin: the calendar, a conflict, a failure in words, and a release planned through the form', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAt(page, demoEmail('admin'), '/dashboard/info', { language: 'zh-TW' });
  await openFromNav(page, 'publishPlatform');
  const grid = page.getByTestId('release-calendar').getByRole('table');
  await expect(page.getByTestId('release-calendar')).toHaveAttribute('data-view', 'week');

  // The demo's conflict is tomorrow and its failed TikTok post two days ago: this week or the next / last.
  const conflict = grid.locator('[data-conflict="true"]').first();
  await page.getByTestId('calendar-view-month').click();
  if (!(await conflict.isVisible())) await page.getByTestId('calendar-next').click();
  await expect(conflict).toBeVisible();
  await screenshot(page, 'production-schedule-month-1440', { fullPage: true });
  await page.getByTestId('calendar-view-week').click();
  const failed = grid.locator('[data-state="failed"]').first();
  if (!(await failed.isVisible())) await page.getByTestId('calendar-previous').click();
  await failed.click();
  await expect(page.getByTestId('release-error')).toContainText('TikTok');
  await page.getByRole('button', { name: t('zh-TW', 'releases', 'cancel') }).click();
  await page.getByTestId('calendar-view-week').click();

  // Plan an Instagram post for tomorrow on a channel with a live Instagram link.
  const schedule = (await (await page.request.get('/api/v1/production/schedule')).json()) as { accounts: Account[] };
  const account = schedule.accounts.find((a) => a.platform === 'instagram' && a.status === 'active')!;
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('release-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('release-channel').locator('..').click();
  await page.getByRole('option', { name: account.channel_title, exact: true }).click();
  await dialog.getByTestId('release-platform').locator('..').click();
  await page.getByTestId('release-platform-instagram').click();
  await dialog.getByTestId('release-account').locator('..').click();
  await page.getByRole('option', { name: `@${account.username}` }).click();
  await dialog.getByTestId('release-media-url').fill('https://media.chorus.example/e2e/teaser.mp4');
  await dialog.getByTestId('release-date').fill(tomorrow);
  await dialog.getByTestId('release-time').fill('10:30');
  await dialog.getByTestId('release-caption').fill('E2E 預告');
  await dialog.getByTestId('release-save').click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('calendar-view-month').click();
  const planned = grid.getByRole('button', { name: new RegExp(`^10:30 IG @${account.username.replace('.', '\\.')}`) });
  if (!(await planned.first().isVisible())) await page.getByTestId('calendar-next').click();
  await expect(planned.first()).toHaveAttribute('data-state', 'scheduled');
  await screenshot(page, 'production-schedule-planned-1440', { fullPage: true });

  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(page.getByTestId('release-list')).toBeVisible();
  await screenshot(page, 'production-schedule-390', { fullPage: true });
});
