// Languages: the sign-in page and the dashboard switch between 正體中文, 日本語 and English, every
// visible text follows, and the choice is kept in this browser across reloads.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEmail, screenshot, signIn, t, type Language } from './helpers.ts';

const languageLabels: Record<Language, string> = { 'zh-TW': '正體中文', ja: '日本語', en: 'English' };
const htmlLang: Record<Language, string> = { 'zh-TW': 'zh-Hant-TW', ja: 'ja', en: 'en' };

async function expectLoginIn(page: Page, language: Language) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'common', 'login.title'));
  await expect(page.getByTestId('login-submit')).toHaveText(t(language, 'common', 'login.submit'));
  await expect(page.getByLabel(t(language, 'common', 'login.identifier'), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: t(language, 'common', 'login.forgot') })).toBeVisible();
  await expect(page.getByRole('link', { name: t(language, 'common', 'legal.privacyTitle') })).toBeVisible();
  await expect(page.getByTestId('language-select')).toHaveValue(language);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[language]);
  await expect(page).toHaveTitle(`Chorus · ${t(language, 'common', 'login.title')}`);
}

async function expectNavigationIn(page: Page, language: Language) {
  await expect(page.getByTestId('nav-item-info')).toHaveText(t(language, 'nav', 'pages.info'));
  await expect(page.getByTestId('nav-item-outbox')).toHaveText(t(language, 'nav', 'pages.outbox'));
  await expect(page.getByTestId('nav-group-settings')).toHaveText(t(language, 'nav', 'groups.settings'));
  await expect(page.getByTestId('nav-logout')).toHaveText(t(language, 'nav', 'logout'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'nav', 'pages.outbox'));
  await expect(page).toHaveTitle(`Chorus · ${t(language, 'nav', 'pages.outbox')}`);
  await expect(page.getByText(t(language, 'common', 'outbox.help'))).toBeVisible();
  await expect(page.getByTestId('language-select')).toHaveValue(language);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[language]);
}

test('the sign-in page switches between 正體中文, 日本語 and English', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-countdown')).toBeVisible();
  // Traditional Chinese is the default.
  await expectLoginIn(page, 'zh-TW');
  await expect(page.getByTestId('login-submit')).toHaveText('登入');
  await screenshot(page, 'login-zh-TW');

  await expect(page.getByTestId('currency-select')).toHaveValue('TWD');
  await page.getByTestId('language-select').selectOption({ label: languageLabels.ja });
  await expectLoginIn(page, 'ja');
  await expect(page.getByTestId('login-submit')).toHaveText('ログイン');
  // Japanese proposes yen (spec 1), until the user picks a currency.
  await expect(page.getByTestId('currency-select')).toHaveValue('JPY');
  await expect(page.getByTestId('login-countdown')).toContainText(t('ja', 'common', 'login.countdown').replace(' {{time}}', ''));
  await screenshot(page, 'login-ja');

  await page.getByTestId('language-select').selectOption({ label: languageLabels.en });
  await expectLoginIn(page, 'en');
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  await screenshot(page, 'login-en');

  // Field messages come out in the chosen language too.
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(t('en', 'messages', 'validation.emailOrAccountRequired'))).toBeVisible();
  await expect(page.getByText(t('en', 'messages', 'validation.passwordRequired'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The choice survives a reload and carries over to the other signed-out pages.
  await page.reload();
  await expectLoginIn(page, 'en');
  await page.getByRole('link', { name: t('en', 'common', 'login.forgot') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'common', 'forgot.title'));

  await page.getByTestId('language-select').selectOption({ label: languageLabels['zh-TW'] });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh-TW', 'common', 'forgot.title'));
  await page.goto('/login');
  await expectLoginIn(page, 'zh-TW');
});

test('after signing in, the top-bar language choice changes the navigation and survives a reload', async ({ page }) => {
  await signIn(page, demoEmail('admin'));
  await page.getByTestId('nav-item-outbox').click();
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);
  await expectNavigationIn(page, 'zh-TW');

  await page.getByTestId('language-select').selectOption({ label: languageLabels.en });
  await expectNavigationIn(page, 'en');
  await expect(page.getByTestId('nav-item-info')).toHaveText('Profile');
  expect(await page.evaluate(() => localStorage.getItem('chorus.language'))).toBe('en');

  await page.reload();
  await expectNavigationIn(page, 'en');

  await page.getByTestId('language-select').selectOption({ label: languageLabels.ja });
  await expectNavigationIn(page, 'ja');
  await page.getByTestId('nav-item-info').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ja', 'nav', 'pages.info'));
  await expect(page.getByText(t('ja', 'common', 'profile.basic'))).toBeVisible();
  await expect(page.getByLabel(t('ja', 'common', 'profile.realName'))).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ja', 'nav', 'pages.info'));
  await expect(page.getByTestId('nav-item-outbox')).toHaveText(t('ja', 'nav', 'pages.outbox'));
  await expect(page.getByTestId('language-select')).toHaveValue('ja');
});

test('the language chosen on the sign-in page carries into the dashboard', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-countdown')).toBeVisible();
  await page.getByTestId('language-select').selectOption({ label: languageLabels.en });
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  await page.getByTestId('login-identifier').fill(demoEmail('viewer'));
  await page.getByTestId('login-password').fill('Chorus-demo-2026!');
  await page.getByTestId('login-submit').click();
  // Viewers see every channel: the dashboard opens creator data (the most-subscribed channel's overview).
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
  await expect(page.getByTestId('nav-item-info')).toHaveText('Profile');
  await expect(page.getByTestId('nav-logout')).toHaveText('Log out');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await expect(page).toHaveTitle('Chorus · Overview');
});
