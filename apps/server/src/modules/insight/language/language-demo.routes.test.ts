// The demo's analysis on first start (issue 23): the seed analyses the comments of every demo video
// that has comments, old and recent, so the video emotion section never says "not analysed yet" on
// the demo. Seeded as `npm start` seeds (the insight demo on), on the tests’ 12 channels.
import type { VideoEmotions } from '@chorus/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedDemoNetwork } from '../../../seed/seed-demo.ts';

let t: TestApp;
const seedDay = new Date('2026-11-20T00:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await seedDemoNetwork(t.db, { password: DEMO_PASSWORD, channels: 12, insight: true, seedDay });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('the demo seed', () => {
  it('analyses the comments of every video that has comments, with an emotion direction and a summary', async () => {
    const rows = await sql<{
      video_id: string;
      published_at: Date;
      comments: number;
      stored: number;
      analysed: number | null;
      direction: number | null;
      summary: unknown[] | null;
    }>`
      SELECT v.video_id, v.published_at, v.comments::int AS comments,
             (SELECT count(*)::int FROM video_comments c WHERE c.video_id = v.video_id) AS stored,
             iv.comments_analyzed AS analysed, iv.direction, iv.summary
        FROM videos v LEFT JOIN insight_videos iv ON iv.video_id = v.video_id
       WHERE v.comments > 0`.execute(t.db);
    const withComments = rows.rows;
    // Videos from both years of the demo, not only the recent ones with daily figures.
    const oldest = Math.min(...withComments.map((v) => v.published_at.getTime()));
    expect(seedDay.getTime() - oldest).toBeGreaterThan(365 * 86_400_000);
    expect(withComments.length).toBeGreaterThan(100);
    const unanalysed = withComments.filter((v) => v.stored === 0 || v.analysed !== v.stored || v.direction === null || (v.summary ?? []).length === 0);
    expect(unanalysed.map((v) => v.video_id)).toEqual([]);
  });

  it('shows a year-old video’s emotion and summary on the page', async () => {
    const staff = await t.demoSession('staff');
    const channel = await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/insight/channels/${channel.channel_id}/video_emotions?start=2025-10-01&end=2025-12-31`,
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as VideoEmotions;
    const commented = body.videos.filter((v) => v.comments > 0);
    expect(commented.length).toBeGreaterThan(0);
    for (const video of commented) {
      expect(video.direction, video.video_id).not.toBeNull();
      expect(video.summary.length, video.video_id).toBeGreaterThan(0);
    }
  });
});
