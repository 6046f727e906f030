// Account switching, rule by rule (security plan 22): administrator-level accounts only, never into
// equal or higher rights, no chaining, switching back returns to the original account, credential
// and bank changes are refused while switched, the target's own sign-ins never carry the switch,
// and the system log records both identities, one row per event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../../test/error-body.ts';
import { changePassword, demo, sessionFrom, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { demoPasswordHash, insertUser } from '../../../test/fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const userInfo = (session: Session) => t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: session.headers });
const switchTo = (session: Session, target: string | number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/switch_account?target=${encodeURIComponent(String(target))}`, headers: session.headers });
const switchBack = (session: Session) => t.app.inject({ method: 'POST', url: '/api/v1/switch_back', headers: session.headers });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: number; act?: number };
const auditRows = (action: string) =>
  t.db.selectFrom('audit_log').select(['actor_id', 'real_actor_id', 'target_user_id']).where('action', '=', action).orderBy('id').execute();

describe('who may switch into whom', () => {
  it('admin → staff works: the new session is the staff account with the admin as actor', async () => {
    const admin = await t.signIn(demo('admin'));
    const response = await switchTo(admin, demo('staff'));
    expect(response.statusCode, response.body).toBe(200);
    const switched = sessionFrom(response);
    expect(response.json()).toMatchObject({ user_id: await t.demoUserId('staff'), real_user_id: await t.demoUserId('admin'), token_type: 'Bearer' });
    expect(claimsOf(switched.accessToken)).toMatchObject({ sub: await t.demoUserId('staff'), act: await t.demoUserId('admin') });
    const info = (await userInfo(switched)).json();
    expect(info).toMatchObject({ email: demo('staff'), account_type: 'staff', switched_by: { id: await t.demoUserId('admin'), email: demo('admin') } });
    // The administrator's own session has ended; its cookies were replaced.
    expect((await userInfo(admin)).statusCode).toBe(401);
    const session = await t.db
      .selectFrom('sessions')
      .select(['user_id', 'real_user_id'])
      .where('user_id', '=', await t.demoUserId('staff'))
      .where('real_user_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(session.real_user_id).toBe(await t.demoUserId('admin'));
  });

  it('staff cannot switch; super staff cannot switch into admin, itself or its equal; invited accounts are not there', async () => {
    expect(answerOf(await switchTo(await t.signIn(demo('staff')), demo('viewer')))).toBe('403 errors.forbidden');
    const superStaff = await t.signIn(demo('super_staff'));
    expect(answerOf(await switchTo(superStaff, demo('admin')))).toBe('403 errors.targetOutranks');
    expect(answerOf(await switchTo(superStaff, demo('super_staff')))).toBe('403 errors.notOnYourself');
    const second = await insertUser(t.db, {
      email: 'second.super@example.com',
      password_hash: await demoPasswordHash(t.db),
      account_type: 'super_staff',
      name: 'Second',
    });
    expect(answerOf(await switchTo(superStaff, second))).toBe('403 errors.targetOutranks');
    const admin = await t.signIn(demo('admin'));
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invite_member',
      headers: admin.headers,
      payload: { email: 'not.yet@example.com', account_type: 'viewer' },
    });
    expect(answerOf(await switchTo(admin, invited.json().invitation.user_id))).toBe('404 errors.notFound');
    expect(answerOf(await switchTo(admin, 'nobody@example.com'))).toBe('404 errors.notFound');
    // Still signed in as itself after all these refusals.
    expect((await userInfo(superStaff)).json().email).toBe(demo('super_staff'));
  });

  it('no chaining: admin → super staff works, but that session cannot switch again', async () => {
    const admin = await t.signIn(demo('admin'));
    const switched = sessionFrom(await switchTo(admin, demo('super_staff')));
    expect((await userInfo(switched)).json().account_type).toBe('super_staff');
    expect(answerOf(await switchTo(switched, demo('viewer')))).toBe('403 errors.switchChain');
  });
});

describe('switching back', () => {
  it('returns to the original account in a fresh session; the switched one is over', async () => {
    const admin = await t.signIn(demo('admin'));
    const switched = sessionFrom(await switchTo(admin, demo('user_owner')));
    // A refresh keeps the switch (and its actor).
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: switched.headers });
    expect(refreshed.statusCode).toBe(200);
    const stillSwitched = sessionFrom(refreshed);
    expect(claimsOf(stillSwitched.accessToken).act).toBe(await t.demoUserId('admin'));

    const back = await switchBack(stillSwitched);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ user_id: await t.demoUserId('admin'), real_user_id: null });
    const original = sessionFrom(back);
    expect(claimsOf(original.accessToken).act).toBeUndefined();
    expect((await userInfo(original)).json()).toMatchObject({ email: demo('admin'), switched_by: null });
    expect((await userInfo(stillSwitched)).statusCode).toBe(401);
    expect(answerOf(await switchBack(original))).toBe('409 errors.notSwitched');
  });

  it("the target's own sign-in never carries the switch", async () => {
    const admin = await t.signIn(demo('admin'));
    const switched = sessionFrom(await switchTo(admin, demo('finance')));
    const own = await t.signIn(demo('finance'));
    expect((await userInfo(own)).json().switched_by).toBeNull();
    expect(claimsOf(own.accessToken).act).toBeUndefined();
    expect(answerOf(await switchBack(own))).toBe('409 errors.notSwitched');
    // Both sessions live side by side; ending one leaves the other.
    expect((await userInfo(switched)).json().switched_by.email).toBe(demo('admin'));
    await switchBack(switched);
    expect((await userInfo(own)).json().email).toBe(demo('finance'));
  });
});

describe('while switched', () => {
  it('password, e-mail and payout changes are refused; other changes go through', async () => {
    const admin = await t.signIn(demo('admin'));
    const switched = sessionFrom(await switchTo(admin, demo('super_staff')));
    const before = await t.db.selectFrom('users').selectAll().where('email', '=', demo('super_staff')).executeTakeFirstOrThrow();
    const passwordChange = await changePassword(t.app, switched.headers, 'Chorus-demo-2026!', 'Wz5#kq8!Lm2xv');
    expect(answerOf(passwordChange)).toBe('403 errors.refusedWhileSwitched');
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/v1/edit_user_info',
      headers: switched.headers,
      payload: { identity_number: 'A123456789' },
    });
    expect(answerOf(bank)).toBe('403 errors.refusedWhileSwitched');
    const email = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user_change_email?original_email=${encodeURIComponent(demo('viewer'))}&new_email=switched%40example.com`,
      headers: switched.headers,
    });
    expect(answerOf(email)).toBe('403 errors.refusedWhileSwitched');
    expect(await t.db.selectFrom('users').selectAll().where('email', '=', demo('super_staff')).executeTakeFirstOrThrow()).toEqual(before);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', demo('viewer')).executeTakeFirst()).toBeDefined();
    const name = await t.app.inject({ method: 'POST', url: '/api/v1/edit_user_info', headers: switched.headers, payload: { name: '林志明' } });
    expect(name.statusCode).toBe(200);
  });

  it('actions in a switched session are logged as the account, with the administrator behind it', async () => {
    const admin = await t.signIn(demo('admin'));
    const switched = sessionFrom(await switchTo(admin, demo('user_owner')));
    const channel = (await userInfo(switched)).json().owner_channels[0].channel_id;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invite_member',
      headers: switched.headers,
      payload: { email: 'by.switched@example.com', account_type: 'user_editor', channel_id: channel },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const row = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'real_actor_id'])
      .where('action', '=', 'invitation.create')
      .where('target_user_id', '=', invited.json().invitation.user_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ actor_id: await t.demoUserId('user_owner'), real_actor_id: await t.demoUserId('admin') });
    await switchBack(switched);
  });
});

describe('the system log', () => {
  it('has exactly one row per switch and per switch back, with actor and real actor', async () => {
    const admin = await t.demoUserId('admin');
    const starts = await auditRows('switch.start');
    const backs = await auditRows('switch.back');
    // Successful switches in this file: staff, super staff (twice), user owner (twice), finance; back: user owner (twice), finance.
    expect(starts.map((r) => r.target_user_id)).toEqual([
      await t.demoUserId('staff'),
      await t.demoUserId('super_staff'),
      await t.demoUserId('user_owner'),
      await t.demoUserId('finance'),
      await t.demoUserId('super_staff'),
      await t.demoUserId('user_owner'),
    ]);
    expect(starts.every((r) => r.actor_id === admin && r.real_actor_id === admin)).toBe(true);
    expect(backs).toEqual([
      { actor_id: await t.demoUserId('user_owner'), real_actor_id: admin, target_user_id: await t.demoUserId('user_owner') },
      { actor_id: await t.demoUserId('finance'), real_actor_id: admin, target_user_id: await t.demoUserId('finance') },
      { actor_id: await t.demoUserId('user_owner'), real_actor_id: admin, target_user_id: await t.demoUserId('user_owner') },
    ]);
  });
});
