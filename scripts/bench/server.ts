// Starts the real server (`node apps/server/src/main.ts`, embedded PostgreSQL included) on loopback
// ports with its own DATA_DIR, times it until /api/v1/health answers 200, and stops it with SIGTERM,
// checking that the node process and its PostgreSQL are really gone.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { serverNodeFlags } from '../lib.mjs';
import { freePort, killLeftovers, sleep, snapshotTree, stillAlive, track } from './proc.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const node24 = path.join(root, 'node_modules/.bin/node');

/** A bench's figures as `.bench/<name>.json`, where bench.ts (figuresOf) and the reports read them. */
export function writeFigures(name: string, figures: unknown): void {
  mkdirSync(path.join(root, '.bench'), { recursive: true });
  writeFileSync(path.join(root, `.bench/${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

// BENCH_STARTUP_SECONDS: longer on a machine busy with other work (initdb and the demo seed share its cores).
const STARTUP_LIMIT_MS = Number(process.env.BENCH_STARTUP_SECONDS ?? 120) * 1000;
const STOP_LIMIT_MS = 30_000;
const POLL_MS = 50;

export type RunningServer = {
  child: ChildProcess;
  pid: number;
  port: number;
  /** The embedded PostgreSQL's port (user postgres, database chorus). */
  pgPort: number;
  base: string;
  dataDir: string;
  logFile: string;
  startupSeconds: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  tracked: ReturnType<typeof track>;
};

export type StopReport = { stopSeconds: number; exitCode: number | null; signal: string | null; leftovers: string[]; processes: number; logExcerpt?: string[] };

export async function startServer(options: { dataDir: string; logFile: string; env?: Record<string, string> }): Promise<RunningServer> {
  const port = await freePort();
  const pgPort = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  // Nothing from the caller's shell may point the server elsewhere: embedded database, demo seed.
  for (const key of ['DATABASE_URL', 'NODE_ENV', 'SEED', 'PUBLIC_URL', 'TRUST_PROXY', 'VALIDATE_RESPONSES']) delete env[key];
  Object.assign(env, { PORT: String(port), PG_PORT: String(pgPort), HOST: '127.0.0.1', DATA_DIR: options.dataDir, SEED: 'demo' });

  const log = openSync(options.logFile, 'a');
  const t0 = performance.now();
  // detached: the server and the PostgreSQL it forks get a process group of their own, so leftovers
  // can be found (and killed) by group, and a Ctrl-C on the bench reaches only the bench.
  const child = spawn(node24, [...serverNodeFlags, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const tracked = track(child, path.join(options.dataDir, 'pg'));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  let exitedEarly: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void exited.then((result) => (exitedEarly = result));

  const base = `http://127.0.0.1:${port}`;
  const deadline = t0 + STARTUP_LIMIT_MS;
  for (let attempt = 0; attempt < STARTUP_LIMIT_MS / POLL_MS; attempt++) {
    if (exitedEarly) throw new Error(`server exited during start-up (${JSON.stringify(exitedEarly)}):\n${tail(options.logFile)}`);
    if (performance.now() > deadline) break;
    try {
      const res = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        const startupSeconds = (performance.now() - t0) / 1000;
        // Node and its PostgreSQL (postmaster and children) as they are now, for the leftover check.
        tracked.remember(snapshotTree(child.pid!));
        return { child, pid: child.pid!, port, pgPort, base, dataDir: options.dataDir, logFile: options.logFile, startupSeconds, exited, tracked };
      }
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  killLeftovers(child.pid!, path.join(options.dataDir, 'pg'));
  tracked.untrack();
  throw new Error(`server did not answer /api/v1/health with 200 within ${STARTUP_LIMIT_MS / 1000} s:\n${tail(options.logFile)}`);
}

/** SIGTERM (main.ts then stops the HTTP server and the embedded PostgreSQL), wait, verify, kill leftovers. */
/**
 * The demo server serving a web build, for the browser benches: its data folder in `tmp` (opened to
 * PostgreSQL's user), sign-ins not throttled (one per run); says when it is up.
 */
export async function startWebServer(tmp: string, webDist: string, say: (line: string) => void): Promise<RunningServer> {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} holds no web build (see the header of this script)`);
  chmodSync(tmp, 0o755); // as root, PostgreSQL runs as `postgres`, which must be able to walk into DATA_DIR
  say('starting the server (embedded PostgreSQL, demo data)…');
  const server = await startServer({
    dataDir: path.join(tmp, 'data'),
    logFile: path.join(tmp, 'server.log'),
    env: { AUTH_REQUESTS_PER_MINUTE: '100000', WEB_DIST: webDist },
  });
  say(`server up in ${server.startupSeconds.toFixed(1)} s at ${server.base}, serving ${webDist}`);
  return server;
}

/** Asks the server for every path once, `concurrency` at a time, each within `timeoutMs`; fails on any answer but 200. Answers the seconds taken. */
export async function getEvery(
  server: RunningServer,
  paths: string[],
  headers: Record<string, string>,
  { concurrency, timeoutMs }: { concurrency: number; timeoutMs: number },
): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const route = paths[next++]!;
      const response = await fetch(`${server.base}${route}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (performance.now() - started) / 1000;
}

/** A client of a running server's embedded PostgreSQL (its password is kept in DATA_DIR by embedded-postgres.ts), connected. */
export async function pgClient(server: RunningServer): Promise<pg.Client> {
  const password = readFileSync(path.join(server.dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.pgPort}/chorus` });
  await client.connect();
  return client;
}

/**
 * Runs one of the server's command-line scripts (`apps/server/src/seed/…-cli.ts`) on a DATA_DIR, which
 * starts and stops that folder's PostgreSQL itself (on a free port), within `limitMs`. `onChunk` sees its
 * output as it comes. Answers the whole output; a run that fails or takes too long is stopped with its
 * PostgreSQL and throws (`what` took too long / exited N) with the output's last lines.
 */
export async function runDataDirScript(
  script: string,
  args: string[],
  dataDir: string,
  options: { limitMs: number; what: string; onChunk?: (chunk: string) => void },
): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PG_PORT: String(await freePort()) };
  for (const key of ['DATABASE_URL', 'NODE_ENV', 'SEED']) delete env[key];
  const child = spawn(node24, [path.join(root, script), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const { untrack } = track(child, path.join(dataDir, 'pg'));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
    options.onChunk?.(String(chunk));
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const code = await Promise.race([new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c))), sleep(options.limitMs).then(() => -1)]);
  if (code !== 0) killLeftovers(child.pid!, path.join(dataDir, 'pg'));
  untrack();
  if (code !== 0) throw new Error(`${options.what} ${code === -1 ? 'took too long' : `exited ${code}`}:\n${output.split('\n').slice(-15).join('\n')}`);
  return output;
}

/**
 * A bench's measurements on its server: `measure` answers whether they passed. The server is
 * stopped whatever happens; the process ends with 0, or 1 when they did not pass or failed.
 */
export async function measureOn(server: RunningServer, measure: () => Promise<boolean>): Promise<never> {
  let passed = false;
  try {
    passed = await measure();
  } catch (error) {
    console.error(error);
  } finally {
    await stopServer(server);
  }
  process.exit(passed ? 0 : 1);
}

export async function stopServer(server: RunningServer): Promise<StopReport> {
  const pgDir = path.join(server.dataDir, 'pg');
  const snapshot = snapshotTree(server.pid); // node, postmaster, backends, background workers
  server.tracked.remember(snapshot);
  const t0 = performance.now();
  process.kill(server.pid, 'SIGTERM');
  const result = await Promise.race([server.exited, sleep(STOP_LIMIT_MS).then(() => null)]);
  const stopSeconds = (performance.now() - t0) / 1000;
  // PostgreSQL's processes may take a moment more to go once node is gone; bounded.
  for (let i = 0; i < 50 && stillAlive(snapshot).length > 0; i++) await sleep(100);
  // Whatever is still alive of that snapshot, of the server's group or tree, or still owns
  // DATA_DIR/pg/postmaster.pid is a leftover: report it and SIGKILL it.
  const leftovers = killLeftovers(server.pid, pgDir, snapshot);
  if (result === null) leftovers.unshift(`node(${server.pid}) did not exit within ${STOP_LIMIT_MS / 1000} s`);
  server.tracked.untrack();
  return { stopSeconds, exitCode: result?.code ?? null, signal: result?.signal ?? null, leftovers, processes: snapshot.length };
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Signs in through the real sign-in window (challenge, then POST /login); throws unless it answers 200. */
async function signIn(base: string, credentials: { email: string; password: string }): Promise<Response> {
  const challenge = await fetch(`${base}/api/v1/login_challenge`, { signal: AbortSignal.timeout(10_000) });
  const window = challenge.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { challenge: id } = (await challenge.json()) as { challenge: string };
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: window },
    body: JSON.stringify({ challenge: id, ...credentials }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response;
}

/** The signed-in session's cookie header. */
export async function signInCookie(base: string, credentials: { email: string; password: string }): Promise<string> {
  return (await signIn(base, credentials)).headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The signed-in session's Bearer access token. */
export async function signInToken(base: string, credentials: { email: string; password: string }): Promise<string> {
  const { access_token: token } = (await (await signIn(base, credentials)).json()) as { access_token?: string };
  if (!token) throw new Error('sign-in answered no access token');
  return token;
}
