// Issue 23, "Finance can reach the channels it works on": finance signs in, opens profit sharing,
// statements and payment records, types part of another creator's channel title, picks it and sees
// that channel's data; a nonsense query says there is no matching channel. Looked at at 1,440 and
// 390 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiSignIn, demoEmail, PHONE_VIEWPORT, screenshot, signIn, t } from './helpers.ts';

type Target = { channel_id: string; title: string };

/** The month before today, as the statement tab opens with. */
function previousMonth(): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * A channel of another creator (not finance's own) with ratios, last month's statement and payment
 * records, found through the administrator's channel list and ledger (not the picker under test).
 */
async function anotherCreatorsChannel(request: APIRequestContext): Promise<Target> {
  await apiSignIn(request, demoEmail('finance'));
  const financeInfo = (await (await request.get('/api/v1/user_info')).json()) as { channels: { channel_id: string }[] };
  const financeOwn = new Set(financeInfo.channels.map((c) => c.channel_id));
  await apiSignIn(request, demoEmail('admin'));
  const list = (await (await request.get('/api/v1/channels?sort=name&page_size=100')).json()) as { items: (Target & { source_type: string })[] };
  for (const channel of list.items.filter((c) => c.source_type === 'YT' && !financeOwn.has(c.channel_id) && c.title.length >= 4)) {
    const payments = (await (await request.get(`/api/v1/accounting/payments?channel_id=${channel.channel_id}`)).json()) as { rows: unknown[] };
    const statement = (await (await request.get(`/api/v1/accounting/statements/${channel.channel_id}?month=${previousMonth()}`)).json()) as {
      lines?: unknown[];
    };
    if (payments.rows.length > 0 && (statement.lines?.length ?? 0) > 0) return { channel_id: channel.channel_id, title: channel.title };
  }
  throw new Error('the demo network has no other creator’s channel with statements and payment records');
}

/** Types part of the title into the picker, and picks the channel from the list. */
async function pick(page: Page, testId: string, target: Target): Promise<void> {
  const field = page.getByTestId(testId);
  await field.click();
  await field.fill(target.title.slice(1));
  await page.getByTestId(`channel-option-${target.channel_id}`).click();
  await expect(field).toHaveValue(target.title);
}

test('finance finds another creator’s channel on profit sharing, statements and payment records; a nonsense search says so', async ({ page, request }) => {
  const target = await anotherCreatorsChannel(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demoEmail('finance'));

  // Profit sharing: the channel's ratios, which finance may set.
  await page.goto('/dashboard/profitSharing');
  await pick(page, 'profit-sharing-channel', target);
  await expect(page.getByTestId('ratios-current')).toContainText(target.title);
  await expect(page.getByTestId('ratio-estimated_ad')).toContainText('%');
  await expect(page.getByTestId('ratios-save')).toBeVisible();
  await screenshot(page, 'finance-picker-profit-sharing-1440');

  // Nothing matches: the list says so, in the page's language.
  const field = page.getByTestId('profit-sharing-channel');
  await field.fill('zzqx-no-such-channel-9');
  await expect(page.getByRole('presentation').getByText(t('zh-TW', 'common', 'channelPicker.noMatches'))).toBeVisible();
  await screenshot(page, 'finance-picker-no-match-1440');
  await page.keyboard.press('Escape');

  // Statements: last month's statement of that channel.
  await page.goto('/dashboard/accounting?tab=statements');
  await pick(page, 'statement-channel', target);
  await expect(page.getByTestId('statement-lines')).toBeVisible();
  await expect(page.getByTestId('statement-total')).toBeVisible();
  await screenshot(page, 'finance-picker-statements-1440');

  // Payment records: only that channel's rows.
  await page.goto('/dashboard/payment');
  await pick(page, 'payments-channel', target);
  const rows = page.getByTestId('payment-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(target.channel_id);
  for (const row of await rows.all()) await expect(row).toContainText(target.channel_id);
  await screenshot(page, 'finance-picker-payments-1440');

  // On a phone the same picker finds the channel.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/dashboard/profitSharing');
  await pick(page, 'profit-sharing-channel', target);
  await expect(page.getByTestId('ratios-current')).toContainText(target.title);
  await screenshot(page, 'finance-picker-profit-sharing-390');
});
