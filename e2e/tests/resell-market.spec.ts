// The reseller's side of the marketplace in the browser (issue 12, market part): a reseller searches
// creators on resellSearch, runs the wizard within its own pages, marks the package matching
// complete (its spec 4 row; no "submit application", which is the advertiser's), finds it on
// resellUpcoming with the demo's coming case videos, and sets the package's commission rate. Desktop
// and a 390 px phone.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addNewPackageInWizard, demoEmail, PHONE_VIEWPORT, signIn, signInAt } from './helpers.ts';

const deals = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../packages/i18n/locales/zh-TW/deals.json'), 'utf8')) as {
  packageStatus: Record<string, string>;
};

async function noSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('a reseller searches creators, makes a package within its pages and sees it on resellUpcoming', async ({ page }) => {
  const name = `E2E 團購選品 ${Date.now()}`;
  await signInAt(page, demoEmail('reseller'), '/dashboard/resellSearch');
  const rows = page.locator('[data-testid^="creator-UC"]');
  await expect(rows.first()).toBeVisible();
  const ids = await rows.evaluateAll((els) => els.slice(0, 2).map((el) => el.getAttribute('data-testid')!.replace('creator-', '')));
  expect(ids).toHaveLength(2);
  for (const id of ids) await page.getByTestId(`select-${id}`).check();
  await page.getByTestId('add-to-package').click();

  // The wizard under the reseller's search page.
  await expect(page).toHaveURL(/\/dashboard\/resellSearch\/apply\?channels=/);
  await expect(page.getByTestId('wizard-channel')).toHaveCount(2);
  await page.getByTestId('wizard-next').click();
  await addNewPackageInWizard(page, name);
  // The reseller's table moves a draft to matching complete.
  await expect(page.getByTestId('wizard-submit')).toContainText(deals.packageStatus.matching_complete!);
  await page.getByTestId('wizard-submit').click();

  await expect(page).toHaveURL(/\/dashboard\/resellUpcoming$/);
  const row = page.getByTestId('package-row').filter({ hasText: name });
  await expect(row.getByTestId('package-status')).toHaveText(deals.packageStatus.matching_complete!);
  // The demo's matching-complete package publishes in the coming weeks.
  await expect(page.locator('[data-testid="collab-schedule-row"][data-video="mktWinter00"]')).toBeVisible();

  // Commission rate on the new package.
  const rate = page.getByTestId('commission-package').filter({ hasText: name });
  await rate.getByRole('button').click();
  await page.getByTestId('commission-percent').fill('12.5');
  await page.getByTestId('confirm-action').click();
  await expect(rate.getByTestId('commission-rate')).toHaveText('12.5 %');

  // The detail stays within the reseller's pages and offers only its own moves.
  await row.getByTestId('package-link').click();
  await expect(page).toHaveURL(/\/dashboard\/resellUpcoming\/package\?id=\d+$/);
  await expect(page.getByTestId('detail-status')).toHaveText(deals.packageStatus.matching_complete!);
  await expect(page.getByTestId('package-move-draft')).toBeVisible();
  await expect(page.getByTestId('package-move-applying')).toHaveCount(0);
  await expect(page.getByTestId('package-move-officer_contacting')).toHaveCount(0);
  await expect(page.getByTestId('performance-link')).toHaveCount(0);
  await page.getByTestId('package-move-draft').click();
  await expect(page.getByTestId('detail-status')).toHaveText(deals.packageStatus.draft!);
  await expect(page.getByTestId('package-move-matching_complete')).toBeVisible();
});

test('the reseller pages on a 390 px phone', async ({ page }) => {
  await signIn(page, demoEmail('reseller'));
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/dashboard/resellUpcoming');
  await expect(page.getByTestId('package-row').first()).toBeVisible();
  // On a phone the upcoming list gives way to the calendar's own list; the rows are still there.
  await expect(page.getByTestId('collab-upcoming-calendar')).toBeVisible();
  await expect(page.locator('[data-testid="collab-schedule-row"][data-video="mktWinter00"]')).toBeAttached();
  await expect(page.getByTestId('commission-card')).toBeVisible();
  await noSideways(page);
  await page.goto('/dashboard/resellSearch');
  await expect(page.locator('[data-testid^="creator-UC"]').first()).toBeVisible();
  await noSideways(page);
});
