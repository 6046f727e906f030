// `npm run bench:scale-out` (issue 25): Debian's PostgreSQL 15 (a scratch cluster), two API
// processes (CHORUS_ROLE=api) and one worker (CHORUS_ROLE=worker) behind Debian's nginx
// (config/nginx/chorus.conf, ports rewritten), and prints: a session ended by a password change
// through one process refused by the other within 200 ms; the sign-in limit of an address shared
// (the request after the limit refused, whichever process answers) and the lockout exact at 5
// failures across processes; requests per second of GET /api/v1/health through nginx to one
// process against two; a channel hidden, a permission granted and a profit-share ratio set through
// one process, read through the other within 200 ms (the NOTIFY path). Exits non-zero on a miss. Needs `postgresql` (15) and `nginx` from Debian.
// And 1,000 jobs of a bench queue through two workers (scale-out-worker.ts, its handler on the
// server's runOnce), the first SIGKILLed mid-run: how many jobs' effects were applied 0, 1, more
// than once, how many executions pg-boss retried, and when the last completed. Writes its lines to
// .bench/scale-out.json (or why it could not run), which `npm run bench` shows in its table.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pgClient from 'pg';
import { PgBoss } from 'pg-boss';
import { sleep } from './proc.ts';
import { runLoad } from './run-load.ts';
import { serverNodeFlags } from '../lib.mjs';
import { node24, root, tail, writeFigures } from './server.ts';

/** Debian's PostgreSQL 15 (SCALE_PG_BIN: another build of 15 or newer). */
const PG_BIN = process.env.SCALE_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const NGINX = '/usr/sbin/nginx';
const LIMIT = 10;
/** API processes on this port and the next, nginx on the two after (SCALE_BASE_PORT); PostgreSQL on SCALE_PG_PORT. */
const BASE_PORT = Number(process.env.SCALE_BASE_PORT ?? 4207);
const PASSWORD = 'Chorus-demo-2026!';

/** What `npm run bench` reads: the printed lines, or why nothing could be measured. */
export type ScaleOutFigures = {
  date: string;
  loadavg: number[];
  unavailable?: string;
  /** The run stopped on this error (its lines so far are kept). */
  error?: string;
  lines: { label: string; value: string; target: string; ok: boolean }[];
  misses: string[];
};
const figures: ScaleOutFigures = { date: new Date().toISOString(), loadavg: os.loadavg(), lines: [], misses: [] };
function saveFigures() {
  writeFigures('scale-out', figures);
}

for (const [what, file] of [
  ['postgresql (15)', `${PG_BIN}/initdb`],
  ['nginx', NGINX],
] as const) {
  if (!existsSync(file)) {
    figures.unavailable = `needs Debian's ${what}: apt-get install -y ${what.split(' ')[0]}`;
    saveFigures();
    console.error(`bench:scale-out ${figures.unavailable}`);
    process.exit(2);
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'chorus-scale-out-'));
chmodSync(work, 0o755);
/** PostgreSQL refuses to run as root: there, its commands run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function pgCommand(command: string, args: string[]) {
  const file = `${PG_BIN}/${command}`;
  return spawnSync(asRoot ? 'runuser' : file, asRoot ? ['-u', 'postgres', '--', file, ...args] : args, { encoding: 'utf8' });
}
const children: ChildProcess[] = [];
const misses = figures.misses;
const line = (label: string, value: string, target: string, ok: boolean) => {
  console.log(`${label.padEnd(70)} ${value.padEnd(28)} ${ok ? 'ok' : 'MISSED'}`);
  figures.lines.push({ label, value, target, ok });
  if (!ok) misses.push(label);
};

function cleanup() {
  // nginx's master stops its workers on SIGTERM (a SIGKILL would orphan them); the servers are killed.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, child.spawnfile === NGINX ? 'SIGTERM' : 'SIGKILL');
  pgCommand('pg_ctl', ['-D', path.join(work, 'pg', 'data'), '-m', 'immediate', 'stop']);
  rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

/** `seconds`: the first API process migrates and seeds the demo, minutes on a busy machine. */
async function waitFor(url: string, child: ChildProcess, log: string, seconds = 120) {
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited:\n${tail(log)}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).status === 200) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${seconds} s:\n${tail(log)}`);
}

function chorus(name: string, env: Record<string, string>) {
  const log = path.join(work, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(node24, [...serverNodeFlags, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: path.join(work, name), TRUST_PROXY: 'true', AUTH_REQUESTS_PER_MINUTE: String(LIMIT), ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  children.push(child);
  return { child, log };
}

function nginxConf(ports: number[], listen: number) {
  const template = readFileSync(path.join(root, 'config/nginx/chorus.conf'), 'utf8');
  const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  const http = template.replace(/( {4}server 127\.0\.0\.1:\d+ .*\n)+/, `${servers}\n`).replace('listen 8080;', `listen 127.0.0.1:${listen};`);
  return `daemon off; pid ${work}/nginx-${listen}.pid; error_log ${work}/nginx.log; worker_processes 1;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${work}/nginx-body; proxy_temp_path ${work}/nginx-proxy;
${http}
}`;
}

let nginxPort = BASE_PORT + 2;
async function startNginx(ports: number[]) {
  const listen = nginxPort++;
  const file = path.join(work, `nginx-${listen}.conf`);
  writeFileSync(file, nginxConf(ports, listen));
  const child = spawn(NGINX, ['-c', file, '-p', work, '-e', path.join(work, 'nginx.log')], { stdio: 'ignore' });
  children.push(child);
  await waitFor(`http://127.0.0.1:${listen}/api/v1/health`, child, path.join(work, 'nginx.log'));
  return { child, base: `http://127.0.0.1:${listen}` };
}

async function login(base: string, email: string, password: string, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const challenge = await fetch(`${base}/api/v1/login_challenge`, { headers });
  if (challenge.status !== 200) return { status: challenge.status, cookie: '' };
  const { challenge: id } = (await challenge.json()) as { challenge: string };
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ challenge: id, email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await response.arrayBuffer();
  return { status: response.status, cookie };
}

try {
  // PostgreSQL 15 from Debian, a scratch cluster on a free port.
  const pgPort = Number(process.env.SCALE_PG_PORT ?? 5607);
  const pgHome = path.join(work, 'pg');
  mkdirSync(pgHome);
  if (asRoot) spawnSync('chown', ['postgres', pgHome]);
  const pg = path.join(pgHome, 'data');
  const pgLog = path.join(pgHome, 'pg.log');
  const init = pgCommand('initdb', ['-D', pg, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const started = pgCommand('pg_ctl', ['-D', pg, '-l', pgLog, '-o', `-p ${pgPort} -k ${pgHome} -c max_connections=200`, '-w', 'start']);
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}\n${tail(pgLog)}`);
  pgCommand('createdb', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'chorus']);
  const DATABASE_URL = `postgres://postgres@127.0.0.1:${pgPort}/chorus`;

  // The first API process migrates and seeds the demo; then the second and the worker.
  const [portA, portB] = [BASE_PORT, BASE_PORT + 1];
  const a = chorus('api-a', { DATABASE_URL, CHORUS_ROLE: 'api', PORT: String(portA), SEED: 'demo' });
  await waitFor(`http://127.0.0.1:${portA}/api/v1/health`, a.child, a.log, 900);
  const b = chorus('api-b', { DATABASE_URL, CHORUS_ROLE: 'api', PORT: String(portB), SEED: 'none' });
  const w = chorus('worker', { DATABASE_URL, CHORUS_ROLE: 'worker', SEED: 'none' });
  await waitFor(`http://127.0.0.1:${portB}/api/v1/health`, b.child, b.log, 300);
  const [A, B] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  console.log(`PostgreSQL 15 on ${pgPort}; API processes on ${portA} and ${portB}; worker pid ${w.child.pid}`);

  // A session ended by a password change through A, refused by B.
  const email = 'advertising_partner@demo.chorus.test';
  const current = await login(A, email, PASSWORD, '198.51.100.1');
  const other = await login(A, email, PASSWORD, '198.51.100.1');
  const info = (base: string, cookie: string) =>
    fetch(`${base}/api/v1/user_info`, { headers: { cookie } }).then(async (r) => (await r.arrayBuffer(), r.status));
  const before = await info(B, other.cookie);
  const change = await fetch(`${A}/api/v1/change_password`, {
    method: 'POST',
    headers: { cookie: current.cookie, 'x-chorus-csrf': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ old_password: PASSWORD, new_password: 'Changed-on-A-2026#' }),
  });
  const t0 = performance.now();
  let seen = before;
  while (seen !== 401 && performance.now() - t0 < 2000) seen = await info(B, other.cookie);
  const ms = performance.now() - t0;
  line(
    'session ended by a password change on A, refused by B',
    `${ms.toFixed(1)} ms`,
    '< 200 ms',
    before === 200 && change.status === 200 && seen === 401 && ms < 200,
  );

  // Writes through A read through B (the NOTIFY path): channel visibility, permissions, accounting.
  const as = async (key: string) => (await login(A, `${key}@demo.chorus.test`, PASSWORD, '198.51.100.2')).cookie;
  const [staff, admin, finance, advertiser] = [await as('staff'), await as('admin'), await as('finance'), await as('advertiser')];
  const call = async (base: string, cookie: string, method: string, url: string, body?: unknown) => {
    const r = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, 'x-chorus-csrf': '1', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await r.text();
    return { status: r.status, text };
  };
  /** Writes through A, then reads through B until `seen` holds: the milliseconds from the write's answer. */
  async function acrossProcesses(label: string, write: () => Promise<number>, seen: () => Promise<boolean>) {
    const before = await seen();
    const status = await write();
    const start = performance.now();
    let ok = await seen();
    while (!ok && performance.now() - start < 2000) ok = await seen();
    const elapsed = performance.now() - start;
    const why = before ? ' (seen before the write)' : status !== 200 ? ` (write answered ${status})` : '';
    line(`${label}: written on A, read on B`, `${elapsed.toFixed(1)} ms${why}`, '< 200 ms', !before && status === 200 && ok && elapsed < 200);
  }
  // The advertiser reaches one channel through a permission entry (the demo gives them none).
  const listed = JSON.parse((await call(A, admin, 'GET', '/api/v1/channels')).text) as { items?: { channel_id: string }[] };
  const channelId = listed.items?.[0]?.channel_id ?? 'none';
  const advertiserId = (JSON.parse((await call(A, advertiser, 'GET', '/api/v1/user_permissions')).text) as { user_id: number }).user_id;
  const reach = { changes: [{ action: 'grant', function: 'cooperation', item: 'ad', channel_ids: [channelId] }] };
  console.log(`advertiser given channel ${channelId}: ${(await call(A, admin, 'PUT', `/api/v1/user-permissions/${advertiserId}`, reach)).status}`);
  await acrossProcesses(
    'channel hidden from advertisers',
    async () => (await call(A, staff, 'PUT', `/api/v1/channels/${channelId}/visibility`, { hidden: true, scope: 'current', reason: 'bench' })).status,
    async () =>
      !(JSON.parse((await call(B, advertiser, 'GET', `/api/v1/channels?q=${channelId}`)).text) as { items: { channel_id: string }[] }).items.some(
        (i) => i.channel_id === channelId,
      ),
  );
  const staffId = (JSON.parse((await call(B, staff, 'GET', '/api/v1/user_permissions')).text) as { user_id: number }).user_id;
  await acrossProcesses(
    'permission granted',
    async () =>
      (await call(A, admin, 'PUT', `/api/v1/user-permissions/${staffId}`, { changes: [{ action: 'grant', function: 'page', item: 'syslog', global: true }] }))
        .status,
    async () => (await call(B, staff, 'GET', '/api/v1/user_permissions')).text.includes('"syslog"'),
  );
  await acrossProcesses(
    'profit-share ratio set',
    async () =>
      (
        await call(A, finance, 'PUT', '/api/v1/accounting/ratios', {
          channel_id: channelId,
          start_month: '202501',
          ratios: { estimated_ad: '0.4321', premium: '0.5' },
        })
      ).status,
    async () => (await call(B, finance, 'GET', `/api/v1/accounting/ratios?channel_id=${channelId}`)).text.includes('0.4321'),
  );

  // The per-address limit, through nginx over both processes.
  const lb = await startNginx([portA, portB]);
  let firstRefused = 0;
  for (let i = 1; i <= LIMIT + 2 && firstRefused === 0; i++) {
    const r = await fetch(`${lb.base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ email: 'nobody@demo.chorus.test', password: 'x' }),
    });
    await r.arrayBuffer();
    if (r.status === 429) firstRefused = i;
  }
  line(`address limit ${LIMIT}/min shared by 2 processes: first refused request`, `#${firstRefused}`, `#${LIMIT + 1}`, firstRefused === LIMIT + 1);

  // The lockout, failures alternating between the processes (each from its own address).
  const victim = 'viewer@demo.chorus.test';
  for (let i = 0; i < 5; i++) await login(i % 2 === 0 ? A : B, victim, `Wrong-${i}-password!`, `192.0.2.${i + 10}`);
  const after = await login(B, victim, PASSWORD, '192.0.2.99');
  line('lockout after 5 failures across processes: right password then', String(after.status), '401', after.status === 401);

  // 1,000 queued jobs, the first of two workers killed with SIGKILL mid-run: effects and executions per job.
  const JOBS = 1000;
  const EXPIRE_SECONDS = 5;
  const sql = new pgClient.Client({ connectionString: DATABASE_URL });
  await sql.connect();
  for (const table of ['bench_runs', 'bench_executions', 'bench_skips'])
    await sql.query(`CREATE TABLE ${table} (n int NOT NULL, pid int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`);
  const boss = new PgBoss({ connectionString: DATABASE_URL, schema: 'bench_boss', supervise: false, schedule: false });
  await boss.start();
  await boss.createQueue('bench_once', { expireInSeconds: EXPIRE_SECONDS, retryLimit: 2, retryDelay: 0 });
  await boss.insert(
    'bench_once',
    Array.from({ length: JOBS }, (_, n) => ({ data: { n } })),
  );
  const worker = (name: string) => {
    const log = path.join(work, `${name}.log`);
    const fd = openSync(log, 'a');
    const child = spawn(node24, [path.join(root, 'scripts/bench/scale-out-worker.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL },
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    children.push(child);
    return child;
  };
  const runs = async () => Number((await sql.query<{ c: string }>('SELECT count(*) AS c FROM bench_runs')).rows[0]!.c);
  const first = worker('jobs-1');
  while ((await runs()) < JOBS / 4) await sleep(50);
  first.kill('SIGKILL');
  const killedAt = performance.now();
  worker('jobs-2');
  const remaining = async () =>
    Number((await sql.query<{ c: string }>(`SELECT count(*) AS c FROM bench_boss.job WHERE name = 'bench_once' AND state <> 'completed'`)).rows[0]!.c);
  while ((await remaining()) > 0 && performance.now() - killedAt < 120_000) await sleep(200);
  const doneAfter = (performance.now() - killedAt) / 1000;
  const counts = (
    await sql.query<{ times: string; jobs: string }>(
      `SELECT times, count(*) AS jobs FROM (SELECT g.n, count(r.n) AS times FROM generate_series(0, ${JOBS - 1}) g(n) LEFT JOIN bench_runs r ON r.n = g.n GROUP BY g.n) t GROUP BY times ORDER BY times`,
    )
  ).rows;
  const jobsRun = (test: (times: number) => boolean) => counts.filter((c) => test(Number(c.times))).reduce((sum, c) => sum + Number(c.jobs), 0);
  const [never, once, again] = [jobsRun((t) => t === 0), jobsRun((t) => t === 1), jobsRun((t) => t > 1)];
  const count = async (query: string) => Number((await sql.query<{ c: string }>(query)).rows[0]!.c);
  const retried = await count('SELECT count(*) - count(DISTINCT n) AS c FROM bench_executions');
  const skipped = await count('SELECT count(*) AS c FROM bench_skips');
  console.log(
    `${JOBS} jobs, worker 1 killed after ${JOBS / 4} effects: all completed ${doneAfter.toFixed(1)} s after the kill (expireInSeconds ${EXPIRE_SECONDS}, supervisor every 1 s)`,
  );
  line(
    'jobs through a SIGKILLed worker: effect applied 0 / 1 / >1 times',
    `${never} / ${once} / ${again}`,
    `0 / ${JOBS} / 0`,
    never === 0 && again === 0 && once === JOBS,
  );
  line(
    'executions retried after kill -9 (effect found committed, skipped)',
    `${retried} (${skipped} skipped), effects doubled: ${again}`,
    'doubled: 0',
    again === 0 && skipped <= retried,
  );
  await boss.stop({ graceful: false });
  await sql.end();

  // Requests per second through nginx: one process against two.
  const lbOne = await startNginx([portA]);
  const load = { headers: {}, connections: 50, warmupSeconds: 2, durationSeconds: 8, maxRequests: 1_000_000, serverPid: a.child.pid! };
  const one = await runLoad({ ...load, url: `${lbOne.base}/api/v1/health` }, 'health via nginx, 1 API process');
  const two = await runLoad({ ...load, url: `${lb.base}/api/v1/health` }, 'health via nginx, 2 API processes');
  console.log(
    `GET /api/v1/health through nginx: 1 process ${Math.round(one.rpsMean)} req/s (p99 ${one.latencyP99} ms), 2 processes ${Math.round(two.rpsMean)} req/s (p99 ${two.latencyP99} ms), ${(two.rpsMean / one.rpsMean).toFixed(2)}× on ${os.availableParallelism()} cores`,
  );
  line(
    'requests per second, 2 processes ÷ 1 (no errors)',
    `${(two.rpsMean / one.rpsMean).toFixed(2)} (${Math.round(one.rpsMean)} → ${Math.round(two.rpsMean)}/s)`,
    'no errors',
    two.errors === 0 && two.non2xx === 0,
  );
} catch (error) {
  console.error(error);
  figures.error = (error as Error).message.split('\n')[0];
  misses.push('run');
} finally {
  cleanup();
  saveFigures();
}
if (misses.length > 0) {
  console.log(`MISSED: ${misses.join('; ')}`);
  process.exit(1);
}
