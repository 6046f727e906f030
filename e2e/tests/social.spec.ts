// Instagram and TikTok (issue 27) on the demo's linked accounts: admin walks both pages in Chinese
// from the navigation (figures with their source, stories, the audience Instagram gives and the one
// TikTok does not); the viewer reads in English without a write control, sees a revoked link's note,
// and the server refuses the viewer's unlink (403); a channel owner, in Japanese, finds the linked
// accounts on the profile and the channel overview, learns that linking is not configured on this
// server, and unlinks one. Desktop (1440) and phone (390) screenshots.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiSignIn, demoEmail, drawDeferredSections, PHONE_VIEWPORT, screenshot, signInAt, t, type Language } from './helpers.ts';

const DESKTOP = { width: 1440, height: 900 };
const s = (language: Language, key: string) => t(language, 'social', key);
type Account = { account_id: number; platform: 'instagram' | 'tiktok'; username: string; channel_id: string; status: string };

async function accountsOf(request: APIRequestContext, query = ''): Promise<Account[]> {
  const answer = await request.get(`/api/v1/social/accounts${query}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Account[] }).items;
}

test('admin: both pages from the navigation, in Chinese', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAt(page, demoEmail('admin'), '/dashboard/info', { language: 'zh-TW' });
  const nav = page.getByTestId('side-nav');
  await nav.getByRole('link', { name: t('zh-TW', 'nav', 'pages.igData') }).click();
  await expect(page).toHaveURL(/\/dashboard\/igData/);
  await expect(page.getByRole('heading', { level: 1, name: t('zh-TW', 'nav', 'pages.igData') })).toBeVisible();
  await expect(page.getByTestId('social-account-picker')).toBeVisible();
  const followers = page.getByTestId('social-metric-followers');
  await expect(followers).toContainText(s('zh-TW', 'source.firstParty'));
  await expect(page.getByTestId('social-metric-followers-value')).toHaveText(/^[\d,]+$/);
  await expect(page.getByTestId('chart-social-followers')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('social-media-row').first()).toBeVisible();
  await expect(page.getByTestId('social-stories')).toContainText(s('zh-TW', 'stories.window'));
  await expect(page.getByTestId('social-audience-note')).toContainText(s('zh-TW', 'audience.withheldRule'));
  await screenshot(page, 'social-instagram-1440', { fullPage: true });

  await nav.getByRole('link', { name: t('zh-TW', 'nav', 'pages.tiktokData') }).click();
  await expect(page).toHaveURL(/\/dashboard\/tiktokData/);
  await expect(page.getByTestId('social-metric-videos-value')).toHaveText(/^[\d,]+$/);
  await expect(page.getByTestId('social-audience-note')).toHaveText(s('zh-TW', 'audience.tiktokNone'));
  await expect(page.getByTestId('social-stories')).toHaveCount(0);
  await screenshot(page, 'social-tiktok-1440', { fullPage: true });

  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/dashboard/igData');
  await expect(page.getByTestId('social-metric-followers')).toBeVisible();
  await expect(page.getByTestId('chart-social-followers')).toHaveAttribute('data-drawn', 'true');
  await screenshot(page, 'social-instagram-390', { fullPage: true });
});

test('viewer: reads in English without write controls; the server refuses an unlink', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAt(page, demoEmail('viewer'), '/dashboard/info', { language: 'en' });
  const accounts = await accountsOf(page.request);
  const revoked = accounts.find((a) => a.status === 'revoked');
  expect(revoked, 'the demo has a revoked link').toBeTruthy();
  await page.goto(`/dashboard/${revoked!.platform === 'instagram' ? 'igData' : 'tiktokData'}?account=${revoked!.account_id}`);
  await expect(page.getByTestId('social-link-revoked')).toContainText(s('en', 'warning.askOwner'));
  await expect(page.getByTestId('social-metric-followers')).toBeVisible();
  await expect(page.getByTestId('social-link')).toHaveCount(0);
  await expect(page.getByTestId('social-unlink')).toHaveCount(0);
  await screenshot(page, 'social-viewer-revoked-1440');

  const refused = await page.request.delete(`/api/v1/social/accounts/${revoked!.account_id}`, {
    headers: { 'x-chorus-csrf': '1', origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('errors.forbidden');
  // Still there.
  expect((await accountsOf(page.request)).some((a) => a.account_id === revoked!.account_id)).toBe(true);
});

test('owner: the profile and the overview in Japanese; not configured said plainly; unlink', async ({ page }) => {
  await apiSignIn(page.request, demoEmail('user_owner'));
  const info = (await (await page.request.get('/api/v1/user_info')).json()) as { channels: { channel_id: string; member_type: string }[] };
  const owned = info.channels.filter((c) => c.member_type === 'owner').map((c) => c.channel_id);
  const mine = (await accountsOf(page.request)).filter((a) => owned.includes(a.channel_id));
  expect(mine.length, 'the demo links accounts to the named owner’s channels').toBeGreaterThan(0);
  const account = mine[0]!;

  await page.setViewportSize(DESKTOP);
  await signInAt(page, demoEmail('user_owner'), `/dashboard/ch/${account.channel_id}/overview`, { language: 'ja' });
  const headline = page.getByTestId(`social-headline-${account.platform}`);
  await expect(page.getByTestId('kpi-views')).toBeVisible();
  await drawDeferredSections(page);
  await expect(headline).toContainText(`@${account.username}`);
  await expect(page.getByTestId('social-headlines')).toContainText(s('ja', 'headlines.engagement'));
  await headline.scrollIntoViewIfNeeded();
  await screenshot(page, 'social-overview-ja-1440');

  await page.goto('/dashboard/info');
  const card = page.getByTestId(`social-profile-${account.channel_id}`);
  await expect(card.getByTestId(`social-profile-account-${account.platform}`)).toHaveText(`@${account.username}`);
  const other = account.platform === 'instagram' ? 'tiktok' : 'instagram';
  if ((await card.getByTestId(`social-profile-account-${other}`).count()) === 0) {
    await expect(card.getByTestId('social-not-configured')).toHaveText(s('ja', `link.notConfigured.${other}`));
    await expect(card.getByTestId('social-link')).toBeDisabled();
  }
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.getByTestId('social-profile').scrollIntoViewIfNeeded();
  await screenshot(page, 'social-profile-ja-390');

  // Unlinking asks first, then the platform's row offers the link again (not configured here).
  await card.getByTestId(`social-profile-row-${account.platform}`).getByTestId('social-unlink').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(s('ja', `unlink.body.${account.platform}`));
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('confirm-dialog')).toBeHidden();
  await expect(card.getByTestId(`social-profile-account-${account.platform}`)).toHaveCount(0);
  await expect(card.getByTestId('social-not-configured').first()).toBeVisible();
  expect((await accountsOf(page.request)).some((a) => a.account_id === account.account_id)).toBe(false);
});
