// Video search with source=youtube against the fake Google speaking the Data API (search.list
// type=video with its paging and 403 quotaExceeded, videos.list with an API key): each page of
// results one call of the day's allowance, counted before it is made; a search made once and a page
// already read answered without spending; the page's figures from videos.list; the quota in the
// answer as on discovery; the viewer reading what the team stored without spending; the allowance
// out answered with a translated 429 that says when it resets, with nothing stored.
import type { VideoSearchResult } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { expectRefusal } from '../../../../test/error-body.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../../test/harness.ts';

const DAILY_CALLS = 5;
const DAY = 86_400_000;
let fake: FakeGoogle;
let t: TestApp;
const sessions = new Map<string, Record<string, string>>();
const ramen = (n: number) => `vramen${String(n).padStart(5, '0')}`;

const search = (who: string, query: string, language = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/exploration/videos?${query}`, headers: { ...sessions.get(who)!, 'x-chorus-language': language } });
const found = async (who: string, query: string) => {
  const response = await search(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VideoSearchResult;
};
const searchCalls = (from: number) => fake.state.requests.slice(from).filter((r) => r.path === '/youtube/v3/search');
const storedSearches = () => t.db.selectFrom('exploration_searches').select(['search_key', 'kind', 'pages']).where('kind', '=', 'video').execute();

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await startTestApp({ config: { youtube: fake.youtubeConfig({ ...loadConfig({}).youtube }, { searchDailyCalls: DAILY_CALLS }) } });
  // 45 ramen videos of one channel outside the network, 15 results a search page at most.
  fake.state.searchPageSize = 15;
  fake.addChannel(
    { id: 'UCramenOutside00000000a', title: 'Ramen Road', description: 'Noodles everywhere', country: 'JP', subscribers: 1_000, views: 10_000 },
    null,
  );
  for (let n = 1; n <= 45; n++)
    fake.state.videos.push({
      id: ramen(n),
      channelId: 'UCramenOutside00000000a',
      title: `Best ramen in town, part ${n}`,
      description: 'A bowl a day',
      tags: ['ramen'],
      publishedAt: new Date(t.clock.now().getTime() - 10 * DAY - n * 1000).toISOString(),
      duration: n === 1 ? 'PT45S' : 'PT12M5S',
      views: 1_000 * n,
      likes: 50 * n,
      comments: 10 * n,
    });
  for (const who of ['staff', 'viewer']) sessions.set(who, (await t.signIn(demo(who))).headers);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('GET /api/v1/exploration/videos?source=youtube', () => {
  it('reads the pages a page of 20 needs (two calls of 15), each counted, with the figures from videos.list', async () => {
    const before = fake.state.requests.length;
    const answer = await found('staff', 'q=ramen&source=youtube');
    expect(answer.search).toEqual({ calls_spent: 2, from_stored: false, skipped: null });
    expect(answer.quota).toMatchObject({ used: 2, limit: DAILY_CALLS, units_per_call: 100 });
    expect(answer.items.map((v) => v.video_id)).toEqual(Array.from({ length: 20 }, (_, i) => ramen(i + 1)));
    // YouTube counts 45; 30 read so far.
    expect(answer).toMatchObject({ total: 45, total_capped: false, terms: [] });
    const sent = searchCalls(before);
    expect(sent.map((r) => r.query.type)).toEqual(['video', 'video']);
    expect(sent[1]!.query.pageToken).toBeTruthy();
    // Ten days old: 3,000 views are 300 a day; (150 likes + 30 comments) / 3,000 = 6 %.
    expect(answer.items[2]).toMatchObject({
      channel_id: 'UCramenOutside00000000a',
      channel_title: 'Ramen Road',
      title: 'Best ramen in town, part 3',
      views: 3_000,
      views_per_day: 300,
      engagement_rate: 6,
      duration_seconds: 725,
      is_short: false,
      language: 'en',
      in_network: false,
    });
    expect(answer.items[0]!.is_short).toBe(true);
  });

  it('answers a page already read from the stored search, spending nothing; a later page spends only what it lacks', async () => {
    const before = fake.state.requests.length;
    const again = await found('staff', 'q=Ramen&source=youtube');
    expect(again.search).toEqual({ calls_spent: 0, from_stored: true, skipped: null });
    expect(again.items.map((v) => v.video_id)).toEqual(Array.from({ length: 20 }, (_, i) => ramen(i + 1)));
    expect(searchCalls(before)).toHaveLength(0);
    const second = await found('staff', 'q=ramen&source=youtube&page=2');
    expect(second.search).toMatchObject({ calls_spent: 1 });
    expect(second.items.map((v) => v.video_id)).toEqual(Array.from({ length: 20 }, (_, i) => ramen(i + 21)));
    // Every result read: the count is exact.
    expect(second).toMatchObject({ total: 45, total_capped: false });
    const third = await found('staff', 'q=ramen&source=youtube&page=3');
    expect(third.items.map((v) => v.video_id)).toEqual([41, 42, 43, 44, 45].map(ramen));
    expect(third.search).toMatchObject({ calls_spent: 0 });
    expect(third.quota?.used).toBe(3);
    expect(await storedSearches()).toEqual([{ search_key: 'video|ramen||', kind: 'video', pages: 3 }]);
  });

  it('lets the viewer read what the team stored, and search nothing new (nothing spent)', async () => {
    const before = fake.state.requests.length;
    const stored = await found('viewer', 'q=ramen&source=youtube');
    expect(stored.items).toHaveLength(20);
    expect(stored.search).toEqual({ calls_spent: 0, from_stored: true, skipped: null });
    const fresh = await found('viewer', 'q=noodles&source=youtube');
    expect(fresh).toMatchObject({ items: [], total: 0, search: { calls_spent: 0, from_stored: false, skipped: 'not_allowed' } });
    expect(searchCalls(before)).toHaveLength(0);
  });

  it('answers a translated 429 saying when the allowance resets once it is spent, storing nothing', async () => {
    // Three calls spent on ramen; "bowl" (in every description) takes the last two.
    const bowl = await found('staff', 'q=bowl&source=youtube');
    expect(bowl.search?.calls_spent).toBe(2);
    expect(bowl.quota?.used).toBe(DAILY_CALLS);
    const before = fake.state.requests.length;
    const response = await search('staff', 'q=part&source=youtube');
    const error = expectRefusal(response, 429, 'en');
    expect(error.message).toContain('resets at midnight Pacific time');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(searchCalls(before)).toHaveLength(0);
    expect((await storedSearches()).map((s) => s.search_key)).not.toContain('video|part||');
    const ja = await search('staff', 'q=part&source=youtube', 'ja');
    expect(ja.statusCode).toBe(429);
    expect((ja.json() as { error: { message: string } }).error.message).toContain('太平洋時間');
  });
});
