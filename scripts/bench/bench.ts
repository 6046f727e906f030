// `npm run bench`: measures start-up, HTTP throughput/latency, bundle sizes, page speed in Chromium and the sign-in
// page's Lighthouse scores of Chorus on this
// machine, prints each figure next to its target ("ok" / "MISSED") and writes .bench/results.json.
// Not a pass/fail test: it exits 0 whenever it managed to measure, whatever the figures.
// Loopback only; every load is bounded in time and count; every process and temp folder it starts
// is stopped and removed, also on failure or Ctrl-C. See scripts/bench/README.md.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, measureBundle, type BundleFigures } from './bundle.ts';
import type { LoadResult } from './load.ts';
import { busiestProcesses, cleanupNow, installSafetyNets, machineBusyTicks, ticksPerSecond, track, trackDir } from './proc.ts';
import { runLoad } from './run-load.ts';
import { node24, root, startServer, stopServer, tail, type RunningServer, type StopReport, writeFigures } from './server.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { WebPerfFigures } from './web-perf.ts';
import type { InsightLanguageFigures } from './insight-language.ts';
import type { BackupRestoreFigures } from './backup-restore.ts';
import type { ScaleOutFigures } from './scale-out.ts';

const TARGETS = { userInfoP99Ms: 20, userInfoToHealthRps: 0.5, loginJsGzipKB: 200 };
const LOAD = { connections: 50, warmupSeconds: 2, durationSeconds: 10, maxRequests: 1_000_000 };
// Step 5 (channel analytics at 100 / 1,000 / 5,000 channels, scripts/bench/analytics.ts) seeds its
// databases on the first run (about 10 minutes; kept in .bench/analytics-data for later runs).
// `npm run bench -- --no-analytics` skips it.
const RUN_ANALYTICS = !process.argv.includes('--no-analytics');
// Step 6 (a 1,000,000-row revenue upload against COPY, scripts/bench/revenue-upload.ts); `--no-revenue` skips it.
const RUN_REVENUE = !process.argv.includes('--no-revenue');
// Step 7 (the stall guard: user_info under three large analyze calls and a 50 MB upload, scripts/bench/stall.ts); `--no-stall` skips it.
const RUN_STALL = !process.argv.includes('--no-stall');
// Step 8 (the server's memory after start and over a 5-minute soak, scripts/bench/soak.ts; `npm run bench:soak -- --minutes 120` for two hours); `--no-soak` skips it.
const RUN_SOAK = !process.argv.includes('--no-soak');
// Step 4d (the accounting page's answers at 1,000 CMS channels × 24 months, scripts/bench/accounting.ts)
// seeds its database on the first run (about ten minutes; kept in .bench/accounting-data); `--no-accounting` skips it.
const RUN_ACCOUNTING = !process.argv.includes('--no-accounting');
// Step 4e (creator search at 10,000 and 100,000 channels, scripts/bench/collab-search.ts); `--no-collab` skips it.
const RUN_COLLAB = !process.argv.includes('--no-collab');
// Step 4n (creator discovery at 10,000 and 100,000 stored candidates, scripts/bench/exploration.ts); `--no-exploration` skips it.
const RUN_EXPLORATION = !process.argv.includes('--no-exploration');

// Step 4s (the social daily job for 1,000 linked accounts against the fakes, and the social reads, scripts/bench/social-daily.ts); `--no-social` skips it.
const RUN_SOCIAL = !process.argv.includes('--no-social');
// Step 4v (the video data manager's bulk edit of 500 videos against the fake Google, scripts/bench/production-videos.ts); `--no-production-videos` skips it.
const RUN_PRODUCTION_VIDEOS = !process.argv.includes('--no-production-videos');
// Step 4p (the network video search at 100,000 and 1,000,000 videos, scripts/bench/exploration-videos.ts); `--no-exploration-videos` skips it.
const RUN_EXPLORATION_VIDEOS = !process.argv.includes('--no-exploration-videos');
// Step 4q (a 100,000-row course sales export imported against COPY of the same rows, scripts/bench/courses-upload.ts); `--no-courses` skips it.
const RUN_COURSES = !process.argv.includes('--no-courses');
// Step 4r (the creator's own store reads, GET /ec/sales and /ec/stores at 1,000 channels, scripts/bench/ec.ts); `--no-ec` skips it.
const RUN_EC = !process.argv.includes('--no-ec');
// Step 4f (Shopify backfill, webhook intake and the orders page at 1,000,000 orders, scripts/bench/resell.ts); `--no-resell` skips it.
const RUN_RESELL = !process.argv.includes('--no-resell');
// Step 4g (the inspiration page's clouds answers at 1,000 channels, scripts/bench/insight-clouds.ts); `--no-insight-clouds` skips it.
const RUN_INSIGHT_CLOUDS = !process.argv.includes('--no-insight-clouds');
// Step 4h (the channel comparison's answer for 10 channels at 1,000 channels, scripts/bench/insight-comparison.ts; seeds its
// network once, about two minutes, kept in .bench/insight-comparison-data); `--no-insight-comparison` skips it.
const RUN_INSIGHT_COMPARISON = !process.argv.includes('--no-insight-comparison');
// Step 4i (insight language: labelled accuracy and 100,000 comments per language, scripts/bench/insight-language.ts); `--no-insight-language` skips it.
const RUN_INSIGHT_LANGUAGE = !process.argv.includes('--no-insight-language');
// Step 4j (the inspiration page's similar answers at 1,000 channels, scripts/bench/insight-similar.ts); `--no-insight-similar` skips it.
const RUN_INSIGHT_SIMILAR = !process.argv.includes('--no-insight-similar');
// Step 4k (one quarterly report per channel in docx, pptx and pdf, scripts/bench/reports.ts); `--no-reports` skips it.
const RUN_REPORTS = !process.argv.includes('--no-reports');
// Step 4l (the quarterly report mailing: 1,000 channels through the API, real servers, a local SMTP sink,
// scripts/bench/report-mailing.ts; seeds its network first, about two minutes); `--no-report-mailing` skips it.
const RUN_REPORT_MAILING = !process.argv.includes('--no-report-mailing');
const REPORT_MAILING_LIMIT_MINUTES = 15;
// Step 4m (backup and restore of the 1,000-channel network, issue 25, scripts/bench/backup-restore.ts; seeds its
// network once, kept in .bench/backup-data); `--no-backup` skips it.
const RUN_BACKUP = !process.argv.includes('--no-backup');
// Step 4o (two API processes and a worker on Debian's PostgreSQL 15 behind nginx, issue 25, scripts/bench/scale-out.ts;
// without those two, the table says why); `--no-scale-out` skips it.
const RUN_SCALE_OUT = !process.argv.includes('--no-scale-out');
const ANALYTICS_LIMIT_MINUTES = 60;
const ACCOUNTING_LIMIT_MINUTES = 30;
const HARD_LIMIT_MS =
  (15 +
    (RUN_ANALYTICS ? ANALYTICS_LIMIT_MINUTES : 0) +
    (RUN_REVENUE ? 10 : 0) +
    (RUN_ACCOUNTING ? ACCOUNTING_LIMIT_MINUTES : 0) +
    (RUN_RESELL ? 15 : 0) +
    (RUN_INSIGHT_CLOUDS ? 10 : 0) +
    (RUN_INSIGHT_COMPARISON ? 12 : 0) +
    (RUN_INSIGHT_LANGUAGE ? 3 : 0) +
    (RUN_INSIGHT_SIMILAR ? 5 : 0) +
    (RUN_REPORTS ? 5 : 0) +
    (RUN_REPORT_MAILING ? REPORT_MAILING_LIMIT_MINUTES : 0) +
    (RUN_BACKUP ? 15 : 0) +
    (RUN_SCALE_OUT ? 20 : 0) +
    (RUN_EXPLORATION ? 5 : 0) +
    (RUN_EXPLORATION_VIDEOS ? 15 : 0) +
    (RUN_COURSES ? 3 : 0)) *
  60_000;
const DEMO = { email: 'user_owner@demo.chorus.test', password: 'Chorus-demo-2026!' };
const KB = 1000; // kB as vite prints them

installSafetyNets('bench', { limitMs: HARD_LIMIT_MS, limit: `${HARD_LIMIT_MS / 1000} s`, started: 'everything the bench started' });

const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-bench-'));
trackDir(tmp);
chmodSync(tmp, 0o755); // as root, PostgreSQL runs as `postgres`, which must be able to walk into DATA_DIR
const dataDir = path.join(tmp, 'data');

const say = (line: string) => console.log(`[bench] ${line}`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

type ProductionVideoFigures = {
  targets: { previewP95Ms: number; defaultDailyUnits: number };
  videos: number;
  previewP50Ms: number;
  previewP95Ms: number;
  full: { seconds: number; applied: number; unitsSpent: number; quotaUnits: number };
  daily: { state: string; applied: number; notSent: number; unitsSpent: number };
  previewOk: boolean;
  quotaOk: boolean;
};
type SocialFigures = {
  targets: { dayMinutes: number; readP99Ms: number };
  accounts: number;
  days: { label: string; seconds: number; collected: number; failed: number; tiktokCalls: number }[];
  rateLimited: number;
  reads: Record<string, { p50Ms: number; p99Ms: number }>;
  dayOk: boolean;
  limitOk: boolean;
  readOk: boolean;
};
type ExplorationFigures = {
  targets: { p95Ms: number };
  sizes: { channels: number; p50Ms: number; p95Ms: number; maxMs: number }[];
  growth: number;
  p95Ok: boolean;
};
type CollabSearchFigures = {
  targets: { p95Ms: number; growth: number };
  runs: number;
  sizes: { channels: number; p50Ms: number; p95Ms: number; maxMs: number }[];
  growth: number;
  p95Ok: boolean;
  growthOk: boolean;
};
type CoursesUploadFigures = { rows: number; importMs: number; copyMs: number; ratio: number };
type EcReadFigures = { p50Ms: number; p99Ms: number };
type EcFigures = { targets: { channels: number; p99Ms: number }; sales: EcReadFigures; stores: EcReadFigures };
type VideoSearchFigures = {
  targets: { p95Ms: number };
  runs: number;
  sizes: { videos: number; p50Ms: number; p95Ms: number; maxMs: number }[];
  growth: number;
  p95Ok: boolean;
};
type ResellFigures = {
  targets: { backfillOrders: number; webhookRate: number; pageP95Ms: number; pageOrders: number };
  backfill?: { orders: number; pages: number; stored: number; seconds: number; ordersPerSecond: number };
  webhooks?: { deliveries: number; achievedRate: number; answerP95Ms: number; lost: number; refused: number; lagSeconds: number; processedPerSecond: number };
  page?: { orders: number; p50Ms: number; p95Ms: number };
};
type InsightComparisonFigures = {
  targets: { p99Ms: number; channels: number; compared: number };
  network: { channels: number; days: number };
  variants: { name: string; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number }[];
  worstP99Ms: number;
  p99Ok: boolean;
};
type Percentiles = { p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number };
type InsightSimilarFigures = {
  targets: { p99Ms: number; channels: number };
  channels: number;
  profileSeconds: number;
  routes: Record<string, Record<string, Percentiles>>;
  page: Percentiles;
  worstP99Ms: number;
  ok: boolean;
};
type ReportsFigures = {
  targets: { perChannelSeconds: number };
  channels: number;
  language: string;
  meanSeconds: number;
  p50Seconds: number;
  p95Seconds: number;
  maxSeconds: number;
  sizesKB: { docx: number; pptx: number; pdf: number };
};
type ReportMailingFigures = {
  targets: { seconds: number; channels: number };
  options: { channels: number; processes: number; formats: string[] };
  quarter?: string;
  run?: {
    seconds: number;
    messagesPerSecond: number;
    sink: { messages: number; expected: number; missing: number; duplicated: number; unexpected: number; meanBytes: number };
    cpu: { serverSeconds: number; serverCores: number; postgresSeconds: number };
    seedProductRatio: { low: number; high: number };
    ok: boolean;
  };
  render?: { pdf: { seconds: number; cpuSeconds: number }; all: { seconds: number; cpuSeconds: number } };
  error?: string;
};
type LedgerFigures = { channels: number; targetSeconds: number; runs: { label: string; seconds: number; entries: number }[] };
type AccountingFigures = {
  targetP99Ms: number;
  network?: { ytChannels: string[]; months: string[] };
  answers: { mode: string; name: string; tab: string; latencyP50: number; latencyP99: number; rpsMean: number; non2xx: number; ok: boolean }[];
  error?: string;
};

type Results = {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    loadavg: number[];
    busyCoresBefore: number;
    busiestBefore: { pid: number; comm: string; cores: number }[];
  };
  targets: typeof TARGETS;
  units: Record<string, string>;
  load: typeof LOAD;
  bundle?: BundleFigures & { loginJsGzipOk: boolean };
  startup?: { freshSeconds: number; reuseSeconds?: number; reuseToFresh?: number; stops: (StopReport & { run: string })[]; checks: string[] };
  http?: { health?: LoadResult; userInfo?: LoadResult; userInfoToHealthRps?: number; userInfoP99Ok?: boolean; ratioOk?: boolean; userInfoBytes?: number };
  /** Step 4: the overview in Chromium (scripts/bench/web-perf.ts --json). */
  webPerf?: WebPerfFigures;
  /** Step 4b: the sign-in page in Lighthouse (scripts/bench/lighthouse.ts --json). */
  lighthouse?: LighthouseFigures;
  /** Step 4c: .bench/ledger.json of scripts/bench/ledger.ts. */
  ledger?: LedgerFigures;
  /** Step 4d: .bench/accounting.json of scripts/bench/accounting.ts. */
  accounting?: AccountingFigures;
  /** Step 4e: .bench/collab-search.json of scripts/bench/collab-search.ts. */
  collabSearch?: CollabSearchFigures;
  exploration?: ExplorationFigures;

  /** Step 4s: .bench/social-daily.json of scripts/bench/social-daily.ts. */
  social?: SocialFigures;
  /** Step 4v: .bench/production-videos.json of scripts/bench/production-videos.ts. */
  productionVideos?: ProductionVideoFigures;
  /** Step 4p: .bench/exploration-videos.json of scripts/bench/exploration-videos.ts. */
  videoSearch?: VideoSearchFigures;
  coursesUpload?: CoursesUploadFigures;
  /** Step 4r: .bench/ec.json of scripts/bench/ec.ts. */
  ec?: EcFigures;
  /** Step 4f: .bench/resell.json of scripts/bench/resell.ts. */
  resell?: ResellFigures;
  /** Step 4g: .bench/insight-clouds.json of scripts/bench/insight-clouds.ts. */
  insightClouds?: unknown;
  /** Step 4h: .bench/insight-comparison.json of scripts/bench/insight-comparison.ts. */
  insightComparison?: InsightComparisonFigures;
  /** Step 4i: .bench/insight-language.json of scripts/bench/insight-language.ts. */
  insightLanguage?: InsightLanguageFigures;
  /** Step 4j: .bench/insight-similar.json of scripts/bench/insight-similar.ts. */
  insightSimilar?: InsightSimilarFigures;
  /** Step 4k: .bench/reports.json of scripts/bench/reports.ts. */
  reports?: ReportsFigures;
  /** Step 4l: .bench/report-mailing.json of scripts/bench/report-mailing.ts. */
  reportMailing?: ReportMailingFigures;
  /** Step 4m: .bench/backup-restore.json of scripts/bench/backup-restore.ts. */
  backupRestore?: BackupRestoreFigures;
  /** Step 4o: .bench/scale-out.json of scripts/bench/scale-out.ts (its lines, or why it could not run). */
  scaleOut?: ScaleOutFigures;
  /** Step 5: .bench/analytics.json of scripts/bench/analytics.ts. */
  analytics?: unknown;
  /** Step 6: .bench/revenue-upload.json of scripts/bench/revenue-upload.ts. */
  revenueUpload?: unknown;
  /** Step 7: .bench/stall.json of scripts/bench/stall.ts. */
  stall?: unknown;
  /** Step 8: .bench/soak.json of scripts/bench/soak.ts. */
  soak?: unknown;
  error?: string;
};

const results: Results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? '?',
    node: process.version,
    loadavg: os.loadavg(),
    busyCoresBefore: 0,
    busiestBefore: [],
  },
  targets: TARGETS,
  units: {
    size: 'bytes; kB in targets and table = 1000 B',
    latency: 'ms (each 2xx response timed to the microsecond)',
    time: 's',
    cpu: 'cores (1 = one core busy)',
  },
  load: LOAD,
};

let running: RunningServer | null = null;
let failure: unknown = null;

try {
  // Who else is using the CPU right now (this machine has few cores; other work skews everything).
  const busy0 = machineBusyTicks();
  const sampleStart = Date.now();
  const busiest = await busiestProcesses(1000, [process.pid]);
  results.machine.busyCoresBefore = (machineBusyTicks() - busy0) / ticksPerSecond / ((Date.now() - sampleStart) / 1000);
  results.machine.busiestBefore = busiest.slice(0, 3);
  say(
    `${results.machine.cpus} CPUs (${results.machine.cpuModel}), node ${process.version}, load average ${results.machine.loadavg.map((l) => l.toFixed(2)).join(' ')}`,
  );
  say(
    `CPU busy before starting (1 s sample): ${results.machine.busyCoresBefore.toFixed(2)} cores` +
      (busiest.length
        ? `; busiest: ${busiest
            .slice(0, 3)
            .map((p) => `${p.comm}(${p.pid}) ${p.cores.toFixed(2)}`)
            .join(', ')}`
        : ''),
  );

  // ---- 1. bundle sizes (first: no server running while vite uses the CPU) ---------------------
  say('[1] building the web app (vite, into a temp folder) and weighing the login page…');
  const dist = path.join(tmp, 'web-dist');
  const buildSeconds = await buildWeb(dist);
  const bundle = measureBundle(dist, buildSeconds);
  results.bundle = { ...bundle, loginJsGzipOk: bundle.loginJsGzip <= TARGETS.loginJsGzipKB * KB };
  say(
    `built in ${buildSeconds.toFixed(1)} s; login page loads ${bundle.loginScripts.length} scripts, ${fmt(bundle.loginJsBytes)} B raw, ${fmt(bundle.loginJsGzip)} B gzip`,
  );

  // ---- 2. start-up: fresh DATA_DIR, then reuse ----------------------------------------------
  say('[2] start-up on a fresh DATA_DIR (initdb, migrations, demo seed)…');
  const env = { AUTH_REQUESTS_PER_MINUTE: '100000' };
  const first = await startServer({ dataDir, logFile: path.join(tmp, 'server-1.log'), env });
  running = first;
  const stops: (StopReport & { run: string })[] = [];
  const checks: string[] = [];
  results.startup = { freshSeconds: first.startupSeconds, stops, checks };
  say(`fresh: healthy after ${first.startupSeconds.toFixed(2)} s`);
  const stop1 = await stopServer(first);
  running = null;
  reportStop('fresh', stop1, first.logFile);
  stops.push({ run: 'fresh', ...stop1 });
  const log1 = readFileSync(first.logFile, 'utf8');
  checks.push(/Initialising the embedded PostgreSQL cluster/.test(log1) ? 'fresh run initialised the cluster' : 'WARNING: fresh run did not log initdb');
  checks.push(
    /Seeded the demo network/.test(log1) ? `fresh run seeded: ${/Seeded the demo network: ([^\n]*)/.exec(log1)![1]}` : 'WARNING: fresh run did not seed',
  );
  say(`fresh: ${checks.join('; ')}`);

  say('start-up again on the same DATA_DIR (reuse)…');
  const second = await startServer({ dataDir, logFile: path.join(tmp, 'server-2.log'), env });
  running = second;
  results.startup.reuseSeconds = second.startupSeconds;
  results.startup.reuseToFresh = second.startupSeconds / first.startupSeconds;
  const log2 = readFileSync(second.logFile, 'utf8');
  checks.push(/Initialising|Seeded/.test(log2) ? 'WARNING: reuse run initialised or seeded again' : 'reuse run neither initialised nor seeded');
  say(`reuse: healthy after ${second.startupSeconds.toFixed(2)} s; ${checks.at(-1)}`);

  // ---- 3. HTTP throughput and latency on the reuse server ------------------------------------
  say(
    `[3] HTTP load: autocannon in a separate process, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s per route`,
  );
  const token = await signIn(second.base);
  const probe = await fetch(`${second.base}/api/v1/user_info`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5000) });
  const probeBody = await probe.text();
  if (probe.status !== 200) throw new Error(`GET /api/v1/user_info with the token answered ${probe.status}: ${probeBody.slice(0, 300)}`);
  results.http = { userInfoBytes: Buffer.byteLength(probeBody) };

  const health = await load(second, '/api/v1/health', {});
  results.http.health = health;
  say(`health: ${fmt(health.rpsMean)} req/s, p50 ${health.latencyP50} ms, p99 ${health.latencyP99} ms, non-2xx ${health.non2xx}`);
  const userInfo = await load(second, '/api/v1/user_info', { authorization: `Bearer ${token}` });
  results.http.userInfo = userInfo;
  say(`user_info: ${fmt(userInfo.rpsMean)} req/s, p50 ${userInfo.latencyP50} ms, p99 ${userInfo.latencyP99} ms, non-2xx ${userInfo.non2xx}`);
  results.http.userInfoToHealthRps = userInfo.rpsMean / health.rpsMean;
  results.http.userInfoP99Ok = userInfo.latencyP99 < TARGETS.userInfoP99Ms;
  results.http.ratioOk = results.http.userInfoToHealthRps >= TARGETS.userInfoToHealthRps;

  const stop2 = await stopServer(second);
  running = null;
  reportStop('reuse', stop2, second.logFile);
  stops.push({ run: 'reuse', ...stop2 });

  // ---- 4. page speed in Chromium (web-perf.ts, its own server on the build of step 1) -----------
  say('[4] the channel overview in Chromium: navigation → every chart drawn (scripts/bench/web-perf.ts)…');
  const webPerfFile = path.join(tmp, 'web-perf.json');
  const webPerfCode = await runScript('web-perf.ts', ['--web-dist', dist, '--json', webPerfFile]);
  if (webPerfCode !== 0 || !existsSync(webPerfFile)) throw new Error(`web-perf.ts exited ${webPerfCode}`);
  results.webPerf = JSON.parse(readFileSync(webPerfFile, 'utf8')) as WebPerfFigures;

  // ---- 4b. the sign-in page and the overview in Lighthouse (lighthouse.ts, its own server on the build of step 1) --
  say('[4b] the sign-in page and the signed-in overview in Lighthouse, mobile and desktop presets (scripts/bench/lighthouse.ts)…');
  const lighthouseFile = path.join(tmp, 'lighthouse.json');
  const lighthouseCode = await runScript('lighthouse.ts', ['--web-dist', dist, '--json', lighthouseFile]);
  // 2: measured, a target missed (the table below says which).
  if ((lighthouseCode !== 0 && lighthouseCode !== 2) || !existsSync(lighthouseFile)) throw new Error(`lighthouse.ts exited ${lighthouseCode}`);
  results.lighthouse = JSON.parse(readFileSync(lighthouseFile, 'utf8')) as LighthouseFigures;

  // ---- 4c. a month's statements for 1,000 channels (ledger.ts, its own PostgreSQL) ----------------
  say('[4c] posting one month of statements for 1,000 channels (scripts/bench/ledger.ts)…');
  results.ledger = await figuresOf<LedgerFigures>('ledger.ts');

  // ---- 4d. the accounting page's answers at 1,000 CMS channels × 24 months (accounting.ts, its own server) --
  if (RUN_ACCOUNTING) {
    say("[4d] the accounting page's answers at 1,000 CMS channels × 24 months, 50 connections (scripts/bench/accounting.ts)…");
    results.accounting = await figuresOf<AccountingFigures>('accounting.ts', [
      '--limit-minutes',
      String(ACCOUNTING_LIMIT_MINUTES - 1),
      // Two load generators: one tops out on the 400 KB whole-network revenue before the server does.
      '--load-processes',
      '2',
    ]);
  }
  // ---- 4e. creator search at 10,000 and 100,000 channels (collab-search.ts, its own PostgreSQL) ----
  if (RUN_COLLAB) {
    say('[4e] creator search at 10,000 and 100,000 channels (scripts/bench/collab-search.ts)…');
    results.collabSearch = await figuresOf<CollabSearchFigures>('collab-search.ts');
  }
  // ---- 4n. creator discovery at 10,000 and 100,000 stored candidates (exploration.ts, its own PostgreSQL) ----
  if (RUN_EXPLORATION) {
    say('[4n] creator discovery at 10,000 and 100,000 stored candidates (scripts/bench/exploration.ts)…');
    results.exploration = await figuresOf<ExplorationFigures>('exploration.ts');
  }
  // ---- 4s. the social daily job for 1,000 linked accounts against the fakes, and the social reads (social-daily.ts, its own PostgreSQL) ----
  if (RUN_SOCIAL) {
    say('[4s] social daily job for 1,000 accounts and the social reads (scripts/bench/social-daily.ts)…');
    results.social = await figuresOf<SocialFigures>('social-daily.ts');
  }
  // ---- 4v. the video data manager's bulk edit of 500 videos against the fake Google (production-videos.ts, its own PostgreSQL) ----
  if (RUN_PRODUCTION_VIDEOS) {
    say('[4v] video data bulk edit of 500 videos: preview and apply (scripts/bench/production-videos.ts)…');
    results.productionVideos = await figuresOf<ProductionVideoFigures>('production-videos.ts');
  }
  // ---- 4p. network video search at 100,000 and 1,000,000 videos (exploration-videos.ts, its own PostgreSQL) ----
  if (RUN_EXPLORATION_VIDEOS) {
    say('[4p] video search at 100,000 and 1,000,000 videos (scripts/bench/exploration-videos.ts)…');
    results.videoSearch = await figuresOf<VideoSearchFigures>('exploration-videos.ts');
  }
  if (RUN_COURSES) {
    say('[4q] a 100,000-row course sales export against COPY (scripts/bench/courses-upload.ts)…');
    results.coursesUpload = await figuresOf<CoursesUploadFigures>('courses-upload.ts');
  }
  if (RUN_EC) {
    say("[4r] the creator's own store reads at 1,000 channels (scripts/bench/ec.ts)…");
    // ec.ts exits 1 when a target is missed; its figures are written either way.
    await runScript('ec.ts', []);
    const file = path.join(root, '.bench/ec.json');
    if (!existsSync(file)) throw new Error('ec.ts wrote no figures');
    results.ec = JSON.parse(readFileSync(file, 'utf8')) as EcFigures;
  }
  // ---- 4f. Shopify: backfill of 100,000 orders, webhook intake at 1,000/s, the orders page at 1,000,000 orders ----
  if (RUN_RESELL) {
    say('[4f] Shopify backfill, webhook intake and the orders page (scripts/bench/resell.ts)…');
    results.resell = await figuresOf<ResellFigures>('resell.ts');
  }
  // ---- 4g. insight, clouds part: word clouds, words, search keywords, video emotion at 1,000 channels ----
  if (RUN_INSIGHT_CLOUDS) {
    say("[4g] the inspiration page's clouds answers at 1,000 channels (scripts/bench/insight-clouds.ts)…");
    results.insightClouds = await figuresOf<unknown>('insight-clouds.ts');
  }
  // ---- 4h. the channel comparison (issue 13) for 10 channels at 1,000 channels ----
  if (RUN_INSIGHT_COMPARISON) {
    say("[4h] the channel comparison's answer, 10 channels at 1,000 channels (scripts/bench/insight-comparison.ts)…");
    results.insightComparison = await figuresOf<InsightComparisonFigures>('insight-comparison.ts');
  }
  // ---- 4i. insight language: accuracy on the labelled comments, 100,000 comments per language ----
  if (RUN_INSIGHT_LANGUAGE) {
    say('[4i] insight language: labelled accuracy and throughput (scripts/bench/insight-language.ts)…');
    results.insightLanguage = await figuresOf<InsightLanguageFigures>('insight-language.ts');
  }
  // ---- 4j. insight, similar part (issue 13): the inspiration page's similar answers at 1,000 channels ----
  if (RUN_INSIGHT_SIMILAR) {
    say("[4j] the inspiration page's similar answers at 1,000 channels (scripts/bench/insight-similar.ts)…");
    results.insightSimilar = await figuresOf<InsightSimilarFigures>('insight-similar.ts');
  }
  // ---- 4k. reports: one quarterly report per channel in all three formats (reports.ts, its own PostgreSQL) ----
  if (RUN_REPORTS) {
    say('[4k] one quarterly report per channel in docx, pptx and pdf (scripts/bench/reports.ts)…');
    results.reports = await figuresOf<ReportsFigures>('reports.ts');
  }
  // ---- 4l. the quarterly report mailing: 1,000 channels through the API to a local SMTP sink (report-mailing.ts) ----
  if (RUN_REPORT_MAILING) {
    say('[4l] the quarterly report mailing, 1,000 channels to a local SMTP server (scripts/bench/report-mailing.ts)…');
    const mailingCode = await runScript('report-mailing.ts', ['--limit-minutes', String(REPORT_MAILING_LIMIT_MINUTES - 1)]);
    const mailingFile = path.join(root, '.bench/report-mailing.json');
    // Exit 1 with figures: a message missing or sent twice, shown in the table; no figures: the step failed.
    if (!existsSync(mailingFile)) throw new Error(`report-mailing.ts exited ${mailingCode}`);
    results.reportMailing = JSON.parse(readFileSync(mailingFile, 'utf8')) as ReportMailingFigures;
    if (results.reportMailing.error) throw new Error(`report-mailing.ts: ${results.reportMailing.error.split('\n')[0]}`);
  }
  // ---- 4m. backup and restore (issue 25) of the 1,000-channel network (backup-restore.ts) ----
  if (RUN_BACKUP) {
    say('[4m] backup and restore of the 1,000-channel network, and restore to a point in time (scripts/bench/backup-restore.ts)…');
    results.backupRestore = await figuresOf<BackupRestoreFigures>('backup-restore.ts');
  }
} catch (error) {
  failure = error;
  results.error = error instanceof Error ? error.message : String(error);
  console.error(`[bench] FAILED: ${results.error}`);
  if (running) console.error(`[bench] server log tail:\n${tail(running.logFile)}`);
} finally {
  if (running) {
    const stop = await stopServer(running).catch(() => null);
    if (stop) reportStop('after failure', stop, running.logFile);
  }
  // Keep the server logs (the temp folder goes): .bench/logs/server-{1,2}.log
  mkdirSync(path.join(root, '.bench/logs'), { recursive: true });
  for (const name of ['server-1.log', 'server-2.log']) {
    if (existsSync(path.join(tmp, name))) copyFileSync(path.join(tmp, name), path.join(root, '.bench/logs', name));
  }
  const killed = cleanupNow(); // also removes the temp folder (data, web build, logs)
  if (killed.length) console.error(`[bench] killed leftovers: ${killed.join(', ')}`);
}

// ---- 4o. several processes on one PostgreSQL (issue 25), after the bench's own server stopped ----
if (RUN_SCALE_OUT && !failure) {
  say('[4o] scale-out: two API processes and a worker on PostgreSQL 15 behind nginx (scripts/bench/scale-out.ts)…');
  const started = new Date().toISOString();
  const code = await runScript('scale-out.ts', []);
  const file = path.join(root, '.bench/scale-out.json');
  const figures = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScaleOutFigures) : null;
  // Its own verdicts go in the table; a miss, or a machine without PostgreSQL 15 or nginx, does not stop the bench.
  results.scaleOut =
    figures && figures.date >= started
      ? figures
      : { date: started, loadavg: os.loadavg(), error: `scale-out.ts exited ${code} without figures`, lines: [], misses: [] };
}

printTable();

// ---- 5. channel analytics under load (its own script, process and table) -------------------------
if (RUN_ANALYTICS && !failure) {
  say('[5] channel analytics: scripts/bench/analytics.ts (seeds 100 / 1,000 / 5,000-channel databases on first use)…');
  const code = await runScript('analytics.ts', ['--limit-minutes', String(ANALYTICS_LIMIT_MINUTES - 1)]);
  const file = path.join(root, '.bench/analytics.json');
  if (existsSync(file)) results.analytics = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (code !== 0) {
    failure = new Error(`analytics bench exited ${code}`);
    results.error = (failure as Error).message;
  }
}

// ---- 6. a 1,000,000-row revenue upload over HTTP against COPY (its own script and server) ---------
if (RUN_REVENUE && !failure) {
  say('[6] revenue upload: 1,000,000 video_summary rows over HTTP against COPY (scripts/bench/revenue-upload.ts)…');
  const code = await runScript('revenue-upload.ts', []);
  const file = path.join(root, '.bench/revenue-upload.json');
  if (existsSync(file)) results.revenueUpload = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (code !== 0) {
    failure = new Error(`revenue upload bench exited ${code}`);
    results.error = (failure as Error).message;
  }
}

// ---- 7. the stall guard and 8. the memory soak (their own scripts and servers) ---------------------
for (const [run, step, script, key] of [
  [RUN_STALL, '[7] stall guard: user_info while three large analyze calls and a 50 MB upload run', 'stall.ts', 'stall'],
  [RUN_SOAK, '[8] memory: the server after start and over a 5-minute soak', 'soak.ts', 'soak'],
] as const) {
  if (!run || failure) continue;
  say(`${step} (scripts/bench/${script})…`);
  const code = await runScript(script, []);
  const file = path.join(root, `.bench/${key}.json`);
  if (existsSync(file)) results[key] = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (code !== 0) {
    failure = new Error(`${key} bench exited ${code}`);
    results.error = (failure as Error).message;
  }
}

writeFigures('results', results);
say(`figures written to .bench/results.json`);
process.exit(failure ? 1 : 0);

// ---- helpers ------------------------------------------------------------------------------------

/** A bench script that writes its figures to `.bench/<script's name>.json`, run to its end: the figures (its exit not 0 or no figures: the step failed). */
async function figuresOf<T>(script: string, scriptArgs: string[] = []): Promise<T> {
  const code = await runScript(script, scriptArgs);
  const file = path.join(root, `.bench/${script.replace(/\.ts$/, '')}.json`);
  if (code !== 0 || !existsSync(file)) throw new Error(`${script} exited ${code}`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Another bench script in a process (group) of its own, its output shown as it comes. */
function runScript(script: string, scriptArgs: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(node24, [path.join(import.meta.dirname, script), ...scriptArgs], { cwd: root, stdio: 'inherit', detached: true });
    const { untrack } = track(child);
    child.on('exit', (code) => {
      untrack();
      resolve(code);
    });
  });
}

function reportStop(run: string, stop: StopReport, logFile: string) {
  const exit = stop.exitCode ?? stop.signal ?? 'none';
  const gone = stop.leftovers.length === 0 ? `all ${stop.processes} processes (node + PostgreSQL) gone` : `LEFTOVERS killed: ${stop.leftovers.join(', ')}`;
  say(`${run}: SIGTERM → exit ${exit} in ${stop.stopSeconds.toFixed(2)} s; ${gone}`);
  if (stop.exitCode !== 0) {
    // What the server said after it was asked to stop: the first meaningful lines only.
    const lines = readFileSync(logFile, 'utf8').split('\n');
    const from = lines.findIndex((l) => /SIGTERM: stopping/.test(l));
    stop.logExcerpt = lines
      .slice(from + 1)
      .filter((l) => l.trim() && !/^\s*\^\s*$/.test(l))
      .slice(0, 4);
    say(`${run}: WARNING: exit code ${exit} (expected 0); server log after SIGTERM:`);
    stop.logExcerpt.forEach((l) => console.log(`    | ${l}`));
  }
}

async function signIn(base: string): Promise<string> {
  const challengeRes = await fetch(`${base}/api/v1/login_challenge`, { signal: AbortSignal.timeout(5000) });
  const challengeBody = (await challengeRes.json()) as { challenge?: string };
  if (challengeRes.status !== 200 || !challengeBody.challenge)
    throw new Error(`login_challenge answered ${challengeRes.status}: ${JSON.stringify(challengeBody)}`);
  const loginRes = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password, challenge: challengeBody.challenge }),
    signal: AbortSignal.timeout(10_000),
  });
  const loginBody = (await loginRes.json()) as { access_token?: string };
  if (loginRes.status !== 200 || !loginBody.access_token) throw new Error(`login answered ${loginRes.status}: ${JSON.stringify(loginBody)}`);
  return loginBody.access_token;
}

async function load(server: RunningServer, route: string, headers: Record<string, string>): Promise<LoadResult> {
  return runLoad({ url: `${server.base}${route}`, headers, ...LOAD, serverPid: server.pid }, `load generator for ${route}`);
}

/** A search's p95 at each size it was measured at, with the target and its verdict on the largest. */
function p95BySize<S extends { p50Ms: number; p95Ms: number }>(
  sizes: S[],
  label: (size: S) => string,
  largest: { targetMs: number; ok: boolean; note?: string },
): [string, string, string, string][] {
  return sizes.map((size, i) => {
    const p50 = `p50 ${size.p50Ms.toFixed(1)} ms`;
    if (i < sizes.length - 1) return [label(size), `${size.p95Ms.toFixed(1)} ms`, '', p50];
    return [label(size), `${size.p95Ms.toFixed(1)} ms`, `< ${largest.targetMs} ms`, `${verdict(largest.ok)}; ${p50}${largest.note ?? ''}`];
  });
}

function printTable() {
  const rows: [string, string, string, string][] = [];
  const s = results.startup;
  const h = results.http;
  const b = results.bundle;
  const cpu = (r: LoadResult) =>
    `cpu cores: node ${r.cpu.serverCores.toFixed(2)}, postgres ${r.cpu.postgresCores.toFixed(2)}, autocannon ${r.cpu.loadGeneratorCores.toFixed(2)}, others ${r.cpu.othersCores.toFixed(2)}`;
  if (s) {
    rows.push(['start-up, fresh DATA_DIR (initdb+migrate+seed)', `${s.freshSeconds.toFixed(2)} s`, '-', '']);
    if (s.reuseSeconds !== undefined)
      rows.push(['start-up, same DATA_DIR (reuse)', `${s.reuseSeconds.toFixed(2)} s`, '-', `${s.reuseToFresh!.toFixed(2)}x fresh`]);
  }
  if (h?.health) {
    rows.push(['GET /api/v1/health (baseline) req/s', fmt(h.health.rpsMean), '-', `non-2xx ${h.health.non2xx}, errors ${h.health.errors}`]);
    rows.push(['GET /api/v1/health p50 / p99', `${h.health.latencyP50} / ${h.health.latencyP99} ms`, '-', cpu(h.health)]);
  }
  if (h?.userInfo) {
    rows.push(['GET /api/v1/user_info req/s', fmt(h.userInfo.rpsMean), '-', `non-2xx ${h.userInfo.non2xx}, errors ${h.userInfo.errors}`]);
    rows.push([
      'GET /api/v1/user_info p50 / p99',
      `${h.userInfo.latencyP50} / ${h.userInfo.latencyP99} ms`,
      `p99 < ${TARGETS.userInfoP99Ms} ms`,
      verdict(h.userInfoP99Ok!),
    ]);
    rows.push(['', '', '', cpu(h.userInfo)]);
    rows.push(['user_info req/s ÷ health req/s', h.userInfoToHealthRps!.toFixed(2), `>= ${TARGETS.userInfoToHealthRps}`, verdict(h.ratioOk!)]);
  }
  if (b) {
    rows.push([
      `login page JS, gzip -9 (${b.loginScripts.length} scripts)`,
      `${(b.loginJsGzip / KB).toFixed(2)} kB`,
      `<= ${TARGETS.loginJsGzipKB} kB`,
      verdict(b.loginJsGzipOk),
    ]);
    rows.push([
      '',
      '',
      '',
      `${fmt(b.loginJsGzip)} B gzip, ${fmt(b.loginJsBytes)} B raw; ${((b.loginJsGzip / b.allJsGzip) * 100).toFixed(0)}% of all ${b.jsChunks} chunks (${(b.allJsGzip / KB).toFixed(1)} kB gz)`,
    ]);
    rows.push([`largest JS chunk: ${b.largestChunk.file}`, `${(b.largestChunk.gzip / KB).toFixed(1)} kB gz`, '-', `${fmt(b.largestChunk.bytes)} B raw`]);
  }
  const w = results.webPerf;
  if (w) {
    const cold = w.runs.filter((r) => r.kind === 'cold').length;
    rows.push([
      `overview in Chromium, first visit (median of ${cold})`,
      `${fmt(w.coldMedianMs)} ms`,
      `< ${fmt(w.targetMs)} ms`,
      `${verdict(w.ok)}; slowest ${fmt(w.coldMaxMs)} ms`,
    ]);
    if (w.warmMedianMs !== null) rows.push(['overview in Chromium, reload (median)', `${fmt(w.warmMedianMs)} ms`, '-', 'scripts from the HTTP cache']);
  }
  const l = results.lighthouse;
  if (l) {
    for (const { page, preset, language, median: m, ok, drawnOk } of l.rows) {
      rows.push([
        `${page} page, Lighthouse ${preset} ${language} (median of ${l.runs})`,
        `${m.performance.toFixed(2)}`,
        `>= ${l.targetScore}`,
        `${verdict(ok)}; FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, accessibility ${m.accessibility.toFixed(2)}, best practices ${m.bestPractices.toFixed(2)}`,
      ]);
      if (m.drawnMs !== null)
        rows.push([
          `${page} drawn (KPI figures), ${preset} ${language}`,
          `${fmt(Math.round(m.drawnMs))} ms`,
          `<= ${fmt(l.targetDrawnMs)} ms`,
          verdict(drawnOk!),
        ]);
    }
    for (const p of l.pages) {
      rows.push([
        '',
        '',
        '',
        `the ${p.page} page loaded ${p.scripts.length} scripts, ${(p.scriptsGzip / KB).toFixed(1)} kB gzip -9, ${(p.scriptsTransfer / KB).toFixed(1)} kB as sent`,
      ]);
    }
  }
  const g = results.ledger;
  if (g) {
    for (const run of g.runs) {
      rows.push([
        `statements of ${fmt(g.channels)} channels, ${run.label}`,
        `${run.seconds.toFixed(2)} s`,
        `< ${g.targetSeconds} s`,
        `${verdict(run.seconds < g.targetSeconds)}; ${fmt(run.entries)} entries`,
      ]);
    }
  }
  const a = results.accounting;
  if (a) {
    const network = a.network ? `${fmt(a.network.ytChannels.length)} channels × ${a.network.months.length} months` : 'accounting';
    for (const answer of a.answers) {
      rows.push([
        `accounting, ${answer.mode}: ${answer.name} (${answer.tab}), ${network}, p50 / p99`,
        `${answer.latencyP50} / ${answer.latencyP99} ms`,
        `p99 < ${a.targetP99Ms} ms`,
        `${verdict(answer.ok)}; ${fmt(answer.rpsMean)} req/s, non-2xx ${answer.non2xx}`,
      ]);
    }
  }
  const cs = results.collabSearch;
  if (cs) {
    rows.push(...p95BySize(cs.sizes, (size) => `creator search p95, ${fmt(size.channels)} channels`, { targetMs: cs.targets.p95Ms, ok: cs.p95Ok }));
    rows.push(['creator search p95 growth for 10× channels', `${cs.growth.toFixed(2)}×`, `≤ ${cs.targets.growth}×`, verdict(cs.growthOk)]);
  }
  const ex = results.exploration;
  if (ex) {
    const note = `; ${ex.growth.toFixed(2)}× the p95 at 10× fewer`;
    rows.push(
      ...p95BySize(ex.sizes, (size) => `creator discovery p95, ${fmt(size.channels)} stored candidates`, { targetMs: ex.targets.p95Ms, ok: ex.p95Ok, note }),
    );
  }
  const social = results.social;
  if (social) {
    for (const day of social.days)
      rows.push([
        `social daily job, ${fmt(social.accounts)} accounts: ${day.label}`,
        `${day.seconds.toFixed(1)} s`,
        `< ${social.targets.dayMinutes} min`,
        verdict(social.dayOk),
      ]);
    rows.push(['social: TikTok requests refused for the rate limit', String(social.rateLimited), '0', verdict(social.limitOk)]);
    for (const [name, read] of Object.entries(social.reads))
      rows.push([
        `social read ${name} p99`,
        `${read.p99Ms.toFixed(1)} ms`,
        `< ${social.targets.readP99Ms} ms`,
        `${verdict(social.readOk)}; p50 ${read.p50Ms.toFixed(1)} ms`,
      ]);
  }
  const pv = results.productionVideos;
  if (pv) {
    rows.push([
      `video data: preview of a bulk edit of ${fmt(pv.videos)} videos p95`,
      `${pv.previewP95Ms.toFixed(0)} ms`,
      `< ${pv.targets.previewP95Ms} ms`,
      `${verdict(pv.previewOk)}; p50 ${pv.previewP50Ms.toFixed(0)} ms`,
    ]);
    rows.push([
      `video data: apply ${fmt(pv.videos)} videos against the fake`,
      `${pv.full.seconds.toFixed(1)} s`,
      'units = preview + reads; stops at the daily quota',
      `${verdict(pv.quotaOk)}; ${fmt(pv.full.unitsSpent)} units; at ${fmt(pv.targets.defaultDailyUnits)} a day ${pv.daily.applied} applied, ${pv.daily.notSent} not sent`,
    ]);
  }
  const vs = results.videoSearch;
  if (vs) {
    rows.push(...p95BySize(vs.sizes, (size) => `video search p95, ${fmt(size.videos)} videos`, { targetMs: vs.targets.p95Ms, ok: vs.p95Ok }));
    rows.push(['video search p95 growth for 10× videos', `${vs.growth.toFixed(2)}×`, '', 'printed']);
  }
  const cu = results.coursesUpload;
  if (cu) {
    rows.push([
      `course export, ${fmt(cu.rows)} rows`,
      `${cu.importMs.toFixed(0)} ms`,
      '≤ 1.5× COPY',
      `${verdict(cu.ratio <= 1.5)}; ${cu.ratio.toFixed(2)}× COPY (${cu.copyMs.toFixed(0)} ms)`,
    ]);
  }
  const ec = results.ec;
  if (ec) {
    for (const read of ['sales', 'stores'] as const)
      rows.push([
        `ec ${read} p99, ${fmt(ec.targets.channels)} channels`,
        `${ec[read].p99Ms.toFixed(1)} ms`,
        `< ${ec.targets.p99Ms} ms`,
        `${verdict(ec[read].p99Ms < ec.targets.p99Ms)}; p50 ${ec[read].p50Ms.toFixed(1)} ms`,
      ]);
  }
  const rs = results.resell;
  if (rs?.backfill) {
    rows.push([
      `Shopify backfill, ${fmt(rs.backfill.orders)} orders (pages of 250)`,
      `${rs.backfill.seconds.toFixed(1)} s`,
      '',
      `${fmt(rs.backfill.ordersPerSecond)} orders/s`,
    ]);
  }
  if (rs?.webhooks) {
    const w = rs.webhooks;
    rows.push([
      `Shopify webhooks, ${fmt(w.deliveries)} orders sent at ${fmt(w.achievedRate)}/s`,
      `${fmt(w.processedPerSecond)}/s`,
      `${fmt(rs.targets.webhookRate)}/s, none lost`,
      `${verdict(w.lost === 0 && w.refused === 0 && w.processedPerSecond >= rs.targets.webhookRate * 0.9)}; lost ${w.lost}, answer p95 ${w.answerP95Ms.toFixed(1)} ms`,
    ]);
  }
  if (rs?.page) {
    rows.push([
      `orders page p95, ${fmt(rs.page.orders)} orders, filtered`,
      `${rs.page.p95Ms.toFixed(1)} ms`,
      `< ${rs.targets.pageP95Ms} ms`,
      `${verdict(rs.page.p95Ms < rs.targets.pageP95Ms)}; p50 ${rs.page.p50Ms.toFixed(1)} ms`,
    ]);
  }
  const ic = results.insightComparison;
  if (ic) {
    for (const v of ic.variants) {
      rows.push([
        `channel comparison p99, 10 of ${fmt(ic.network.channels)} channels, ${v.name}`,
        `${v.p99Ms.toFixed(1)} ms`,
        `< ${ic.targets.p99Ms} ms`,
        `${verdict(v.p99Ms < ic.targets.p99Ms)}; p50 ${v.p50Ms.toFixed(1)} ms`,
      ]);
    }
  }
  const il = results.insightLanguage;
  for (const row of il?.languages ?? []) {
    rows.push([
      `insight ${row.language} sentiment accuracy, ${row.labelled} labelled`,
      row.accuracy.toFixed(3),
      `≥ ${il!.targets.accuracy}`,
      verdict(row.accuracy >= il!.targets.accuracy),
    ]);
    rows.push([
      `insight ${row.language} analysis, ${fmt(row.comments)} comments, one core`,
      `${fmt(row.commentsPerSecond)}/s`,
      `≥ ${fmt(il!.targets.commentsPerSecond)}/s`,
      `${verdict(row.commentsPerSecond >= il!.targets.commentsPerSecond)}; ${row.cpuSeconds.toFixed(1)} s CPU, ${row.seconds.toFixed(1)} s wall, avg ${row.averageChars.toFixed(0)} chars`,
    ]);
  }
  const is = results.insightSimilar;
  if (is) {
    rows.push([
      `inspiration similar answers p99, ${fmt(is.channels)} channels (worst of 4 routes × 2 callers)`,
      `${is.worstP99Ms.toFixed(1)} ms`,
      `< ${is.targets.p99Ms} ms`,
      `${verdict(is.ok)}; page of 4 at once p99 ${is.page.p99Ms.toFixed(1)} ms; profiles ${is.profileSeconds.toFixed(1)} s`,
    ]);
  }
  const rp = results.reports;
  if (rp) {
    rows.push([
      `quarterly report per channel, docx + pptx + pdf (${rp.channels} channels)`,
      `${rp.meanSeconds.toFixed(2)} s`,
      `< ${rp.targets.perChannelSeconds} s`,
      `${verdict(rp.meanSeconds < rp.targets.perChannelSeconds)}; p95 ${rp.p95Seconds.toFixed(2)} s; ${rp.sizesKB.docx} / ${rp.sizesKB.pptx} / ${rp.sizesKB.pdf} kB`,
    ]);
  }
  const br = results.backupRestore;
  if (br) {
    rows.push([
      `backup, ${fmt(br.channels)} channels (${fmt(br.databaseMb)} MB database, ${fmt(br.rows)} rows)`,
      `${br.backupSeconds.toFixed(1)} s`,
      '—',
      `${br.backupSecondsPerGb.toFixed(0)} s/GB; archive ${fmt(br.archiveMb)} MB`,
    ]);
    rows.push([
      `restore with its checks, ${fmt(br.channels)} channels; projected for 10 GB`,
      `${br.restoreSeconds.toFixed(1)} s; ${br.projectedRestoreMinutesAt10Gb.toFixed(1)} min`,
      `≤ ${br.targetRestoreMinutesAt10Gb} min at 10 GB`,
      `${verdict(br.projectedRestoreMinutesAt10Gb <= br.targetRestoreMinutesAt10Gb)}; ${br.restoreSecondsPerGb.toFixed(0)} s/GB`,
    ]);
    const pit = br.pointInTime;
    if (pit) {
      rows.push([
        `recovery point with WAL archiving, steady write load (${pit.loadSeconds} s)`,
        `${pit.recoveryPointSeconds.toFixed(1)} s`,
        `< ${pit.targetRecoveryPointSeconds} s`,
        `${verdict(pit.recoveryPointSeconds < pit.targetRecoveryPointSeconds)}; archive_timeout ${pit.archiveTimeoutSeconds} s`,
      ]);
      rows.push([
        `restore --at TIME, ${fmt(br.channels)} channels (safety backup, base copy, WAL replay)`,
        `${pit.restoreSeconds.toFixed(1)} s`,
        'exact',
        `${verdict(pit.restoredExactly)}; base backup ${pit.baseBackupSeconds.toFixed(1)} s`,
      ]);
    }
  }
  const rm = results.reportMailing;
  if (rm?.run) {
    const r = rm.run;
    const exact = r.sink.missing + r.sink.duplicated + r.sink.unexpected === 0;
    rows.push([
      `quarterly mailing, ${fmt(rm.options.channels)} channels (${rm.options.formats.join(' + ')}, ${rm.options.processes} processes) to a local SMTP server`,
      `${r.seconds.toFixed(1)} s`,
      `< ${rm.targets.seconds} s`,
      `${verdict(r.ok && r.seconds < rm.targets.seconds)}; ${fmt(r.sink.messages)} messages (${exact ? 'each recipient once' : `MISSING ${r.sink.missing}, DUPLICATED ${r.sink.duplicated}`}), ` +
        `${r.messagesPerSecond.toFixed(1)}/s, ${(r.sink.meanBytes / 1000).toFixed(0)} kB each; servers ${r.cpu.serverCores.toFixed(2)} cores; ` +
        `${fmt(r.seedProductRatio.low)}–${fmt(r.seedProductRatio.high)}× the seed product`,
    ]);
  }
  if (rm?.render)
    rows.push([
      'render a channel, pdf / docx + pptx + pdf (CPU)',
      `${rm.render.pdf.cpuSeconds.toFixed(2)} / ${rm.render.all.cpuSeconds.toFixed(2)} s`,
      '-',
      `wall ${rm.render.pdf.seconds.toFixed(2)} / ${rm.render.all.seconds.toFixed(2)} s`,
    ]);
  const so = results.scaleOut;
  if (so?.unavailable) rows.push(['scale-out (2 API processes + worker, PostgreSQL 15, nginx)', 'not run', '', so.unavailable]);
  for (const l of so?.lines ?? []) rows.push([`scale-out: ${l.label}`, l.value, l.target, verdict(l.ok)]);
  if (so?.error) rows.push(['scale-out (2 API processes + worker, PostgreSQL 15, nginx)', 'stopped', '', so.error]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), ['figure', 'measured', 'target'][i]!.length));
  const line = (r: string[]) => `  ${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padStart(widths[1]!)}  ${r[2]!.padEnd(widths[2]!)}  ${r[3]}`.trimEnd();
  console.log('');
  console.log(line(['figure', 'measured', 'target', '']));
  console.log(line(['-'.repeat(widths[0]!), '-'.repeat(widths[1]!), '-'.repeat(widths[2]!), '']));
  rows.forEach((r) => console.log(line(r)));
  const others = [h?.health, h?.userInfo].filter((r): r is LoadResult => !!r).map((r) => r.cpu.othersCores);
  if (others.length && Math.max(...others) > 0.25) {
    console.log(
      `  WARNING: other processes on this ${results.machine.cpus}-CPU machine used up to ${Math.max(...others).toFixed(2)} cores during the HTTP runs;`,
    );
    console.log('  throughput and latency are skewed by that contention (see cpu: figures above).');
  }
  const badStops = (s?.stops ?? []).filter((x) => x.exitCode !== 0 || x.leftovers.length > 0);
  if (badStops.length)
    console.log(
      `  WARNING: unclean stop on SIGTERM: ${badStops.map((x) => `${x.run} exit ${x.exitCode ?? x.signal}${x.leftovers.length ? `, leftovers ${x.leftovers.join(' ')}` : ''}`).join('; ')}`,
    );
  if (results.error) console.log(`  (incomplete: ${results.error.split('\n')[0]})`);
  console.log('');
}
