// Issue 23 "accounting truth" in the browser: finance uploads a report file with a header and no
// rows, is asked whether the month really has none, and confirms; a month whose report then changed
// after its statements were posted reads "statements out of date" until they are posted again.
import { expect, test } from './fixtures.ts';
import { apiSignIn, demoEmail, PHONE_VIEWPORT, screenshot, signIn, t } from './helpers.ts';

// A month nothing else uses.
const MONTH = '209804';
const MONTH_LABEL = '2098-04';
const header = 'Adjustment Type,Video ID,Video Title,Channel ID,Owned Views,Partner Revenue : Auction,Partner Revenue';
const file = `YouTube_Chorus_Demo_M_${MONTH}01_video_summary_v1-1.csv`;

test('finance confirms a month without rows, and sees its statements out of date until posted again', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const ownerApi = await playwright.request.newContext({ baseURL });
  await apiSignIn(ownerApi, demoEmail('user_owner'));
  const info = (await (await ownerApi.get('/api/v1/user_info')).json()) as { channels: { channel_id: string; member_type: string }[] };
  const channel = info.channels.find((c) => c.member_type === 'owner' && c.channel_id.startsWith('UC'))!.channel_id;
  await ownerApi.dispose();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demoEmail('finance'));
  const api = { 'x-chorus-csrf': '1' };
  expect((await page.request.put('/api/v1/accounting/rates', { headers: api, data: { year_month: MONTH, currency: 'TWD', rate: '30' } })).status()).toBe(200);
  // Payees with a Japanese tax profile are withheld in yen: the month needs its JPY rate too.
  expect((await page.request.put('/api/v1/accounting/rates', { headers: api, data: { year_month: MONTH, currency: 'JPY', rate: '150' } })).status()).toBe(200);
  await page.goto('/dashboard/accounting?tab=uploads');
  const upload = async (text: string) => {
    await page.getByTestId('accounting-upload-input').setInputFiles({ name: file, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await page.getByTestId('accounting-upload-send').click();
  };
  await upload(`${header}\nNone,v1,Video,${channel},10,100,100\n`);
  await expect(page.getByTestId('accounting-upload-results').getByRole('row').filter({ hasText: file })).toContainText(t('zh-TW', 'accounting', 'upload.done'));
  expect((await page.request.post('/api/v1/accounting/statements', { headers: api, data: { year_month: MONTH } })).status()).toBe(200);

  // A header and no rows: refused, and finance is asked.
  await upload(`${header}\n`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('zh-TW', 'accounting', 'upload.emptyTitle'));
  await expect(dialog).toContainText(file);
  await screenshot(page, 'accounting-empty-month-question');
  await page.getByTestId('accounting-upload-empty-confirm').click();
  const row = page.getByTestId('accounting-upload-results').getByRole('row').filter({ hasText: file });
  await expect(row).toContainText(t('zh-TW', 'accounting', 'upload.done'));

  // The month's report changed after posting: out of date on the months tab until posted again.
  await page.getByTestId('accounting-tab-months').click();
  await page.getByTestId('month-close-month').fill(MONTH_LABEL);
  await expect(page.getByTestId('hint-statementsOutOfDate')).toHaveText(t('zh-TW', 'ledger', 'months.hints.statementsOutOfDate'));
  await expect(page.getByTestId('statements-out-of-date')).toHaveText(t('zh-TW', 'ledger', 'months.outOfDate'));
  await expect(page.getByTestId('hint-readyForReconciliation')).toHaveCount(0);
  await screenshot(page, 'accounting-statements-out-of-date', { fullPage: true });
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, 'accounting-statements-out-of-date-phone', { fullPage: true });
  // Posted again (the month now has no revenue: nothing to reconcile, no longer out of date).
  await page.getByTestId('post-statements').click();
  await expect(page.getByTestId('hint-statementsOutOfDate')).toHaveCount(0);
  await expect(page.getByTestId('statements-out-of-date')).toHaveCount(0);
  await expect(page.getByTestId('hint-accountsNotFinalized')).toHaveText(t('zh-TW', 'ledger', 'months.hints.accountsNotFinalized'));
});
