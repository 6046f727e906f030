// The accounting area end to end (issue 10, "Browser"): finance uploads a month of CMS reports in
// their real format (BOM, CRLF, a quoted CJK title with a comma, a channel id without "UC", a row of a
// channel outside the network) with its payment summary, sees the upload end, each file's result,
// the reconciliation per revenue type and the unmatched row; sets the month's TWD rate, posts the
// statements and closes the month, after which a second upload is refused. The owner of the channel
// then reads the month's statement and the progress to the payout minimum in each language.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PHONE_VIEWPORT, apiSignIn, demoEmail, screenshot, signInAt, t, type Language, type Namespace } from './helpers.ts';

// A month the demo network never uses (its CMS months are the twelve before the seed day).
const MONTH = '209903';
const MONTH_LABEL = '2099-03';
const RATE = '32.5';
const JPY_RATE = '150.5';
const OUTSIDER = 'zZ9outsideNetworkXy01Q'; // 22 characters, no "UC": a channel not in the network

/** A locale text with its {{placeholders}} filled, as i18next fills them. */
function tf(language: Language, namespace: Namespace, key: string, values: Record<string, string | number>): string {
  return t(language, namespace, key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
}

const videoHeader =
  'Adjustment Type,Video ID,Video Title,Video Duration (sec),Category,Channel ID,Uploader,Channel Display Name,Content Type,Policy,Owned Views,' +
  'YouTube Revenue Split : Auction,YouTube Revenue Split : Reserved,YouTube Revenue Split : Partner Sold YouTube Served,' +
  'YouTube Revenue Split : Partner Sold Partner Served,YouTube Revenue Split,Partner Revenue : Auction,Partner Revenue : Reserved,' +
  'Partner Revenue : Partner Sold YouTube Served,Partner Revenue : Partner Sold Partner Served,Partner Revenue';

/** The month's video summary: two videos of the owner's channel (one blank adjustment type) and one outsider row. */
function videoSummary(ownChannel: string): Buffer {
  const bare = ownChannel.replace(/^UC/, '');
  const rows = [
    videoHeader,
    `None,vidA1b2C3d4,"我的旅行日記, 第一集",612,Travel,${bare},owner,Owner,Partner-provided,monetize,15234,0.81,0,0,0,0.81,1500.123456789012,0,0,0,1500.123456789012`,
    `,vidE5f6G7h8,短片,61,Travel,${bare},owner,Owner,UGC,monetize,834,0.1,0,0,0,0.1,99.876543210988,0,0,0,99.876543210988`,
    `None,vidOut00001,Outside video,100,Music,${OUTSIDER},other,Other,UGC,monetize,10,0.1,0,0,0,0.1,7.25,0,0,0,7.25`,
  ];
  return Buffer.from(`\ufeff${rows.join('\r\n')}\r\n`, 'utf8');
}

/** The payment summary: Ads Revenue within 0.01 of the reports (1607.25), a Shorts line whose report is not uploaded, a Total row. */
function paymentSummary(): Buffer {
  const rows = [
    'Revenue Type,Adjustment Type,Local Currency Code,Partner Revenue (USD)',
    'Ads Revenue,None,USD,1607.255',
    'YouTube Shorts - Ads Revenue,None,USD,5.00',
    'Total,,USD,1612.255',
  ];
  return Buffer.from(`\ufeff${rows.join('\r\n')}\r\n`, 'utf8');
}

const videoFile = `YouTube_Chorus_Demo_M_${MONTH}01_${MONTH}31_video_summary_v1-1.csv`;
const paymentFile = `YouTube_Chorus_Demo_M_${MONTH}01_payment_summary_v1-0.csv`;

async function ownedChannel(request: APIRequestContext): Promise<{ channel_id: string; channel_title: string }> {
  await apiSignIn(request, demoEmail('user_owner'));
  const info = (await (await request.get('/api/v1/user_info')).json()) as {
    channels: { channel_id: string; channel_title: string; member_type: string }[];
  };
  const owned = info.channels.find((c) => c.member_type === 'owner' && c.channel_id.startsWith('UC'));
  expect(owned, 'user_owner owns a YouTube channel').toBeDefined();
  return owned!;
}

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const labels: Record<Language, string> = { 'zh-TW': '正體中文', ja: '日本語', en: 'English' };
  await page.getByTestId('language-select').selectOption({ label: labels[language] });
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh-TW' ? 'zh-Hant-TW' : language);
}

test('finance uploads, reconciles, rates, posts and closes a month; the owner reads the statement and the progress in each language', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ownerApi = await playwright.request.newContext({ baseURL });
  const own = await ownedChannel(ownerApi);
  const zh = (ns: Namespace, key: string) => t('zh-TW', ns, key);

  // 1. Finance uploads the month.
  await signInAt(page, demoEmail('finance'), '/dashboard/accounting?tab=uploads');
  await expect(page.getByTestId('accounting-upload')).toBeVisible();
  await page.getByTestId('accounting-upload-input').setInputFiles([
    { name: videoFile, mimeType: 'text/csv', buffer: videoSummary(own.channel_id) },
    { name: paymentFile, mimeType: 'text/csv', buffer: paymentSummary() },
  ]);
  await expect(page.getByTestId('accounting-upload-send')).toHaveText(tf('zh-TW', 'accounting', 'upload.send_other', { count: 2 }));
  await page.getByTestId('accounting-upload-send').click();

  const results = page.getByTestId('accounting-upload-results');
  await expect(results).toBeVisible({ timeout: 30_000 });
  // The progress has ended: no sending or processing bar is left in the upload card.
  await expect(page.getByTestId('accounting-upload-processing')).toHaveCount(0);
  await expect(page.getByTestId('accounting-upload').getByRole('progressbar')).toHaveCount(0);
  const videoRow = results.getByRole('row').filter({ hasText: videoFile });
  const videoCells = videoRow.getByRole('cell');
  await expect(videoCells.nth(1)).toHaveText(zh('accounting', 'reports.video_summary'));
  await expect(videoCells.nth(2)).toHaveText(MONTH_LABEL);
  await expect(videoCells.nth(3)).toHaveText('3'); // rows stored
  await expect(videoCells.nth(5)).toHaveText('1'); // the outsider's row
  await expect(videoCells.nth(6)).toHaveText(zh('accounting', 'upload.done'));
  const paymentCells = results.getByRole('row').filter({ hasText: paymentFile }).getByRole('cell');
  await expect(paymentCells.nth(1)).toHaveText(zh('accounting', 'reports.payment_summary'));
  await expect(paymentCells.nth(6)).toHaveText(zh('accounting', 'upload.done'));

  // The month's status follows the upload: the reports in, the reconciliation per revenue type.
  await expect(page.getByTestId('accounting-month')).toHaveValue(MONTH_LABEL);
  const status = page.getByTestId('accounting-month-status');
  await expect(status.getByRole('heading').first()).toContainText(MONTH_LABEL);
  await expect(status.getByTestId('accounting-report-video_summary')).toContainText(zh('accounting', 'status.uploaded'));
  await expect(status.getByTestId('accounting-missing')).toBeVisible();
  const reconciliation = status.getByTestId('accounting-reconciliation');
  const adsRow = reconciliation
    .getByRole('row')
    .filter({ hasText: zh('accounting', 'revenueTypes.ads') })
    .first();
  // Amounts in cents on screen (issue 23), every place the CMS wrote on hover.
  await expect(adsRow).toContainText('US$1,607.25');
  await expect(adsRow).toContainText('US$1,607.26');
  await expect(adsRow.locator('[title="US$1,607.255"]')).toHaveCount(1);
  await expect(adsRow.locator('[title$="US$0.005"]')).toHaveCount(1);
  await expect(adsRow).toContainText(zh('accounting', 'reconciliation.matched'));
  const shortsRow = reconciliation.getByRole('row').filter({ hasText: zh('accounting', 'revenueTypes.shorts_ads') });
  await expect(shortsRow).toContainText('5.00');
  await expect(shortsRow).toContainText(zh('accounting', 'reconciliation.reports_missing'));

  const unmatched = page.getByTestId('accounting-unmatched');
  const outsider = unmatched.getByRole('row').filter({ hasText: `UC${OUTSIDER}` });
  await expect(outsider).toHaveCount(1);
  await expect(outsider.getByRole('cell').nth(1)).toHaveText('1');
  await expect(outsider.getByRole('cell').nth(2)).toContainText('7.25');
  await expect(unmatched.getByRole('row').filter({ hasText: own.channel_id })).toHaveCount(0);
  await screenshot(page, 'accounting-uploads', { fullPage: true });

  // 2. The month's TWD rate, its statements, and the close.
  await page.getByTestId('accounting-tab-rates').click();
  await page.getByTestId('rate-month').fill(MONTH_LABEL);
  await page.getByTestId('rate-value').fill(RATE);
  await page.getByTestId('rate-save').click();
  await expect(page.getByTestId(`rate-${MONTH}-TWD`)).toContainText(RATE);
  // Payees with a Japanese tax profile (the demo has them) are withheld in yen: the month's JPY rate too.
  await page.getByRole('combobox', { name: zh('ledger', 'rates.currency') }).click();
  await page.getByRole('option', { name: 'JPY' }).click();
  await page.getByTestId('rate-value').fill(JPY_RATE);
  await page.getByTestId('rate-save').click();
  await expect(page.getByTestId(`rate-${MONTH}-JPY`)).toContainText(JPY_RATE);

  await page.getByTestId('accounting-tab-months').click();
  await page.getByTestId('month-close-month').fill(MONTH_LABEL);
  await expect(page.getByTestId('month-state')).toHaveText(zh('ledger', 'months.open'));
  await expect(page.getByTestId('hint-accountsNotFinalized')).toHaveText(zh('ledger', 'months.hints.accountsNotFinalized'));
  await expect(page.getByTestId('hint-rateUnavailable')).toHaveCount(0);
  await expect(page.getByTestId('hint-readyForReconciliation')).toHaveCount(0);
  await page.getByTestId('post-statements').click();
  await expect(page.getByTestId('hint-readyForReconciliation')).toHaveText(zh('ledger', 'months.hints.readyForReconciliation'));
  await page.getByTestId('month-close-button').click();
  await page.getByTestId('month-close-confirm').click();
  await expect(page.getByTestId('month-state')).toHaveText(zh('ledger', 'months.closed'));
  await expect(page.getByTestId('hint-accountsNotFinalized')).toHaveCount(0);
  await expect(page.getByTestId('post-statements')).toBeDisabled();
  await expect(page.getByTestId('month-reopen')).toBeVisible();
  await screenshot(page, 'accounting-month-closed');

  // A second upload into the closed month is refused, translated, and the month stays as it was.
  await page.getByTestId('accounting-tab-uploads').click();
  await page.getByTestId('accounting-upload-input').setInputFiles({ name: videoFile, mimeType: 'text/csv', buffer: videoSummary(own.channel_id) });
  await page.getByTestId('accounting-upload-send').click();
  const refused = page.getByTestId('accounting-upload-results').getByRole('row').filter({ hasText: videoFile });
  await expect(refused).toContainText(tf('zh-TW', 'messages', 'errors.accountingMonthClosed', { month: MONTH_LABEL }), { timeout: 30_000 });
  await expect(refused.getByRole('cell').nth(3)).toHaveText('0');
  // The tab opened again on last month; the refused file does not move it, so pick the month.
  await page.getByTestId('accounting-month').fill(MONTH_LABEL);
  await expect(page.getByTestId('accounting-month-status')).toContainText(zh('accounting', 'status.closed'));
  await expect(
    page
      .getByTestId('accounting-reconciliation')
      .getByRole('row')
      .filter({ hasText: zh('accounting', 'revenueTypes.ads') })
      .first(),
  ).toContainText('1,607.25');
  await screenshot(page, 'accounting-upload-refused');

  // 3. The owner: the month's statement and the progress to the minimum, in each language.
  const mine = (await (await ownerApi.get('/api/v1/accounting/my-statements')).json()) as {
    minimum_twd: string;
    channels: { channel_id: string; progress: string; months: { revenue_month: string; revenue_twd: string }[] }[];
  };
  await ownerApi.dispose();
  const channel = mine.channels.find((c) => c.channel_id === own.channel_id);
  expect(channel, 'the owner has a statement of the channel').toBeDefined();
  const month = channel!.months.find((m) => m.revenue_month === MONTH);
  expect(month, 'the uploaded month is posted').toBeDefined();
  expect(Number(month!.revenue_twd)).toBeGreaterThan(0);
  expect(mine.minimum_twd.replace(/\.0+$/, '')).toBe('3000');
  const percent = Math.floor(Number(channel!.progress) * 100);

  await page.context().clearCookies();
  await signInAt(page, demoEmail('user_owner'), '/dashboard/accounting?tab=my-statements');
  const card = page.getByTestId(`creator-channel-${own.channel_id}`);
  for (const language of ['zh-TW', 'ja', 'en'] as const) {
    if (language !== 'zh-TW') await chooseLanguage(page, language);
    await expect(page.getByTestId('accounting-tab-my-statements')).toHaveText(t(language, 'ledger', 'tabs.myStatements'));
    await expect(page.getByTestId('creator-statements')).toContainText(t(language, 'ledger', 'creator.title'));
    await expect(card).toBeVisible();
    // One sign for TWD in every language (issue 23): NT$, never zh-TW's "$".
    const minimum = 'NT$3,000';
    await expect(card.getByTestId('creator-progress')).toHaveText(tf(language, 'ledger', 'creator.progress', { percent, minimum }));
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
    const row = card.getByTestId('creator-month').filter({ hasText: MONTH_LABEL });
    await expect(row).toHaveCount(1);
    await row.getByTestId(`creator-month-open-${MONTH}`).click();
    const lines = card.getByTestId('statement-lines');
    await expect(lines.getByTestId('statement-line-estimated_ad')).toContainText(t(language, 'ledger', 'items.estimated_ad'));
    await expect(lines.getByTestId('statement-line-estimated_ad')).toContainText('1,600');
    await expect(lines.getByTestId('statement-line-estimated_ad')).toContainText(RATE);
    await screenshot(page, `accounting-owner-${language}`, { fullPage: true });
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(card.getByTestId('creator-progress')).toBeVisible();
    await screenshot(page, `accounting-owner-${language}-phone`, { fullPage: true });
    await lines.scrollIntoViewIfNeeded();
    await screenshot(page, `accounting-owner-${language}-phone-statement`);
    await page.setViewportSize({ width: 1280, height: 720 });
    // Close the month again so the next language opens it from the same state.
    await row.getByTestId(`creator-month-open-${MONTH}`).click();
    await expect(lines).toHaveCount(0);
  }
});
