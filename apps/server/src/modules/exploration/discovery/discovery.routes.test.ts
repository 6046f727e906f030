// Creator discovery against the fake Google speaking the Data API's wire format (search.list with
// its paging and its 403 quotaExceeded; channels, playlistItems and videos with an API key): the
// search spent once and answered from stored results after; channels already stored never read
// again; enrichment queued with its progress; the quota ledger (counted before each page, the
// allowance, Google's own refusal, the reset at midnight Pacific time); the viewer reading without
// spending; filters and sort on the figures; the 30-day rule for public data.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DISCOVERY_COUNT_CAP, type Discovery } from '@chorus/contract';
import { loadConfig } from '../../../config.ts';
import { API_KEY, startFakeGoogle, type FakeGoogle } from '../../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { applyPublicDataRule, enrichChannel, ENRICH_QUEUE } from '../index.ts';
import { publicDataAccess, searchList } from '../../youtube/index.ts';

const DAILY_CALLS = 6;
let fake: FakeGoogle;
let t: TestApp;

const DAY = 86_400_000;
const travel = (n: number) => `UCtravel${String(n).padStart(14, '0')}`;

function addTravelChannel(
  n: number,
  options: { description?: string; lang?: string; country?: string; videos?: { daysAgo: number; views: number; seconds: number; title?: string }[] } = {},
) {
  const id = travel(n);
  fake.addChannel(
    {
      id,
      title: `旅行頻道 ${n}`,
      description: options.description ?? `帶你去京都旅行 ${n}`,
      country: options.country ?? 'TW',
      defaultLanguage: options.lang ?? 'zh-TW',
      subscribers: 10_000 * n,
      views: 1_000_000 * n,
      topicCategories: ['https://en.wikipedia.org/wiki/Tourism'],
    },
    null,
  );
  for (const [i, v] of (options.videos ?? []).entries()) {
    fake.state.videos.push({
      id: `v${n}x${String(i).padStart(8, '0')}`,
      channelId: id,
      title: v.title ?? `京都旅行 第${i + 1}集`,
      description: '一起去旅行吧',
      tags: ['旅行', '京都'],
      publishedAt: new Date(t.clock.now().getTime() - v.daysAgo * DAY).toISOString(),
      duration: `PT${Math.floor(v.seconds / 60)}M${v.seconds % 60}S`,
      views: v.views,
    });
  }
  return id;
}

/** Sessions signed in again whenever the test moves the clock past the access tokens' life. */
const sessions = new Map<string, Record<string, string>>();
async function signInAll() {
  for (const who of ['staff', 'viewer', 'admin']) sessions.set(who, (await t.signIn(demo(who))).headers);
}
const call = (who: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...sessions.get(who)!, ...headers } });
const list = async (who: string, query: string) => {
  const response = await call(who, `/api/v1/exploration/channels?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Discovery;
};
const requestsTo = (path: string, from: number) => fake.state.requests.slice(from).filter((r) => r.path === `/youtube/v3/${path}`);

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await startTestApp({ config: { youtube: fake.youtubeConfig({ ...loadConfig({}).youtube }, { searchDailyCalls: DAILY_CALLS }) } });
  // Twelve travel channels (two pages of 10 at the fake's page size below), the first with uploads.
  addTravelChannel(1, {
    description: '合作邀約：Trip.Lin@Example.tw',
    videos: [...Array.from({ length: 9 }, (_, i) => ({ daysAgo: i * 7 + 1, views: (i + 1) * 1000, seconds: 900 })), { daysAgo: 2, views: 50_000, seconds: 40 }],
  });
  for (let n = 2; n <= 12; n++) addTravelChannel(n);
  // A Japanese channel for another search.
  fake.addChannel(
    {
      id: 'UCkyototabi0000000000a',
      title: '京都ひとり旅',
      description: 'のんびり旅の記録です',
      country: 'JP',
      defaultLanguage: 'ja',
      subscribers: 5000,
      views: 90_000,
    },
    null,
  );
  await signInAll();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the fake Google and the client: search.list on the wire', () => {
  it('pages with nextPageToken, with the API key and no bearer token, each page counted by Google', async () => {
    const access = publicDataAccess(t.config.youtube)!;
    const before = fake.state.requests.length;
    const calls = fake.state.searchCalls;
    const first = await searchList(access, { q: '旅行', type: 'channel', maxResults: 5 });
    expect(first.results).toHaveLength(5);
    expect(first.results[0]).toMatchObject({ kind: 'channel', id: travel(1), channelId: travel(1), title: '旅行頻道 1' });
    expect(first.nextPageToken).toBeTruthy();
    const second = await searchList(access, { q: '旅行', type: 'channel', maxResults: 5, pageToken: first.nextPageToken });
    expect(second.results.map((r) => r.id)).toEqual([6, 7, 8, 9, 10].map(travel));
    const sent = requestsTo('search', before);
    expect(sent.map((r) => r.query.pageToken ?? null)).toEqual([null, first.nextPageToken]);
    expect(sent[0]!.query).toMatchObject({ part: 'snippet', q: '旅行', type: 'channel', maxResults: '5', key: API_KEY });
    expect(sent[0]!.authorization).toBeNull();
    expect(fake.state.searchCalls - calls).toBe(2);
    // Videos by words in titles, descriptions and tags.
    const videos = await searchList(access, { q: '京都', type: 'video', maxResults: 50 });
    expect(videos.results.every((r) => r.kind === 'video' && r.channelId === travel(1))).toBe(true);
    expect(videos.results).toHaveLength(10);
  });

  it('answers 403 quotaExceeded in the youtube.quota domain past the allowance', async () => {
    const saved = fake.state.searchCallLimit;
    fake.state.searchCallLimit = fake.state.searchCalls;
    const response = await fetch(`${fake.url}/youtube/v3/search?part=snippet&type=channel&q=x&key=${API_KEY}`);
    fake.state.searchCallLimit = saved;
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: number; message: string; errors: { reason: string; domain: string }[] } };
    expect(body.error.code).toBe(403);
    expect(body.error.errors[0]).toMatchObject({ reason: 'quotaExceeded', domain: 'youtube.quota' });
    expect(body.error.message).toContain('quota');
  });
});

describe('GET /api/v1/exploration/channels', () => {
  let jobId: string | null;

  it('searches YouTube once (one call of the allowance), stores the candidates and queues their enrichment', async () => {
    const before = fake.state.requests.length;
    const answer = await list('staff', 'q=旅行&source=youtube&page_size=50');
    expect(answer.search).toEqual({ calls_spent: 1, from_stored: false, skipped: null });
    expect(answer.quota).toMatchObject({ used: 1, limit: DAILY_CALLS, units_per_call: 100 });
    expect(answer.total).toBe(12);
    const first = answer.items.find((i) => i.channel_id === travel(1))!;
    expect(first).toMatchObject({
      title: '旅行頻道 1',
      subscribers: 10_000,
      in_network: false,
      source: 'youtube',
      origin: 'public',
      contact_email: 'trip.lin@example.tw',
      language: 'zh-TW',
      country: 'TW',
      topics: ['Tourism'],
      median_views_last10: null,
      figures_at: null,
    });
    expect(first.fetched_at).toBe(t.clock.now().toISOString());
    expect(answer.pending).toBe(12);
    // One search page (50 results at most), one channels.list for the 12 new ids.
    expect(requestsTo('search', before)).toHaveLength(1);
    const channelCalls = requestsTo('channels', before);
    expect(channelCalls).toHaveLength(1);
    expect(channelCalls[0]!.query.id!.split(',')).toHaveLength(12);
    // The enrichment job was queued with its progress row, owned by the searcher.
    jobId = answer.enrichment_job_id;
    expect(jobId).toBeTruthy();
    const progress = await t.db.selectFrom('job_progress').selectAll().where('job_id', '=', jobId!).executeTakeFirstOrThrow();
    expect(progress).toMatchObject({ name: ENRICH_QUEUE, owner_user_id: await t.demoUserId('staff'), label: 'jobs.explorationEnrich', state: 'queued' });
    const job = await t.ctx.jobs.recentJobs(ENRICH_QUEUE, 5);
    expect((job.find((j) => j.id === jobId)!.data as { channelIds: string[] }).channelIds).toHaveLength(12);
  });

  it('answers the same search again from stored results: no call, no channel read', async () => {
    const before = fake.state.requests.length;
    const answer = await list('staff', 'q=%20旅行%20&source=youtube&page_size=50');
    expect(answer.search).toEqual({ calls_spent: 0, from_stored: true, skipped: null });
    expect(answer.quota.used).toBe(1);
    expect(answer.total).toBe(12);
    expect(answer.enrichment_job_id).toBe(jobId);
    expect(fake.state.requests.length).toBe(before);
  });

  it('never reads again a channel already stored: another search that finds it spends a call but reads only the new ones', async () => {
    const before = fake.state.requests.length;
    const answer = await list('staff', 'q=旅&source=youtube&page_size=50');
    expect(answer.search.calls_spent).toBe(1);
    expect(answer.total).toBe(13);
    const channelCalls = requestsTo('channels', before);
    expect(channelCalls.map((r) => r.query.id)).toEqual(['UCkyototabi0000000000a']);
    expect(answer.items.find((i) => i.channel_id === 'UCkyototabi0000000000a')).toMatchObject({ language: 'ja', country: 'JP' });
  });

  it('reads more pages when asked, each page one call, following nextPageToken', async () => {
    fake.state.searchPageSize = 2;
    const before = fake.state.requests.length;
    const answer = await list('staff', 'q=頻道&source=youtube&pages=3&page_size=50');
    const pages = requestsTo('search', before);
    expect(pages).toHaveLength(3);
    expect(pages[1]!.query.pageToken).toBeTruthy();
    expect(answer.search.calls_spent).toBe(3);
    expect(answer.quota.used).toBe(5);
    fake.state.searchPageSize = 50;
  });

  it('the viewer reads stored results but never spends: a new search is answered from what is stored', async () => {
    const before = fake.state.requests.length;
    const fresh = await list('viewer', 'q=京都ひとり旅&source=youtube');
    expect(fresh.search).toEqual({ calls_spent: 0, from_stored: false, skipped: 'not_allowed' });
    expect(fresh.items.map((i) => i.channel_id)).toEqual(['UCkyototabi0000000000a']);
    const stored = await list('viewer', 'q=旅行&source=youtube&page_size=50');
    expect(stored.search).toEqual({ calls_spent: 0, from_stored: true, skipped: null });
    expect(stored.total).toBe(12);
    expect(fake.state.requests.length).toBe(before);
    expect(stored.quota.used).toBe(5);
  });

  it('exports from stored results only: a new keyword in an export spends no call and reads no channel', async () => {
    const before = fake.state.requests.length;
    const response = await call('staff', `/api/v1/exploration/channels/export?q=${encodeURIComponent('京都ひとり旅')}&source=youtube&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('UCkyototabi0000000000a');
    expect(fake.state.requests.length).toBe(before);
    const quota = await call('staff', '/api/v1/exploration/quota');
    expect(quota.json()).toMatchObject({ used: 5 });
  });

  it('spends no call past the allowance and says when it resets; the day after it starts again', async () => {
    const one = await list('staff', 'q=京都&source=youtube');
    expect(one.search.calls_spent).toBe(1);
    expect(one.quota.used).toBe(DAILY_CALLS);
    const before = fake.state.requests.length;
    const out = await list('staff', 'q=京都旅行 秘境&source=youtube');
    expect(out.search).toEqual({ calls_spent: 0, from_stored: false, skipped: 'quota_out' });
    expect(requestsTo('search', before)).toHaveLength(0);
    const resets = Date.parse(out.quota.resets_at);
    expect(resets).toBeGreaterThan(t.clock.now().getTime());
    expect(resets - t.clock.now().getTime()).toBeLessThanOrEqual(DAY);
    t.clock.set(new Date(resets + 1000));
    await signInAll();
    const quota = await call('staff', '/api/v1/exploration/quota');
    expect(quota.statusCode, quota.body).toBe(200);
    expect(quota.json()).toMatchObject({ used: 0, limit: DAILY_CALLS });
  });

  it('marks the day spent when Google refuses with quotaExceeded (the project spent it elsewhere)', async () => {
    fake.state.searchCallLimit = fake.state.searchCalls;
    const answer = await list('staff', 'q=溫泉&source=youtube');
    fake.state.searchCallLimit = 100_000;
    expect(answer.search.skipped).toBe('quota_out');
    expect(answer.quota.used).toBe(DAILY_CALLS);
  });

  it('filters and sorts on the figures once the uploads are read', async () => {
    await enrichChannel({ db: t.ctx.db, clock: t.clock }, publicDataAccess(t.config.youtube)!, travel(1));
    const answer = await list(
      'admin',
      'source=youtube&min_median_views=1000&max_shorts_share=0.2&min_uploads_per_week=0.5&sort=median_views_last10&order=desc',
    );
    expect(answer.items.map((i) => i.channel_id)).toEqual([travel(1)]);
    const [one] = answer.items;
    // Ten uploads: the Short of 2 days ago (50,000) and nine long ones (1,000 … 9,000): median of the last ten 5,500.
    expect(one).toMatchObject({ median_views_last10: 5500, shorts_share: 0.1, avg_duration_seconds: 900, days_since_last_upload: 1, language: 'zh-TW' });
    expect(one!.uploads_per_week).toBe(0.78);
    expect(one!.topics).toEqual(['Tourism', '京都', '旅行']);
    expect(one!.figures_at).not.toBeNull();
    const none = await list('admin', 'source=youtube&max_shorts_share=0.05&min_median_views=1000');
    expect(none.total).toBe(0);
  });

  it('finds one channel by its id (the video search links to it)', async () => {
    const answer = await list('viewer', `channel=${travel(1)}`);
    expect(answer.items.map((i) => i.channel_id)).toEqual([travel(1)]);
  });

  it('exports the list in its order: CSV with exact figures, xlsx with number cells, headings in the caller’s language', async () => {
    const query = 'source=youtube&min_median_views=1000&sort=median_views_last10';
    const csv = await call('viewer', `/api/v1/exploration/channels/export?${query}&format=csv`, { 'x-chorus-language': 'en' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [heading, row, extra] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(extra).toBeUndefined();
    const headings = heading!.split(',');
    expect(headings.slice(0, 6)).toEqual(['Channel ID', 'Channel', 'In the network', 'Data from', 'Subscribers', 'Total views']);
    const cells = Object.fromEntries(headings.map((h, i) => [h, row!.split(',')[i]]));
    expect(cells).toMatchObject({
      'Channel ID': travel(1),
      'In the network': 'No',
      'Data from': 'Public YouTube data',
      Subscribers: '10000',
      'Median views (last 10 videos)': '5500',
      'Shorts share (last 30 uploads) (%)': '10.00',
      'Uploads a week (90 days)': '0.78',
      'Language (detected)': 'Chinese',
    });
    const xlsx = await call('viewer', `/api/v1/exploration/channels/export?${query}&format=xlsx`, { 'x-chorus-language': 'ja' });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('登録者数');
    expect(sheet.getRow(2).getCell(5).value).toBe(10_000);
    expect(sheet.getRow(2).getCell(9).value).toBe(0.1);
  });

  it('lists the network’s channels as authorized data, in the caller’s reach', async () => {
    const answer = await list('admin', 'source=network&page_size=5&sort=subscribers');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.items.every((i) => i.in_network && i.source === 'network' && i.origin === 'authorized')).toBe(true);
    const subs = answer.items.map((i) => i.subscribers ?? 0);
    expect(subs).toEqual([...subs].sort((a, b) => b - a));
    expect(answer.search.skipped).toBe('not_asked');
  });

  it('refuses bad input with the field named, and spends nothing', async () => {
    const before = fake.state.requests.length;
    const cases: [string, string][] = [
      ['q=旅行&min_subscribers=10&max_subscribers=5', 'max_subscribers'],
      ['q=旅行&sort=nope', 'sort'],
      ['q=旅行&max_shorts_share=1.5', 'max_shorts_share'],
      ['q=旅行&source=network&pages=2', 'pages'],
    ];
    for (const [query, field] of cases) {
      const response = await call('staff', `/api/v1/exploration/channels?${query}`, { 'x-chorus-language': 'en' });
      expect(response.statusCode, query).toBe(400);
      const error = (response.json() as { error: { fields: Record<string, string> } }).error;
      expect(Object.keys(error.fields), query).toEqual([field]);
      expect(error.fields[field], query).not.toMatch(/^validation\./);
    }
    expect(fake.state.requests.length).toBe(before);
  });
});

describe('the 30-day rule for public data', () => {
  it('reads again what is older than 30 days and deletes what YouTube no longer returns, with old searches', async () => {
    const deps = { db: t.ctx.db, clock: t.clock, jobs: t.ctx.jobs, access: () => publicDataAccess(t.config.youtube) };
    t.clock.set(new Date(t.clock.now().getTime() + 31 * DAY));
    fake.state.channels.delete(travel(12));
    const before = fake.state.requests.length;
    const outcome = await applyPublicDataRule(deps);
    expect(outcome.removed).toBe(1);
    expect(outcome.refreshed).toBe(12);
    expect(outcome.searchesRemoved).toBeGreaterThan(0);
    expect(requestsTo('search', before)).toHaveLength(0);
    const rows = await t.db.selectFrom('exploration_channels').select(['channel_id', 'fetched_at', 'figures_at']).execute();
    expect(rows.map((r) => r.channel_id)).not.toContain(travel(12));
    expect(rows.every((r) => r.fetched_at.getTime() === t.clock.now().getTime() && r.figures_at === null)).toBe(true);
    expect(await t.db.selectFrom('exploration_searches').select('search_key').execute()).toEqual([]);
  });

  it('deletes everything older than 30 days when there is no API key to read it again', async () => {
    t.clock.set(new Date(t.clock.now().getTime() + 31 * DAY));
    const outcome = await applyPublicDataRule({ db: t.ctx.db, clock: t.clock, jobs: t.ctx.jobs, access: () => null });
    expect(outcome).toMatchObject({ refreshed: 0, removed: 12 });
    expect(await t.db.selectFrom('exploration_channels').select('channel_id').execute()).toEqual([]);
  });
});

describe('a long list', () => {
  // 1,005 stored candidates (after the 30-day rule emptied the table), subscribers 1,003 + 997 n.
  const stored = Array.from({ length: 1_005 }, (_, n) => ({ id: `UClong${String(n).padStart(18, '0')}`, subscribers: 1_003 + 997 * n }));
  beforeAll(async () => {
    await signInAll();
    await sql`
      INSERT INTO exploration_channels (channel_id, title, language, subscribers, fetched_at)
      SELECT id, 'Long list ' || id, 'en', subs, ${t.clock.now()}::timestamptz
      FROM unnest(${stored.map((s) => s.id)}::text[], ${stored.map((s) => s.subscribers)}::bigint[]) AS u(id, subs)`.execute(t.db);
  });

  it('counts up to 1,000 and says there are more; below that the count is exact', async () => {
    const all = await list('viewer', 'sort=subscribers');
    expect(all).toMatchObject({ total: DISCOVERY_COUNT_CAP, total_capped: true });
    const few = await list('viewer', 'source=youtube&min_subscribers=1000000');
    expect(few).toMatchObject({ total: stored.filter((s) => s.subscribers >= 1_000_000).length, total_capped: false });
    expect(few.total).toBe(2);
  });

  it('pages the network’s channels and the stored candidates as one list in the sort’s order', async () => {
    const network = await list('admin', 'source=network&page_size=100&sort=subscribers');
    expect(network.total).toBeLessThan(100);
    const everyone = [...network.items.map((i) => ({ id: i.channel_id, subscribers: i.subscribers })), ...stored];
    // Missing counts last either way; ties by channel id.
    const ordered = (direction: 1 | -1) =>
      [...everyone]
        .sort((a, b) => (a.subscribers ?? direction * Infinity) * direction - (b.subscribers ?? direction * Infinity) * direction || (a.id < b.id ? -1 : 1))
        .map((c) => c.id);
    const expected = ordered(-1);
    for (const page of [1, 2, 7]) {
      const answer = await list('admin', `sort=subscribers&page_size=50&page=${page}`);
      expect(
        answer.items.map((i) => i.channel_id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 50, page * 50));
    }
    const ascending = await list('admin', 'sort=subscribers&order=asc&page_size=50&page=2');
    expect(ascending.items.map((i) => i.channel_id)).toEqual(ordered(1).slice(50, 100));
  });
});
