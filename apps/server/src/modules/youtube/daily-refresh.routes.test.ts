// The daily refresh (issue 3) against the fake Google: the pg-boss schedule with its cron and time
// zone, the scheduled handler queueing exactly one task per channel with a live grant (channels
// without one skipped), a second run the same day queueing nothing, and the worker refreshing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { authorize } from '../../../test/youtube-flow.ts';
import { queueDailyRefresh, startDailyRefresh } from './jobs/daily-refresh.job.ts';
import { startRefreshWorker } from './jobs/refresh-channel.job.ts';
import { DAILY_REFRESH_QUEUE, REFRESH_QUEUE } from './refresh-queue.ts';
import { until } from '../../../test/until.ts';

const A1 = 'UCdailyrefreshA100000001';
const A2 = 'UCdailyrefreshA200000001';
const B1 = 'UCdailyrefreshB100000001';
const WITHDRAWN = 'UCdailyrefreshC100000001';

let fake: FakeGoogle;
let t: TestApp;
let demoChannels: string[];
// An occurrence twelve hours away: the cron pass never fires it while the test runs.
const taipeiHour = (new Date().getUTCHours() + 8 + 12) % 24;
const CRON = `${new Date().getUTCMinutes()} ${taipeiHour} * * *`;
const logged: string[] = [];

beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.state.pageSize = 10;
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube, { refreshCron: CRON, refreshTimeZone: 'Asia/Taipei' }) } });
  fake.addChannel({ id: A1, title: 'Daily A1', subscribers: 100, views: 1000 }, 'account-a');
  fake.addChannel({ id: A2, title: 'Daily A2', subscribers: 200, views: 2000 }, 'account-a');
  fake.addChannel({ id: B1, title: 'Daily B1', subscribers: 300, views: 3000 }, 'account-b');
  fake.addChannel({ id: WITHDRAWN, title: 'Withdrawn', subscribers: 400, views: 4000 }, 'account-c');
  for (const [i, channelId] of [A1, A2, B1, WITHDRAWN].entries()) {
    fake.state.videos.push({
      id: `dailyVid${i}001`,
      channelId,
      title: `Upload of ${channelId}`,
      publishedAt: '2025-03-01T10:00:00Z',
      duration: 'PT5M',
      views: 10 * (i + 1),
      likes: 1,
      comments: 0,
    });
  }
  for (const [who, account] of [
    ['user', 'account-a'],
    ['user_owner', 'account-b'],
    ['user_editor', 'account-c'],
  ] as const) {
    const session = await t.signIn(demo(who));
    expect((await authorize(t, fake, session, account)).result).toBe('linked');
    if (account === 'account-c') {
      // Withdrawn in Chorus: the channel stays, without a grant.
      const grant = await t.db
        .selectFrom('youtube_authorizations as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select('a.id')
        .where('u.email', '=', demo(who))
        .executeTakeFirstOrThrow();
      const revoked = await t.app.inject({ method: 'POST', url: `/api/v1/youtube/authorizations/${grant.id}/revoke`, headers: session.headers });
      expect(revoked.statusCode, revoked.body).toBe(200);
    }
  }
  // Linking queued each channel's first refresh; taken as done before today, so the day starts empty.
  expect((await refreshJobs()).map((j) => j.data.channel_id)).toEqual([A1, A2, B1, WITHDRAWN]);
  await sql`DELETE FROM pgboss.job WHERE name = ${REFRESH_QUEUE}`.execute(t.db);
  demoChannels = (await t.db.selectFrom('channels').select('channel_id').where('channel_id', 'like', 'UC%demo').execute()).map((c) => c.channel_id);
  expect(demoChannels.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type JobRow = { id: string; data: { mode: string; channel_id: string; days_ago: number }; state: string; singleton_key: string | null };
async function refreshJobs(): Promise<JobRow[]> {
  const result =
    await sql<JobRow>`SELECT id::text, data, state::text, singleton_key FROM pgboss.job WHERE name = ${REFRESH_QUEUE} ORDER BY data->>'channel_id', created_on`.execute(
      t.db,
    );
  return result.rows;
}
/** Moves the day slot of the daily tasks (pg-boss singleton_on) by whole days: -1 makes them yesterday's. */
async function moveDay(days: number): Promise<void> {
  await sql`UPDATE pgboss.job SET singleton_on = singleton_on + make_interval(days => ${days}) WHERE name = ${REFRESH_QUEUE} AND singleton_on IS NOT NULL`.execute(
    t.db,
  );
}

describe('the daily refresh', () => {
  it('is a pg-boss schedule with the configured cron and time zone', async () => {
    await startDailyRefresh(t.ctx, { pollingIntervalSeconds: 0.5, log: (line) => logged.push(line) });
    expect(await t.ctx.refreshQueue.dailySchedule()).toEqual({ cron: CRON, timezone: 'Asia/Taipei' });
    expect(await refreshJobs()).toEqual([]);
  });

  it('when the schedule fires, queues exactly one task per channel with a grant, and none for the others', async () => {
    const boss = await t.ctx.refreshQueue.started();
    // What pg-boss's cron pass sends at the hour.
    expect(await boss.send(DAILY_REFRESH_QUEUE, {})).toBeTruthy();
    const jobs = await until(refreshJobs, (rows) => rows.length >= 3);
    await new Promise((r) => setTimeout(r, 500));
    expect(await refreshJobs()).toHaveLength(3);
    expect(jobs.map((j) => j.data)).toEqual([A1, A2, B1].map((channel_id) => ({ mode: 'add', channel_id, days_ago: 4 })));
    expect(jobs.map((j) => j.singleton_key)).toEqual([A1, A2, B1]);
    expect(jobs.every((j) => j.state === 'created')).toBe(true);
    expect(logged).toContain('daily refresh: 3 of 3 channels with a YouTube grant queued');
    // The daily job itself ended well.
    await until(
      async () => (await sql<{ state: string }>`SELECT state::text FROM pgboss.job WHERE name = ${DAILY_REFRESH_QUEUE}`.execute(t.db)).rows,
      (rows) => rows.length === 1 && rows[0]!.state === 'completed',
    );
  });

  it('running it again the same day queues nothing more', async () => {
    expect(await queueDailyRefresh(t.ctx)).toEqual({ channels: 3, queued: 0 });
    expect(await queueDailyRefresh(t.ctx)).toEqual({ channels: 3, queued: 0 });
    expect(await refreshJobs()).toHaveLength(3);
  });

  it('nor on another day while the channel’s refresh is still waiting', async () => {
    await moveDay(-1);
    try {
      expect(await queueDailyRefresh(t.ctx)).toEqual({ channels: 3, queued: 0 });
      expect(await refreshJobs()).toHaveLength(3);
    } finally {
      await moveDay(1);
    }
  });

  it('the worker refreshes the queued channels; once done, the same day still queues nothing', async () => {
    await startRefreshWorker(t.ctx, { pollingIntervalSeconds: 0.5, log: () => {} });
    const jobs = await until(refreshJobs, (rows) => rows.every((j) => j.state === 'completed' || j.state === 'failed'));
    expect(jobs.map((j) => j.state)).toEqual(['completed', 'completed', 'completed']);
    const channels = await t.db
      .selectFrom('channels')
      .select(['channel_id', 'title', 'refreshed_at', 'subscribers'])
      .where('channel_id', 'in', [A1, A2, B1, WITHDRAWN])
      .orderBy('channel_id')
      .execute();
    expect(channels.filter((c) => c.refreshed_at !== null).map((c) => c.channel_id)).toEqual([A1, A2, B1]);
    expect(channels.find((c) => c.channel_id === B1)).toMatchObject({ title: 'Daily B1', subscribers: 300 });
    const videos = await t.db
      .selectFrom('videos')
      .select(['video_id', 'channel_id'])
      .where('channel_id', 'in', [A1, A2, B1, WITHDRAWN])
      .orderBy('channel_id')
      .execute();
    expect(videos.map((v) => v.channel_id)).toEqual([A1, A2, B1]);
    const days = await t.db
      .selectFrom('channel_daily_metrics')
      .select('channel_id')
      .distinct()
      .where('channel_id', 'in', [A1, A2, B1, WITHDRAWN])
      .orderBy('channel_id')
      .execute();
    expect(days.map((d) => d.channel_id)).toEqual([A1, A2, B1]);

    expect(await queueDailyRefresh(t.ctx)).toEqual({ channels: 3, queued: 0 });
    expect(await refreshJobs()).toHaveLength(3);
  });

  it('queues every channel again the next day', async () => {
    await moveDay(-1);
    expect(await queueDailyRefresh(t.ctx)).toEqual({ channels: 3, queued: 3 });
    expect(await queueDailyRefresh(t.ctx)).toEqual({ channels: 3, queued: 0 });
    const jobs = await until(refreshJobs, (rows) => rows.every((j) => j.state === 'completed' || j.state === 'failed'));
    expect(jobs.map((j) => `${j.data.channel_id} ${j.state}`)).toEqual([A1, A1, A2, A2, B1, B1].map((c) => `${c} completed`));
  });

  it('REFRESH_CRON=off removes the schedule; an unusable expression or time zone is refused at start', async () => {
    const config = t.ctx.config.youtube;
    try {
      config.refreshCron = 'every day at noon';
      await expect(startDailyRefresh(t.ctx, { log: () => {} })).rejects.toThrow(/REFRESH_CRON "every day at noon"/);
      config.refreshCron = CRON;
      config.refreshTimeZone = 'Asia/Taipie';
      await expect(startDailyRefresh(t.ctx, { log: () => {} })).rejects.toThrow(/REFRESH_TIME_ZONE "Asia\/Taipie"/);
      expect(await t.ctx.refreshQueue.dailySchedule()).toEqual({ cron: CRON, timezone: 'Asia/Taipei' });
      config.refreshTimeZone = 'Asia/Taipei';
      config.refreshCron = null;
      await startDailyRefresh(t.ctx, { log: () => {} });
      expect(await t.ctx.refreshQueue.dailySchedule()).toBeNull();
    } finally {
      config.refreshCron = CRON;
      config.refreshTimeZone = 'Asia/Taipei';
    }
  });
});
