// The profile's channel authorization (spec 2: as channel owner or content manager), the read-only
// channel profit ratio (the store authorization card has its own spec, resell-stores.spec.ts). The e2e server runs without a
// Google client, so the first test meets the real "not configured" answer; the round trip through
// Google's consent is played by answering the two YouTube calls in the browser (Google is not
// reachable from here), with the server's own callback addresses.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEmail, PHONE_VIEWPORT, screenshot, signInToProfile, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'common', `profile.${key}`);

async function fakeGrants(page: Page, grants: () => unknown[]) {
  await page.route('**/api/v1/youtube/authorizations', (route) => route.fulfill({ json: { authorizations: grants() } }));
}

const grant = {
  id: 41,
  role: 'channel_owner',
  content_owner_id: null,
  created_at: '2026-03-02T08:00:00.000Z',
  revoked_at: null,
  channels: [{ channel_id: 'UCfake000000000000000001', title: '測試頻道 Alpha', last_error: null }],
};

test('without a Google client the profile says plainly that channels cannot be authorized', async ({ page }) => {
  await signInToProfile(page, demoEmail('user_owner'));
  const section = page.getByTestId('youtube-authorizations');
  await expect(section.getByRole('heading', { name: zh('youtube.title') })).toBeVisible();
  await expect(section.getByTestId('youtube-none')).toHaveText(zh('youtube.none'));

  await section.getByTestId('youtube-start-channel_owner').click();
  await expect(section.getByTestId('youtube-not-configured')).toHaveText(zh('youtube.notConfigured'));
  // Nothing that cannot work is offered any more.
  await expect(section.getByTestId('youtube-start-channel_owner')).toBeDisabled();
  await expect(section.getByTestId('youtube-start-content_manager')).toBeDisabled();
  expect(page.url()).toMatch(/\/dashboard\/info$/);

  // The profit ratio is read only: the demo ledger's ratios of user_owner's channel (a YT channel); user_owner is no store administrator.
  const ratio = page.getByTestId('profit-ratio');
  await expect(ratio.getByRole('heading', { name: zh('profitRatio.title') })).toBeVisible();
  await expect(ratio.locator('[data-testid^="profit-ratio-"]').first()).toContainText(`${zh('profitRatio.items.estimated_ad')} 7`);
  await expect(ratio.locator('input')).toHaveCount(0);
  await expect(page.getByTestId('store-authorization')).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'profile-youtube-not-configured');
});

test('authorizing goes to the consent address and the outcome comes back translated; a grant can be withdrawn', async ({ page }) => {
  let grants: unknown[] = [];
  await fakeGrants(page, () => grants);
  // Google's consent screen sends the person back through the callback, which lands here.
  await page.route('**/api/v1/youtube/oauth/start?role=channel_owner', (route) => {
    grants = [grant];
    return route.fulfill({ json: { url: '/dashboard/info?youtube=linked&channels=1' } });
  });
  await signInToProfile(page, demoEmail('user_owner'));
  const section = page.getByTestId('youtube-authorizations');
  await expect(section.getByTestId('youtube-none')).toBeVisible();

  await section.getByTestId('youtube-start-channel_owner').click();
  await expect(page).toHaveURL(/\/dashboard\/info\?youtube=linked&channels=1$/);
  const outcome = section.getByTestId('youtube-outcome');
  await expect(outcome).toHaveText(zh('youtube.outcomes.linked').replace('{{count}}', '1'));
  await expect(section.getByTestId('youtube-grant-41')).toContainText('測試頻道 Alpha');
  await expect(section.getByTestId('youtube-grant-41')).toContainText(zh('youtube.roles.channel_owner'));
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'profile-youtube-linked');

  // Closing the message takes the outcome out of the address, so a reload does not show it again.
  await outcome.getByRole('button').click();
  await expect(outcome).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/info$/);

  await page.route('**/api/v1/youtube/authorizations/41/revoke', (route) => {
    grants = [];
    return route.fulfill({ json: { ok: true } });
  });
  await section.getByTestId('youtube-revoke-41').click();
  const dialog = page.getByTestId('youtube-revoke-dialog');
  await expect(dialog).toContainText('測試頻道 Alpha');
  await dialog.getByTestId('youtube-revoke-confirm').click();
  await expect(page.getByTestId('toast')).toHaveText(zh('youtube.revoked'));
  await expect(section.getByTestId('youtube-none')).toBeVisible();
});

test('each answer of the callback reads as what happened, on a phone too', async ({ page }) => {
  await signInToProfile(page, demoEmail('user_owner'));
  // On a phone the navigation starts closed: signed in first, then read at phone width.
  await page.setViewportSize(PHONE_VIEWPORT);
  for (const result of ['denied', 'invalid', 'scope', 'noChannel', 'quota', 'failed'] as const) {
    await page.goto(`/dashboard/info?youtube=${result}`);
    await expect(page.getByTestId('youtube-outcome')).toHaveText(zh(`youtube.outcomes.${result}`));
  }
  // An answer the app does not know is not shown raw.
  await page.goto('/dashboard/info?youtube=%3Cb%3Ex');
  await expect(page.getByTestId('youtube-outcome')).toHaveText(zh('youtube.outcomes.failed'));
  await page.getByTestId('youtube-outcome').scrollIntoViewIfNeeded();
  await screenshot(page, 'profile-youtube-phone');
});
