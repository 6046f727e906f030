// `npm run bench:report-mailing` (step 4l of `npm run bench`): the quarterly report mailing (issue 14
// "Speed": a quarterly run for 1,000 channels to a local SMTP server in under 5 minutes, against the
// seed product's 5 to 10 minutes per channel in sequence, spec 4).
//
// A fresh embedded PostgreSQL with the migrations and the demo network at 1,000 channels (the demo
// seed's bulk COPY: daily analytics reaching back past the quarter before the previous one, videos
// with shorts, the monthly audience, a year of statements so the revenue section is drawn; the
// channel pages' answers precomputed, as a running network has them), the local SMTP sink of the
// tests (apps/server/test/smtp-sink.ts, sizes only), and the real server as deployed: `--processes N`
// processes of apps/server/src/main.ts on that PostgreSQL (DATABASE_URL), each running the job
// workers, SMTP_URL pointing at the sink. Seeding is not counted. Then, only through the HTTP API of
// the contract (packages/contract/src/reports/mailing.*), signed in as admin: PUT every channel's
// subscription (on; one recipient, every third channel two; languages zh-TW / ja / en in turn with
// their currencies; formats `--formats`, default pdf), POST a run (the previous quarter, every
// subscribed channel), and GET the run until it has finished. Timed: POST to finished. Printed: wall
// time, messages a second, what the sink received (must be every recipient of every channel exactly
// once), mean bytes a message, CPU of the server processes, PostgreSQL and the sink, the target and
// the ratio against the seed product. Then, in this process on the same database, the render time a
// channel for pdf alone and for all three formats (`--render-sample` channels, the module's own
// renderer). Exits 1 when a message is missing or duplicated, or the run did not finish.
// Writes .bench/report-mailing.json.
//
//   node scripts/run-node24.mjs scripts/bench/report-mailing.ts [--channels 1000] [--processes 2]
//        [--formats pdf | docx,pptx,pdf] [--data DIR] [--seed-only] [--render-sample 20]
// On a shared machine seed outside the bench lock first (`--data DIR --seed-only`, about two
// minutes; DIR keeps the seeded cluster, each run copies it), then measure under the lock:
//   flock /work/coord/bench.lock node scripts/run-node24.mjs scripts/bench/report-mailing.ts --data DIR
// Ports: BENCH_PORTS=first-last (servers, sink), PostgreSQL from PG_PORT.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { latestEndedSelection, periodCode, reportFormats, toDay, type ReportFormat } from '@chorus/contract';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { defaultDrawThreads } from '../../apps/server/src/config.ts';
import { DrawPool, ReportService } from '../../apps/server/src/modules/reports/index.ts';
import { precomputeAllAnswers } from '../../apps/server/src/seed/precompute-answers.ts';
import { seedDemoNetwork } from '../../apps/server/src/seed/seed-demo.ts';
import { startSmtpSink, type SmtpSink } from '../../apps/server/test/smtp-sink.ts';
import { freePort, installSafetyNets, killLeftovers, machineBusyTicks, postmasterPid, sleep, ticksPerSecond, track, treeTicks } from './proc.ts';
import { node24, root, signInToken, tail, writeFigures } from './server.ts';
import { seedSourcesFingerprint } from './seed-fingerprint.ts';

export const MAILING_TARGETS = { seconds: 300, channels: 1000 };
/** Spec 4: the seed product made one channel's report in 5 to 10 minutes, one channel after another. */
const SEED_PRODUCT_MINUTES_PER_CHANNEL = [5, 10] as const;
const ADMIN = { email: 'admin@demo.chorus.test', password: 'Bench-mailing-2026!' };
const LANGUAGES = ['zh-TW', 'ja', 'en'] as const;
const CURRENCY = { 'zh-TW': 'TWD', ja: 'JPY', en: 'USD' } as const;

const { values: args } = parseArgs({
  options: {
    channels: { type: 'string', default: String(MAILING_TARGETS.channels) },
    processes: { type: 'string', default: '2' },
    /**
     * One more process for the API alone (JOB_WORKERS=false) that the bench's requests go to, the
     * `--processes` others running the workers: the API then answers while they render.
     */
    'api-process': { type: 'boolean', default: false },
    formats: { type: 'string', default: 'pdf' },
    days: { type: 'string', default: '240' },
    data: { type: 'string' },
    'seed-only': { type: 'boolean', default: false },
    /** Only the render profile (no servers, no mailing): the time a channel in this process, by format. */
    'render-only': { type: 'boolean', default: false },
    'render-sample': { type: 'string', default: '20' },
    /** Writes a V8 CPU profile of each server process into DIR (at its stop): where a channel's time goes. */
    'cpu-prof': { type: 'string' },
    'limit-minutes': { type: 'string', default: '20' },
    /** The run's own time limit (POST to finished); past it the run counts as not finished. */
    'run-limit-minutes': { type: 'string', default: '10' },
  },
});
const CHANNELS = Number(args.channels);
const PROCESSES = Math.max(1, Number(args.processes));
const API_PROCESS = args['api-process'];
const FORMATS = args.formats.split(',').map((f) => f.trim()) as ReportFormat[];
if (FORMATS.length === 0 || FORMATS.some((f) => !(reportFormats as readonly string[]).includes(f)))
  throw new Error(`--formats: a list of ${reportFormats.join(', ')}`);
const DAYS = Number(args.days);
const LIMIT_MS = Number(args['limit-minutes']) * 60_000;
const RUN_LIMIT_MS = Number(args['run-limit-minutes']) * 60_000;
const RENDER_SAMPLE = Number(args['render-sample']);

installSafetyNets('report-mailing', { limitMs: LIMIT_MS, limit: `${LIMIT_MS / 60_000} min`, started: 'everything this bench started' });
const say = (line: string) => console.log(`[report-mailing] ${line}`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

type Cpu = { serverCores: number; serverSeconds: number; postgresSeconds: number; sinkSeconds: number; machineSeconds: number; othersSeconds: number };
type Figures = {
  date: string;
  machine: { cpus: number; cpuModel: string; loadavg: number[] };
  targets: typeof MAILING_TARGETS;
  options: { channels: number; processes: number; apiProcess: boolean; formats: ReportFormat[]; days: number };
  seed?: { reused: boolean; seconds: number; channels: number };
  quarter?: string;
  subscriptions?: { channels: number; recipients: number; seconds: number; languages: Record<string, number> };
  run?: {
    runId: string;
    finished: boolean;
    /** How long the POST took to answer (the run made, every channel's job queued). */
    postSeconds: number;
    /** The GETs of the run while it ran (each answered by a server that is also rendering). */
    poll: { count: number; p50Ms: number; maxMs: number };
    seconds: number;
    messagesPerSecond: number;
    channelsPerSecond: number;
    api: { channels: { total: number; done: number; failed: number }; messages: { total: number; sent: number; failed: number; pending: number } };
    sink: {
      messages: number;
      deliveries: number;
      expected: number;
      missing: number;
      duplicated: number;
      unexpected: number;
      meanBytes: number;
      totalMB: number;
    };
    cpu: Cpu;
    /** When the sink had received a tenth, half and all of the messages (seconds after POST). */
    timeline: { atSeconds: number; messages: number }[];
    seedProductRatio: { low: number; high: number };
    ok: boolean;
  };
  render?: {
    channels: number;
    languages: string;
    /** Wall and CPU seconds a channel: pdf alone, the three formats at once, each format alone. */
    pdf: { seconds: number; cpuSeconds: number };
    all: { seconds: number; cpuSeconds: number };
    perFormat: Record<string, { seconds: number; cpuSeconds: number }>;
    sizesKB: Record<string, number>;
  };
  error?: string;
};
const figures: Figures = {
  date: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), cpuModel: os.cpus()[0]?.model ?? '?', loadavg: os.loadavg() },
  targets: MAILING_TARGETS,
  options: { channels: CHANNELS, processes: PROCESSES, apiProcess: API_PROCESS, formats: FORMATS, days: DAYS },
};

type Server = { child: ChildProcess; pid: number; base: string; logFile: string; exited: Promise<number | null>; untrack: () => void };
const servers: Server[] = [];
let postgres: RunningPostgres | null = null;
let pgDir: string | null = null;
let sink: SmtpSink | null = null;
let failure: unknown = null;
const ownTemp = args.data ? null : mkdtempSync(path.join(os.tmpdir(), 'report-mailing-'));
// As root, PostgreSQL runs as `postgres`, which must be able to walk into the folder.
if (ownTemp) chmodSync(ownTemp, 0o755);
process.on('exit', () => {
  // PostgreSQL runs under this process (embedded-postgres); whatever is left of it goes with us.
  if (pgDir) killLeftovers(process.pid, pgDir);
  if (ownTemp) rmSync(ownTemp, { recursive: true, force: true });
});

try {
  const today = toDay(new Date());
  const quarter = latestEndedSelection('quarterly', today);
  figures.quarter = periodCode(quarter);
  const runDir = await preparedDatabase(figures.quarter);
  if (args['seed-only']) {
    say(`seeded; measure with: flock /work/coord/bench.lock node scripts/run-node24.mjs scripts/bench/report-mailing.ts --data ${args.data}`);
  } else if (args['render-only']) {
    const pg = await startPostgres(runDir);
    const pool = createPool(pg.url, 1);
    const { rows } = await pool.query<{ channel_id: string }>('SELECT channel_id FROM channels ORDER BY channel_id LIMIT $1', [RENDER_SAMPLE]);
    await pool.end();
    await renderProfile(
      pg.url,
      rows.map((r) => r.channel_id),
    );
  } else {
    await measure(runDir);
  }
} catch (error) {
  failure = error;
  figures.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[report-mailing] FAILED: ${figures.error}`);
  for (const server of servers) console.error(`[report-mailing] server log tail (${path.basename(server.logFile)}):\n${tail(server.logFile, 20)}`);
} finally {
  await stopEverything();
}

if (!args['seed-only']) {
  printSummary();
  writeFigures('report-mailing', figures);
  say('figures written to .bench/report-mailing.json');
}
process.exit(failure || (figures.run && !figures.run.ok) ? 1 : 0);

/** REPORT_DRAW_THREADS as the server reads it. */
function drawThreads(): number {
  const n = Number(process.env.REPORT_DRAW_THREADS ?? defaultDrawThreads());
  return Number.isInteger(n) && n >= 0 ? n : defaultDrawThreads();
}

// ---- steps ----------------------------------------------------------------------------------------

/**
 * The seeded cluster for this run. Without --data: seeded now into a temp folder. With --data DIR:
 * DIR/template is seeded once (again when the seed's sources, the options or the quarter changed)
 * and copied to DIR/run for each run, so every run starts with no subscription, run or record.
 */
async function preparedDatabase(quarterCode: string): Promise<string> {
  if (!args.data) {
    const dir = path.join(ownTemp!, 'data');
    await seed(dir);
    figures.seed!.reused = false;
    return dir;
  }
  const base = path.resolve(args.data);
  const template = path.join(base, 'template');
  const marker = path.join(base, 'seeded.json');
  const wanted = { channels: CHANNELS, days: DAYS, quarter: quarterCode, fingerprint: seedSourcesFingerprint() };
  const saved = existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as typeof wanted & { seconds: number }) : null;
  if (
    saved &&
    saved.channels === wanted.channels &&
    saved.days === wanted.days &&
    saved.quarter === wanted.quarter &&
    saved.fingerprint === wanted.fingerprint
  ) {
    say(`reusing the cluster seeded in ${saved.seconds.toFixed(0)} s (${template})`);
    figures.seed = { reused: true, seconds: saved.seconds, channels: CHANNELS };
  } else {
    rmSync(base, { recursive: true, force: true });
    mkdirSync(template, { recursive: true });
    await seed(template);
    writeFileSync(marker, JSON.stringify({ ...wanted, seconds: figures.seed!.seconds }, null, 2));
    figures.seed!.reused = false;
  }
  if (args['seed-only']) return template;
  const run = path.join(base, 'run');
  rmSync(run, { recursive: true, force: true });
  const copyStart = performance.now();
  // cp -a: as root, the cluster's files belong to `postgres` and must stay so.
  const copied = spawnSync('cp', ['-a', template, run], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`copying the seeded cluster failed: ${copied.stderr}`);
  say(`copied the seeded cluster for this run in ${((performance.now() - copyStart) / 1000).toFixed(1)} s`);
  return run;
}

/** initdb, migrations, the demo network (bulk COPY), precomputed channel answers, ANALYZE; then PostgreSQL stops. */
async function seed(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const pg = await startPostgres(dataDir);
  const pool = createPool(pg.url, 4);
  try {
    await migrate(pool);
    const db = createDb(pool);
    say(`seeding ${fmt(CHANNELS)} channels × ${DAYS} days of analytics, a year of statements (the demo seed, COPY)…`);
    const result = await seedDemoNetwork(db, { password: ADMIN.password, channels: CHANNELS, days: DAYS, ledger: true });
    say(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.users} users, ${result.channels} channels`);
    const precomputed = await precomputeAllAnswers(pool, 2);
    say(`channel answers precomputed in ${precomputed.seconds.toFixed(1)} s (the workers would otherwise compute them during the run)`);
    await pool.query('ANALYZE');
    await db.destroy();
  } finally {
    await pool.end().catch(() => {});
    await stopPostgres();
  }
  figures.seed = { reused: false, seconds: (performance.now() - started) / 1000, channels: CHANNELS };
}

async function measure(dataDir: string) {
  say(
    `${figures.machine.cpus} CPUs (${figures.machine.cpuModel}), load average ${figures.machine.loadavg.map((l) => l.toFixed(2)).join(' ')}; ` +
      `${processesLabel()}, formats ${FORMATS.join(' + ')}`,
  );
  const pg = await startPostgres(dataDir);
  sink = await startSmtpSink({ keepRaw: false, port: await freePort() });
  say(`SMTP sink at ${sink.url}; PostgreSQL at ${new URL(pg.url).port || 'its socket'}`);
  // One after another: the first applies nothing new (seeded at the same migrations) and makes the
  // application role; each then starts its job workers.
  if (API_PROCESS) servers.push(await startServer(servers.length, dataDir, pg.url, sink.url, false));
  for (let i = 0; i < PROCESSES; i++) servers.push(await startServer(servers.length, dataDir, pg.url, sink.url, true));
  const base = servers[0]!.base;
  const token = await signInToken(base, ADMIN);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  // ---- subscriptions: every channel on, through the API ----
  const list = await api<{ items: { channel_id: string }[]; total: number }>(base, 'GET', '/api/v1/reports/subscriptions?page=1', headers);
  const channelIds = await allChannelIds(base, headers, list.total);
  if (channelIds.length !== CHANNELS) throw new Error(`the subscriptions list has ${channelIds.length} channels, expected ${CHANNELS}`);
  const expected = new Map<string, string>(); // recipient → channel
  const languages: Record<string, number> = {};
  const subStart = performance.now();
  await inParallel(channelIds, 8, async (channelId, i) => {
    const language = LANGUAGES[i % LANGUAGES.length]!;
    const recipients = [`owner-${i + 1}@bench.chorus.test`, ...(i % 3 === 2 ? [`team-${i + 1}@bench.chorus.test`] : [])];
    for (const r of recipients) expected.set(r, channelId);
    languages[language] = (languages[language] ?? 0) + 1;
    await api(base, 'PUT', `/api/v1/reports/subscriptions/${encodeURIComponent(channelId)}`, headers, {
      enabled: true,
      recipients,
      language,
      currency: CURRENCY[language],
      formats: FORMATS,
    });
  });
  figures.subscriptions = { channels: channelIds.length, recipients: expected.size, seconds: (performance.now() - subStart) / 1000, languages };
  say(`${fmt(channelIds.length)} subscriptions on (${fmt(expected.size)} recipients) in ${figures.subscriptions.seconds.toFixed(1)} s`);

  // ---- the run: POST, then GET until finished ----
  const ticks0 = cpuTicks();
  const t0 = performance.now();
  const started = await api<{ run_id: string; channels: number }>(base, 'POST', '/api/v1/reports/mailing/runs', headers, {});
  const postSeconds = (performance.now() - t0) / 1000;
  say(`run ${started.run_id}: ${fmt(started.channels)} channels queued for ${figures.quarter}; the POST answered after ${postSeconds.toFixed(1)} s`);
  const timeline: { atSeconds: number; messages: number }[] = [];
  type Run = {
    finished_at: string | null;
    channels: { total: number; done: number; failed: number };
    messages: { total: number; sent: number; failed: number; pending: number };
  };
  let run: Run;
  let lastSay = 0;
  const polls: number[] = [];
  for (;;) {
    const asked = performance.now();
    run = await api<Run>(base, 'GET', `/api/v1/reports/mailing/runs/${started.run_id}`, headers);
    polls.push(performance.now() - asked);
    const now = (performance.now() - t0) / 1000;
    const delivered = deliveries(sink);
    if (timeline.length === 0 || timeline.at(-1)!.messages !== delivered) timeline.push({ atSeconds: now, messages: delivered });
    if (run.finished_at) break;
    if (now - lastSay >= 15) {
      lastSay = now;
      say(
        `  ${now.toFixed(0)} s: channels ${run.channels.done} done, ${run.channels.failed} failed of ${run.channels.total}; ` +
          `messages ${run.messages.sent} sent, ${run.messages.failed} failed; sink ${delivered}`,
      );
    }
    if (now * 1000 > RUN_LIMIT_MS) break;
    await sleep(250);
  }
  const seconds = (performance.now() - t0) / 1000;
  const ticks1 = cpuTicks();
  const finished = run.finished_at !== null;

  // ---- exact once: every recipient once, nobody else ----
  const counts = new Map<string, number>();
  for (const mail of sink.received) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  let missing = 0;
  let duplicated = 0;
  for (const recipient of expected.keys()) {
    const n = counts.get(recipient) ?? 0;
    if (n === 0) missing++;
    if (n > 1) duplicated += n - 1;
  }
  const unexpected = [...counts.keys()].filter((r) => !expected.has(r)).length;
  const bytes = sink.received.reduce((a, m) => a + m.bytes, 0);
  const cpu = cpuUsed(ticks0, ticks1, seconds);
  const ratio = (minutes: number) => (CHANNELS * minutes * 60) / seconds;
  figures.run = {
    runId: started.run_id,
    finished,
    postSeconds,
    poll: { count: polls.length, p50Ms: percentile(polls, 50), maxMs: Math.max(...polls) },
    seconds,
    messagesPerSecond: deliveries(sink) / seconds,
    channelsPerSecond: run.channels.done / seconds,
    api: { channels: run.channels, messages: run.messages },
    sink: {
      messages: sink.received.length,
      deliveries: deliveries(sink),
      expected: expected.size,
      missing,
      duplicated,
      unexpected,
      meanBytes: sink.received.length ? bytes / sink.received.length : 0,
      totalMB: bytes / 1e6,
    },
    cpu,
    timeline: milestones(timeline, expected.size),
    seedProductRatio: { low: ratio(SEED_PRODUCT_MINUTES_PER_CHANNEL[0]), high: ratio(SEED_PRODUCT_MINUTES_PER_CHANNEL[1]) },
    ok: finished && missing === 0 && duplicated === 0 && unexpected === 0,
  };

  // The servers go before the render profile, which then has the machine to itself.
  await stopServers();
  if (RENDER_SAMPLE > 0) await renderProfile(pg.url, channelIds.slice(0, RENDER_SAMPLE));
}

/** In this process, as bench:reports does: the time a channel for pdf alone and for the three formats, the same channels. */
async function renderProfile(url: string, channelIds: string[]) {
  const pool = createPool(url, 2);
  // Drawn as the server draws: in its worker threads (REPORT_DRAW_THREADS, 0 = this thread).
  const draws = new DrawPool({ threads: drawThreads() });
  try {
    const renderer = new ReportService({ pool, clock: systemClock, thumbnails: async () => new Map(), draws });
    // The languages in turn, as the subscriptions have them (the fonts differ).
    const render = async (channelId: string, formats: ReportFormat[]) => {
      const language = LANGUAGES[channelIds.indexOf(channelId) % LANGUAGES.length]!;
      const start = performance.now();
      const files = await renderer.renderChannelReports(
        { channelId, period: 'quarterly', language, currency: CURRENCY[language], includeAccounting: true },
        formats,
      );
      return { seconds: (performance.now() - start) / 1000, files };
    };
    await render(channelIds[0]!, ['docx', 'pptx', 'pdf']); // warm-up: fonts, planned statements
    const sizes: Record<string, number[]> = {};
    // Wall and this process's CPU (PostgreSQL's share of the read is in neither), a channel on average.
    const mean = async (formats: ReportFormat[]) => {
      let total = 0;
      const cpu0 = process.cpuUsage();
      for (const channelId of channelIds) {
        const { seconds, files } = await render(channelId, formats);
        total += seconds;
        for (const f of files) (sizes[f.format] ??= []).push(f.body.length);
      }
      const cpu = process.cpuUsage(cpu0);
      return { seconds: total / channelIds.length, cpuSeconds: (cpu.user + cpu.system) / 1e6 / channelIds.length };
    };
    const pdf = await mean(['pdf']);
    const all = await mean(['docx', 'pptx', 'pdf']);
    const perFormat: Record<string, { seconds: number; cpuSeconds: number }> = { pdf };
    for (const f of ['docx', 'pptx'] as const) perFormat[f] = await mean([f]);
    const sizesKB = Object.fromEntries(Object.entries(sizes).map(([f, list]) => [f, Math.round(list.reduce((a, b) => a + b, 0) / list.length / 1000)]));
    figures.render = { channels: channelIds.length, languages: LANGUAGES.join(', '), pdf, all, perFormat, sizesKB };
  } finally {
    await draws.close();
    await pool.end();
  }
}

// ---- processes ------------------------------------------------------------------------------------

async function startPostgres(dataDir: string): Promise<RunningPostgres> {
  pgDir = path.join(dataDir, 'pg');
  postgres = await startEmbeddedPostgres(dataDir, (line) => say(`postgres: ${line}`));
  return postgres;
}

async function stopPostgres() {
  const running = postgres;
  postgres = null;
  await running?.stop().catch(() => {});
  if (pgDir) killLeftovers(process.pid, pgDir);
  pgDir = null;
}

/** The real server, as deployed beside others on one PostgreSQL: DATABASE_URL, its own port, job workers on. */
async function startServer(index: number, dataDir: string, databaseUrl: string, smtpUrl: string, workers: boolean): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(dataDir, `server-${index + 1}.log`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['NODE_ENV', 'PUBLIC_URL', 'TRUST_PROXY', 'VALIDATE_RESPONSES', 'PG_PORT']) delete env[key];
  Object.assign(env, {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'server'),
    SEED: 'none',
    SMTP_URL: smtpUrl,
    JOB_WORKERS: String(workers),
    REFRESH_CRON: 'off',
    REPORT_THUMBNAIL_URL: '',
    AUTH_REQUESTS_PER_MINUTE: '100000',
    ACCESS_TOKEN_SECONDS: '3600',
  });
  const log = openSync(logFile, 'a');
  const profile = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args['cpu-prof'])] : [];
  const child = spawn(node24, [...profile, path.join(root, 'apps/server/src/main.ts')], { cwd: root, env, stdio: ['ignore', log, log], detached: true });
  closeSync(log);
  const { untrack } = track(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  while (performance.now() - t0 < 120_000) {
    if (gone) throw new Error(`server ${index + 1} exited during start-up:\n${tail(logFile)}`);
    const ok = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(1000) })
      .then(async (r) => (await r.arrayBuffer(), r.status === 200))
      .catch(() => false);
    if (ok) {
      say(
        `server ${index + 1} (pid ${child.pid}${workers ? ', job workers' : ', API only'}) healthy after ${((performance.now() - t0) / 1000).toFixed(1)} s at ${base}`,
      );
      return { child, pid: child.pid!, base, logFile, exited, untrack };
    }
    await sleep(100);
  }
  throw new Error(`server ${index + 1} did not answer /api/v1/health within 120 s:\n${tail(logFile)}`);
}

async function stopServers() {
  await Promise.all(
    servers.splice(0).map(async (server) => {
      try {
        process.kill(server.pid, 'SIGTERM');
      } catch {
        // gone
      }
      const code = await Promise.race([server.exited, sleep(30_000).then(() => 'timeout' as const)]);
      if (code !== 0) say(`WARNING: server pid ${server.pid} stopped with ${code}`);
      killLeftovers(server.pid, null);
      server.untrack();
    }),
  );
}

async function stopEverything() {
  await stopServers().catch(() => {});
  await sink?.close().catch(() => {});
  sink = null;
  await stopPostgres();
}

// ---- HTTP ---------------------------------------------------------------------------------------

async function api<T = unknown>(base: string, method: string, route: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: body === undefined ? { authorization: headers.authorization! } : headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (response.status < 200 || response.status > 299) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 400)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Every channel id of the subscriptions list, page by page. */
async function allChannelIds(base: string, headers: Record<string, string>, total: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < total && page <= 1000; page++) {
    const list = await api<{ items: { channel_id: string }[] }>(base, 'GET', `/api/v1/reports/subscriptions?page=${page}`, headers);
    if (list.items.length === 0) break;
    ids.push(...list.items.map((i) => i.channel_id));
  }
  return [...new Set(ids)];
}

async function inParallel<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

// ---- CPU ----------------------------------------------------------------------------------------

type Ticks = { servers: number; postgres: number; machine: number; sinkMicros: number };
function cpuTicks(): Ticks {
  const postmaster = pgDir ? postmasterPid(pgDir) : null;
  return {
    servers: servers.reduce((a, s) => a + treeTicks(s.pid).root + treeTicks(s.pid).descendants, 0),
    postgres: postmaster ? treeTicks(postmaster).root + treeTicks(postmaster).descendants : 0,
    machine: machineBusyTicks(),
    // The sink runs in this process (the bench's polling is a few requests a second beside it).
    sinkMicros: process.cpuUsage().user + process.cpuUsage().system,
  };
}

function cpuUsed(a: Ticks, b: Ticks, seconds: number): Cpu {
  const serverSeconds = (b.servers - a.servers) / ticksPerSecond;
  const postgresSeconds = (b.postgres - a.postgres) / ticksPerSecond;
  const sinkSeconds = (b.sinkMicros - a.sinkMicros) / 1e6;
  const machineSeconds = (b.machine - a.machine) / ticksPerSecond;
  return {
    serverCores: serverSeconds / seconds,
    serverSeconds,
    postgresSeconds,
    sinkSeconds,
    machineSeconds,
    othersSeconds: Math.max(0, machineSeconds - serverSeconds - postgresSeconds - sinkSeconds),
  };
}

function percentile(list: number[], p: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** Messages as each recipient got them (a message with two recipients in its envelope counts twice). */
function deliveries(received: SmtpSink): number {
  return received.received.reduce((a, m) => a + m.to.length, 0);
}

function milestones(timeline: { atSeconds: number; messages: number }[], expected: number) {
  const at = (share: number) => timeline.find((p) => p.messages >= Math.ceil(expected * share));
  return [0.1, 0.5, 1].map(at).filter((p): p is { atSeconds: number; messages: number } => !!p);
}

// ---- output -------------------------------------------------------------------------------------

function processesLabel(): string {
  return `${PROCESSES} server process${PROCESSES === 1 ? '' : 'es'} with job workers${API_PROCESS ? ' + 1 for the API alone' : ''}`;
}

function printSummary() {
  const r = figures.run;
  console.log('');
  if (r) {
    const verdict = r.ok && r.seconds < MAILING_TARGETS.seconds ? 'ok' : 'MISSED';
    say(
      `quarterly mailing ${figures.quarter}, ${fmt(CHANNELS)} channels, ${FORMATS.join(' + ')}, ${processesLabel()}: ` +
        `${r.seconds.toFixed(1)} s from POST to finished (target < ${MAILING_TARGETS.seconds} s) ${verdict}`,
    );
    say(
      `  ${fmt(r.sink.deliveries)} messages received by the sink (${fmt(r.sink.messages)} SMTP transactions), ${fmt(r.messagesPerSecond, 1)} messages/s, ${fmt(r.channelsPerSecond, 1)} channels/s; ` +
        `expected ${fmt(r.sink.expected)} (each recipient once): missing ${r.sink.missing}, duplicated ${r.sink.duplicated}, unexpected ${r.sink.unexpected} ` +
        `${r.sink.missing + r.sink.duplicated + r.sink.unexpected === 0 ? 'ok' : 'FAILED'}`,
    );
    say(
      `  the POST answered after ${r.postSeconds.toFixed(1)} s; ${r.poll.count} GETs of the run, p50 ${r.poll.p50Ms.toFixed(0)} ms, max ${r.poll.maxMs.toFixed(0)} ms`,
    );
    say(`  mean ${fmt(r.sink.meanBytes / 1000, 1)} kB a message (${fmt(r.sink.totalMB, 1)} MB in all)`);
    say(
      `  run as the API says: channels ${r.api.channels.done} done, ${r.api.channels.failed} failed of ${r.api.channels.total}; messages ${r.api.messages.sent} sent, ` +
        `${r.api.messages.failed} failed, ${r.api.messages.pending} pending${r.finished ? '' : ' (NOT finished within the run limit)'}`,
    );
    say(
      `  CPU: server processes ${r.cpu.serverSeconds.toFixed(1)} s (${r.cpu.serverCores.toFixed(2)} cores, ${((r.cpu.serverSeconds / CHANNELS) * 1000).toFixed(0)} ms a channel), ` +
        `PostgreSQL ${r.cpu.postgresSeconds.toFixed(1)} s, sink ${r.cpu.sinkSeconds.toFixed(1)} s, others on the machine ${r.cpu.othersSeconds.toFixed(1)} s`,
    );
    say(
      `  against the seed product (spec 4: ${SEED_PRODUCT_MINUTES_PER_CHANNEL.join(' to ')} min a channel in sequence, ` +
        `${fmt(CHANNELS * SEED_PRODUCT_MINUTES_PER_CHANNEL[0])}–${fmt(CHANNELS * SEED_PRODUCT_MINUTES_PER_CHANNEL[1])} min for ${fmt(CHANNELS)}): ` +
        `${fmt(r.seedProductRatio.low)}–${fmt(r.seedProductRatio.high)}× faster`,
    );
    say(`  sink milestones: ${r.timeline.map((p) => `${fmt(p.messages)} by ${p.atSeconds.toFixed(1)} s`).join(', ')}`);
  }
  const p = figures.render;
  if (p) {
    const t = (x: { seconds: number; cpuSeconds: number }) => `${x.seconds.toFixed(3)} s (CPU ${x.cpuSeconds.toFixed(3)} s)`;
    say(
      `render a channel in this process (${p.channels} channels; ${p.languages} in turn): pdf ${t(p.pdf)}, docx + pptx + pdf ${t(p.all)}; ` +
        `docx alone ${t(p.perFormat.docx!)}, pptx alone ${t(p.perFormat.pptx!)}; sizes ${Object.entries(p.sizesKB)
          .map(([f, kb]) => `${f} ${kb} kB`)
          .join(', ')}`,
    );
  }
  if (figures.error) say(`(incomplete: ${figures.error.split('\n')[0]})`);
}
