// The channel pages (spec 2): creator data opens after sign-in; presets, comparison and custom dates
// live in the address; the channel selector switches channel and keeps the page; every chart has a
// table view and a CSV download; read-only people cannot change the audience-interest videos;
// another owner's channel is "not found". Screenshots of every page go to test-results/screens.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { channelIdsSeenBy, demoEmail, drawDeferredSections, screenshot, signIn, t } from './helpers.ts';

const zh = (namespace: 'common' | 'messages' | 'nav' | 'analytics', key: string) => t('zh-TW', namespace, key);

/** Opens an MUI select by its hidden input's test id and picks an option by its test id. */
async function choose(page: Page, inputTestId: string, optionTestId: string): Promise<void> {
  await page.getByTestId(inputTestId).locator('xpath=..').getByRole('combobox').click();
  await page.getByTestId(optionTestId).click();
}

/** A full-page screenshot once every chart has finished drawing (ECharts animates in JavaScript). */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await drawDeferredSections(page);
  await expect(page.locator('[data-testid^="chart-"][data-drawn="false"]')).toHaveCount(0);
  await screenshot(page, name, { fullPage });
}

/** Waits until the page's data for the current address has arrived (no placeholder, no progress bar). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-fetching')).toHaveCount(0);
}

let ownerChannels: string[] = [];
let intensiveChannels: string[] = [];

test.beforeAll(async ({ playwright }) => {
  ownerChannels = await channelIdsSeenBy(playwright.request, demoEmail('user_owner'));
  intensiveChannels = await channelIdsSeenBy(playwright.request, demoEmail('intensive_cooperative_user_owner'));
});

test('a channel owner lands on creator data, changes the preset and the channel and sees the numbers change', async ({ page }) => {
  await signIn(page, demoEmail('user_owner'));
  const [first, second] = ownerChannels;
  await expect(page).toHaveURL(new RegExp(`/dashboard/ch/${first}/overview$`));
  await expect(page).toHaveTitle(`Chorus · ${zh('nav', 'pages.overview')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.overview'));
  await expect(page.getByTestId('nav-item-overview')).toHaveClass(/active/);
  await expect(page.getByTestId('preset-30')).toHaveAttribute('aria-pressed', 'true');

  const views = page.getByTestId('kpi-views-value');
  await expect(views).toHaveText(/\d/);
  await expect(page.getByTestId('kpi-views-trend')).toContainText(zh('analytics', 'trend.label').replace('{{trend}}', ''));
  await expect(page.getByTestId('chart-overview-trend')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('chart-overview-trend').locator('svg')).toHaveCount(1);
  // The video sections lie below the fold: drawn when the reader scrolls near them, not before.
  await expect(page.getByTestId('top-video')).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect(page.getByTestId('top-video')).toHaveCount(4);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'channel-overview');
  const thirtyDays = await views.textContent();
  const caption30 = await page.getByTestId('period-caption').textContent();

  // Seven days: fewer views, a new address, and the choice survives a reload.
  await page.getByTestId('preset-7').click();
  await expect(page).toHaveURL(/[?&]preset=7(&|$)/);
  await settled(page);
  await expect(views).not.toHaveText(thirtyDays!);
  await expect(page.getByTestId('period-caption')).not.toHaveText(caption30!);
  const sevenDays = await views.textContent();
  await page.reload();
  await expect(page.getByTestId('preset-7')).toHaveAttribute('aria-pressed', 'true');
  await expect(views).toHaveText(sevenDays!);

  // The channel selector switches channel, keeps the page and the period.
  const title = await page.getByTestId('channel-summary-title').textContent();
  await choose(page, 'channel-select', `channel-option-${second}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/ch/${second}/overview\\?preset=7$`));
  await expect(page.getByTestId('channel-summary-title')).not.toHaveText(title!);
  await settled(page);
  await expect(views).not.toHaveText(sevenDays!);
  await expect(page.getByTestId('preset-7')).toHaveAttribute('aria-pressed', 'true');

  // The comparison period is in the address too.
  await choose(page, 'compare-select', 'compare-month');
  await expect(page).toHaveURL(/[?&]compare=month(&|$)/);
  await expect(page.getByTestId('period-caption')).toBeVisible();
});

test('custom dates are checked before they apply and then live in the address', async ({ page }) => {
  await signIn(page, demoEmail('user_owner'));
  await page.getByTestId('preset-custom').click();
  await page.getByTestId('custom-start').fill('2026-03-10');
  await page.getByTestId('custom-end').fill('2026-03-01');
  await page.getByTestId('custom-apply').click();
  await expect(page.getByText(zh('analytics', 'period.endBeforeStart'))).toBeVisible();
  await page.getByTestId('custom-start').fill('1899-12-31');
  await page.getByTestId('custom-end').fill('2026-03-31');
  await page.getByTestId('custom-apply').click();
  await expect(page.getByText(zh('messages', 'validation.dateRange'))).toBeVisible();
  await expect(page).not.toHaveURL(/preset=custom/);

  await page.getByTestId('custom-start').fill('2026-09-01');
  await page.getByTestId('custom-end').fill('2026-09-30');
  await page.getByTestId('custom-apply').click();
  await expect(page).toHaveURL(/preset=custom&start=2026-09-01&end=2026-09-30/);
  await expect(page.getByTestId('period-caption')).toContainText('30');
  await settled(page);
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);

  // A broken address falls back to the default period and says so.
  await page.goto(`${new URL(page.url()).pathname}?preset=custom&start=2026-02-30&end=2026-03-01`);
  await expect(page.getByTestId('period-address-ignored')).toBeVisible();
  await expect(page.getByTestId('preset-30')).toHaveAttribute('aria-pressed', 'true');
});

test('every chart has a table view and a CSV download (UTF-8 with BOM)', async ({ page }) => {
  await signIn(page, demoEmail('user_owner'));
  const card = page.getByTestId('overview-trend-card');
  await card.getByTestId('overview-trend-view-table').click();
  const table = page.getByTestId('overview-trend-table');
  await expect(table).toBeVisible();
  const rows = await table.locator('tbody tr').count();
  expect(rows).toBeGreaterThanOrEqual(28);
  const headers = await table.locator('thead th').allTextContents();

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('overview-trend-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]!.split(',')).toEqual(headers);
  expect(lines).toHaveLength(rows + 1);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},\d/);

  // Back to the chart.
  await card.getByTestId('overview-trend-view-chart').click();
  await expect(page.getByTestId('chart-overview-trend')).toBeVisible();

  // The channel dashboard (below the fold: drawn as the reader comes near) starts as a table of
  // videos; its CSV has one line per video and the ids.
  await drawDeferredSections(page);
  const dashboard = page.getByTestId('overview-dashboard-card');
  await expect(dashboard.getByTestId('overview-dashboard-table')).toBeVisible();
  const videos = await dashboard.locator('tbody tr').count();
  const [videoCsv] = await Promise.all([page.waitForEvent('download'), dashboard.getByTestId('overview-dashboard-csv').click()]);
  const text = readFileSync((await videoCsv.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.trimEnd().split('\r\n')).toHaveLength(videos + 1);
  expect(text).toContain(zh('analytics', 'videos.videoId'));
});

test('a viewer reads the channel pages but cannot change the audience-interest videos', async ({ page }) => {
  await signIn(page, demoEmail('viewer'));
  const channel = ownerChannels[0]!;
  await page.goto(`/dashboard/ch/${channel}/audience`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.audience'));
  await expect(page.getByTestId('interest-videos')).toBeVisible();
  await expect(page.getByTestId('interest-read-only')).toBeVisible();
  await expect(page.getByTestId('interest-save')).toHaveCount(0);
  await expect(page.getByTestId('interest-0')).toHaveCount(0);
  await expect(page.getByTestId('kpi-subscribersPer1000-value')).toHaveText(/\d|—/);
  // The address's channel is the current one: the navigation offers its pages (not analytics:
  // the viewer has no cms flag, not revenue: viewers do not see revenue).
  await expect(page.getByTestId('nav-item-overview')).toBeVisible();
  await expect(page.getByTestId('nav-item-content')).toBeVisible();
  await expect(page.getByTestId('nav-item-analytics')).toHaveCount(0);
  await expect(page.getByTestId('nav-item-revenue')).toHaveCount(0);
  await shoot(page, 'channel-audience-viewer');

  await page.getByTestId('nav-item-content').click();
  await expect(page.getByTestId('content-top-table')).toBeVisible();
  // Without the cms flag the analytics page says why (spec 8), by address too.
  await page.goto(`/dashboard/ch/${channel}/analytics`);
  await expect(page.getByTestId('page-error')).toHaveText(zh('messages', 'errors.noCmsPermission'));
  await page.goto(`/dashboard/ch/${channel}/revenue`);
  await expect(page.getByTestId('no-permission')).toBeVisible();
});

test("another owner's channel in the address shows the not-found card", async ({ page }) => {
  await signIn(page, demoEmail('user_owner'));
  const foreign = intensiveChannels[0]!;
  await page.goto(`/dashboard/ch/${foreign}/overview`);
  const card = page.getByTestId('channel-not-found');
  await expect(card).toBeVisible();
  await expect(card).toContainText(zh('analytics', 'notFound.title'));
  await expect(card).toContainText(foreign);
  await expect(page.getByTestId('kpi-views')).toHaveCount(0);
  await shoot(page, 'channel-not-found', false);
  await card.getByTestId('channel-not-found-own').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ch/${ownerChannels[0]}/overview$`));
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
  // A made-up id is just as unknown.
  await page.goto('/dashboard/ch/UCnot-a-channel/overview');
  await expect(page.getByTestId('channel-not-found')).toBeVisible();
});

test('an intensive cooperative owner sets the twelve audience-interest videos, with the checks of spec 5', async ({ page }) => {
  await signIn(page, demoEmail('intensive_cooperative_user_owner'));
  const channel = intensiveChannels[0]!;
  await page.goto(`/dashboard/ch/${channel}/audience`);
  await expect(page.getByTestId('interest-save')).toBeVisible();
  const content = await page.request.get(`/api/v1/channels/${channel}/content?page_size=50&start=2000-01-01&end=2099-12-31`);
  const all = ((await content.json()) as { top_videos: { items: { video_id: string }[] } }).top_videos.items.map((v) => v.video_id);
  expect(all.length, 'the demo channel has at least thirteen videos').toBeGreaterThanOrEqual(13);
  // Twelve that differ from what is saved (a second run on the same data must change something).
  const from = (await page.getByTestId('interest-0').inputValue()) === all[0] ? 1 : 0;
  const ids = all.slice(from, from + 12);

  for (let i = 0; i < 12; i++) await page.getByTestId(`interest-${i}`).fill('');
  for (let i = 0; i < 11; i++) await page.getByTestId(`interest-${i}`).fill(ids[i]!);
  await page.getByTestId('interest-save').click();
  await expect(page.getByTestId('interest-error')).toHaveText(zh('messages', 'validation.twelveVideoIds'));

  await page.getByTestId('interest-11').fill('not-an-id');
  await expect(page.getByText(zh('analytics', 'interest.badId'))).toBeVisible();
  await page.getByTestId('interest-11').fill(ids[0]!);
  await expect(page.getByText(zh('messages', 'validation.duplicateVideoIds')).first()).toBeVisible();
  // A pasted YouTube link becomes its id.
  await page.getByTestId('interest-11').fill(`https://www.youtube.com/watch?v=${ids[11]}&t=42s`);
  await expect(page.getByTestId('interest-11')).toHaveValue(ids[11]!);
  await page.getByTestId('interest-save').click();
  await expect(page.getByTestId('toast')).toHaveText(zh('messages', 'success.saved'));
  await page.reload();
  await expect(page.getByTestId('interest-0')).toHaveValue(ids[0]!);
  await expect(page.getByTestId('interest-11')).toHaveValue(ids[11]!);
});

test('screenshots: audience, content, analytics and revenue pages', async ({ page }) => {
  await signIn(page, demoEmail('intensive_cooperative_user_owner'));
  const channel = intensiveChannels[0]!;
  for (const name of ['audience', 'content', 'analytics', 'revenue'] as const) {
    await page.getByTestId(`nav-item-${name}`).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/ch/${channel}/${name}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', `pages.${name}`));
    await expect(page.getByTestId(`channel-page-${name}`).locator('.MuiSkeleton-root')).toHaveCount(0);
    await shoot(page, `channel-${name}`);
  }
  // The content table sorts and pages through the API, and the address keeps it.
  await page.getByTestId('nav-item-content').click();
  await page.getByTestId('sort-published_at').click();
  await expect(page).toHaveURL(/sort=published_at&order=desc/);
  // The address changes before the table draws its new sort: the second click waits for the header to show it.
  await expect(page.getByTestId('sort-published_at')).toHaveClass(/Mui-active/);
  await page.getByTestId('sort-published_at').click();
  await expect(page).toHaveURL(/sort=published_at&order=asc/);
});

test('staff sees revenue figures in the chosen currency; English at 1024 px stays readable', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, demoEmail('admin'));
  const channel = ownerChannels[0]!;
  await page.goto(`/dashboard/ch/${channel}/revenue`);
  await expect(page.getByTestId('kpi-grossRevenue-value')).toHaveText(/\d/);
  const twd = await page.getByTestId('kpi-grossRevenue-value').textContent();
  await choose(page, 'currency-select', 'currency-USD');
  await expect(page.getByTestId('kpi-grossRevenue-value')).not.toHaveText(twd!);
  await expect(page.getByTestId('kpi-grossRevenue-value')).toContainText('US$');
  await shoot(page, 'channel-revenue-admin-1024');
  await page.goto(`/dashboard/ch/${channel}/analytics`);
  await expect(page.getByTestId('kpi-rpm-value')).toHaveText(/\d/);
  await shoot(page, 'channel-analytics-admin-1024');

  await page.getByTestId('language-select').selectOption('en');
  await page.goto(`/dashboard/ch/${channel}/overview?preset=90`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'nav', 'pages.overview'));
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
  await expect(page.getByTestId('chart-overview-trend')).toHaveAttribute('data-ready', 'true');
  await shoot(page, 'channel-overview-en-1024');
  await page.getByTestId('language-select').selectOption('ja');
  await page.goto(`/dashboard/ch/${channel}/audience`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ja', 'nav', 'pages.audience'));
  await expect(page.getByTestId('channel-page-audience').locator('.MuiSkeleton-root')).toHaveCount(0);
  await shoot(page, 'channel-audience-ja-1024');
});
