// A channel page opened by its address arrives drawn by the server (issue 24: apps/server/src/http/
// first-view/), with the answers it was drawn from; the browser takes the markup over as it is: no
// hydration error, no second call for the same figures, and the page answers clicks afterwards.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEmail, expectNoSidewaysScroll, PHONE_VIEWPORT, signIn } from './helpers.ts';

/** The page's console errors and uncaught errors from now on (a failed takeover reports itself there). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a channel page opened by its address comes drawn, and the browser takes it over without asking again', async ({ page }) => {
  const errors = errorsOf(page);
  // Signing in leaves the browser's time zone with the server (the sign-in page's cookie).
  await signIn(page, demoEmail('user_owner'));
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
  const address = page.url();

  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const response = await page.goto(address);
  const html = await response!.text();
  expect(html).toContain('id="chorus-first-view"');
  expect(html).toMatch(/data-testid="kpi-views-value"[^>]*>[^<]*\d/);
  expect(html).toContain('data-testid="period-caption"');

  // Taken over once the page's effects have run (its drawn mark).
  await page.waitForFunction(() => performance.getEntriesByName('chorus:overview-drawn').length > 0);
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
  expect(calls.filter((call) => call.endsWith('/overview') || call.endsWith('/user_info'))).toEqual([]);
  // The languages' formatting data was set up off the main thread (public/intl-warm-up.js), once.
  expect(workers).toEqual(['/intl-warm-up.js']);

  // Interactive: another period is asked for and shown.
  await page.getByTestId('preset-7').click();
  await expect(page).toHaveURL(/preset=7/);
  await expect(page.getByTestId('preset-7')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('page-fetching')).toHaveCount(0);
  expect(calls.filter((call) => call.endsWith('/overview'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('on a phone, the drawn page fits the phone and is taken over as it is', async ({ page }) => {
  const errors = errorsOf(page);
  await signIn(page, demoEmail('user_owner'));
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
  const overview = page.url();
  // The phone in hand: any page of the app tells the server this window's width (and zone).
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/dashboard/info');
  // The app writes it as it starts, which may come after the page's load event (its code arrives in stages).
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'chorus_vw')?.value, { message: 'the width cookie' })
    .toBe(String(PHONE_VIEWPORT.width));
  const response = await page.goto(overview);
  const html = await response!.text();
  expect(html).toContain('id="chorus-first-view"');
  // Drawn for a phone's width: the top bar's language menu, not the wide screen's select.
  expect(html).toContain('data-testid="language-menu"');
  expect(html).not.toContain('data-testid="language-select"');
  await expect(page.getByTestId('kpi-views-value')).toHaveText(/\d/);
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
});
