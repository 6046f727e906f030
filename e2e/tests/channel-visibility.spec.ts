// Spec 2 "channel hide/show setting for advertisers" (spec 3: hidden with a reason, from the current
// or all advertisers). Staff hide a channel from the overview's summary card, with a scope and a
// reason, and see the chip and the reason; an empty reason is refused in the dialog; showing it
// again removes the chip. A viewer reads the same page without chip or control.
import { expect, test } from './fixtures.ts';
import { channelIdsSeenBy, demoEmail, screenshot, signIn, signInAt, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'analytics', key);
const REASON = '合約續約中，暫不對廣告主顯示';

let channel = '';

test.beforeAll(async ({ playwright }) => {
  channel = (await channelIdsSeenBy(playwright.request, demoEmail('user_owner'))).at(-1)!;
});

test('staff hide a channel from advertisers with a reason, see the chip, and show it again', async ({ page }) => {
  await signIn(page, demoEmail('staff'));
  const before = await page.request.get(`/api/v1/channels/${channel}/visibility`);
  expect(before.status()).toBe(200);
  // Start from a shown channel (the demo data hides a few).
  if ((await before.json()).hidden) {
    const shown = await page.request.put(`/api/v1/channels/${channel}/visibility`, { data: { hidden: false }, headers: { 'x-chorus-csrf': '1' } });
    expect(shown.status()).toBe(200);
  }
  await page.goto(`/dashboard/ch/${channel}/overview`);
  const summary = page.getByTestId('channel-summary');
  const button = summary.getByTestId('channel-visibility-button');
  await expect(button).toHaveText(zh('visibility.hide'));
  await expect(summary.getByTestId('channel-hidden-chip')).toHaveCount(0);

  await button.click();
  const dialog = page.getByTestId('channel-visibility-dialog');
  await expect(dialog).toContainText(zh('visibility.hideTitle'));
  // No reason: refused in the dialog, nothing sent.
  await dialog.getByTestId('channel-visibility-confirm').click();
  await expect(dialog).toContainText(t('zh-TW', 'messages', 'validation.hiddenReasonRequired'));
  await dialog.getByTestId('hidden-scope-current').click();
  await dialog.getByTestId('hidden-reason-input').fill(REASON);
  await screenshot(page, 'channel-visibility-dialog');
  await dialog.getByTestId('channel-visibility-confirm').click();
  await expect(dialog).toHaveCount(0);

  const chip = summary.getByTestId('channel-hidden-chip');
  await expect(chip).toHaveText(zh('visibility.chip.current'));
  await expect(chip).toHaveAttribute('title', REASON);
  await expect(summary.getByTestId('channel-hidden-reason')).toHaveText(zh('visibility.reason').replace('{{reason}}', REASON));
  await expect(button).toHaveText(zh('visibility.show'));
  await screenshot(page, 'channel-visibility-hidden');
  // Stored, and it stays after a reload.
  const after = await page.request.get(`/api/v1/channels/${channel}/visibility`);
  expect(await after.json()).toEqual({ channel_id: channel, hidden: true, scope: 'current', reason: REASON });
  await page.reload();
  await expect(summary.getByTestId('channel-hidden-chip')).toHaveText(zh('visibility.chip.current'));

  // Show it again.
  await button.click();
  await expect(dialog).toContainText(zh('visibility.showTitle'));
  await dialog.getByTestId('channel-visibility-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(summary.getByTestId('channel-hidden-chip')).toHaveCount(0);
  await expect(summary.getByTestId('channel-hidden-reason')).toHaveCount(0);
  await expect(button).toHaveText(zh('visibility.hide'));
});

test('a viewer sees the summary without the visibility chip or control', async ({ page }) => {
  // Hidden, so a chip would show if the viewer were given one.
  await signIn(page, demoEmail('staff'));
  const hide = await page.request.put(`/api/v1/channels/${channel}/visibility`, {
    data: { hidden: true, scope: 'all', reason: REASON },
    headers: { 'x-chorus-csrf': '1' },
  });
  expect(hide.status()).toBe(200);
  await page.context().clearCookies();

  await signInAt(page, demoEmail('viewer'), `/dashboard/ch/${channel}/overview`);
  const summary = page.getByTestId('channel-summary');
  await expect(summary.getByTestId('channel-summary-title')).not.toBeEmpty();
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
  await expect(summary.getByTestId('channel-visibility-button')).toHaveCount(0);
  await expect(summary.getByTestId('channel-hidden-chip')).toHaveCount(0);
  await expect(summary.getByTestId('channel-hidden-reason')).toHaveCount(0);
  expect((await page.request.get(`/api/v1/channels/${channel}/visibility`)).status()).toBe(403);
  await screenshot(page, 'channel-visibility-viewer');
});
