// `npm run bench:exploration`: the creator discovery list (issue 26, GET /api/v1/exploration/channels)
// over 10,000 and 100,000 stored candidates outside the network. A fresh embedded PostgreSQL with the
// migrations; candidate rows generated in SQL with believable spreads (subscribers log-uniform from
// 1,000 to 5,000,000, three languages and "other", median views following subscribers, Shorts shares,
// cadences and durations spread, one in four with an e-mail). Then the discovery's own repository
// runs the list as the UI asks it (the network's rows and the stored ones in one list) with three
// filters and a sort, in eight variants, 40 warm-up and 400 timed runs per size. Prints p50 / p95 /
// max with the growth from 10× fewer rows next to the target (p95 < 30 ms at 100,000) and writes
// .bench/exploration.json.
//
//   node scripts/bench/exploration.ts [--runs 400]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { DiscoveryQuery } from '../../packages/contract/src/index.ts';
import { discoveryPage } from '../../apps/server/src/modules/exploration/discovery/discovery.repository.ts';
import { writeFigures } from './server.ts';
import { sizeLine, timedRuns } from './timed-runs.ts';
import { startBenchDatabase, type BenchDatabase } from './bench-database.ts';

export const EXPLORATION_TARGETS = { p95Ms: 30 };
const SIZES = [10_000, 100_000];
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '400' } } });
const RUNS = Number(args.runs);
const WARMUP = 40;

const say = (line: string) => console.log(`[bench:exploration] ${line}`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-exploration-bench-'));
chmodSync(tmp, 0o755);

/** Three filters and a sort each, as the page sends them. */
const variants: DiscoveryQuery[] = [
  { language: 'zh-TW', min_subscribers: 10_000, max_shorts_share: 0.3, sort: 'median_views_last10', order: 'desc' },
  { language: 'ja', min_median_views: 5_000, min_uploads_per_week: 1, sort: 'subscribers', order: 'desc' },
  { country: 'TW', min_subscribers: 50_000, max_subscribers: 1_000_000, sort: 'uploads_per_week', order: 'desc' },
  { language: 'en', min_avg_duration: 600, max_days_since_upload: 30, sort: 'avg_duration_seconds', order: 'desc' },
  { has_email: 'true', min_median_views: 2_000, max_shorts_share: 0.5, sort: 'subscribers', order: 'desc', page: 2 },
  { language: 'zh-TW', min_uploads_per_week: 2, max_days_since_upload: 14, sort: 'days_since_last_upload' },
  { q: 'vlog', min_subscribers: 5_000, max_shorts_share: 0.2, sort: 'median_views_last10', order: 'desc' },
  { country: 'JP', min_median_views: 10_000, min_avg_duration: 300, sort: 'shorts_share', order: 'asc' },
];

let database: BenchDatabase | undefined;
try {
  database = await startBenchDatabase(tmp, 2);
  const { db } = database;
  const now = new Date('2026-11-29T00:00:00Z');
  const sizes: { channels: number; seedSeconds: number; p50Ms: number; p95Ms: number; maxMs: number; meanTotal: number }[] = [];
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await sql`
      INSERT INTO exploration_channels (channel_id, title, description, country, language, subscribers, views, video_count, topics, contact_email,
        median_views_last10, shorts_share, uploads_per_week, avg_duration_seconds, last_upload_at, fetched_at, figures_at)
      SELECT 'UCexplore' || lpad(n::text, 15, '0'), 'Candidate ' || n,
        (ARRAY['daily vlog','street food','gaming','travel diary','beauty tips','tech review'])[1 + n % 6] || ' channel ' || n,
        (ARRAY['TW','TW','JP','US','HK','MY'])[1 + (n / 3) % 6], (ARRAY['zh-TW','zh-TW','ja','en','other'])[1 + (n / 7) % 5],
        s.subs, s.subs * (20 + n % 180), 20 + n % 900,
        ARRAY[(ARRAY['vlog','food','gaming','travel','beauty','tech'])[1 + n % 6]],
        CASE WHEN n % 4 = 0 THEN 'contact' || n || '@example.com' END,
        s.subs / (3 + n % 20), round(((n * 7919) % 10000) / 10000.0, 4), round((n % 90) / 10.0, 2), 60 + (n * 37) % 2400,
        ${now}::timestamptz - make_interval(days => n % 120), ${now}::timestamptz - make_interval(days => n % 30), ${now}::timestamptz - make_interval(days => n % 30)
      FROM generate_series(${seeded + 1}::int, ${size}::int) n
      CROSS JOIN LATERAL (SELECT round(exp(ln(1000) + ((n * 2654435761::bigint) % 1000003) / 1000003.0 * ln(5000)))::bigint AS subs) s`.execute(db);
    await sql`VACUUM ANALYZE exploration_channels`.execute(db);
    seeded = size;
    const seedSeconds = (performance.now() - started) / 1000;
    say(`${size.toLocaleString('en-US')} candidates seeded (${seedSeconds.toFixed(1)} s)`);
    const timed = await timedRuns(variants, { warmup: WARMUP, runs: RUNS }, async (query) => {
      const found = await discoveryPage(db!, { network: null, stored: { searchIds: null } }, query, now, { page: query.page ?? 1, pageSize: 20 });
      return found.total;
    });
    const figures = { channels: size, seedSeconds, ...timed.figures };
    sizes.push(figures);
    say(sizeLine(size, 'candidates', 7, figures, RUNS, { load: true }));
  }
  const small = sizes[0]!;
  const large = sizes[sizes.length - 1]!;
  const growth = large.p95Ms / small.p95Ms;
  const p95Ok = large.p95Ms < EXPLORATION_TARGETS.p95Ms;
  say(
    `p95 at ${large.channels.toLocaleString('en-US')}: ${large.p95Ms.toFixed(1)} ms (target < ${EXPLORATION_TARGETS.p95Ms} ms: ${p95Ok ? 'ok' : 'MISSED'}); ` +
      `at ${small.channels.toLocaleString('en-US')}: ${small.p95Ms.toFixed(1)} ms (growth ${growth.toFixed(2)}× for 10× rows)`,
  );
  writeFigures('exploration', { date: new Date().toISOString(), targets: EXPLORATION_TARGETS, runs: RUNS, loadavg: os.loadavg(), sizes, growth, p95Ok });
} finally {
  await database?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
