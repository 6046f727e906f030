// The publishing calendar (issue 29) on the demo's releases: admin opens it from the navigation in
// Chinese, finds the marked conflict and the failed TikTok post with its reason in words, plans an
// Instagram post through the form and sees it on the calendar; the phone shows a list by day.
// Desktop (1440) and phone (390) screenshots.
import { taipeiDay } from '@chorus/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEmail, openFromNav, PHONE_VIEWPORT, screenshot, signInAt, t } from './helpers.ts';

const DESKTOP = { width: 1440, height: 900 };
type Account = { account_id: number; platform: string; username: string; channel_title: string; status: string };

/** The network day (Taipei) `days` from now. */
const dayFromNow = (days: number) => taipeiDay(Date.now() + days * 86_400_000);

/**
 * Brings a day's cell into the calendar's grid, one step forward or back where the view does not hold
 * it. Decided by the cells, which follow the view at once, not by the releases, which arrive later (a
 * release not yet loaded once sent the calendar a step too far).
 */
async function bringIntoView(page: Page, grid: Locator, day: string, step: 'calendar-next' | 'calendar-previous'): Promise<void> {
  if ((await grid.getByTestId(`day-${day}`).count()) === 0) await page.getByTestId(step).click();
  await expect(grid.getByTestId(`day-${day}`)).toHaveCount(1);
}

test('admin: the calendar, a conflict, a failure in words, and a release planned through the form', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAt(page, demoEmail('admin'), '/dashboard/info', { language: 'zh-TW' });
  await openFromNav(page, 'publishPlatform');
  const grid = page.getByTestId('release-calendar').getByRole('table');
  await expect(page.getByTestId('release-calendar')).toHaveAttribute('data-view', 'week');

  // The demo's conflict is tomorrow and its failed TikTok post two days ago: this week or the next / last.
  const conflict = grid.locator('[data-conflict="true"]').first();
  await page.getByTestId('calendar-view-month').click();
  await expect(page.getByTestId('release-calendar')).toHaveAttribute('data-view', 'month');
  await bringIntoView(page, grid, dayFromNow(1), 'calendar-next');
  await expect(conflict).toBeVisible();
  await screenshot(page, 'production-schedule-month-1440', { fullPage: true });
  await page.getByTestId('calendar-view-week').click();
  await expect(page.getByTestId('release-calendar')).toHaveAttribute('data-view', 'week');
  const failed = grid.locator('[data-state="failed"]').first();
  await bringIntoView(page, grid, dayFromNow(-2), 'calendar-previous');
  await failed.click();
  await expect(page.getByTestId('release-error')).toContainText('TikTok');
  await page.getByRole('button', { name: t('zh-TW', 'releases', 'cancel') }).click();
  await page.getByTestId('calendar-view-week').click();

  // Plan an Instagram post for tomorrow on a channel with a live Instagram link.
  const schedule = (await (await page.request.get('/api/v1/production/schedule')).json()) as { accounts: Account[] };
  const account = schedule.accounts.find((a) => a.platform === 'instagram' && a.status === 'active')!;
  const tomorrow = dayFromNow(1);
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
  await expect(page.getByTestId('release-calendar')).toHaveAttribute('data-view', 'month');
  await bringIntoView(page, grid, tomorrow, 'calendar-next');
  const planned = grid.getByTestId(`day-${tomorrow}`).getByRole('button', { name: new RegExp(`^10:30 IG @${account.username.replace('.', '\\.')}`) });
  await expect(planned.first()).toHaveAttribute('data-state', 'scheduled');
  await screenshot(page, 'production-schedule-planned-1440', { fullPage: true });

  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(page.getByTestId('release-list')).toBeVisible();
  await screenshot(page, 'production-schedule-390', { fullPage: true });
});
