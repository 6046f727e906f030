// Video search through the real app and database (issue 26): GET /api/v1/exploration/videos over
// videos stored for a test channel and segmented by the insight analysis job that follows every
// refresh (zh-TW, ja, en); the filters and sorts; who may search (spec 6: admin, super staff, staff,
// viewer) and who may not; bad input refused, translated, with nothing changed.
import type { VideoSearchResult } from '@chorus/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { runJobToEnd } from '../../../../test/until.ts';
import { INSIGHT_ANALYSIS_QUEUE, queueChannelAnalysis } from '../../insight/index.ts';

let t: TestApp;
const channelId = 'UCvideoSearchTest000001';
// Published in 2015, a year no demo video has: the window below keeps the demo's videos out.
const WINDOW = 'published_after=2015-01-01&published_before=2015-12-31';
const videos = [
  {
    video_id: 'vsKeyboard',
    kind: 'video',
    title: '機械鍵盤開箱影片',
    tags: ['開箱'],
    duration_seconds: 180,
    views: 10_000,
    likes: 500,
    comments: 100,
    published_at: '2015-03-01',
  },
  {
    video_id: 'vsKyoto',
    kind: 'video',
    title: '京都旅行 紅葉をめぐる',
    tags: [],
    duration_seconds: 900,
    views: 50_000,
    likes: 1_000,
    comments: 0,
    published_at: '2015-06-01',
  },
  {
    video_id: 'vsRamen',
    kind: 'video',
    title: 'Cooking reviews: my best ramen recipe',
    tags: ['ramen'],
    duration_seconds: 1_500,
    views: 2_000,
    likes: 10,
    comments: 0,
    published_at: '2015-09-01',
  },
  {
    video_id: 'vsTokyo',
    kind: 'short',
    title: '東京旅行 #shorts',
    tags: [],
    duration_seconds: 40,
    views: 300_000,
    likes: 30_000,
    comments: 1_000,
    published_at: '2015-11-01',
  },
] as const;

const search = (who: string, query: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/exploration/videos?${query}`,
    headers: { ...t.demoHeaders(who), ...(language ? { 'x-chorus-language': language } : {}) },
  });
const ids = async (query: string) => {
  const response = await search('staff', query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as VideoSearchResult).items.map((item) => item.video_id);
};
const q = (words: string, more = '') => `q=${encodeURIComponent(words)}&${WINDOW}${more ? `&${more}` : ''}`;

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['admin', 'super_staff', 'staff', 'viewer', 'user_owner', 'advertiser', 'assistant']);
  await t.db.insertInto('channels').values({ channel_id: channelId, title: '影片搜尋測試頻道', source_type: 'YT', language: 'zh' }).execute();
  await t.db
    .insertInto('videos')
    .values([
      ...videos.map((v) => ({ ...v, tags: [...v.tags], channel_id: channelId, published_at: new Date(`${v.published_at}T00:00:00Z`) })),
      {
        video_id: 'vsPrivate',
        channel_id: channelId,
        kind: 'video',
        title: '私人開箱',
        duration_seconds: 100,
        published_at: new Date('2015-05-01T00:00:00Z'),
        privacy: 'private',
      },
    ])
    .execute();
  // Stored videos become searchable by the analysis job queued after each refresh.
  const id = await queueChannelAnalysis(t.ctx.jobs, channelId);
  // The first analysis loads kuromoji in its worker: seconds, more on a busy machine.
  const done = await runJobToEnd(t.ctx.jobs, INSIGHT_ANALYSIS_QUEUE, id, 90_000);
  expect(done?.state).toBe('completed');
}, 180_000);
afterAll(async () => t?.close());

describe('GET /api/v1/exploration/videos, source=network', () => {
  it('finds stored videos by words segmented in zh-TW, ja and en', async () => {
    expect(await ids(q('開箱'))).toEqual(['vsKeyboard']);
    expect((await ids(q('旅行'))).sort()).toEqual(['vsKyoto', 'vsTokyo']);
    expect(await ids(q('京都旅行'))).toEqual(['vsKyoto']);
    expect(await ids(q('紅葉を見る'))).toEqual(['vsKyoto']);
    // English: a word finds its plain inflections both ways.
    expect(await ids(q('review'))).toEqual(['vsRamen']);
    expect(await ids(q('cooked recipes'))).toEqual(['vsRamen']);
    expect(await ids(q('ramen 旅行'))).toEqual([]);
  });

  it('answers each video with its figures, and the words it searched by', async () => {
    const response = await search('viewer', q('開箱'));
    const body = response.json() as VideoSearchResult;
    expect(body.terms).toEqual(['開箱']);
    expect(body.total).toBe(1);
    const days = Math.floor((t.clock.now().getTime() - Date.parse('2015-03-01T00:00:00Z')) / 86_400_000);
    expect(body.items[0]).toEqual({
      video_id: 'vsKeyboard',
      channel_id: channelId,
      channel_title: '影片搜尋測試頻道',
      title: '機械鍵盤開箱影片',
      published_at: '2015-03-01T00:00:00.000Z',
      views: 10_000,
      views_per_day: Math.round((10_000 / days) * 10) / 10,
      engagement_rate: 6,
      duration_seconds: 180,
      is_short: false,
      language: 'zh-TW',
      in_network: true,
    });
  });

  it('filters by duration class, language, views, views per day, engagement and network', async () => {
    expect(await ids(q('旅行', 'duration=shorts'))).toEqual(['vsTokyo']);
    expect(await ids(q('旅行', 'duration=4_to_20'))).toEqual(['vsKyoto']);
    expect(await ids(`${WINDOW}&duration=under_4`)).toEqual(['vsKeyboard']);
    expect(await ids(`${WINDOW}&duration=over_20`)).toEqual(['vsRamen']);
    expect(await ids(q('旅行', 'language=ja'))).toEqual(['vsKyoto']);
    expect(await ids(q('旅行', 'min_views=100000'))).toEqual(['vsTokyo']);
    expect(await ids(q('旅行', 'min_engagement_rate=5'))).toEqual(['vsTokyo']);
    expect(await ids(q('旅行', 'min_views_per_day=50'))).toEqual(['vsTokyo']);
    expect(await ids(q('旅行', 'network=in'))).toHaveLength(2);
    expect(await ids(q('旅行', 'network=out'))).toEqual([]);
    expect(await ids('published_after=2015-06-01&published_before=2015-09-01')).toEqual(expect.arrayContaining(['vsKyoto', 'vsRamen']));
    expect(await ids('published_after=2015-06-02&published_before=2015-09-01')).not.toContain('vsKyoto');
  });

  it('sorts by any figure, either way, and pages', async () => {
    expect(await ids(`${WINDOW}&sort=views`)).toEqual(['vsTokyo', 'vsKyoto', 'vsKeyboard', 'vsRamen']);
    expect(await ids(`${WINDOW}&sort=published_at&order=asc`)).toEqual(['vsKeyboard', 'vsKyoto', 'vsRamen', 'vsTokyo']);
    expect(await ids(`${WINDOW}&sort=duration_seconds&order=asc`)).toEqual(['vsTokyo', 'vsKeyboard', 'vsKyoto', 'vsRamen']);
    expect(await ids(`${WINDOW}&sort=engagement_rate`)).toEqual(['vsTokyo', 'vsKeyboard', 'vsKyoto', 'vsRamen']);
    expect(await ids(`${WINDOW}&sort=views_per_day&order=asc`)).toEqual(['vsRamen', 'vsKeyboard', 'vsKyoto', 'vsTokyo']);
    const past = await search('staff', `${WINDOW}&page=2`);
    expect(past.json()).toEqual({ items: [], total: 4, total_capped: false, terms: [], quota: null, search: null });
  });

  it('follows the stored figures when a refresh changes them, and forgets a removed video', async () => {
    await t.db.updateTable('videos').set({ views: 9_000_000, kind: 'short', duration_seconds: 50 }).where('video_id', '=', 'vsRamen').execute();
    expect(await ids(q('cooking', 'duration=shorts&min_views=5000000'))).toEqual(['vsRamen']);
    await t.db.deleteFrom('videos').where('video_id', '=', 'vsRamen').execute();
    expect(await ids(q('cooking'))).toEqual([]);
  });

  it('finds nothing for words too common to search by, and leaves out videos that are not public', async () => {
    expect(await search('staff', q('the and')).then((r) => r.json())).toEqual({
      items: [],
      total: 0,
      total_capped: false,
      terms: [],
      quota: null,
      search: null,
    });
    expect(await ids(q('私人'))).toEqual([]);
  });
});

describe('a long list', () => {
  // 10,001 analysed videos published in 2014 (a year no other test video has), each with the term 掃描.
  const YEAR = 'published_after=2014-01-01&published_before=2014-12-31';
  beforeAll(async () => {
    await sql`
      INSERT INTO videos (video_id, channel_id, kind, title, duration_seconds, published_at, views)
      SELECT 'vsBulk' || n, ${channelId}, 'video', '掃描 ' || n, 300, '2014-01-01T00:00:00Z'::timestamptz + n * interval '30 minutes', n
        FROM generate_series(1, 10001) n`.execute(t.db);
    await sql`
      INSERT INTO insight_videos (video_id, channel_id, language, terms)
      SELECT 'vsBulk' || n, ${channelId}, 'zh-TW', ARRAY['掃描'] FROM generate_series(1, 10001) n`.execute(t.db);
  });

  it('counts up to 10,000, with words or without, and says there are more', async () => {
    const all = (await search('staff', `${YEAR}&sort=views`).then((r) => r.json())) as VideoSearchResult;
    expect(all).toMatchObject({ total: 10_000, total_capped: true });
    expect(all.items.map((v) => v.video_id)).toEqual(Array.from({ length: 20 }, (_, i) => `vsBulk${10_001 - i}`));
    const word = (await search('staff', `q=${encodeURIComponent('掃描')}&${YEAR}&sort=views&order=asc&page=3`).then((r) => r.json())) as VideoSearchResult;
    expect(word).toMatchObject({ total: 10_000, total_capped: true });
    expect(word.items.map((v) => v.video_id)).toEqual(Array.from({ length: 20 }, (_, i) => `vsBulk${41 + i}`));
  });

  it('leaves a video out of the words once it is no longer public; 10,000 matches are counted exactly', async () => {
    await t.db.updateTable('videos').set({ privacy: 'unlisted' }).where('video_id', '=', 'vsBulk10001').execute();
    const word = (await search('staff', `q=${encodeURIComponent('掃描')}&${YEAR}&sort=views`).then((r) => r.json())) as VideoSearchResult;
    expect(word).toMatchObject({ total: 10_000, total_capped: false });
    expect(word.items[0]!.video_id).toBe('vsBulk10000');
  });
});

describe('a word with two forms in one video', () => {
  // 25 analysed videos published in 2013 (a year no other test video has), each with both gadget and gadgets.
  const YEAR = 'published_after=2013-01-01&published_before=2013-12-31';
  beforeAll(async () => {
    await sql`
      INSERT INTO videos (video_id, channel_id, kind, title, duration_seconds, published_at, views)
      SELECT 'vsForms' || n, ${channelId}, 'video', 'Gadgets ' || n, 300, '2013-01-01T00:00:00Z'::timestamptz + n * interval '1 day', 100 + n
        FROM generate_series(1, 25) n`.execute(t.db);
    await sql`
      INSERT INTO insight_videos (video_id, channel_id, language, terms)
      SELECT 'vsForms' || n, ${channelId}, 'en', ARRAY['gadget', 'gadgets'] FROM generate_series(1, 25) n`.execute(t.db);
  });

  it('shows and counts each video once, on every page', async () => {
    const first = (await search('staff', `q=gadget&${YEAR}&sort=views`).then((r) => r.json())) as VideoSearchResult;
    expect(first).toMatchObject({ total: 25, total_capped: false });
    expect(first.items.map((v) => v.video_id)).toEqual(Array.from({ length: 20 }, (_, i) => `vsForms${25 - i}`));
    const second = (await search('staff', `q=gadgets&${YEAR}&sort=views&page=2`).then((r) => r.json())) as VideoSearchResult;
    expect(second).toMatchObject({ total: 25, total_capped: false });
    expect(second.items.map((v) => v.video_id)).toEqual(['vsForms5', 'vsForms4', 'vsForms3', 'vsForms2', 'vsForms1']);
    // A word none of whose forms any video holds finds nothing.
    expect(await search('staff', `q=zebras&${YEAR}`).then((r) => r.json())).toMatchObject({ items: [], total: 0, total_capped: false });
  });
});

describe('who may search videos', () => {
  it('admin, super staff, staff and viewer (spec 6); others are refused', async () => {
    for (const who of ['admin', 'super_staff', 'staff', 'viewer']) expect((await search(who, q('開箱'))).statusCode, who).toBe(200);
    for (const who of ['user_owner', 'advertiser', 'assistant']) expectRefusal(await search(who, q('開箱')), 403);
  });
});

describe('bad input', () => {
  it('refuses unknown filters and values, translated', async () => {
    const duration = expectRefusal(await search('staff', 'duration=long'), 400);
    expect(duration.fields).toEqual({ duration: '此值無效' });
    const order = expectRefusal(await search('staff', 'published_after=2015-02-01&published_before=2015-01-01', 'en'), 400, 'en');
    expect(order.fields).toEqual({ published_before: 'The start date must not be after the end date.' });
    expectRefusal(await search('staff', 'min_views=-1', 'en'), 400, 'en');
    expectRefusal(await search('staff', 'sort=title', 'en'), 400, 'en');
    expectRefusal(await search('staff', `q=${'字'.repeat(101)}`), 400);
    const ja = await search('staff', 'published_after=2015-13-45', 'ja');
    expect(ja.statusCode).toBe(400);
    expect((ja.json() as { error: { message: string } }).error.message).toBe('入力内容を確認してください。');
  });

  it('says YouTube cannot be searched without a Data API key, translated', async () => {
    const error = expectRefusal(await search('staff', 'q=ramen&source=youtube', 'en'), 503, 'en');
    expect(error.message).toBe("YouTube can't be searched here: no YouTube Data API key is set up. Search the network's videos instead.");
  });
});
