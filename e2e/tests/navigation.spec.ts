// The signed-in frame: which settings items each account type sees, page titles, the logo, the
// drawer and its remembered state, and the no-permission, not-found and signed-out pages.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEmail, navGroups, navItems, screenshot, signInAt, signInToProfile, t } from './helpers.ts';

const zh = (namespace: 'common' | 'messages' | 'nav', key: string) => t('zh-TW', namespace, key);

/**
 * Expected settings items per account type, from the capability table and the pages built so far.
 * The outbox holds reset links, so only admins have it; super staff must not (packages/contract).
 * Channel owners get the permission page (their channel's members); finance its channel groups,
 * and so does anyone who administers or uses a group.
 * Channel pages belong to the channel analytics spec.
 */
const settings = (...pages: string[]) => pages.map((p) => `nav-item-${p}`);
const expectedNavigation: Record<string, string[]> = {
  admin: settings('customize', 'channelGroup', 'info', 'permission', 'others', 'syslog', 'cache', 'outbox'),
  super_staff: settings('customize', 'channelGroup', 'info', 'permission', 'others', 'syslog', 'cache'),
  staff: settings('customize', 'channelGroup', 'info', 'permission', 'others', 'cache'),
  viewer: settings('info', 'others'),
  // user_owner uses the demo group 日本創作者: being in a group gives the channel group page (spec 2).
  user_owner: settings('channelGroup', 'info', 'permission', 'others'),
  advertiser: settings('info', 'others'),
  advertising_partner: settings('info', 'others'),
  reseller: settings('info', 'others'),
  finance: settings('channelGroup', 'info', 'permission', 'others'),
  user_manager: settings('info', 'others'),
};

/**
 * The accounting group (spec 6): the accounting page for finance, admin, super staff and channel
 * owners (user owner); payment for finance, admin and super staff; profit sharing for those and
 * advertising partners (info and profit sharing only). Staff, viewers, advertisers, resellers and
 * user managers have none of them.
 */
const expectedAccounting: Record<string, string[]> = {
  admin: settings('accounting', 'payment', 'profitSharing'),
  super_staff: settings('accounting', 'payment', 'profitSharing'),
  staff: [],
  viewer: [],
  user_owner: settings('accounting', 'profitSharing'),
  advertiser: [],
  advertising_partner: settings('profitSharing'),
  reseller: [],
  finance: settings('accounting', 'payment', 'profitSharing'),
  user_manager: [],
};

/** The collaboration page (issue 11, deals): the collaboration pages' holders (spec 6), as far as built. */
const seesCollaborations = ['admin', 'super_staff', 'viewer', 'advertiser'];

/** The items of the settings group, in order. */
async function settingsItems(page: Page): Promise<string[]> {
  return (await navItems(page)).filter(
    (item) =>
      ![...channelPages, ...accountingPages, ...collabPages, ...resellPages, ...explorationPages, ...singlesPages, ...productionPages].includes(
        item.replace('nav-item-', ''),
      ),
  );
}
/** The items of the accounting group, in order. */
async function accountingItems(page: Page): Promise<string[]> {
  return (await navItems(page)).filter((item) => accountingPages.includes(item.replace('nav-item-', '')));
}
const channelPages = ['overview', 'audience', 'content', 'analytics', 'inspiration', 'revenue', 'report', 'revenueHealth'];
const accountingPages = ['accounting', 'payment', 'profitSharing'];
const collabPages = ['collabSearch', 'collabFav', 'collabUpcoming', 'collabPast', 'collabPerformance'];
const resellPages = ['resellSearch', 'resellUpcoming', 'resellPerformance', 'resellOrders'];
const singlesPages = ['ec', 'courses', 'videoStream', 'studioStore', 'igData', 'tiktokData'];
/** The production group (issue 29): the editing requests. */
const productionPages = ['videoEditor', 'videoData', 'publishPlatform'];
/** The exploration group (issue 26, spec 2 and 6): admin, super staff, staff and the viewer. */
const explorationPages = ['exploration', 'videoSearch'];
const seesExploration = ['admin', 'super_staff', 'staff', 'viewer'];
/** The reseller group (issue 12, spec 6): admin, super staff, viewer (read-only), agencies and resellers. */
const seesResell = ['admin', 'super_staff', 'viewer', 'reseller'];
/** Past collaborations and the performance report (issue 11, performance): the collaboration pages' holders (spec 6). */
const seesCollabReports = ['admin', 'super_staff', 'viewer', 'advertiser'];

test.describe('side navigation per account type', () => {
  for (const [account, items] of Object.entries(expectedNavigation)) {
    test(`${account} sees exactly ${items.join(', ')} in the settings and the logout item`, async ({ page }) => {
      await signInToProfile(page, demoEmail(account));
      await expect(page.getByTestId('side-nav')).toBeVisible();
      expect(await navGroups(page)).toContain('nav-group-settings');
      expect(await settingsItems(page)).toEqual(items);
      expect(await accountingItems(page)).toEqual(expectedAccounting[account]);
      expect((await navItems(page)).includes('nav-item-collabUpcoming')).toBe(seesCollaborations.includes(account));
      for (const report of ['nav-item-collabPast', 'nav-item-collabPerformance']) {
        expect((await navItems(page)).includes(report), report).toBe(seesCollabReports.includes(account));
      }
      const resellItems = (await navItems(page)).filter((item) => resellPages.includes(item.replace('nav-item-', '')));
      expect(resellItems).toEqual(seesResell.includes(account) ? resellPages.map((p) => `nav-item-${p}`) : []);
      const explorationItems = (await navItems(page)).filter((item) => explorationPages.includes(item.replace('nav-item-', '')));
      expect(explorationItems).toEqual(seesExploration.includes(account) ? explorationPages.map((p) => `nav-item-${p}`) : []);
      await expect(page.getByTestId('nav-group-settings')).toHaveText(zh('nav', 'groups.settings'));
      for (const item of items) await expect(page.getByTestId(item)).toHaveText(zh('nav', `pages.${item.replace('nav-item-', '')}`));
      await expect(page.getByTestId('nav-logout')).toBeVisible();
      await expect(page.getByTestId('nav-logout')).toHaveText(zh('nav', 'logout'));
      // The profile is marked as the current item, with its title.
      await expect(page.getByTestId('nav-item-info')).toHaveClass(/active/);
      await expect(page).toHaveTitle(`Chorus · ${zh('nav', 'pages.info')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.info'));
    });
  }
});

test('admin: page titles follow the page, the logo leads to the profile, collapsing a group hides its items', async ({ page }) => {
  // Admin has no channels of its own: creator data opens on the most-subscribed channel; start from the profile.
  await signInToProfile(page, 'admin');
  await expect(page.getByTestId('signed-in-name')).toHaveText('陳雅婷 (Admin)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.info'));
  await expect(page.getByTestId('profile-name')).toHaveValue('陳雅婷 (Admin)');
  await screenshot(page, 'dashboard-admin');

  await page.getByTestId('nav-item-outbox').click();
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);
  await expect(page).toHaveTitle(`Chorus · ${zh('nav', 'pages.outbox')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.outbox'));
  await expect(page.getByTestId('nav-item-outbox')).toHaveClass(/active/);
  await expect(page.getByTestId('nav-item-info')).not.toHaveClass(/active/);

  await page.getByTestId('logo-link').click();
  await expect(page).toHaveURL(/\/dashboard\/info$/);
  await expect(page).toHaveTitle(`Chorus · ${zh('nav', 'pages.info')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.info'));

  // Group headers collapse and expand their items.
  await page.getByTestId('nav-group-settings').click();
  await expect(page.getByTestId('nav-group-settings')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('nav-item-info')).toBeHidden();
  await expect(page.getByTestId('nav-item-outbox')).toBeHidden();
  await expect(page.getByTestId('nav-logout')).toBeVisible();
  await page.getByTestId('nav-group-settings').click();
  await expect(page.getByTestId('nav-group-settings')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('nav-item-outbox')).toBeVisible();
});

test('the drawer toggle hides the navigation and the choice survives a reload', async ({ page }) => {
  await signInToProfile(page, demoEmail('staff'));
  const toggle = page.getByTestId('drawer-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await toggle.click();
  await expect(page.getByTestId('side-nav')).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => localStorage.getItem('chorus.drawerOpen'))).toBe('false');
  // The page itself stays usable while the navigation is hidden.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.info'));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.info'));
  await expect(page.getByTestId('side-nav')).toBeHidden();
  await expect(page.getByTestId('drawer-toggle')).toHaveAttribute('aria-expanded', 'false');

  await page.getByTestId('drawer-toggle').click();
  await expect(page.getByTestId('side-nav')).toBeVisible();
  await expect(page.getByTestId('nav-item-info')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('side-nav')).toBeVisible();
  await expect(page.getByTestId('drawer-toggle')).toHaveAttribute('aria-expanded', 'true');
});

for (const account of ['super_staff', 'staff', 'user_owner', 'advertising_partner']) {
  test(`${account} opening /dashboard/outbox sees the no-permission page`, async ({ page }) => {
    await signInAt(page, demoEmail(account), '/dashboard/outbox');
    const denied = page.getByTestId('no-permission');
    await expect(denied).toBeVisible();
    await expect(denied).toContainText(zh('messages', 'errors.noPagePermission'));
    // It names the page, the caller's role and where the page is granted (issue 23), not only "ask the administrator".
    for (const part of [zh('nav', 'pages.outbox'), zh('nav', `roles.${account}`), zh('nav', 'pages.permission')]) await expect(denied).toContainText(part);
    await expect(page).toHaveTitle(`Chorus · ${zh('messages', 'errors.noPagePermission')}`);
    await expect(page.getByTestId('outbox-message')).toHaveCount(0);
    await expect(page.getByText(zh('common', 'outbox.help'))).toHaveCount(0);
    // The frame stays, with the usual navigation, and the way back works.
    expect(await settingsItems(page)).toEqual(expectedNavigation[account]);
    await denied.getByRole('link', { name: zh('common', 'notFound.back') }).click();
    // Back to the dashboard's home: creator data for people with a channel, else the profile.
    await expect(page).toHaveURL(/\/dashboard\/(info|ch\/[^/]+\/overview)$/);
  });
}

test('an unknown dashboard page shows the not-found page inside the frame', async ({ page }) => {
  await signInAt(page, demoEmail('viewer'), '/dashboard/does-not-exist');
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound).toContainText('404');
  await expect(notFound).toContainText(zh('common', 'notFound.title'));
  await expect(page).toHaveTitle(`Chorus · ${zh('common', 'notFound.title')}`);
  await expect(page.getByTestId('side-nav')).toBeVisible();
  await notFound.getByRole('link', { name: zh('common', 'notFound.back') }).click();
  // Back to the dashboard's home: creator data (viewers see every channel; the most-subscribed one is theirs by default).
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
});

test('an unknown address outside the dashboard shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('not-found')).toContainText(zh('common', 'notFound.title'));
});

test('signed out, /dashboard/info redirects to sign-in, and signing in returns there', async ({ page }) => {
  await page.goto('/dashboard/info');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('common', 'login.title'));
  await expect(page.getByTestId('side-nav')).toHaveCount(0);

  await page.goto('/dashboard/outbox');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-countdown')).toBeVisible();
  await page.getByTestId('login-identifier').fill('admin');
  await page.getByTestId('login-password').fill('Chorus-demo-2026!');
  await page.getByTestId('login-submit').click();
  // The sign-in page sends you back to the dashboard page you asked for.
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.outbox'));
});

test('the loading spinner is on screen before the scripts run, and the app replaces it', async ({ page }) => {
  // Scripts held back: what the browser paints from the page alone (index.html, issue 24).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/no/such/page', { waitUntil: 'commit' });
  const boot = page.locator('#root > .boot svg');
  await expect(boot).toBeVisible();
  // The size of MUI's CircularProgress (page-loading.tsx); its box turns as it spins, so the style is read.
  expect(await boot.evaluate((svg) => [getComputedStyle(svg).width, getComputedStyle(svg).height])).toEqual(['40px', '40px']);
  release();
  // React's first commit takes the root over: the page's own content, no copy of the spinner left.
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('#root > .boot')).toHaveCount(0);
});
