// Signing in and out: wrong passwords, e-mail or account name, logout, the home page and the legal
// pages. Wrong passwords go to `sales`, an account no other spec signs in with, so the lockout
// after five failures never touches another test.
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, demoEmail, openLogin, signIn, signOut, submitLogin, t } from './helpers.ts';

const zh = (namespace: 'common' | 'messages' | 'nav', key: string) => t('zh-TW', namespace, key);

test('a wrong password shows the translated error and stays on the sign-in page', async ({ page }) => {
  await openLogin(page);
  await submitLogin(page, demoEmail('sales'), 'not-the-password-1!');
  await expect(page.getByTestId('login-error')).toHaveText(zh('messages', 'errors.loginFailed'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('side-nav')).toHaveCount(0);
  // The form keeps what was typed, and the window stays open for another try.
  await expect(page.getByTestId('login-identifier')).toHaveValue(demoEmail('sales'));
  await expect(page.getByTestId('login-submit')).toBeEnabled();

  // In English, the server's message arrives in English. (Wait for the English texts to be loaded
  // and shown before trying again: until then requests still ask for Chinese.)
  await page.getByTestId('language-select').selectOption({ label: 'English' });
  await expect(page.getByTestId('login-submit')).toHaveText(t('en', 'common', 'login.submit'));
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText(t('en', 'messages', 'errors.loginFailed'));
  await expect(page).toHaveURL(/\/login$/);

  // An unknown account gets the very same answer.
  await submitLogin(page, 'nobody-here@demo.chorus.test', 'not-the-password-1!');
  await expect(page.getByTestId('login-error')).toHaveText(t('en', 'messages', 'errors.loginFailed'));
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty form shows field messages and sends nothing', async ({ page }) => {
  await openLogin(page);
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/login')) loginCalls += 1;
  });
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(zh('messages', 'validation.emailOrAccountRequired'))).toBeVisible();
  await expect(page.getByText(zh('messages', 'validation.passwordRequired'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(loginCalls).toBe(0);
});

test('signing in by account name works', async ({ page }) => {
  await openLogin(page);
  await submitLogin(page, 'assistant', DEMO_PASSWORD);
  // The assistant works on channels: the dashboard opens creator data (the current channel's overview).
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('李佩珊');
  await page.getByTestId('logo-link').click();
  await expect(page.getByTestId('profile-name')).toHaveValue('李佩珊');
  await expect(page.getByTestId('profile-role')).toHaveText(zh('nav', 'roles.assistant'));
});

test('the password can be shown while typing', async ({ page }) => {
  await openLogin(page);
  const password = page.getByTestId('login-password');
  await password.fill('secret-text-9!');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: zh('common', 'password.show') }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: zh('common', 'password.hide') }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the sign-in page is one main landmark holding the form (screen readers jump to it; Lighthouse asks for it)', async ({ page }) => {
  await openLogin(page);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main').getByTestId('login-identifier')).toBeVisible();
});

test('logout returns to the home page and the dashboard then asks to sign in; signing in again works', async ({ page }) => {
  await signIn(page, demoEmail('reseller'));
  await expect(page.getByTestId('signed-in-name')).toHaveText('Daily Picks');
  await signOut(page);
  await expect(page.getByTestId('home-signin')).toHaveText(zh('common', 'home.signIn'));

  await page.goto('/dashboard/info');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('common', 'login.title'));

  // The session really ended: a reload does not bring the dashboard back.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in again in the same tab goes to the dashboard (no bounce back to sign-in).
  await expect(page.getByTestId('login-countdown')).toBeVisible();
  await submitLogin(page, 'reseller', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/info$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('Daily Picks');
});

test('the home page says registration is closed and leads to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`Chorus · ${zh('common', 'home.title')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('common', 'home.title'));
  await expect(page.getByTestId('registration-closed')).toHaveText(zh('common', 'home.registrationClosed'));
  await expect(page.getByText(zh('common', 'home.tagline'))).toBeVisible();

  await page.getByTestId('home-signin').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-countdown')).toBeVisible();
  await submitLogin(page, demoEmail('user_manager'), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
  await expect(page.getByTestId('side-nav')).toBeVisible();

  // Signed in, the home page offers the dashboard instead.
  await page.goto('/');
  await expect(page.getByTestId('home-signin')).toHaveText(zh('common', 'home.toDashboard'));
  await page.getByTestId('home-signin').click();
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
});

for (const kind of ['privacy', 'terms'] as const) {
  test(`the ${kind} page renders, from the sign-in page's footer, in two languages`, async ({ page }) => {
    await page.goto('/login');
    const title = zh('common', `legal.${kind}Title`);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/${kind}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`Chorus · ${title}`);
    const paragraphs = zh('common', `legal.${kind}Body`).split('\n\n');
    for (const paragraph of paragraphs) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();

    // English, chosen earlier in this browser, applies on a fresh load.
    await page.evaluate(() => localStorage.setItem('chorus.language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'common', `legal.${kind}Title`));
    await expect(page.getByText(t('en', 'common', `legal.${kind}Body`).split('\n\n')[0]!, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: '← Chorus' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('registration-closed')).toBeVisible();
  });
}
