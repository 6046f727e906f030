// `npm run bench:analytics` (also step 5 of `npm run bench`): the channel analytics pages under load
// on demo networks of 100, 1,000 and 5,000 channels with two years of daily data. Each network is
// seeded once (kept in .bench/analytics-data) and gets a real server of its own; all of them run
// at once, so that the sizes are measured side by side, in rounds (100, 1,000, 5,000, then again),
// rather than minutes apart on a machine whose other work comes and goes. Load: autocannon in a
// separate process, 50 connections, each request for a channel drawn at random from every channel
// of the network; overview, audience and content, each round after a run of GET /api/v1/health
// (the baseline of the ratio). Then the same with the answer cache switched off
// (ANALYTICS_CACHE_MB=0, "uncached": no answer in the process's memory, the precomputed answers
// read from PostgreSQL, migration 0021), and with the precomputed answers off too
// (ANALYTICS_PRECOMPUTED=false, "computed": every answer computed from the daily tables): the cost
// of a first answer, and whether it grows with the network. Before the servers start, every
// channel's precomputed answers are brought up to date (seed/precompute-answers-cli.ts; the time
// a channel and the table's size are printed).
// Prints p50/p99/req/s, the ratios to health and the target verdicts; writes .bench/analytics.json.
// Exits 0 whenever it measured, 1 when a step failed.
//
//   node scripts/bench/analytics.ts [--sizes 100,1000,5000] [--days 730] [--days-at 5000=365] [--fresh]
//                                   [--rounds 2] [--duration 10] [--no-uncached] [--no-computed] [--limit-minutes 60]
//                                   [--seed-only] [--pages overview,audience,content] [--no-cached]
//   (BENCH_PORTS=5000-5049 keeps every server and PostgreSQL to that port range.)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { PrecomputeReport } from '../../apps/server/src/seed/precompute-answers.ts';
import type { LoadOptions, LoadResult } from './load.ts';
import { cleanupNow, installSafetyNets } from './proc.ts';
import { runLoad } from './run-load.ts';
import { getEvery, pgClient, root, runDataDirScript, startServer, stopServer, tail, type RunningServer, writeFigures } from './server.ts';
import { seedSourcesFingerprint } from './seed-fingerprint.ts';

const TARGETS = { p99Ms: 50, toHealthRps: 0.25, p50Flatness: 1.5, atChannels: 1000 };
const ENDPOINTS = ['overview', 'audience', 'content'] as const;
type EndpointName = (typeof ENDPOINTS)[number];
type Mode = 'cached' | 'uncached' | 'computed';
const MODES = ['cached', 'uncached', 'computed'] as const;
const ADMIN = { email: 'admin@demo.chorus.test', password: 'Chorus-demo-2026!' };

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,1000,5000' },
    days: { type: 'string', default: '730' },
    'days-at': { type: 'string', multiple: true, default: [] },
    fresh: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '2' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'no-uncached': { type: 'boolean', default: false },
    'no-computed': { type: 'boolean', default: false },
    'limit-minutes': { type: 'string', default: '60' },
    // For short runs on a shared machine: seed only (outside any bench lock), some pages, one mode.
    'seed-only': { type: 'boolean', default: false },
    pages: { type: 'string', default: ENDPOINTS.join(',') },
    'no-cached': { type: 'boolean', default: false },
  },
});
const sizes = args.sizes.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes takes channel counts, e.g. 100,1000,5000');
const daysAt = new Map(args['days-at'].map((pair) => pair.split('=').map(Number) as [number, number]));
const daysFor = (channels: number) => daysAt.get(channels) ?? Number(args.days);
const ROUNDS = Math.max(1, Number(args.rounds));
const LOAD = { connections: 50, warmupSeconds: Number(args.warmup), durationSeconds: Number(args.duration), maxRequests: 1_000_000 };
const HARD_LIMIT_MS = Number(args['limit-minutes']) * 60_000;
const SEED_LIMIT_MS = HARD_LIMIT_MS;
const dataRoot = path.join(root, '.bench/analytics-data');
const pages = args.pages.split(',') as EndpointName[];
if (pages.some((p) => !ENDPOINTS.includes(p))) throw new Error(`--pages takes some of ${ENDPOINTS.join(',')}`);
const modes: Mode[] = [
  ...(args['no-cached'] ? [] : ['cached' as const]),
  ...(args['no-uncached'] ? [] : ['uncached' as const]),
  ...(args['no-computed'] ? [] : ['computed' as const]),
];
const judged = sizes.includes(TARGETS.atChannels) ? TARGETS.atChannels : sizes[0]!;

installSafetyNets('analytics', { limitMs: HARD_LIMIT_MS, limit: `${HARD_LIMIT_MS / 60_000} min`, started: 'everything this bench started' });
delete process.env.ANALYTICS_CACHE_MB;

const say = (line: string) => console.log(`[analytics] ${line}`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

type PageRun = LoadResult & { round: number; healthRps: number; toHealthRps: number };
type Summary = {
  rounds: number;
  rps: number;
  p50: number;
  p99: number;
  toHealthRps: number;
  non2xx: number;
  errors: number;
  serverCores: number;
  postgresCores: number;
  othersCores: number;
};
type SizeResult = {
  channels: number;
  days: number;
  seed: { reused: boolean; seconds: number; summary: string[]; dataDir: string };
  precomputed?: Precomputed;
  startupSeconds?: number;
  bytes: Partial<Record<EndpointName, { json: number; gzip: number }>>;
  primed: Partial<Record<EndpointName, { seconds: number; perSecond: number }>>;
  runs: Record<Mode, Partial<Record<EndpointName, PageRun[]>>>;
  summary: Record<Mode, Partial<Record<EndpointName, Summary>>>;
};
const results: {
  date: string;
  machine: { cpus: number; cpuModel: string; loadavg: number[] };
  targets: typeof TARGETS;
  load: typeof LOAD & { rounds: number };
  sizes: SizeResult[];
  health: { mode: Mode; page: EndpointName; round: number; run: LoadResult }[];
  verdicts?: Record<string, boolean>;
  flatness?: Partial<Record<EndpointName, Partial<Record<Mode, number>>>>;
  error?: string;
} = {
  date: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), cpuModel: os.cpus()[0]?.model ?? '?', loadavg: os.loadavg() },
  targets: TARGETS,
  load: { ...LOAD, rounds: ROUNDS },
  sizes: [],
  health: [],
};

type Live = { size: SizeResult; server: RunningServer; headers: Record<string, string>; paths: (page: EndpointName) => string[] };
const live: Live[] = [];
let failure: unknown = null;
try {
  say(`${results.machine.cpus} CPUs (${results.machine.cpuModel}), load average ${results.machine.loadavg.map((l) => l.toFixed(2)).join(' ')}`);
  say(
    `sizes ${sizes.join(', ')} channels; ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s per run, ${ROUNDS} rounds; each request picks a channel at random`,
  );
  for (const channels of sizes) {
    const days = daysFor(channels);
    const seed = await seededDatabase(channels, days);
    results.sizes.push({
      channels,
      days,
      seed,
      bytes: {},
      primed: {},
      runs: { cached: {}, uncached: {}, computed: {} },
      summary: { cached: {}, uncached: {}, computed: {} },
    });
  }
  // Also with --seed-only, so that the precomputation (minutes at 5,000 channels) runs outside the bench lock.
  for (const size of results.sizes) {
    size.precomputed = await precompute(size);
    const p = size.precomputed;
    say(
      `${fmt(size.channels)} channels: precomputed answers ${p.fresh ? 'computed' : 'already current; computed earlier'}: ` +
        `${fmt(p.answers)} answers of ${fmt(p.channels)} channels in ${p.seconds.toFixed(1)} s (${p.msPerChannel.toFixed(1)} ms a channel, ${p.concurrency} at a time); ` +
        `channel_answers ${fmt(p.tableRows)} rows, ${fmt(p.tableBytes / 1024 / 1024, 1)} MB`,
    );
  }

  for (const mode of args['seed-only'] ? [] : modes) {
    const modeNote = {
      cached: 'answer cache on',
      uncached: 'ANALYTICS_CACHE_MB=0: no answer in memory, precomputed answers read from PostgreSQL',
      computed: 'ANALYTICS_CACHE_MB=0 ANALYTICS_PRECOMPUTED=false: every answer computed',
    }[mode];
    say(`${modeNote}: starting a server for each size…`);
    for (const size of results.sizes) {
      const server = await startServer({
        dataDir: size.seed.dataDir,
        logFile: path.join(size.seed.dataDir, '..', `server-${mode}.log`),
        env: {
          AUTH_REQUESTS_PER_MINUTE: '100000',
          REFRESH_WORKER: 'false',
          ...(mode !== 'cached' ? { ANALYTICS_CACHE_MB: '0' } : {}),
          ...(mode === 'computed' ? { ANALYTICS_PRECOMPUTED: 'false' } : {}),
        },
      });
      const entry: Live = { size, server, headers: {}, paths: () => [] };
      live.push(entry);
      if (mode === 'cached') size.startupSeconds = server.startupSeconds;
      const channelIds = await listChannels(server);
      // As a browser asks: with the bearer token and accepting gzip.
      entry.headers = { authorization: `Bearer ${await signIn(server.base)}`, 'accept-encoding': 'gzip' };
      entry.paths = (page) => channelIds.map((id) => `/api/v1/channels/${id}/${page}`);
      for (const page of pages) size.bytes[page] ??= await probe(server, entry.paths(page)[0]!, entry.headers);
      if (mode === 'cached') {
        // Every channel's pages computed once first, as each channel's first visitor of the day
        // would: the measured runs are the steady state (the uncached runs show the computing).
        for (const page of pages) {
          const primed = await prime(server, entry.paths(page), entry.headers);
          size.primed[page] = primed;
          say(
            `${fmt(size.channels)} channels: ${page} computed for every channel in ${primed.seconds.toFixed(1)} s (${fmt(primed.perSecond)} per s, 8 at a time)`,
          );
        }
      }
    }
    const baseline = live.find((l) => l.size.channels === judged)!;
    for (const page of pages) {
      for (let round = 1; round <= ROUNDS; round++) {
        const health = await load(baseline.server, { path: '/api/v1/health', headers: { 'accept-encoding': 'gzip' } });
        results.health.push({ mode, page, round, run: health });
        say(`${mode} ${page} round ${round}: health ${fmt(health.rpsMean)} req/s, p50 ${health.latencyP50} ms, p99 ${health.latencyP99} ms`);
        for (const l of live) {
          const result = await load(l.server, { paths: l.paths(page), headers: l.headers });
          const run: PageRun = { ...result, round, healthRps: health.rpsMean, toHealthRps: result.rpsMean / health.rpsMean };
          (l.size.runs[mode][page] ??= []).push(run);
          say(
            `${mode} ${page} round ${round}, ${fmt(l.size.channels)} channels: ${fmt(run.rpsMean)} req/s (${run.toHealthRps.toFixed(2)} of health), p50 ${run.latencyP50} ms, p99 ${run.latencyP99} ms, non-2xx ${run.non2xx}`,
          );
        }
      }
    }
    for (const l of live.splice(0)) await stop(l.server);
  }
} catch (error) {
  failure = error;
  results.error = error instanceof Error ? error.message : String(error);
  console.error(`[analytics] FAILED: ${results.error}`);
  for (const l of live) console.error(`[analytics] server log tail (${l.size.channels} channels):\n${tail(l.server.logFile)}`);
} finally {
  for (const l of live.splice(0)) await stopServer(l.server).catch(() => null);
  const killed = cleanupNow();
  if (killed.length) console.error(`[analytics] killed leftovers: ${killed.join(', ')}`);
}

summarise();
printTable();
writeFigures('analytics', results);
say('figures written to .bench/analytics.json');
process.exit(failure ? 1 : 0);

// ---- steps ----------------------------------------------------------------------------------------

/**
 * A demo network of `channels` channels with `days` days of data, seeded with
 * `npm run seed -- --channels N --days D` into .bench/analytics-data and kept there for later runs
 * (the server applies newer migrations to it when it starts, as in production). Seeding 5,000
 * channels takes about a quarter of an hour, so a database seeded by older seed sources is still
 * reused, with a note; `--fresh` seeds again.
 */
async function seededDatabase(channels: number, days: number): Promise<SizeResult['seed']> {
  const fingerprint = seedSourcesFingerprint();
  const name = `${channels}ch-${days}d`;
  const dataDir = path.join(dataRoot, name, 'data');
  const marker = path.join(dataRoot, name, 'seeded.json');
  mkdirSync(dataRoot, { recursive: true });
  if (existsSync(marker) && !args.fresh) {
    const saved = JSON.parse(readFileSync(marker, 'utf8')) as { seconds: number; summary: string[]; fingerprint?: string };
    const older = saved.fingerprint !== fingerprint ? '; seeded by older seed or migration sources (--fresh to seed again)' : '';
    say(`${channels} channels × ${days} days: reusing the database seeded in ${saved.seconds.toFixed(0)} s (${path.relative(root, dataDir)})${older}`);
    return { reused: true, seconds: saved.seconds, summary: saved.summary, dataDir };
  }
  rmSync(path.join(dataRoot, name), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // A fresh folder, so no --reset: the seed starts its own PostgreSQL on it, seeds and stops it.
  say(`${channels} channels × ${days} days: seeding (npm run seed -- --channels ${channels} --days ${days})…`);
  const started = performance.now();
  const output = await runDataDirScript('apps/server/src/seed/seed-cli.ts', ['--channels', String(channels), '--days', String(days)], dataDir, {
    limitMs: SEED_LIMIT_MS,
    what: `seeding ${channels} channels`,
    onChunk: (chunk) => {
      for (const line of chunk.split('\n')) if (/channels generated/.test(line)) say(`  seed:${line.replace(/^\s+/, ' ')}`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const summary = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^(Seeded|Analytics through|channel_daily_metrics|channel_audience|\d[\d,]* rows|Precomputed)/.test(l));
  writeFileSync(marker, JSON.stringify({ channels, days, seconds, summary, fingerprint, date: new Date().toISOString() }, null, 2));
  say(`${channels} channels × ${days} days: seeded in ${seconds.toFixed(0)} s; ${summary.join(' ')}`);
  return { reused: false, seconds, summary, dataDir };
}

/** The precomputation's report (`--json`), and whether this run computed it. */
type Precomputed = PrecomputeReport & { fresh: boolean };

/**
 * Brings the database's precomputed channel answers up to date (seed/precompute-answers-cli.ts,
 * which starts the database's PostgreSQL, computes the channels that are behind and stops it). The
 * last run that computed every channel is kept next to the data (precomputed.json), so that a
 * database already up to date still reports what the precomputation costs.
 */
async function precompute(size: SizeResult): Promise<Precomputed> {
  const marker = path.join(size.seed.dataDir, '..', 'precomputed.json');
  const what = `precomputing answers of ${size.channels} channels`;
  const output = await runDataDirScript('apps/server/src/seed/precompute-answers-cli.ts', ['--json'], size.seed.dataDir, { limitMs: SEED_LIMIT_MS, what });
  const line = output.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`${what}: no report:\n${output.slice(-2000)}`);
  const report = JSON.parse(line) as PrecomputeReport;
  // A run that computed most channels says what the precomputation costs; keep it.
  if (report.channels >= size.channels * 0.9) {
    writeFileSync(marker, JSON.stringify(report, null, 2));
    return { ...report, fresh: true };
  }
  if (existsSync(marker)) {
    const saved = JSON.parse(readFileSync(marker, 'utf8')) as PrecomputeReport;
    return { ...saved, tableBytes: report.tableBytes, tableRows: report.tableRows, fresh: false };
  }
  return { ...report, fresh: report.channels > 0 };
}

async function listChannels(server: RunningServer): Promise<string[]> {
  const client = await pgClient(server);
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
  const seconds = await getEvery(server, paths, headers, { concurrency: 8, timeoutMs: 30_000 });
  return { seconds, perSecond: paths.length / seconds };
}

async function load(server: RunningServer, target: { path?: string; paths?: string[]; headers: Record<string, string> }): Promise<LoadResult> {
  const options: LoadOptions = { url: `${server.base}${target.path ?? '/'}`, headers: target.headers, paths: target.paths, ...LOAD, serverPid: server.pid };
  return runLoad(options, 'load generator');
}

async function stop(server: RunningServer): Promise<void> {
  const report = await stopServer(server);
  if (report.exitCode !== 0 || report.leftovers.length > 0) {
    say(`WARNING: server stop: exit ${report.exitCode ?? report.signal}${report.leftovers.length ? `, leftovers ${report.leftovers.join(' ')}` : ''}`);
  }
}

function summarise() {
  for (const size of results.sizes) {
    for (const mode of MODES) {
      for (const page of ENDPOINTS) {
        const runs = size.runs[mode][page];
        if (!runs?.length) continue;
        size.summary[mode][page] = {
          rounds: runs.length,
          rps: mean(runs.map((r) => r.rpsMean)),
          // p50: the mean of the rounds' medians; p99: the worst round.
          p50: mean(runs.map((r) => r.latencyP50)),
          p99: Math.max(...runs.map((r) => r.latencyP99)),
          toHealthRps: mean(runs.map((r) => r.toHealthRps)),
          non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
          errors: runs.reduce((n, r) => n + r.errors, 0),
          serverCores: mean(runs.map((r) => r.cpu.serverCores)),
          postgresCores: mean(runs.map((r) => r.cpu.postgresCores)),
          othersCores: mean(runs.map((r) => r.cpu.othersCores)),
        };
      }
    }
  }
  const atTarget = results.sizes.find((s) => s.channels === TARGETS.atChannels);
  if (atTarget) {
    results.verdicts = {};
    for (const page of ENDPOINTS) {
      const s = atTarget.summary.cached[page];
      if (!s) continue;
      results.verdicts[`${page} p99 < ${TARGETS.p99Ms} ms`] = s.p99 < TARGETS.p99Ms;
      results.verdicts[`${page} >= ${TARGETS.toHealthRps} of health`] = s.toHealthRps >= TARGETS.toHealthRps;
    }
  }
  if (results.sizes.length > 1) {
    results.flatness = {};
    for (const page of ENDPOINTS) {
      for (const mode of MODES) {
        // Latencies are timed to the microsecond (load.ts); a 0.01 ms floor avoids dividing by zero.
        const p50s = results.sizes
          .map((s) => s.summary[mode][page]?.p50)
          .filter((v): v is number => v !== undefined)
          .map((v) => Math.max(0.01, v));
        if (p50s.length !== results.sizes.length) continue;
        (results.flatness[page] ??= {})[mode] = Math.max(...p50s) / Math.min(...p50s);
        if (mode === 'cached')
          results.verdicts = {
            ...results.verdicts,
            [`${page} p50 flat within ${TARGETS.p50Flatness}x`]: results.flatness[page]![mode]! <= TARGETS.p50Flatness,
          };
      }
    }
  }
}

function precomputedNote(size: SizeResult): string {
  const p = size.precomputed;
  if (!p) return '';
  return `; precomputed answers: ${p.msPerChannel.toFixed(1)} ms a channel (${p.concurrency} at a time), ${fmt(p.tableRows)} kept, ${fmt(p.tableBytes / 1024 / 1024, 1)} MB`;
}

function printTable() {
  const rows: [string, string, string, string][] = [['figure', 'measured', 'target', '']];
  const cores = (s: Summary) => `node ${s.serverCores.toFixed(2)}, pg ${s.postgresCores.toFixed(2)}, others ${s.othersCores.toFixed(2)} cores`;
  const healthRuns = (mode: Mode) => results.health.filter((h) => h.mode === mode).map((h) => h.run.rpsMean);
  for (const mode of MODES) {
    const h = healthRuns(mode);
    if (h.length)
      rows.push([
        `${mode}: health req/s (${h.length} runs, on the ${fmt(judged)}-channel server)`,
        `${fmt(Math.min(...h))}–${fmt(Math.max(...h))}`,
        '-',
        'baseline, measured before each round',
      ]);
    for (const size of results.sizes) {
      for (const page of ENDPOINTS) {
        const s = size.summary[mode][page];
        if (!s) continue;
        const isJudged = mode === 'cached' && size.channels === TARGETS.atChannels;
        const target = isJudged ? `p99 < ${TARGETS.p99Ms} ms, >= ${TARGETS.toHealthRps}` : '-';
        const verdicts = isJudged ? `${verdict(s.p99 < TARGETS.p99Ms)} / ${verdict(s.toHealthRps >= TARGETS.toHealthRps)}; ` : '';
        const bytes = size.bytes[page];
        rows.push([
          `${mode}: ${page}, ${fmt(size.channels)} channels: req/s (÷ health), p50 / p99`,
          `${fmt(s.rps)} (${s.toHealthRps.toFixed(2)})  ${fmt(s.p50, 2)} / ${fmt(s.p99, 1)} ms`,
          target,
          `${verdicts}${mode === 'cached' && bytes ? `${fmt(bytes.json)} B json, ${fmt(bytes.gzip)} B gzip; ` : ''}non-2xx ${s.non2xx}; ${cores(s)}`,
        ]);
      }
    }
  }
  for (const page of ENDPOINTS) {
    for (const mode of MODES) {
      const ratio = results.flatness?.[page]?.[mode];
      if (ratio === undefined) continue;
      const p50s = results.sizes.map((s) => fmt(s.summary[mode][page]!.p50, 2)).join(' / ');
      rows.push([
        `${mode}: ${page} p50 at ${results.sizes.map((s) => fmt(s.channels)).join(' / ')} channels`,
        `${p50s} ms`,
        mode === 'cached' ? `max/min <= ${TARGETS.p50Flatness}` : '-',
        `${ratio.toFixed(2)}${mode === 'cached' ? ` ${verdict(ratio <= TARGETS.p50Flatness)}` : ''}`,
      ]);
    }
  }
  for (const size of results.sizes) {
    const primed = ENDPOINTS.filter((p) => size.primed[p]).map((p) => `${p} ${fmt(size.primed[p]!.perSecond)}/s`);
    const seeded = size.seed.reused ? `reused (seeded in ${size.seed.seconds.toFixed(0)} s)` : `seeded in ${size.seed.seconds.toFixed(0)} s`;
    rows.push([
      `${fmt(size.channels)} channels × ${size.days} days`,
      '',
      '',
      `${seeded}${primed.length ? `; first computation of every channel: ${primed.join(', ')}` : ''}${precomputedNote(size)}`,
    ]);
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log('');
  rows.forEach((r) => console.log(`  ${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padStart(widths[1]!)}  ${r[2]!.padEnd(widths[2]!)}  ${r[3]}`.trimEnd()));
  const others = results.sizes.flatMap((s) => ENDPOINTS.map((p) => s.summary.cached[p]?.othersCores ?? 0));
  if (others.length && Math.max(...others) > 0.25) {
    console.log(`  WARNING: other processes used up to ${Math.max(...others).toFixed(2)} cores during the runs; the figures are skewed by that contention.`);
  }
  if (results.error) console.log(`  (incomplete: ${results.error.split('\n')[0]})`);
  console.log('');
}
