// The e2e server's own database, for specs that prepare state the UI cannot make (a stopped run, a
// finished analysis): the server of this worker (e2e/servers.ts), whose password is in its scratch
// data folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { serverDataDir, serverPgPort } from '../servers.ts';
import { test } from './fixtures.ts';

export async function connectDb(): Promise<pg.Client> {
  const worker = test.info().parallelIndex;
  // Workers are the Playwright runner's children; the runner named the data folders by its own id.
  const password = readFileSync(path.join(serverDataDir(process.ppid, worker), 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: serverPgPort(worker), user: 'postgres', password, database: 'chorus' });
  await client.connect();
  return client;
}
