// Page speed of the channel overview in a real browser (Debian's Chromium through Playwright): the
// time from navigation start to "every overview chart has drawn". The overview leaves a performance
// mark `chorus:overview-charts-drawn` when its charts have finished drawing (features/
// components/charts/echart.tsx, use-drawn-mark.ts); its startTime is milliseconds since the
// navigation began, so it covers the HTML, the scripts (ECharts loads on demand), the API answer and
// the drawing. Prints the figure per run and the median against the target; it is a measurement,
// not a test: exits 0 whenever it measured, 1 only when a step failed. Also step 4 of `npm run bench`.
//
//   node scripts/bench/web-perf.ts [--sessions 5] [--runs 4] [--account user_owner] [--web-dist DIR]
//                                  [--base http://localhost:3000] [--json FILE]
//
// Without --base it builds nothing: it starts the real server (embedded PostgreSQL, demo data) on
// loopback with free ports and a scratch DATA_DIR, serving the web app already built in --web-dist
// (default: $WEB_DIST, else apps/web/dist; build it first, e.g. `cd apps/web &&
// ../../node_modules/.bin/node ../../node_modules/.bin/vite build --outDir /tmp/me-dist --emptyOutDir`),
// and stops it at the end. With --base it measures a server that is already running.
//
// Cold: each of --sessions first visits runs in a new browser context (empty HTTP cache) and opens
// another of the account's channels (its answer not computed yet; the first right after the server
// started). Warm: --runs reloads in the last session's browser (scripts from the HTTP cache), each
// with another preset so the API computes a new answer. The target is judged on the cold median.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../e2e/chromium.ts';
import { installSafetyNets, trackDir } from './proc.ts';
import { root, startWebServer, stopServer, type RunningServer } from './server.ts';

const TARGET_MS = 1500;
const MARK = 'chorus:overview-charts-drawn';
const PASSWORD = 'Chorus-demo-2026!';
const { values: args } = parseArgs({
  options: {
    sessions: { type: 'string', default: '5' },
    runs: { type: 'string', default: '4' },
    json: { type: 'string' },
    account: { type: 'string', default: 'user_owner' },
    base: { type: 'string' },
    'web-dist': { type: 'string' },
  },
});
const webDist = path.resolve(args['web-dist'] ?? process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const sessions = Math.max(1, Math.min(20, Number(args.sessions) || 5));
const runs = Math.max(0, Math.min(50, Number(args.runs) || 0));
const presets = ['30', '7', '90', 'today'];

installSafetyNets('web-perf', { limitMs: 5 * 60_000, limit: '5 min', started: 'what this script started' });

const say = (line: string) => console.log(`[web-perf] ${line}`);

type Run = {
  kind: 'cold' | 'warm';
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

/** What --json writes (also read by bench.ts). */
export type WebPerfFigures = {
  targetMs: number;
  coldMedianMs: number;
  coldMaxMs: number;
  warmMedianMs: number | null;
  ok: boolean;
  loadavg: number[];
  runs: Run[];
};

async function measure(page: Page, url: string, kind: Run['kind'], run: number, preset: string): Promise<Run> {
  await page.goto(`${url}?preset=${preset}`, { waitUntil: 'commit' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 30_000 });
  return page.evaluate(
    ({ mark, kind, run, preset }) => {
      const drawn = performance.getEntriesByName(mark)[0]!.startTime;
      const charts = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('chorus:chart:'));
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const api = resources.find((r) => /\/api\/v1\/channels\/[^/]+\/overview/.test(r.name));
      const userInfo = resources.find((r) => r.name.includes('/api/v1/user_info'));
      const echarts = resources.find((r) => /\/assets\/echarts-setup-[^/]*\.js$/.test(r.name));
      const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
      const at = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms));
      return {
        kind,
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
    { mark: MARK, kind, run, preset },
  );
}

let server: RunningServer | null = null;
let failed = false;
try {
  let base = args.base?.replace(/\/$/, '');
  if (!base) {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-webperf-'));
    trackDir(tmp);
    server = await startWebServer(tmp, webDist, say);
    base = server.base;
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const newSession = async () => {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, locale: 'zh-TW' });
      // Sign in through the API; the cookies are the browser context's.
      await context.request.get('/api/v1/login_challenge');
      const login = await context.request.post('/api/v1/login', {
        data: { email: `${args.account}@demo.chorus.test`, password: PASSWORD },
        headers: { 'x-chorus-csrf': '1' },
      });
      if (!login.ok()) throw new Error(`sign-in as ${args.account} failed: ${login.status()} ${await login.text()}`);
      return context;
    };
    const first = await newSession();
    const list = (await (await first.request.get(`/api/v1/channels?page_size=${sessions}`)).json()) as { items: { channel_id: string }[] };
    const channels = list.items.map((c) => c.channel_id);
    if (!channels.length) throw new Error(`${args.account} sees no channel`);
    const urlOf = (session: number) => `${base}/dashboard/ch/${channels[session % channels.length]}/overview`;
    say(`${args.account}: ${sessions} first visits on ${Math.min(sessions, channels.length)} channels, then ${runs} reloads`);

    const results: Run[] = [];
    for (let session = 0; session < sessions; session++) {
      const context = session === 0 ? first : await newSession();
      const page = await context.newPage();
      results.push(await measure(page, urlOf(session), 'cold', session + 1, '30'));
      if (session === sessions - 1) {
        for (let i = 0; i < runs; i++) results.push(await measure(page, urlOf(session), 'warm', i + 1, presets[(i + 1) % presets.length]!));
      }
      await context.close();
    }

    console.log('');
    // Times in ms since navigation start; "overview API" is sent → answered.
    console.log('kind  run  preset  charts drawn  first chart  user info  overview API  ECharts  scripts (wire / unpacked)');
    for (const r of results) {
      const cell = (v: number | null, unit = 'ms') => (v === null ? '–' : `${v} ${unit}`);
      const api = r.apiMs === null ? '–' : `${r.apiSentMs} → ${r.apiMs}`;
      console.log(
        `${r.kind}  ${String(r.run).padStart(3)}  ${r.preset.padEnd(6)}  ${cell(r.chartsMs).padStart(12)}  ${cell(r.firstChartMs).padStart(11)}  ${cell(r.userInfoMs).padStart(9)}  ${api.padStart(12)}  ${cell(r.echartsMs).padStart(7)}  ${`${r.scriptKb} / ${r.scriptDecodedKb} kB`.padStart(16)}`,
      );
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
    };
    const cold = results.filter((r) => r.kind === 'cold').map((r) => r.chartsMs);
    const warm = results.filter((r) => r.kind === 'warm').map((r) => r.chartsMs);
    const summary: WebPerfFigures = {
      targetMs: TARGET_MS,
      coldMedianMs: median(cold)!,
      coldMaxMs: Math.max(...cold),
      warmMedianMs: median(warm),
      ok: median(cold)! < TARGET_MS,
      loadavg: os.loadavg(),
      runs: results,
    };
    console.log('');
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    say(`navigation → overview charts drawn (target < ${TARGET_MS} ms):`);
    say(`  first visits (empty caches), median of ${cold.length}: ${summary.coldMedianMs} ms (slowest ${summary.coldMaxMs} ms)  ${verdict(summary.ok)}`);
    if (summary.warmMedianMs !== null)
      say(`  reloads (scripts cached), median of ${warm.length}: ${summary.warmMedianMs} ms  ${verdict(summary.warmMedianMs < TARGET_MS)}`);
    say(
      `machine load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} on ${os.availableParallelism()} cores (busy machines measure slower)`,
    );
    if (args.json) writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`);
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
