// The failure counter's rules beyond the basic five-and-fifteen (login.routes.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, login, startTestApp, type TestApp } from '../../../test/harness.ts';
import { recordLoginSuccess, reserveLoginAttempt } from './auth.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const state = async (id: number) => t.db.selectFrom('users').select(['failed_logins', 'locked_until']).where('id', '=', id).executeTakeFirstOrThrow();
const wrongLogin = (key: string) => login(t.app, { email: demo(key), password: 'Wrong-password-1!' });

describe('the failure counter', () => {
  it('forgets failures more than 15 minutes apart', async () => {
    const id = await t.demoUserId('sales');
    for (let i = 0; i < 4; i++) expect((await wrongLogin('sales')).statusCode).toBe(401);
    expect((await state(id)).failed_logins).toBe(4);
    t.clock.advance(15 * 60 + 1);
    expect((await wrongLogin('sales')).statusCode).toBe(401);
    expect(await state(id)).toEqual({ failed_logins: 1, locked_until: null });
  });

  it('is not cleared by a right password that raced an attack which locked the account', async () => {
    const id = await t.demoUserId('assistant_PanMART');
    const now = t.clock.now();
    const mine = await reserveLoginAttempt(t.db, id, now);
    for (let i = 0; i < 4; i++) await reserveLoginAttempt(t.db, id, now);
    expect((await state(id)).locked_until).not.toBeNull();
    await recordLoginSuccess(t.db, id, mine!, now);
    const after = await state(id);
    expect(after.failed_logins).toBe(5);
    expect(after.locked_until).not.toBeNull();
  });

  it('counts wrong current passwords on a password change, and locks after five', async () => {
    const session = await t.signIn(demo('agency_team'));
    const id = await t.demoUserId('agency_team');
    const change = (old: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/change_password',
        headers: session.headers,
        payload: { old_password: old, new_password: 'Another-strong-pass-9!' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`Guess-number-${i}!`)).statusCode).toBe(400);
    expect((await state(id)).locked_until).not.toBeNull();
    // Even the right current password is refused while locked, and nothing changed.
    const refused = await change('Chorus-demo-2026!');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('errors.oldPasswordWrong');
    expect((await login(t.app, { email: demo('agency_team'), password: 'Chorus-demo-2026!' })).statusCode).toBe(401);
  });
});
