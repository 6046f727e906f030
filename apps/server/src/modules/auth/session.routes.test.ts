// Sessions against the real server and database: access-token expiry and forgery (security plan 18),
// logout, refresh rotation with reuse detection (plan 19) and its reuse interval, password change ending the other
// sessions, and the CSRF rules for cookie-authenticated writes (plan 20).
import { createHash, createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, DEMO_PASSWORD, demo, login, sessionFrom, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { SessionStore } from './session-store.ts';

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

describe('refresh-token reuse interval (two tabs refreshing at once)', () => {
  const reuse = () => t.ctx.config.refreshReuseSeconds;
  const sid = (accessToken: string) => decodePart(accessToken.split('.')[1]!).sid as string;
  const tokenRows = (sessionId: string) => t.db.selectFrom('refresh_tokens').select(['token_hash', 'rotated_at']).where('session_id', '=', sessionId).execute();

  it('is 30 seconds unless configured', () => {
    expect(t.ctx.config.refreshReuseSeconds).toBe(30);
  });

  it('answers the same token again within the interval with the same successor and keeps the session', async () => {
    const session = await t.signIn(demo('finance'));
    t.clock.advance(1);
    const firstTab = await refresh(session.refreshToken);
    expect(firstTab.statusCode).toBe(200);
    const first = sessionFrom(firstTab);

    t.clock.advance(reuse());
    const secondTab = await refresh(session.refreshToken);
    expect(secondTab.statusCode).toBe(200);
    const second = sessionFrom(secondTab);
    // The successor again, not a second branch of the family; with a fresh, working access token.
    expect(second.refreshToken).toBe(first.refreshToken);
    expect(secondTab.json().access_token).toBe(second.accessToken);
    expect(sid(second.accessToken)).toBe(sid(session.accessToken));
    // Its cookie lives as long as the successor does (issued `reuse` seconds earlier).
    expect(cookieNamed(secondTab, 'chorus_rt')!.maxAge).toBe(t.ctx.config.refreshTokenSeconds - reuse());
    for (const access of [first.accessToken, second.accessToken]) {
      const info = await userInfo(bearer(access));
      expect(info.statusCode).toBe(200);
      expect(info.json().email).toBe(demo('finance'));
    }
    const row = await sessionRow(session.accessToken);
    expect(row.revoked_at).toBeNull();
    expect(await tokenRows(row.id)).toHaveLength(2);

    // The stored seal is not the successor, and the database holds no token in clear.
    const stored = await t.db.selectFrom('refresh_tokens').selectAll().where('session_id', '=', row.id).execute();
    for (const r of stored) {
      for (const value of Object.values(r)) {
        expect(String(value)).not.toContain(first.refreshToken);
        expect(String(value)).not.toContain(session.refreshToken);
      }
    }

    // The family goes on as usual.
    const next = await refresh(first.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await userInfo(bearer(sessionFrom(next).accessToken))).statusCode).toBe(200);
  });

  it('revokes the whole family when the token comes back after the interval', async () => {
    const session = await t.signIn(demo('finance'));
    const first = sessionFrom(await refresh(session.refreshToken));
    expect(first.refreshToken).not.toBe('');

    t.clock.advance(reuse() + 1);
    const late = await refresh(session.refreshToken);
    expect(late.statusCode).toBe(401);
    expectCleared(late, 'chorus_rt');
    const row = await sessionRow(session.accessToken);
    expect(row.revoked_reason).toBe('refresh_reuse');
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await userInfo(bearer(first.accessToken))).statusCode).toBe(401);
  });

  it('does not extend to a token two rotations back, even inside the interval', async () => {
    const session = await t.signIn(demo('finance'));
    const first = sessionFrom(await refresh(session.refreshToken));
    // A second tab within the interval is fine…
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    const second = sessionFrom(await refresh(first.refreshToken));
    // Only the token rotated into the live one keeps its sealed successor.
    const seals = await t.db
      .selectFrom('refresh_tokens')
      .select(['successor_hash', 'successor_sealed'])
      .where('session_id', '=', sid(session.accessToken))
      .where('successor_sealed', 'is not', null)
      .execute();
    expect(seals).toHaveLength(1);
    expect(seals[0]!.successor_hash).toBe(createHash('sha256').update(second.refreshToken).digest('hex'));
    t.clock.advance(1);
    // …but once the successor has itself been rotated, the first token is two back.
    const older = await refresh(session.refreshToken);
    expect(older.statusCode).toBe(401);
    expect((await sessionRow(session.accessToken)).revoked_reason).toBe('refresh_reuse');
    // The whole family is gone, the immediately previous and the newest token included.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await userInfo(bearer(second.accessToken))).statusCode).toBe(401);
  });

  it('gives nothing to a token whose session was signed out inside the interval', async () => {
    const session = await t.signIn(demo('finance'));
    const first = sessionFrom(await refresh(session.refreshToken));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: first.headers })).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await sessionRow(session.accessToken)).revoked_reason).toBe('logout');
  });

  it('stays bounded under 20 parallel refreshes with one token: one rotation, one successor for all', async () => {
    const session = await t.signIn(demo('finance'));
    const responses = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refreshToken)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(responses.map((r) => sessionFrom(r).refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as [string];
    expect(successor).not.toBe(session.refreshToken);
    const sessionId = sid(session.accessToken);
    // No new sessions, and exactly one token added to the family.
    expect(new Set(responses.map((r) => sid(sessionFrom(r).accessToken)))).toEqual(new Set([sessionId]));
    const rows = await tokenRows(sessionId);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.rotated_at === null)).toHaveLength(1);
    expect((await sessionRow(session.accessToken)).revoked_at).toBeNull();

    // The successor rotates normally, and then 20 parallel replays of the old token revoke.
    const next = sessionFrom(await refresh(successor));
    const replays = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refreshToken)));
    expect(replays.map((r) => r.statusCode)).toEqual(Array(20).fill(401));
    expect((await sessionRow(session.accessToken)).revoked_reason).toBe('refresh_reuse');
    expect(await tokenRows(sessionId)).toHaveLength(3);
    expect((await userInfo(bearer(next.accessToken))).statusCode).toBe(401);
  });

  it('with the interval set to 0, any reuse revokes at once (the behaviour before the interval)', async () => {
    const session = await t.signIn(demo('finance'));
    const strict = new SessionStore(t.ctx.db, t.ctx.bus, t.clock, t.ctx.config.refreshTokenSeconds, 0);
    const rotated = await strict.rotate(session.refreshToken);
    expect(rotated).not.toBeNull();
    const stored = await t.db.selectFrom('refresh_tokens').select('successor_sealed').where('session_id', '=', sid(session.accessToken)).execute();
    expect(stored.map((r) => r.successor_sealed)).toEqual([null, null]);
    expect(await strict.rotate(session.refreshToken)).toBeNull();
    expect((await sessionRow(session.accessToken)).revoked_reason).toBe('refresh_reuse');
    expect((await refresh(rotated!.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/change_password', () => {
  const NEW_PASSWORD = 'Changed-password-2026#';

  it('needs the right old password and then ends the other sessions, keeping the current one', async () => {
    const email = demo('advertising_partner');
    const current = await t.signIn(email);
    const other = await t.signIn(email);
    const third = await t.signIn(email);

    const wrongOld = await changePassword(t.app, { ...current.headers, 'x-chorus-language': 'en' }, 'Not-the-old-one-1!', NEW_PASSWORD);
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
      const response = await changePassword(t.app, session.headers, DEMO_PASSWORD, weak);
      expect(response.statusCode, weak).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['new_password']);
    }
    expect((await login(t.app, { email: demo('sales'), password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a signed-out caller', async () => {
    const response = await changePassword(t.app, {}, DEMO_PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(401);
  });
});

describe('CSRF on cookie-authenticated writes', () => {
  let session: Session;
  beforeAll(async () => {
    session = await t.signIn(demo('user'));
  });

  const edit = (headers: Record<string, string>, name: string) => t.app.inject({ method: 'POST', url: '/api/v1/edit_user_info', headers, payload: { name } });
  const currentName = async () => (await t.db.selectFrom('users').select('name').where('email', '=', demo('user')).executeTakeFirstOrThrow()).name;

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
