// `npm run bench:exploration-videos`: the network video search (issue 26, GET /api/v1/exploration/videos,
// source=network) at 100,000 and at 1,000,000 stored videos. A fresh embedded PostgreSQL with the
// migrations; channels (100 videos each) and videos generated in SQL (three languages, Shorts one in
// five, durations, views log-uniform from 50 to 5,000,000, likes and comments following views,
// published over three years), and each video's search row (migration 0063: language and six title
// and tag terms drawn from a 20,000-word vocabulary with a long tail: real words at ranks 3 to 400,
// so a query word matches from about 0.3 % to 8 % of the videos). Then the search service itself runs
// (the query segmented in the analysis worker, the SQL of videos.repository.ts): a word or two, one
// or two filters and a sort, eight variants, 40 warm-up and 400 timed runs per size. Prints
// p50 / p95 / max next to the target (p95 < 50 ms at 1,000,000) and the growth from 100,000, and
// writes .bench/exploration-videos.json. Run it alone on a shared machine.
//
//   node scripts/bench/exploration-videos.ts [--runs 400] [--by-variant]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { VideoSearchQuery } from '../../packages/contract/src/index.ts';
import { AnalysisPool } from '../../apps/server/src/modules/insight/index.ts';
import { VideoSearchService } from '../../apps/server/src/modules/exploration/videos/index.ts';
import { aSubject } from '../../packages/contract/src/core/subject-for-tests.ts';
import { writeFigures } from './server.ts';
import { sizeLine, timedRuns, variantLine } from './timed-runs.ts';
import { startBenchDatabase, type BenchDatabase } from './bench-database.ts';

export const VIDEO_SEARCH_TARGETS = { p95Ms: 50 };
const SIZES = [100_000, 1_000_000];
const VIDEOS_PER_CHANNEL = 100;
const VOCABULARY = 20_000;
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '400' }, 'by-variant': { type: 'boolean', default: false } } });
const RUNS = Number(args.runs);
const WARMUP = 40;

const say = (line: string) => console.log(`[bench:exploration-videos] ${line}`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-video-search-bench-'));
chmodSync(tmp, 0o755);

/** Real words at chosen ranks of the vocabulary (rank 3 is in ~8 % of videos, rank 400 in ~0.3 %); the rest are filler words. */
const realWords: [number, string][] = [
  [3, 'vlog'],
  [8, '旅行'],
  [15, '開箱'],
  [30, 'review'],
  [60, '京都'],
  [100, '料理'],
  [200, 'ラーメン'],
  [400, 'cooking'],
];
const vocabulary = Array.from({ length: VOCABULARY }, (_, i) => `filler${i + 1}`);
for (const [rank, word] of realWords) vocabulary[rank - 1] = word;

const variants: VideoSearchQuery[] = [
  { q: '開箱', sort: 'views_per_day' },
  { q: '旅行', language: 'ja', sort: 'views' },
  { q: 'cooking', duration: '4_to_20', sort: 'published_at' },
  { q: '京都旅行', sort: 'engagement_rate' },
  { q: 'reviews', min_views: 10_000, sort: 'views_per_day', page: 2 },
  { q: 'vlog', published_after: '2026-01-01', sort: 'views' },
  { q: 'ラーメン', duration: 'shorts', sort: 'views_per_day' },
  { q: '料理', min_engagement_rate: 3, sort: 'duration_seconds', order: 'asc' },
];

let database: BenchDatabase | undefined;
const analyses = new AnalysisPool({ threads: 1 });
try {
  database = await startBenchDatabase(tmp, 2);
  const { db } = database;
  const now = new Date('2026-11-25T00:00:00Z');
  const service = new VideoSearchService({ db, clock: { now: () => now }, analyses, youtube: null });
  // The network's videos are searched alike for every role that may open the page.
  const staff = { userId: 1, subject: aSubject({ accountType: 'staff' }) };
  const sizes: { videos: number; seedSeconds: number; p50Ms: number; p95Ms: number; maxMs: number; meanTotal: number }[] = [];
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await sql`
      INSERT INTO channels (channel_id, title, source_type, language)
      SELECT 'UCvbench' || lpad(n::text, 16, '0'), 'Bench channel ' || n, 'YT', (ARRAY['zh','ja','en'])[1 + n % 3]
      FROM generate_series(${seeded / VIDEOS_PER_CHANNEL + 1}::int, ${size / VIDEOS_PER_CHANNEL}::int) n`.execute(db);
    await sql`
      INSERT INTO videos (video_id, channel_id, kind, title, duration_seconds, published_at, views, likes, comments)
      SELECT 'vb' || n, 'UCvbench' || lpad((1 + (n - 1) / ${VIDEOS_PER_CHANNEL})::text, 16, '0'),
        CASE WHEN n % 5 = 0 THEN 'short' ELSE 'video' END, 'Bench video ' || n,
        CASE WHEN n % 5 = 0 THEN 15 + n % 45 ELSE 60 + (n * 7919) % 3600 END,
        ${now}::timestamptz - ((n * 104729) % (3 * 365 * 24)) * interval '1 hour',
        s.views, s.views * (1 + n % 60) / 1000, s.views * (n % 7) / 1000
      FROM generate_series(${seeded + 1}::bigint, ${size}::bigint) n
      CROSS JOIN LATERAL (SELECT round(exp(ln(50) + ((n * 2654435761::bigint) % 1000003) / 1000003.0 * ln(100000)))::bigint AS views) s`.execute(db);
    // The search rows as migration 0063 fills them from insight_videos (the analysis's language and
    // terms): six terms a video, ranks drawn with a long tail (rank ≈ V × u³, u from the video's number).
    const term = (k: number) => sql`(${vocabulary}::text[])[1 + floor(${VOCABULARY} * power(((n * ${k}::bigint) % 1000003) / 1000003.0, 3))::int]`;
    await sql`
      INSERT INTO exploration_video_search (video_id, channel_id, terms, language, is_short, duration_seconds, published_at, views, likes, comments, public)
      SELECT v.video_id, v.channel_id, ARRAY[${sql.join([7919, 104723, 1299709, 15485863, 179424673, 2038074743].map(term))}],
        (ARRAY['zh-TW','ja','en'])[1 + n % 3], v.kind = 'short', v.duration_seconds, v.published_at, v.views, v.likes, v.comments, true
      FROM generate_series(${seeded + 1}::bigint, ${size}::bigint) n JOIN videos v ON v.video_id = 'vb' || n`.execute(db);
    await sql`VACUUM ANALYZE videos`.execute(db);
    await sql`VACUUM ANALYZE exploration_video_search`.execute(db);
    await sql`VACUUM ANALYZE exploration_video_postings`.execute(db);
    await sql`VACUUM ANALYZE channels`.execute(db);
    seeded = size;
    const seedSeconds = (performance.now() - started) / 1000;
    say(`${size.toLocaleString('en-US')} videos seeded (${seedSeconds.toFixed(1)} s)`);
    const timed = await timedRuns(variants, { warmup: WARMUP, runs: RUNS }, async (v) => (await service.search(staff, v)).total);
    const figures = { videos: size, seedSeconds, ...timed.figures };
    sizes.push(figures);
    if (args['by-variant']) timed.byVariant.forEach((v, n) => say(`  variant ${n + 1} (${JSON.stringify(variants[n])}): ${variantLine(v)}`));
    say(sizeLine(size, 'videos', 9, figures, RUNS, { load: true }));
  }
  const small = sizes[0]!;
  const large = sizes[sizes.length - 1]!;
  const growth = large.p95Ms / small.p95Ms;
  const p95Ok = large.p95Ms < VIDEO_SEARCH_TARGETS.p95Ms;
  say(`p95 at ${large.videos.toLocaleString('en-US')}: ${large.p95Ms.toFixed(1)} ms (target < ${VIDEO_SEARCH_TARGETS.p95Ms} ms: ${p95Ok ? 'ok' : 'MISSED'})`);
  say(`p95 growth for 10× videos (from ${small.videos.toLocaleString('en-US')}): ${growth.toFixed(2)}×`);
  writeFigures('exploration-videos', {
    date: new Date().toISOString(),
    targets: VIDEO_SEARCH_TARGETS,
    runs: RUNS,
    loadavg: os.loadavg(),
    sizes,
    growth,
    p95Ok,
  });
} finally {
  await analyses.close();
  await database?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
