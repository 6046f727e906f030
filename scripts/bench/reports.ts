// `npm run bench:reports`: channel reports (issue 14 "Speed"): one quarterly report per channel in
// all three formats (docx, pptx, pdf; the previous quarter, spec 9), target under 1 s per channel on
// this machine. A fresh embedded PostgreSQL with the migrations and the demo network (analytics of
// two years and a year of ledger statements, so the revenue section is drawn), then every channel's
// report made one after another through the module's own renderer (the function the mail part
// calls): data read, model, charts, layout, three files. The first channel warms the fonts up and is
// not counted. Prints the figures against the target and writes .bench/reports.json. PostgreSQL at
// PG_PORT. Run it under `flock /work/coord/bench.lock` on a shared machine.
//
//   node scripts/bench/reports.ts [--channels 20] [--language zh-TW]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config.ts';
import { DrawPool, ReportService } from '../../apps/server/src/modules/reports/index.ts';
import { seedDemoNetwork } from '../../apps/server/src/seed/seed-demo.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { startBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { writeFigures } from './server.ts';

export const REPORTS_TARGETS = { perChannelSeconds: 1 };
const { values: args } = parseArgs({ options: { channels: { type: 'string', default: '20' }, language: { type: 'string', default: 'zh-TW' } } });
const say = (line: string) => console.log(`[bench:reports] ${line}`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'reports-bench-'));
chmodSync(tmp, 0o755);

let database: BenchDatabase | undefined;
try {
  database = await startBenchDatabase(tmp, 4);
  const { pool, db } = database;
  const channels = Number(args.channels);
  say(`seeding the demo network: ${channels} channels, two years of analytics, a year of statements…`);
  const seedStart = performance.now();
  await seedDemoNetwork(db, { password: 'Bench-password-2026!', channels, ledger: true });
  say(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const ids = (await db.selectFrom('channels').select('channel_id').orderBy('channel_id').execute()).map((r) => r.channel_id);
  // Drawn as the server draws: in its worker threads (REPORT_DRAW_THREADS, 0 = this thread).
  const draws = new DrawPool({ threads: loadConfig(process.env).reportDrawThreads });
  const renderer = new ReportService({ pool, clock: systemClock, thumbnails: async () => new Map(), draws });
  const language = args.language as 'zh-TW' | 'ja' | 'en';
  const one = async (channelId: string) => {
    const start = performance.now();
    const files = await renderer.renderChannelReports({ channelId, period: 'quarterly', language, includeAccounting: true }, ['docx', 'pptx', 'pdf']);
    return { seconds: (performance.now() - start) / 1000, bytes: Object.fromEntries(files.map((f) => [f.format, f.body.length])) as Record<string, number> };
  };
  await one(ids[0]!); // warm-up: fonts read, statements planned
  const runs: { channelId: string; seconds: number; bytes: Record<string, number> }[] = [];
  for (const channelId of ids) runs.push({ channelId, ...(await one(channelId)) });
  const times = runs.map((r) => r.seconds).sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const avgBytes = (f: string) => Math.round(runs.reduce((a, r) => a + r.bytes[f]!, 0) / runs.length / 1000);
  const figures = {
    targets: REPORTS_TARGETS,
    channels: runs.length,
    language,
    meanSeconds: mean,
    p50Seconds: percentile(times, 50),
    p95Seconds: percentile(times, 95),
    maxSeconds: times[times.length - 1]!,
    sizesKB: { docx: avgBytes('docx'), pptx: avgBytes('pptx'), pdf: avgBytes('pdf') },
  };
  say(
    `one quarterly report per channel in docx + pptx + pdf, ${runs.length} channels: mean ${mean.toFixed(2)} s, p50 ${figures.p50Seconds.toFixed(2)} s, p95 ${figures.p95Seconds.toFixed(2)} s, max ${figures.maxSeconds.toFixed(2)} s (target < ${REPORTS_TARGETS.perChannelSeconds} s) ${mean < REPORTS_TARGETS.perChannelSeconds ? 'ok' : 'MISSED'}`,
  );
  say(`average sizes: docx ${figures.sizesKB.docx} kB, pptx ${figures.sizesKB.pptx} kB, pdf ${figures.sizesKB.pdf} kB`);
  writeFigures('reports', figures);
  await draws.close();
} finally {
  await database?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
