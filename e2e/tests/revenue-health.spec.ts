// Issue 30: the revenue alerts page. Staff opens it from the navigation and reads a drop from each
// driver with its explanation; the channel owner sees only their own channel's alert and acknowledges
// it with a note, which moves it to the acknowledged tab. At desktop (1440 px) and phone (390 px) width.
import { expect, test } from './fixtures.ts';
import { demoEmail, PHONE_VIEWPORT, screenshot, signInAt, t } from './helpers.ts';

test('staff reads a drop from each driver, explained', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, demoEmail('staff'), '/dashboard/info', { language: 'en' });
  await page.getByTestId('nav-item-revenueHealth').click();
  await expect(page).toHaveURL(/\/dashboard\/revenueHealth$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'nav', 'pages.revenueHealth'));
  for (const driver of ['views', 'rpm', 'country_mix', 'shorts_share']) await expect(page.getByTestId(`alert-${driver}`)).toBeVisible();
  await expect(page.getByTestId('alert-country_mix')).toContainText('viewers in low-CPM countries rose from 12% to 60%');
  await screenshot(page, 'revenue-health-staff-desktop', { fullPage: true });
  await page.getByTestId('tab-acknowledged').click();
  await expect(page.getByTestId('alert-monetisation')).toBeVisible();
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, 'revenue-health-acknowledged-phone', { fullPage: true });
});

test('an owner acknowledges their channel alert with a note', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signInAt(page, demoEmail('user_owner'), '/dashboard/revenueHealth', { language: 'zh-TW' });
  const rows = page.getByTestId('revenue-alerts').locator('[data-testid^="alert-"]');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('alert-views')).toContainText('觀看次數');
  await screenshot(page, 'revenue-health-owner-phone', { fullPage: true });
  await page.getByTestId('alert-views').getByRole('button').click();
  await page.getByTestId('ack-save').click();
  await expect(page.getByText('請寫下查到的原因或處理方式。')).toBeVisible();
  await page.getByTestId('ack-note').fill('上週新片延後上架，已排好本週兩支。');
  await page.getByTestId('ack-save').click();
  await expect(page.getByTestId('revenue-alerts')).toHaveCount(0);
  await page.getByTestId('tab-acknowledged').click();
  await expect(page.getByTestId('alert-views')).toContainText('上週新片延後上架');
});
