// Two app instances on one database, as two API processes behind a balancer (issue 25): the
// per-address sign-in limit is one count for both, the sign-in lockout stays exact at five
// failures made through either, and a session ended through one is refused by the other within
// 200 ms (its cached copy dropped by the NOTIFY), as is a permission taken away.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createContext, type Running } from '../bootstrap.ts';
import { changePassword, demo, DEMO_PASSWORD, login, sessionFrom, startTestApp, type TestApp } from '../../test/harness.ts';
import { until } from '../../test/until.ts';

const LIMIT = 3;
let t: TestApp;
let second: Running;
let other: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp({ config: { authRequestsPerMinute: LIMIT } });
  second = await createContext(t.config, t.databaseUrl, t.clock);
  other = await buildApp(second.ctx);
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await second?.close();
  await t?.close();
});

/** A fresh minute: every address's window has run out. */
const nextMinute = () => t.clock.advance(61);
const userInfo = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/user_info', headers });

describe('two API processes on one database', () => {
  it('share the per-address sign-in limit', async () => {
    nextMinute();
    // LIMIT sign-ins in all pass, alternating between the processes; the next is refused by either.
    for (let i = 0; i < LIMIT; i++) {
      const response = await login(i % 2 === 0 ? t.app : other, { email: demo('nobody'), password: 'Wrong-password-1!' });
      expect(response.statusCode).toBe(401);
    }
    for (const app of [t.app, other]) {
      const refused = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: demo('nobody'), password: 'x' } });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    nextMinute();
    expect((await login(other, { email: demo('nobody'), password: 'Wrong-password-1!' })).statusCode).toBe(401);
  });

  it('lock an account at exactly five failures made through either', async () => {
    nextMinute();
    const email = demo('viewer');
    for (let i = 0; i < 4; i++) {
      if (i === 2) nextMinute();
      expect((await login(i % 2 === 0 ? t.app : other, { email, password: `Wrong-${i}-password!` })).statusCode).toBe(401);
    }
    // Four failures: the right password still signs in (the count is not reached).
    nextMinute();
    const fine = await login(other, { email, password: DEMO_PASSWORD });
    expect(fine.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      if (i % 2 === 0) nextMinute();
      expect((await login(i % 2 === 0 ? other : t.app, { email, password: `Wrong-${i}-again!` })).statusCode).toBe(401);
    }
    nextMinute();
    for (const app of [t.app, other]) expect((await login(app, { email, password: DEMO_PASSWORD })).statusCode).toBe(401);
    const row = await t.db.selectFrom('users').select(['failed_logins', 'locked_until']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(5);
    expect(row.locked_until).not.toBeNull();
  });

  it('end, in the other process within 200 ms, a session a password change ended in one', async () => {
    nextMinute();
    const email = demo('advertising_partner');
    const current = sessionFrom(await login(t.app, { email, password: DEMO_PASSWORD }));
    const elsewhere = sessionFrom(await login(t.app, { email, password: DEMO_PASSWORD }));
    // The other process has the session in its cache.
    expect((await userInfo(other, elsewhere.headers)).statusCode).toBe(200);
    const changed = await changePassword(t.app, current.headers, DEMO_PASSWORD, 'Changed-on-one-2026#');
    expect(changed.statusCode).toBe(200);
    const started = Date.now();
    await until(
      async () => (await userInfo(other, elsewhere.headers)).statusCode,
      (status) => status === 401,
      200,
    );
    expect(Date.now() - started).toBeLessThan(200);
    // The session the change was made in goes on in both.
    for (const app of [t.app, other]) expect((await userInfo(app, current.headers)).statusCode).toBe(200);
  });
});
