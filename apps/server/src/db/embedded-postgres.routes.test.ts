// Issue 9 (outside security probe): the embedded PostgreSQL listens on 127.0.0.1, where any local
// user may connect, so its password is random, made on first start and kept in DATA_DIR with mode
// 0600; a cluster made with the former fixed password gets the kept one on its next start.
import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_FILE, socketDirFor, startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres.ts';

const FORMER_PASSWORD = 'chorus-local';

let dataDir: string;
let running: RunningPostgres | null = null;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'chorus-pg-password-'));
  // As root the cluster runs as `postgres`, which must be able to walk into the folder.
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  await running?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const start = async () => {
  running = await startEmbeddedPostgres(dataDir, () => {});
  return running;
};
const stop = async () => {
  await running?.stop();
  running = null;
};

async function canConnect(url: string, password: string): Promise<boolean> {
  const address = new URL(url);
  address.password = encodeURIComponent(password);
  const client = new pg.Client({ connectionString: address.toString(), connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const keptPassword = async () => (await readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim();

describe('the embedded PostgreSQL password', () => {
  it('is random, kept in DATA_DIR with mode 0600, and the only one the cluster takes', async () => {
    const { url } = await start();
    const file = await stat(path.join(dataDir, PASSWORD_FILE));
    expect(file.mode & 0o777).toBe(0o600);
    const password = await keptPassword();
    expect(password).not.toBe(FORMER_PASSWORD);
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(decodeURIComponent(new URL(url).password)).toBe(password);
    // Chorus connects through the cluster's Unix socket in its own folder (pg: `host` in the query).
    expect(new URL(url).searchParams.get('host')).toBe(path.join(dataDir, 'pg'));
    expect((await stat(path.join(dataDir, 'pg', `.s.PGSQL.${new URL(url).port}`))).isSocket()).toBe(true);
    expect(await canConnect(url, password)).toBe(true);
    expect(await canConnect(url, FORMER_PASSWORD)).toBe(false);
  }, 120_000);

  it('stays the same on the next start', async () => {
    const before = await keptPassword();
    await stop();
    const { url } = await start();
    expect(await keptPassword()).toBe(before);
    expect(await canConnect(url, before)).toBe(true);
  }, 120_000);

  it('replaces the former fixed password of a data folder made before the password file', async () => {
    // A folder as the previous version left it: the fixed password, no file.
    const admin = new pg.Client({ connectionString: running!.url });
    await admin.connect();
    await admin.query(`ALTER ROLE postgres WITH PASSWORD '${FORMER_PASSWORD}'`);
    await admin.end();
    await stop();
    await rm(path.join(dataDir, PASSWORD_FILE));

    const { url } = await start();
    const password = await keptPassword();
    expect(password).not.toBe(FORMER_PASSWORD);
    expect(await canConnect(url, password)).toBe(true);
    expect(await canConnect(url, FORMER_PASSWORD)).toBe(false);
    // The data is still there.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query('SELECT current_database() AS name')).rows[0].name).toBe('chorus');
    await client.end();
  }, 120_000);
});

// After a kill -9 of the server and its PostgreSQL, the old postmaster's lock file can still name a
// process that is alive for a moment; the new postmaster then exits at once. The start tries again
// instead of giving up (issue 10: the first start after such a kill sometimes gave up).
describe('a start after a crash', () => {
  it('tries again while a leftover lock file names a live process, and says why', async () => {
    await stop();
    // A live process PostgreSQL may signal (as root it runs as `postgres`): the crashed postmaster.
    const asPostgres = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()) } : {};
    const leftover = spawn('sleep', ['60'], { ...asPostgres, stdio: 'ignore' });
    const lockFile = path.join(dataDir, 'pg', 'postmaster.pid');
    // Port 1: nothing answers there, so the start does not take it for a running server to reuse.
    await writeFile(lockFile, `${leftover.pid}\n${path.join(dataDir, 'pg')}\n0\n1\n\n127.0.0.1\n0 0\nready\n`);
    const lines: string[] = [];
    try {
      running = await startEmbeddedPostgres(dataDir, (line) => {
        lines.push(line);
        // The crashed postmaster's last process goes away after the first refused start.
        if (line.includes('starting it again')) leftover.kill('SIGKILL');
      });
    } finally {
      leftover.kill('SIGKILL');
    }
    const retries = lines.filter((line) => line.includes('starting it again'));
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(retries[0]).toContain('postmaster.pid');
    const client = new pg.Client({ connectionString: running.url });
    await client.connect();
    expect((await client.query('SELECT current_database() AS name')).rows[0].name).toBe('chorus');
    await client.end();
  }, 120_000);
});

describe('the embedded PostgreSQL socket', () => {
  it('is in the cluster folder, unless its path is too long for a socket address (then TCP only)', () => {
    expect(socketDirFor('/srv/chorus/pg')).toBe('/srv/chorus/pg');
    // 103 bytes is the shortest limit (macOS); `.s.PGSQL.65535` adds 15.
    expect(socketDirFor(`/${'d'.repeat(87)}`)).not.toBeNull();
    expect(socketDirFor(`/${'d'.repeat(88)}`)).toBeNull();
  });
});
