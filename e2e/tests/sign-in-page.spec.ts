// The sign-in page is a page of its own (login.html, issue 9): it loads only what signing in needs,
// not the app's bundle, and still does all the sign-in page did: the 3-minute window with its pause,
// a failure to open it, the way back to the page asked for, and a signed-in visitor goes on.
import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, demoEmail, openLogin, PHONE_VIEWPORT, screenshot, signIn, submitLogin, t } from './helpers.ts';

/** What the sign-in page may weigh in scripts, gzip: today about 6 kB; the app's first bundle was 190 kB. */
const SCRIPT_BUDGET_GZIP = 20_000;

/** The scripts a page's HTML makes the browser fetch at once: module entries and modulepreload links. */
async function scriptsOf(request: APIRequestContext, url: string): Promise<{ entry: string[]; all: string[] }> {
  const html = await (await request.get(url)).text();
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const entry = tags.filter((tag) => tag.startsWith('<script') && attr(tag, 'src')).map((tag) => attr(tag, 'src')!);
  const preloads = tags.filter((tag) => attr(tag, 'rel') === 'modulepreload').map((tag) => attr(tag, 'href')!);
  return { entry, all: [...entry, ...preloads] };
}

test("the sign-in page's HTML references none of the app's bundle, and its scripts stay small", async ({ request }) => {
  const app = await scriptsOf(request, '/');
  const signInPage = await scriptsOf(request, '/login');
  expect(app.entry).toHaveLength(1);
  expect(signInPage.entry).toHaveLength(1);
  expect(signInPage.all).not.toContain(app.entry[0]);
  let gzip = 0;
  for (const script of signInPage.all) gzip += gzipSync(await (await request.get(script)).body(), { level: 9 }).length;
  expect(gzip).toBeLessThan(SCRIPT_BUDGET_GZIP);
});

test('opening the sign-in page fetches no script of the app, and the form works before anything else loads', async ({ page, request }) => {
  const app = await scriptsOf(request, '/');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await openLogin(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain(app.entry[0]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'sign-in-desktop');
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, 'sign-in-phone');
});

test('the 3-minute window: the countdown runs, the page pauses when it runs out, then a new window opens', async ({ page }) => {
  await page.clock.install();
  await openLogin(page);
  await expect(page.getByTestId('login-countdown')).toContainText('3:00');
  await page.clock.runFor('01:00');
  await expect(page.getByTestId('login-countdown')).toContainText('2:00');

  await page.clock.runFor('02:01');
  const paused = page.getByTestId('login-paused');
  await expect(paused).toBeVisible();
  await expect(paused).toContainText(t('zh-TW', 'common', 'login.paused').split('{{time}}')[0]!);
  await expect(page.getByTestId('login-countdown')).toBeHidden();
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await screenshot(page, 'sign-in-paused');

  await page.clock.runFor('03:01');
  await expect(page.getByTestId('login-countdown')).toBeVisible();
  await expect(paused).toBeHidden();
  await submitLogin(page, 'assistant', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
});

test('a window that cannot be opened says why', async ({ page }) => {
  await page.route('**/api/v1/login_challenge', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'errors.generic', message: 'Down for a moment' } }) }),
  );
  await page.goto('/login');
  await expect(page.getByRole('alert')).toHaveText('Down for a moment');
  await expect(page.getByTestId('login-submit')).toBeDisabled();
});

test('signed in, the sign-in page goes on to the dashboard', async ({ page }) => {
  await signIn(page, demoEmail('viewer'));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
  await expect(page.getByTestId('side-nav')).toBeVisible();
});

test('the page asked for survives a reload of the sign-in page, and English texts come with the English browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/dashboard/outbox');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'common', 'login.title'));
  await page.reload();
  await expect(page.getByTestId('login-countdown')).toBeVisible();
  await submitLogin(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);
  await context.close();
});
