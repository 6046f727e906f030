// The clouds routes on a fixture channel whose stored analysis is written here by hand (the language
// part's tables of 0050): word clouds per period and language, the videos and comments behind a
// word, the video emotion and summary list with impressions and CTR; who may call them, channel
// scope (an unseen channel does not exist), bad input refused, translated, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { startTestApp, type Session, type TestApp } from '../../../../test/harness.ts';
import { tableChecksums } from '../../../../test/table-checksums.ts';

const CH = 'UCcloudsfixture0000001a';
const PERIOD = 'start=2026-03-01&end=2026-03-31';
const url = (resource: string, channelId = CH) => `/api/v1/insight/channels/${channelId}/${resource}`;

let t: TestApp;
let staff: Session;

const at = (day: string) => new Date(`${day}T10:00:00Z`);

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.demoSession('staff');
  const db = t.db;
  await db.insertInto('channels').values({ channel_id: CH, title: 'Clouds fixture', source_type: 'YT', language: 'zh' }).execute();
  const video = (video_id: string, title: string, day: string, views: number) => ({
    video_id,
    channel_id: CH,
    kind: 'video' as const,
    title,
    duration_seconds: 600,
    published_at: at(day),
    views,
    likes: Math.round(views / 20),
    comments: 3,
  });
  await db
    .insertInto('videos')
    .values([
      video('clVideo0001', '滷肉飯教學', '2026-03-05', 5000),
      video('clVideo0002', '夜市滷肉飯', '2026-03-10', 8000),
      video('clVideo0003', 'Tokyo ramen', '2026-03-20', 300),
      video('clVideo0004', '舊片滷肉飯', '2026-02-10', 90000),
    ])
    .execute();
  const iv = (video_id: string, language: 'zh-TW' | 'en', terms: string[], extra: Record<string, unknown> = {}) => ({
    video_id,
    channel_id: CH,
    language,
    terms,
    keywords: '[]',
    emotions: '{}',
    summary: '[]',
    direction: null,
    ...extra,
  });
  await db
    .insertInto('insight_videos')
    .values([
      iv('clVideo0001', 'zh-TW', ['滷肉飯', '教學']),
      iv('clVideo0002', 'zh-TW', ['滷肉飯', '夜市'], {
        comments_analyzed: 2,
        direction: 62,
        emotion_tags: ['joy', 'criticism'],
        summary: JSON.stringify([{ comment_id: 'clComment3', text: '滷肉飯太鹹了吧' }]),
      }),
      iv('clVideo0003', 'en', ['ramen', 'tokyo']),
      iv('clVideo0004', 'zh-TW', ['滷肉飯', '舊片']),
    ])
    .execute();
  const comments: [string, string, string, number, 'zh-TW' | 'en', string[], string[], string][] = [
    ['clComment1', 'clVideo0001', '2026-03-06', 40, 'zh-TW', ['好吃', '滷肉飯'], ['joy', 'praise'], '滷肉飯看起來好好吃！'],
    ['clComment2', 'clVideo0002', '2026-03-11', 5, 'zh-TW', ['好吃'], ['joy'], '好吃到哭'],
    ['clComment3', 'clVideo0002', '2026-03-12', 12, 'zh-TW', ['太鹹', '滷肉飯'], ['criticism'], '滷肉飯太鹹了吧'],
    ['clComment4', 'clVideo0003', '2026-03-21', 3, 'en', ['tokyo', 'ramen', 'love'], ['joy'], 'Love Tokyo ramen'],
    ['clComment5', 'clVideo0004', '2026-02-11', 100, 'zh-TW', ['好吃'], ['joy'], '以前就好吃'],
  ];
  await db
    .insertInto('video_comments')
    .values(
      comments.map(([comment_id, video_id, day, likes, , , , text]) => ({
        comment_id,
        video_id,
        author: `作者${comment_id.slice(-1)}`,
        text,
        likes,
        published_at: at(day),
      })),
    )
    .execute();
  await db
    .insertInto('insight_comments')
    .values(
      comments.map(([comment_id, video_id, day, likes, language, terms, emotions]) => ({
        comment_id,
        video_id,
        channel_id: CH,
        published_at: at(day),
        likes,
        language,
        sentiment: 'neutral' as const,
        direction: 50,
        emotions,
        terms,
        text_hash: comment_id,
      })),
    )
    .execute();
  await db
    .insertInto('insight_channels')
    .values({ channel_id: CH, languages: ['zh-TW', 'en'], keywords: '[]', emotions: '{}' })
    .execute();
  await db
    .insertInto('video_daily_metrics')
    .values([
      { video_id: 'clVideo0002', day: '2026-03-10', views: 100, impressions: 1000, impressions_ctr: '5.0000' },
      { video_id: 'clVideo0002', day: '2026-03-11', views: 100, impressions: 3000, impressions_ctr: '4.0000' },
      { video_id: 'clVideo0002', day: '2026-04-02', views: 100, impressions: 99999, impressions_ctr: '9.0000' },
      { video_id: 'clVideo0003', day: '2026-03-21', views: 10, impressions: null, impressions_ctr: null },
    ])
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const asMap = (words: { term: string; count: number }[]) => Object.fromEntries(words.map((w) => [w.term, w.count]));

describe('word clouds', () => {
  it('counts the items of the period that hold each word, most first, in every language', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(`word_clouds?${PERIOD}`), headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.period).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(body.languages).toEqual(['zh-TW', 'en']);
    expect(body.language).toBeNull();
    // The February video and comment are outside the period.
    expect(body.content.items).toBe(3);
    expect(body.content.words[0]).toEqual({ term: '滷肉飯', count: 2 });
    expect(asMap(body.content.words)).toEqual({ 滷肉飯: 2, 教學: 1, 夜市: 1, ramen: 1, tokyo: 1 });
    expect(body.comments.items).toBe(4);
    expect(body.comments.words.slice(0, 2).map((w: { count: number }) => w.count)).toEqual([2, 2]);
    expect(asMap(body.comments.words)).toEqual({ 好吃: 2, 滷肉飯: 2, 太鹹: 1, tokyo: 1, ramen: 1, love: 1 });
  });

  it('keeps to one language when asked', async () => {
    const body = (await t.app.inject({ method: 'GET', url: url(`word_clouds?${PERIOD}&language=en`), headers: staff.headers })).json();
    expect(body.language).toBe('en');
    expect(body.content).toEqual({
      items: 1,
      words: [
        { term: 'ramen', count: 1 },
        { term: 'tokyo', count: 1 },
      ],
    });
    expect(asMap(body.comments.words)).toEqual({ love: 1, ramen: 1, tokyo: 1 });
    expect(body.comments.items).toBe(1);
  });

  it('answers empty clouds for a period without analysed items', async () => {
    const body = (await t.app.inject({ method: 'GET', url: url('word_clouds?start=2025-01-01&end=2025-01-31'), headers: staff.headers })).json();
    expect(body.content).toEqual({ items: 0, words: [] });
    expect(body.comments).toEqual({ items: 0, words: [] });
  });

  it('lists the videos (most viewed first) and comments (most liked first) behind a content word', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: url(`word_clouds/word?${PERIOD}&source=content&term=${encodeURIComponent('滷肉飯')}`),
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.videos.map((v: { video_id: string }) => v.video_id)).toEqual(['clVideo0002', 'clVideo0001']);
    expect(body.videos[0]).toMatchObject({ title: '夜市滷肉飯', views: 8000 });
    expect(body.comments.map((c: { comment_id: string }) => c.comment_id)).toEqual(['clComment1', 'clComment3']);
    expect(body.comments[0]).toMatchObject({ text: '滷肉飯看起來好好吃！', likes: 40, video_title: '滷肉飯教學', author: '作者1' });
  });

  it('lists the videos of the comments behind a comment word, with how many of them each has', async () => {
    const body = (
      await t.app.inject({ method: 'GET', url: url(`word_clouds/word?${PERIOD}&source=comments&term=${encodeURIComponent('好吃')}`), headers: staff.headers })
    ).json();
    expect(body.videos.map((v: { video_id: string; comments: number }) => [v.video_id, v.comments])).toEqual([
      ['clVideo0002', 1],
      ['clVideo0001', 1],
    ]);
    expect(body.comments.map((c: { comment_id: string }) => c.comment_id)).toEqual(['clComment1', 'clComment2']);
  });
});

describe('video emotion and summary', () => {
  it('lists the period’s videos newest first with metrics, emotion, top comments per emotion and summary', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(`video_emotions?${PERIOD}`), headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.videos.map((v: { video_id: string }) => v.video_id)).toEqual(['clVideo0003', 'clVideo0002', 'clVideo0001']);
    const [ramen, market, lesson] = body.videos;
    expect(market).toMatchObject({
      title: '夜市滷肉飯',
      views: 8000,
      likes: 400,
      comments: 3,
      // (1,000 × 5 % + 3,000 × 4 %) / 4,000; the April day is outside the period.
      impressions: 4000,
      ctr_percent: 4.25,
      direction: 62,
      comments_analyzed: 2,
      emotion_tags: ['joy', 'criticism'],
      summary: [{ comment_id: 'clComment3', text: '滷肉飯太鹹了吧' }],
      thumbnail_url: 'https://i.ytimg.com/vi/clVideo0002/mqdefault.jpg',
    });
    expect(market.top_comments).toEqual([
      { emotion: 'joy', comments: [{ comment_id: 'clComment2', author: '作者2', text: '好吃到哭', likes: 5 }] },
      { emotion: 'criticism', comments: [{ comment_id: 'clComment3', author: '作者3', text: '滷肉飯太鹹了吧', likes: 12 }] },
    ]);
    // No impressions at all, or days without them: "Unable to retrieve CTR data".
    expect(lesson).toMatchObject({ impressions: null, ctr_percent: null, direction: null, emotion_tags: [] });
    expect(lesson.top_comments.map((g: { emotion: string }) => g.emotion)).toEqual(['joy', 'praise']);
    expect(ramen).toMatchObject({ impressions: null, ctr_percent: null });
  });

  it('pages by ten', async () => {
    const body = (await t.app.inject({ method: 'GET', url: url(`video_emotions?${PERIOD}&page=2`), headers: staff.headers })).json();
    expect(body).toMatchObject({ total: 3, page: 2, page_size: 10, videos: [] });
  });
});

describe('who may call the clouds routes', () => {
  const reads = ['word_clouds?' + PERIOD, `word_clouds/word?${PERIOD}&source=content&term=x`, 'search_keywords', `video_emotions?${PERIOD}`];

  it('lets the inspiration page’s holders read any channel they see (staff, viewer, agency)', async () => {
    for (const key of ['admin', 'staff', 'viewer', 'agency']) {
      const session = await t.demoSession(key);
      for (const resource of reads) {
        const response = await t.app.inject({ method: 'GET', url: url(resource), headers: session.headers });
        expect(response.statusCode, `${key} ${resource} ${response.body}`).toBe(200);
      }
    }
  });

  it('answers 404 for a channel the caller may not see, 403 on their own channel without the page, 401 without a session', async () => {
    const owner = await t.demoSession('intensive_cooperative_user_owner');
    const user = await t.demoSession('user');
    const own = await t.ownedChannel('user_owner');
    const userOwner = await t.demoSession('user_owner');
    for (const resource of reads) {
      for (const session of [owner, user]) {
        const response = await t.app.inject({ method: 'GET', url: url(resource), headers: session.headers });
        expect(response.statusCode, resource).toBe(404);
        expect(expectErrorBody(response).code).toBe('errors.notFound');
      }
      expect((await t.app.inject({ method: 'GET', url: url(resource, own!), headers: userOwner.headers })).statusCode, resource).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: url(resource) })).statusCode).toBe(401);
    }
  });

  it('lets only the refreshCache holders fetch search keywords', async () => {
    const viewer = await t.demoSession('viewer');
    const denied = await t.app.inject({ method: 'POST', url: url('search_keywords/fetch'), headers: viewer.headers });
    expect(denied.statusCode).toBe(403);
    const scoped = await t.app.inject({
      method: 'POST',
      url: url('search_keywords/fetch'),
      headers: (await t.demoSession('intensive_cooperative_user_owner')).headers,
    });
    expect(scoped.statusCode).toBe(404);
    expect(await t.db.selectFrom('insight_search_keyword_fetches').selectAll().where('channel_id', '=', CH).execute()).toEqual([]);
  });
});

describe('bad input', () => {
  const cases: [string, string][] = [
    ['start without end', 'word_clouds?start=2026-03-01'],
    ['end before start', 'word_clouds?start=2026-03-31&end=2026-03-01'],
    ['a language nobody has', 'word_clouds?language=fr'],
    ['no term', `word_clouds/word?${PERIOD}&source=content`],
    ['an empty term', `word_clouds/word?${PERIOD}&source=content&term=%20`],
    ['a term too long', `word_clouds/word?${PERIOD}&source=content&term=${'x'.repeat(101)}`],
    ['an unknown source', `word_clouds/word?${PERIOD}&source=titles&term=x`],
    ['page 0', `video_emotions?${PERIOD}&page=0`],
    ['page not a number', `video_emotions?${PERIOD}&page=two`],
    ['an unknown parameter', `video_emotions?${PERIOD}&sort=views`],
  ];
  it.each(cases)('refuses %s with a translated 400 and changes nothing', async (_label, resource) => {
    const before = await tableChecksums(t.db, ['insight_search_keyword_fetches', 'insight_search_keywords', 'insight_videos', 'insight_comments']);
    const response = await t.app.inject({ method: 'GET', url: url(resource), headers: { ...staff.headers, 'accept-language': 'en' } });
    expect(response.statusCode, response.body).toBe(400);
    expectErrorBody(response, 'en');
    expect(await tableChecksums(t.db, ['insight_search_keyword_fetches', 'insight_search_keywords', 'insight_videos', 'insight_comments'])).toEqual(before);
  });

  it('refuses a body on the fetch', async () => {
    const response = await t.app.inject({ method: 'POST', url: url('search_keywords/fetch'), headers: staff.headers, payload: { term: 'x' } });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response);
  });
});
