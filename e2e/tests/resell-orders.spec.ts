// The reseller's orders (issue 12) in demo mode: the demo store of the reseller team (Daily Picks) is
// connected to the app's own fake Shopify and holds four months of demo orders. A reseller filters
// them by a creator's discount code, sees refunds and the store's currency, and syncs the store with
// the job's progress; the page also reads at phone width.
import { expect, test } from './fixtures.ts';
import { demoEmail, expectNoSidewaysScroll, PHONE_VIEWPORT, screenshot, signIn, signInAt, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'orders', key);

test('a reseller filters orders by discount code and syncs the store with progress', async ({ page }) => {
  await signInAt(page, demoEmail('reseller'), '/dashboard/resellOrders');
  await expect(page.getByRole('heading', { name: zh('title'), exact: true })).toBeVisible();
  const table = page.getByTestId('orders-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: zh('columns.actualSellingPrice') })).toBeVisible();

  // One creator's code, typed in lower case: every line shown carries it.
  await page.getByTestId('orders-filter-code').fill('meikitchen10');
  await expect(table.locator('tbody tr').first()).toContainText('MEIKITCHEN10');
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText('MEIKITCHEN10');
  await expect(rows.first()).toContainText('US$');
  await screenshot(page, 'resell-orders-by-code');

  // A product name as well narrows further (both filters at once).
  await page.getByTestId('orders-filter-product').fill('Coffee');
  await expect(rows.first()).toContainText('Cold Brew Coffee Kit');
  for (let i = 0; i < (await rows.count()); i++) await expect(rows.nth(i)).toContainText('MEIKITCHEN10');

  // Sync: the job's progress, then its outcome. The demo store is chosen by name: other specs may
  // have connected stores of this team on the same server, and with several the page asks which.
  await page.getByRole('combobox', { name: zh('filters.store') }).click();
  await page.getByRole('option', { name: 'Daily Picks Demo Store (USD)', exact: true }).click();
  await expect(rows.first()).toContainText('Cold Brew Coffee Kit');
  await page.getByTestId('orders-sync').click();
  // The job's bar stays after it ends, so a sync quicker than a poll is still seen through.
  await expect(page.getByTestId('orders-sync-message')).toHaveText(zh('sync.done'), { timeout: 30_000 });
  await expect(page.getByTestId('job-progress')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('orders-sync')).toBeEnabled();
  await screenshot(page, 'resell-orders-synced');
});

test('the orders page reads at phone width', async ({ page }) => {
  await signIn(page, demoEmail('reseller'));
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/dashboard/resellOrders');
  await expect(page.getByTestId('orders-filter-code')).toBeVisible();
  await expect(page.getByTestId('orders-table').locator('tbody tr').first()).toBeVisible();
  // The page itself never scrolls sideways; the table scrolls in its own box.
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'resell-orders-phone');
});
