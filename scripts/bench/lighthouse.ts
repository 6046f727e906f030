// Lighthouse on the sign-in page (issue 9): performance, first and largest contentful paint, total
// blocking time, accessibility and best practices, as Lighthouse's mobile preset (its default:
// a mid-range phone on slow 4G, simulated) and its desktop preset see them, with Debian's Chromium,
// for a browser set to zh-TW (the app's first language) and one set to English (Chromium's default;
// the sign-in page follows the browser's language: its script puts the texts in). Each
// preset and language runs --runs times (default 3) in a fresh browser; each figure is the median
// of its runs. Also prints the scripts the page loaded (gzip -9 of each, as step 1 of the bench weighs
// them, and the bytes the server actually sent: its brotli copies). Target: performance >= 0.95.
// A measurement, not a test: exits 0 whenever it measured, 1 only when a step failed.
// Also step 4b of `npm run bench`; alone: `npm run bench:lighthouse` (on apps/web/dist, or -- --web-dist DIR).
//
//   node scripts/bench/lighthouse.ts [--runs 3] [--presets mobile,desktop] [--languages zh-TW,en] [--web-dist DIR]
//                                    [--base http://127.0.0.1:3000] [--json FILE]
//
// It builds nothing: without --base it starts the real server (embedded PostgreSQL, demo data) on
// loopback with free ports and a scratch DATA_DIR, serving the web app already built in --web-dist
// (default: $WEB_DIST, else apps/web/dist; build into a folder of your own when others share the
// machine: `cd apps/web && ../../node_modules/.bin/vite build --outDir /tmp/me-dist --emptyOutDir`),
// and stops it at the end. With --base it measures a server that is already running.
// The median run's HTML report of each preset goes to .bench/lighthouse/ (the diagnostics).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, type Config, type Result } from 'lighthouse';
import { gzipSize, loginPageScripts } from './bundle.ts';
import { installSafetyNets, track, trackDir } from './proc.ts';
import { root, startServer, stopServer, type RunningServer } from './server.ts';

const TARGET_SCORE = 0.95;
const PAGE = '/login';
// What this machine's Chromium needs (no sandbox as root, no GPU, no QUIC; nothing phoning home
// during a measurement).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PRESETS: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    presets: { type: 'string', default: 'mobile,desktop' },
    languages: { type: 'string', default: 'zh-TW,en' },
    json: { type: 'string' },
    base: { type: 'string' },
    'web-dist': { type: 'string' },
  },
});
const webDist = path.resolve(args['web-dist'] ?? process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const runs = Math.max(1, Math.min(9, Number(args.runs) || 3));
const presets = args.presets.split(',').map((p) => p.trim());
for (const preset of presets) if (!(preset in PRESETS)) throw new Error(`unknown preset ${preset} (mobile, desktop)`);
const languages = args.languages.split(',').map((l) => l.trim());

installSafetyNets('lighthouse', { limitMs: 8 * 60_000, limit: '8 min', started: 'what this script started' });

const say = (line: string) => console.log(`[lighthouse] ${line}`);

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** Scripts the page requested: count, bytes as sent (the server's brotli copies) and unpacked. */
  scripts: { url: string; transferBytes: number; bytes: number }[];
  /** Lighthouse's measure of this machine's speed (its simulation scales by a fixed 4x, not by this). */
  benchmarkIndex: number;
};

export type LighthouseFigures = {
  page: string;
  targetScore: number;
  runs: number;
  rows: {
    preset: string;
    /** The browser's language (Accept-Language, navigator.languages). */
    language: string;
    median: Omit<Run, 'scripts' | 'benchmarkIndex'> & { benchmarkIndex: number };
    ok: boolean;
    runs: Run[];
  }[];
  /** The scripts the sign-in page loaded (first run of the first row): gzip -9 of each, as step 1 weighs them. */
  scripts: { file: string; gzip: number; transferBytes: number; bytes: number }[];
  scriptsGzip: number;
  scriptsTransfer: number;
  loadavg: number[];
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function runLighthouse(url: string, preset: string, language: string, profileRoot: string): Promise<{ run: Run; lhr: Result }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--accept-lang=${language}`],
    userDataDir: mkdtempSync(path.join(profileRoot, 'profile-')),
    handleSIGINT: false,
    logLevel: 'silent',
  });
  // chrome-launcher starts Chromium in a process group of its own: the registry kills it (and its
  // helpers) if this script stops early.
  const { untrack } = track(chrome.process);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, PRESETS[preset]);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (category: string) => lhr.categories[category]?.score ?? Number.NaN;
    const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    const requests = (
      lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number; resourceSize?: number }[] }
    )?.items;
    const scripts = (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .map((r) => ({ url: r.url, transferBytes: r.transferSize ?? 0, bytes: r.resourceSize ?? 0 }));
    return {
      lhr,
      run: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        speedIndexMs: value('speed-index'),
        cls: value('cumulative-layout-shift'),
        scripts,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      },
    };
  } finally {
    chrome.kill();
    untrack();
  }
}

/** gzip -9 of each script as served (the same weighing as the bench's step 1). */
async function gzipOf(url: string): Promise<number> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return gzipSize(Buffer.from(await res.arrayBuffer()));
}

let server: RunningServer | null = null;
let failed = false;
try {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-lighthouse-'));
  trackDir(tmp);
  let base = args.base?.replace(/\/$/, '');
  if (!base) {
    if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} holds no web build (see the header of this script)`);
    chmodSync(tmp, 0o755); // as root, PostgreSQL runs as `postgres`, which must be able to walk into DATA_DIR
    say('starting the server (embedded PostgreSQL, demo data)…');
    server = await startServer({ dataDir: path.join(tmp, 'data'), logFile: path.join(tmp, 'server.log'), env: { WEB_DIST: webDist } });
    base = server.base;
    say(`server up in ${server.startupSeconds.toFixed(1)} s at ${base}, serving ${webDist}`);
  }
  const url = `${base}${PAGE}`;
  // One visit first, not measured, so that no run meets a server answering its first request.
  const page = await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).text();
  await Promise.all(loginPageScripts(page).map((ref) => gzipOf(new URL(ref, url).href)));

  const figures: LighthouseFigures = {
    page: PAGE,
    targetScore: TARGET_SCORE,
    runs,
    rows: [],
    scripts: [],
    scriptsGzip: 0,
    scriptsTransfer: 0,
    loadavg: [],
  };
  const reports = path.join(root, '.bench/lighthouse');
  mkdirSync(reports, { recursive: true });
  for (const preset of presets) {
    for (const language of languages) {
      const done: { run: Run; lhr: Result }[] = [];
      for (let i = 1; i <= runs; i++) {
        const measured = await runLighthouse(url, preset, language, tmp);
        done.push(measured);
        const r = measured.run;
        say(
          `${preset} ${language} run ${i}/${runs}: performance ${r.performance.toFixed(2)}, FCP ${Math.round(r.fcpMs)} ms, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, accessibility ${r.accessibility.toFixed(2)}, best practices ${r.bestPractices.toFixed(2)}`,
        );
      }
      const of = (pick: (r: Run) => number) => median(done.map((d) => pick(d.run)));
      const med = {
        performance: of((r) => r.performance),
        accessibility: of((r) => r.accessibility),
        bestPractices: of((r) => r.bestPractices),
        fcpMs: of((r) => r.fcpMs),
        lcpMs: of((r) => r.lcpMs),
        tbtMs: of((r) => r.tbtMs),
        speedIndexMs: of((r) => r.speedIndexMs),
        cls: of((r) => r.cls),
        benchmarkIndex: of((r) => r.benchmarkIndex),
      };
      figures.rows.push({ preset, language, median: med, ok: med.performance >= TARGET_SCORE, runs: done.map((d) => d.run) });
      const medianRun = done.find((d) => d.run.performance === med.performance)!;
      writeFileSync(path.join(reports, `sign-in-${preset}-${language}.html`), generateReport(medianRun.lhr, 'html'));
    }
  }

  const first = figures.rows[0]!.runs[0]!;
  figures.scripts = await Promise.all(
    first.scripts.map(async (s) => ({ file: new URL(s.url).pathname, gzip: await gzipOf(s.url), transferBytes: s.transferBytes, bytes: s.bytes })),
  );
  figures.scriptsGzip = figures.scripts.reduce((sum, s) => sum + s.gzip, 0);
  figures.scriptsTransfer = figures.scripts.reduce((sum, s) => sum + s.transferBytes, 0);
  figures.loadavg = os.loadavg();

  console.log('');
  console.log(`Lighthouse ${PAGE}, median of ${runs} runs per preset (target: performance >= ${TARGET_SCORE})`);
  console.log('preset   language  performance  FCP       LCP       TBT      speed index  CLS    accessibility  best practices  machine');
  for (const { preset, language, median: m, ok } of figures.rows) {
    const ms = (v: number) => `${(v / 1000).toFixed(2)} s`.padEnd(9);
    console.log(
      `${preset.padEnd(8)} ${language.padEnd(9)} ${`${m.performance.toFixed(2)} ${ok ? 'ok' : 'MISSED'}`.padEnd(12)} ${ms(m.fcpMs)} ${ms(m.lcpMs)} ${`${Math.round(m.tbtMs)} ms`.padEnd(8)} ${ms(m.speedIndexMs).padEnd(12)} ${m.cls.toFixed(3).padEnd(6)} ${m.accessibility.toFixed(2).padEnd(14)} ${m.bestPractices.toFixed(2).padEnd(15)} benchmark index ${Math.round(m.benchmarkIndex)}`,
    );
  }
  console.log(
    `scripts the page loaded (${figures.rows[0]!.preset}, ${figures.rows[0]!.language}): ${figures.scripts.length}, ${(figures.scriptsGzip / 1000).toFixed(1)} kB gzip -9 (${figures.scriptsGzip.toLocaleString('en-US')} B), ${(figures.scriptsTransfer / 1000).toFixed(1)} kB as sent (the server's brotli copies, with headers)`,
  );
  say(`reports of the median runs: ${path.relative(root, reports)}/sign-in-<preset>-<language>.html`);
  say(
    `machine load average ${figures.loadavg.map((l) => l.toFixed(1)).join(' / ')} on ${os.availableParallelism()} cores (a busy machine scores lower: the simulation scales the CPU time it observes)`,
  );
  if (args.json) writeFileSync(args.json, `${JSON.stringify(figures, null, 2)}\n`);
} catch (error) {
  failed = true;
  console.error(`[lighthouse] failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  if (server) await stopServer(server).catch(() => null);
}
process.exit(failed ? 1 : 0);
