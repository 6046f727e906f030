// `npm run bench:collab`: the creator search (issue 11, GET /api/v1/collab/creators) at 10,000 and at
// 100,000 channels. A fresh embedded PostgreSQL with the migrations; channel rows only, generated in
// SQL with believable spreads (subscribers log-uniform from 1,000 to 5,000,000, three languages, a
// few tags, averages following subscribers, prices on four in five, one in twenty hidden). Then the
// search's own repository runs, as an advertiser (hidden channels excluded), a query with three
// filters (languages, a subscriber range, a minimum of monthly video views), a sort and a page, in
// eight variants, 40 warm-up and 400 timed runs per size. Every third channel has an Instagram account
// linked (every ninth a TikTok one too) with 30 days of figures and four posts, and each page's
// creators get their linked accounts' headlines as the service adds them (issue 27). Prints p50 / p95 / max next to the targets
// (p95 < 30 ms at 100,000; p95 at 100,000 no more than 2× the p95 at 10,000) and writes
// .bench/collab-search.json. Run it under `flock /work/coord/bench.lock` on a shared machine.
//
//   node scripts/bench/collab-search.ts [--runs 400]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { CreatorSearchQuery, CreatorSort } from '../../packages/contract/src/index.ts';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { catalogueScope, findCreators } from '../../apps/server/src/modules/collab/search/creator-search.repository.ts';
import { socialHeadlines } from '../../apps/server/src/modules/social/index.ts';
import { writeFigures } from './server.ts';
import { sizeLine, timedRuns, variantLine } from './timed-runs.ts';

export const COLLAB_SEARCH_TARGETS = { p95Ms: 30, growth: 2 };
const SIZES = [10_000, 100_000];
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '400' }, 'by-variant': { type: 'boolean', default: false }, explain: { type: 'boolean', default: false } },
});
const RUNS = Number(args.runs);
const WARMUP = 40;

const say = (line: string) => console.log(`[bench:collab] ${line}`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-collab-bench-'));
chmodSync(tmp, 0o755);

/** An advertiser's reach: no channels of its own, hidden channels excluded. */
const advertiser = catalogueScope({ userId: 1, everyChannel: false, memberChannelIds: [], grantedChannelIds: [], grantedGroupIds: [], excludesHidden: true });

/** Three filters, a sort and a page: eight variants, so no answer is only ever the same one. */
const variants: { query: CreatorSearchQuery; sort: CreatorSort; page: number }[] = [
  { query: { language: ['zh'], subscribers_min: 10_000, subscribers_max: 1_000_000, avg_views_video_month_min: 5_000 }, sort: 'subscribers', page: 1 },
  { query: { language: ['zh', 'ja'], subscribers_min: 50_000, subscribers_max: 2_000_000, avg_views_video_month_min: 20_000 }, sort: 'views', page: 2 },
  { query: { language: ['en'], subscribers_min: 5_000, avg_views_video_month_min: 2_000 }, sort: 'engagements', page: 3 },
  {
    query: { language: ['ja'], subscribers_min: 100_000, subscribers_max: 5_000_000, avg_views_video_month_min: 10_000 },
    sort: 'avg_views_video_month',
    page: 1,
  },
  { query: { source_type: ['YT'], subscribers_min: 20_000, subscribers_max: 300_000, update_frequency_min: '1' }, sort: 'subscribers', page: 5 },
  { query: { language: ['zh'], audience_country: ['TW', 'HK'], subscribers_min: 10_000, subscribers_max: 1_000_000 }, sort: 'subscribers', page: 2 },
  { query: { language: ['zh', 'en'], is_new: false, avg_views_shorts_month_min: 1_000 }, sort: 'avg_views_shorts_month', page: 1 },
  { query: { tags: ['vlog'], language: ['zh'], subscribers_min: 10_000 }, sort: 'subscribers', page: 1 },
];

let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
let db: ReturnType<typeof createDb> | undefined;
try {
  postgres = await startEmbeddedPostgres(path.join(tmp, 'data'), () => {});
  const pool = createPool(postgres.url, args.explain ? 1 : 2);
  // --explain: each variant's plan once at the last size (auto_explain, sent back as notices).
  if (args.explain) pool.on('connect', (client) => client.on('notice', (n) => console.log(n.message)));
  db = createDb(pool);
  await migrate(pool);
  const sizes: { channels: number; seedSeconds: number; p50Ms: number; p95Ms: number; maxMs: number; meanTotal: number }[] = [];
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await sql`
      INSERT INTO channels (channel_id, title, source_type, language, audience_country, audience_age, subscribers, views, engagements,
        update_frequency, tags, avg_views_video_month, avg_views_video_quarter, avg_views_video_year, avg_views_shorts_month,
        avg_views_shorts_quarter, avg_views_shorts_year, avg_views_live_month, avg_views_live_quarter, avg_views_live_year,
        midroll_price, midroll_price_min, midroll_price_max, sponsored_price, sponsored_price_min, sponsored_price_max,
        is_new, hidden, hidden_scope, hidden_reason, data_through)
      SELECT 'UCbench' || lpad(n::text, 17, '0'), 'Bench creator ' || n,
        (ARRAY['YT','YT','Freedom','Little_Five'])[1 + n % 4], (ARRAY['zh','zh','en','ja'])[1 + (n / 7) % 4],
        (ARRAY['TW','TW','HK','JP','US','MY'])[1 + (n / 3) % 6], (ARRAY['18-24','25-34','25-34','35-44'])[1 + (n / 11) % 4],
        s.subs, s.subs * (20 + n % 180), s.subs * (1 + n % 9), round((n % 70) / 10.0, 2),
        ARRAY[(ARRAY['vlog','food','gaming','travel','beauty','tech'])[1 + n % 6], (ARRAY['daily','review','tutorial'])[1 + n % 3]],
        s.subs / (2 + n % 7), s.subs / (2 + n % 5), s.subs / (3 + n % 5), s.subs / (5 + n % 9), s.subs / (5 + n % 8), s.subs / (6 + n % 8),
        s.subs / (20 + n % 30), s.subs / (20 + n % 25), s.subs / (25 + n % 25),
        CASE WHEN n % 5 <> 0 THEN round(s.subs * 0.004 + 50, 2) END, CASE WHEN n % 5 <> 0 THEN round(s.subs * 0.003 + 40, 2) END,
        CASE WHEN n % 5 <> 0 THEN round(s.subs * 0.006 + 60, 2) END, CASE WHEN n % 5 <> 0 THEN round(s.subs * 0.012 + 200, 2) END,
        CASE WHEN n % 5 <> 0 THEN round(s.subs * 0.010 + 150, 2) END, CASE WHEN n % 5 <> 0 THEN round(s.subs * 0.016 + 250, 2) END,
        n % 50 = 0, n % 20 = 0, CASE WHEN n % 20 = 0 THEN 'all' END, CASE WHEN n % 20 = 0 THEN 'bench' END, DATE '2026-11-25'
      FROM generate_series(${seeded + 1}::int, ${size}::int) n
      CROSS JOIN LATERAL (SELECT round(exp(ln(1000) + ((n * 2654435761::bigint) % 1000003) / 1000003.0 * ln(5000)))::bigint AS subs) s`.execute(db);
    // Linked accounts (issue 27): Instagram on every third channel, TikTok on every ninth, 30 days each, four posts.
    await sql`
      INSERT INTO social_accounts (platform, platform_user_id, channel_id, username, linked_at, token_expires_at, collected_through)
      SELECT p.platform, 'bench-' || p.platform || '-' || n, 'UCbench' || lpad(n::text, 17, '0'), 'bench' || n, now() - interval '400 days',
        now() + interval '40 days', '2026-11-24'
      FROM generate_series(${seeded + 1}::int, ${size}::int) n
      CROSS JOIN LATERAL (VALUES ('instagram'), ('tiktok')) p(platform)
      WHERE n % 3 = 0 AND (p.platform = 'instagram' OR n % 9 = 0)`.execute(db);
    await sql`
      INSERT INTO social_account_days (account_id, day, followers, views)
      SELECT a.id, DATE '2026-11-24' - d, 1000 + a.id % 50000 - d * 3, CASE WHEN a.platform = 'instagram' THEN 200 + a.id % 900 END
      FROM social_accounts a CROSS JOIN generate_series(0, 29) d
      WHERE a.platform_user_id LIKE 'bench-%' AND NOT EXISTS (SELECT 1 FROM social_account_days x WHERE x.account_id = a.id)`.execute(db);
    await sql`
      INSERT INTO social_media (account_id, media_id, kind, posted_at, views, likes, comments, shares, saves)
      SELECT a.id, a.id || '-' || k, CASE WHEN a.platform = 'instagram' THEN 'reel' ELSE 'video' END, TIMESTAMPTZ '2026-11-24' - k * interval '6 days',
        500 + (a.id * k) % 5000, 20 + k, 3 + k, k, CASE WHEN a.platform = 'instagram' THEN k END
      FROM social_accounts a CROSS JOIN generate_series(1, 4) k
      WHERE a.platform_user_id LIKE 'bench-%' AND NOT EXISTS (SELECT 1 FROM social_media x WHERE x.account_id = a.id)`.execute(db);
    await sql`VACUUM ANALYZE channels, social_accounts, social_account_days, social_media`.execute(db);
    seeded = size;
    const seedSeconds = (performance.now() - started) / 1000;
    say(`${size.toLocaleString('en-US')} channels seeded (${seedSeconds.toFixed(1)} s)`);
    const timed = await timedRuns(variants, { warmup: WARMUP, runs: RUNS }, async (v) => {
      const found = await findCreators(db!, advertiser, v.query, { sort: v.sort, order: 'desc', limit: 20, offset: (v.page - 1) * 20 });
      await socialHeadlines(
        db!,
        new Date('2026-11-25T12:00:00Z'),
        found.rows.map((r) => r.channel_id),
      );
      return found.total;
    });
    if (args.explain && size === SIZES[SIZES.length - 1]) {
      await sql`LOAD 'auto_explain'`.execute(db);
      await sql`SET auto_explain.log_min_duration = 0`.execute(db);
      await sql`SET auto_explain.log_analyze = on`.execute(db);
      await sql`SET auto_explain.log_level = notice`.execute(db);
      for (const v of variants) await findCreators(db, advertiser, v.query, { sort: v.sort, order: 'desc', limit: 20, offset: (v.page - 1) * 20 });
      await sql`SET auto_explain.log_min_duration = -1`.execute(db);
    }
    const figures = { channels: size, seedSeconds, ...timed.figures };
    sizes.push(figures);
    if (args['by-variant']) timed.byVariant.forEach((v, n) => say(`  variant ${n + 1}: ${variantLine(v)}`));
    say(sizeLine(size, 'channels', 7, figures, RUNS));
  }
  const small = sizes[0]!;
  const large = sizes[sizes.length - 1]!;
  const growth = large.p95Ms / small.p95Ms;
  const p95Ok = large.p95Ms < COLLAB_SEARCH_TARGETS.p95Ms;
  const growthOk = growth <= COLLAB_SEARCH_TARGETS.growth;
  say(
    `p95 at ${large.channels.toLocaleString('en-US')}: ${large.p95Ms.toFixed(1)} ms (target < ${COLLAB_SEARCH_TARGETS.p95Ms} ms: ${p95Ok ? 'ok' : 'MISSED'})`,
  );
  say(`p95 growth for 10× channels: ${growth.toFixed(2)}× (target ≤ ${COLLAB_SEARCH_TARGETS.growth}×: ${growthOk ? 'ok' : 'MISSED'})`);
  writeFigures('collab-search', {
    date: new Date().toISOString(),
    targets: COLLAB_SEARCH_TARGETS,
    runs: RUNS,
    loadavg: os.loadavg(),
    sizes,
    growth,
    p95Ok,
    growthOk,
  });
} finally {
  await db?.destroy();
  await postgres?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
