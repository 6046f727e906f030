// A fresh database for one test file, cloned from the migrated template (test/global-setup.ts), or
// an empty one (no migration applied) for tests of the migrations themselves.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { SEEDED_TEMPLATE, TEMPLATE, withDatabase } from './global-setup.ts';

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/** A fresh database: migrated, and with the demo network when `seeded`. */
export function cloneTemplateDatabase(seeded = false): Promise<ScratchDatabase> {
  return scratchDatabase(`TEMPLATE ${seeded ? SEEDED_TEMPLATE : TEMPLATE}`);
}

export function emptyDatabase(): Promise<ScratchDatabase> {
  return scratchDatabase('');
}

async function scratchDatabase(options: string): Promise<ScratchDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `chorus_t_${randomBytes(6).toString('hex')}`;
  await asAdministrator(serverUrl, `CREATE DATABASE ${name} ${options}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => asAdministrator(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function asAdministrator(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}
