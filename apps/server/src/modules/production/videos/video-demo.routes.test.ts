// Issue 29, the video data manager's demo: with no Google app (the test app's configuration), the
// owner's channels answer from the demo table: their videos are editable, the history has a run that
// was undone and one with a refusal, and a new bulk edit previews, applies and shows in the table.
import type { ProductionVideo, VideoBatchPreview, VideoRun } from '@chorus/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedVideoDataDemo } from '../index.ts';
import { applyRun } from './apply-run.job.ts';
import { demoVideoApi, withDemoVideos } from './video-demo.ts';
import { youtubeVideoApi } from './video-source.ts';

let t: TestApp;
let channelId: string;
beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.demoUserId('user_owner');
  const userIds = new Map([
    ['staff', await t.demoUserId('staff')],
    ['user_owner', owner],
  ]);
  const channel = await t.ownedChannel('user_owner');
  expect(channel).toBeDefined();
  channelId = channel!;
  const stored = await t.db.selectFrom('videos').select('video_id').where('channel_id', '=', channelId).execute();
  if (stored.length < 6) {
    // The test app's network may have few videos: give the channel enough for the history.
    await t.db
      .insertInto('videos')
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          video_id: `demoVd${String(i).padStart(5, '0')}`,
          channel_id: channelId,
          kind: 'video' as const,
          title: `日本旅行 第${i + 1}集`,
          tags: ['旅行', '日本'],
          duration_seconds: 600,
          published_at: new Date(Date.UTC(2026, 9, 1 + i, 3)).toISOString(),
        })),
      )
      .execute();
  }
  await seedVideoDataDemo(t.db, { seedDay: t.clock.now(), userIds });
  await t.signInDemo(['user_owner', 'viewer']);
});
afterAll(async () => {
  await t?.close();
});

it('lists the demo channel’s videos as YouTube’s, with the history of runs (one undone, one with a refusal)', async () => {
  const list = await t.demoOk<{ items: ProductionVideo[]; source: string }>('user_owner', 'GET', `/api/v1/production/videos?channel_id=${channelId}`);
  expect(list.source).toBe('youtube');
  expect(list.items[0]!.description).toContain('歡迎訂閱頻道，開啟小鈴鐺！');
  expect(list.items[0]!.localizations.en?.title).toMatch(/^Studio diary: /);
  const { items: runs } = await t.demoOk<{ items: VideoRun[] }>('viewer', 'GET', `/api/v1/production/videos/runs?channel_id=${channelId}`);
  expect(runs.map((r) => [r.undo_of !== null, r.state])).toEqual([
    [false, 'done'],
    [true, 'done'],
    [false, 'done'],
  ]);
  expect(runs[2]!.undone_by).toBe(runs[1]!.run_id);
  expect(runs[0]!.results.map((r) => r.state)).toEqual(['applied', 'applied', 'failed', 'applied']);
  expect(runs[0]!.results[2]!.error).toBe('errors.videoDefaultLanguageMissing');
  // Every run's times are in Taipei working hours (09:00–18:00, UTC+8).
  for (const run of runs) expect((new Date(run.created_at).getUTCHours() + 8) % 24).toBeGreaterThanOrEqual(9);
});

it('applies a find and replace on two videos and the table holds the new descriptions', async () => {
  const { items } = await t.demoOk<{ items: ProductionVideo[] }>('user_owner', 'GET', `/api/v1/production/videos?channel_id=${channelId}`);
  const two = items.slice(0, 2);
  const changes = two.map((v) => ({ video_id: v.video_id, description: v.description!.replace('小鈴鐺', '通知鈴') }));
  const preview = await t.demoOk<VideoBatchPreview>('user_owner', 'POST', '/api/v1/production/videos/batch', { channel_id: channelId, dry_run: true, changes });
  expect(preview.quota_units).toBe(100);
  expect(preview.changes.map((c) => c.field)).toEqual(['description', 'description']);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/production/videos/batch',
    headers: t.demoHeaders('user_owner'),
    payload: { channel_id: channelId, dry_run: false, changes },
  });
  expect(started.statusCode, started.body).toBe(202);
  const api = withDemoVideos(youtubeVideoApi(t.ctx), demoVideoApi(t.db));
  await applyRun({ db: t.db, clock: t.clock, api }, (started.json() as { run_id: number }).run_id, { set() {} });
  const stored = await t.db
    .selectFrom('production_demo_videos')
    .select(['video_id', 'description'])
    .where(
      'video_id',
      'in',
      two.map((v) => v.video_id),
    )
    .execute();
  expect(stored.map((s) => s.description.includes('開啟通知鈴'))).toEqual([true, true]);
});
