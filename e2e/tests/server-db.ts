// The e2e server's own database, for specs that prepare state the UI cannot make (a stopped run, a
// finished analysis): its password is in the server's scratch data folder (playwright.config.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function connectDb(): Promise<pg.Client> {
  const own = path.join(os.tmpdir(), `chorus-e2e-${process.ppid}`);
  const candidates = existsSync(path.join(own, 'postgres-password'))
    ? [own]
    : readdirSync(os.tmpdir())
        .filter((name) => name.startsWith('chorus-e2e-'))
        .map((name) => path.join(os.tmpdir(), name))
        .filter((dir) => existsSync(path.join(dir, 'postgres-password')))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const password = readFileSync(path.join(candidates[0]!, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(process.env.E2E_PG_PORT ?? 54390), user: 'postgres', password, database: 'chorus' });
  await client.connect();
  return client;
}
