// `npm run bench:production-videos` (and a step of `npm run bench`): the video data manager's bulk
// edit of 500 videos (issue 29) against the local fake Google (apps/server/test/fake-google.ts) over
// HTTP, on a fresh embedded PostgreSQL with the migrations. Measures the preview (dry run: the
// videos read with videos.list, 50 a call, and every field change computed) RUNS times, then applies
// the run (videos.update per video, 50 units each) with the quota enough for it, and again with
// YouTube's default 10,000 units a day: the run must stop cleanly, every video either applied or
// marked not sent. Prints the figures next to their targets (preview p95 under 2 s; units spent equal
// to the preview's quota plus the reads) and writes .bench/production-videos.json.
//
// The preview is measured twice: with the fake answering at once, and with each Data API call taking
// a Google round trip (--latency, 150 ms), which is what a person waits for in production.
//
//   node scripts/bench/production-videos.ts [--videos 500] [--runs 5] [--latency 150]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addTags, findReplace, type EditableVideo, type VideoChange } from '../../packages/contract/src/production/index.ts';
import { aSubject } from '../../packages/contract/src/core/subject-for-tests.ts';
import { manualClock } from '../../apps/server/src/clock.ts';
import type { JobRegistry } from '../../apps/server/src/jobs/job-registry.ts';
import { applyRun } from '../../apps/server/src/modules/production/videos/apply-run.job.ts';
import { VideosService } from '../../apps/server/src/modules/production/videos/videos.service.ts';
import { listVideoMetadata, updateVideoMetadata } from '../../apps/server/src/modules/youtube/index.ts';
import { startFakeGoogle } from '../../apps/server/test/fake-google.ts';
import { writeFigures } from './server.ts';
import { startBenchDatabase, type BenchDatabase } from './bench-database.ts';

export const PRODUCTION_VIDEO_TARGETS = { previewP95Ms: 2000, defaultDailyUnits: 10_000 };
const { values: args } = parseArgs({
  options: { videos: { type: 'string', default: '500' }, runs: { type: 'string', default: '5' }, latency: { type: 'string', default: '150' } },
});
const VIDEOS = Number(args.videos);
const RUNS = Number(args.runs);
/** A Data API round trip as Google's takes (the fake answers at once otherwise). */
const LATENCY_MS = Number(args.latency);
const CHANNEL = 'UCbenchvideodata00000001';

const say = (line: string) => console.log(`[bench:production-videos] ${line}`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chorus-videodata-bench-'));
chmodSync(tmp, 0o755);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const fake = await startFakeGoogle();
let database: BenchDatabase | undefined;
try {
  database = await startBenchDatabase(tmp, 10);
  const { db } = database;
  const clock = manualClock();
  clock.set(new Date());
  await db.insertInto('channels').values({ channel_id: CHANNEL, title: 'Bench video data', source_type: 'YT', language: 'zh' }).execute();
  const ids = Array.from({ length: VIDEOS }, (_, i) => `bv${String(i).padStart(9, '0')}`);
  const videos = ids.map((id, i) => ({
    id,
    channelId: CHANNEL,
    title: `Tokyo vlog day ${i + 1}`,
    description: `Day ${i + 1} in Tokyo.\n${'Links and credits. '.repeat(40)}`,
    tags: ['vlog', 'Tokyo', `day${i + 1}`],
    publishedAt: new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString(),
    duration: 'PT8M',
    views: 1000 + i,
    defaultLanguage: 'zh-TW',
    localizations: { ja: { title: `東京 ${i + 1}日目`, description: '東京の一日。' } },
  }));
  fake.state.videos.push(...structuredClone(videos));
  await db
    .insertInto('videos')
    .values(
      videos.map((v) => ({
        video_id: v.id,
        channel_id: CHANNEL,
        kind: 'video' as const,
        title: v.title,
        tags: v.tags,
        duration_seconds: 480,
        published_at: v.publishedAt,
      })),
    )
    .execute();
  // The channel's grant, as the fake keeps it, with the write scope.
  fake.addChannel({ id: CHANNEL, title: 'Bench video data', subscribers: 1, views: 1 }, 'bench-google');
  const token = 'ya29.bench-video-data';
  fake.state.accessTokens.set(token, {
    grant: { account: 'bench-google', scopes: ['https://www.googleapis.com/auth/youtube.force-ssl'], refreshToken: 'bench', revoked: false },
    expires: Date.now() + 3600_000,
  });
  const access = { baseUrl: `${fake.url}/youtube/v3`, accessToken: token, timeoutMs: 10_000, contentOwnerId: null };
  const api = { access: async () => access, list: listVideoMetadata, update: updateVideoMetadata };
  let jobs = 0;
  const registry = { send: async () => `bench-job-${++jobs}` } as unknown as JobRegistry;
  const service = new VideosService({ db, clock, jobs: registry, api });
  const { id: staffId } = await db
    .insertInto('users')
    .values({ email: 'bench-staff@chorus.test', password_hash: 'x', account_type: 'staff', name: 'Bench staff' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const staff = aSubject({ id: staffId, accountType: 'staff' });

  // The bulk edit a person builds on the page: find and replace in titles and tags, and a tag added to all.
  const editable: EditableVideo[] = videos.map((v) => ({
    video_id: v.id,
    title: v.title,
    description: v.description,
    tags: v.tags,
    localizations: v.localizations,
  }));
  const replaced = findReplace(editable, { find: 'Tokyo', replace: '東京', fields: ['title', 'tags'] });
  const tagged = new Map(addTags(editable, ['travel']).map((c) => [c.video_id, c.tags]));
  const changes: VideoChange[] = replaced.map((c) => ({ ...c, tags: [...(c.tags ?? []), ...(tagged.get(c.video_id)?.slice(-1) ?? [])] }));

  // The preview RUNS times after one unmeasured warm-up (the first call compiles the code paths), with
  // the fake answering at once (the server's own time) and with Google's round trip added.
  const previewTimes = async (latencyMs: number) => {
    fake.state.dataLatencyMs = latencyMs;
    const times: number[] = [];
    let answer = { changes: [] as unknown[], quota_units: 0 };
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      answer = (await service.batch(staff, { channel_id: CHANNEL, dry_run: true, changes })) as typeof answer;
      if (run > 0) times.push(performance.now() - started);
    }
    fake.state.dataLatencyMs = 0;
    times.sort((a, b) => a - b);
    return { answer, p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  const local = await previewTimes(0);
  const remote = await previewTimes(LATENCY_MS);
  const preview = local.answer;
  const previewP50 = local.p50;
  const previewP95 = local.p95;
  say(
    `preview of ${VIDEOS} videos (${preview.changes.length} field changes, ${preview.quota_units} units): p50 ${previewP50.toFixed(0)} ms, p95 ${previewP95.toFixed(0)} ms; ` +
      `with a ${LATENCY_MS} ms Google round trip: p50 ${remote.p50.toFixed(0)} ms, p95 ${remote.p95.toFixed(0)} ms`,
  );

  const applyOnce = async (limit: number) => {
    fake.state.dataUnitLimit = limit;
    const unitsBefore = fake.state.dataUnits;
    const accepted = (await service.batch(staff, { channel_id: CHANNEL, dry_run: false, changes })) as { run_id: number; quota_units: number };
    const started = performance.now();
    await applyRun({ db: db!, clock, api }, accepted.run_id, { set() {} });
    const seconds = (performance.now() - started) / 1000;
    const rows = await db!.selectFrom('production_video_run_items').select(['state']).where('run_id', '=', accepted.run_id).execute();
    const run = await db!.selectFrom('production_video_runs').select('state').where('id', '=', accepted.run_id).executeTakeFirstOrThrow();
    const count = (state: string) => rows.filter((r) => r.state === state).length;
    fake.state.videos.splice(0, fake.state.videos.length, ...structuredClone(videos));
    return {
      seconds,
      state: run.state,
      quotaUnits: accepted.quota_units,
      unitsSpent: fake.state.dataUnits - unitsBefore,
      applied: count('applied'),
      notSent: count('not_sent'),
      failed: count('failed'),
    };
  };
  const full = await applyOnce(Number.POSITIVE_INFINITY);
  say(
    `apply of ${VIDEOS} videos with the quota enough: ${full.seconds.toFixed(1)} s, ${full.applied} applied, ${full.unitsSpent} units spent (${full.quotaUnits} previewed + the reads)`,
  );
  const daily = await applyOnce(fake.state.dataUnits + PRODUCTION_VIDEO_TARGETS.defaultDailyUnits);
  say(
    `apply with the default ${PRODUCTION_VIDEO_TARGETS.defaultDailyUnits} units a day: ${daily.state}, ${daily.applied} applied, ${daily.notSent} not sent, ${daily.unitsSpent} units spent`,
  );

  const readUnits = (n: number) => 2 * Math.ceil(n / 50);
  const previewOk = previewP95 < PRODUCTION_VIDEO_TARGETS.previewP95Ms && remote.p95 < PRODUCTION_VIDEO_TARGETS.previewP95Ms;
  const quotaOk =
    full.applied === VIDEOS &&
    full.unitsSpent === full.quotaUnits + readUnits(VIDEOS) &&
    daily.state === 'stopped_quota' &&
    daily.applied + daily.notSent === VIDEOS &&
    daily.unitsSpent <= PRODUCTION_VIDEO_TARGETS.defaultDailyUnits;
  say(`preview p95 < ${PRODUCTION_VIDEO_TARGETS.previewP95Ms} ms: ${previewOk ? 'ok' : 'MISSED'}; quota kept: ${quotaOk ? 'ok' : 'MISSED'}`);
  writeFigures('production-videos', {
    date: new Date().toISOString(),
    targets: PRODUCTION_VIDEO_TARGETS,
    videos: VIDEOS,
    loadavg: os.loadavg(),
    previewP50Ms: previewP50,
    previewP95Ms: previewP95,
    googleLatencyMs: LATENCY_MS,
    previewWithLatencyP50Ms: remote.p50,
    previewWithLatencyP95Ms: remote.p95,
    full,
    daily,
    previewOk,
    quotaOk,
  });
} finally {
  await database?.stop();
  await fake.close();
  rmSync(tmp, { recursive: true, force: true });
}
