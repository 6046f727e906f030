// Issue 23, profiles that fit the person: advertisers and resellers see no channel, YouTube or payout
// sections; a creator's profile shows where their money goes (their channel's remittance recipient)
// and links to the accounting page's recipients, which links back; field messages state the rule;
// a store authorization whose callback arrives without a session asks to sign in and then finishes.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEmail, screenshot, screenshotBothWidths, signInToProfile, submitLogin, t, DEMO_PASSWORD } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'common', `profile.${key}`);

async function expectNoChannelSections(page: Page) {
  await expect(page.getByTestId('profile-name')).toBeVisible();
  for (const section of ['profile-payout', 'profile-channels', 'profit-ratio', 'youtube-authorizations']) {
    await expect(page.getByTestId(section), section).toHaveCount(0);
  }
}

test('advertisers and resellers see no channel, YouTube or payout sections; a creator does', async ({ page }) => {
  for (const account of ['advertiser', 'reseller']) {
    await signInToProfile(page, demoEmail(account));
    await expectNoChannelSections(page);
    // Their own part stays: the store authorization of a team administrator.
    await expect(page.getByTestId('store-authorization')).toBeVisible();
    await screenshotBothWidths(page, `profile-fit-${account}`);
    await page.context().clearCookies();
  }
  await signInToProfile(page, demoEmail('user_owner'));
  for (const section of ['profile-payout', 'profile-channels', 'profit-ratio', 'youtube-authorizations']) {
    await expect(page.getByTestId(section), section).toBeVisible();
  }
});

test("a creator's profile shows where the money goes, and the recipients tab points back", async ({ page }) => {
  await signInToProfile(page, demoEmail('creator010'));
  const payout = page.getByTestId('profile-payout');
  await expect(payout.getByRole('heading', { name: zh('recipient.title') })).toBeVisible();
  // No bank fields of its own any more: the recipient, masked, as finance keeps it.
  await expect(page.getByTestId('profile-beneficiary_account_number')).toHaveCount(0);
  const recipient = payout.getByTestId('payout-recipient-item').first();
  await expect(recipient).toContainText('***');
  await screenshotBothWidths(page, 'profile-fit-recipient', payout);

  await payout.getByTestId('payout-recipient-link').click();
  await expect(page).toHaveURL(/\/dashboard\/accounting\?tab=recipients$/);
  await expect(page.getByTestId('recipient-row')).not.toHaveCount(0);
  await expect(page.getByTestId('recipients-profile-line')).toContainText(t('zh-TW', 'payees', 'recipients.ownerLine'));
  await screenshot(page, 'profile-fit-recipients-tab');
  await page.getByTestId('recipients-profile-link').click();
  await expect(page).toHaveURL(/\/dashboard\/info$/);

  // A field with a rule says the rule.
  await page.getByTestId('profile-phone').fill('call me');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(t('zh-TW', 'messages', 'validation.phoneFormat'))).toBeVisible();
  expect(t('zh-TW', 'messages', 'validation.phoneFormat')).toMatch(/6 至 32/);
});

test('a store authorization whose callback arrives without a session asks to sign in, then finishes', async ({ page }) => {
  await signInToProfile(page, demoEmail('reseller'));
  const card = page.getByTestId('store-authorization');
  await card.getByTestId('store-url').fill('continued-shop.myshopify.com');
  await card.getByTestId('store-privacy').check();
  await card.getByTestId('store-connect').click();
  await expect(page.getByRole('heading', { name: 'Install app' })).toBeVisible();

  // The session is gone by the time Shopify sends the browser back (another host name, an expired sign-in).
  await page.context().clearCookies();
  await page.getByTestId('fake-shopify-install').click();

  // Not JSON: the sign-in page, and once signed in the authorization goes on to its outcome.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await screenshot(page, 'profile-fit-callback-sign-in');
  await submitLogin(page, demoEmail('reseller'), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/info\?shopify=connected&shop=continued-shop\.myshopify\.com$/);
  const connected = card.getByTestId('store-continued-shop.myshopify.com');
  await expect(connected.getByTestId('store-status')).toHaveText(t('zh-TW', 'stores', 'card.status.connected'));
  await screenshot(page, 'profile-fit-callback-finished');
  // Leave the reseller's stores as the demo has them (the orders spec syncs the only store).
  await connected.getByTestId('store-disconnect-continued-shop.myshopify.com').click();
  await page.getByTestId('store-disconnect-confirm').click();
  await expect(connected.getByTestId('store-disconnect-continued-shop.myshopify.com')).toHaveCount(0);
});
