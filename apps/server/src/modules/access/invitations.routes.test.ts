// Invitations: who may invite whom (every inviting account type × every account type, with and
// without a channel), the mail and its one-time link, accepting it (password rules, sign-in),
// resending (the old link dies), revoking, expiry, and the system-log rows.
import { accountTypes, type AccountType } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../../test/error-body.ts';
import { demo, login, sessionFrom, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { auditRows } from '../../../test/audit-log.ts';

const PASSWORD = 'Gq7#mZ2!vLp9x';

let t: TestApp;
const sessions = new Map<AccountType, Session>();

beforeAll(async () => {
  t = await startTestApp();
  for (const type of accountTypes) sessions.set(type, await t.signIn(demo(type)));
});
afterAll(async () => t?.close());

const as = (type: AccountType) => sessions.get(type)!;
async function invite(session: Session, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/invite_member', headers: session.headers, payload });
}
async function idOf(email: string): Promise<number> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
/** The invitation link of the newest mail to this address. */
async function linkFor(email: string): Promise<{ token: string; uid: number; text: string; subject: string }> {
  const mail = (await t.ctx.mailer.outbox()).find((m) => m.to === email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const match = /http:\/\/chorus\.test\/accept-invitation\?token=([A-Za-z0-9_-]+)&uid=(\d+)/.exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return { token: decodeURIComponent(match![1]!), uid: Number(match![2]), text: mail!.text, subject: mail!.subject };
}

// ---- the expected table, written out from spec 6 and docs/decisions.md ("Who may invite") ----

/** Invitations that need no channel: the role's own right. */
const withoutChannel: Partial<Record<AccountType, readonly AccountType[]>> = {
  admin: accountTypes,
  super_staff: accountTypes.filter((type) => type !== 'admin'),
  staff: ['staff', 'agency', 'finance', 'user', 'intensive_cooperative_user', 'advertiser', 'reseller'],
  agency: ['agency_member', 'agency_team', 'advertiser'],
  agency_manager: ['agency_member', 'agency_team', 'advertiser'],
  agency_member: ['agency_member', 'agency_team', 'advertiser'],
  advertiser: ['advertiser'],
  reseller: ['reseller'],
};
const ordinaryMembers: AccountType[] = ['user', 'user_manager', 'user_editor', 'user_finance'];
/** What a channel owner may invite to their own channel (never user_owner: one owner per channel). */
const asChannelOwner: Partial<Record<AccountType, readonly AccountType[]>> = {
  user_owner: ordinaryMembers,
  finance: ordinaryMembers,
  intensive_cooperative_user_owner: [
    ...ordinaryMembers,
    'intensive_cooperative_user_manager',
    'intensive_cooperative_user_editor',
    'intensive_cooperative_user_finance',
  ],
  agency: ['user'],
};
/** Account types that join a channel by invitation (the manager variants as staff, the rest as members). */
const joinsChannels: AccountType[] = [
  ...ordinaryMembers,
  'intensive_cooperative_user',
  'intensive_cooperative_user_manager',
  'intensive_cooperative_user_editor',
  'intensive_cooperative_user_finance',
  'agency_manager',
  'agency_member',
  'agency_team',
];
const staffOnChannel: AccountType[] = ['user_manager', 'intensive_cooperative_user_manager', 'agency_manager'];
const managing: AccountType[] = ['admin', 'super_staff', 'staff'];

function expectedWithoutChannel(inviter: AccountType, target: AccountType): string {
  if (withoutChannel[inviter]?.includes(target)) return '200';
  if (asChannelOwner[inviter]?.includes(target)) return '400 errors.channelRequired';
  return '403 errors.cannotInviteRole';
}

function expectedOnChannel(inviter: AccountType, target: AccountType, owns: boolean): string {
  const mayInvite = [...(withoutChannel[inviter] ?? []), ...(owns ? (asChannelOwner[inviter] ?? []) : [])].includes(target);
  if (!mayInvite) return '403 errors.cannotInviteRole';
  // Another owner's channel: a caller who may invite this type learns only that it does not exist for them.
  if (!owns && !managing.includes(inviter)) return '404 errors.notFound';
  return joinsChannels.includes(target) ? '200' : '400 errors.notChannelRole';
}

describe('who may invite whom (spec 6)', () => {
  it('every account type × every account type, without a channel', async () => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const inviter of accountTypes) {
      for (const target of accountTypes) {
        const key = `${inviter} → ${target}`;
        const response = await invite(as(inviter), { email: `free.${inviter}.${target}@example.com`, account_type: target });
        expected[key] = expectedWithoutChannel(inviter, target);
        actual[key] = answerOf(response);
      }
    }
    expect(actual).toEqual(expected);
  });

  it("every account type × every account type, on the inviter's own channel (or another owner's)", async () => {
    const someoneElses = (await t.ownedChannel('user_owner'))!;
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const inviter of accountTypes) {
      const own = await t.ownedChannel(inviter);
      const channel = own ?? someoneElses;
      for (const target of accountTypes) {
        const key = `${inviter} → ${target} on ${own ? 'own channel' : 'another channel'}`;
        const email = `channel.${inviter}.${target}@example.com`;
        const response = await invite(as(inviter), { email, account_type: target, channel_id: channel });
        expected[key] = expectedOnChannel(inviter, target, own !== undefined);
        actual[key] = answerOf(response);
        if (response.statusCode === 200) {
          const membership = await t.db
            .selectFrom('channel_members')
            .select('member_type')
            .where('channel_id', '=', channel)
            .where('user_id', '=', await idOf(email))
            .executeTakeFirst();
          expect(membership?.member_type, key).toBe(staffOnChannel.includes(target) ? 'staff' : 'member');
        }
      }
    }
    expect(actual).toEqual(expected);
  });

  it("another owner's channel does not exist for an owner", async () => {
    const theirs = (await t.ownedChannel('intensive_cooperative_user_owner'))!;
    const response = await invite(as('user_owner'), { email: 'not.mine@example.com', account_type: 'user_editor', channel_id: theirs });
    expect(answerOf(response)).toBe('404 errors.notFound');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'not.mine@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('refuses addresses that already have an account or an open invitation', async () => {
    expect(answerOf(await invite(as('admin'), { email: demo('viewer'), account_type: 'viewer' }))).toBe('409 errors.emailTaken');
    expect(answerOf(await invite(as('admin'), { email: 'twice@example.com', account_type: 'viewer' }))).toBe('200');
    expect(answerOf(await invite(as('staff'), { email: 'TWICE@example.com', account_type: 'staff' }))).toBe('409 errors.alreadyInvited');
  });
});

describe('invitation → mail → set a password → signed in', () => {
  const email = 'new.editor@example.com';
  let link: Awaited<ReturnType<typeof linkFor>>;

  it('creates a waiting account on the channel and mails a one-time link in the chosen language', async () => {
    const channel = (await t.ownedChannel('user_owner'))!;
    const response = await invite(as('user_owner'), { email, name: '新編輯', account_type: 'user_editor', channel_id: channel, language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.mail_sent).toBe(true);
    expect(body.invitation).toMatchObject({
      email,
      name: '新編輯',
      account_type: 'user_editor',
      channel_id: channel,
      member_type: 'member',
      status: 'pending',
    });
    expect(new Date(body.invitation.expires_at).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);
    link = await linkFor(email);
    expect(link.uid).toBe(body.invitation.user_id);
    expect(link.subject).toContain('invited you to Chorus');
    expect(link.text).toContain('7 days');
    const stored = await t.db.selectFrom('invitations').select('token_hash').where('id', '=', body.invitation.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(link.token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the waiting account can neither sign in nor ask for a reset', async () => {
    const attempt = await login(t.app, { email, password: PASSWORD });
    expect(answerOf(attempt)).toBe('401 errors.loginFailed');
    const before = (await t.ctx.mailer.outbox()).length;
    await t.app.inject({ method: 'GET', url: `/api/v1/forget_password?email=${encodeURIComponent(email)}` });
    await new Promise((r) => setTimeout(r, 100));
    expect((await t.ctx.mailer.outbox()).length).toBe(before);
  });

  it('the link checks out', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/invitation?token=${link.token}&uid=${link.uid}` });
    // Not a team invitation: no team named.
    expect(response.json()).toMatchObject({ valid: true, email, name: '新編輯', account_type: 'user_editor', team: null });
    const wrong = await t.app.inject({ method: 'GET', url: `/api/v1/invitation?token=${link.token}x&uid=${link.uid}` });
    expect(wrong.json()).toEqual({ valid: false, email: null, name: null, account_type: null, expires_at: null, team: null });
  });

  it('refuses a weak password and a confirmation that does not match', async () => {
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accept_invitation',
      payload: { token: link.token, user_id: link.uid, password: 'short1!', confirm: 'short1!' },
    });
    expect(answerOf(weak)).toBe('400 errors.invalidInput');
    expect(weak.json().error.fields.password).toBeDefined();
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accept_invitation',
      payload: { token: link.token, user_id: link.uid, password: PASSWORD, confirm: `${PASSWORD}x` },
    });
    expect(mismatch.json().error.fields.confirm).toBeDefined();
  });

  it('accepting sets the password, activates the account and signs in; the link works once', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accept_invitation',
      payload: { token: link.token, user_id: link.uid, password: PASSWORD, confirm: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = sessionFrom(response);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: session.headers });
    expect(info.json()).toMatchObject({ email, account_type: 'user_editor' });
    expect(info.json().channels.map((c: { member_type: string }) => c.member_type)).toEqual(['member']);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accept_invitation',
      payload: { token: link.token, user_id: link.uid, password: PASSWORD, confirm: PASSWORD },
    });
    expect(answerOf(again)).toBe('400 errors.invitationInvalid');
    const signIn = await login(t.app, { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect((await auditRows(t.db, 'invitation.accept', { user: link.uid })).length).toBe(1);
    expect((await auditRows(t.db, 'invitation.create', { user: link.uid })).length).toBe(1);
  });
});

describe('resend, revoke, expiry', () => {
  it('a resend mails a new link and the old one dies', async () => {
    const email = 'resend.me@example.com';
    const created = (await invite(as('staff'), { email, account_type: 'agency' })).json().invitation;
    const first = await linkFor(email);
    // A second later, so the outbox (newest first) tells the two mails apart.
    t.clock.advance(1);
    const resent = await t.app.inject({ method: 'POST', url: `/api/v1/invitations/${created.id}/resend`, headers: as('staff').headers });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().invitation.send_count).toBe(2);
    const second = await linkFor(email);
    expect(second.token).not.toBe(first.token);
    const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/invitation?token=${token}&uid=${created.user_id}` });
    expect((await check(first.token)).json().valid).toBe(false);
    expect((await check(second.token)).json().valid).toBe(true);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accept_invitation',
      payload: { token: first.token, user_id: created.user_id, password: PASSWORD, confirm: PASSWORD },
    });
    expect(answerOf(old)).toBe('400 errors.invitationInvalid');
    expect((await auditRows(t.db, 'invitation.resend', { user: created.user_id })).length).toBe(1);
  });

  it('someone else’s invitation does not exist for a non-administrator; admins see and act on all', async () => {
    const created = (await invite(as('staff'), { email: 'staffs.own@example.com', account_type: 'finance' })).json().invitation;
    const byOther = await t.app.inject({ method: 'POST', url: `/api/v1/invitations/${created.id}/resend`, headers: as('reseller').headers });
    expect(answerOf(byOther)).toBe('404 errors.notFound');
    const staffList = (await t.app.inject({ method: 'GET', url: '/api/v1/invitations?page_size=100', headers: as('staff').headers })).json();
    expect(staffList.items.every((i: { invited_by: { id: number } }) => i.invited_by.id === staffList.items[0].invited_by.id)).toBe(true);
    const resellerList = (await t.app.inject({ method: 'GET', url: '/api/v1/invitations', headers: as('reseller').headers })).json();
    expect(resellerList.items.some((i: { id: number }) => i.id === created.id)).toBe(false);
    const adminList = (await t.app.inject({ method: 'GET', url: `/api/v1/invitations?q=staffs.own`, headers: as('admin').headers })).json();
    expect(adminList.items.map((i: { id: number }) => i.id)).toEqual([created.id]);
    // Not a team invitation: no team named (team invitations: teams.routes.test.ts).
    expect(adminList.items[0].team).toBeNull();
  });

  it('revoking kills the link and removes the waiting account, so the address can be invited again', async () => {
    const email = 'revoke.me@example.com';
    const created = (await invite(as('admin'), { email, account_type: 'viewer' })).json().invitation;
    const { token } = await linkFor(email);
    const revoked = await t.app.inject({ method: 'POST', url: `/api/v1/invitations/${created.id}/revoke`, headers: as('admin').headers });
    expect(revoked.json().invitation.status).toBe('revoked');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitation?token=${token}&uid=${created.user_id}` })).json().valid).toBe(false);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', created.user_id).executeTakeFirst()).toBeUndefined();
    const twice = await t.app.inject({ method: 'POST', url: `/api/v1/invitations/${created.id}/revoke`, headers: as('admin').headers });
    expect(answerOf(twice)).toBe('409 errors.invitationClosed');
    expect(answerOf(await invite(as('admin'), { email, account_type: 'viewer' }))).toBe('200');
    expect((await auditRows(t.db, 'invitation.revoke', { user: created.user_id })).length).toBe(1);
  });

  it('a link lives 7 days; a resend gives a new 7 days', async () => {
    const email = 'slow.reader@example.com';
    const created = (await invite(as('admin'), { email, account_type: 'viewer' })).json().invitation;
    const { token } = await linkFor(email);
    t.clock.advance(7 * 24 * 3600 + 1);
    try {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitation?token=${token}&uid=${created.user_id}` })).json().valid).toBe(false);
      // A week later the old sign-ins have ended too.
      const admin = await t.signIn(demo('admin'));
      const list = (await t.app.inject({ method: 'GET', url: '/api/v1/invitations?status=expired&q=slow.reader', headers: admin.headers })).json();
      expect(list.items.map((i: { id: number }) => i.id)).toEqual([created.id]);
      const resent = await t.app.inject({ method: 'POST', url: `/api/v1/invitations/${created.id}/resend`, headers: admin.headers });
      expect(resent.json().invitation.status).toBe('pending');
      const fresh = await linkFor(email);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitation?token=${fresh.token}&uid=${created.user_id}` })).json().valid).toBe(true);
    } finally {
      t.clock.advance(-(7 * 24 * 3600 + 1));
    }
  });
});
