// Issue 30 in the browser: finance opens the revenue report archive (a year of files, uploads and
// YouTube's Reporting API, the warning about a report YouTube deletes before it could be archived)
// and the reconciliation, where the demo's last month flags one channel for invalid traffic.
import { expect, test } from './fixtures.ts';
import { demoEmail, PHONE_VIEWPORT, screenshot, signIn, t } from './helpers.ts';

test('finance opens the archive and the reconciliation and sees the flagged month', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demoEmail('finance'));

  await page.goto('/dashboard/accounting?tab=archive');
  const warning = page.getByTestId('accounting-archive-expiring');
  await expect(warning).toContainText(t('zh-TW', 'accounting', 'archive.types.content_owner_payments_summary_a1'));
  const rows = page.getByTestId('accounting-archive-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(10);
  await expect(page.getByTestId('accounting-archive-table')).toContainText(t('zh-TW', 'accounting', 'archive.sources.reporting_api'));
  await expect(page.getByTestId('accounting-archive-table')).toContainText(t('zh-TW', 'accounting', 'archive.sources.upload'));
  await expect(page.getByTestId('accounting-archive-table')).toContainText(t('zh-TW', 'accounting', 'archive.types.content_owner_estimated_revenue_a1'));
  await screenshot(page, 'accounting-archive');
  // A file comes back as received.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('accounting-archive-download').first().click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);

  await page.getByTestId('accounting-tab-reconciliation').click();
  const flagged = page.locator('[data-testid="accounting-reconciliation-row"][data-flagged="true"]');
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText(t('zh-TW', 'accounting', 'reconcile.causes.invalid_traffic'));
  await expect(page.getByTestId('accounting-threshold-value')).toHaveValue('5');
  await screenshot(page, 'accounting-reconciliation');
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, 'accounting-reconciliation-phone', { fullPage: true });
  await page.getByTestId('accounting-tab-archive').click();
  await expect(warning).toBeVisible();
  await screenshot(page, 'accounting-archive-phone', { fullPage: true });
});
