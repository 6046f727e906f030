// Channel ownership transfer (spec 4, with or without remittance data) from the channel summary:
// the owner and the managing roles see it, others do not; the dialog checks the e-mail, refuses an
// unknown person, and says what happened. Every transfer here is undone through the API at the end,
// so the demo data stays as the other specs expect it.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PHONE_VIEWPORT, apiSignIn, channelIdsOf, demoEmail, screenshot, signIn, signInAt, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'analytics', `transfer.${key}`);
const zhMessages = (key: string) => t('zh-TW', 'messages', key);

/**
 * user_owner's last owned channel: its membership is the newest of the owned ones once handed back,
 * so the order of user_owner's channel list (and its default channel) stays the same.
 */
async function lastOwnedChannel(request: APIRequestContext): Promise<string> {
  await apiSignIn(request, demoEmail('user_owner'));
  const info = (await (await request.get('/api/v1/user_info')).json()) as { channels: { channel_id: string; member_type: string }[] };
  const owned = info.channels.filter((c) => c.member_type === 'owner');
  expect(owned.length).toBeGreaterThan(0);
  return owned[owned.length - 1]!.channel_id;
}

/** Hands the channel back through the API, as admin. */
async function transferBack(request: APIRequestContext, channelId: string, email: string) {
  await apiSignIn(request, demoEmail('admin'));
  const answer = await request.post('/api/v1/channel_transfer_owner', {
    data: { channel_id: channelId, email, mode: 'without_remittance' },
    headers: { 'x-chorus-csrf': '1' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('a channel owner hands their channel over, keeping remittance data, and reads the result', async ({ page, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const channelId = await lastOwnedChannel(request);
  const before = await channelIdsOf(request, demoEmail('user_owner'));
  const recipient = demoEmail('advertising_partner');
  try {
    await signInAt(page, demoEmail('user_owner'), `/dashboard/ch/${channelId}/overview`);
    const title = await page.getByTestId('channel-summary-title').innerText();
    await page.getByTestId('channel-transfer-button').click();
    const dialog = page.getByTestId('channel-transfer-dialog');
    await expect(dialog.getByRole('heading')).toHaveText(zh('title').replace('{{title}}', title));
    await expect(dialog.getByTestId('transfer-mode-keep_remittance').locator('input')).toBeChecked();

    // Checked in the browser first, then by the server: an address that is nobody's.
    await dialog.getByTestId('channel-transfer-email').fill('not-an-email');
    await dialog.getByTestId('channel-transfer-confirm').click();
    await expect(dialog.getByTestId('channel-transfer-email')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByTestId('channel-transfer-email').fill('nobody-here@demo.chorus.test');
    await dialog.getByTestId('channel-transfer-confirm').click();
    await expect(dialog.getByText(zhMessages('validation.userNotFound'))).toBeVisible();
    await screenshot(page, 'channel-transfer-dialog');

    await dialog.getByTestId('channel-transfer-email').fill(recipient);
    await dialog.getByTestId('channel-transfer-confirm').click();
    const result = page.getByTestId('channel-transfer-result');
    await expect(result).toContainText(recipient);
    await expect(result.getByTestId('channel-transfer-previous')).toContainText(demoEmail('user_owner'));
    // The demo leaves the named accounts' channels without a remittance recipient: nothing to copy, and the result says so.
    await expect(result.getByTestId('channel-transfer-remittance')).toHaveText(zh('remittanceNothing'));
    await screenshot(page, 'channel-transfer-result');
    await result.getByTestId('channel-transfer-result-close').click();

    // The channel has left the giver's list.
    await expect.poll(async () => channelIdsOf(request, demoEmail('user_owner'))).not.toContain(channelId);
  } finally {
    await transferBack(request, channelId, demoEmail('user_owner'));
    expect(await channelIdsOf(request, demoEmail('user_owner'))).toEqual(before);
    await request.dispose();
  }
});

test('staff may transfer any channel without moving remittance data; a viewer sees no transfer', async ({ page, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const channelId = await lastOwnedChannel(request);
  const before = await channelIdsOf(request, demoEmail('user_owner'));
  try {
    await signInAt(page, demoEmail('viewer'), `/dashboard/ch/${channelId}/overview`);
    await expect(page.getByTestId('channel-summary')).toBeVisible();
    await expect(page.getByTestId('channel-transfer-button')).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, demoEmail('staff'));
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(`/dashboard/ch/${channelId}/overview`);
    await page.getByTestId('channel-transfer-button').click();
    const dialog = page.getByTestId('channel-transfer-dialog');
    await dialog.getByTestId('transfer-mode-without_remittance').click();
    await dialog.getByTestId('channel-transfer-email').fill(demoEmail('advertising_partner'));
    await screenshot(page, 'channel-transfer-phone');
    await dialog.getByTestId('channel-transfer-confirm').click();
    const result = page.getByTestId('channel-transfer-result');
    await expect(result.getByTestId('channel-transfer-remittance')).toHaveText(zh('remittanceLeft'));
    await result.getByTestId('channel-transfer-result-close').click();
    await expect(result).toHaveCount(0);
  } finally {
    await transferBack(request, channelId, demoEmail('user_owner'));
    expect(await channelIdsOf(request, demoEmail('user_owner'))).toEqual(before);
    await request.dispose();
  }
});
