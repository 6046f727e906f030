// A refresh reads a channel's live streams from the fake Google in its wire formats (issue 27):
// videos.list liveStreamingDetails, the owner's liveBroadcasts.list (mine=true; statistics only while
// live), and the Analytics API by day and liveOrOnDemand. Concurrent viewers and chat are samples
// taken while live: the peak and average build up over refreshes and stay after the end; a figure
// never sampled stays "not available" (null); a refused liveBroadcasts or a content manager's grant
// leaves chat out and the rest stands.
import type { LiveAnswer } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeGoogle, type FakeGoogle, type FakeVideo } from '../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { authorize } from '../../../test/youtube-flow.ts';
import { refreshChannel } from './jobs/refresh-channel.job.ts';
import { readLiveSnapshot } from './live-snapshot.ts';
import { getVideos } from './youtube-data-client.ts';

const CHANNEL = 'UCliverefresh000000001a';
let fake: FakeGoogle;
let t: TestApp;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const done: FakeVideo = {
  id: 'liveDone001',
  channelId: CHANNEL,
  title: 'Last week’s stream',
  publishedAt: hoursAgo(170),
  duration: 'PT2H',
  views: 5400,
  stream: { state: 'none', scheduledStartTime: hoursAgo(170), actualStartTime: hoursAgo(169.9), actualEndTime: hoursAgo(168) },
};
const now: FakeVideo = {
  id: 'liveNow0002',
  channelId: CHANNEL,
  title: 'Live now',
  publishedAt: hoursAgo(1),
  duration: 'P0D',
  views: 300,
  stream: { state: 'live', scheduledStartTime: hoursAgo(1.1), actualStartTime: hoursAgo(1), concurrentViewers: 120, totalChatCount: 300 },
};
const next: FakeVideo = {
  id: 'liveNext003',
  channelId: CHANNEL,
  title: 'Next Friday',
  publishedAt: hoursAgo(2),
  duration: 'P0D',
  views: 0,
  stream: { state: 'upcoming', scheduledStartTime: new Date(Date.now() + 3 * 86_400_000).toISOString() },
};
const plain: FakeVideo = { id: 'plainVid004', channelId: CHANNEL, title: 'An upload', publishedAt: hoursAgo(48), duration: 'PT8M', views: 900 };

beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.state.pageSize = 10;
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube) } });
  fake.addChannel({ id: CHANNEL, title: 'Live channel', subscribers: 5000, views: 100_000 }, 'streamer-google');
  fake.state.videos.push(done, now, next, plain);
  const owner = await t.signIn(demo('user'));
  expect((await authorize(t, fake, owner, 'streamer-google')).result).toBe('linked');
  await t.signInDemo(['staff']);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const refresh = () => refreshChannel(t.ctx, { mode: 'add', channel_id: CHANNEL, days_ago: 4 });
const stored = async () => new Map((await t.db.selectFrom('live_streams').selectAll().where('channel_id', '=', CHANNEL).execute()).map((s) => [s.video_id, s]));

describe('the refresh of live streams', () => {
  it("asks Google in its wire format: liveStreamingDetails, the owner's broadcasts, the split by liveOrOnDemand", async () => {
    fake.state.requests.length = 0;
    expect(await refresh()).toEqual({ status: 'completed' });
    const videos = fake.state.requests.filter((r) => r.path === '/youtube/v3/videos');
    expect(videos.every((r) => r.query.part!.split(',').includes('liveStreamingDetails'))).toBe(true);
    const broadcasts = fake.state.requests.filter((r) => r.path === '/youtube/v3/liveBroadcasts');
    expect(broadcasts).toHaveLength(1);
    expect(broadcasts[0]!.query).toMatchObject({ mine: 'true', broadcastType: 'all', part: 'snippet,status,statistics' });
    expect(broadcasts[0]!.authorization).toMatch(/^Bearer ya29\./);
    const split = fake.state.requests.filter((r) => r.path === '/v2/reports' && r.query.dimensions === 'day,liveOrOnDemand');
    expect(split.map((r) => r.query.metrics).sort()).toEqual(['estimatedRevenue', 'views,estimatedMinutesWatched']);
    expect(split[0]!.query.ids).toBe(`channel==${CHANNEL}`);
  });

  it('stores each stream with its times, a viewer sample and chat while live, and nothing made up', async () => {
    const streams = await stored();
    expect([...streams.keys()].sort()).toEqual(['liveDone001', 'liveNext003', 'liveNow0002']);
    expect(streams.get('liveNow0002')).toMatchObject({
      status: 'live',
      peak_concurrent_viewers: 120,
      viewer_sum: 120,
      viewer_samples: 1,
      chat_messages: 300,
      actual_end: null,
    });
    expect(streams.get('liveNow0002')!.actual_start!.toISOString()).toBe(new Date(now.stream!.actualStartTime!).toISOString());
    // Ended before any refresh: no viewers, no chat (Google gives neither after the end).
    expect(streams.get('liveDone001')).toMatchObject({ status: 'completed', peak_concurrent_viewers: null, viewer_samples: 0, chat_messages: null });
    expect(streams.get('liveDone001')!.actual_end!.toISOString()).toBe(new Date(done.stream!.actualEndTime!).toISOString());
    expect(streams.get('liveNext003')).toMatchObject({ status: 'upcoming', actual_start: null, peak_concurrent_viewers: null });
    const state = await t.db.selectFrom('channel_live_state').selectAll().where('channel_id', '=', CHANNEL).executeTakeFirstOrThrow();
    expect(state.broadcasts).toBe('read');
  });

  it('stores the live against on-demand split per day, revenue exactly', async () => {
    const days = await t.db.selectFrom('channel_live_days').selectAll().where('channel_id', '=', CHANNEL).orderBy('day').execute();
    expect(days.length).toBeGreaterThan(3);
    for (const d of days) {
      const dayOfMonth = Number(d.day.slice(8, 10));
      // The fake: 1000 + day-of-month views and 3000 + day-of-month minutes a day, of which 100 and 400 live.
      expect(d).toMatchObject({ live_views: 100, on_demand_views: 900 + dayOfMonth, live_watch_minutes: 400, on_demand_watch_minutes: 2600 + dayOfMonth });
      expect([d.live_revenue, d.on_demand_revenue]).toEqual(['2.500000000000', '10.000000000000']);
    }
  });

  it('builds the peak and average over refreshes while live, and keeps them once the stream has ended', async () => {
    now.stream = { ...now.stream!, concurrentViewers: 80, totalChatCount: 450 };
    expect(await refresh()).toEqual({ status: 'completed' });
    now.stream = { ...now.stream!, state: 'none', actualEndTime: hoursAgo(0.1), concurrentViewers: undefined, totalChatCount: undefined };
    expect(await refresh()).toEqual({ status: 'completed' });
    const stream = (await stored()).get('liveNow0002')!;
    expect(stream).toMatchObject({ status: 'completed', peak_concurrent_viewers: 120, viewer_sum: 200, viewer_samples: 2, chat_messages: 450 });

    const answer = await t.demoOk<LiveAnswer>('staff', 'GET', `/api/v1/channels/${CHANNEL}/live`);
    const byId = new Map(answer.streams.map((s) => [s.video_id, s]));
    expect(byId.get('liveNow0002')).toMatchObject({ peak_concurrent_viewers: 120, avg_concurrent_viewers: 100, chat_messages: 450, views: 300 });
    expect(byId.get('liveDone001')).toMatchObject({ peak_concurrent_viewers: null, avg_concurrent_viewers: null, chat_messages: null, views: 5400 });
    // No CMS months for this channel: Super Chat is not available, not 0.
    expect(byId.get('liveNow0002')!.super_chat_revenue).toBeNull();
    expect(answer.super_chat_total).toBeNull();
    expect(answer.split.totals!.live_revenue!.currency).toBe('USD');
  });

  it('answers what the latest refresh stored, not the answer kept before it', async () => {
    const views = async () =>
      (await t.demoOk<LiveAnswer>('staff', 'GET', `/api/v1/channels/${CHANNEL}/live`)).streams.find((s) => s.video_id === 'liveDone001')!.views;
    const before = await views();
    done.views = before! + 250;
    expect(await refresh()).toEqual({ status: 'completed' });
    expect(await views()).toBe(before! + 250);
  });

  it('goes on without chat when Google refuses the owner live broadcasts', async () => {
    fake.state.liveStreamingDisabled.add('streamer-google');
    fake.state.videos.push({
      id: 'liveNew0005',
      channelId: CHANNEL,
      title: 'Another one',
      publishedAt: hoursAgo(0.5),
      duration: 'P0D',
      views: 20,
      stream: { state: 'live', actualStartTime: hoursAgo(0.5), concurrentViewers: 15, totalChatCount: 9 },
    });
    expect(await refresh()).toEqual({ status: 'completed' });
    expect((await stored()).get('liveNew0005')).toMatchObject({ status: 'live', peak_concurrent_viewers: 15, chat_messages: null });
    const state = await t.db.selectFrom('channel_live_state').selectAll().where('channel_id', '=', CHANNEL).executeTakeFirstOrThrow();
    expect(state.broadcasts).toBe('refused');
    fake.state.liveStreamingDisabled.delete('streamer-google');
  });

  it("does not ask liveBroadcasts with a content manager's grant", async () => {
    fake.state.requests.length = 0;
    const token = [...fake.state.accessTokens.keys()].at(-1)!;
    const data = { baseUrl: `${fake.url}/youtube/v3`, accessToken: token, timeoutMs: 5000, contentOwnerId: null };
    const live = await readLiveSnapshot({
      channelId: CHANNEL,
      role: 'content_manager',
      monetary: false,
      data,
      query: async () => [],
      videos: await getVideos(data, [now.id]),
      start: '2026-01-01',
      end: '2026-01-02',
    });
    expect(live.broadcasts).toBe('not_granted');
    expect(live.streams.map((s) => s.chat_messages)).toEqual([null]);
    expect(fake.state.requests.some((r) => r.path === '/youtube/v3/liveBroadcasts')).toBe(false);
  });
});
