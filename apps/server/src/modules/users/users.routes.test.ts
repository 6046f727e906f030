import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/v1/user_info', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user_info' });
    expect(response.statusCode).toBe(401);
  });

  it('merges channels with the owner entry winning and owners first', async () => {
    const session = await t.signIn(demo('user_owner'));
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.email).toBe(demo('user_owner'));
    expect(body.channels.map((c: { member_type: string }) => c.member_type)).toEqual(['owner', 'owner', 'owner', 'member']);
  });
});
