import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { sweepExpiredAuthRows } from './auth-maintenance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

it('sweeps sign-in rows a day past their expiry and keeps younger ones', async () => {
  await t.app.inject({ method: 'GET', url: '/api/v1/login_challenge' });
  t.clock.advance(24 * 3600);
  await t.app.inject({ method: 'GET', url: '/api/v1/login_challenge' });
  t.clock.advance(600);
  await sweepExpiredAuthRows(t.db, t.clock);
  const left = await t.db.selectFrom('login_challenges').select('issued_at').execute();
  expect(left).toHaveLength(1);
  expect(left[0]!.issued_at.getTime()).toBe(t.clock.now().getTime() - 600 * 1000);
});
