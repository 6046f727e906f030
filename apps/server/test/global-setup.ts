// Integration tests run against a real PostgreSQL: DATABASE_URL when given (CI runs the suite once
// more against Debian's PostgreSQL 15 that way), otherwise an embedded server in a scratch folder.
// A template database with every migration applied lets each test file clone a fresh database fast;
// a second one also holds the demo network (seeding takes ~4 s), for the files that start seeded.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareAppRole } from '../src/db/app-role.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { createDb, createPool } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoNetwork } from '../src/seed/seed-demo.ts';
import { DEMO_CHANNELS, DEMO_PASSWORD } from './demo-network.ts';

export const TEMPLATE = 'chorus_test_template';
export const SEEDED_TEMPLATE = 'chorus_test_seeded';

export default async function setup(project: TestProject) {
  let stop = async () => {};
  let serverUrl = process.env.DATABASE_URL;
  let scratch: string | null = null;
  if (!serverUrl) {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'chorus-test-'));
    const embedded = await startEmbeddedPostgres(scratch, () => {});
    serverUrl = embedded.url;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const templateUrl = withDatabase(serverUrl, TEMPLATE);
  const pool = createPool(templateUrl, 2);
  await migrate(pool);
  // The application's role (cluster-wide) and its privileges, which every clone inherits.
  const appRole = await prepareAppRole(pool, templateUrl);
  if (appRole.url === null) console.warn(`[test] the app will use the administrator's connection: ${appRole.reason}`);
  await pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${SEEDED_TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${SEEDED_TEMPLATE} TEMPLATE ${TEMPLATE}`);
  await admin.end();
  // Seeded as the administrator: rows have no owner, and the clone keeps the app role's grants.
  const seededPool = createPool(withDatabase(serverUrl, SEEDED_TEMPLATE), 4);
  await seedDemoNetwork(createDb(seededPool), { password: DEMO_PASSWORD, channels: DEMO_CHANNELS });
  await seededPool.end();
  project.provide('databaseServerUrl', serverUrl);
  return async () => {
    await stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}
