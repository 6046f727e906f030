// The system log (security plan 31): exactly one row per security event with actor, real actor,
// target, address and time; control characters encoded; the syslog page's filters; and the rows
// are append-only: the application's own database role cannot change or delete them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, demo, login, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { auditRows } from '../../../test/audit-log.ts';
import { APP_ROLE } from '../../db/app-role.ts';
import { audit } from '../../audit/audit-log.ts';
import { rowCount } from '../../../test/row-count.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(demo('admin'));
});
afterAll(async () => t?.close());

const syslog = (query: string, session = admin) => t.app.inject({ method: 'GET', url: `/api/v1/syslog${query}`, headers: session.headers });

describe('sign-in events', () => {
  it('a sign-in writes one row; a failure one; the fifth failure one more for the lockout', async () => {
    const viewer = await t.demoUserId('viewer');
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    expect((await login(t.app, { email: demo('viewer'), password: 'Chorus-demo-2026!' }, headers)).statusCode).toBe(200);
    const signIns = await auditRows(t.db, 'auth.login', { user: viewer });
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ actor_id: viewer, real_actor_id: viewer, target_user_id: viewer, ip: '127.0.0.1' });
    expect(Math.abs(signIns[0]!.created_at.getTime() - t.clock.now().getTime())).toBeLessThan(1000);

    for (let i = 1; i <= 5; i++) await login(t.app, { email: demo('viewer'), password: `wrong-password-${i}!` });
    const failures = await auditRows(t.db, 'auth.login_failed', { user: viewer });
    expect(failures.map((r) => r.details)).toEqual([1, 2, 3, 4, 5].map((attempt) => ({ reason: 'wrong_password', attempt })));
    expect(failures.every((r) => r.actor_id === null && r.real_actor_id === null)).toBe(true);
    expect((await auditRows(t.db, 'auth.lockout', { user: viewer })).map((r) => r.details)).toEqual([{ failures: 5, via: 'login' }]);

    // Locked: the right password is refused, and logged as such (no second lockout row).
    await login(t.app, { email: demo('viewer'), password: 'Chorus-demo-2026!' });
    expect((await auditRows(t.db, 'auth.login_failed', { user: viewer })).at(-1)!.details).toEqual({ reason: 'locked' });
    expect(await auditRows(t.db, 'auth.lockout', { user: viewer })).toHaveLength(1);
  });

  it('an unknown account is logged without what was typed (it may be a password)', async () => {
    const before = (await auditRows(t.db, 'auth.login_failed')).length;
    await login(t.app, { email: 'Secret-Typed-In-Wrong-Field-1!@example.com', password: 'whatever-1!' });
    const rows = await auditRows(t.db, 'auth.login_failed');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ target_user_id: null, details: { reason: 'unknown_account' } });
    expect(JSON.stringify(rows.at(-1))).not.toContain('Secret-Typed');
  });

  it('a reset request and a reset write one row each; so does a password change', async () => {
    const email = demo('producer.lin');
    const id = await t.demoUserId('producer.lin');
    await t.app.inject({ method: 'GET', url: `/api/v1/forget_password?email=${encodeURIComponent(email)}` });
    let mail;
    for (let i = 0; i < 300 && !mail; i++) {
      mail = (await t.ctx.mailer.outbox()).find((m) => m.to === email);
      if (!mail) await new Promise((r) => setTimeout(r, 10));
    }
    const token = /token=([^&\s]+)/.exec(mail!.text)![1]!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/reset_password', payload: { token, user_id: id, new_password: 'Kp4#wq9!Zr7mx' } });
    expect(reset.statusCode).toBe(200);
    expect(await auditRows(t.db, 'auth.password_reset_request', { user: id })).toHaveLength(1);
    expect((await auditRows(t.db, 'auth.password_reset', { user: id })).map((r) => r.actor_id)).toEqual([id]);
    const session = await t.signIn(email, 'Kp4#wq9!Zr7mx');
    await changePassword(t.app, session.headers, 'Kp4#wq9!Zr7mx', 'Vb6#tn2!Qs8kw');
    expect(await auditRows(t.db, 'auth.password_change', { user: id })).toHaveLength(1);
  });
});

describe('the record itself', () => {
  it('encodes control characters, so no input forges a line; null stays null', async () => {
    await audit.record(t.ctx, {
      action: 'user.type_change',
      actor: { userId: 1 },
      target: { type: 'channel', id: 'UC\r\nFAKE 2026-01-01 auth.login admin' },
      details: { note: 'a\r\nb\u0000c', nested: { 'k\ney': ['x\ty'] }, from: null, list: [null, 1] },
      ip: '10.0.0.1\n',
    });
    const row = (await auditRows(t.db, 'user.type_change')).at(-1)!;
    expect(row.target_id).toBe('UC\\u000d\\u000aFAKE 2026-01-01 auth.login admin');
    expect(row.details).toEqual({ note: 'a\\u000d\\u000ab\\u0000c', nested: { 'k\\u000aey': ['x\\u0009y'] }, from: null, list: [null, 1] });
    expect(row.ip).toBe('10.0.0.1\\u000a');
  });
});

describe('GET /syslog', () => {
  it('filters by action, action family, actor (or real actor), target and day, and pages', async () => {
    const viewer = await t.demoUserId('viewer');
    const exact = (await syslog('?action=auth.lockout')).json();
    expect(exact.items.map((r: { action: string }) => r.action)).toEqual(['auth.lockout']);
    expect(exact.items[0].target_user).toEqual({ id: viewer, email: demo('viewer'), name: expect.any(String) });

    const family = (await syslog('?action=auth.&page_size=100')).json();
    expect(new Set(family.items.map((r: { action: string }) => r.action.split('.')[0]))).toEqual(new Set(['auth']));
    expect(family.total).toBeGreaterThanOrEqual(9);

    const byTarget = (await syslog(`?target=${encodeURIComponent(demo('viewer'))}&action=auth.login_failed`)).json();
    expect(byTarget.total).toBe(6);
    const byActorId = (await syslog(`?actor=${viewer}&action=auth.login`)).json();
    expect(byActorId.total).toBe(1);

    // A switched session's actions are found under the administrator too.
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/v1/switch_account?target=${encodeURIComponent(demo('staff'))}`,
      headers: (await t.signIn(demo('admin'))).headers,
    });
    expect(switched.statusCode).toBe(200);
    const byRealActor = (await syslog(`?actor=${encodeURIComponent(demo('admin'))}&action=switch.start`)).json();
    expect(byRealActor.items[0]).toMatchObject({
      action: 'switch.start',
      actor: { email: demo('admin') },
      real_actor: { email: demo('admin') },
      target_user: { email: demo('staff') },
    });

    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await syslog(`?from=${today}&to=${today}&page_size=1`)).json().total).toBe(family.total + 3);
    expect((await syslog('?from=2000-01-01&to=2000-12-31')).json().total).toBe(0);
    const page2 = (await syslog('?page_size=2&page=2')).json();
    const page1 = (await syslog('?page_size=2&page=1')).json();
    expect(page1.items.map((r: { id: number }) => r.id)).not.toContain(page2.items[0].id);
    expect(page1.items[0].id).toBeGreaterThan(page2.items[0].id);
    expect((await syslog('?actor=nobody%40example.com')).json().total).toBe(0);
  });

  it('is the administrators’ page; others are refused', async () => {
    expect((await syslog('', await t.signIn(demo('super_staff')))).statusCode).toBe(200);
    for (const key of ['staff', 'assistant', 'user_owner', 'advertiser']) expect((await syslog('', await t.signIn(demo(key)))).statusCode, key).toBe(403);
  });
});

describe('append-only (security plan 31)', () => {
  it('the application serves requests as its own role, which may add and read rows but not change or delete them', async () => {
    const role = await sql<{ user: string }>`SELECT current_user AS user`.execute(t.ctx.db);
    expect(role.rows[0]!.user).toBe(APP_ROLE);
    const before = await rowCount(t.db, 'audit_log');
    for (const statement of [sql`UPDATE audit_log SET action = 'forged'`, sql`DELETE FROM audit_log`, sql`TRUNCATE audit_log`]) {
      const failure = await statement.execute(t.ctx.db).then(
        () => null,
        (error: { code?: string; message: string }) => error,
      );
      expect(failure?.code, statement.compile(t.ctx.db).sql).toBe('42501');
      expect(failure?.message).toMatch(/permission denied/);
    }
    expect(await rowCount(t.db, 'audit_log')).toEqual(before);
    // It keeps full use of the other tables.
    await sql`UPDATE users SET phone = phone WHERE id = 1`.execute(t.ctx.db);
    await sql`DELETE FROM login_challenges WHERE false`.execute(t.ctx.db);
  });

  it('even the owner is stopped by the trigger (the guard where the role cannot be created)', async () => {
    const failure = await sql`UPDATE audit_log SET action = 'forged'`.execute(t.db).then(
      () => null,
      (error: { message: string }) => error,
    );
    expect(failure?.message).toMatch(/append-only/);
    const truncate = await sql`TRUNCATE audit_log`.execute(t.db).then(
      () => null,
      (error: { message: string }) => error,
    );
    expect(truncate?.message).toMatch(/append-only/);
  });
});
