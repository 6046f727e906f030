// `npm run bench:insight-clouds`: the inspiration page's clouds answers (issue 13 "Speed": p99 under
// 50 ms from stored results at 1,000 channels), measured on their services against a fresh embedded
// PostgreSQL with the migrations and a SQL-generated network: 1,000 channels × 120 videos over a year
// (120,000 stored video analyses, six terms each), 1,000 analysed comments per channel (1,000,000,
// four terms each from a skewed vocabulary, emotions), a month of per-video impressions for the last
// two months' videos, and ten cached search keywords per channel. Each run picks a channel at
// random and asks, in turn: the word clouds of the default month and of 90 days, the items behind the
// top comment word and the top content word, the search keywords, and the first page of video
// emotion. Prints p50 / p99 per answer next to the target and writes .bench/insight-clouds.json.
//
//   node scripts/bench/insight-clouds.ts [--runs 400] [--data DIR] [--seed-only]
// With --data the database is kept in DIR: seed once with --seed-only (not timed), then measure with
// `flock /work/coord/bench.lock node scripts/bench/insight-clouds.ts --data DIR`. PostgreSQL at PG_PORT.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { startBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { SearchKeywordsService } from '../../apps/server/src/modules/insight/clouds/search-keywords.service.ts';
import { VideoEmotionsService } from '../../apps/server/src/modules/insight/clouds/video-emotions.service.ts';
import { WordCloudsService } from '../../apps/server/src/modules/insight/clouds/word-clouds.service.ts';
import { writeFigures } from './server.ts';
import { percentile } from './timed-runs.ts';

export const CLOUDS_TARGETS = { p99Ms: 50, channels: 1000 };
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '400' },
    data: { type: 'string' },
    'seed-only': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const CHANNELS = CLOUDS_TARGETS.channels;
const VIDEOS = 120;
const COMMENTS = 1000;

const say = (line: string) => console.log(`[bench:insight-clouds] ${line}`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

const kept = args.data ? path.resolve(args.data) : null;
const tmp = kept ?? mkdtempSync(path.join(os.tmpdir(), 'clouds-bench-'));
mkdirSync(tmp, { recursive: true });
chmodSync(tmp, 0o755);

async function seed(db: Db): Promise<void> {
  const started = performance.now();
  await sql`
    INSERT INTO channels (channel_id, title, source_type, language)
    SELECT 'UCbenchclouds' || lpad(c::text, 6, '0') || 'a', 'Bench channel ' || c, 'YT', (ARRAY['zh', 'ja', 'en'])[1 + c % 3]
      FROM generate_series(1, ${CHANNELS}) c`.execute(db);
  await sql`
    INSERT INTO videos (video_id, channel_id, kind, title, tags, duration_seconds, published_at, views, likes, comments)
    SELECT 'bv' || lpad(c::text, 5, '0') || lpad(v::text, 4, '0'), 'UCbenchclouds' || lpad(c::text, 6, '0') || 'a', 'video',
           'Bench video ' || v, ARRAY['tag' || (v % 40), 'tag' || (c % 90)], 600,
           now() - make_interval(days => v * 3, hours => c % 24), 1000 + (c * v) % 90000, 50 + (c + v) % 3000, 40 + v % 400
      FROM generate_series(1, ${CHANNELS}) c, generate_series(1, ${VIDEOS}) v`.execute(db);
  await sql`
    INSERT INTO insight_videos (video_id, channel_id, language, terms, comments_analyzed, direction, emotions, emotion_tags, summary)
    SELECT v.video_id, v.channel_id, (ARRAY['zh-TW', 'ja', 'en'])[1 + substr(v.video_id, 3, 5)::int % 3],
           ARRAY(SELECT DISTINCT 'term' || ((n * 37 + k * 101) % 3000) FROM generate_series(1, 6) k),
           8, 30 + n % 60, '{"joy": 5, "praise": 3}', ARRAY['joy', 'praise'],
           jsonb_build_array(jsonb_build_object('comment_id', 'x', 'text', 'a short summary line'))
      FROM (SELECT video_id, channel_id, row_number() OVER () AS n FROM videos) v`.execute(db);
  say(`seed: channels, ${fmt(CHANNELS * VIDEOS)} videos and their analyses (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  await sql`
    INSERT INTO video_comments (comment_id, video_id, author, text, likes, published_at)
    SELECT 'bc' || lpad(c::text, 5, '0') || lpad(j::text, 5, '0'), 'bv' || lpad(c::text, 5, '0') || lpad((1 + j % ${VIDEOS})::text, 4, '0'),
           'viewer ' || (j % 500), 'Bench comment ' || j || ' about term' || (j % 97), (j * 7919) % 400,
           now() - make_interval(days => (1 + j % ${VIDEOS}) * 3 - (j % 5), hours => j % 24)
      FROM generate_series(1, ${CHANNELS}) c, generate_series(1, ${COMMENTS}) j`.execute(db);
  await sql`
    INSERT INTO insight_comments (comment_id, video_id, channel_id, published_at, likes, language, sentiment, direction, emotions, terms, text_hash)
    SELECT vc.comment_id, vc.video_id, vc.channel_id, vc.published_at, vc.likes, 'zh-TW', 'positive', 70,
           CASE WHEN h % 3 = 0 THEN ARRAY['joy'] WHEN h % 3 = 1 THEN ARRAY['praise', 'surprise'] ELSE ARRAY['criticism'] END,
           ARRAY(SELECT DISTINCT 'cterm' || floor(5000 * power((((h % 1000003) * k * 7919) % 1000003) / 1000003.0, 3))::int FROM generate_series(1, 4) k),
           md5(vc.comment_id)
      FROM (SELECT c.comment_id, c.video_id, v.channel_id, c.published_at, c.likes, abs(hashtext(c.comment_id)::bigint) AS h
              FROM video_comments c JOIN videos v ON v.video_id = c.video_id) vc`.execute(db);
  say(`seed: ${fmt(CHANNELS * COMMENTS)} comments and their analyses (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  await sql`
    INSERT INTO video_daily_metrics (video_id, channel_id, day, views, impressions, impressions_ctr)
    SELECT v.video_id, v.channel_id, d::date, 100, 2000 + (abs(hashtext(v.video_id)) % 5000), 2 + (abs(hashtext(v.video_id)) % 800) / 100.0
      FROM videos v, generate_series(current_date - 34, current_date - 5, interval '1 day') d
     WHERE v.published_at > now() - interval '60 days'`.execute(db);
  await sql`
    INSERT INTO insight_channels (channel_id, languages, keywords, emotions)
    SELECT channel_id, ARRAY['zh-TW', 'en'], '[]', '{}' FROM channels WHERE channel_id LIKE 'UCbenchclouds%'`.execute(db);
  await sql`
    INSERT INTO insight_search_keyword_fetches (channel_id, start_day, end_day, fetched_at)
    SELECT channel_id, current_date - 31, current_date - 4, now() FROM channels WHERE channel_id LIKE 'UCbenchclouds%'`.execute(db);
  await sql`
    INSERT INTO insight_search_keywords (channel_id, rank, term, views)
    SELECT c.channel_id, r, 'search term ' || r, 10000 / r FROM channels c, generate_series(1, 10) r WHERE c.channel_id LIKE 'UCbenchclouds%'`.execute(db);
  await sql`ANALYZE`.execute(db);
  say(`seed: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const results: Record<string, unknown> = { date: new Date().toISOString(), targets: CLOUDS_TARGETS };
let database: BenchDatabase | undefined;
try {
  database = await startBenchDatabase(tmp, 4);
  const { db } = database;
  const seeded = kept !== null && existsSync(path.join(tmp, 'seeded'));
  if (!seeded) {
    await seed(db);
    if (kept) writeFileSync(path.join(tmp, 'seeded'), new Date().toISOString());
  } else say(`reusing the seeded database in ${tmp}`);
  if (!args['seed-only']) {
    const clock = { now: () => new Date() };
    const clouds = new WordCloudsService({ db, clock });
    const keywords = new SearchKeywordsService({ db, clock, report: async () => [] });
    const emotions = new VideoEmotionsService({ db, clock });
    const today = new Date();
    const day = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    const channel = (n: number) => `UCbenchclouds${String(1 + ((n * 7919) % CHANNELS)).padStart(6, '0')}a`;
    /** The top word of the source's 90-day cloud, then the time of that word's answer alone. */
    const wordOf = (source: 'comments' | 'content', fallback: string) => async (id: string) => {
      const top = await clouds.clouds(id, { start: day(94), end: day(4) });
      const term = top[source].words[0]?.term ?? fallback;
      const t0 = performance.now();
      await clouds.word(id, { start: day(94), end: day(4), source, term });
      return performance.now() - t0;
    };
    const answers: Record<string, (id: string) => Promise<unknown>> = {
      'word clouds, default month': (id) => clouds.clouds(id, {}),
      'word clouds, 90 days': (id) => clouds.clouds(id, { start: day(94), end: day(4) }),
      'comment word, 90 days': wordOf('comments', 'cterm0'),
      'content word, 90 days': wordOf('content', 'term0'),
      'search keywords': (id) => keywords.read(id),
      'video emotion, page 1 of 90 days': (id) => emotions.list(id, { start: day(94), end: day(4), page: 1 }),
    };
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(answers).map((k) => [k, []]));
    const all: number[] = [];
    for (let i = 0; i < runs + 40; i++) {
      const id = channel(i);
      for (const [name, answer] of Object.entries(answers)) {
        const t0 = performance.now();
        const timed = await answer(id);
        const ms = typeof timed === 'number' ? timed : performance.now() - t0;
        if (i >= 40) {
          times[name]!.push(ms);
          all.push(ms);
        }
      }
    }
    all.sort((a, b) => a - b);
    const figures = Object.entries(times).map(([name, t]) => {
      t.sort((a, b) => a - b);
      return { answer: name, p50Ms: percentile(t, 50), p99Ms: percentile(t, 99), maxMs: t.at(-1)! };
    });
    results.channels = CHANNELS;
    results.runs = runs;
    results.answers = figures;
    results.all = { p50Ms: percentile(all, 50), p99Ms: percentile(all, 99) };
    say(
      `${fmt(CHANNELS)} channels, ${fmt(CHANNELS * VIDEOS)} videos, ${fmt(CHANNELS * COMMENTS)} analysed comments; ${runs} runs on random channels, one at a time:`,
    );
    for (const f of figures)
      say(
        `  ${f.answer.padEnd(34)} p50 ${f.p50Ms.toFixed(1).padStart(6)} ms  p99 ${f.p99Ms.toFixed(1).padStart(6)} ms (target < ${CLOUDS_TARGETS.p99Ms}) — ${verdict(f.p99Ms < CLOUDS_TARGETS.p99Ms)}`,
      );
    say(
      `  every answer together              p50 ${percentile(all, 50).toFixed(1)} ms  p99 ${percentile(all, 99).toFixed(1)} ms — ${verdict(percentile(all, 99) < CLOUDS_TARGETS.p99Ms)}`,
    );
    writeFigures('insight-clouds', results);
  }
} finally {
  await database?.stop();
  if (!kept) rmSync(tmp, { recursive: true, force: true });
}
process.exit(0);
