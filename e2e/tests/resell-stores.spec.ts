// Store authorization from the profile (spec 2, issue 12) in demo mode: the server runs without a
// Shopify app, so it serves its own fake Shopify under /fake-shopify/ and the demo store of the
// reseller team is connected from the start. A reseller administrator connects a new store through
// the fake's "Install app" page and the real OAuth callback, sees it listed, and disconnects it.
import { expect, test } from './fixtures.ts';
import { demoEmail, screenshot, signInToProfile, t } from './helpers.ts';

const zh = (key: string) => t('zh-TW', 'stores', `card.${key}`);

test('a reseller connects a store through Shopify from the profile, and disconnects it', async ({ page }) => {
  await signInToProfile(page, demoEmail('reseller'));
  const card = page.getByTestId('store-authorization');
  await expect(card.getByRole('heading', { name: zh('title') })).toBeVisible();
  // The demo store, connected by the demo seed.
  const demoStore = card.getByTestId('store-daily-picks-demo.myshopify.com');
  await expect(demoStore.getByTestId('store-status')).toHaveText(zh('status.connected'));

  // Refused in the browser first: a URL that is no store, and no agreement.
  await card.getByTestId('store-url').fill('shop.example.com');
  await card.getByTestId('store-connect').click();
  await expect(card.getByText(t('zh-TW', 'messages', 'validation.oauthUrlFormat'))).toBeVisible();
  await expect(card.getByText(t('zh-TW', 'messages', 'validation.privacyAgreementRequired'))).toBeVisible();
  await expect(card.getByRole('link', { name: zh('privacyLink') })).toHaveAttribute('href', '/privacy');

  await card.getByTestId('store-connect').scrollIntoViewIfNeeded();
  await screenshot(page, 'resell-store-refused-input');
  await card.getByTestId('store-url').fill('https://Picks-Outlet.myshopify.com/admin');
  await card.getByTestId('store-privacy').check();
  await card.getByTestId('store-connect').click();

  // Shopify's authorization page (the fake, inside the demo server).
  await expect(page).toHaveURL(/\/fake-shopify\/picks-outlet\.myshopify\.com\/admin\/oauth\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Install app' })).toBeVisible();
  await expect(page.getByText('read_orders')).toBeVisible();
  await screenshot(page, 'resell-store-install-app');
  await page.getByTestId('fake-shopify-install').click();

  // Back on the profile through the callback, with the outcome.
  await expect(page).toHaveURL(/\/dashboard\/info\?shopify=connected&shop=picks-outlet\.myshopify\.com$/);
  await expect(card.getByTestId('store-outcome')).toHaveText(t('zh-TW', 'stores', 'card.outcomes.connected').replace('{{shop}}', 'picks-outlet.myshopify.com'));
  const newStore = card.getByTestId('store-picks-outlet.myshopify.com');
  await expect(newStore.getByTestId('store-status')).toHaveText(zh('status.connected'));
  await expect(newStore).toContainText('Picks Outlet');
  await expect(card.getByTestId('store-outcome')).toBeInViewport();
  await screenshot(page, 'resell-store-connected');

  // Disconnecting asks first.
  await newStore.getByTestId('store-disconnect-picks-outlet.myshopify.com').click();
  await expect(page.getByTestId('store-disconnect-dialog')).toContainText('picks-outlet.myshopify.com');
  await page.getByTestId('store-disconnect-confirm').click();
  await expect(newStore.getByTestId('store-status')).toHaveText(zh('status.disconnected'));
  await expect(newStore.getByTestId('store-disconnect-picks-outlet.myshopify.com')).toHaveCount(0);
  await expect(demoStore.getByTestId('store-status')).toHaveText(zh('status.connected'));
});

test('a team member without the administrator role gets no store authorization card', async ({ page }) => {
  await signInToProfile(page, demoEmail('reseller_member'));
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await expect(page.getByTestId('store-authorization')).toHaveCount(0);
});
