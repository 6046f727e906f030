// A real Chorus for one test file: its own database cloned from the migrated template, the real
// Fastify app driven through inject(), a clock the test moves, and helpers to sign in.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import { manualClock } from '../src/clock.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb, createPool } from '../src/db/database.ts';
import { seedDemoNetwork } from '../src/seed/seed-demo.ts';
import { TEMPLATE, withDatabase } from './global-setup.ts';

export const DEMO_PASSWORD = 'Chorus-demo-2026!';
export const demo = (key: string) => `${key}@demo.chorus.test`;

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export async function startTestApp(options: { seed?: boolean; config?: Partial<Config> } = {}) {
  const serverUrl = inject('databaseServerUrl');
  const database = `chorus_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE}`);
  await admin.end();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chorus-data-'));
  const clock = manualClock();
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, DEMO_PASSWORD, PUBLIC_URL: 'http://chorus.test' }),
    authRequestsPerMinute: 100_000,
    validateResponses: true,
    ...options.config,
  };
  const running = await createContext(config, withDatabase(serverUrl, database), clock);
  // The app serves requests as its own database role (db/app-role.ts); the test itself works as the
  // administrator, like an operator (it may add triggers, read anything, set up any state).
  const adminPool = createPool(withDatabase(serverUrl, database), 4);
  const adminDb = createDb(adminPool);
  if (options.seed !== false) await seedDemoNetwork(running.ctx.db, { password: DEMO_PASSWORD, channels: 12 });
  // Seeded rows take their times from the database's now(); start the test's clock after them, as
  // a real clock would be, so that a reset link issued at once is not older than the password.
  clock.set(new Date());
  const app = await buildApp(running.ctx);
  await app.ready();

  return {
    app,
    ctx: running.ctx,
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
    async close() {
      await app.close();
      await running.close();
      await adminDb.destroy();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await drop.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Session = { cookie: string; accessToken: string; refreshToken: string; headers: Record<string, string> };

/** Opens a login window and signs in with it, as the web app does. */
export async function login(app: FastifyInstance, body: Record<string, unknown>, extraHeaders: Record<string, string> = {}) {
  const challenge = await app.inject({ method: 'GET', url: '/api/v1/login_challenge', headers: extraHeaders });
  const { challenge: id } = challenge.json() as { challenge: string };
  return app.inject({ method: 'POST', url: '/api/v1/login', payload: { challenge: id, ...body }, headers: extraHeaders });
}

export function sessionFrom(response: LightMyRequestResponse): Session {
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  const accessToken = cookies.chorus_at ?? '';
  const refreshToken = cookies.chorus_rt ?? '';
  const cookie = `chorus_at=${accessToken}; chorus_rt=${refreshToken}`;
  return { cookie, accessToken, refreshToken, headers: { cookie, 'x-chorus-csrf': '1' } };
}
