// The profile page: editing one's own details, validation, the channel list, and changing the
// password. The password change uses user_finance, an account no other spec signs in with.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, demoEmail, screenshot, signInToProfile, signOut, submitLogin, openLogin, t } from './helpers.ts';

const zh = (namespace: 'common' | 'messages' | 'nav', key: string) => t('zh-TW', namespace, key);

function section(page: Page, title: string) {
  return page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

test('user_owner edits the real name and mobile number; they are saved and survive a reload', async ({ page }) => {
  await signInToProfile(page, demoEmail('user_owner'));
  const name = page.getByTestId('profile-name');
  const phone = page.getByTestId('profile-phone');
  const save = page.getByTestId('profile-save');
  await expect(name).not.toHaveValue('');
  // Nothing to save until something changes.
  await expect(save).toBeDisabled();

  const newName = `蔡依林 Studio ${Date.now() % 100_000}`;
  const newPhone = '0987-654-321';
  await name.fill(newName);
  await phone.fill(newPhone);
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page.getByTestId('toast')).toHaveText(zh('messages', 'success.saved'));
  await expect(save).toBeDisabled();
  // The top bar follows the new name at once.
  await expect(page.getByTestId('signed-in-name')).toHaveText(newName);

  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveValue(newName);
  await expect(page.getByTestId('profile-phone')).toHaveValue(newPhone);
  await expect(page.getByTestId('signed-in-name')).toHaveText(newName);
  // The toast goes away by itself.
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('an empty real name shows a validation message and is not saved', async ({ page }) => {
  await signInToProfile(page, demoEmail('user_owner'));
  const name = page.getByTestId('profile-name');
  const before = await name.inputValue();
  expect(before).not.toBe('');
  let saveCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/edit_user_info')) saveCalls += 1;
  });

  await name.fill('');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(zh('messages', 'validation.realNameRequired'))).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(saveCalls).toBe(0);

  // An invalid mobile number is refused the same way.
  await name.fill(before);
  await page.getByTestId('profile-phone').fill('abc');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(zh('messages', 'validation.phoneFormat'))).toBeVisible();
  expect(saveCalls).toBe(0);

  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveValue(before);
  await expect(page.getByTestId('signed-in-name')).toHaveText(before);
});

test('the profile lists the channels of user_owner', async ({ page }) => {
  await signInToProfile(page, demoEmail('user_owner'));
  const channels = section(page, zh('common', 'profile.channels'));
  await expect(channels).toBeVisible();
  const items = channels.getByRole('listitem');
  // From the demo seed: three owned channels, then one where they are a member.
  const expected = [
    ['阿翔的廚房', zh('nav', 'memberTypes.owner')],
    ['Nova Plays', zh('nav', 'memberTypes.owner')],
    ['さくら旅日記', zh('nav', 'memberTypes.owner')],
    ['喵喵遊戲實況', zh('nav', 'memberTypes.member')],
  ] as const;
  await expect(items).toHaveCount(expected.length);
  for (const [i, [title, memberType]] of expected.entries()) {
    await expect(items.nth(i)).toContainText(title);
    await expect(items.nth(i)).toContainText(memberType);
    await expect(items.nth(i)).toContainText(/UC[0-9a-z]+demo/);
  }
  // The account details show the role.
  await expect(page.getByTestId('profile-role')).toHaveText(zh('nav', 'roles.user_owner'));
  // The top bar offers the same channels.
  await expect(page.getByTestId('channel-select')).toHaveAttribute('data-channel-id', /UC[0-9a-z]+demo/);
  await screenshot(page, 'profile-user_owner', { fullPage: true });
});

test('a person without channels sees that the list is empty', async ({ page }) => {
  await signInToProfile(page, demoEmail('advertising_partner'));
  await expect(section(page, zh('common', 'profile.channels'))).toContainText(zh('common', 'profile.noChannels'));
  await expect(page.getByTestId('channel-select')).toHaveCount(0);
});

test('change password refuses a wrong current password and accepts a correct change', async ({ page }) => {
  const email = demoEmail('user_finance');
  const newPassword = 'Ledger-Maple-73#';
  await signInToProfile(page, email);
  await page.getByTestId('open-change-password').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: zh('common', 'profile.changePassword') })).toBeVisible();
  const current = dialog.getByLabel(zh('common', 'profile.oldPassword'), { exact: true });
  const fresh = dialog.getByLabel(zh('common', 'profile.newPassword'), { exact: true });
  const confirm = dialog.getByLabel(zh('common', 'profile.confirmPassword'), { exact: true });
  const submit = dialog.getByRole('button', { name: zh('common', 'profile.changePassword') });
  // Submitting the dialog must not also submit the profile form behind it.
  let profileSaves = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/edit_user_info')) profileSaves += 1;
  });

  // A wrong current password is refused by the server; the dialog stays open.
  await current.fill('Wrong-current-55!');
  await fresh.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(dialog.getByText(zh('messages', 'errors.oldPasswordWrong'))).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);

  // A confirmation that differs is caught in the page.
  await current.fill(DEMO_PASSWORD);
  await confirm.fill('Something-else-1!');
  await submit.click();
  await expect(dialog.getByText(zh('messages', 'password.mismatch'))).toBeVisible();
  await expect(dialog).toBeVisible();

  await confirm.fill(newPassword);
  await submit.click();
  await expect(page.getByTestId('toast')).toHaveText(zh('messages', 'success.passwordChanged'));
  await expect(dialog).toBeHidden();
  expect(profileSaves).toBe(0);

  // This session goes on; then sign out and back in with the new password only.
  await expect(page.getByTestId('side-nav')).toBeVisible();
  await signOut(page);
  await openLogin(page);
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText(zh('messages', 'errors.loginFailed'));
  await submitLogin(page, email, newPassword);
  // A channel member: the dashboard opens creator data.
  await expect(page).toHaveURL(/\/dashboard\/ch\/[^/]+\/overview$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('User Finance');
});

test('cancelling the change-password dialog clears it', async ({ page }) => {
  await signInToProfile(page, demoEmail('user_owner'));
  await page.getByTestId('open-change-password').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(zh('common', 'profile.oldPassword'), { exact: true }).fill('typed-something-1!');
  await dialog.getByRole('button', { name: zh('common', 'cancel') }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('open-change-password').click();
  await expect(page.getByRole('dialog').getByLabel(zh('common', 'profile.oldPassword'), { exact: true })).toHaveValue('');
});
