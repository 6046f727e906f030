// A refresh keeps the per-video weekly sums (video_weekly_metrics, migration 0020) equal to the
// daily rows it writes: new days, and days written again over figures that had changed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { storedWeeks, weeksFromDays } from '../../../test/video-weeks.ts';
import { authorize } from '../../../test/youtube-flow.ts';
import { refreshChannel } from './jobs/refresh-channel.job.ts';

const CHANNEL = 'UCweeklyrefresh0000001a';

let fake: FakeGoogle;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube) } });
  fake.addChannel({ id: CHANNEL, title: 'Weekly refresh', subscribers: 100, views: 1000, hiddenSubscriberCount: false }, 'owner-google');
  fake.state.videos.push(
    ...Array.from({ length: 6 }, (_, i) => ({
      id: `vidWeekly${i}00`,
      channelId: CHANNEL,
      title: `Weekly ${i}`,
      publishedAt: new Date(Date.UTC(2025, 0, 1 + i, 8)).toISOString().replace('.000', ''),
      duration: 'PT5M',
      views: 100 + i,
    })),
  );
  const outcome = await authorize(t, fake, await t.signIn(demo('user')), 'owner-google');
  expect(outcome.result).toBe('linked');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const channelWeeks = async () => (await storedWeeks(t.db)).filter((w) => w.channel_id === CHANNEL);
const task = { mode: 'add' as const, channel_id: CHANNEL, days_ago: 4 };

describe('a refresh and the weekly sums', () => {
  it('adds the weeks of the days it writes, as the seed did for the demo channels', async () => {
    expect(await channelWeeks()).toEqual([]);
    expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'completed' });
    expect((await channelWeeks()).length).toBeGreaterThan(0);
    expect(await storedWeeks(t.db)).toEqual(await weeksFromDays(t.db));
  });

  it('updates them when it writes days again', async () => {
    const refreshed = await channelWeeks();
    await sql`UPDATE video_daily_metrics SET views = 0, likes = 0, shares = 0, subscribers_gained = 0 WHERE channel_id = ${CHANNEL}`.execute(t.db);
    const changed = await channelWeeks();
    expect(changed).not.toEqual(refreshed);
    // The refresh writes its last days again (days_ago), with YouTube's figures.
    expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'completed' });
    expect(await channelWeeks()).not.toEqual(changed);
    expect(await storedWeeks(t.db)).toEqual(await weeksFromDays(t.db));
  });
});
