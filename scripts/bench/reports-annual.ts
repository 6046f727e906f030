// Group annual reports (issue 14; spec 2 "group annual report"): the time to make a channel group's
// annual report in all three formats (docx, pptx, pdf; last year, the latest that has ended) through
// the module's own renderer: data read (one statement), model, charts, layout, three files. Each demo
// group, and a group of every demo channel, made `--runs` times after a warm-up run. PostgreSQL
// embedded at PG_PORT in `--data` (kept, so that the seeding can run outside the bench lock:
// `--seed-only` first, then the measuring run under `flock /work/coord/bench.lock`).
//
//   node scripts/bench/reports-annual.ts --data /tmp/annual-bench --seed-only
//   flock /work/coord/bench.lock node scripts/bench/reports-annual.ts --data /tmp/annual-bench [--runs 5] [--language zh-TW]
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../../apps/server/src/clock.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { DrawPool, GroupAnnualReports, ReportService } from '../../apps/server/src/modules/reports/index.ts';
import { seedDemoNetwork } from '../../apps/server/src/seed/seed-demo.ts';
import { startBenchDatabase } from './bench-database.ts';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string', default: '/tmp/annual-bench' },
    'seed-only': { type: 'boolean', default: false },
    channels: { type: 'string', default: '20' },
    runs: { type: 'string', default: '5' },
    language: { type: 'string', default: 'zh-TW' },
  },
});
const say = (line: string) => console.log(`[bench:reports-annual] ${line}`);
const fresh = !existsSync(path.join(args.data, 'data'));
mkdirSync(args.data, { recursive: true });
const { pool, db, stop } = await startBenchDatabase(args.data, 4);
try {
  if (fresh) {
    say(`seeding the demo network: ${args.channels} channels, two years of analytics, a year of statements…`);
    await seedDemoNetwork(db, { password: 'Bench-password-2026!', channels: Number(args.channels), ledger: true });
    const all = await db.insertInto('channel_groups').values({ name: 'Every demo channel' }).returning('id').executeTakeFirstOrThrow();
    const ids = await db.selectFrom('channels').select('channel_id').execute();
    await db
      .insertInto('channel_group_channels')
      .values(ids.map((c) => ({ group_id: all.id, channel_id: c.channel_id })))
      .execute();
  }
  if (!args['seed-only']) {
    const groups = await db
      .selectFrom('channel_groups as g')
      .select((eb) => [
        'g.id',
        'g.name',
        eb.selectFrom('channel_group_channels as c').whereRef('c.group_id', '=', 'g.id').select(eb.fn.countAll<string>().as('n')).as('channels'),
      ])
      .orderBy('g.id')
      .execute();
    // Drawn as the server draws: in its worker threads (REPORT_DRAW_THREADS, 0 = this thread).
    const draws = new DrawPool({ threads: loadConfig(process.env).reportDrawThreads });
    const reports = new ReportService({ pool, clock: systemClock, thumbnails: async () => new Map(), draws });
    const annual = new GroupAnnualReports({ pool, clock: systemClock, reports });
    const language = args.language as 'zh-TW' | 'ja' | 'en';
    const one = async (groupId: number) => {
      const start = performance.now();
      const files = await annual.render({ groupId, language, seesAccounting: () => true }, ['docx', 'pptx', 'pdf']);
      return { seconds: (performance.now() - start) / 1000, kB: files.map((f) => `${f.format} ${Math.round(f.body.length / 1000)} kB`).join(', ') };
    };
    await one(groups[0]!.id); // warm-up: fonts read, statement planned
    for (const g of groups) {
      const times: number[] = [];
      let sizes = '';
      for (let i = 0; i < Number(args.runs); i++) {
        const run = await one(g.id);
        times.push(run.seconds);
        sizes = run.kB;
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      say(
        `"${g.name}" (${g.channels} channels), docx + pptx + pdf in ${language}, ${times.length} runs: mean ${mean.toFixed(2)} s, min ${times[0]!.toFixed(2)} s, max ${times[times.length - 1]!.toFixed(2)} s; ${sizes}`,
      );
    }
    await draws.close();
  }
} finally {
  await stop();
}
