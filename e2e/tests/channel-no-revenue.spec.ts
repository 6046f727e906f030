// Issue 9: the demo network's landing channels carry revenue, and a channel that truly has none
// (a partner source, not in the network's creator CMS) says why and what to do on the revenue and
// analytics pages instead of showing empty money charts — at desktop and phone width.
import { expect, test, workerBaseUrl } from './fixtures.ts';
import { apiAs } from './access-admin.ts';
import { demoEmail, PHONE_VIEWPORT, screenshot, signIn, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'analytics', key);

let partner = '';

test.beforeAll(async () => {
  const admin = await apiAs(workerBaseUrl());
  const answer = (await (await admin.get('/api/v1/channels?source_type=Freedom&sort=subscribers&page_size=1')).json()) as { items: { channel_id: string }[] };
  partner = answer.items[0]!.channel_id;
  await admin.dispose();
});

test('the admin lands on a channel with revenue; a partner-source channel says why it has none and what to do', async ({ page }) => {
  await signIn(page, demoEmail('admin'));
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview/);
  const landing = new URL(page.url()).pathname.split('/')[3]!;

  // The landing channel (the most-subscribed one) has revenue: figures, no notice.
  await page.getByTestId('nav-item-revenue').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ch/${landing}/revenue`));
  await expect(page.getByTestId('kpi-grossRevenue-value')).toHaveText(/\d/);
  await expect(page.getByTestId('revenue-no-data')).toHaveCount(0);

  // A partner-source channel: the notice names the reason and the way out; the chart says it briefly.
  await page.goto(`/dashboard/ch/${partner}/revenue`);
  const notice = page.getByTestId('revenue-no-data');
  await expect(notice).toHaveAttribute('data-reason', 'notInCms');
  await expect(notice).toContainText(zh('noRevenue.title'));
  await expect(notice).toContainText(zh('noRevenue.notInCms'));
  await expect(page.getByTestId('revenue-years-empty')).toHaveText(zh('noRevenue.short.notInCms'));
  // Views still come in.
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await screenshot(page, 'channel-revenue-no-data', { fullPage: true });

  await page.goto(`/dashboard/ch/${partner}/analytics`);
  await expect(page.getByTestId('analytics-no-revenue')).toHaveAttribute('data-reason', 'notInCms');
  await expect(page.getByTestId('analytics-no-revenue')).toContainText(zh('noRevenue.notInCms'));
  await expect(page.getByTestId('analytics-types-empty')).toHaveText(zh('noRevenue.short.notInCms'));
  await expect(page.getByTestId('kpi-impressions-value')).toHaveText(/\d/);
});

test('the explanation reads whole at phone width', async ({ page }) => {
  await signIn(page, demoEmail('admin'));
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(`/dashboard/ch/${partner}/revenue`);
  const notice = page.getByTestId('revenue-no-data');
  await expect(notice).toContainText(zh('noRevenue.notInCms'));
  // Inside the screen: nothing cut at the right edge.
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await screenshot(page, 'channel-revenue-no-data-390');
});
