// Shared steps of the browser specs: demo accounts, the locale texts (read from the same files the
// web app uses), signing in through the real sign-in page, and screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequest, APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, workerBaseUrl } from './fixtures.ts';

export const DEMO_PASSWORD = 'Chorus-demo-2026!';
export const demoEmail = (key: string) => `${key}@demo.chorus.test`;
/** The phone the specs read the pages on (an iPhone 12 to 14, in CSS pixels). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export type Language = 'zh-TW' | 'ja' | 'en';
export type Namespace =
  | 'common'
  | 'messages'
  | 'nav'
  | 'analytics'
  | 'access'
  | 'settings'
  | 'groups'
  | 'teams'
  | 'payees'
  | 'accounting'
  | 'ledger'
  | 'creators'
  | 'stores'
  | 'orders'
  | 'sales'
  | 'market'
  | 'insight'
  | 'reports'
  | 'exports'
  | 'deals'
  | 'exploration'
  | 'videos'
  | 'social'
  | 'commerce'
  | 'editing'
  | 'releases'
  | 'videoData';

const localesDir = path.resolve(import.meta.dirname, '../../packages/i18n/locales');
const catalogues = new Map<string, unknown>();

/** A text from packages/i18n/locales/<language>/<namespace>.json, e.g. t('en', 'common', 'login.submit'). */
export function t(language: Language, namespace: Namespace, key: string): string {
  const file = `${language}/${namespace}.json`;
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')));
  let value: unknown = catalogues.get(file);
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key} in ${language}`);
  return value;
}

/** Opens /login and waits until its 3-minute sign-in window is open (the countdown shows). */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByTestId('login-countdown')).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeEnabled();
}

/** Fills and submits the sign-in form of an already open /login page. */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByTestId('login-identifier').fill(identifier);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Signs in through the sign-in page and waits for the dashboard's navigation. The dashboard opens
 * creator data (the current channel's overview) for people who may see it, else their first page.
 */
export async function signIn(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  await openLogin(page);
  await submitLogin(page, identifier, password);
  await expect(page).toHaveURL(/\/dashboard\/.+/);
  await expect(page.getByTestId('side-nav')).toBeVisible();
}

/**
 * Signs in through the API on the page's own request context (the browser's cookies) and opens
 * `to`, once the dashboard's frame shows: what a spec needs when signing in is not what it tests,
 * without the sign-in page and the landing page drawn first. Sends the language the sign-in page
 * would (it becomes the user's saved one): `language` when the spec chose one for this browser,
 * else the browser's.
 */
export async function signInAt(page: Page, identifier: string, to: string, options: { language?: Language } = {}): Promise<void> {
  const language = options.language ?? pageLanguage(await page.evaluate(() => navigator.language));
  await apiSignIn(page.request, identifier, DEMO_PASSWORD, language);
  await page.goto(to);
  await expect(page.getByTestId('drawer-toggle')).toBeVisible();
}

/** The app's language for a browser language, as the sign-in page picks it (lib/preferences.ts: any Chinese reads Taiwan's). */
const pageLanguage = (tag: string): Language => {
  const primary = tag.toLowerCase().split('-')[0];
  return primary === 'ja' || primary === 'en' ? primary : 'zh-TW';
};

/** Signs in and opens the profile (the landing page of people without creator data). */
export async function signInToProfile(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, identifier, password);
  if (!/\/dashboard\/info$/.test(page.url())) await page.getByTestId('logo-link').click();
  await expect(page).toHaveURL(/\/dashboard\/info$/);
}

/** Signs in through the API (no page): the cookies land in the request context given. */
export async function apiSignIn(request: APIRequestContext, identifier: string, password = DEMO_PASSWORD, language?: Language): Promise<void> {
  expect((await request.get('/api/v1/login_challenge')).ok()).toBe(true);
  const login = await request.post('/api/v1/login', { data: { email: identifier, password, language }, headers: { 'x-chorus-csrf': '1' } });
  expect(login.ok(), await login.text()).toBe(true);
}

/** The channel ids in a demo account's own channel list, in its order. */
export async function channelIdsOf(request: APIRequestContext, identifier: string): Promise<string[]> {
  await apiSignIn(request, identifier);
  const info = (await (await request.get('/api/v1/user_info')).json()) as { channels: { channel_id: string }[] };
  return info.channels.map((c) => c.channel_id);
}

/** The channels a demo account sees, asked on a request context of its own (a spec's beforeAll); at least one. */
export async function channelIdsSeenBy(requests: APIRequest, identifier: string): Promise<string[]> {
  const request = await requests.newContext({ baseURL: workerBaseUrl() });
  const ids = await channelIdsOf(request, identifier);
  await request.dispose();
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}

/** Signs out with the navigation's logout item; the app goes to the home page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('registration-closed')).toBeVisible();
}

/**
 * Draws the sections the open page keeps until the reader comes near them (web
 * `components/near-view.tsx`: below the fold), as a keyboard reader's first Tab does, and waits until
 * none is left waiting and nothing matching `loading` (by default a skeleton; null: nothing) shows.
 * Asked again until then: the placeholders appear with the page's data.
 */
export async function drawDeferredSections(page: Page, loading: string | null = '.MuiSkeleton-root'): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((selector) => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
        return document.querySelectorAll(selector ? `[data-deferred], ${selector}` : '[data-deferred]').length;
      }, loading),
    )
    .toBe(0);
}

/** Saves a screenshot to test-results/screens/<name>.png, next to Playwright's own results. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  // Let fonts and transitions settle so the picture shows the page as a person sees it; a picture of
  // the whole page shows it as a reader who scrolled down sees it (no section left for the scroll).
  if (options.fullPage) await drawDeferredSections(page, null);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({
    path: path.join(test.info().project.outputDir, 'screens', `${name}.png`),
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}

/**
 * Screenshots `<name>-1440` at the page's width and `<name>-390` on a phone, then the width it had: the
 * whole page, or the part around `at`, brought into view at each width.
 */
export async function screenshotBothWidths(page: Page, name: string, at?: Locator): Promise<void> {
  const width = page.viewportSize();
  const shoot = async (suffix: string) => {
    await at?.scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${suffix}`, { fullPage: !at });
  };
  await shoot('1440');
  await page.setViewportSize(PHONE_VIEWPORT);
  await shoot('390');
  if (width) await page.setViewportSize(width);
}

/**
 * The page itself does not scroll sideways (a wide table scrolls in its own box). Polled: right after the
 * viewport shrinks, the page lays out again (charts follow their box on the next frame), and a busy
 * machine can catch the frame before that.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'the page scrolls sideways' })
    .toBeLessThanOrEqual(0);
}

/** Opens a dashboard page the way a reader does: its link in the side navigation (zh-TW), then waits for its address. */
export async function openFromNav(page: Page, pageKey: string): Promise<void> {
  await page
    .getByTestId('side-nav')
    .getByRole('link', { name: t('zh-TW', 'nav', `pages.${pageKey}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${pageKey}(\\?|$)`));
}

/** In the collaboration wizard's package step: a new package named `name`, added, then on to the next step. */
export async function addNewPackageInWizard(page: Page, name: string): Promise<void> {
  await page.getByTestId('wizard-target-new').check();
  await page.getByTestId('wizard-name').fill(name);
  await page.getByTestId('wizard-add-button').click();
  await expect(page.getByTestId('wizard-package')).toContainText(name);
  await page.getByTestId('wizard-next').click();
}

/** The data-testid values of the visible side-navigation items, in order. */
export async function navItems(page: Page): Promise<string[]> {
  const items = page.getByTestId('side-nav').locator('[data-testid^="nav-item-"]');
  return items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
}

/** The data-testid values of the side-navigation group headers, in order. */
export async function navGroups(page: Page): Promise<string[]> {
  const groups = page.getByTestId('side-nav').locator('[data-testid^="nav-group-"]');
  return groups.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
}

/** Picks an option of the select in the open dialog, found by its label: the page behind the dialog may hold a select of the same name, so the last one. */
export async function chooseInDialog(page: Page, label: string, optionTestId: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).last().click();
  await page.getByTestId(optionTestId).click();
}

/**
 * The answer of an API read that came with a page the server drew (apps/server/src/http/first-view/),
 * by its endpoint id (the query key's first part); null when the page was not drawn or holds none.
 * The browser does not ask for such a read again, so a spec waiting for its response would wait in vain.
 */
export async function answerDrawnWith<T>(page: Page, endpointId: string): Promise<T | null> {
  return page.evaluate((id) => {
    const text = document.getElementById('chorus-first-view')?.textContent;
    if (!text) return null;
    const state = JSON.parse(text) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
    return (state.queries.queries.find((query) => query.queryKey[0] === id)?.state.data ?? null) as T | null;
  }, endpointId);
}
