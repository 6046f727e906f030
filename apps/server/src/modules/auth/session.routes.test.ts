// Sessions against the real server and database: access-token expiry and forgery (security plan 18),
// logout, refresh rotation with reuse detection (plan 19), password change ending the other
// sessions, and the CSRF rules for cookie-authenticated writes (plan 20).
import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demo, login, sessionFrom, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const userInfo = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: { cookie: `chorus_rt=${refreshToken}`, 'x-chorus-csrf': '1' } });

function b64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}
function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
function cookieNamed(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((c) => c.name === name);
}
function expectCleared(response: LightMyRequestResponse, name: string) {
  const cookie = cookieNamed(response, name);
  expect(cookie, name).toBeDefined();
  expect(cookie!.value).toBe('');
  const expired = (cookie!.expires && cookie!.expires.getTime() <= Date.now()) || cookie!.maxAge === 0;
  expect(expired, name).toBe(true);
}

async function sessionRow(accessToken: string) {
  const sid = decodePart(accessToken.split('.')[1]!).sid as string;
  return t.db.selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirstOrThrow();
}

describe('access tokens', () => {
  it('are accepted until they expire and refused after', async () => {
    const session = await t.signIn(demo('staff'));
    const claims = decodePart(session.accessToken.split('.')[1]!);
    expect((claims.exp as number) - (claims.iat as number)).toBe(t.ctx.config.accessTokenSeconds);

    t.clock.advance(t.ctx.config.accessTokenSeconds - 1);
    expect((await userInfo(session.headers)).statusCode).toBe(200);
    t.clock.advance(2);
    const expired = await userInfo(session.headers);
    expect(expired.statusCode).toBe(401);
    expect((await userInfo(bearer(session.accessToken))).statusCode).toBe(401);
  });

  it('work as a Bearer header without any cookie', async () => {
    const session = await t.signIn(demo('staff'));
    const response = await userInfo(bearer(session.accessToken));
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(demo('staff'));
  });

  it('are refused when tampered with, unsigned (alg none), signed otherwise, or garbage', async () => {
    const session = await t.signIn(demo('staff'));
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', demo('admin')).executeTakeFirstOrThrow();
    const [head, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const claims = decodePart(payload);

    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const asAdmin = b64url({ ...claims, sub: admin.id });
    const longer = b64url({ ...claims, exp: (claims.exp as number) + 3600 });
    const none = b64url({ alg: 'none', typ: 'JWT' });
    const hs512 = b64url({ alg: 'HS512', typ: 'JWT' });
    const otherSecret = createHmac('sha256', 'not-the-server-secret').update(`${head}.${asAdmin}`).digest('base64url');
    const forged = [
      `${head}.${payload}.${flipped}`,
      `${head}.${asAdmin}.${signature}`,
      `${head}.${longer}.${signature}`,
      `${none}.${payload}.`,
      `${none}.${asAdmin}.`,
      `${none}.${payload}.${signature}`,
      `${hs512}.${payload}.${signature}`,
      `${head}.${asAdmin}.${otherSecret}`,
      `${head}.${payload}`,
      'garbage',
      'a.b.c',
      '...',
      `${head}.${b64url('not json')}.${createHmac('sha256', 'x').update('y').digest('base64url')}`,
    ];
    // The untouched token works, so every refusal below is due to the change.
    expect((await userInfo(bearer(session.accessToken))).statusCode).toBe(200);
    for (const token of forged) {
      const viaHeader = await userInfo(bearer(token));
      expect(viaHeader.statusCode, token).toBe(401);
      const viaCookie = await userInfo({ cookie: `chorus_at=${token}` });
      expect(viaCookie.statusCode, token).toBe(401);
    }
  });

  it('without credentials, the answer is 401', async () => {
    expect((await userInfo({})).statusCode).toBe(401);
    expect((await userInfo({ authorization: 'Bearer ' })).statusCode).toBe(401);
    expect((await userInfo({ authorization: 'Basic YWRtaW46YWRtaW4=' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/logout', () => {
  it('revokes the session server-side and clears the cookies', async () => {
    const session = await t.signIn(demo('viewer'));
    const other = await t.signIn(demo('viewer'));
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: session.headers });
    expect(response.statusCode).toBe(200);
    for (const name of ['chorus_at', 'chorus_rt', 'chorus_signed_in']) expectCleared(response, name);

    expect((await userInfo(bearer(session.accessToken))).statusCode).toBe(401);
    expect((await userInfo({ cookie: session.cookie })).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const row = await sessionRow(session.accessToken);
    expect(row.revoked_at).not.toBeNull();
    expect(row.revoked_reason).toBe('logout');
    // Only that session ended.
    expect((await userInfo(other.headers)).statusCode).toBe(200);
  });

  it('revokes the session named by a Bearer token', async () => {
    const session = await t.signIn(demo('viewer'));
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(session.accessToken) });
    expect(response.statusCode).toBe(200);
    expect((await userInfo(bearer(session.accessToken))).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('revokes the session of the refresh cookie once the access token has expired', async () => {
    const session = await t.signIn(demo('viewer'));
    t.clock.advance(t.ctx.config.accessTokenSeconds + 1);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect((await sessionRow(session.accessToken)).revoked_at).not.toBeNull();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/refresh', () => {
  it('refuses a cookie refresh without the CSRF header and leaves the token usable', async () => {
    const session = await t.signIn(demo('finance'));
    const forged = await t.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: { cookie: `chorus_rt=${session.refreshToken}` } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('errors.csrf');
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('rotates the refresh token and issues a working access token', async () => {
    const session = await t.signIn(demo('finance'));
    t.clock.advance(1);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = sessionFrom(response);
    expect(next.refreshToken).not.toBe('');
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.accessToken).not.toBe(session.accessToken);
    expect(response.json().access_token).toBe(next.accessToken);
    expect(cookieNamed(response, 'chorus_rt')!.httpOnly).toBe(true);

    const info = await userInfo(bearer(next.accessToken));
    expect(info.statusCode).toBe(200);
    expect(info.json().email).toBe(demo('finance'));
    // Same session, new token.
    expect(decodePart(next.accessToken.split('.')[1]!).sid).toBe(decodePart(session.accessToken.split('.')[1]!).sid);
    // And the newest one rotates again.
    const again = await refresh(next.refreshToken);
    expect(again.statusCode).toBe(200);
  });

  it('refuses the old refresh token and then revokes the whole family, newest tokens included', async () => {
    const session = await t.signIn(demo('finance'));
    const bystander = await t.signIn(demo('finance'));
    const first = sessionFrom(await refresh(session.refreshToken));
    const second = sessionFrom(await refresh(first.refreshToken));
    expect((await userInfo(bearer(second.accessToken))).statusCode).toBe(200);

    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(cookieNamed(replay, 'chorus_rt')?.value ?? '').toBe('');

    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await userInfo(bearer(second.accessToken))).statusCode).toBe(401);
    expect((await userInfo(bearer(first.accessToken))).statusCode).toBe(401);
    const row = await sessionRow(session.accessToken);
    expect(row.revoked_reason).toBe('refresh_reuse');
    // Another session of the same user is a different family.
    expect((await userInfo(bystander.headers)).statusCode).toBe(200);
    expect((await refresh(bystander.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/refresh' })).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const session = await t.signIn(demo('finance'));
    t.clock.advance(t.ctx.config.refreshTokenSeconds + 1);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/change_password', () => {
  const NEW_PASSWORD = 'Changed-password-2026#';

  it('needs the right old password and then ends the other sessions, keeping the current one', async () => {
    const email = demo('advertising_partner');
    const current = await t.signIn(email);
    const other = await t.signIn(email);
    const third = await t.signIn(email);

    const wrongOld = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change_password',
      headers: { ...current.headers, 'x-chorus-language': 'en' },
      payload: { old_password: 'Not-the-old-one-1!', new_password: NEW_PASSWORD },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().error.fields.old_password).toMatch(/current password is incorrect/);
    expect((await userInfo(other.headers)).statusCode).toBe(200);
    expect((await login(t.app, { email, password: NEW_PASSWORD })).statusCode).toBe(401);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change_password',
      headers: current.headers,
      payload: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);

    for (const ended of [other, third]) {
      expect((await userInfo(ended.headers)).statusCode).toBe(401);
      expect((await userInfo(bearer(ended.accessToken))).statusCode).toBe(401);
      expect((await refresh(ended.refreshToken)).statusCode).toBe(401);
      expect((await sessionRow(ended.accessToken)).revoked_reason).toBe('password_changed');
    }
    expect((await userInfo(current.headers)).statusCode).toBe(200);
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);

    expect((await login(t.app, { email, password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const session = await t.signIn(demo('sales'));
    for (const weak of ['short-1!', 'Password123!', 'no-digits-here!']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/change_password',
        headers: session.headers,
        payload: { old_password: DEMO_PASSWORD, new_password: weak },
      });
      expect(response.statusCode, weak).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['new_password']);
    }
    expect((await login(t.app, { email: demo('sales'), password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a signed-out caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change_password',
      payload: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('CSRF on cookie-authenticated writes', () => {
  let session: Session;
  beforeAll(async () => {
    session = await t.signIn(demo('user'));
  });

  const edit = (headers: Record<string, string>, name: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/edit_user_info', headers, payload: { name } });
  const currentName = async () =>
    (await t.db.selectFrom('users').select('name').where('email', '=', demo('user')).executeTakeFirstOrThrow()).name;

  it('refuses a cookie POST without the x-chorus-csrf header (403), changing nothing', async () => {
    const before = await currentName();
    const response = await edit({ cookie: session.cookie }, 'Changed by CSRF');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('errors.csrf');
    const wrongValue = await edit({ cookie: session.cookie, 'x-chorus-csrf': '0' }, 'Changed by CSRF');
    expect(wrongValue.statusCode).toBe(403);
    expect(await currentName()).toBe(before);
  });

  it('refuses a cookie POST from a foreign Origin even with the header', async () => {
    const before = await currentName();
    for (const origin of ['https://evil.example', 'http://chorus.test.evil.example', 'null', 'http://chorus.test:8080']) {
      const response = await edit({ ...session.headers, host: 'chorus.test', origin }, 'Changed by CSRF');
      expect(response.statusCode, origin).toBe(403);
    }
    expect(await currentName()).toBe(before);
  });

  it('accepts a cookie POST with the header from its own origin', async () => {
    const response = await edit({ ...session.headers, host: 'chorus.test', origin: 'http://chorus.test' }, 'Same Origin Name');
    expect(response.statusCode).toBe(200);
    expect(await currentName()).toBe('Same Origin Name');
  });

  it('refuses a cross-site form upload to set_avatar and a cookie logout without the header', async () => {
    const boundary = 'csrfboundary';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/set_avatar',
      headers: { cookie: session.cookie, origin: 'https://evil.example', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(403);

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { cookie: session.cookie } });
    expect(logout.statusCode).toBe(403);
    expect((await userInfo(session.headers)).statusCode).toBe(200);
  });

  it('needs no CSRF header for a Bearer request', async () => {
    const response = await edit(bearer(session.accessToken), 'Bearer Name');
    expect(response.statusCode).toBe(200);
    expect(await currentName()).toBe('Bearer Name');
  });
});
