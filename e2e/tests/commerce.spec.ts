// The commerce pages (issue 28) walked through the real server in three languages: the staff add a
// studio service (zh-TW); a channel owner orders it twice for the same hours (ja); the staff confirm,
// schedule, see the second booking refused for the overlap, and deliver (en). A channel owner adds a
// course (ja); the staff upload its Teachable export for that channel, see a bad row's line, then the
// month's figures (zh-TW); the owner reads them (en). Each page is checked with axe (no serious or
// critical fault) at 1440 and 390 px, with zh-TW screenshots of each page at both widths.
// The delivered order then appears as a charge with its order on the owner's statement once finance
// posts the month (en, zh-TW); the ec page shows the demo store's months, products and videos (zh-TW).
import { addMonths, taipeiDay } from '@chorus/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP_VIEWPORT, expectNoSeriousFaults, settled } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { apiSignIn, demoEmail, PHONE_VIEWPORT, screenshot, screenshotBothWidths, signInAt, t, type Language } from './helpers.ts';

const c = (language: Language, key: string) => t(language, 'commerce', key);
const runId = Date.now().toString(36);
const serviceName = `Studio ${runId}`;
const courseTitle = `Knife Skills ${runId}`;
type OwnChannel = { channel_id: string; channel_title: string };
let channel: OwnChannel | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP_VIEWPORT, bypassCSP: true });

/** The owner's current channel as the app opens it: the first of their channel list. */
async function ownersChannel(request: APIRequestContext): Promise<OwnChannel> {
  await apiSignIn(request, demoEmail('user_owner'));
  const info = (await (await request.get('/api/v1/user_info')).json()) as { channels: (OwnChannel & { member_type: string })[] };
  const first = info.channels[0]!;
  expect(['owner', 'staff']).toContain(first.member_type);
  return first;
}

async function orderIds(request: APIRequestContext): Promise<number[]> {
  if (!channel) throw new Error('the first test finds the owner’s channel');
  const answer = (await (await request.get(`/api/v1/studio-store/orders?channel_id=${channel.channel_id}&page_size=100`)).json()) as {
    items: { id: number; service_name: string }[];
  };
  return answer.items
    .filter((o) => o.service_name === serviceName)
    .map((o) => o.id)
    .sort((a, b) => a - b);
}

/** Screenshots at both widths (zh-TW walks only) and axe at both. */
async function lookAt(page: Page, name: string, language: Language) {
  await settled(page);
  if (language === 'zh-TW') {
    await screenshotBothWidths(page, name);
  }
  await expectNoSeriousFaults(page, name);
}

test('staff add a studio service to the catalogue (zh-TW)', async ({ page }) => {
  channel ??= await ownersChannel(page.request);
  await signInAt(page, demoEmail('staff'), '/dashboard/studioStore', { language: 'zh-TW' });
  await expect(page.getByRole('heading', { level: 1, name: t('zh-TW', 'nav', 'pages.studioStore') })).toBeVisible();
  await page.getByTestId('studio-service-add').click();
  await page.getByTestId('studio-service-name').fill(serviceName);
  await page.getByTestId('studio-service-price').fill('1500.5');
  await page.getByTestId('studio-service-save').click();
  await expect(page.getByTestId('studio-service-dialog')).toHaveCount(0);
  const row = page.getByTestId('studio-service-table').getByRole('row', { name: new RegExp(serviceName) });
  await expect(row).toContainText('NT$1,501');
  await expect(row).toContainText(c('zh-TW', 'kind.studio'));
  await lookAt(page, 'commerce-studio-store-staff', 'zh-TW');
});

test('the owner orders the studio twice for the same hours (ja)', async ({ page }) => {
  await signInAt(page, demoEmail('user_owner'), '/dashboard/studioStore', { language: 'ja' });
  await expect(page.getByTestId('studio-order-form')).toContainText(channel!.channel_title);
  for (let i = 0; i < 2; i++) {
    await page.getByRole('combobox', { name: c('ja', 'studio.service') }).click();
    await page.getByRole('option', { name: serviceName }).click();
    await page.getByTestId('studio-order-quantity').fill('2');
    await page.getByTestId('studio-order-start').fill('2099-06-01T10:00');
    await expect(page.getByTestId('studio-order-total')).toHaveText(`${c('ja', 'studio.total')} NT$3,001`);
    await page.getByTestId('studio-order-submit').click();
    await expect(page.getByTestId('studio-order-placed')).toHaveText(c('ja', 'studio.placed'));
  }
  const [first] = await orderIds(page.request);
  // The owner may cancel a requested order, and is offered nothing else; the catalogue is read-only.
  await expect(page.getByTestId(`studio-order-${first}-status`)).toHaveText(c('ja', 'status.requested'));
  await expect(page.getByTestId(`studio-order-${first}`).getByRole('button')).toHaveText([c('ja', 'move.cancelled')]);
  await expect(page.getByTestId('studio-service-add')).toHaveCount(0);
  await lookAt(page, 'commerce-studio-store-owner', 'ja');
});

test('staff confirm, schedule and deliver; the overlapping booking is refused (en)', async ({ page }) => {
  await signInAt(page, demoEmail('staff'), '/dashboard/studioStore', { language: 'en' });
  const [first, second] = await orderIds(page.request);
  const move = async (id: number, to: string) => {
    await page.getByTestId(`studio-order-${id}-${to}`).click();
    await page.getByTestId('studio-move-confirm').click();
  };
  for (const id of [first!, second!]) {
    await move(id, 'confirmed');
    await expect(page.getByTestId(`studio-order-${id}-status`)).toHaveText(c('en', 'status.confirmed'));
  }
  await move(first!, 'scheduled');
  await expect(page.getByTestId(`studio-order-${first}-status`)).toHaveText(c('en', 'status.scheduled'));
  await expect(page.getByTestId(`studio-order-${first}-when`)).toContainText(' to ');
  await move(second!, 'scheduled');
  await expect(page.getByTestId('studio-move-dialog')).toContainText(t('en', 'messages', 'errors.studioBookingOverlap'));
  await page
    .getByTestId('studio-move-dialog')
    .getByRole('button', { name: t('en', 'common', 'cancel') })
    .click();
  await move(first!, 'delivered');
  await expect(page.getByTestId(`studio-order-${first}-status`)).toHaveText(c('en', 'status.delivered'));
  await expect(page.getByTestId(`studio-order-${second}-status`)).toHaveText(c('en', 'status.confirmed'));
});

test('the delivered order is a charge on the owner’s statement, with the order it came from (en, zh-TW)', async ({ page, playwright, baseURL }) => {
  // Delivered now: charged to this month (UTC), which finance posts (its rate set first).
  const now = new Date();
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const finance = await playwright.request.newContext({ baseURL });
  await apiSignIn(finance, demoEmail('finance'));
  const [first] = await orderIds(finance);
  const api = { 'x-chorus-csrf': '1' };
  expect((await finance.put('/api/v1/accounting/rates', { headers: api, data: { year_month: month, currency: 'TWD', rate: '32.5' } })).status()).toBe(200);
  expect((await finance.put('/api/v1/accounting/rates', { headers: api, data: { year_month: month, currency: 'JPY', rate: '150' } })).status()).toBe(200);
  const posted = await finance.post('/api/v1/accounting/statements', { headers: api, data: { year_month: month } });
  expect(posted.status(), await posted.text()).toBe(200);
  await finance.dispose();

  // 2 studio hours at NT$1,500.50: NT$3,001 charged, named by its order; in English, then in Chinese.
  for (const language of ['en', 'zh-TW'] as const) {
    await signInAt(page, demoEmail('user_owner'), '/dashboard/accounting?tab=my-statements', { language });
    const card = page.getByTestId(`creator-channel-${channel!.channel_id}`);
    await card.getByTestId(`creator-month-open-${month}`).click();
    const line = card.getByTestId('statement-lines').getByTestId('statement-line-studio_charge').filter({ hasText: serviceName });
    await expect(line).toContainText(t(language, 'ledger', 'items.studio_charge'));
    await expect(line).toContainText(t(language, 'ledger', 'statement.studioOrder').replace('{{id}}', String(first)).replace('{{service}}', serviceName));
    await expect(line).toContainText('3,001');
    await line.scrollIntoViewIfNeeded();
  }
  await lookAt(page, 'commerce-studio-charge-statement', 'zh-TW');
});

const teachable = (rows: string[]) =>
  ['Purchased At,Product,Final Price,Amount Refunded,Refunded At,Currency,Student Email', ...rows.map((r) => `${r},x@example.com`)].join('\n');

test('the owner adds a course; staff upload its export, a bad row refused with its line (ja, zh-TW)', async ({ page, browser, baseURL }) => {
  const channel = await ownersChannel(page.request);
  await signInAt(page, demoEmail('user_owner'), '/dashboard/courses', { language: 'ja' });
  await expect(page.getByRole('heading', { level: 1, name: t('ja', 'nav', 'pages.courses') })).toBeVisible();
  await expect(page.getByTestId('course-sales')).toHaveCount(0);
  await page.getByTestId('course-add').click();
  await page.getByTestId('course-title').fill(courseTitle);
  await page.getByTestId('course-price').fill('199');
  await page.getByRole('combobox', { name: t('ja', 'common', 'currency') }).click();
  await page.getByRole('option', { name: t('ja', 'common', 'currencies.USD') }).click();
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('course-table').getByRole('row', { name: new RegExp(courseTitle) })).toContainText('US$199.00');

  const staff = await browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT, bypassCSP: true });
  const staffPage = await staff.newPage();
  // The staff choose the owner's channel in the channel selector; the courses page follows it.
  await signInAt(staffPage, demoEmail('staff'), '/dashboard/courses', { language: 'zh-TW' });
  const picker = staffPage.getByTestId('channel-select');
  await picker.click();
  await picker.pressSequentially(channel.channel_title, { delay: 20 });
  await staffPage.getByTestId(`channel-option-${channel.channel_id}`).click();
  await expect(picker).toHaveAttribute('data-channel-id', channel.channel_id);
  await staffPage.goto('/dashboard/courses');
  await expect(staffPage.getByTestId('channel-select')).toHaveAttribute('data-channel-id', channel.channel_id);
  await expect(staffPage.getByRole('heading', { level: 1, name: t('zh-TW', 'nav', 'pages.courses') })).toBeVisible();
  await staffPage.getByTestId('course-sales-month').fill('2099-05');
  const send = async (name: string, text: string) => {
    await staffPage.getByTestId('course-upload-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await staffPage.getByTestId('course-upload-send').click();
  };
  await send('bad.csv', teachable([`2099-05-01 00:10:00 UTC,${courseTitle},199.00,,,USD`, `2099-05-02 00:10:00 UTC,${courseTitle},abc,,,USD`]));
  await expect(staffPage.getByTestId('course-upload-failed')).toHaveText(
    t('zh-TW', 'messages', 'errors.courseExportAmount').replace('{{line}}', '3').replace('{{value}}', 'abc'),
  );
  await send(
    'may.csv',
    teachable([
      `2099-05-01 00:10:00 UTC,${courseTitle},199.00,,,USD`,
      `2099-05-14 13:00:00 UTC,${courseTitle},"$1,099.99",,,USD`,
      `2099-05-20 08:00:00 UTC,${courseTitle},149.25,149.25,2099-05-28 09:00:00 UTC,USD`,
    ]),
  );
  await expect(staffPage.getByTestId('course-upload-done')).toContainText('2099-05');
  await staffPage.getByTestId('course-revenue-month').fill('2099-05');
  const revenue = staffPage.getByTestId('course-revenue-table').getByRole('row', { name: new RegExp(courseTitle) });
  // 199.00 + 1,099.99 + 149.25 = 1,448.24 sold, 149.25 refunded: 1,298.99 net, to the cent.
  await expect(revenue.getByRole('cell')).toHaveText([courseTitle, '3', 'US$1,448.24', 'US$149.25', 'US$1,298.99']);
  await lookAt(staffPage, 'commerce-courses-staff', 'zh-TW');
  await staff.close();
});

test('the owner reads the month on the courses page (en)', async ({ page }) => {
  await signInAt(page, demoEmail('user_owner'), '/dashboard/courses', { language: 'en' });
  await page.getByTestId('course-revenue-month').fill('2099-05');
  const revenue = page.getByTestId('course-revenue-table').getByRole('row', { name: new RegExp(courseTitle) });
  await expect(revenue.getByRole('cell').last()).toHaveText('US$1,298.99');
  await expect(page.getByTestId('course-trend-USD')).toBeVisible();
  await lookAt(page, 'commerce-courses-owner', 'en');
  // The owner edits the course's price (at phone width, the dialog's screenshot at both widths); the row follows.
  const row = page.getByTestId('course-table').getByRole('row', { name: new RegExp(courseTitle) });
  await row.getByRole('button', { name: c('en', 'courses.edit') }).click();
  await expect(page.getByTestId('course-title')).toHaveValue(courseTitle);
  await screenshot(page, 'commerce-course-edit-1440');
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.getByTestId('course-price').fill('249');
  await screenshot(page, 'commerce-course-edit-390');
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('course-dialog')).toHaveCount(0);
  await expect(row).toContainText('US$249.00');
  await page.setViewportSize(DESKTOP_VIEWPORT);
});

test('the ec page, in Chinese for its owner: the demo store’s months, products and the videos that sell (zh-TW)', async ({ page }) => {
  await signInAt(page, demoEmail('user_owner'), '/dashboard/ec', { language: 'zh-TW' });
  await expect(page.getByRole('heading', { level: 1, name: t('zh-TW', 'nav', 'pages.ec') })).toBeVisible();
  // The demo gives the owner's channel a store with a year of orders, run by the network.
  await expect(page.getByTestId('ec-store-card')).toBeVisible();
  await expect(page.getByTestId('ec-connect')).toHaveCount(0);
  // The table lists the months with sales of the last twelve to this month, in Taiwan (the network's
  // months), newest first. The demo's year of orders ends on the seed day: twelve months, or eleven
  // on a month's first day in Taiwan, whose orders have not begun while the oldest has left the window.
  const months = page.getByTestId('ec-sales-table').locator('[data-testid^="ec-sales-2"]');
  await expect(months.first()).toBeVisible();
  const shown = await months.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.slice('ec-sales-'.length)));
  const thisMonth = taipeiDay(new Date()).slice(0, 7).replace('-', '');
  const monthBefore = (month: string) => addMonths(month, -1);
  expect([thisMonth, monthBefore(thisMonth)]).toContain(shown[0]);
  expect(shown.slice(1)).toEqual(shown.slice(0, -1).map(monthBefore));
  expect(shown.length).toBeGreaterThanOrEqual(shown[0] === thisMonth ? 12 : 11);
  expect(shown.length).toBeLessThanOrEqual(12);
  await expect(page.getByTestId('ec-sales-total')).toContainText('NT$');
  await expect(page.getByTestId('ec-product-table').getByRole('row').nth(1)).toContainText('NT$');
  await expect(page.getByTestId('ec-video-table').locator('[data-testid^="ec-video-"]').first()).toBeVisible();
  await lookAt(page, 'commerce-ec-owner', 'zh-TW');
});
