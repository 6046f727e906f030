// The channel analytics routes against fixture channels with hand-computed figures: windows,
// KPIs, series, top lists, audience shares, content buckets, RPM and revenue, interest videos,
// channel-group trends and exchange rates; plus who may see what (object scope, cms flag, revenue).
import {
  addDays,
  comparisonWindow,
  defaultWindow,
  toDay,
  type Analytics,
  type Audience,
  type Content,
  type GroupTrends,
  type Overview,
  type Revenue,
} from '@chorus/contract';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
const as = (who: string) => t.demoHeaders(who);

// F: the main fixture, data 2024-04-01 … 2024-06-30 (2024-06-15 missing) plus ten days of 2023.
const F = 'UCfixtureChannelF000001';
// G: a small channel (too few views for audience shares), no revenue.
const G = 'UCfixtureChannelG000001';
// H: a channel without any data.
const H = 'UCfixtureChannelH000001';
// O: a channel of someone else (no member of ours).
const O = 'UCfixtureChannelO000001';
// I: 100 views and 1 net subscriber a day from 2024-05-01 to 2024-06-25, complete only through
// 2024-06-20 (the later rows are partial days, never counted).
const I = 'UCfixtureChannelI000001';

type Day = { day: string; views: number; revenue: string | null; ad: string | null; premium: string | null; ctr: string };

function fixtureDays(): Day[] {
  const days: Day[] = [];
  for (let day = '2024-04-01'; day <= '2024-06-30'; day = addDays(day, 1)) {
    if (day === '2024-06-15') continue;
    const month = day.slice(5, 7);
    const views = month === '04' ? 800 : month === '05' ? 900 : 1000;
    const revenue = month === '04' ? null : month === '05' ? '2.5000' : '3.0000';
    const ad = month === '04' ? null : month === '05' ? '2.0000' : '2.5000';
    days.push({ day, views, revenue, ad, premium: revenue === null ? null : '0.5000', ctr: month === '06' ? '4.0000' : '5.0000' });
  }
  for (let day = '2023-06-01'; day <= '2023-06-10'; day = addDays(day, 1))
    days.push({ day, views: 1000, revenue: '1.0000', ad: '1.0000', premium: null, ctr: '5.0000' });
  return days;
}

type VideoFixture = {
  id: string;
  kind: 'video' | 'short' | 'live';
  seconds: number;
  published: string;
  days: string[];
  views: number;
  likes: number;
  comments: number;
  shares: number;
  subs: number;
  revenue: string | null;
};
const videos: VideoFixture[] = [
  {
    id: 'fxVideoAAAA',
    kind: 'video',
    seconds: 600,
    published: '2024-06-01T10:00:00Z',
    days: range('2024-06-01', 10),
    views: 300,
    likes: 30,
    comments: 3,
    shares: 1,
    subs: 2,
    revenue: '0.9000',
  },
  {
    id: 'fxShortBBBB',
    kind: 'short',
    seconds: 45,
    published: '2024-06-05T08:00:00Z',
    days: range('2024-06-05', 5),
    views: 400,
    likes: 40,
    comments: 0,
    shares: 4,
    subs: 1,
    revenue: '0.1000',
  },
  {
    id: 'fxLiveCCCCC',
    kind: 'live',
    seconds: 3600,
    published: '2024-06-20T12:00:00Z',
    days: ['2024-06-20'],
    views: 1500,
    likes: 100,
    comments: 50,
    shares: 0,
    subs: 10,
    revenue: '2.0000',
  },
  {
    id: 'fxVideoDDDD',
    kind: 'video',
    seconds: 300,
    published: '2024-01-10T00:00:00Z',
    days: range('2024-06-01', 4),
    views: 250,
    likes: 10,
    comments: 1,
    shares: 0,
    subs: 0,
    revenue: null,
  },
  {
    id: 'fxVideoEEEE',
    kind: 'video',
    seconds: 60,
    published: '2024-05-31T00:00:00Z',
    days: [],
    views: 0,
    likes: 0,
    comments: 0,
    shares: 0,
    subs: 0,
    revenue: null,
  },
  ...[1, 2, 3, 4, 5, 6, 7].map((k) => ({
    id: `fxShortS00${k}`,
    kind: 'short' as const,
    seconds: 30,
    published: '2024-03-01T00:00:00Z',
    days: ['2024-06-02'],
    views: 10 * k,
    likes: 1,
    comments: 0,
    shares: 0,
    subs: 0,
    revenue: null,
  })),
];
// Published after the default window: never counted in it.
const lateVideo = { id: 'fxVideoLATE', kind: 'video' as const, seconds: 200, published: '2024-07-05T00:00:00Z' };
const otherChannelVideo = 'fxOtherVid1';

function range(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

beforeAll(async () => {
  t = await startTestApp();
  await t.db
    .insertInto('channels')
    .values([
      {
        channel_id: F,
        title: 'Fixture F',
        source_type: 'YT',
        language: 'zh',
        subscribers: 12345,
        views: 999999,
        video_count: 13,
        data_through: '2024-06-30',
        midroll_price: '1200.00',
        midroll_price_min: '800.00',
        midroll_price_max: '1500.00',
      },
      { channel_id: G, title: 'Fixture G', source_type: 'Freedom', language: 'en', data_through: '2024-06-30' },
      { channel_id: H, title: 'Fixture H', source_type: 'Little_Five', language: 'ja' },
      { channel_id: O, title: 'Fixture O', source_type: 'YT', language: 'ja' },
      { channel_id: I, title: 'Fixture I', source_type: 'YT', language: 'zh', data_through: '2024-06-20' },
    ])
    .execute();
  await t.db
    .insertInto('channel_daily_metrics')
    .values(
      fixtureDays().map((d) => ({
        channel_id: F,
        day: d.day,
        views: d.views,
        watch_minutes: d.views * 3,
        subscribers_gained: 10,
        subscribers_lost: 2,
        likes: d.views / 20,
        comments: 5,
        shares: 2,
        non_subscriber_views: (d.views * 6) / 10,
        impressions: d.views * 10,
        impressions_ctr: d.ctr,
        gross_revenue: d.revenue,
        ad_revenue: d.ad,
        premium_revenue: d.premium,
      })),
    )
    .execute();
  await t.db
    .insertInto('channel_daily_metrics')
    .values(range('2024-06-01', 30).map((day) => ({ channel_id: G, day, views: 10, subscribers_gained: 2, subscribers_lost: 1 })))
    .execute();
  await t.db
    .insertInto('channel_daily_metrics')
    .values(range('2024-05-01', 56).map((day) => ({ channel_id: I, day, views: 100, subscribers_gained: 3, subscribers_lost: 2 })))
    .execute();
  await t.db
    .insertInto('videos')
    .values([
      ...videos.map((v) => ({ video_id: v.id, channel_id: F, kind: v.kind, title: `Title ${v.id}`, duration_seconds: v.seconds, published_at: v.published })),
      { video_id: lateVideo.id, channel_id: F, kind: lateVideo.kind, title: 'Late', duration_seconds: lateVideo.seconds, published_at: lateVideo.published },
      { video_id: otherChannelVideo, channel_id: O, kind: 'video', title: 'Not F', duration_seconds: 100, published_at: '2024-01-01T00:00:00Z' },
    ])
    .execute();
  await t.db
    .insertInto('video_daily_metrics')
    .values([
      ...videos.flatMap((v) =>
        v.days.map((day) => ({
          video_id: v.id,
          day,
          views: v.views,
          likes: v.likes,
          comments: v.comments,
          shares: v.shares,
          subscribers_gained: v.subs,
          gross_revenue: v.revenue,
        })),
      ),
      // A day before the window: never counted in it.
      { video_id: 'fxVideoAAAA', day: '2024-05-01', views: 99_999, likes: 0, comments: 0, shares: 0, subscribers_gained: 0 },
    ])
    .execute();
  const audience = (month: string, dimension: 'age_gender' | 'country' | 'subscribed' | 'traffic_source' | 'device', key: string, views: number) => ({
    channel_id: F,
    month,
    dimension,
    key,
    views,
  });
  await t.db
    .insertInto('channel_audience')
    .values([
      audience('2024-04-01', 'country', 'TW', 9999), // a month the window does not touch
      audience('2024-05-01', 'country', 'TW', 500),
      audience('2024-06-01', 'country', 'TW', 1500),
      audience('2024-06-01', 'country', 'US', 1000),
      audience('2024-06-01', 'country', 'DE', 500),
      audience('2024-05-01', 'country', 'JP', 500),
      audience('2024-06-01', 'age_gender', '18-24|female', 300),
      audience('2024-06-01', 'age_gender', '18-24|male', 100),
      audience('2024-06-01', 'age_gender', 'age25-34_user_specified', 100),
      audience('2024-06-01', 'subscribed', 'subscribed', 250),
      audience('2024-06-01', 'subscribed', 'UNSUBSCRIBED', 750),
      audience('2024-06-01', 'traffic_source', 'search', 100),
      audience('2024-06-01', 'traffic_source', 'YT_SEARCH', 100),
      audience('2024-06-01', 'traffic_source', 'suggested', 200),
      audience('2024-06-01', 'traffic_source', 'weird', 100),
      audience('2024-06-01', 'device', 'mobile', 600),
      audience('2024-06-01', 'device', 'DESKTOP', 300),
      audience('2024-06-01', 'device', 'tv', 100),
    ])
    .execute();
  await t.db
    .insertInto('exchange_rates')
    .values([
      { currency: 'TWD', per_usd: '32.100000' },
      { currency: 'JPY', per_usd: '150.250000' },
    ])
    .onConflict((oc) => oc.column('currency').doUpdateSet((eb) => ({ per_usd: eb.ref('excluded.per_usd') })))
    .execute();
  await t.db.deleteFrom('exchange_rates').where('currency', '=', 'USD').execute();

  // user_owner owns F and G; intensive_cooperative_user is a member of F.
  await t.db
    .insertInto('channel_members')
    .values([
      { channel_id: F, user_id: await t.demoUserId('user_owner'), member_type: 'owner' },
      { channel_id: G, user_id: await t.demoUserId('user_owner'), member_type: 'owner' },
      { channel_id: F, user_id: await t.demoUserId('intensive_cooperative_user'), member_type: 'member' },
    ])
    .execute();
  // Groups: one with F and G that finance uses, one nobody of ours belongs to.
  const used = await t.db.insertInto('channel_groups').values({ name: 'Used by finance' }).returning('id').executeTakeFirstOrThrow();
  const unused = await t.db.insertInto('channel_groups').values({ name: 'Nobody' }).returning('id').executeTakeFirstOrThrow();
  // And one whose channels end on different days, and an empty one (staff see them).
  const late = await t.db.insertInto('channel_groups').values({ name: 'Late data' }).returning('id').executeTakeFirstOrThrow();
  const empty = await t.db.insertInto('channel_groups').values({ name: 'Empty' }).returning('id').executeTakeFirstOrThrow();
  groupIds = { used: used.id, unused: unused.id, late: late.id, empty: empty.id };
  await t.db
    .insertInto('channel_group_channels')
    .values([
      { group_id: used.id, channel_id: F },
      { group_id: used.id, channel_id: G },
      { group_id: unused.id, channel_id: H },
      { group_id: late.id, channel_id: F },
      { group_id: late.id, channel_id: I },
    ])
    .execute();
  await t.db
    .insertInto('channel_group_members')
    .values({ group_id: used.id, user_id: await t.demoUserId('finance'), role: 'user' })
    .execute();

  await t.signInDemo([
    'admin',
    'staff',
    'viewer',
    'user_owner',
    'intensive_cooperative_user',
    'intensive_cooperative_user_owner',
    'finance',
    'sales',
    'producer.lin',
  ]);
});
afterAll(async () => t?.close());

let groupIds: { used: number; unused: number; late: number; empty: number };

async function get<T>(who: string, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: as(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function failure(who: string, url: string, method: 'GET' | 'PUT' = 'GET', payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method, url, headers: as(who), ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, error: expectErrorBody(response) };
}

const url = (channelId: string, page: string, query = '') => `/api/v1/channels/${channelId}/${page}${query}`;

describe('overview', () => {
  let o: Overview;
  beforeAll(async () => {
    o = await get<Overview>('user_owner', url(F, 'overview'));
  });

  it("defaults to the month ending at the channel's last data day when that is earlier than 4 days ago, compared with the month before", () => {
    expect(o.period).toEqual({ start: '2024-05-30', end: '2024-06-30' });
    expect(o.comparison).toEqual({ start: '2024-04-29', end: '2024-05-30' });
  });

  it('sums the KPIs of both windows with their change and trend (the trend agrees with the change: issue 23)', () => {
    const kpi = Object.fromEntries(o.kpis.map((k) => [k.metric, k]));
    // +7.7 %: a slow rise (about 5 to 15 %), where the flat days alone read "steady" (close enough: not named).
    expect(kpi.views).toEqual({ metric: 'views', value: 30_800, previous: 28_600, change_percent: 7.7, trend: 'slowRise', trend_within: null });
    expect(kpi.watchHours).toMatchObject({ value: 1540, previous: 1430, change_percent: 7.7 });
    expect(kpi.subscribersNet).toMatchObject({ value: 248, previous: 256, change_percent: -3.1 });
    expect(kpi.likes).toMatchObject({ value: 1540, previous: 1430 });
    expect(kpi.comments).toMatchObject({ value: 155, previous: 160, change_percent: -3.1 });
    expect(kpi.shares).toMatchObject({ value: 62, previous: 64 });
    // (1540 + 155 + 62) / 30,800 and (1430 + 160 + 64) / 28,600
    expect(kpi.engagementRate).toMatchObject({ value: 5.7, previous: 5.78, change_percent: -1.4 });
  });

  it('gives a point for every day of both windows, zero on a day without figures', () => {
    expect(o.series).toHaveLength(32);
    expect(o.series[0]).toEqual({ day: '2024-05-30', views: 900, watch_hours: 45, subscribers_net: 8, likes: 45, comments: 5, shares: 2 });
    expect(o.series.find((p) => p.day === '2024-06-15')).toEqual({
      day: '2024-06-15',
      views: 0,
      watch_hours: 0,
      subscribers_net: 0,
      likes: 0,
      comments: 0,
      shares: 0,
    });
    expect(o.comparison_series).toHaveLength(32);
    expect(o.comparison_series[0]!.day).toBe('2024-04-29');
    expect(o.comparison_series.at(-1)!.day).toBe('2024-05-30');
  });

  it("ranks the period's top videos, shorts and live streams (six each) with their share of the channel's views", () => {
    expect(o.top_videos.map((v) => [v.video_id, v.views, v.view_ratio])).toEqual([
      ['fxVideoAAAA', 3000, 9.74],
      ['fxShortBBBB', 2000, 6.49],
      ['fxLiveCCCCC', 1500, 4.87],
      ['fxVideoDDDD', 1000, 3.25],
    ]);
    expect(o.top.video.map((v) => v.video_id)).toEqual(['fxVideoAAAA', 'fxVideoDDDD']);
    expect(o.top.short.map((v) => v.video_id)).toEqual(['fxShortBBBB', 'fxShortS007', 'fxShortS006', 'fxShortS005', 'fxShortS004', 'fxShortS003']);
    expect(o.top.live.map((v) => v.video_id)).toEqual(['fxLiveCCCCC']);
    expect(o.top.video[0]).toEqual({
      video_id: 'fxVideoAAAA',
      title: 'Title fxVideoAAAA',
      kind: 'video',
      published_at: '2024-06-01T10:00:00.000Z',
      duration_seconds: 600,
      views: 3000,
      view_ratio: 9.74,
      subscribers: 20,
      likes: 300,
      comments: 30,
      shares: 10,
    });
  });

  it('describes the channel', () => {
    expect(o.channel).toEqual({
      channel_id: F,
      title: 'Fixture F',
      handle: null,
      icon_url: null,
      source_type: 'YT',
      language: 'zh',
      subscribers: 12345,
      views: 999999,
      video_count: 13,
      data_through: '2024-06-30',
    });
  });

  it('takes explicit dates and compares them with the same number of days just before', async () => {
    const explicit = await get<Overview>('user_owner', url(F, 'overview', '?start=2024-06-01&end=2024-06-07'));
    expect(explicit.period).toEqual({ start: '2024-06-01', end: '2024-06-07' });
    expect(explicit.comparison).toEqual({ start: '2024-05-25', end: '2024-05-31' });
    expect(explicit.kpis[0]).toMatchObject({ value: 7000, previous: 6300, change_percent: 11.1 });
  });

  it('takes an explicit comparison', async () => {
    const explicit = await get<Overview>('user_owner', url(F, 'overview', '?start=2024-06-01&end=2024-06-07&compare_start=2024-04-01&compare_end=2024-04-07'));
    expect(explicit.comparison).toEqual({ start: '2024-04-01', end: '2024-04-07' });
    expect(explicit.kpis[0]).toMatchObject({ value: 7000, previous: 5600, change_percent: 25 });
  });

  it('shows no days before the channel has data, and no change against nothing', async () => {
    const early = await get<Overview>('user_owner', url(G, 'overview', '?start=2024-05-28&end=2024-06-03'));
    expect(early.series.map((p) => p.day)).toEqual(['2024-06-01', '2024-06-02', '2024-06-03']);
    expect(early.comparison).toEqual({ start: '2024-05-21', end: '2024-05-27' });
    expect(early.comparison_series).toEqual([]);
    expect(early.kpis[0]).toMatchObject({ value: 30, previous: 0, change_percent: null });
  });

  it("defaults to spec 9's window (4 days before today) for a channel without data", async () => {
    const empty = await get<Overview>('admin', url(H, 'overview'));
    const window = defaultWindow(toDay(t.clock.now()));
    expect(empty.period).toEqual(window);
    expect(empty.comparison).toEqual(comparisonWindow(window));
    expect(empty.series).toEqual([]);
    expect(empty.kpis.every((k) => k.value === 0 && k.trend === 'indeterminate')).toBe(true);
    expect(empty.top).toEqual({ video: [], short: [], live: [] });
  });

  it('sends the same answer gzipped to clients that take gzip', async () => {
    const zipped = await t.app.inject({ method: 'GET', url: url(F, 'overview'), headers: { ...as('user_owner'), 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(o);
    const refused = await t.app.inject({ method: 'GET', url: url(F, 'overview'), headers: { ...as('user_owner'), 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(o);
  });

  it('refuses dates in the wrong order', async () => {
    const { status, error } = await failure('user_owner', url(F, 'overview', '?start=2024-06-07&end=2024-06-01'));
    expect(status).toBe(400);
    expect(error.fields).toHaveProperty('end');
  });
});

describe('audience', () => {
  let a: Audience;
  beforeAll(async () => {
    a = await get<Audience>('admin', url(F, 'audience'));
  });

  it('sums the months the window touches: the eight countries in order, then the others', () => {
    expect(a.period).toEqual({ start: '2024-05-30', end: '2024-06-30' });
    expect(a.insufficient).toBe(false);
    expect(a.countries).toEqual([
      { key: 'TW', views: 2000, percent: 50 },
      { key: 'US', views: 1000, percent: 25 },
      { key: 'CN', views: 0, percent: 0 },
      { key: 'HK', views: 0, percent: 0 },
      { key: 'MY', views: 0, percent: 0 },
      { key: 'JP', views: 500, percent: 12.5 },
      { key: 'CA', views: 0, percent: 0 },
      { key: 'SG', views: 0, percent: 0 },
      { key: 'others', views: 500, percent: 12.5 },
    ]);
  });

  it('splits age and gender, subscribed or not, traffic sources and devices', () => {
    const ageGender = Object.fromEntries(a.age_gender.filter((x) => x.percent > 0).map((x) => [`${x.age}|${x.gender}`, x.percent]));
    expect(ageGender).toEqual({ '18-24|female': 60, '18-24|male': 20, '25-34|other': 20 });
    expect(a.age_gender).toHaveLength(21);
    expect(a.subscribed).toEqual([
      { key: 'subscribed', views: 250, percent: 25 },
      { key: 'not_subscribed', views: 750, percent: 75 },
    ]);
    expect(a.traffic_sources.filter((x) => x.views > 0)).toEqual([
      { key: 'search', views: 200, percent: 40 },
      { key: 'suggested', views: 200, percent: 40 },
      { key: 'other', views: 100, percent: 20 },
    ]);
    expect(a.devices).toEqual([
      { key: 'mobile', views: 600, percent: 60 },
      { key: 'computer', views: 300, percent: 30 },
      { key: 'tv', views: 100, percent: 10 },
      { key: 'tablet', views: 0, percent: 0 },
      { key: 'console', views: 0, percent: 0 },
    ]);
  });

  it('gives subscribers gained per 1000 non-subscriber views and the recent month', () => {
    // 310 gained over 18,480 non-subscriber views
    expect(a.subscribers_per_1000_non_subscriber_views).toBe(16.77);
    expect(a.recent_month).toEqual({
      period: { start: '2024-05-30', end: '2024-06-30' },
      views: 30_800,
      watch_hours: 1540,
      subscribers_net: 248,
      average_view_seconds: 180,
    });
  });

  it('says the data is insufficient below the threshold and shows no shares', async () => {
    const small = await get<Audience>('admin', url(G, 'audience'));
    expect(small.insufficient).toBe(true);
    expect(small.countries).toEqual([]);
    expect(small.age_gender).toEqual([]);
    expect(small.recent_month.views).toBe(300);
  });
});

describe('interest videos', () => {
  const twelve = videos.map((v) => v.id);

  it('stores exactly twelve videos of the channel and shows them on the audience page', async () => {
    expect(twelve).toHaveLength(12);
    const response = await t.app.inject({ method: 'PUT', url: url(F, 'interest_videos'), headers: as('user_owner'), payload: { video_ids: twelve } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const row = await t.db.selectFrom('channels').select('interest_video_ids').where('channel_id', '=', F).executeTakeFirstOrThrow();
    expect(row.interest_video_ids).toEqual(twelve);
    expect((await get<Audience>('admin', url(F, 'audience'))).interest_video_ids).toEqual(twelve);
  });

  it('names each id that is not a video of this channel', async () => {
    const ids = [...twelve.slice(0, 10), otherChannelVideo, 'nosuchvideo'];
    const { status, error } = await failure('user_owner', url(F, 'interest_videos'), 'PUT', { video_ids: ids });
    expect(status).toBe(400);
    expect(error.code).toBe('errors.invalidInput');
    expect(Object.keys(error.fields ?? {})).toEqual(['video_ids.10', 'video_ids.11']);
  });

  it('refuses other counts, duplicates and malformed ids', async () => {
    for (const video_ids of [twelve.slice(0, 11), [...twelve, lateVideo.id], [...twelve.slice(0, 11), twelve[0]], [...twelve.slice(0, 11), 'bad id!']]) {
      const { status } = await failure('user_owner', url(F, 'interest_videos'), 'PUT', { video_ids });
      expect(status).toBe(400);
    }
  });

  it('is refused while another user holds the channel’s edit lock, and nothing changes; the holder may save', async () => {
    const saved = async () =>
      (await t.db.selectFrom('channels').select('interest_video_ids').where('channel_id', '=', F).executeTakeFirstOrThrow()).interest_video_ids;
    const before = await saved();
    const reversed = [...twelve].reverse();
    const lock = await t.app.inject({ method: 'POST', url: url(F, 'lock'), headers: as('staff') });
    expect(lock.statusCode, lock.body).toBe(200);
    try {
      const refused = await t.app.inject({
        method: 'PUT',
        url: url(F, 'interest_videos'),
        headers: { ...as('user_owner'), 'x-chorus-language': 'en' },
        payload: { video_ids: reversed },
      });
      expect(refused.statusCode).toBe(409);
      const error = expectErrorBody(refused, 'en');
      expect(error.code).toBe('errors.channelLocked');
      expect(error.message).toMatch(/locked this channel for editing/);
      const inChinese = await failure('user_owner', url(F, 'interest_videos'), 'PUT', { video_ids: reversed });
      expect(inChinese.status).toBe(409);
      expect(inChinese.error.message).toMatch(/鎖定/);
      expect(await saved()).toEqual(before);

      const byHolder = await t.app.inject({ method: 'PUT', url: url(F, 'interest_videos'), headers: as('staff'), payload: { video_ids: reversed } });
      expect(byHolder.statusCode, byHolder.body).toBe(200);
      expect(await saved()).toEqual(reversed);
      expect((await get<Audience>('admin', url(F, 'audience'))).interest_video_ids).toEqual(reversed);
    } finally {
      const unlock = await t.app.inject({ method: 'POST', url: url(F, 'unlock'), headers: as('staff') });
      expect(unlock.statusCode, unlock.body).toBe(200);
    }
    // Unlocked, the owner saves again.
    const response = await t.app.inject({ method: 'PUT', url: url(F, 'interest_videos'), headers: as('user_owner'), payload: { video_ids: twelve } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await saved()).toEqual(twelve);
  });

  it('is refused to a viewer, who may read the pages', async () => {
    expect((await failure('viewer', url(F, 'interest_videos'), 'PUT', { video_ids: twelve })).status).toBe(403);
    await get('viewer', url(F, 'overview'));
    await get('viewer', url(F, 'audience'));
    await get('viewer', url(F, 'content'));
  });
});

describe('content', () => {
  let c: Content;
  beforeAll(async () => {
    c = await get<Content>('intensive_cooperative_user', url(F, 'content'));
  });

  it('judges what was published in the window by length class and strategy bucket, with revenue for an intensive cooperative user', () => {
    expect(c.period).toEqual({ start: '2024-05-30', end: '2024-06-30' });
    expect(c.length_classes).toEqual([
      { key: 'veryShort', videos: 1, views: 2000, average_views: 2000, engagement_rate: 11, revenue: '0.5000' },
      { key: 'short', videos: 1, views: 0, average_views: 0, engagement_rate: null, revenue: null },
      { key: 'long', videos: 1, views: 3000, average_views: 3000, engagement_rate: 11.33, revenue: '9.0000' },
      { key: 'veryLong', videos: 1, views: 1500, average_views: 1500, engagement_rate: 10, revenue: '2.0000' },
    ]);
    expect(c.strategy_buckets).toEqual([
      { key: 'upTo5', videos: 2, views: 2000, average_views: 1000, engagement_rate: 11, revenue: '0.5000' },
      { key: 'from5To8', videos: 0, views: 0, average_views: 0, engagement_rate: null, revenue: null },
      { key: 'over8', videos: 2, views: 4500, average_views: 2250, engagement_rate: 10.89, revenue: '11.0000' },
    ]);
  });

  it("splits the window's views between new videos (90 days) and the older rest of the channel", () => {
    // New: A, B, C and E (published 2024-04-02 or later). Old: the channel's figures minus theirs.
    expect(c.old_vs_new).toEqual({
      new: { videos: 4, views: 6500, average_views: 1625, engagement_rate: 10.92, revenue: '11.5000' },
      old: { videos: 8, views: 24_300, average_views: 3038, engagement_rate: 4.31, revenue: '80.5000' },
    });
  });

  it('counts uploads per week and the engagement rate of the last 90 days', () => {
    expect(c.videos_per_week).toBe(0.88); // 4 uploads in 32 days
    expect(c.engagement_rate_90d).toBe(5.78); // 4,628 interactions over 80,100 views, 2024-04-02 … 2024-06-30
  });

  it('pages the top videos, ten by default', async () => {
    expect(c.top_videos.total).toBe(11);
    expect(c.top_videos.page_size).toBe(10);
    expect(c.top_videos.items).toHaveLength(10);
    expect(c.top_videos.items[0]).toMatchObject({ video_id: 'fxVideoAAAA', views: 3000, view_ratio: 9.74 });
    const second = await get<Content>('intensive_cooperative_user', url(F, 'content', '?page=2'));
    expect(second.top_videos.items.map((v) => v.video_id)).toEqual(['fxShortS001']);
    const sorted = await get<Content>('intensive_cooperative_user', url(F, 'content', '?sort=duration_seconds&order=desc&page_size=5'));
    expect(sorted.top_videos.items.map((v) => v.video_id)).toEqual(['fxLiveCCCCC', 'fxVideoAAAA', 'fxVideoDDDD', 'fxShortBBBB', 'fxShortS007']);
    const oldest = await get<Content>('intensive_cooperative_user', url(F, 'content', '?sort=published_at&order=asc&page_size=5'));
    expect(oldest.top_videos.items[0]!.video_id).toBe('fxVideoDDDD');
  });

  it('refuses a page size over 50', async () => {
    expect((await failure('admin', url(F, 'content', '?page_size=51'))).status).toBe(400);
  });

  it('shows revenue to staff-type roles and to nobody else', async () => {
    const staff = await get<Content>('staff', url(F, 'content'));
    expect(staff.strategy_buckets[2]!.revenue).toBe('11.0000');
    for (const who of ['viewer']) {
      const plain = await get<Content>(who, url(F, 'content'));
      expect(plain.strategy_buckets[2]).toEqual({ key: 'over8', videos: 2, views: 4500, average_views: 2250, engagement_rate: 10.89 });
      expect(plain.old_vs_new.new).not.toHaveProperty('revenue');
      expect(plain.length_classes.every((x) => !('revenue' in x))).toBe(true);
    }
  });
});

describe('analytics', () => {
  it('gives RPM, revenue by type, impressions and CTR over the window', async () => {
    const a = await get<Analytics>('admin', url(F, 'analytics'));
    expect(a).toMatchObject({
      period: { start: '2024-05-30', end: '2024-06-30' },
      has_revenue: true,
      views: 30_800,
      gross_revenue: '92.0000',
      rpm: '2.9870',
      revenue_by_type: [
        { type: 'ad', amount: '76.5000' },
        { type: 'premium', amount: '15.5000' },
      ],
      impressions: 308_000,
      impressions_ctr: 4.06, // (18,000 × 5 + 290,000 × 4) / 308,000
    });
    expect(a.series).toHaveLength(32);
    expect(a.series[0]).toEqual({ day: '2024-05-30', views: 900, gross_revenue: '2.5000', rpm: '2.7778', impressions: 9000, ctr: 5 });
    expect(a.series.find((p) => p.day === '2024-06-15')).toEqual({ day: '2024-06-15', views: 0, gross_revenue: null, rpm: null, impressions: null, ctr: null });
  });

  it('says when the channel has no revenue data', async () => {
    const a = await get<Analytics>('admin', url(G, 'analytics'));
    expect(a).toMatchObject({ has_revenue: false, gross_revenue: null, rpm: null, revenue_by_type: [], impressions: null, impressions_ctr: null });
  });

  it('needs the cms-permission flag', async () => {
    const { status, error } = await failure('viewer', url(F, 'analytics'));
    expect(status).toBe(403);
    expect(error.code).toBe('errors.noCmsPermission');
    await get('intensive_cooperative_user', url(F, 'analytics'));
  });
});

describe('revenue', () => {
  it('compares the past 365 days with the 365 before: views, gross revenue, RPM and its change, and the prices', async () => {
    const r = await get<Revenue>('admin', url(F, 'revenue'));
    expect(r).toEqual({
      has_revenue: true,
      current: { period: { start: '2023-07-02', end: '2024-06-30' }, views: 80_900, gross_revenue: '164.5000', rpm: '2.0334' },
      previous: { period: { start: '2022-07-02', end: '2023-07-01' }, views: 10_000, gross_revenue: '10.0000', rpm: '1.0000' },
      rpm_change_percent: 103.3,
      views_change_percent: 709,
      midroll: { price: '1200.00', min: '800.00', max: '1500.00' },
      sponsored: { price: null, min: null, max: null },
    });
  });

  it('has no money without revenue data', async () => {
    const r = await get<Revenue>('admin', url(G, 'revenue'));
    expect(r).toMatchObject({ has_revenue: false, current: { views: 300, gross_revenue: null, rpm: null }, rpm_change_percent: null });
  });

  it('is a page for staff-type roles and intensive cooperative owners only', async () => {
    expect((await failure('user_owner', url(F, 'revenue'))).status).toBe(403);
    expect((await failure('viewer', url(F, 'revenue'))).status).toBe(403);
  });
});

describe('object scope', () => {
  it("answers 404 for another owner's channel and for unknown channels, whatever the page", async () => {
    for (const page of ['overview', 'audience', 'content', 'analytics', 'revenue']) {
      const other = await failure('user_owner', url(O, page));
      expect([page, other.status, other.error.code]).toEqual([page, 404, 'errors.notFound']);
      const unknown = await failure('admin', url('UCnoSuchChannel00000000', page));
      expect([page, unknown.status]).toEqual([page, 404]);
    }
    const put = await failure('user_owner', url(O, 'interest_videos'), 'PUT', { video_ids: videos.map((v) => v.id) });
    expect(put.status).toBe(404);
  });

  it('lets a user_owner open the overview of their own channel but not pages their member type lacks', async () => {
    await get('user_owner', url(F, 'overview'));
    expect((await failure('user_owner', url(F, 'audience'))).status).toBe(403);
  });

  it('lets an intensive cooperative owner see nothing of a channel that is not theirs', async () => {
    expect((await failure('intensive_cooperative_user_owner', url(F, 'overview'))).status).toBe(404);
  });
});

describe('channel-group trends', () => {
  it('gives every channel of a group its daily views and net subscribers on one axis of days', async () => {
    const g = await get<GroupTrends>('finance', `/api/v1/channel_groups/${groupIds.used}/trends`);
    expect(g.period).toEqual({ start: '2024-05-30', end: '2024-06-30' });
    expect(g.days).toHaveLength(32);
    expect(g.days[0]).toBe('2024-05-30');
    const [f, gg] = g.channels;
    expect(f).toMatchObject({ channel_id: F, title: 'Fixture F', total_views: 30_800, trend: 'slowRise', trend_within: null });
    expect(f!.views.slice(0, 3)).toEqual([900, 900, 1000]);
    expect(f!.views[g.days.indexOf('2024-06-15')]).toBe(0);
    expect(gg).toMatchObject({ channel_id: G, total_views: 300 });
    expect(gg!.views.slice(0, 3)).toEqual([0, 0, 10]);
    expect(gg!.subscribers_net.slice(0, 3)).toEqual([0, 0, 1]);
  });

  it('shows any group to staff-type roles', async () => {
    const g = await get<GroupTrends>('staff', `/api/v1/channel_groups/${groupIds.unused}/trends`);
    expect(g.channels.map((c) => c.channel_id)).toEqual([H]);
    expect(g.days).toEqual([]);
    expect(g.channels[0]!.trend).toBe('indeterminate');
  });

  it('hides groups the caller does not use, and unknown groups', async () => {
    expect((await failure('finance', `/api/v1/channel_groups/${groupIds.unused}/trends`)).status).toBe(404);
    expect((await failure('intensive_cooperative_user_owner', `/api/v1/channel_groups/${groupIds.used}/trends`)).status).toBe(404);
    expect((await failure('admin', '/api/v1/channel_groups/999999/trends')).status).toBe(404);
    expect((await failure('viewer', `/api/v1/channel_groups/${groupIds.used}/trends`)).status).toBe(403);
  });

  const trendsUrl = (groupId: number, query = '') => `/api/v1/channel_groups/${groupId}/trends${query}`;

  it("gives each channel's totals against spec 9's comparison period, with the change and the trend of both series", async () => {
    const g = await get<GroupTrends>('finance', trendsUrl(groupIds.used));
    // The month before the window's end, as long as the window (32 days).
    expect(g.comparison).toEqual({ start: '2024-04-29', end: '2024-05-30' });
    const [f, gg] = g.channels;
    // F: 2 April days × 800 + 30 May days × 900 before; 8 net subscribers on each of its days
    // (2024-06-15 has no row: 31 days now, 32 before).
    expect(f).toMatchObject({
      data_through: '2024-06-30',
      total_views: 30_800,
      previous_views: 28_600,
      views_change_percent: 7.7,
      total_subscribers_net: 248,
      previous_subscribers_net: 256,
      subscribers_change_percent: -3.1,
      subscribers_trend: 'steady',
    });
    // G has no figures before June: nothing to compare with.
    expect(gg).toMatchObject({
      total_views: 300,
      previous_views: 0,
      views_change_percent: null,
      total_subscribers_net: 30,
      previous_subscribers_net: 0,
      subscribers_change_percent: null,
    });
  });

  it('uses the dates asked for, and the comparison asked for', async () => {
    const g = await get<GroupTrends>('finance', trendsUrl(groupIds.used, '?start=2024-06-01&end=2024-06-07&compare_start=2024-05-01&compare_end=2024-05-07'));
    expect(g.period).toEqual({ start: '2024-06-01', end: '2024-06-07' });
    expect(g.comparison).toEqual({ start: '2024-05-01', end: '2024-05-07' });
    expect(g.days).toEqual(range('2024-06-01', 7));
    expect(g.channels[0]).toMatchObject({ total_views: 7000, previous_views: 6300, views_change_percent: 11.1, trend: 'slowRise' });
    expect(g.channels[1]).toMatchObject({ total_views: 70, previous_views: 0, views_change_percent: null });
    // Without a comparison, the same number of days just before.
    const previous = await get<GroupTrends>('finance', trendsUrl(groupIds.used, '?start=2024-06-01&end=2024-06-07'));
    expect(previous.comparison).toEqual({ start: '2024-05-25', end: '2024-05-31' });
    expect(previous.channels[0]).toMatchObject({ previous_views: 6300 });
  });

  it("leaves a channel's days after its own last complete day empty, and judges it on its own days", async () => {
    const g = await get<GroupTrends>('staff', trendsUrl(groupIds.late));
    // The axis follows the group's latest channel (F, through 2024-06-30).
    expect(g.period).toEqual({ start: '2024-05-30', end: '2024-06-30' });
    const i = g.channels.find((c) => c.channel_id === I)!;
    const last = g.days.indexOf('2024-06-20');
    expect(i.data_through).toBe('2024-06-20');
    expect(i.views.slice(0, last + 1).every((v) => v === 100)).toBe(true);
    expect(i.views.slice(last + 1)).toEqual(Array(10).fill(null));
    expect(i.subscribers_net.slice(last + 1)).toEqual(Array(10).fill(null));
    // 22 complete days of 100; counted as zeros the empty days would read as a decline.
    expect(i).toMatchObject({
      total_views: 2200,
      previous_views: 3000,
      views_change_percent: -26.7,
      // The label agrees with the change beside it; the flat days inside the period are named.
      trend: 'noticeableDecline',
      trend_within: 'steady',
      total_subscribers_net: 22,
      subscribers_trend: 'noticeableDecline',
    });

    // The comparison stops at the channel's last complete day too (2024-06-15 … 2024-06-20).
    const later = await get<GroupTrends>('staff', trendsUrl(groupIds.late, '?start=2024-06-25&end=2024-06-30&compare_start=2024-06-15&compare_end=2024-06-24'));
    const iLater = later.channels.find((c) => c.channel_id === I)!;
    expect(iLater).toMatchObject({ total_views: 0, previous_views: 600, views_change_percent: -100, trend: 'indeterminate' });
    expect(iLater.views).toEqual(Array(6).fill(null));
    // F: six days of 1000 against nine (2024-06-15 has no row).
    expect(later.channels.find((c) => c.channel_id === F)).toMatchObject({ total_views: 6000, previous_views: 9000, views_change_percent: -33.3 });
  });

  it('answers a group without channels with nothing', async () => {
    const g = await get<GroupTrends>('admin', trendsUrl(groupIds.empty));
    expect(g).toMatchObject({ channels: [], days: [] });
    expect(g.comparison).toEqual(comparisonWindow(g.period));
  });

  it('shows every group to whoever manages every group in the group list (an editChannelGroups override)', async () => {
    const g = await get<GroupTrends>('producer.lin', trendsUrl(groupIds.unused));
    expect(g.channels.map((c) => c.channel_id)).toEqual([H]);
    expect(g.channels[0]).toMatchObject({ data_through: null, total_views: 0, previous_views: 0, views_change_percent: null, trend: 'indeterminate' });
  });

  it('refuses a bad period with a translated message', async () => {
    const bad = await failure('staff', trendsUrl(groupIds.used, '?start=2024-06-10&end=2024-06-01'));
    expect(bad.status).toBe(400);
    expect(bad.error.fields).toHaveProperty('end');
    expect((await failure('staff', trendsUrl(groupIds.used, '?start=2024-06-01'))).status).toBe(400);
    const badId = await failure('staff', '/api/v1/channel_groups/abc/trends');
    expect(badId.status).toBe(400);
    expect(badId.error.fields).toHaveProperty('groupId');
  });
});

describe('exchange rates', () => {
  it('lists one rate per currency against USD', async () => {
    expect(await get('viewer', '/api/v1/exchange_rates')).toEqual({ base: 'USD', rates: { USD: '1', JPY: '150.25', TWD: '32.1' } });
  });
});
