// `npm run bench:accounting` (also step 4d of `npm run bench`): the accounting page's answers under
// load (issue 10: p99 under 50 ms at 50 connections, 1,000 channels × 24 months). A demo network of
// 3,000 channels (1,000 of them YouTube CMS channels, the ones with accounting: the seed's other
// source types have no revenue) with 730 days of analytics and 24 months of CMS revenue, ratios,
// rates, posted statements, payments and recipients, seeded once by the demo seed
// (`seed-cli.ts --channels 3000 --days 730 --revenue-months 24`) into .bench/accounting-data and
// kept for later runs. Then a real server on it, signed in through the sign-in window as finance
// (and as a channel owner for the creator's view), and autocannon in a separate process at 50
// connections on each answer the accounting page asks for, with the page's default parameters and
// spread over months across the 24 (and channels across the network). Prints p50/p99 per answer
// next to the target with ok/MISSED; writes .bench/accounting.json. Exits 0 whenever it measured.
//
// Seed outside the bench lock first (minutes, once), then measure under it (about 2 minutes):
//   node scripts/bench/accounting.ts --seed-only
//   flock /work/coord/bench.lock node scripts/bench/accounting.ts [--duration 5] [--only cms-videos,payments]
//                                                               [--no-cached] [--no-uncached]
// Two servers in turn: with the kept answers (modules/accounting/answers.ts; every path asked once
// first, so the runs measure the steady state), then with ACCOUNTING_CACHE_MB=0 (every answer computed).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { LoadResult } from './load.ts';
import { cleanupNow, installSafetyNets } from './proc.ts';
import { runLoad } from './run-load.ts';
import { getEvery, pgClient, root, runDataDirScript, signInCookie, startServer, stopServer, tail, type RunningServer, writeFigures } from './server.ts';
import { seedSourcesFingerprint } from './seed-fingerprint.ts';

const TARGET_P99_MS = 50;
const FINANCE = { email: 'finance@demo.chorus.test', password: 'Chorus-demo-2026!' };
const OWNER = { email: 'user_owner@demo.chorus.test', password: 'Chorus-demo-2026!' };

const { values: args } = parseArgs({
  options: {
    channels: { type: 'string', default: '3000' },
    days: { type: 'string', default: '730' },
    months: { type: 'string', default: '24' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string', default: '' },
    fresh: { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    'no-cached': { type: 'boolean', default: false },
    'no-uncached': { type: 'boolean', default: false },
    'limit-minutes': { type: 'string', default: '30' },
    // Load generators side by side (run-load.ts), the 50 connections shared among them. One
    // autocannon process tops out near 1,200 answers a second of the whole-network revenue (68 KB
    // each: it turns every body chunk into a string) while the server uses 0.15 of a core: 2 shows
    // what the server itself answers. The default stays 1, comparable with earlier runs.
    'load-processes': { type: 'string', default: '1' },
  },
});
const channels = Number(args.channels);
const days = Number(args.days);
const revenueMonths = Number(args.months);
const LOAD = { connections: Number(args.connections), warmupSeconds: Number(args.warmup), durationSeconds: Number(args.duration), maxRequests: 1_000_000 };
const HARD_LIMIT_MS = Number(args['limit-minutes']) * 60_000;
const LOAD_PROCESSES = Math.max(1, Number(args['load-processes']));
const only = new Set(args.only.split(',').filter(Boolean));
const dataRoot = path.join(root, '.bench/accounting-data');

installSafetyNets('accounting', { limitMs: HARD_LIMIT_MS, limit: `${HARD_LIMIT_MS / 60_000} min`, started: 'everything this bench started' });

const say = (line: string) => console.log(`[accounting] ${line}`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** What the network holds, read from its database: the months, the CMS channels, the owner's channels. */
type Network = { months: string[]; ytChannels: string[]; revenueRows: number; videoRows: number; paymentRecords: number; recipients: number };
type Answer = { name: string; tab: string; who: 'finance' | 'owner'; paths: string[] };
type Mode = 'cached' | 'uncached';
type AnswerRun = LoadResult & {
  mode: Mode;
  name: string;
  tab: string;
  example: string;
  bytes: { json: number; gzip: number; sent: number };
  ok: boolean;
  primedSeconds?: number;
};

const results: {
  date: string;
  machine: { cpus: number; cpuModel: string; loadavg: number[] };
  targetP99Ms: number;
  load: typeof LOAD;
  network?: Network & { channels: number; days: number; seed: SeedInfo };
  startupSeconds?: number;
  answers: AnswerRun[];
  health: { mode: Mode; run: LoadResult }[];
  error?: string;
} = {
  date: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), cpuModel: os.cpus()[0]?.model ?? '?', loadavg: os.loadavg() },
  targetP99Ms: TARGET_P99_MS,
  load: LOAD,
  answers: [],
  health: [],
};

type SeedInfo = { reused: boolean; seconds: number; summary: string[]; dataDir: string; olderSources: boolean };

let server: RunningServer | null = null;
let failure: unknown = null;
try {
  const seed = await seededDatabase();
  if (args['seed-only']) {
    say('seeded; measure with: flock /work/coord/bench.lock node scripts/bench/accounting.ts');
    process.exit(0);
  }
  say(`${results.machine.cpus} CPUs (${results.machine.cpuModel}), load average ${results.machine.loadavg.map((l) => l.toFixed(2)).join(' ')}`);
  const modes: Mode[] = [...(args['no-cached'] ? [] : (['cached'] as const)), ...(args['no-uncached'] ? [] : (['uncached'] as const))];
  for (const mode of modes) {
    server = await startServer({
      dataDir: seed.dataDir,
      logFile: path.join(seed.dataDir, '..', `server-${mode}.log`),
      env: {
        AUTH_REQUESTS_PER_MINUTE: '100000',
        JOB_WORKERS: 'false',
        ACCESS_TOKEN_SECONDS: '3600',
        ...(mode === 'uncached' ? { ACCOUNTING_CACHE_MB: '0' } : {}),
      },
    });
    results.startupSeconds ??= server.startupSeconds;
    const network = await readNetwork(server);
    if (!results.network) {
      results.network = { ...network, channels, days, seed };
      say(
        `server healthy after ${server.startupSeconds.toFixed(1)} s; ${fmt(network.ytChannels.length)} CMS channels × ${network.months.length} months ` +
          `(${network.months[0]}–${network.months.at(-1)}): ${fmt(network.revenueRows)} channel revenue rows, ${fmt(network.videoRows)} video revenue rows, ` +
          `${fmt(network.paymentRecords)} payment records, ${fmt(network.recipients)} recipients`,
      );
    }
    const cookies = { finance: await signInCookie(server.base, FINANCE), owner: await signInCookie(server.base, OWNER) };
    const answers = answersOf(network).filter((a) => only.size === 0 || only.has(a.name));
    say(
      `${mode === 'cached' ? 'kept answers (steady state: every path asked once first)' : 'ACCOUNTING_CACHE_MB=0: every answer computed'}: ${answers.length} answers; ` +
        `autocannon in ${LOAD_PROCESSES === 1 ? 'a separate process' : `${LOAD_PROCESSES} separate processes sharing them`}, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s each; ` +
        `each request picks its month (and channel) at random from the answer's list`,
    );
    // The baseline of this moment: what the machine gives the trivial route (others' load included).
    const health = await runLoad(
      { url: `${server.base}/api/v1/health`, headers: {}, ...LOAD, serverPid: server.pid },
      'load generator for health',
      LOAD_PROCESSES,
    );
    results.health.push({ mode, run: health });
    say(
      `${mode.padEnd(8)} ${'health (baseline)'.padEnd(18)} p50 ${fmt(health.latencyP50, 2).padStart(7)} ms, p99 ${fmt(health.latencyP99, 2).padStart(7)} ms, ${fmt(health.rpsMean).padStart(6)} req/s`,
    );
    for (const answer of answers) {
      const headers = { cookie: cookies[answer.who], 'accept-encoding': 'gzip' };
      const bytes = await probe(server, answer.paths[0]!, headers);
      const primedSeconds = mode === 'cached' ? await prime(server, answer.paths, headers) : undefined;
      const run = await runLoad(
        { url: `${server.base}${answer.paths[0]}`, headers, paths: answer.paths, ...LOAD, serverPid: server.pid },
        `load generator for ${answer.name}`,
        LOAD_PROCESSES,
      );
      // Answers that never came back within autocannon's 10 s are errors (timeouts), not a fast run.
      const ok = run.requests > 0 && run.latencyP99 < TARGET_P99_MS && run.non2xx === 0 && run.errors === 0;
      results.answers.push({ ...run, mode, name: answer.name, tab: answer.tab, example: answer.paths[0]!, bytes, ok, primedSeconds });
      say(
        `${mode.padEnd(8)} ${answer.name.padEnd(18)} p50 ${fmt(run.latencyP50, 2).padStart(7)} ms, p99 ${fmt(run.latencyP99, 2).padStart(7)} ms, ${fmt(run.rpsMean).padStart(6)} req/s, ` +
          `non-2xx ${run.non2xx}: ${verdict(ok)}; load generator ${run.cpu.loadGeneratorCores.toFixed(2)} cores, server ${run.cpu.serverCores.toFixed(2)}` +
          (LOAD_PROCESSES === 1 && run.cpu.loadGeneratorCores > 0.9 ? ' (the load generator was the limit: --load-processes 2)' : ''),
      );
    }
    const stop = await stopServer(server);
    server = null;
    if (stop.exitCode !== 0 || stop.leftovers.length > 0)
      say(`WARNING: server stop: exit ${stop.exitCode ?? stop.signal}${stop.leftovers.length ? `, leftovers ${stop.leftovers.join(' ')}` : ''}`);
  }
} catch (error) {
  failure = error;
  results.error = error instanceof Error ? error.message : String(error);
  console.error(`[accounting] FAILED: ${results.error}`);
  if (server) console.error(`[accounting] server log tail:\n${tail(server.logFile)}`);
} finally {
  if (server) {
    const stop = await stopServer(server).catch(() => null);
    if (stop && (stop.exitCode !== 0 || stop.leftovers.length > 0))
      say(`WARNING: server stop: exit ${stop.exitCode ?? stop.signal}${stop.leftovers.length ? `, leftovers ${stop.leftovers.join(' ')}` : ''}`);
  }
  const killed = cleanupNow();
  if (killed.length) console.error(`[accounting] killed leftovers: ${killed.join(', ')}`);
}

printTable();
writeFigures('accounting', results);
say('figures written to .bench/accounting.json');
process.exit(failure ? 1 : 0);

// ---- steps ----------------------------------------------------------------------------------------

/**
 * What each tab of the accounting page (and the payment and profit-sharing pages) asks for, with the
 * page's default parameters (apps/web/src/features/accounting): the latest month and three more
 * across the 24, and for one-channel answers 200 channels drawn from the network's CMS channels.
 */
function answersOf(network: Network): Answer[] {
  const m = network.months;
  const months = [...new Set([m.at(-1)!, m.at(-7) ?? m[0]!, m.at(-13) ?? m[0]!, m[0]!])];
  const pick = (n: number) => Array.from({ length: n }, (_, i) => network.ytChannels[Math.floor((i * network.ytChannels.length) / n)]!);
  const sampled = pick(Math.min(200, network.ytChannels.length));
  const perMonth = (route: (month: string) => string) => months.map(route);
  const perChannelMonth = (route: (channel: string, month: string) => string) => sampled.map((c, i) => route(c, months[i % months.length]!));
  const cms = 'sort=total&order=desc&page=1&page_size=50';
  return [
    // Not asked by the page (its tabs read the CMS summaries): the API's whole-network answer, ~400 KB of JSON.
    { name: 'revenue', tab: 'API, every channel', who: 'finance', paths: perMonth((month) => `/api/v1/accounting/revenue?month=${month}`) },
    {
      name: 'revenue-channel',
      tab: 'API, one channel',
      who: 'finance',
      paths: perChannelMonth((c, month) => `/api/v1/accounting/revenue?month=${month}&channel_id=${c}`),
    },
    { name: 'revenue-status', tab: 'uploads', who: 'finance', paths: perMonth((month) => `/api/v1/accounting/revenue/status?month=${month}`) },
    { name: 'revenue-unmatched', tab: 'uploads', who: 'finance', paths: perMonth((month) => `/api/v1/accounting/revenue/unmatched?month=${month}`) },
    { name: 'cms-channels', tab: 'cms', who: 'finance', paths: perMonth((month) => `/api/v1/accounting/cms/channels?month=${month}&${cms}`) },
    { name: 'cms-videos', tab: 'cms', who: 'finance', paths: perMonth((month) => `/api/v1/accounting/cms/videos?month=${month}&${cms}`) },
    { name: 'statement', tab: 'statements', who: 'finance', paths: perChannelMonth((c, month) => `/api/v1/accounting/statements/${c}?month=${month}`) },
    { name: 'my-statements', tab: 'my-statements', who: 'owner', paths: ['/api/v1/accounting/my-statements'] },
    { name: 'rates', tab: 'rates', who: 'finance', paths: ['/api/v1/accounting/rates'] },
    { name: 'months', tab: 'months', who: 'finance', paths: perMonth((month) => `/api/v1/accounting/months/${month}`) },
    { name: 'deductions', tab: 'deductions', who: 'finance', paths: perMonth((month) => `/api/v1/accounting/deductions?month=${month}`) },
    { name: 'recipients', tab: 'recipients', who: 'finance', paths: ['/api/v1/accounting/recipients?page=1&page_size=50'] },
    { name: 'recipient-channels', tab: 'recipients', who: 'finance', paths: ['/api/v1/accounting/recipient-channels?page_size=20'] },
    { name: 'payments', tab: 'payment page', who: 'finance', paths: ['/api/v1/accounting/payments?page=1&page_size=50'] },
    {
      name: 'payments-month',
      tab: 'payment page',
      who: 'finance',
      paths: perMonth((month) => `/api/v1/accounting/payments?month=${month}&page=1&page_size=50`),
    },
    {
      name: 'payments-channel',
      tab: 'payment page',
      who: 'finance',
      paths: sampled.map((c) => `/api/v1/accounting/payments?channel_id=${c}&page=1&page_size=50`),
    },
    { name: 'ratios', tab: 'profit sharing', who: 'finance', paths: sampled.map((c) => `/api/v1/accounting/ratios?channel_id=${c}`) },
  ];
}

/**
 * The network seeded by the demo seed into .bench/accounting-data (kept for later runs; the server
 * applies newer migrations when it starts). A database seeded by older seed or migration sources is
 * reused with a note; `--fresh` seeds again.
 */
async function seededDatabase(): Promise<SeedInfo> {
  const fingerprint = seedSourcesFingerprint();
  const name = `${channels}ch-${days}d-${revenueMonths}m`;
  const dataDir = path.join(dataRoot, name, 'data');
  const marker = path.join(dataRoot, name, 'seeded.json');
  mkdirSync(dataRoot, { recursive: true });
  if (existsSync(marker) && !args.fresh) {
    const saved = JSON.parse(readFileSync(marker, 'utf8')) as { seconds: number; summary: string[]; fingerprint?: string };
    const olderSources = saved.fingerprint !== fingerprint;
    say(
      `${channels} channels × ${days} days, ${revenueMonths} CMS months: reusing the database seeded in ${saved.seconds.toFixed(0)} s (${path.relative(root, dataDir)})` +
        (olderSources ? '; seeded by older seed or migration sources (--fresh to seed again)' : ''),
    );
    return { reused: true, seconds: saved.seconds, summary: saved.summary, dataDir, olderSources };
  }
  rmSync(path.join(dataRoot, name), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  say(`${channels} channels × ${days} days, ${revenueMonths} CMS months: seeding (seed-cli.ts; about ten minutes on 2 cores)…`);
  const started = performance.now();
  const output = await runDataDirScript(
    'apps/server/src/seed/seed-cli.ts',
    ['--channels', String(channels), '--days', String(days), '--revenue-months', String(revenueMonths)],
    dataDir,
    {
      limitMs: HARD_LIMIT_MS,
      what: 'seeding',
      onChunk: (chunk) => {
        for (const line of chunk.split('\n')) if (/channels generated|^Ledger/.test(line.trim())) say(`  seed: ${line.trim()}`);
      },
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^(Seeded|Ledger)/.test(l));
  writeFileSync(marker, JSON.stringify({ channels, days, revenueMonths, seconds, summary, fingerprint, date: new Date().toISOString() }, null, 2));
  say(`seeded in ${seconds.toFixed(0)} s; ${summary.join(' ')}`);
  return { reused: false, seconds, summary, dataDir, olderSources: false };
}

async function readNetwork(running: RunningServer): Promise<Network> {
  const client = await pgClient(running);
  try {
    const one = async (text: string) => Number((await client.query<{ n: string }>(text)).rows[0]!.n);
    const months = (await client.query<{ m: string }>('SELECT DISTINCT year_month AS m FROM revenue_channel_months ORDER BY 1')).rows.map((r) => r.m);
    const ytChannels = (await client.query<{ c: string }>(`SELECT DISTINCT channel_id AS c FROM payment_records ORDER BY 1`)).rows.map((r) => r.c);
    if (months.length === 0 || ytChannels.length === 0) throw new Error('the seeded network has no CMS months or no posted statements');
    return {
      months,
      ytChannels,
      revenueRows: await one('SELECT count(*) AS n FROM revenue_channel_months'),
      videoRows: await one('SELECT count(*) AS n FROM revenue_video_months'),
      paymentRecords: await one('SELECT count(*) AS n FROM payment_records'),
      recipients: await one('SELECT count(*) AS n FROM remittance_recipients'),
    };
  } finally {
    await client.end();
  }
}

/** Asks every path once, 4 at a time (each answer computed and kept, as its first visitor would); fails on any answer but 200. */
function prime(running: RunningServer, paths: string[], headers: Record<string, string>): Promise<number> {
  return getEvery(running, paths, headers, { concurrency: 4, timeoutMs: 60_000 });
}

async function probe(running: RunningServer, route: string, headers: Record<string, string>): Promise<{ json: number; gzip: number; sent: number }> {
  const response = await fetch(`${running.base}${route}`, { headers: { cookie: headers.cookie! }, signal: AbortSignal.timeout(120_000) });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}: ${body.slice(0, 300)}`);
  // What the load's requests receive (the body as sent, gzipped when the server gzips it).
  const sent = await new Promise<number>((resolve, reject) => {
    http
      .get(`${running.base}${route}`, { headers }, (res) => {
        let n = 0;
        res.on('data', (chunk: Buffer) => (n += chunk.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
  return { json: Buffer.byteLength(body), gzip: gzipSync(body, { level: 6 }).length, sent };
}

function printTable() {
  const rows: [string, string, string, string][] = [['answer (tab)', 'p50 / p99', 'target', '']];
  for (const { mode, run } of results.health)
    rows.push([
      `${mode}: health (baseline, trivial route)`,
      `${fmt(run.latencyP50, 2)} / ${fmt(run.latencyP99, 2)} ms`,
      '-',
      `${fmt(run.rpsMean)} req/s; others ${run.cpu.othersCores.toFixed(2)} cores`,
    ]);
  for (const a of results.answers) {
    rows.push([
      `${a.mode}: ${a.name} (${a.tab})`,
      `${fmt(a.latencyP50, 2)} / ${fmt(a.latencyP99, 2)} ms`,
      `p99 < ${TARGET_P99_MS} ms`,
      `${verdict(a.ok)}; ${fmt(a.rpsMean)} req/s, ${fmt(a.bytes.json)} B json (${fmt(a.bytes.gzip)} B at gzip -6, ${fmt(a.bytes.sent)} B sent), non-2xx ${a.non2xx}, errors ${a.errors}; ` +
        `node ${a.cpu.serverCores.toFixed(2)}, pg ${a.cpu.postgresCores.toFixed(2)}, others ${a.cpu.othersCores.toFixed(2)} cores`,
    ]);
  }
  const n = results.network;
  if (n)
    rows.push([
      `${fmt(n.ytChannels.length)} CMS channels (of ${fmt(n.channels)}) × ${n.months.length} months`,
      '',
      '',
      `${n.seed.reused ? 'reused, seeded' : 'seeded'} in ${n.seed.seconds.toFixed(0)} s; ${fmt(n.revenueRows)} channel revenue rows, ${fmt(n.videoRows)} video rows, ${fmt(n.paymentRecords)} payment records`,
    ]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log('');
  rows.forEach((r) => console.log(`  ${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padStart(widths[1]!)}  ${r[2]!.padEnd(widths[2]!)}  ${r[3]}`.trimEnd()));
  const others = results.answers.map((a) => a.cpu.othersCores);
  if (others.length && Math.max(...others) > 0.25)
    console.log(`  WARNING: other processes used up to ${Math.max(...others).toFixed(2)} cores during the runs; the figures are skewed by that contention.`);
  for (const mode of ['cached', 'uncached'] as const) {
    const runs = results.answers.filter((a) => a.mode === mode);
    if (runs.length === 0) continue;
    const missed = runs.filter((a) => !a.ok).map((a) => a.name);
    console.log(
      `  ${mode}: ${runs.length - missed.length} of ${runs.length} answers within p99 < ${TARGET_P99_MS} ms${missed.length ? `; MISSED: ${missed.join(', ')}` : ''}`,
    );
  }
  if (results.error) console.log(`  (incomplete: ${results.error.split('\n')[0]})`);
  console.log('');
}
