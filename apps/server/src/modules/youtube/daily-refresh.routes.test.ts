// The daily refresh (issue 3) against the fake Google: the pg-boss schedule with its cron and time
// zone, the scheduled handler queueing exactly one task per channel with a live grant (channels
// without one skipped), a second run the same day queueing nothing, and the worker refreshing.
// Issue 30: the refresh fills channel_country_days (views and revenue per day and viewer country;
// views only for a grant without the monetary scope), and a refused query leaves the refresh done.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ALL_SCOPES, fakeCountryDay, startFakeGoogle, type FakeGoogle } from '../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { authorize } from '../../../test/youtube-flow.ts';
import { queueDailyRefresh, startDailyRefresh } from './jobs/daily-refresh.job.ts';
import { refreshChannel, startRefreshWorker } from './jobs/refresh-channel.job.ts';
import { DAILY_REFRESH_QUEUE, REFRESH_QUEUE } from './refresh-queue.ts';
import { until } from '../../../test/until.ts';
import { addDays } from '@chorus/contract';

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
    // B1's owner grants no revenue access (issue 30: its countries come without revenue).
    const scopes = account === 'account-b' ? ALL_SCOPES.filter((scope) => !scope.endsWith('monetary.readonly')) : undefined;
    expect((await authorize(t, fake, session, account, { scopes })).result).toBe('linked');
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

type CountryRow = { channel_id: string; day: string; country: string; views: number; estimated_revenue: string | null };
async function countryRows(channelId: string): Promise<CountryRow[]> {
  return t.db.selectFrom('channel_country_days').selectAll().where('channel_id', '=', channelId).orderBy('day').orderBy('country').execute();
}
/** The fake's day × country answer for `days` as stored rows (numeric(18, 6) revenue), in the table's order. */
function fakeCountryRows(channelId: string, days: string[], withRevenue: boolean): CountryRow[] {
  const revenue: Record<string, string> = { TW: '8.123456', US: '4.250000', JP: '0.126544' };
  return days.flatMap((day) =>
    fakeCountryDay(1000 + Number(day.slice(8, 10)))
      .map((c) => ({ channel_id: channelId, day, country: c.country, views: c.views, estimated_revenue: withRevenue ? revenue[c.country]! : null }))
      .sort((a, b) => a.country.localeCompare(b.country)),
  );
}
const utcToday = () => new Date().toISOString().slice(0, 10);

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

  it('stores each day’s views and revenue per viewer country exactly as YouTube gave them; without the monetary scope, views only', async () => {
    // The first refresh reads the backfill (10 days in the test config); YouTube has data until two days ago.
    const days = Array.from({ length: 9 }, (_, i) => addDays(utcToday(), i - 10));
    expect(await countryRows(A1)).toEqual(fakeCountryRows(A1, days, true));
    expect(await countryRows(B1)).toEqual(fakeCountryRows(B1, days, false));
    // A day's countries add up to the day's views.
    const daily = await t.db.selectFrom('channel_daily_metrics').select(['day', 'views']).where('channel_id', '=', A1).orderBy('day').execute();
    expect(daily).toEqual(days.map((day) => ({ day, views: 1000 + Number(day.slice(8, 10)) })));
    const asked = (channelId: string) =>
      fake.state.requests
        .filter((r) => r.path === '/v2/reports' && r.query.dimensions === 'day,country' && r.query.ids === `channel==${channelId}`)
        .map((r) => r.query.metrics);
    expect(asked(A1)).toEqual(['views,estimatedRevenue']);
    expect(asked(B1)).toEqual(['views']);
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

  it('a refused day × country query leaves the refresh done and the stored countries as they were; the next refresh replaces its window’s days', async () => {
    const before = await countryRows(A1);
    expect(before.length).toBeGreaterThan(0);
    // A country YouTube no longer reports for a day the next refresh re-reads.
    const stale: CountryRow = { channel_id: A1, day: addDays(utcToday(), -3), country: 'KR', views: 7, estimated_revenue: '0.500000' };
    await t.db.insertInto('channel_country_days').values(stale).execute();
    const withStale = [...before, stale].sort((a, b) => a.day.localeCompare(b.day) || a.country.localeCompare(b.country));
    fake.state.refusedDimensions.add('day,country');
    try {
      expect(await refreshChannel(t.ctx, { mode: 'add', channel_id: A1, days_ago: 4 })).toEqual({ status: 'completed' });
    } finally {
      fake.state.refusedDimensions.delete('day,country');
    }
    expect(await countryRows(A1)).toEqual(withStale);
    const source = await t.db.selectFrom('channel_sources').select('last_error').where('channel_id', '=', A1).executeTakeFirstOrThrow();
    expect(source.last_error).toBeNull();

    expect(await refreshChannel(t.ctx, { mode: 'add', channel_id: A1, days_ago: 4 })).toEqual({ status: 'completed' });
    expect(await countryRows(A1)).toEqual(before);
  });

  it('a refused revenue by country falls back to views alone; the revenue stored for those days stays', async () => {
    const before = await countryRows(A1);
    const sent = fake.state.requests.length;
    fake.state.refusedRevenueDimensions.add('day,country');
    try {
      expect(await refreshChannel(t.ctx, { mode: 'add', channel_id: A1, days_ago: 4 })).toEqual({ status: 'completed' });
    } finally {
      fake.state.refusedRevenueDimensions.delete('day,country');
    }
    const asked = fake.state.requests.slice(sent).filter((r) => r.path === '/v2/reports' && r.query.dimensions === 'day,country');
    expect(asked.map((r) => r.query.metrics)).toEqual(['views,estimatedRevenue', 'views']);
    expect(await countryRows(A1)).toEqual(before);
    expect(before.every((r) => r.estimated_revenue !== null)).toBe(true);
  });
});
