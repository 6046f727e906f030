// Pages everyone can use (issue 24): axe-core's WCAG 2.1 A and AA rules find no serious or critical
// fault on the sign-in page or on any page of the navigation, at a desktop and at a phone width.
// The pages are the links of the navigation each demo account sees (the app's own navigation, so a
// new page is checked without touching this file); each page is checked as the first account type
// (in the contract's order) that sees it, and the last test checks that every built page was.
import { accountTypes, builtPageKeys } from '@chorus/contract';
import { expect, test } from './fixtures.ts';
import { DESKTOP_VIEWPORT, expectNoSeriousFaults, seriousFaults, settled, trackRequests } from './axe.ts';
import { apiSignIn, demoEmail, openLogin, PHONE_VIEWPORT } from './helpers.ts';

// The app's Content Security Policy allows no injected script: axe comes in past it.
test.use({ viewport: DESKTOP_VIEWPORT, bypassCSP: true });

test('the sign-in page', async ({ page }) => {
  await openLogin(page);
  await expectNoSeriousFaults(page, 'the sign-in page');
});

const checked = new Set<string>();
const unchecked = () => builtPageKeys.filter((p) => !checked.has(p));

// In order, in one worker: each account type skips the pages an earlier one checked.
test.describe('the pages of the navigation', () => {
  test.describe.configure({ mode: 'serial' });
  for (const account of accountTypes) {
    test(`the pages first seen by ${account}`, async ({ page }) => {
      test.skip(unchecked().length === 0, 'every page of the navigation is checked already');
      trackRequests(page);
      await apiSignIn(page.request, demoEmail(account));
      await page.goto('/dashboard');
      await expect(page.getByTestId('side-nav')).toBeVisible();
      const links = await page
        .getByTestId('side-nav')
        .locator('a[data-testid^="nav-item-"]')
        .evaluateAll((nodes) => nodes.map((n) => ({ page: n.getAttribute('data-testid')!.replace('nav-item-', ''), href: n.getAttribute('href')! })));
      const pages = links.filter((l) => !checked.has(l.page));
      // One account may check every page: a budget per page rather than the suite's minute.
      test.setTimeout(60_000 + 20_000 * pages.length);
      // Each page is opened from the navigation, as a person does: the app's scripts load once.
      for (const link of pages) {
        await page.getByTestId(`nav-item-${link.page}`).click();
        // The pointer leaves the page, so that no control is checked in its hover colours.
        await page.mouse.move(DESKTOP_VIEWPORT.width + 10, DESKTOP_VIEWPORT.height + 10);
        await expect(page).toHaveURL(new RegExp(`${link.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await settled(page);
        await expectNoSeriousFaults(page, `${link.page} (${link.href}) as ${account}`);
        checked.add(link.page);
      }
      // The navigation itself at the phone width: a drawer over the page.
      await page.setViewportSize(PHONE_VIEWPORT);
      await page.getByTestId('drawer-toggle').click();
      await expect(page.getByTestId('side-nav')).toBeVisible();
      expect(await seriousFaults(page), `the navigation drawer as ${account}`).toEqual([]);
    });
  }

  test('every built page was checked as some account type', () => {
    expect(unchecked()).toEqual([]);
  });
});
