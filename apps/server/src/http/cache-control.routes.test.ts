// Issue 9 (outside security probe): answers of signed-in routes hold personal data (user info has
// identity and bank fields), so no cache may keep them: `Cache-Control: no-store` on every answer of
// every route that is not public, refusals included. Public answers keep what they had.
import { routes, type Route } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const signedInRoutes = Object.entries(routes as Record<string, Route>).filter(([, route]) => route.permission.kind !== 'public');
const signedOutRedirects = new Set(['youtubeOauthCallback', 'shopifyOauthCallback', 'socialLinkCallback', 'ecStoreCallback']);
const withPlaceholders = (path: string) => path.replace(/:\w+/g, '1');

describe('Cache-Control of API answers', () => {
  it('user info, a channel page and the user list answer no-store to the signed-in caller', async () => {
    const headers = (await t.demoSession('admin')).headers;
    const channel = await t.ownedChannel('user_owner');
    expect(channel).toBeDefined();
    for (const url of ['/api/v1/user_info', `/api/v1/channels/${channel}/overview`, '/api/v1/get_user_list']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('every route that is not public answers no-store, also when it refuses', async () => {
    expect(signedInRoutes.length).toBeGreaterThan(20);
    for (const [id, route] of signedInRoutes) {
      const response = await t.app.inject({ method: route.method, url: withPlaceholders(route.path) });
      // An OAuth callback reached without a session sends the browser to sign in and continue (issue 23).
      expect(response.statusCode, id).toBe(signedOutRedirects.has(id) ? 303 : 401);
      expect(response.headers['cache-control'], id).toBe('no-store');
    }
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/v1/outbox', headers: (await t.demoSession('viewer')).headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('no-store');
  });

  it('public answers keep what they had', async () => {
    const challenge = await t.app.inject({ method: 'GET', url: '/api/v1/login_challenge' });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.headers['cache-control']).toBeUndefined();
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
