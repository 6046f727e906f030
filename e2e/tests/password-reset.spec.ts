// Forgotten password, end to end: request a link for user_editor, read the mail in the admin's
// outbox (another browser context), follow the link, set a new password with the live rules, get
// sent back to sign-in, and sign in with the new password. The link works once. Only this spec
// uses user_editor, whose password it changes.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, demoEmail, screenshot, signIn, submitLogin, t } from './helpers.ts';

const zh = (namespace: 'common' | 'messages' | 'nav', key: string) => t('zh-TW', namespace, key);
const rules = ['tooShort', 'needsNumber', 'needsLetter', 'needsSpecial'] as const;
const SUCCESS = 'rgb(46, 125, 50)'; // MUI success.main: a rule that is met turns green

function rule(page: Page, name: (typeof rules)[number]): Locator {
  return page
    .getByTestId('password-rules')
    .locator('li')
    .filter({ hasText: zh('messages', `password.${name}`) });
}

/** Checks which rules show as met (green) and which do not. */
async function expectRulesMet(page: Page, met: readonly (typeof rules)[number][]) {
  for (const name of rules) {
    if (met.includes(name)) await expect(rule(page, name)).toHaveCSS('color', SUCCESS);
    else await expect(rule(page, name)).not.toHaveCSS('color', SUCCESS);
  }
}

test('a forgotten password is reset with the mailed link, once', async ({ page, browser, baseURL }) => {
  const email = demoEmail('user_editor');
  const newPassword = 'Quiet-Harbor-48!';

  // 1. The user asks for a link from the sign-in page.
  await page.goto('/login');
  await page.getByRole('link', { name: zh('common', 'login.forgot') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('common', 'forgot.title'));
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toHaveText(zh('messages', 'success.resetMailSent'));

  // 2. The admin, in a separate browser context, finds the mail in the outbox.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  let link: string;
  try {
    await signIn(admin, 'admin@demo.chorus.test');
    await admin.getByTestId('nav-item-outbox').click();
    await expect(admin).toHaveURL(/\/dashboard\/outbox$/);
    // The mail is written in the background; the outbox refreshes itself every 5 seconds.
    const message = admin.getByTestId('outbox-message').filter({ hasText: email });
    await expect(message).toHaveCount(1, { timeout: 20_000 });
    await expect(message).toContainText(t('zh-TW', 'common', 'outbox.to').replace('{{to}}', email));
    await expect(message).toContainText('重設您的 Chorus 密碼');
    const text = await message.getByTestId('outbox-text').innerText();
    expect(text).toContain('User Editor');
    const found = /(https?:\/\/\S+\/reset-password\?token=\S+&uid=\d+)/.exec(text)?.[1];
    expect(found, `a reset link in:\n${text}`).toBeTruthy();
    link = found!;
    // PUBLIC_URL defaults to this server's own address.
    expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
    await message.scrollIntoViewIfNeeded();
    await screenshot(admin, 'outbox-reset-mail');
  } finally {
    await adminContext.close();
  }

  // 3. The user opens the link; the rules update as the password is typed.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('common', 'reset.title'));
  await expect(page.getByTestId('password-rules')).toBeVisible();
  await expectRulesMet(page, []);
  const password = page.getByTestId('reset-password');
  await password.fill('abc');
  await expectRulesMet(page, ['needsLetter']);
  await password.fill('abc123');
  await expectRulesMet(page, ['needsLetter', 'needsNumber']);
  await password.fill('abc123!');
  await expectRulesMet(page, ['needsLetter', 'needsNumber', 'needsSpecial']);
  await password.fill(newPassword);
  await expectRulesMet(page, ['tooShort', 'needsLetter', 'needsNumber', 'needsSpecial']);

  // A confirmation that differs is refused in the page.
  await page.getByTestId('reset-confirm').fill(`${newPassword}x`);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText(zh('messages', 'password.mismatch'))).toBeVisible();
  await expect(page.getByTestId('reset-done')).toHaveCount(0);

  await page.getByTestId('reset-confirm').fill(newPassword);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toContainText(zh('messages', 'success.passwordReset'));

  // 4. Back to sign-in within about 10 seconds, on its own.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByTestId('login-countdown')).toBeVisible();

  // The old password no longer works; the new one does.
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText(zh('messages', 'errors.loginFailed'));
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('User Editor');

  // 5. The same link a second time is refused.
  await page.goto(link);
  await expect(page.getByTestId('reset-invalid')).toHaveText(zh('messages', 'errors.resetTokenInvalid'));
  await expect(page.getByTestId('reset-password')).toHaveCount(0);
  await page.getByRole('link', { name: zh('common', 'reset.requestNew') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset link with a made-up token is refused', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token&uid=1');
  await expect(page.getByTestId('reset-invalid')).toHaveText(zh('messages', 'errors.resetTokenInvalid'));
  await page.goto('/reset-password');
  await expect(page.getByTestId('reset-invalid')).toBeVisible();
});

test('the forgot-password form checks the address and answers the same for unknown ones', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByTestId('forgot-email').fill('not-an-address');
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByText(zh('messages', 'validation.emailFormat'))).toBeVisible();
  await expect(page.getByTestId('forgot-sent')).toHaveCount(0);

  await page.getByTestId('forgot-email').fill('nobody-here@demo.chorus.test');
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toHaveText(zh('messages', 'success.resetMailSent'));
  await page.getByRole('link', { name: zh('common', 'forgot.backToLogin') }).click();
  await expect(page).toHaveURL(/\/login$/);
});
