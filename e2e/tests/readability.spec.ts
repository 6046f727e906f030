// Reading Chorus on a phone and at 1280 px (issue 9): the drawer over the page closes after a tap,
// the top bar fits, e-mail addresses stay readable, wide tables show that they scroll and keep their
// first column, and the texts that confused people (latest day, trend, empty tables, currency box,
// whole prices) say what they mean.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, PHONE_VIEWPORT, demoEmail, drawDeferredSections, openLogin, screenshot, signIn, signInAt, submitLogin, t } from './helpers.ts';

const zh = (namespace: 'common' | 'analytics', key: string) => t('zh-TW', namespace, key);

/** Signs in at the current viewport; on a phone the drawer starts closed, so the top bar is the sign. */
async function signInAnyWidth(page: Page, account: string): Promise<void> {
  await openLogin(page);
  await submitLogin(page, demoEmail(account), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/.+/);
  await expect(page.getByTestId('drawer-toggle')).toBeVisible();
}

/** The element's box lies inside the viewport's width, whole. */
async function expectInsideWidth(locator: Locator, width: number): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'the element is drawn').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/**
 * A table that is wider than its card says so (the container draws its scroll shadows) and keeps
 * its first column at the left edge when scrolled to the end; a table that fits needs neither.
 */
async function expectScrollsVisibly(container: Locator): Promise<{ overflows: boolean }> {
  const overflows = await container.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  if (!overflows) return { overflows };
  expect(await container.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('radial-gradient');
  const firstCell = container.locator('thead th').first();
  const before = (await firstCell.boundingBox())!;
  await container.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => container.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const after = (await firstCell.boundingBox())!;
  expect(Math.abs(after.x - before.x), 'the first column stays in place').toBeLessThan(1);
  const firstBodyCell = container.locator('tbody tr td:first-child:not([colspan])').first();
  const containerBox = (await container.boundingBox())!;
  expect(Math.abs((await firstBodyCell.boundingBox())!.x - containerBox.x)).toBeLessThan(2);
  return { overflows };
}

/** The text of an element as the browser broke it into lines (characters grouped by their line's top). */
async function linesOf(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const line = lines.at(-1);
        if (line && Math.abs(line.top - top) < 4) line.text += node.textContent![i];
        else lines.push({ top, text: node.textContent![i]! });
      }
    }
    return lines.map((l) => l.text);
  });
}

test.describe('phone width (390 × 844)', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the drawer opens over the page and closes after a tap; the top bar fits; the overview reads on a phone', async ({ page }) => {
    await signInAnyWidth(page, 'user_owner');
    await expect(page).toHaveURL(/\/overview/);
    // The page comes first: the drawer starts closed.
    await expect(page.getByTestId('side-nav')).toBeHidden();
    for (const id of ['drawer-toggle', 'logo-link', 'channel-select', 'language-menu', 'signed-in-avatar'])
      await expectInsideWidth(page.getByTestId(id), PHONE_VIEWPORT.width);
    await expect(page.getByTestId('signed-in-avatar')).toHaveAccessibleName(/.+ · .+/);
    await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
    // Every section, those left for the scroll too: nothing on the page is wider than the phone (figures
    // wrap into the width, tables scroll inside their cards).
    await drawDeferredSections(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    // The period presets wrap within the card rather than run past its edge.
    await expectInsideWidth(page.getByTestId('preset-custom'), PHONE_VIEWPORT.width);
    await screenshot(page, 'phone-overview', { fullPage: true });

    await page.getByTestId('drawer-toggle').click();
    await expect(page.getByTestId('side-nav')).toBeVisible();
    await screenshot(page, 'phone-drawer');
    await page.getByTestId('nav-item-info').click();
    await expect(page).toHaveURL(/\/dashboard\/info$/);
    await expect(page.getByTestId('side-nav')).toBeHidden();
    await expect(page.getByTestId('drawer-toggle')).toHaveAttribute('aria-expanded', 'false');

    // The language icon opens the three languages.
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-menu-en').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'nav', 'pages.info'));
  });

  test('e-mail addresses in the members table break at their dots, not letter by letter', async ({ page }) => {
    await signInAnyWidth(page, 'admin');
    await page.goto('/dashboard/permission');
    const row = page
      .getByTestId('member-row')
      .filter({ has: page.getByText('user_owner@demo.chorus.test') })
      .first();
    const email = row.getByText('user_owner@demo.chorus.test');
    await expect(email).toBeVisible();
    // Each line but the last ends at the "@" or at a dot of the domain (user_owner@ / demo. / chorus.test).
    const lines = await linesOf(email);
    expect(lines.join('')).toBe('user_owner@demo.chorus.test');
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/[@.]$/);
    expect((await email.boundingBox())!.width).toBeGreaterThan(60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await screenshot(page, 'phone-permission');
  });
});

test.describe('wide tables at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the roles matrix and the system log show their scroll and keep the first column', async ({ page }) => {
    await signInAt(page, demoEmail('admin'), '/dashboard/permission/roles');
    const matrix = page.getByTestId('roles-matrix').locator('xpath=..');
    await expect(matrix.locator('tbody tr').first()).toBeVisible();
    // The matrix has a column per role: more than 1280 px can show.
    await matrix.scrollIntoViewIfNeeded();
    expect((await expectScrollsVisibly(matrix)).overflows).toBe(true);
    await screenshot(page, 'wide-roles-matrix');

    await page.getByTestId('language-select').selectOption('en');
    await page.goto('/dashboard/syslog');
    const log = page.getByTestId('syslog-table').locator('xpath=..');
    await expect(page.getByTestId('syslog-row').first()).toBeVisible();
    await expectScrollsVisibly(log);
    // Every column is either in view or reachable with the first column kept.
    await screenshot(page, 'wide-syslog-en');
  });

  test("the English overview's top videos keep rank and title while the figures scroll", async ({ page }) => {
    await signIn(page, demoEmail('user_owner'));
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.getByTestId('kpi-views')).toBeVisible();
    await drawDeferredSections(page);
    const table = page.getByTestId('overview-dashboard-table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const { overflows } = await expectScrollsVisibly(table);
    if (overflows) {
      // The title, the second sticky column, starts where the rank ends.
      const rank = (await table.locator('thead th').nth(0).boundingBox())!;
      const title = (await table.locator('thead th').nth(1).boundingBox())!;
      expect(Math.abs(title.x - (rank.x + rank.width))).toBeLessThan(2);
    }
    await screenshot(page, 'wide-overview-top-videos-en');
  });
});

test.describe('texts that say what they mean', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the latest-day preset names its day and says why; the trend chip explains itself', async ({ page }) => {
    await signIn(page, demoEmail('user_owner'));
    const today = page.getByTestId('preset-today');
    await expect(today).toContainText(zh('analytics', 'period.latestDay').replace(' · {{date}}', ''));
    await expect(today).not.toHaveText(t('zh-TW', 'analytics', 'period.presets.today'));
    await today.click();
    await expect(page).toHaveURL(/preset=today/);
    const hint = page.getByTestId('period-latest-hint');
    await expect(hint).toBeVisible();
    // The day it shows is the period's one day: the caption's range names it too.
    const day = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() - 4);
      return new Intl.DateTimeFormat('zh-TW', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
    });
    await expect(hint).toContainText(day);
    await expect(page.getByTestId('period-caption')).toContainText(day);

    await page.getByTestId('preset-30').click();
    await page.getByTestId('kpi-views-trend').hover();
    await expect(page.getByRole('tooltip').filter({ hasText: zh('analytics', 'trend.help') })).toBeVisible();
    await screenshot(page, 'texts-trend-tooltip');
  });

  test('an empty paged table says so; the profile currency box shows its whole label; prices are whole amounts', async ({ page }) => {
    await signIn(page, demoEmail('admin'));
    // The admin lands on its default channel's overview.
    const revenue = page.url().replace(/\/overview(\?.*)?$/, '/revenue');
    await page.goto('/dashboard/syslog');
    await expect(page.getByTestId('syslog-row').first()).toBeVisible();
    await page.getByTestId('syslog-actor').fill('nobody-at-all@nowhere.test');
    await page.getByTestId('syslog-search').click();
    await expect(page.getByText(zh('common', 'displayedRowsNone'))).toBeVisible();
    await expect(page.getByText(/0–0/)).toHaveCount(0);

    await page.goto('/dashboard/info');
    const currency = page.getByRole('combobox', { name: zh('common', 'currency') });
    await expect(currency).toHaveText(zh('common', 'currencies.TWD'));
    expect(await currency.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, 'texts-profile-currency');

    await page.goto(revenue);
    for (const id of ['price-midroll', 'price-sponsored']) {
      const price = page.getByTestId(`${id}-price`);
      await expect(price).toHaveText(/\d/);
      // NT$492,060 — no cents on a quoted rate.
      await expect(price).not.toHaveText(/\.\d+$/);
      await expect(page.getByTestId(id)).not.toContainText(/\.\d{2}\b/);
    }
    await screenshot(page, 'texts-prices');
  });
});
