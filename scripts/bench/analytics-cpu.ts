// CPU per uncached channel answer, measured in-process: the real ChannelAnalyticsService with its
// cache off computes overview and content answers for random channels of a network seeded by
// `npm run bench:analytics` (.bench/analytics-data/<N>ch-730d), 4 at a time (the read limiter's
// width on 2 cores), and prints the CPU time of this process (Node) and of the cluster's PostgreSQL
// processes per answer. HTTP is not included. Less disturbed by other work on a shared machine
// than latency under load: compare configurations in alternating runs. Each page is measured
// with the precomputed answers read (migration 0021: the default window's answers, as the bench
// asks) and with every answer computed (ANALYTICS_PRECOMPUTED=false), one after the other.
//
//   PG_PORT=5022 node scripts/bench/analytics-cpu.ts [--channels 5000] [--answers 2000] [--at-once 4] [--precomputed both|on|off]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
// The server's request types include the cookie plugin's fields (app.ts registers it; this script does not load app.ts).
import type {} from '@fastify/cookie';
import { systemClock } from '../../apps/server/src/clock.ts';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { ChannelAnalyticsService } from '../../apps/server/src/modules/channels/analytics.service.ts';
import { ChannelCatalog } from '../../apps/server/src/modules/channels/channel-catalog.ts';

const { values: args } = parseArgs({
  options: {
    channels: { type: 'string', default: '5000' },
    answers: { type: 'string', default: '2000' },
    'at-once': { type: 'string', default: '4' },
    precomputed: { type: 'string', default: 'both' },
  },
});
const answers = Number(args.answers);
const dataDir = path.resolve(import.meta.dirname, `../../.bench/analytics-data/${args.channels}ch-730d/data`);

/** CPU milliseconds (user + system) of a process, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // gone meanwhile
  }
}
/** The postmaster's children (backends and helpers), whose CPU is PostgreSQL's. */
function postgresCpuMs(): number {
  const postmaster = readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return children.reduce((sum, pid) => sum + cpuMs(Number(pid)), 0);
}

const running = await startEmbeddedPostgres(dataDir, () => {});
try {
  const pool = createPool(running.url, 20);
  const db = createDb(pool);
  const ids = (await pool.query<{ channel_id: string }>('SELECT channel_id FROM channels ORDER BY channel_id')).rows.map((r) => r.channel_id);
  const settings = args.precomputed === 'both' ? [true, false] : [args.precomputed === 'on'];
  for (const [page, precomputed] of (['overview', 'content'] as const).flatMap((p) => settings.map((k) => [p, k] as const))) {
    // A fresh catalog and service for each page: every channel's first visit, as in the bench.
    const catalog = new ChannelCatalog(db);
    catalog.usePool(pool);
    const service = new ChannelAnalyticsService({ db, pool, clock: systemClock, catalog, cache: { maxBytes: 0, maxAgeMs: 0 }, precomputed });
    await catalog.get(ids[0]!);
    await new Promise((resolve) => setTimeout(resolve, 500));
    let seed = 7;
    const pick = () => ids[(seed = (seed * 1103515245 + 12345) % 2147483648) % ids.length]!;
    const pg0 = postgresCpuMs();
    const node0 = process.cpuUsage();
    const started = performance.now();
    let asked = 0;
    const worker = async () => {
      while (asked < answers) {
        asked++;
        const id = pick();
        if (page === 'overview') await service.overview(id, {});
        else await service.content(id, { sort: 'views', order: 'desc', page: 1, page_size: 10 }, true);
      }
    };
    await Promise.all(Array.from({ length: Number(args['at-once']) }, worker));
    const seconds = (performance.now() - started) / 1000;
    const node = process.cpuUsage(node0);
    const postgres = postgresCpuMs() - pg0;
    console.log(
      `${page}, ${precomputed ? 'precomputed read' : 'computed'}: ${(answers / seconds).toFixed(0)} answers/s (${service.precomputedHits} precomputed); CPU per answer: Node ${((node.user + node.system) / 1000 / answers).toFixed(3)} ms, PostgreSQL ${(postgres / answers).toFixed(3)} ms`,
    );
  }
  await db.destroy();
} finally {
  await running.stop();
}
