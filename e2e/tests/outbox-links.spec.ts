// The outbox shows a mail's links as links: the admin follows a password-reset link by clicking it.
// Names in mails are user data: a name written as markup shows as text, never as an element.
// Asks a reset for the finance account without using it, so its password stays as it is.
import { expect, test } from './fixtures.ts';
import { demoEmail, screenshotBothWidths, signIn, t } from './helpers.ts';

test('a reset link in the outbox opens the reset page when clicked; a name in markup stays text', async ({ page, baseURL }) => {
  await signIn(page, demoEmail('admin'));
  const email = demoEmail('finance');
  const asked = await page.request.get(`/api/v1/forget_password?email=${encodeURIComponent(email)}&language=en`);
  expect(asked.ok()).toBe(true);
  const invitee = 'outbox-links@example.test';
  const hostileName = '<img src=x onerror="document.title=1">';
  const invited = await page.request.post('/api/v1/invite_member', {
    data: { email: invitee, account_type: 'viewer', name: hostileName, language: 'ja' },
    headers: { 'x-chorus-csrf': '1' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  await page.getByTestId('nav-item-outbox').click();
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);
  // The reset mail is written in the background; the outbox refreshes itself every 5 seconds.
  const reset = page.getByTestId('outbox-message').filter({ hasText: email }).first();
  await expect(reset).toContainText('Reset your Chorus password', { timeout: 20_000 });
  const link = reset.getByTestId('outbox-text').getByRole('link');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', new RegExp(`^${new URL(baseURL!).origin}/reset-password\\?token=[^&]+&uid=\\d+$`));
  await expect(link).toHaveText((await link.getAttribute('href'))!);

  const invitation = page.getByTestId('outbox-message').filter({ hasText: invitee });
  await expect(invitation.getByTestId('outbox-text')).toContainText(hostileName);
  await expect(invitation.locator('img')).toHaveCount(0);
  await expect(invitation.getByTestId('outbox-text').getByRole('link')).toHaveAttribute('href', /\/accept-invitation\?token=[^&]+&uid=\d+$/);
  await screenshotBothWidths(page, 'outbox-links', reset);

  // Mail links open beside the outbox, as a mail program would, and the token in this one is live.
  const [opened] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(opened).toHaveURL(/\/reset-password\?token=/);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText(t('zh-TW', 'common', 'reset.title'));
  await expect(opened.getByTestId('reset-password')).toBeVisible();
  await expect(opened.getByTestId('reset-invalid')).toHaveCount(0);
  expect(await page.title()).not.toBe('1');
});
