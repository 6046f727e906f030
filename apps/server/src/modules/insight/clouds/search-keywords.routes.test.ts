// The top 10 search keywords against the fake Google speaking the Analytics API's wire format: the
// query sent (insightTrafficSourceDetail under YT_SEARCH, by views, at most 10), the answer cached
// and read back, a channel without data, Google refusing (the last good keywords kept, the reason
// shown), a channel without authorization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../../test/fake-google.ts';
import { startTestApp, type Session, type TestApp } from '../../../../test/harness.ts';
import { runJobToEnd } from '../../../../test/until.ts';
import { authorize } from '../../../../test/youtube-flow.ts';
import { queueSearchKeywords, SEARCH_KEYWORDS_QUEUE } from '../../../jobs/channel-analysis-queue.ts';

const CHANNEL = 'UCsearchterms000000001a';
const QUIET = 'UCsearchquiet000000001a';
const UNLINKED = 'UCsearchunlinked00001a';

let fake: FakeGoogle;
let t: TestApp;
let staff: Session;

const fetchUrl = (channelId: string) => `/api/v1/insight/channels/${channelId}/search_keywords/fetch`;
const readUrl = (channelId: string) => `/api/v1/insight/channels/${channelId}/search_keywords`;

/** The fake's views for a window: 1,000 + the day of the month, per day (fake-google.ts). */
function windowViews(start: string, end: string): number {
  let total = 0;
  for (let d = Date.parse(`${start}T00:00:00Z`); d <= Date.parse(`${end}T00:00:00Z`); d += 86_400_000) total += 1000 + new Date(d).getUTCDate();
  return total;
}

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube) } });
  fake.addChannel({ id: CHANNEL, title: 'Search terms', subscribers: 100, views: 1000 }, 'owner-google');
  fake.addChannel({ id: QUIET, title: 'Quiet', subscribers: 1, views: 1, noAnalytics: true }, 'owner-google');
  fake.state.searchTerms.set(CHANNEL, [
    ['滷肉飯 做法', 0.08],
    ['台北 夜市', 0.05],
    ['ラーメン 東京', 0.04],
    ['street food taipei', 0.03],
    ['  ', 0.2],
    ...Array.from({ length: 9 }, (_, i): [string, number] => [`term ${i}`, 0.01 - i * 0.001]),
  ]);
  const owner = await t.signIn('user@demo.chorus.test');
  expect((await authorize(t, fake, owner, 'owner-google')).result).toBe('linked');
  await t.db.insertInto('channels').values({ channel_id: UNLINKED, title: 'Unlinked', source_type: 'YT', language: 'en' }).execute();
  staff = await t.demoSession('staff');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('fetching the top 10 search keywords', () => {
  it('answers "not fetched" before the first fetch', async () => {
    const response = await t.app.inject({ method: 'GET', url: readUrl(CHANNEL), headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ state: 'notFetched', error: null, window: null, fetched_at: null, keywords: [] });
  });

  it('asks for search traffic details by views, keeps the ten best and reads them back', async () => {
    const before = fake.state.requests.length;
    const response = await t.app.inject({ method: 'POST', url: fetchUrl(CHANNEL), headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    const reports = fake.state.requests.slice(before).filter((r) => r.path === '/v2/reports');
    expect(reports).toHaveLength(1);
    const q = reports[0]!.query;
    expect(q).toMatchObject({
      ids: `channel==${CHANNEL}`,
      dimensions: 'insightTrafficSourceDetail',
      filters: 'insightTrafficSourceType==YT_SEARCH',
      metrics: 'views',
      sort: '-views',
      maxResults: '10',
    });
    const body = response.json();
    expect(body.state).toBe('ok');
    expect(body.error).toBeNull();
    // No daily figures stored: the window ends 4 days before today and lasts 28 days.
    const end = new Date(t.clock.now().getTime() - 4 * 86_400_000).toISOString().slice(0, 10);
    expect(body.window.end).toBe(end);
    expect(Date.parse(body.window.end) - Date.parse(body.window.start)).toBe(27 * 86_400_000);
    expect(q.startDate).toBe(body.window.start);
    expect(q.endDate).toBe(body.window.end);
    // The fake answers the window up to its last day with data (two days ago), so every day counts.
    const total = windowViews(body.window.start, body.window.end);
    // The blank term is dropped after Google's ten: nine are left.
    expect(body.keywords).toEqual([
      { rank: 1, term: '滷肉飯 做法', views: Math.round(total * 0.08) },
      { rank: 2, term: '台北 夜市', views: Math.round(total * 0.05) },
      { rank: 3, term: 'ラーメン 東京', views: Math.round(total * 0.04) },
      { rank: 4, term: 'street food taipei', views: Math.round(total * 0.03) },
      ...[0, 1, 2, 3, 4].map((i) => ({ rank: 5 + i, term: `term ${i}`, views: Math.round(total * (0.01 - i * 0.001)) })),
    ]);
    const read = (await t.app.inject({ method: 'GET', url: readUrl(CHANNEL), headers: (await t.demoSession('viewer')).headers })).json();
    expect(read).toEqual(body);
  });

  it('keeps the last good keywords and the reason when Google refuses', async () => {
    const good = (await t.app.inject({ method: 'GET', url: readUrl(CHANNEL), headers: staff.headers })).json();
    fake.fail(/^\/v2\/reports$/, 403, 'forbidden');
    const body = (await t.app.inject({ method: 'POST', url: fetchUrl(CHANNEL), headers: staff.headers })).json();
    expect(body.state).toBe('failed');
    expect(body.error).toBe('errors.dataNotObtained');
    expect(body.keywords).toEqual(good.keywords);
    fake.fail(/^\/v2\/reports$/, 403, 'quotaExceeded');
    expect((await t.app.inject({ method: 'POST', url: fetchUrl(CHANNEL), headers: staff.headers })).json().error).toBe('errors.youtubeQuota');
    // The next good fetch clears the reason.
    expect((await t.app.inject({ method: 'POST', url: fetchUrl(CHANNEL), headers: staff.headers })).json()).toMatchObject({ state: 'ok', error: null });
  });

  it('says "empty" for a channel YouTube has no search views for (rows left out)', async () => {
    const body = (await t.app.inject({ method: 'POST', url: fetchUrl(QUIET), headers: staff.headers })).json();
    expect(body).toMatchObject({ state: 'empty', error: null, keywords: [] });
  });

  it('says why for a channel without a YouTube authorization, without calling Google', async () => {
    const before = fake.state.requests.length;
    const body = (await t.app.inject({ method: 'POST', url: fetchUrl(UNLINKED), headers: staff.headers })).json();
    expect(body).toMatchObject({ state: 'failed', error: 'errors.youtubeNotAuthorized', keywords: [] });
    expect(fake.state.requests.length).toBe(before);
  });

  it('are fetched again by the job each channel refresh queues', async () => {
    const before = fake.state.requests.length;
    const id = await queueSearchKeywords(t.ctx.jobs, CHANNEL);
    expect(id).not.toBeNull();
    const done = await runJobToEnd(t.ctx.jobs, SEARCH_KEYWORDS_QUEUE, id);
    expect(done?.state).toBe('completed');
    const asked = fake.state.requests.slice(before).filter((r) => r.path === '/v2/reports');
    expect(asked.map((r) => r.query.ids)).toEqual([`channel==${CHANNEL}`]);
    const read = (await t.app.inject({ method: 'GET', url: readUrl(CHANNEL), headers: staff.headers })).json();
    expect(read).toMatchObject({ state: 'ok', error: null });
    expect(read.keywords[0]).toMatchObject({ rank: 1, term: '滷肉飯 做法' });
  });
});
