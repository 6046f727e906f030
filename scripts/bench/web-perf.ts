// Page speed of the channel overview in a real browser (Debian's Chromium through Playwright): the
// time from navigation start to "every overview chart has drawn". The overview leaves a performance
// mark `chorus:overview-charts-drawn` when its charts have finished drawing (features/
// channel-analytics: echart.tsx, use-drawn-mark.ts); its startTime is milliseconds since the
// navigation began, so it covers the HTML, the scripts (ECharts loads on demand), the API answer and
// the drawing. Prints the figure per run and the median against the target; it is a measurement,
// not a test: exits 0 whenever it measured, 1 only when a step failed.
//
//   node scripts/bench/web-perf.ts [--runs 5] [--account user_owner] [--web-dist DIR] [--base http://localhost:3000]
//
// Without --base it builds nothing: it starts the real server (embedded PostgreSQL, demo data) on
// loopback with free ports and a scratch DATA_DIR, serving the web app already built in --web-dist
// (default: $WEB_DIST, else apps/web/dist; build it first, e.g. `cd apps/web &&
// ../../node_modules/.bin/node ../../node_modules/.bin/vite build --outDir /tmp/me-dist --emptyOutDir`),
// and stops it at the end. With --base it measures a server that is already running.
//
// Run 1 is cold (fresh browser cache, server caches empty); later runs reload the page in the same
// browser (scripts from the HTTP cache), each with another preset so the API computes a new answer.
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { cleanupNow, trackDir } from './proc.ts';
import { root, startServer, stopServer, type RunningServer } from './server.ts';

const TARGET_MS = 1500;
const MARK = 'chorus:overview-charts-drawn';
const PASSWORD = 'Chorus-demo-2026!';
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    account: { type: 'string', default: 'user_owner' },
    base: { type: 'string' },
    'web-dist': { type: 'string' },
  },
});
const webDist = path.resolve(args['web-dist'] ?? process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const runs = Math.max(1, Math.min(50, Number(args.runs) || 5));
const presets = ['30', '7', '90', 'today'];

process.on('exit', () => {
  const killed = cleanupNow();
  if (killed.length) console.error(`[web-perf] killed leftovers at exit: ${killed.join(', ')}`);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n[web-perf] ${signal}: stopping what this script started`);
    process.exit(130);
  });
}
setTimeout(() => {
  console.error('[web-perf] gave up after 5 min');
  process.exit(1);
}, 5 * 60_000).unref();

const say = (line: string) => console.log(`[web-perf] ${line}`);

type Run = {
  run: number;
  preset: string;
  chartsMs: number;
  firstChartMs: number | null;
  /** When the overview API call left and when its answer had arrived. */
  apiSentMs: number | null;
  apiMs: number | null;
  /** When user info had arrived, and the ECharts chunk (the largest script). */
  userInfoMs: number | null;
  echartsMs: number | null;
  /** Script bytes over the wire (0 from the HTTP cache) and unpacked. */
  scriptKb: number;
  scriptDecodedKb: number;
};

async function measure(page: Page, url: string, run: number, preset: string): Promise<Run> {
  await page.goto(`${url}?preset=${preset}`, { waitUntil: 'commit' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 30_000 });
  return page.evaluate(
    ({ mark, run, preset }) => {
      const drawn = performance.getEntriesByName(mark)[0]!.startTime;
      const charts = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('chorus:chart:'));
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const api = resources.find((r) => /\/api\/v1\/channels\/[^/]+\/overview/.test(r.name));
      const userInfo = resources.find((r) => r.name.includes('/api/v1/user_info'));
      const echarts = resources.find((r) => /\/assets\/echarts-setup-[^/]*\.js$/.test(r.name));
      const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
      const at = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms));
      return {
        run,
        preset,
        chartsMs: Math.round(drawn),
        firstChartMs: charts.length ? Math.round(Math.min(...charts.map((m) => m.startTime))) : null,
        apiSentMs: at(api?.startTime),
        apiMs: at(api?.responseEnd),
        userInfoMs: at(userInfo?.responseEnd),
        echartsMs: at(echarts?.responseEnd),
        scriptKb: Math.round(scripts.reduce((s, r) => s + (r.transferSize || 0), 0) / 1000),
        scriptDecodedKb: Math.round(scripts.reduce((s, r) => s + (r.decodedBodySize || 0), 0) / 1000),
      };
    },
    { mark: MARK, run, preset },
  );
}

let server: RunningServer | null = null;
let failed = false;
try {
  let base = args.base?.replace(/\/$/, '');
  if (!base) {
    if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} holds no web build (see the header of this script)`);
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-webperf-'));
    trackDir(tmp);
    chmodSync(tmp, 0o755); // as root, PostgreSQL runs as `postgres`, which must be able to walk into DATA_DIR
    say('starting the server (embedded PostgreSQL, demo data)…');
    server = await startServer({ dataDir: path.join(tmp, 'data'), logFile: path.join(tmp, 'server.log'), env: { AUTH_REQUESTS_PER_MINUTE: '100000', WEB_DIST: webDist } });
    base = server.base;
    say(`server up in ${server.startupSeconds.toFixed(1)} s at ${base}, serving ${webDist}`);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, locale: 'zh-TW' });
    // Sign in through the API; the cookies are the browser context's.
    await context.request.get('/api/v1/login_challenge');
    const login = await context.request.post('/api/v1/login', { data: { email: `${args.account}@demo.chorus.test`, password: PASSWORD }, headers: { 'x-chorus-csrf': '1' } });
    if (!login.ok()) throw new Error(`sign-in as ${args.account} failed: ${login.status()} ${await login.text()}`);
    const info = (await (await context.request.get('/api/v1/user_info')).json()) as { channels: { channel_id: string }[] };
    const channel = info.channels[0]?.channel_id;
    if (!channel) throw new Error(`${args.account} has no channel`);
    const url = `${base}/dashboard/ch/${channel}/overview`;
    say(`${args.account}, channel ${channel}, ${runs} runs`);

    const page = await context.newPage();
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await measure(page, url, i + 1, presets[i % presets.length]!));

    console.log('');
    // Times in ms since navigation start; "overview API" is sent → answered.
    console.log('run  preset  charts drawn  first chart  user info  overview API  ECharts  scripts (wire / unpacked)');
    for (const r of results) {
      const cell = (v: number | null, unit = 'ms') => (v === null ? '–' : `${v} ${unit}`);
      const api = r.apiMs === null ? '–' : `${r.apiSentMs} → ${r.apiMs}`;
      console.log(
        `${String(r.run).padStart(3)}  ${r.preset.padEnd(6)}  ${cell(r.chartsMs).padStart(12)}  ${cell(r.firstChartMs).padStart(11)}  ${cell(r.userInfoMs).padStart(9)}  ${api.padStart(12)}  ${cell(r.echartsMs).padStart(7)}  ${`${r.scriptKb} / ${r.scriptDecodedKb} kB`.padStart(16)}${r.run === 1 ? '  (cold)' : ''}`,
      );
    }
    const warm = results.slice(1).map((r) => r.chartsMs).sort((a, b) => a - b);
    const median = warm.length ? warm[Math.floor(warm.length / 2)]! : results[0]!.chartsMs;
    console.log('');
    const verdict = (ms: number) => (ms < TARGET_MS ? 'ok' : 'MISSED');
    say(`navigation → overview charts drawn (target < ${TARGET_MS} ms):`);
    say(`  warm (scripts cached), median of ${Math.max(1, warm.length)}: ${median} ms  ${verdict(median)}`);
    say(`  cold (first visit, empty caches):      ${results[0]!.chartsMs} ms  ${verdict(results[0]!.chartsMs)}`);
    say(`machine load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.availableParallelism()} cores (busy machines measure slower)`);
  } finally {
    await browser.close();
  }
} catch (error) {
  failed = true;
  console.error(`[web-perf] failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  if (server) await stopServer(server).catch(() => null);
}
process.exit(failed ? 1 : 0);
