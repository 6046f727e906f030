// Remittance recipients and deductions on the accounting page (issue 10, payees part): finance sees
// the demo recipients with masked account numbers, adds one with its documents and a channel picked
// from the whole network, and uploads a month's deductions (a line in TWD is refused with its line,
// then a good file replaces the month); the owner of the channel reads its recipient, read-only.
import { pngImage } from '../../apps/server/test/png.ts';
import { expect, test } from './fixtures.ts';
import { apiSignIn, demoEmail, screenshot, signInAt, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'payees', key);

/** A 1 × 1 truecolour PNG, real by content. */
const png = () => pngImage({ width: 1, height: 1, colourType: 2, scanlines: [0, 0x2a, 0x7f, 0xd4] });
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('finance adds a recipient with its documents and a channel; its owner reads it with the number masked', async ({ page, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiSignIn(request, demoEmail('finance'));
  // A creator's channel without a recipient yet (the first seven are the named demo accounts'), and its owner.
  const index = (channelId: string) => parseInt(channelId.slice(2, 6), 36) - 1;
  const free = (
    (await (await request.get('/api/v1/accounting/recipient-channels?page_size=50&q=demo')).json()) as {
      channels: { channel_id: string; title: string; recipient_id: number | null }[];
    }
  ).channels.find((c) => c.recipient_id === null && c.channel_id.endsWith('demo') && index(c.channel_id) >= 7)!;
  expect(free).toBeDefined();

  await signInAt(page, demoEmail('finance'), '/dashboard/accounting?tab=recipients');
  await expect(page.getByTestId('recipients-section')).toBeVisible();
  await expect(page.getByTestId('recipient-row').first()).toBeVisible();
  for (const masked of await page.getByTestId('recipient-account-masked').allInnerTexts()) expect(masked).toMatch(/^\*\*\*\d+$/);
  await screenshot(page, 'payees-recipients');

  await page.getByTestId('recipient-add').click();
  const dialog = page.getByTestId('recipient-dialog');
  await dialog.getByTestId('recipient-account-name').fill('測試戶名（大安分行）');
  await dialog.getByTestId('recipient-bank-code').fill('812');
  await dialog.getByTestId('recipient-account-number').fill('0012-3456-7890');
  // A program named like a picture is refused by content.
  await dialog
    .getByTestId('recipient-file-passbook-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('MZ not a picture') });
  await expect(dialog.getByTestId('recipient-file-passbook')).toContainText(t('zh-TW', 'messages', 'errors.fileType'));
  await dialog.getByTestId('recipient-file-passbook-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png() });
  await expect(dialog.getByTestId('recipient-file-passbook-name')).toHaveText('cover.png');
  await dialog.getByTestId('recipient-file-labour_form-input').setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByTestId('recipient-file-labour_form-name')).toHaveText('form.pdf');
  await dialog.getByTestId('recipient-file-signature-input').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: png() });
  await expect(dialog.getByTestId('recipient-file-signature-name')).toHaveText('sign.png');
  await dialog.getByTestId('recipient-channels').fill(free.title);
  await page.getByTestId(`channel-option-${free.channel_id}`).click();
  await expect(dialog.getByTestId('picked-channel')).toHaveAttribute('data-channel-id', free.channel_id);
  await screenshot(page, 'payees-recipient-dialog');
  await dialog.getByTestId('recipient-save').click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('recipient-row').filter({ hasText: '測試戶名（大安分行）' });
  await expect(row.getByTestId('recipient-account-masked')).toHaveText('***234567890');
  await expect(row.getByTestId('recipient-channel')).toHaveText(free.title);

  // The channel's owner: the creator account that owns it.
  const owner = `creator${String(index(free.channel_id) + 1).padStart(3, '0')}`;
  await page.context().clearCookies();
  await signInAt(page, demoEmail(owner), '/dashboard/accounting?tab=recipients');
  const own = page.getByTestId('recipient-row');
  await expect(own.filter({ hasText: '測試戶名（大安分行）' })).toBeVisible();
  await expect(own.filter({ hasText: '測試戶名（大安分行）' }).getByTestId('recipient-account-masked')).toHaveText('***234567890');
  await expect(page.getByTestId('recipient-add')).toHaveCount(0);
  await expect(page.getByTestId('recipient-edit')).toHaveCount(0);
  await expect(page.getByRole('img', { name: zh('files.passbook') }).first()).toBeVisible();
  await screenshot(page, 'payees-owner-view');
  await request.dispose();
});

test('finance uploads deductions: a TWD line is refused with its line, then the month is replaced', async ({ page, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiSignIn(request, demoEmail('finance'));
  const channel = ((await (await request.get('/api/v1/accounting/recipient-channels?page_size=1')).json()) as { channels: { channel_id: string }[] })
    .channels[0]!.channel_id;
  await request.dispose();

  await signInAt(page, demoEmail('finance'), '/dashboard/accounting?tab=recipients');
  await page.getByTestId('accounting-tab-deductions').click();
  // A month the demo ledger has not closed (it closes its past months).
  await page.getByTestId('deductions-month').fill('2098-06');
  const header = 'channel ID,adjustment type,deduction amount,currency\r\n';
  await page
    .getByTestId('deductions-file')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}${channel},Fee,1.50,USD\r\n${channel},Fee,30,TWD\r\n`) });
  await page.getByTestId('deductions-upload').click();
  await expect(page.getByTestId('deductions-error-line')).toHaveCount(1);
  await expect(page.getByTestId('deductions-error-line')).toContainText('3');
  await expect(page.getByTestId('deductions-error-line')).toContainText('TWD');
  await expect(page.getByTestId('deductions-empty')).toBeVisible();
  await screenshot(page, 'payees-deductions-refused');

  await page.getByTestId('deductions-file').setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\ufeff${header}${channel},Fee,1.50,USD\r\n${channel},Advance,0.125,usd\r\n`),
  });
  await page.getByTestId('deductions-upload').click();
  await expect(page.getByTestId('deductions-done')).toBeVisible();
  await expect(page.getByTestId('deduction-row')).toHaveCount(2);
  // In cents on screen (issue 23), the exact total on hover.
  await expect(page.getByTestId('deductions-total')).toContainText('US$1.63');
  await expect(page.getByTestId('deductions-total').locator('[title="US$1.625"]')).toHaveCount(1);
  await screenshot(page, 'payees-deductions');
});
