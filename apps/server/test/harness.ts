// A real Chorus for one test file: its own database cloned from the migrated template, the real
// Fastify app driven through inject(), a clock the test moves, and helpers to sign in.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import { manualClock } from '../src/clock.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb, createPool } from '../src/db/database.ts';
import { cloneTemplateDatabase } from './scratch-database.ts';

import { DEMO_PASSWORD } from './demo-network.ts';

export { DEMO_PASSWORD };
export const demo = (key: string) => `${key}@demo.chorus.test`;

/** The Shopify app the tests run as (the fake Shopify signs with the same secret). */
export const SHOPIFY_TEST_API_KEY = 'chorus-test-shopify-app';
export const SHOPIFY_TEST_API_SECRET = 'chorus-test-shopify-secret';

/** The app's Shopify settings against a served fake Shopify (its `shopBaseUrl`), with the test app keys. */
export const fakeShopifyConfig = (shopBaseUrl: string): Partial<Config> => ({
  shopify: {
    apiKey: SHOPIFY_TEST_API_KEY,
    apiSecret: SHOPIFY_TEST_API_SECRET,
    shopBaseUrl,
    apiVersion: '2026-10',
    tokenKey: null,
    requestTimeoutMs: 5000,
    demo: false,
  },
});

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export async function startTestApp(options: { seed?: boolean; config?: Partial<Config> } = {}) {
  // Seeded files start from the template that already holds the demo network (test/global-setup.ts).
  const database = await cloneTemplateDatabase(options.seed !== false);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chorus-data-'));
  const clock = manualClock();
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      PUBLIC_URL: 'http://chorus.test',
      SHOPIFY_API_KEY: SHOPIFY_TEST_API_KEY,
      SHOPIFY_API_SECRET: SHOPIFY_TEST_API_SECRET,
    }),
    authRequestsPerMinute: 100_000,
    validateResponses: true,
    ...options.config,
  };
  const running = await createContext(config, database.url, clock);
  // The app serves requests as its own database role (db/app-role.ts); the test itself works as the
  // administrator, like an operator (it may add triggers, read anything, set up any state).
  const adminPool = createPool(database.url, 4);
  const adminDb = createDb(adminPool);
  // Seeded rows took their times from the database's now(); start the test's clock after them, as
  // a real clock would be, so that a reset link issued at once is not older than the password.
  clock.set(new Date());
  const app = await buildApp(running.ctx);
  await app.ready();
  const demoSessions = new Map<string, Session>();

  const testApp = {
    app,
    ctx: running.ctx,
    /** The app's configuration and its database (for a second app on the same data). */
    config,
    databaseUrl: database.url,
    /** The administrator's connection (the app's own is ctx.db). */
    db: adminDb,
    clock,
    dataDir,
    /** Signs in through the real endpoints and returns the cookie header to send. */
    async signIn(email: string, password = DEMO_PASSWORD): Promise<Session> {
      const response = await login(app, { email, password });
      if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.body}`);
      return sessionFrom(response);
    },
    /** A demo account's session: signed in on first use, then kept for the rest of the file. */
    async demoSession(key: string): Promise<Session> {
      let session = demoSessions.get(key);
      if (!session) {
        session = await testApp.signIn(demo(key));
        demoSessions.set(key, session);
      }
      return session;
    },
    /** Signs in, one after another, the demo accounts not signed in yet, for demoHeaders. */
    async signInDemo(keys: readonly string[]): Promise<void> {
      for (const key of keys) await testApp.demoSession(key);
    },
    /** The request headers of a demo account signed in before (signInDemo or demoSession). */
    demoHeaders(key: string): Record<string, string> {
      const session = demoSessions.get(key);
      if (!session) throw new Error(`${key} has not signed in`);
      return session.headers;
    },
    /** A demo account's request (signed in before), with a JSON body where `payload` is given. */
    demoCall(key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
      return app.inject({ method, url, headers: testApp.demoHeaders(key), ...(payload ? { payload } : {}) });
    },
    /** A demo account's request that must succeed (200): its answer. */
    async demoOk<T>(key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<T> {
      const response = await testApp.demoCall(key, method, url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    },
    async demoUserId(key: string): Promise<number> {
      return (await adminDb.selectFrom('users').select('id').where('email', '=', demo(key)).executeTakeFirstOrThrow()).id;
    },
    /** The channels a demo account belongs to (only as `memberType` where given), by id. */
    async memberChannels(key: string, memberType?: 'owner' | 'staff' | 'member'): Promise<string[]> {
      let query = adminDb
        .selectFrom('channel_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('m.channel_id')
        .where('u.email', '=', demo(key));
      if (memberType) query = query.where('m.member_type', '=', memberType);
      return (await query.orderBy('m.channel_id').execute()).map((row) => row.channel_id);
    },
    /** The first channel (by id) that a demo account owns, if it owns one. */
    async ownedChannel(key: string): Promise<string | undefined> {
      return (await testApp.memberChannels(key, 'owner'))[0];
    },
    async close() {
      await app.close();
      await running.close();
      await adminDb.destroy();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

export type Session = { cookie: string; accessToken: string; refreshToken: string; headers: Record<string, string> };

/** Opens a login window and signs in with it, as the web app does. */
export async function login(app: FastifyInstance, body: Record<string, unknown>, extraHeaders: Record<string, string> = {}) {
  const challenge = await app.inject({ method: 'GET', url: '/api/v1/login_challenge', headers: extraHeaders });
  const { challenge: id } = challenge.json() as { challenge: string };
  return app.inject({ method: 'POST', url: '/api/v1/login', payload: { challenge: id, ...body }, headers: extraHeaders });
}

/** A password change (POST /api/v1/change_password) in the session `headers` belong to. */
export function changePassword(app: FastifyInstance, headers: Record<string, string>, oldPassword: string, newPassword: string) {
  return app.inject({ method: 'POST', url: '/api/v1/change_password', headers, payload: { old_password: oldPassword, new_password: newPassword } });
}

export function sessionFrom(response: LightMyRequestResponse): Session {
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  const accessToken = cookies.chorus_at ?? '';
  const refreshToken = cookies.chorus_rt ?? '';
  const cookie = `chorus_at=${accessToken}; chorus_rt=${refreshToken}`;
  return { cookie, accessToken, refreshToken, headers: { cookie, 'x-chorus-csrf': '1' } };
}
