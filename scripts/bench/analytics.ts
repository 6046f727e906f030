// `npm run bench:analytics` (also step 4 of `npm run bench`): the channel analytics pages under load
// on demo networks of 100, 1,000 and 5,000 channels with two years of daily data. For each size:
// seed (or reuse a seeded database kept in .bench/analytics-data), start the real server, then
// autocannon in a separate process, 50 connections, each request for a channel drawn at random
// from every channel of the network: overview, audience, content, each right after a run of
// GET /api/v1/health (its baseline).
// Then the same three once more with the answer cache switched off (ANALYTICS_CACHE_MB=0), so the
// cost of computing an answer, and whether it grows with the network, is measured too.
// Prints p50/p99/req/s with the ratios to health and the target verdicts; writes
// .bench/analytics.json. Exits 0 whenever it measured, 1 when a step failed.
//
//   node scripts/bench/analytics.ts [--sizes 100,1000,5000] [--days 730] [--days-at 5000=365] [--fresh]
//                                   [--duration 10] [--no-uncached]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import type { LoadOptions, LoadResult } from './load.ts';
import { cleanupNow, freePort, killLeftovers, sleep, track } from './proc.ts';
import { node24, root, startServer, stopServer, tail, type RunningServer } from './server.ts';

const TARGETS = { p99Ms: 50, toHealthRps: 0.25, p50Flatness: 1.5, atChannels: 1000 };
const ENDPOINTS = ['overview', 'audience', 'content'] as const;
type EndpointName = (typeof ENDPOINTS)[number];
const ADMIN = { email: 'admin@demo.chorus.test', password: 'Chorus-demo-2026!' };

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,1000,5000' },
    days: { type: 'string', default: '730' },
    'days-at': { type: 'string', multiple: true, default: [] },
    fresh: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'no-uncached': { type: 'boolean', default: false },
    'limit-minutes': { type: 'string', default: '60' },
  },
});
const sizes = args.sizes.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes takes channel counts, e.g. 100,1000,5000');
const daysAt = new Map(args['days-at'].map((pair) => pair.split('=').map(Number) as [number, number]));
const daysFor = (channels: number) => daysAt.get(channels) ?? Number(args.days);
const LOAD = { connections: 50, warmupSeconds: Number(args.warmup), durationSeconds: Number(args.duration), maxRequests: 1_000_000 };
const HARD_LIMIT_MS = Number(args['limit-minutes']) * 60_000;
const SEED_LIMIT_MS = HARD_LIMIT_MS;
const dataRoot = path.join(root, '.bench/analytics-data');

// ---- safety nets: nothing started here outlives the script -------------------------------------
process.on('exit', () => {
  const killed = cleanupNow();
  if (killed.length) console.error(`[analytics] killed leftovers at exit: ${killed.join(', ')}`);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n[analytics] ${signal}: stopping everything this bench started`);
    process.exit(130);
  });
}
setTimeout(() => {
  console.error(`[analytics] gave up after ${HARD_LIMIT_MS / 60_000} min`);
  process.exit(1);
}, HARD_LIMIT_MS).unref();
delete process.env.ANALYTICS_CACHE_MB;

const say = (line: string) => console.log(`[analytics] ${line}`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

type Run = LoadResult & { healthRps?: number; toHealthRps?: number; p99Ok?: boolean; ratioOk?: boolean; bytes?: { json: number; gzip: number } };
type SizeResult = {
  channels: number;
  days: number;
  seed: { reused: boolean; seconds: number; summary: string[]; dataDir: string };
  startupSeconds?: number;
  cached: { health?: Run; healthRuns?: Run[] } & Partial<Record<EndpointName, Run>>;
  uncached: Partial<Record<EndpointName, Run>>;
  primed: Partial<Record<EndpointName, { seconds: number; perSecond: number }>>;
};
const results: { date: string; machine: { cpus: number; cpuModel: string; loadavg: number[] }; targets: typeof TARGETS; load: typeof LOAD; sizes: SizeResult[]; flatness?: Record<string, { cached: number | null; uncached: number | null }>; error?: string } = {
  date: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), cpuModel: os.cpus()[0]?.model ?? '?', loadavg: os.loadavg() },
  targets: TARGETS,
  load: LOAD,
  sizes: [],
};

let running: RunningServer | null = null;
let failure: unknown = null;
try {
  say(`${results.machine.cpus} CPUs (${results.machine.cpuModel}), load average ${results.machine.loadavg.map((l) => l.toFixed(2)).join(' ')}`);
  say(`sizes ${sizes.join(', ')} channels; ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s per route; each request picks a channel at random`);
  for (const channels of sizes) {
    const days = daysFor(channels);
    const seed = await seededDatabase(channels, days);
    const size: SizeResult = { channels, days, seed, cached: {}, uncached: {}, primed: {} };
    results.sizes.push(size);

    say(`${channels} channels: starting the server (answer cache on)…`);
    running = await startServer({ dataDir: seed.dataDir, logFile: path.join(seed.dataDir, '..', `server-${channels}.log`), env: { AUTH_REQUESTS_PER_MINUTE: '100000', REFRESH_WORKER: 'false' } });
    size.startupSeconds = running.startupSeconds;
    const channelIds = await listChannels(running);
    const token = await signIn(running.base);
    // As a browser asks: with the bearer token and accepting gzip.
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
    const paths = (page: EndpointName) => channelIds.map((id) => `/api/v1/channels/${id}/${page}`);
    // Every route answers 200 before it is measured; the answer sizes are noted.
    const bytes: Partial<Record<EndpointName, { json: number; gzip: number }>> = {};
    for (const page of ENDPOINTS) bytes[page] = await probe(running, paths(page)[0]!, headers);
    // Every channel's pages computed once first, as each channel's first visitor of the day would:
    // the measured runs are the steady state. (The cost of computing is the uncached runs below.)
    for (const page of ENDPOINTS) {
      const primed = await prime(running, paths(page), headers);
      size.primed[page] = primed;
      say(`${channels} channels: ${page} computed for every channel in ${primed.seconds.toFixed(1)} s (${fmt(primed.perSecond)} per s, 8 at a time)`);
    }

    // The machine's load from other work drifts over minutes: each page is compared with a health
    // run measured just before it.
    const healthNow = async () => {
      const health = await load(running!, { path: '/api/v1/health', headers: { 'accept-encoding': 'gzip' } });
      say(`${channels} channels: health ${fmt(health.rpsMean)} req/s, p50 ${health.latencyP50} ms, p99 ${health.latencyP99} ms`);
      return health;
    };
    size.cached.healthRuns = [];
    for (const page of ENDPOINTS) {
      const health = await healthNow();
      size.cached.health ??= health;
      size.cached.healthRuns.push(health);
      const run: Run = await load(running, { paths: paths(page), headers });
      run.healthRps = health.rpsMean;
      run.bytes = bytes[page];
      run.toHealthRps = run.rpsMean / health.rpsMean;
      run.p99Ok = run.latencyP99 < TARGETS.p99Ms;
      run.ratioOk = run.toHealthRps >= TARGETS.toHealthRps;
      size.cached[page] = run;
      say(`${channels} channels, cached: ${page} ${fmt(run.rpsMean)} req/s (${run.toHealthRps.toFixed(2)} of health), p50 ${run.latencyP50} ms, p99 ${run.latencyP99} ms, non-2xx ${run.non2xx}`);
    }
    await stop(running);
    running = null;

    if (!args['no-uncached']) {
      say(`${channels} channels: the server again with ANALYTICS_CACHE_MB=0 (every answer computed)…`);
      running = await startServer({
        dataDir: seed.dataDir,
        logFile: path.join(seed.dataDir, '..', `server-${channels}-uncached.log`),
        env: { AUTH_REQUESTS_PER_MINUTE: '100000', REFRESH_WORKER: 'false', ANALYTICS_CACHE_MB: '0' },
      });
      const uncachedToken = await signIn(running.base);
      for (const page of ENDPOINTS) {
        const health = await healthNow();
        const run: Run = await load(running, { paths: paths(page), headers: { ...headers, authorization: `Bearer ${uncachedToken}` } });
        run.healthRps = health.rpsMean;
        run.toHealthRps = run.rpsMean / health.rpsMean;
        size.uncached[page] = run;
        say(`${channels} channels, uncached: ${page} ${fmt(run.rpsMean)} req/s, p50 ${run.latencyP50} ms, p99 ${run.latencyP99} ms, non-2xx ${run.non2xx}`);
      }
      await stop(running);
      running = null;
    }
  }
} catch (error) {
  failure = error;
  results.error = error instanceof Error ? error.message : String(error);
  console.error(`[analytics] FAILED: ${results.error}`);
  if (running) console.error(`[analytics] server log tail:\n${tail(running.logFile)}`);
} finally {
  if (running) await stopServer(running).catch(() => null);
  const killed = cleanupNow();
  if (killed.length) console.error(`[analytics] killed leftovers: ${killed.join(', ')}`);
}

printTable();
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench/analytics.json'), `${JSON.stringify(results, null, 2)}\n`);
say('figures written to .bench/analytics.json');
process.exit(failure ? 1 : 0);

// ---- steps ----------------------------------------------------------------------------------------

/**
 * A demo network of `channels` channels with `days` days of data, seeded with
 * `npm run seed -- --channels N --days D` into .bench/analytics-data and kept there: a
 * later run reuses it while the seed's and the migrations' sources are unchanged.
 */
async function seededDatabase(channels: number, days: number): Promise<SizeResult['seed']> {
  const fingerprint = sourceFingerprint();
  const name = `${channels}ch-${days}d-${fingerprint}`;
  const dataDir = path.join(dataRoot, name, 'data');
  const marker = path.join(dataRoot, name, 'seeded.json');
  mkdirSync(dataRoot, { recursive: true });
  // Databases of older sources, or of the same size seeded differently, go (they are large).
  for (const entry of readdirSync(dataRoot)) {
    if (entry !== name && entry.startsWith(`${channels}ch-`)) rmSync(path.join(dataRoot, entry), { recursive: true, force: true });
  }
  if (existsSync(marker) && !args.fresh) {
    const saved = JSON.parse(readFileSync(marker, 'utf8')) as { seconds: number; summary: string[] };
    say(`${channels} channels × ${days} days: reusing the database seeded in ${saved.seconds.toFixed(0)} s (${path.relative(root, dataDir)})`);
    return { reused: true, seconds: saved.seconds, summary: saved.summary, dataDir };
  }
  rmSync(path.join(dataRoot, name), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // A fresh folder, so no --reset: the seed starts its own PostgreSQL on it, seeds and stops it.
  say(`${channels} channels × ${days} days: seeding (npm run seed -- --channels ${channels} --days ${days})…`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PG_PORT: String(await freePort()) };
  for (const key of ['DATABASE_URL', 'NODE_ENV', 'SEED']) delete env[key];
  const started = performance.now();
  const child = spawn(node24, [path.join(root, 'apps/server/src/seed/seed-cli.ts'), '--channels', String(channels), '--days', String(days)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const { untrack } = track(child, path.join(dataDir, 'pg'));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
    for (const line of String(chunk).split('\n')) if (/channels generated/.test(line)) say(`  seed:${line.replace(/^\s+/, ' ')}`);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const code = await Promise.race([
    new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c))),
    sleep(SEED_LIMIT_MS).then(() => -1),
  ]);
  if (code !== 0) {
    killLeftovers(child.pid!, path.join(dataDir, 'pg'));
    untrack();
    throw new Error(`seeding ${channels} channels ${code === -1 ? 'took too long' : `exited ${code}`}:\n${output.split('\n').slice(-15).join('\n')}`);
  }
  untrack();
  const seconds = (performance.now() - started) / 1000;
  const summary = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^(Seeded|Analytics through|channel_daily_metrics|channel_audience|\d[\d,]* rows)/.test(l));
  writeFileSync(marker, JSON.stringify({ channels, days, seconds, summary, date: new Date().toISOString() }, null, 2));
  say(`${channels} channels × ${days} days: seeded in ${seconds.toFixed(0)} s; ${summary.join(' ')}`);
  return { reused: false, seconds, summary, dataDir };
}

/** What the seeded database depends on: the seed's and the migrations' sources. */
function sourceFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(ts|sql|json)$/.test(entry) && !/\.test\.ts$/.test(entry)) hash.update(file).update(readFileSync(file));
    }
  };
  walk(path.join(root, 'apps/server/src/seed'));
  walk(path.join(root, 'apps/server/src/db/migrations'));
  return hash.digest('hex').slice(0, 10);
}

async function listChannels(server: RunningServer): Promise<string[]> {
  const client = new pg.Client({ connectionString: `postgres://postgres:chorus-local@127.0.0.1:${server.pgPort}/chorus` });
  await client.connect();
  try {
    const { rows } = await client.query<{ channel_id: string }>('SELECT channel_id FROM channels ORDER BY channel_id');
    return rows.map((r) => r.channel_id);
  } finally {
    await client.end();
  }
}

async function signIn(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/v1/login_challenge`, { signal: AbortSignal.timeout(5000) })).json()) as { challenge: string };
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challenge: challenge.challenge, ...ADMIN }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`sign-in as ${ADMIN.email} answered ${response.status}`);
  return body.access_token;
}

async function probe(server: RunningServer, route: string, headers: Record<string, string>): Promise<{ json: number; gzip: number }> {
  const response = await fetch(`${server.base}${route}`, { headers, signal: AbortSignal.timeout(10_000) });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}: ${body.slice(0, 300)}`);
  return { json: Buffer.byteLength(body), gzip: gzipSync(body, { level: 6 }).length };
}

/** Asks every path once, 8 at a time; fails on any answer but 200. */
async function prime(server: RunningServer, paths: string[], headers: Record<string, string>): Promise<{ seconds: number; perSecond: number }> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const route = paths[next++]!;
      const response = await fetch(`${server.base}${route}`, { headers, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { seconds, perSecond: paths.length / seconds };
}

async function load(server: RunningServer, target: { path?: string; paths?: string[]; headers: Record<string, string> }): Promise<LoadResult> {
  const options: LoadOptions = { url: `${server.base}${target.path ?? '/'}`, headers: target.headers, paths: target.paths, ...LOAD, serverPid: server.pid };
  // Through a file: 5,000 paths exceed the size of one command-line argument.
  const optionsFile = path.join(root, '.bench', `load-options-${process.pid}.json`);
  writeFileSync(optionsFile, JSON.stringify(options));
  const child = spawn(node24, [path.join(import.meta.dirname, 'load.ts'), `@${optionsFile}`], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const { untrack } = track(child);
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  const limitMs = (LOAD.warmupSeconds + LOAD.durationSeconds + 30) * 1000;
  const code = await Promise.race([
    new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c))),
    sleep(limitMs).then(() => {
      child.kill('SIGKILL');
      return -1;
    }),
  ]);
  untrack();
  rmSync(optionsFile, { force: true });
  if (code !== 0) throw new Error(`load generator ${code === -1 ? `killed after ${limitMs / 1000} s` : `exited ${code}`}`);
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as LoadResult;
}

async function stop(server: RunningServer): Promise<void> {
  const report = await stopServer(server);
  if (report.exitCode !== 0 || report.leftovers.length > 0) {
    say(`WARNING: server stop: exit ${report.exitCode ?? report.signal}${report.leftovers.length ? `, leftovers ${report.leftovers.join(' ')}` : ''}`);
  }
}

function printTable() {
  const rows: [string, string, string, string][] = [];
  const cpu = (r: LoadResult) => `node ${r.cpu.serverCores.toFixed(2)}, pg ${r.cpu.postgresCores.toFixed(2)}, autocannon ${r.cpu.loadGeneratorCores.toFixed(2)}, others ${r.cpu.othersCores.toFixed(2)} cores`;
  for (const s of results.sizes) {
    const seeded = s.seed.reused ? `reused (seeded in ${s.seed.seconds.toFixed(0)} s)` : `seeded in ${s.seed.seconds.toFixed(0)} s`;
    const primed = ENDPOINTS.filter((p) => s.primed[p]).map((p) => `${p} ${fmt(s.primed[p]!.perSecond)}/s`);
    rows.push([`${fmt(s.channels)} channels × ${s.days} days`, '', '', `${seeded}${primed.length ? `; every channel computed once first: ${primed.join(', ')}` : ''}`]);
    const h = s.cached.health;
    if (h) rows.push(['  health req/s, p50 / p99 (first run)', fmt(h.rpsMean), `${h.latencyP50} / ${h.latencyP99} ms`, cpu(h)]);
    for (const page of ENDPOINTS) {
      const r = s.cached[page];
      if (!r) continue;
      const judged = s.channels === TARGETS.atChannels;
      rows.push([
        `  ${page} req/s (÷ health), p50 / p99`,
        `${fmt(r.rpsMean)} (${r.toHealthRps!.toFixed(2)})`,
        `${r.latencyP50} / ${r.latencyP99} ms`,
        `${judged ? `p99 < ${TARGETS.p99Ms} ms ${verdict(r.p99Ok!)}, ratio >= ${TARGETS.toHealthRps} ${verdict(r.ratioOk!)}; ` : ''}health just before ${fmt(r.healthRps ?? 0)} req/s; ${r.bytes ? `${fmt(r.bytes.json)} B json, ${fmt(r.bytes.gzip)} B gzip` : ''}; non-2xx ${r.non2xx}; ${cpu(r)}`,
      ]);
    }
    for (const page of ENDPOINTS) {
      const r = s.uncached[page];
      if (!r) continue;
      rows.push([`  ${page} uncached req/s (÷ health), p50 / p99`, `${fmt(r.rpsMean)} (${r.toHealthRps!.toFixed(2)})`, `${r.latencyP50} / ${r.latencyP99} ms`, `non-2xx ${r.non2xx}; ${cpu(r)}`]);
    }
  }
  // Flatness: p50 across sizes (autocannon's whole milliseconds; a 1 ms floor avoids dividing by 0).
  if (results.sizes.length > 1) {
    results.flatness = {};
    for (const page of ENDPOINTS) {
      const spread = (pick: (s: SizeResult) => Run | undefined) => {
        const p50s = results.sizes.map(pick).filter((r): r is Run => r !== undefined).map((r) => Math.max(1, r.latencyP50));
        return p50s.length === results.sizes.length ? Math.max(...p50s) / Math.min(...p50s) : null;
      };
      const cached = spread((s) => s.cached[page]);
      const uncached = spread((s) => s.uncached[page]);
      results.flatness[page] = { cached, uncached };
      const sizesText = results.sizes.map((s) => fmt(s.channels)).join(' / ');
      const p50Text = (pick: (s: SizeResult) => Run | undefined) => results.sizes.map((s) => `${pick(s)?.latencyP50 ?? '-'}`).join(' / ');
      if (cached !== null) rows.push([`${page} p50 at ${sizesText} channels`, `${p50Text((s) => s.cached[page])} ms`, `max/min <= ${TARGETS.p50Flatness}`, `${cached.toFixed(2)} ${verdict(cached <= TARGETS.p50Flatness)}`]);
      if (uncached !== null) rows.push([`${page} p50 uncached at ${sizesText}`, `${p50Text((s) => s.uncached[page])} ms`, `max/min <= ${TARGETS.p50Flatness}`, `${uncached.toFixed(2)} ${verdict(uncached <= TARGETS.p50Flatness)}`]);
    }
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), 8));
  console.log('');
  rows.forEach((r) => console.log(`  ${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padStart(widths[1]!)}  ${r[2]!.padEnd(widths[2]!)}  ${r[3]}`.trimEnd()));
  const others = results.sizes.flatMap((s) => [s.cached.health, ...ENDPOINTS.map((p) => s.cached[p])]).filter((r): r is Run => !!r).map((r) => r.cpu.othersCores);
  if (others.length && Math.max(...others) > 0.25) {
    console.log(`  WARNING: other processes used up to ${Math.max(...others).toFixed(2)} cores during the runs; the figures are skewed by that contention.`);
  }
  if (results.error) console.log(`  (incomplete: ${results.error.split('\n')[0]})`);
  console.log('');
}
