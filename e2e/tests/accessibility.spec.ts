// Pages everyone can use (issue 24): axe-core's WCAG 2.1 A and AA rules find no serious or critical
// fault on the sign-in page or on any page of the navigation, at a desktop and at a phone width.
// The pages are the links of the navigation each demo account sees (the app's own navigation, so a
// new page is checked without touching this file); each page is checked as the first account type
// (in the contract's order) that sees it, and the last test checks that every built page was.
import { createRequire } from 'node:module';
import { accountTypes, builtPageKeys } from '@chorus/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { AxeResults, RunOptions } from 'axe-core';
import { apiSignIn, demoEmail, openLogin, PHONE_VIEWPORT } from './helpers.ts';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const axeOptions: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };
const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

/** The serious and critical faults axe finds on the page as it stands, one line per element. */
async function seriousFaults(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, options)).violations,
    axeOptions,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${v.help}\n    ${n.html.slice(0, 160)}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    );
}

/** Waits until the page has drawn its data: its heading, no loading indicator, no request in flight. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0);
}

/** Checks the open page at the desktop width and again at the phone width (soft: one run lists every page's faults). */
async function expectNoSeriousFaults(page: Page, what: string): Promise<void> {
  expect.soft(await seriousFaults(page), `${what} at ${DESKTOP_VIEWPORT.width} px`).toEqual([]);
  await page.setViewportSize(PHONE_VIEWPORT);
  expect.soft(await seriousFaults(page), `${what} at ${PHONE_VIEWPORT.width} px`).toEqual([]);
  await page.setViewportSize(DESKTOP_VIEWPORT);
}

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
      for (const link of pages) {
        await page.goto(link.href);
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
