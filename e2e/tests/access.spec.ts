// Access administration, end to end: an admin invites a staff member who activates the account
// from the mailed link; a channel owner invites a member of their channel; an admin grants (and
// revokes) a page permission that the user then sees (and loses); an admin works as another account
// and switches back; an advertiser team owner invites a new address onto the team, the invitee joins
// from the mailed link; batch invitation with per-row results; the role explanations; the system log.
// People created here are fresh accounts, so no demo account another spec relies on changes.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import ExcelJS from 'exceljs';
import { apiAs, createAccount, freshEmail, invitationLink, NEW_PASSWORD } from './access-admin.ts';
import {
  chooseInDialog,
  demoEmail,
  navItems,
  openLogin,
  screenshot,
  signIn,
  signInAt,
  signOut,
  submitLogin,
  t,
  type Language,
  type Namespace,
} from './helpers.ts';

const zh = (namespace: Namespace, key: string) => t('zh-TW', namespace, key);
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

/** Opens an MUI select by its label and picks the option with this visible name. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin invites a staff member, who sets a password from the mailed link and signs in', async ({ page, browser, baseURL }) => {
  const email = freshEmail('new.staff');
  const name = '周品妤';

  await signIn(page, demoEmail('admin'));
  await page.getByTestId('nav-item-permission').click();
  await expect(page).toHaveURL(/\/dashboard\/permission$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.permission'));
  await expect(page).toHaveTitle(`Chorus · ${zh('nav', 'pages.permission')}`);
  await expect(page.getByTestId('member-row').first()).toBeVisible();
  await screenshot(page, 'access-permission-members', { fullPage: true });

  await page.getByTestId('open-invite').click();
  const dialog = page.getByTestId('invite-dialog');
  await expect(dialog).toBeVisible();
  // An empty form is refused in the page.
  await page.getByTestId('invite-submit').click();
  await expect(dialog.getByText(zh('messages', 'validation.emailRequired'))).toBeVisible();
  await expect(dialog.getByText(zh('messages', 'validation.accountTypeRequired'))).toBeVisible();

  await page.getByTestId('invite-email').fill(email);
  await page.getByTestId('invite-name').fill(name);
  await page.getByRole('combobox', { name: zh('access', 'accountType') }).click();
  // Admins may invite every account type, admin included (spec 6).
  await expect(page.getByTestId('invite-role-admin')).toBeVisible();
  await expect(page.getByTestId('invite-role-advertising_partner')).toBeVisible();
  await page.getByTestId('invite-role-staff').click();
  await screenshot(page, 'access-invite-dialog');
  await page.getByTestId('invite-submit').click();
  await expect(page.getByTestId('toast')).toHaveText(fill(zh('access', 'invite.sent'), { email }));
  await expect(dialog).toBeHidden();

  // The invitation waits in the invitations tab.
  await page.getByTestId('tab-invitations').click();
  await expect(page).toHaveURL(/tab=invitations/);
  const row = page.getByTestId('invitation-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText(zh('nav', 'roles.staff'));
  await expect(row.getByTestId('invitation-status')).toHaveText(zh('access', 'invitations.statuses.pending'));
  await screenshot(page, 'access-invitations');

  // The mail is in the outbox (admins only), with the link.
  await page.getByTestId('nav-item-outbox').click();
  const mail = page.getByTestId('outbox-message').filter({ hasText: email });
  await expect(mail).toHaveCount(1, { timeout: 20_000 });
  const text = await mail.getByTestId('outbox-text').innerText();
  const link = /(https?:\/\/\S+\/accept-invitation\?token=\S+&uid=\d+)/.exec(text)?.[1];
  expect(link, `an invitation link in:\n${text}`).toBeTruthy();
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

  // The invitee, in a browser of their own, opens the link and sets a password under the rules.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  try {
    await invitee.goto(link!);
    await expect(invitee.getByRole('heading', { level: 1 })).toHaveText(zh('common', 'invitation.title'));
    const welcome = invitee.getByTestId('invitation-welcome');
    await expect(welcome).toContainText(name);
    await expect(welcome).toContainText(email);
    await expect(welcome).toContainText(zh('nav', 'roles.staff'));
    await invitee.getByTestId('invitation-password').fill('short1!');
    await invitee.getByTestId('invitation-confirm').fill('short1!');
    await invitee.getByTestId('invitation-submit').click();
    await expect(invitee.getByText(zh('messages', 'password.tooShort')).first()).toBeVisible();
    await invitee.getByTestId('invitation-password').fill(NEW_PASSWORD);
    await invitee.getByTestId('invitation-confirm').fill(`${NEW_PASSWORD}x`);
    await invitee.getByTestId('invitation-submit').click();
    await expect(invitee.getByText(zh('messages', 'password.mismatch'))).toBeVisible();
    await invitee.getByTestId('invitation-confirm').fill(NEW_PASSWORD);
    await screenshot(invitee, 'access-accept-invitation');
    await invitee.getByTestId('invitation-submit').click();

    // Signed in at once, in the dashboard, as a staff member.
    await expect(invitee).toHaveURL(/\/dashboard\//);
    await expect(invitee.getByTestId('signed-in-name')).toHaveText(name);
    await expect(invitee.getByTestId('nav-item-permission')).toBeVisible();
    await screenshot(invitee, 'access-invitee-dashboard');

    // The link works once; from now on the new password signs in.
    await invitee.goto(link!);
    await expect(invitee.getByTestId('invitation-invalid')).toHaveText(zh('common', 'invitation.invalid'));
    await invitee.goto('/dashboard/info');
    await signOut(invitee);
    await openLogin(invitee);
    await submitLogin(invitee, email, NEW_PASSWORD);
    await expect(invitee.getByTestId('signed-in-name')).toHaveText(name);
  } finally {
    await context.close();
  }

  // The admin sees the invitation accepted and the person among the system members.
  await page.goto('/dashboard/permission?tab=invitations');
  await choose(page, zh('access', 'members.status'), zh('access', 'invitations.statuses.accepted'));
  await expect(page.getByTestId('invitation-row').filter({ hasText: email }).getByTestId('invitation-status')).toHaveText(
    zh('access', 'invitations.statuses.accepted'),
  );
  await page.getByTestId('tab-members').click();
  await page.getByTestId('team-system').click();
  await page.getByTestId('members-search').fill(email);
  const member = page.getByTestId('member-row');
  await expect(member).toHaveCount(1);
  await expect(member).toContainText(name);
  await expect(member).toContainText(zh('access', 'statuses.active'));
});

test('a channel owner invites a member to their channel, who joins it', async ({ page, browser, baseURL }) => {
  const email = freshEmail('new.editor');
  const name = 'Channel Editor Lin';
  await signInAt(page, demoEmail('user_owner'), '/dashboard/permission');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.permission'));
  // An owner sees the teams of the channels they own, and no other teams.
  await expect(page.getByTestId('team-system')).toHaveCount(0);
  await expect(page.getByTestId('member-row').first()).toBeVisible();

  await page.getByTestId('open-invite').click();
  await page.getByTestId('invite-email').fill(email);
  await page.getByTestId('invite-name').fill(name);
  await page.getByRole('combobox', { name: zh('access', 'accountType') }).click();
  // Spec 6: owners invite the channel member roles, never another owner or staff.
  const offered = await page.locator('[data-testid^="invite-role-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
  expect(offered).toEqual(['invite-role-user', 'invite-role-user_manager', 'invite-role-user_editor', 'invite-role-user_finance']);
  await page.getByTestId('invite-role-user_editor').click();
  // The channel is required, and only the owner's own channels are offered.
  await page.getByTestId('invite-submit').click();
  await expect(page.getByTestId('invite-dialog').getByText(zh('access', 'invite.channelRequired'))).toBeVisible();
  await page.getByRole('combobox', { name: zh('access', 'invite.channel') }).click();
  const channels = page.locator('[data-testid^="invite-channel-"]');
  await expect(channels.first()).toBeVisible();
  const channelTitle = (await channels.first().innerText()).trim();
  await channels.first().click();
  await screenshot(page, 'access-owner-invite');
  await page.getByTestId('invite-submit').click();
  await expect(page.getByTestId('toast')).toHaveText(fill(zh('access', 'invite.sent'), { email }));

  await page.getByTestId('tab-invitations').click();
  const row = page.getByTestId('invitation-row').filter({ hasText: email });
  await expect(row).toContainText(channelTitle);
  await expect(row).toContainText(zh('nav', 'memberTypes.member'));
  // The invitee appears in the channel team as invited until they accept.
  await page.getByTestId('tab-members').click();
  await page.getByTestId('members-search').fill(email);
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await expect(page.getByTestId('member-row')).toContainText(zh('access', 'statuses.invited'));

  // The invitee accepts and finds the channel in their profile.
  const admin = await apiAs(baseURL!);
  const link = await invitationLink(admin, email);
  await admin.dispose();
  const context = await browser.newContext();
  const invitee = await context.newPage();
  try {
    await invitee.goto(link);
    await invitee.getByTestId('invitation-password').fill(NEW_PASSWORD);
    await invitee.getByTestId('invitation-confirm').fill(NEW_PASSWORD);
    await invitee.getByTestId('invitation-submit').click();
    await expect(invitee.getByTestId('signed-in-name')).toHaveText(name);
    await invitee.goto('/dashboard/info');
    await expect(invitee.getByText(channelTitle).first()).toBeVisible();
  } finally {
    await context.close();
  }
  await page.reload();
  await page.getByTestId('members-search').fill(email);
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await expect(page.getByTestId('member-row')).toContainText(zh('access', 'statuses.active'));
  await expect(page.getByTestId('member-row')).toContainText(channelTitle);
});

test('an admin grants a page permission; the user sees the page, and loses it when it is revoked', async ({ page, browser, baseURL }) => {
  const person = await createAccount(baseURL!, 'viewer', 'Viewer Huang');
  const context = await browser.newContext();
  const user = await context.newPage();
  try {
    await signIn(user, person.email, person.password);
    expect(await navItems(user)).not.toContain('nav-item-syslog');
    await user.goto('/dashboard/syslog');
    await expect(user.getByTestId('no-permission')).toBeVisible();

    // The admin grants the system log page, everywhere.
    await signInAt(page, demoEmail('admin'), '/dashboard/permission?tab=permissions');
    await page.getByTestId('permissions-user').fill(person.email);
    await page.getByTestId(`user-option-${person.email}`).click();
    await expect(page.getByTestId('permissions-empty')).toBeVisible();
    await page.getByTestId('permissions-grant').click();
    await page.getByTestId('grant-key').fill('page:syslog');
    await page.getByRole('option', { name: /page:syslog/ }).click();
    await page.getByTestId('grant-mode-global').click();
    await screenshot(page, 'access-grant-dialog');
    await page.getByTestId('grant-save').click();
    await expect(page.getByTestId('toast')).toHaveText(zh('access', 'permissions.granted'));
    const entry = page.getByTestId('permission-row').filter({ hasText: 'page:syslog' });
    await expect(entry).toContainText(fill(zh('access', 'permissions.pageKey'), { page: zh('nav', 'pages.syslog') }));
    await expect(entry).toContainText(zh('access', 'permissions.global'));
    await screenshot(page, 'access-user-permissions');

    // The user sees the new page and may open it.
    await user.reload();
    await expect(user.getByTestId('nav-item-syslog')).toBeVisible();
    await user.getByTestId('nav-item-syslog').click();
    await expect(user.getByRole('heading', { level: 1 })).toHaveText(zh('nav', 'pages.syslog'));
    await expect(user.getByTestId('syslog-row').first()).toBeVisible();
    await screenshot(user, 'access-granted-syslog');

    // Revoked: gone again.
    await entry.getByTestId('permission-revoke').click();
    await page.getByTestId('confirm-action').click();
    await expect(page.getByTestId('toast').filter({ hasText: zh('access', 'permissions.revoked') })).toBeVisible();
    await expect(page.getByTestId('permissions-empty')).toBeVisible();
    await user.goto('/dashboard/info');
    await expect(user.getByTestId('side-nav')).toBeVisible();
    expect(await navItems(user)).not.toContain('nav-item-syslog');
    await user.goto('/dashboard/syslog');
    await expect(user.getByTestId('no-permission')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an admin works as another account, sees a banner, and switches back', async ({ page }) => {
  await signInAt(page, demoEmail('admin'), '/dashboard/permission');
  await page.getByTestId('team-all').click();
  await page.getByTestId('members-search').fill(demoEmail('viewer'));
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await page.getByTestId(`member-actions-${demoEmail('viewer')}`).click();
  await page.getByTestId('action-switch').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(demoEmail('viewer'));
  await page.getByTestId('confirm-action').click();

  // Now working as the viewer: their navigation, their name, and a banner naming the admin.
  const banner = page.getByTestId('switched-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(demoEmail('viewer'));
  await expect(banner).toContainText('陳雅婷 (Admin)');
  await expect(page.getByTestId('signed-in-name')).toHaveText('張家豪');
  expect(await navItems(page)).not.toContain('nav-item-permission');
  await page.goto('/dashboard/info');
  await expect(page.getByTestId('switched-banner')).toBeVisible();
  await screenshot(page, 'access-switched-banner');

  await page.getByTestId('switch-back').click();
  await expect(page).toHaveURL(/\/dashboard\/permission$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('陳雅婷 (Admin)');
  await expect(page.getByTestId('switched-banner')).toHaveCount(0);

  // The system log tells the admin behind the switch.
  await page.goto('/dashboard/syslog');
  await choose(page, zh('access', 'syslog.action'), zh('access', 'syslog.actions.switch.start'));
  const logged = page.getByTestId('syslog-row').filter({ hasText: '張家豪' }).first();
  await expect(logged).toBeVisible();
  await expect(logged).toContainText(zh('access', 'syslog.actions.switch.start'));
  await choose(page, zh('access', 'syslog.action'), zh('access', 'syslog.actions.switch.back'));
  const back = page.getByTestId('syslog-row').first();
  await expect(back).toContainText(zh('access', 'syslog.actions.switch.back'));
  await expect(back.getByTestId('syslog-real-actor')).toContainText('陳雅婷 (Admin)');
  await screenshot(page, 'access-syslog');
});

test('an admin manages an account: resend and withdraw an invitation, type and CMS flag, e-mail, copied permissions, deletion', async ({ page, baseURL }) => {
  const first = await createAccount(baseURL!, 'viewer', 'Managed Kao');
  const second = await createAccount(baseURL!, 'viewer', 'Copy Target Su');
  await signIn(page, demoEmail('admin'));

  // An open invitation is mailed again (the count shows), then withdrawn.
  const waiting = freshEmail('waiting');
  const admin = await apiAs(baseURL!);
  expect((await admin.post('/api/v1/invite_member', { data: { email: waiting, account_type: 'viewer' }, headers: { 'x-chorus-csrf': '1' } })).ok()).toBe(true);
  await admin.dispose();
  await page.goto('/dashboard/permission?tab=invitations');
  const invitation = page.getByTestId('invitation-row').filter({ hasText: waiting });
  await invitation.getByTestId('invitation-resend').click();
  await expect(invitation).toContainText(fill(zh('access', 'invitations.sentTimes'), { count: 2 }));
  await invitation.getByTestId('invitation-revoke').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('toast').filter({ hasText: zh('access', 'invitations.revoked') })).toBeVisible();
  await expect(invitation).toHaveCount(0);

  // Account type and CMS flag.
  await page.getByTestId('tab-members').click();
  await page.getByTestId('team-all').click();
  const row = page.getByTestId('member-row');
  await page.getByTestId('members-search').fill(first.email);
  await expect(row).toHaveCount(1);
  await page.getByTestId(`member-actions-${first.email}`).click();
  await page.getByTestId('action-set-type').click();
  await chooseInDialog(page, zh('access', 'accountType'), 'set-type-finance');
  await page.getByTestId('set-type-cms').click();
  await page.getByTestId('set-type-save').click();
  await expect(row).toContainText(zh('nav', 'roles.finance'));
  await expect(row).toContainText('CMS');

  // A new e-mail address: the old one no longer finds the account.
  const renamed = freshEmail('renamed');
  await page.getByTestId(`member-actions-${first.email}`).click();
  await page.getByTestId('action-change-email').click();
  await page.getByTestId('change-email-new').fill(renamed);
  await page.getByTestId('change-email-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('access', 'members.emailChanged'), { email: renamed }) })).toBeVisible();
  await page.getByTestId('members-search').fill(renamed);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(renamed);

  // Permissions: grant one, then copy the whole set to another user.
  await page.getByTestId(`member-actions-${renamed}`).click();
  await page.getByTestId('action-permissions').click();
  await expect(page).toHaveURL(/tab=permissions/);
  await page.getByTestId('permissions-grant').click();
  await page.getByTestId('grant-key').fill('cooperation:ad');
  await page.getByRole('option', { name: /cooperation:ad/ }).click();
  await page.getByTestId('grant-save').click();
  await expect(page.getByTestId('permission-row').filter({ hasText: 'cooperation:ad' })).toBeVisible();
  await page.getByTestId('permissions-copy').click();
  await page.getByTestId('copy-targets').fill(second.email);
  await page.getByTestId(`user-option-${second.email}`).click();
  await screenshot(page, 'access-copy-permissions');
  await page.getByTestId('copy-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('access', 'permissions.copied'), { count: 1 }) })).toBeVisible();
  await expect(page.getByTestId('copy-dialog')).toBeHidden();
  await page.getByTestId('permissions-user').fill(second.email);
  await page.getByTestId(`user-option-${second.email}`).click();
  await expect(page.getByTestId('permission-row').filter({ hasText: 'cooperation:ad' })).toContainText(zh('access', 'permissions.global'));

  // Deleting the account: it leaves the lists and can no longer sign in.
  await page.getByTestId('tab-members').click();
  await page.getByTestId('team-all').click();
  await page.getByTestId('members-search').fill(renamed);
  await expect(row).toHaveCount(1);
  await page.getByTestId(`member-actions-${renamed}`).click();
  await page.getByTestId('action-delete-user').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('access', 'members.userDeleted'), { name: first.name }) })).toBeVisible();
  await expect(page.getByTestId('members-empty')).toBeVisible();
  const gone = await apiAs(baseURL!, demoEmail('admin'));
  expect((await gone.get('/api/v1/login_challenge')).ok()).toBe(true);
  const login = await gone.post('/api/v1/login', { data: { email: renamed, password: first.password }, headers: { 'x-chorus-csrf': '1' } });
  expect(login.status()).toBe(401);
  await gone.dispose();
});

test('an advertiser team owner adds a member with a team role and removes them again', async ({ page, baseURL }) => {
  const person = await createAccount(baseURL!, 'advertiser', 'Team Newcomer');
  await signInAt(page, demoEmail('advertiser'), '/dashboard/info');
  const card = page.getByTestId('team-card-advertiser');
  await expect(card.getByTestId('team-name')).toContainText('Brightside Foods');
  await expect(card.getByTestId('team-member').filter({ hasText: demoEmail('advertiser_client') })).toContainText(t('zh-TW', 'teams', 'roles.adsClient'));

  await card.getByTestId('team-add-email').fill(person.email);
  await card.getByTestId('team-add').click();
  await expect(page.getByTestId('toast').filter({ hasText: person.email })).toBeVisible();
  const added = card.getByTestId('team-member').filter({ hasText: person.email });
  await expect(added).toContainText(t('zh-TW', 'teams', 'roles.adsMember'));
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'access-advertiser-team');
  await added.getByTestId('team-remove').click();
  await page.getByTestId('confirm-action').click();
  await expect(added).toHaveCount(0);
});

test('an advertiser team owner invites a new address; the invitee sets a password from the mailed link and lands in the team', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = freshEmail('team-invitee');
  const other = freshEmail('team-withdrawn');
  await signInAt(page, demoEmail('advertiser'), '/dashboard/info');
  const card = page.getByTestId('team-card-advertiser');
  await expect(card.getByTestId('team-name')).toContainText('Brightside Foods');

  // No account yet: an invitation onto the team, as a client, listed under the members.
  await card.getByTestId('team-add-email').fill(email);
  await choose(page, zh('teams', 'role'), zh('teams', 'roles.adsClient'));
  await card.getByTestId('team-add').click();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('teams', 'invited'), { email }) })).toBeVisible();
  const invitation = card.getByTestId('team-invitation').filter({ hasText: email });
  await expect(invitation).toContainText(zh('teams', 'roles.adsClient'));
  await expect(card.getByTestId('team-member').filter({ hasText: email })).toHaveCount(0);

  // A second one, withdrawn again.
  await card.getByTestId('team-add-email').fill(other);
  await card.getByTestId('team-add').click();
  const withdrawn = card.getByTestId('team-invitation').filter({ hasText: other });
  await expect(withdrawn).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'access-team-invitations');
  await withdrawn.getByTestId('team-invitation-revoke').click();
  await page.getByTestId('confirm-action').click();
  await expect(withdrawn).toHaveCount(0);

  // Resent: a new link replaces the first.
  const admin = await apiAs(baseURL!);
  const first = await invitationLink(admin, email);
  await invitation.getByTestId('team-invitation-resend').click();
  await expect(page.getByTestId('toast').filter({ hasText: fill(zh('teams', 'invitations.resent'), { email }) })).toBeVisible();
  let link = first;
  await expect.poll(async () => (link = await invitationLink(admin, email)), { timeout: 20_000 }).not.toBe(first);
  await admin.dispose();

  const context = await browser.newContext();
  const invitee = await context.newPage();
  try {
    // The old link is dead; the new one names the team and the role.
    await invitee.goto(first);
    await expect(invitee.getByTestId('invitation-invalid')).toBeVisible();
    await invitee.goto(link);
    await expect(invitee.getByTestId('invitation-team')).toHaveText(
      fill(zh('common', 'invitation.team'), { team: 'Brightside Foods', role: zh('common', 'invitation.teamRoles.adsClient') }),
    );
    await invitee.getByTestId('invitation-password').fill(NEW_PASSWORD);
    await invitee.getByTestId('invitation-confirm').fill(NEW_PASSWORD);
    await screenshot(invitee, 'access-accept-team-invitation');
    await invitee.getByTestId('invitation-submit').click();
    await expect(invitee).toHaveURL(/\/dashboard\//);

    // Signed in, in the team, as a client.
    await invitee.goto('/dashboard/info');
    const mine = invitee.getByTestId('team-card-advertiser');
    await expect(mine.getByTestId('team-name')).toContainText('Brightside Foods');
    await expect(mine.getByTestId('team-name')).toContainText(zh('teams', 'roles.adsClient'));
    await expect(mine.getByTestId('team-member').filter({ hasText: email })).toContainText(zh('teams', 'roles.adsClient'));
    await mine.scrollIntoViewIfNeeded();
    await screenshot(invitee, 'access-team-invitee');
  } finally {
    await context.close();
  }

  // The owner sees a member now, no invitation; and takes them out again (the demo team stays as it was).
  await page.reload();
  const joined = card.getByTestId('team-member').filter({ hasText: email });
  await expect(joined).toContainText(zh('teams', 'roles.adsClient'));
  await expect(card.getByTestId('team-invitation')).toHaveCount(0);
  await joined.getByTestId('team-remove').click();
  await page.getByTestId('confirm-action').click();
  await expect(joined).toHaveCount(0);
});

test('batch invitation: the template downloads, and each uploaded row is invited or refused with its reason', async ({ page }, testInfo) => {
  await signInAt(page, demoEmail('admin'), '/dashboard/permission');
  await page.getByTestId('open-batch-invite').click();
  await expect(page.getByTestId('batch-dialog')).toBeVisible();
  await screenshot(page, 'access-batch-steps');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('batch-template').click()]);
  expect(download.suggestedFilename()).toBe('batch-invite-template.xlsx');
  const template = testInfo.outputPath('template.xlsx');
  await download.saveAs(template);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.getWorksheet('invitations')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'email', 'name', 'account_type', 'channel_id']);
  const good = freshEmail('batch.ok');
  const filledRows = [
    [good, 'Batch Person', 'staff', ''],
    ['not-an-address', 'Nobody', 'staff', ''],
    [demoEmail('viewer'), 'Taken', 'viewer', ''],
    [freshEmail('batch.bad-type'), 'Odd Type', 'emperor', ''],
  ];
  // Filled in from the first row under the header, as a person would.
  filledRows.forEach((values, i) => values.forEach((value, column) => (sheet.getCell(i + 2, column + 1).value = value)));
  const filled = testInfo.outputPath('filled.xlsx');
  await workbook.xlsx.writeFile(filled);

  await page.getByTestId('batch-file').setInputFiles(filled);
  await expect(page.getByTestId('batch-file-name')).toHaveText('filled.xlsx');
  await page.getByTestId('batch-upload').click();
  await expect(page.getByTestId('batch-result')).toBeVisible();
  await expect(page.getByTestId('batch-invited')).toHaveText(fill(zh('access', 'batch.invited'), { count: 1 }));
  await expect(page.getByTestId('batch-failed')).toHaveText(fill(zh('access', 'batch.failed'), { count: 3 }));
  // Refused rows first (the switch starts on), each with a reason.
  const rows = page.getByTestId('batch-row');
  await expect(rows).toHaveCount(3);
  // Rows are numbered as in the spreadsheet (the header is row 1).
  await expect(rows.filter({ hasText: 'not-an-address' }).locator('td').first()).toHaveText('3');
  for (const reason of await page.getByTestId('batch-row-reason').allInnerTexts()) expect(reason.trim().length).toBeGreaterThan(0);
  await expect(rows.filter({ hasText: demoEmail('viewer') }).getByTestId('batch-row-reason')).not.toBeEmpty();
  await screenshot(page, 'access-batch-result');
  await page.getByText(zh('access', 'batch.onlyFailed')).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: good })).toContainText(zh('access', 'batch.rowInvited'));
  await page.getByTestId('batch-close').click();

  await page.getByTestId('tab-invitations').click();
  await expect(page.getByTestId('invitation-row').filter({ hasText: good })).toHaveCount(1);
});

for (const language of ['zh-TW', 'ja', 'en'] as Language[]) {
  test(`the role explanations follow the capability table (${language})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('chorus.language', l), language);
    await signInAt(page, demoEmail('staff'), '/dashboard/permission', { language });
    await page.getByTestId('open-roles').click();
    await expect(page).toHaveURL(/\/dashboard\/permission\/roles$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'access', 'roles.title'));
    // The signed-in role is chosen first.
    await expect(page.getByTestId('roles-detail')).toContainText(t(language, 'access', 'roles.summaries.staff'));
    await page.getByTestId('roles-pick-user').click();
    const owner = page.getByTestId('roles-grant-owner');
    await expect(owner).toContainText(t(language, 'access', 'roles.subKeys.owner'));
    await expect(owner).toContainText(t(language, 'nav', 'pages.permission'));
    await expect(owner).toContainText(t(language, 'nav', 'roles.user_editor'));
    // Who may invite whom: a channel member never; admin everyone.
    await expect(page.getByTestId('roles-invites-user-member')).toHaveCount(0);
    await expect(page.getByTestId('roles-invites-admin-all')).toContainText(t(language, 'nav', 'roles.admin'));
    await expect(page.getByTestId('roles-invites-super_staff-all').getByText(t(language, 'nav', 'roles.admin'), { exact: true })).toHaveCount(0);
    if (language === 'zh-TW') await screenshot(page, 'access-roles', { fullPage: true });
    if (language === 'en') await screenshot(page, 'access-roles-en');
    await page.getByTestId('roles-back').click();
    await expect(page).toHaveURL(/\/dashboard\/permission$/);
  });
}
