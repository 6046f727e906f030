// Refreshing a channel from the fake Google: what is read (pagination, counts as strings, missing
// fields, missing `rows`, bulk CSV reports), what is written (all in one transaction), quota and
// other failures, token refresh, and the queue's life cycle through the routes and the worker.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeGoogle, type FakeGoogle, type FakeVideo } from '../../../test/fake-google.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { authorize } from '../../../test/youtube-flow.ts';
import { INSIGHT_ANALYSIS_QUEUE, SEARCH_KEYWORDS_QUEUE } from '../../jobs/channel-analysis-queue.ts';
import { refreshChannel, startRefreshWorker } from './jobs/refresh-channel.job.ts';
import type { TaskRow } from './refresh-queue.ts';

import { tableChecksums } from '../../../test/table-checksums.ts';
import { refuseInserts } from '../../../test/fixtures.ts';
import { addDays, toDay } from '@chorus/contract';

const CHANNEL = 'UCrefreshchannel0000001a';
const QUIET = 'UCquietchannel000000001a';

let fake: FakeGoogle;
let t: TestApp;
let staff: Session;
let today: string;

const special: FakeVideo[] = [
  {
    id: 'vidTags0001',
    channelId: CHANNEL,
    title: 'Tagged',
    tags: ['cats', 'shorts-not'],
    publishedAt: '2025-06-01T10:00:00Z',
    duration: 'PT4M13S',
    views: 12345,
    likes: 321,
    comments: 12,
  },
  { id: 'vidLong0002', channelId: CHANNEL, title: 'A day and three hours', publishedAt: '2025-06-02T10:00:00Z', duration: 'P1DT3H', views: 500, comments: 3 },
  { id: 'vidLive0003', channelId: CHANNEL, title: 'Live stream', publishedAt: '2025-06-03T10:00:00Z', duration: 'P0D', views: 800, likes: 10, live: true },
  { id: 'vidShrt0004', channelId: CHANNEL, title: 'Quick one', publishedAt: '2025-06-04T10:00:00Z', duration: 'PT45S', views: 9000, likes: 900, comments: 9 },
  {
    id: 'vidShrt0005',
    channelId: CHANNEL,
    title: 'Slow short #Shorts',
    publishedAt: '2025-06-05T10:00:00Z',
    duration: 'PT2M30S',
    views: 40,
    likes: 4,
    comments: 0,
  },
];
const plain: FakeVideo[] = Array.from({ length: 50 }, (_, i) => ({
  id: `vidPlain${String(i).padStart(3, '0')}`,
  channelId: CHANNEL,
  title: `Plain ${i}`,
  publishedAt: new Date(Date.UTC(2024, 0, 1 + i, 8)).toISOString().replace('.000', ''),
  duration: 'PT10M',
  views: 100 + i,
  likes: i,
  comments: i,
}));

beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.state.pageSize = 10;
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube) } });
  today = toDay(t.clock.now());
  fake.addChannel(
    { id: CHANNEL, title: 'Refreshed channel', handle: '@refreshed', country: 'TW', subscribers: 4560, views: 7_890_123, hiddenSubscriberCount: false },
    'owner-google',
  );
  fake.addChannel({ id: QUIET, title: 'Quiet channel', subscribers: 10, views: 20, noAnalytics: true }, 'owner-google');
  fake.state.videos.push(...special, ...plain);
  const owner = await t.signIn(demo('user'));
  const outcome = await authorize(t, fake, owner, 'owner-google');
  expect(outcome.result).toBe('linked');
  staff = await t.signIn(demo('staff'));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const task = (channelId: string) => ({ mode: 'add' as const, channel_id: channelId, days_ago: 4 });

const tables = ['videos', 'channel_daily_metrics', 'video_daily_metrics', 'channel_audience', 'channels', 'analytics_cache'] as const;
const checksums = () => tableChecksums(t.db, tables);
const lastError = async (channelId: string) =>
  (await t.db.selectFrom('channel_sources').select('last_error').where('channel_id', '=', channelId).executeTakeFirstOrThrow()).last_error;

describe('a refresh', () => {
  it('reads every page and batch, and stores videos with counts, durations and kinds', async () => {
    fake.state.requests.length = 0;
    expect(await refreshChannel(t.ctx, task(CHANNEL))).toEqual({ status: 'completed' });

    const playlistCalls = fake.state.requests.filter((r) => r.path === '/youtube/v3/playlistItems');
    expect(playlistCalls).toHaveLength(6);
    const videoCalls = fake.state.requests.filter((r) => r.path === '/youtube/v3/videos');
    expect(videoCalls.map((r) => r.query.id!.split(',').length).sort((a, b) => b - a)).toEqual([50, 5]);
    expect(videoCalls.every((r) => r.query.part!.includes('statistics'))).toBe(true);

    const videos = await t.db.selectFrom('videos').selectAll().where('channel_id', '=', CHANNEL).orderBy('video_id').execute();
    expect(videos).toHaveLength(55);
    const byId = new Map(videos.map((v) => [v.video_id, v]));
    expect(byId.get('vidTags0001')).toMatchObject({
      kind: 'video',
      duration_seconds: 253,
      views: 12345,
      likes: 321,
      comments: 12,
      tags: ['cats', 'shorts-not'],
      privacy: 'public',
    });
    expect(byId.get('vidLong0002')).toMatchObject({ kind: 'video', duration_seconds: 97_200, likes: 0, comments: 3, tags: [] });
    expect(byId.get('vidLive0003')).toMatchObject({ kind: 'live', duration_seconds: 0, likes: 10, comments: 0 });
    expect(byId.get('vidShrt0004')).toMatchObject({ kind: 'short', duration_seconds: 45 });
    expect(byId.get('vidShrt0005')).toMatchObject({ kind: 'short', duration_seconds: 150 });
    expect(byId.get('vidTags0001')!.published_at.toISOString()).toBe('2025-06-01T10:00:00.000Z');
    // The insight analysis of the channel follows the refresh (issue 13, language part).
    const analyses = await t.ctx.jobs.recentJobs(INSIGHT_ANALYSIS_QUEUE, 10);
    expect(analyses.map((job) => job.data)).toContainEqual({ channel_id: CHANNEL });
    // And so do its search keywords (clouds part).
    const searchKeywords = await t.ctx.jobs.recentJobs(SEARCH_KEYWORDS_QUEUE, 10);
    expect(searchKeywords.map((job) => job.data)).toContainEqual({ channel_id: CHANNEL });

    const channel = await t.db.selectFrom('channels').selectAll().where('channel_id', '=', CHANNEL).executeTakeFirstOrThrow();
    expect(channel).toMatchObject({
      title: 'Refreshed channel',
      handle: '@refreshed',
      subscribers: 4560,
      views: 7_890_123,
      video_count: 55,
      data_through: addDays(today, -2),
    });
    expect(channel.refreshed_at).not.toBeNull();
    expect(await lastError(CHANNEL)).toBeNull();
  });

  it('stores daily channel metrics with content types, non-subscriber views, revenue and impressions', async () => {
    const days = await t.db.selectFrom('channel_daily_metrics').selectAll().where('channel_id', '=', CHANNEL).orderBy('day').execute();
    // The first refresh reaches back YOUTUBE_BACKFILL_DAYS (10 here); the newest two days are not there yet.
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 9 }, (_, i) => addDays(today, -10 + i)));
    const last = days.at(-1)!;
    const views = 1000 + Number(last.day.slice(8, 10));
    expect(last).toMatchObject({
      views,
      watch_minutes: 3000 + Number(last.day.slice(8, 10)),
      subscribers_gained: 10,
      subscribers_lost: 2,
      likes: 50,
      comments: 5,
      shares: 3,
      shorts_views: 200,
      live_views: 100,
      video_views: views - 300,
      non_subscriber_views: views - 300,
      // Revenue columns are numeric(24,12) (migration 0018): read back with 12 places.
      gross_revenue: '12.500000000000',
      ad_revenue: '10.250000000000',
      premium_revenue: '1.500000000000',
      transaction_revenue: '0.750000000000',
      // 55 videos × 2 rows × 1000 impressions; CTR weighted from 5 % and 3 %.
      impressions: 110_000,
      impressions_ctr: '4.0000',
    });
    // Reports exist for the last four days with data only.
    expect(days.filter((d) => d.impressions !== null).map((d) => d.day)).toEqual([
      addDays(today, -5),
      addDays(today, -4),
      addDays(today, -3),
      addDays(today, -2),
    ]);
  });

  it('stores daily video metrics from the newest version of each day’s CSV report', async () => {
    const rows = await t.db.selectFrom('video_daily_metrics').selectAll().where('video_id', '=', 'vidTags0001').orderBy('day').execute();
    expect(rows.map((r) => r.day)).toEqual([addDays(today, -5), addDays(today, -4), addDays(today, -3), addDays(today, -2)]);
    expect(rows[0]).toMatchObject({
      views: 15,
      watch_minutes: 31,
      likes: 3,
      comments: 1,
      shares: 1,
      subscribers_gained: 1,
      impressions: 2000,
      impressions_ctr: '4.0000',
    });
    const total = await t.db
      .selectFrom('video_daily_metrics as m')
      .innerJoin('videos as v', 'v.video_id', 'm.video_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('v.channel_id', '=', CHANNEL)
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(55 * 4);
    const video = await t.db.selectFrom('videos').select(['shares', 'subscribers_gained']).where('video_id', '=', 'vidTags0001').executeTakeFirstOrThrow();
    expect(video).toEqual({ shares: 4, subscribers_gained: 4 });
    // The Reporting API jobs were created once, for the newest report versions.
    expect(fake.state.jobs.map((j) => j.reportTypeId).sort()).toEqual(['channel_basic_a3', 'channel_reach_basic_a1']);
  });

  it('stores the audience by month in the contract’s vocabulary', async () => {
    const rows = await t.db
      .selectFrom('channel_audience')
      .selectAll()
      .where('channel_id', '=', CHANNEL)
      .where('month', '=', `${today.slice(0, 7)}-01`)
      .execute();
    const keys = (dimension: string) =>
      rows
        .filter((r) => r.dimension === dimension)
        .map((r) => r.key)
        .sort();
    expect(keys('country')).toEqual(['TW', 'US']);
    expect(keys('age_gender')).toEqual(['18-24|female', '25-34|male']);
    expect(keys('subscribed')).toEqual(['subscribed', 'unsubscribed']);
    expect(keys('traffic_source')).toEqual(['other', 'search', 'suggested']);
    expect(keys('device')).toEqual(['computer', 'mobile']);
    const countries = rows.filter((r) => r.dimension === 'country').reduce((n, r) => n + r.views, 0);
    const ages = rows.filter((r) => r.dimension === 'age_gender').reduce((n, r) => n + r.views, 0);
    expect(Math.abs(ages - countries)).toBeLessThanOrEqual(1);
  });

  it('handles a channel without Analytics data (no `rows` in the answers)', async () => {
    expect(await refreshChannel(t.ctx, task(QUIET))).toEqual({ status: 'completed' });
    const days = await t.db.selectFrom('channel_daily_metrics').select('day').where('channel_id', '=', QUIET).execute();
    expect(days).toEqual([]);
    const channel = await t.db
      .selectFrom('channels')
      .select(['data_through', 'refreshed_at', 'subscribers'])
      .where('channel_id', '=', QUIET)
      .executeTakeFirstOrThrow();
    expect(channel.data_through).toBeNull();
    expect(channel.refreshed_at).not.toBeNull();
    expect(channel.subscribers).toBe(10);
    expect(await t.db.selectFrom('channel_audience').select('key').where('channel_id', '=', QUIET).execute()).toEqual([]);
  });

  it('a second refresh asks only for the last days_ago days and keeps what it already had', async () => {
    fake.state.requests.length = 0;
    expect(await refreshChannel(t.ctx, task(CHANNEL))).toEqual({ status: 'completed' });
    const reports = fake.state.requests.filter((r) => r.path === '/v2/reports' && r.query.dimensions === 'day');
    expect(reports[0]!.query.startDate).toBe(addDays(today, -4));
    expect(reports[0]!.query.endDate).toBe(today);
    const days = await t.db.selectFrom('channel_daily_metrics').select('day').where('channel_id', '=', CHANNEL).execute();
    expect(days).toHaveLength(9);
  });
});

describe('failures', () => {
  it('a quota error writes nothing, is recorded, and asks for a retry', async () => {
    fake.state.videos.push({
      id: 'vidNew00099',
      channelId: CHANNEL,
      title: 'New upload',
      publishedAt: new Date().toISOString(),
      duration: 'PT3M',
      views: 1,
      likes: 1,
      comments: 0,
    });
    const before = await checksums();
    fake.fail(/^\/v2\/reports$/, 403, 'quotaExceeded');
    expect(await refreshChannel(t.ctx, task(CHANNEL))).toEqual({ status: 'retry', error: 'errors.youtubeQuota' });
    expect(await checksums()).toEqual(before);
    expect(await lastError(CHANNEL)).toBe('errors.youtubeQuota');

    fake.fail(/^\/youtube\/v3\/videos$/, 429, 'rateLimitExceeded');
    expect(await refreshChannel(t.ctx, task(CHANNEL))).toEqual({ status: 'retry', error: 'errors.youtubeQuota' });
    expect(await checksums()).toEqual(before);
  });

  it('a failure part-way through the writing leaves every table as it was', async () => {
    const before = await checksums();
    // The audience is written after the videos and daily metrics, in the same transaction.
    const allowInserts = await refuseInserts(t.db, 'channel_audience');
    try {
      expect(await refreshChannel(t.ctx, task(CHANNEL))).toEqual({ status: 'retry', error: 'errors.youtubeRefreshFailed' });
      expect(await checksums()).toEqual(before);
      expect(await lastError(CHANNEL)).toBe('errors.youtubeRefreshFailed');
    } finally {
      await allowInserts();
    }
  });

  it('a failure part-way through the reading writes nothing', async () => {
    const before = await checksums();
    fake.fail(/^\/v1\/media\//, 500, 'backendError');
    expect(await refreshChannel(t.ctx, task(CHANNEL))).toEqual({ status: 'retry', error: 'errors.youtubeRefreshFailed' });
    expect(await checksums()).toEqual(before);
  });

  it('never sends the token to a download address outside the Reporting API', async () => {
    const seen: string[] = [];
    const elsewhere = http.createServer((req, res) => {
      seen.push(String(req.headers.authorization));
      res.end('date,video_id\n');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    fake.state.downloadOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    try {
      const before = await checksums();
      expect((await refreshChannel(t.ctx, task(CHANNEL))).status).toBe('retry');
      expect(seen).toEqual([]);
      expect(await checksums()).toEqual(before);
    } finally {
      fake.state.downloadOrigin = null;
      elsewhere.closeAllConnections();
      await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
    }
  });

  it('ends without retrying when Google no longer shows the channel to this grant', async () => {
    const before = await checksums();
    fake.state.accounts.set('owner-google', [QUIET]);
    try {
      expect(await refreshChannel(t.ctx, task(CHANNEL))).toEqual({ status: 'failed', error: 'errors.dataNotObtained' });
      expect(await checksums()).toEqual(before);
      expect(await lastError(CHANNEL)).toBe('errors.dataNotObtained');
    } finally {
      fake.state.accounts.set('owner-google', [CHANNEL, QUIET]);
    }
  });

  it('after the failures, a refresh writes the new upload and clears the error', async () => {
    expect(await refreshChannel(t.ctx, task(CHANNEL))).toEqual({ status: 'completed' });
    expect(await t.db.selectFrom('videos').select('video_id').where('video_id', '=', 'vidNew00099').executeTakeFirst()).toBeDefined();
    expect(await lastError(CHANNEL)).toBeNull();
  });

  it('refreshes an expired access token with the refresh token', async () => {
    await t.db
      .updateTable('youtube_authorizations')
      .set({ access_token_expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    fake.state.requests.length = 0;
    expect(await refreshChannel(t.ctx, task(CHANNEL))).toEqual({ status: 'completed' });
    const tokenCalls = fake.state.requests.filter((r) => r.path === '/token');
    expect(tokenCalls).toHaveLength(1);
    expect(new URLSearchParams(tokenCalls[0]!.body).get('grant_type')).toBe('refresh_token');
    const grant = await t.db.selectFrom('youtube_authorizations').select('access_token_expires_at').where('revoked_at', 'is', null).executeTakeFirstOrThrow();
    expect(grant.access_token_expires_at!.getTime()).toBeGreaterThan(Date.now() + 3000_000);
  });
});

async function waitForTask(id: string, states: TaskRow['state'][], timeoutMs = 20_000): Promise<TaskRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.app.inject({ method: 'GET', url: '/api/frontend/cache/taskQueue', headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    const found = (response.json() as { tasks: TaskRow[] }).tasks.find((task) => task.id === id);
    if (found && states.includes(found.state)) return found;
    if (Date.now() > deadline) throw new Error(`task ${id} is ${JSON.stringify(found)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the queue', () => {
  it('queues one task per channel, and the worker completes it', async () => {
    await t.db
      .insertInto('analytics_cache')
      .values({ key: 'before-refresh', channel_id: CHANNEL, value: JSON.stringify({ stale: true }) })
      .execute();
    const first = await t.app.inject({ method: 'POST', url: `/api/v1/channels/${CHANNEL}/refresh`, headers: staff.headers });
    expect(first.statusCode, first.body).toBe(200);
    const { task_id } = first.json() as { task_id: string };
    const second = await t.app.inject({ method: 'POST', url: `/api/v1/channels/${CHANNEL}/refresh`, headers: staff.headers });
    expect((second.json() as { task_id: string }).task_id).toBe(task_id);
    const queued = await waitForTask(task_id, ['created']);
    expect(queued).toMatchObject({ channel_id: CHANNEL, mode: 'add', days_ago: 4, completed_at: null, error: null });

    await startRefreshWorker(t.ctx, { pollingIntervalSeconds: 0.5, log: () => {} });
    const done = await waitForTask(task_id, ['completed', 'failed']);
    expect(done.state).toBe('completed');
    expect(done.completed_at).not.toBeNull();
    // The channel's cached results went with the old data.
    expect(await t.db.selectFrom('analytics_cache').select('key').where('channel_id', '=', CHANNEL).execute()).toEqual([]);
  });

  it('ends the task of a channel without authorization with that error, and keeps working', async () => {
    const demoChannel = await t.db
      .selectFrom('channels')
      .select('channel_id')
      .where('channel_id', 'not in', [CHANNEL, QUIET])
      .orderBy('channel_id')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/channels/${demoChannel.channel_id}/refresh`, headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const done = await waitForTask((response.json() as { task_id: string }).task_id, ['completed', 'failed']);
    expect(done).toMatchObject({ state: 'failed', error: 'errors.youtubeNotAuthorized' });
    expect(done.completed_at).not.toBeNull();
  });

  it('retries a task that ran into the quota, later', async () => {
    fake.fail(/^\/v2\/reports$/, 403, 'quotaExceeded');
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/channels/${CHANNEL}/refresh`, headers: staff.headers });
    const id = (response.json() as { task_id: string }).task_id;
    const retrying = await waitForTask(id, ['retry', 'completed']);
    expect(retrying).toMatchObject({ state: 'retry', error: 'errors.youtubeQuota' });
    const done = await waitForTask(id, ['completed', 'failed']);
    expect(done.state).toBe('completed');
  });

  it('ends with "authorization withdrawn" when Google no longer honours the grant', async () => {
    fake.revokeAll('owner-google');
    await t.db
      .updateTable('youtube_authorizations')
      .set({ access_token_expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/channels/${CHANNEL}/refresh`, headers: staff.headers });
    const done = await waitForTask((response.json() as { task_id: string }).task_id, ['completed', 'failed']);
    expect(done).toMatchObject({ state: 'failed', error: 'errors.youtubeAuthorizationRevoked' });
    expect(await lastError(CHANNEL)).toBe('errors.youtubeAuthorizationRevoked');
  });

  it('shows the task list only to those with the cache page', async () => {
    const viewer = await t.signIn(demo('viewer'));
    const response = await t.app.inject({ method: 'GET', url: '/api/frontend/cache/taskQueue', headers: viewer.headers });
    expect(response.statusCode).toBe(403);
  });
});
