// Password reset against the real server and database (security plan 12, 15, 19, 21): the same
// answer for registered and unknown addresses, one mail per minute, links built from the
// configured address, single-use tokens that expire after 30 minutes, the password rules, and
// passwords used exactly as typed. Mail is read from the outbox, and once over real SMTP.
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, DEMO_PASSWORD, demo, login, startTestApp, type TestApp } from '../../../test/harness.ts';
import { mailParts } from '../../../test/mail-parts.ts';

const RESET_SECONDS = 30 * 60;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type Mail = { id: string; to: string; subject: string; text: string; created_at: string };

async function userId(email: string): Promise<number> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

function askReset(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1/forget_password?email=${encodeURIComponent(email)}`, headers });
}

/** The outbox as an admin sees it; signs in afresh so that clock jumps never matter. */
async function outbox(): Promise<Mail[]> {
  const admin = await t.signIn(demo('admin'));
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/outbox', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: Mail[] }).messages;
}

/** The reset mail is sent after the answer: wait until `count` mails to `to` are there. */
async function waitForMails(to: string, count = 1): Promise<Mail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await outbox()).filter((m) => m.to === to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} mail(s) to ${to}`);
}

function linkIn(text: string): { url: URL; token: string; uid: number } {
  const match = /https?:\/\/[^\s]+/.exec(text);
  expect(match, text).not.toBeNull();
  const url = new URL(match![0]);
  return { url, token: url.searchParams.get('token')!, uid: Number(url.searchParams.get('uid')) };
}

/** Asks for a reset and returns the token from the mail that arrives. */
async function resetToken(email: string): Promise<{ token: string; uid: number }> {
  const before = (await outbox()).filter((m) => m.to === email).length;
  expect((await askReset(email)).statusCode).toBe(200);
  const mails = await waitForMails(email, before + 1);
  return linkIn(mails[0]!.text);
}

function reset(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/reset_password', payload: body, headers });
}
function verify(token: string, uid: number) {
  return t.app.inject({ method: 'GET', url: `/api/v1/verify?token=${encodeURIComponent(token)}&user_id=${uid}` });
}

describe('GET /api/v1/forget_password', () => {
  it('answers the same for a registered and an unregistered address, and mails only the registered one, once', async () => {
    const unknown = await askReset('nobody-registered@demo.chorus.test');
    const registered = await askReset(demo('staff'));
    expect(registered.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(registered.statusCode);
    expect(unknown.rawPayload.equals(registered.rawPayload)).toBe(true);
    expect(unknown.headers['content-type']).toBe(registered.headers['content-type']);

    const mails = await waitForMails(demo('staff'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`uid=${await userId(demo('staff'))}`);
    expect((await outbox()).filter((m) => m.to === 'nobody-registered@demo.chorus.test')).toEqual([]);
  });

  it('builds the link from the configured public address even when the request names another host', async () => {
    const email = demo('super_staff');
    expect(
      (await askReset(email, { host: 'evil.com', 'x-forwarded-host': 'evil.com', 'x-forwarded-proto': 'https', origin: 'https://evil.com' })).statusCode,
    ).toBe(200);
    const [mail] = await waitForMails(email);
    const { url, token, uid } = linkIn(mail!.text);
    expect(url.origin).toBe(t.ctx.config.publicUrl);
    expect(t.ctx.config.publicUrl).toBe('http://chorus.test');
    expect(url.pathname).toBe('/reset-password');
    expect(mail!.text).not.toContain('evil.com');
    expect(uid).toBe(await userId(email));
    // 256 random bits, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the token is stored.
    const stored = await t.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', uid).execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('sends no second mail within 60 seconds, and one again after', async () => {
    const email = demo('assistant');
    expect((await askReset(email)).statusCode).toBe(200);
    await waitForMails(email, 1);
    t.clock.advance(59);
    expect((await askReset(email)).statusCode).toBe(200);
    // A request 61 s after the first is allowed; once its mail is here, the one before is settled.
    t.clock.advance(2);
    expect((await askReset(email)).statusCode).toBe(200);
    await waitForMails(email, 2);
    expect((await outbox()).filter((m) => m.to === email)).toHaveLength(2);
  });

  it('sends one mail for requests that arrive together', async () => {
    const email = demo('assistant_PanMART');
    const answers = await Promise.all(Array.from({ length: 5 }, () => askReset(email)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await waitForMails(email, 1);
    t.clock.advance(61);
    expect((await askReset(email)).statusCode).toBe(200);
    await waitForMails(email, 2);
    expect((await outbox()).filter((m) => m.to === email)).toHaveLength(2);
    expect(
      await t.db
        .selectFrom('password_reset_tokens')
        .select('token_hash')
        .where('user_id', '=', await userId(email))
        .execute(),
    ).toHaveLength(2);
  });

  it('sends at most 5 mails an hour to one account', async () => {
    const email = demo('agency_manager');
    for (let i = 1; i <= 5; i++) {
      expect((await askReset(email)).statusCode).toBe(200);
      await waitForMails(email, i);
      t.clock.advance(61);
    }
    expect((await askReset(email)).statusCode).toBe(200);
    // Once a later request for someone else has been mailed, the sixth one is settled.
    await resetToken(demo('agency_team'));
    expect((await outbox()).filter((m) => m.to === email)).toHaveLength(5);
  });

  it('refuses a malformed address (400)', async () => {
    expect((await askReset('not-an-address')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/forget_password' })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/verify and POST /api/v1/reset_password', () => {
  it('says a live token is valid, and not for another user or a wrong token', async () => {
    const email = demo('sales');
    const requestedAt = t.clock.now().getTime();
    const { token, uid } = await resetToken(email);
    const response = await verify(token, uid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, expires_at: new Date(requestedAt + RESET_SECONDS * 1000).toISOString() });

    expect((await verify(token, await userId(demo('staff')))).json()).toEqual({ valid: false, expires_at: null });
    expect((await verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, uid)).json()).toEqual({ valid: false, expires_at: null });
  });

  it('resets once: ends every session, clears nothing else, signs in with the new password only', async () => {
    const email = demo('user_owner');
    const sessionA = await t.signIn(email);
    const sessionB = await t.signIn(email);
    const { token, uid } = await resetToken(email);
    const newPassword = 'Fresh-start-password-9!';

    const first = await reset({ token, user_id: uid, new_password: newPassword, confirm_password: newPassword });
    expect(first.statusCode).toBe(200);

    for (const session of [sessionA, sessionB]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: session.headers })).statusCode).toBe(401);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/refresh',
        headers: { cookie: `chorus_rt=${session.refreshToken}`, 'x-chorus-csrf': '1' },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    const live = await t.db.selectFrom('sessions').select('id').where('user_id', '=', uid).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);

    const second = await reset({ token, user_id: uid, new_password: 'Another-password-42!' });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.code).toBe('errors.resetTokenInvalid');
    expect((await verify(token, uid)).json().valid).toBe(false);

    expect((await login(t.app, { email, password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: 'Another-password-42!' })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: newPassword })).statusCode).toBe(200);
  });

  it('refuses a token for another user id', async () => {
    const { token } = await resetToken(demo('user_editor'));
    const response = await reset({ token, user_id: await userId(demo('staff')), new_password: 'Someone-elses-pass-1!' });
    expect(response.statusCode).toBe(400);
    expect((await login(t.app, { email: demo('staff'), password: 'Someone-elses-pass-1!' })).statusCode).toBe(401);
  });

  it('is valid 1 second before 30 minutes', async () => {
    const email = demo('user_manager');
    const { token, uid } = await resetToken(email);
    t.clock.advance(RESET_SECONDS - 1);
    expect((await verify(token, uid)).json().valid).toBe(true);
    const response = await reset({ token, user_id: uid, new_password: 'Just-in-time-pass-1!' });
    expect(response.statusCode).toBe(200);
    expect((await login(t.app, { email, password: 'Just-in-time-pass-1!' })).statusCode).toBe(200);
  });

  it('is refused 1 second after 30 minutes', async () => {
    const email = demo('user_finance');
    const { token, uid } = await resetToken(email);
    t.clock.advance(RESET_SECONDS + 1);
    expect((await verify(token, uid)).json()).toEqual({ valid: false, expires_at: null });
    const response = await reset({ token, user_id: uid, new_password: 'Too-late-password-1!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('errors.resetTokenInvalid');
    expect((await login(t.app, { email, password: 'Too-late-password-1!' })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('dies when the password is changed another way', async () => {
    const email = demo('intensive_cooperative_user');
    const { token, uid } = await resetToken(email);
    const session = await t.signIn(email);
    t.clock.advance(1);
    const changed = await changePassword(t.app, session.headers, DEMO_PASSWORD, 'Changed-meanwhile-7!');
    expect(changed.statusCode).toBe(200);
    expect((await verify(token, uid)).json().valid).toBe(false);
    expect((await reset({ token, user_id: uid, new_password: 'Stolen-link-pass-7!' })).statusCode).toBe(400);
  });
});

describe('new password rules', () => {
  const cases: [string, string, RegExp][] = [
    ['too short', 'Ab1!efgh', /at least 12 characters/],
    ['no digit', 'No-digits-at-all!', /must include a number/],
    ['no letter', '1234-5678-9012!', /must include a letter/],
    ['no special character', 'NoSpecials12345', /must include a special character/],
    ['common', 'Password123!', /too common/],
    ['common, decorated', 'Qwerty!2024', /too common|at least 12/],
    ['too long', `${'Aa1!'.repeat(32)}x`, /at most 128/],
  ];

  it.each(cases)('refuses a password that is %s, with a clear message on new_password', async (_label, password, message) => {
    const email = demo('reseller');
    const { token, uid } = (await validToken(email))!;
    const response = await reset({ token, user_id: uid, new_password: password }, { 'x-chorus-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('errors.invalidInput');
    expect(response.json().error.fields.new_password).toMatch(message);
    // The link was not used up by the refusal.
    expect((await verify(token, uid)).json().valid).toBe(true);
    expect((await login(t.app, { email, password })).statusCode).toBe(401);
  });

  it('refuses a confirmation that does not match', async () => {
    const { token, uid } = (await validToken(demo('reseller')))!;
    const response = await reset(
      { token, user_id: uid, new_password: 'Matching-pass-123!', confirm_password: 'Matching-pass-124!' },
      { 'x-chorus-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.confirm_password).toMatch(/do not match/);
  });

  it('translates the message', async () => {
    const { token, uid } = (await validToken(demo('reseller')))!;
    const messages = new Set<string>();
    for (const language of ['en', 'ja', 'zh-TW']) {
      const response = await reset({ token, user_id: uid, new_password: 'short' }, { 'x-chorus-language': language });
      expect(response.statusCode).toBe(400);
      messages.add(response.json().error.fields.new_password);
    }
    expect(messages.size).toBe(3);
  });

  let current: { token: string; uid: number } | null = null;
  async function validToken(email: string) {
    if (!current || !(await verify(current.token, current.uid)).json().valid) {
      t.clock.advance(61);
      current = await resetToken(email);
    }
    return current;
  }
});

describe('passwords are used exactly as typed', () => {
  async function setPasswordByReset(email: string, password: string) {
    t.clock.advance(61);
    const { token, uid } = await resetToken(email);
    const response = await reset({ token, user_id: uid, new_password: password });
    expect(response.statusCode, password).toBe(200);
  }

  it('accepts a 64-character password, and no shorter or longer variant of it', async () => {
    const email = demo('advertiser');
    const password = `Long-64-${'abcdefgh12345678'.repeat(4)}`.slice(0, 64);
    expect([...password]).toHaveLength(64);
    await setPasswordByReset(email, password);
    expect((await login(t.app, { email, password: password.slice(0, 63) })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: `${password}x` })).statusCode).toBe(401);
    expect((await login(t.app, { email, password })).statusCode).toBe(200);
  });

  it('accepts a 128-character password without truncating it (no 72-byte limit)', async () => {
    const email = demo('advertiser_client');
    const password = `Long-128-${'qrstuvwx98765432'.repeat(8)}`.slice(0, 128);
    expect([...password]).toHaveLength(128);
    await setPasswordByReset(email, password);
    // Same first 72 (and 127) characters, different ending.
    const sameStart = `${password.slice(0, 72)}${'Z9#'.repeat(20)}`.slice(0, 128);
    expect((await login(t.app, { email, password: sameStart })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: `${password.slice(0, 127)}!` })).statusCode).toBe(401);
    expect((await login(t.app, { email, password })).statusCode).toBe(200);
  });

  it('keeps trailing spaces: the password works only with them', async () => {
    const email = demo('advertiser_member');
    const password = 'Spaces-at-the-end-8  ';
    await setPasswordByReset(email, password);
    expect((await login(t.app, { email, password: password.trimEnd() })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: `${password} ` })).statusCode).toBe(401);
    expect((await login(t.app, { email, password })).statusCode).toBe(200);
  });

  it('does not normalise Unicode: a decomposed spelling does not match a composed one', async () => {
    const email = demo('producer.wang');
    const composed = 'Caf\u00e9-au-lait-2026!';
    const decomposed = 'Cafe\u0301-au-lait-2026!';
    await setPasswordByReset(email, composed);
    expect((await login(t.app, { email, password: decomposed })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: composed })).statusCode).toBe(200);
  });
});

describe('reset mail over real SMTP', () => {
  type Received = { from: string; to: string[]; raw: string };
  const received: Received[] = [];
  let smtp: SMTPServer;
  let app: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await startTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('delivers the reset link to the SMTP server, and the link works', async () => {
    const email = demo('viewer');
    const asked = await app.app.inject({ method: 'GET', url: `/api/v1/forget_password?email=${encodeURIComponent(email)}`, headers: { host: 'evil.com' } });
    expect(asked.statusCode).toBe(200);
    for (let attempt = 0; attempt < 200 && received.length === 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.to).toEqual([email]);
    const parts = mailParts(message.raw);
    expect(parts.contentType).toBe('multipart/alternative');
    const text = parts.text!;
    expect(parts.html).toContain(`href="${/https?:\/\/\S+/.exec(text)![0].replace(/&/g, '&amp;')}"`);
    expect(text).not.toContain('evil.com');
    const { url, token, uid } = linkIn(text);
    expect(url.origin).toBe('http://chorus.test');

    // No outbox is kept with SMTP (issue 9): nothing written, nothing to read.
    const admin = await app.signIn(demo('admin'));
    const box = await app.app.inject({ method: 'GET', url: '/api/v1/outbox', headers: admin.headers });
    expect(box.statusCode).toBe(404);
    expect(await readdir(path.join(app.dataDir, 'outbox')).catch(() => [])).toEqual([]);

    const newPassword = 'Delivered-by-smtp-5!';
    const done = await app.app.inject({ method: 'POST', url: '/api/v1/reset_password', payload: { token, user_id: uid, new_password: newPassword } });
    expect(done.statusCode).toBe(200);
    expect((await login(app.app, { email, password: newPassword })).statusCode).toBe(200);
  });
});
