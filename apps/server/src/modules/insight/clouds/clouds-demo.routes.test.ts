// The clouds part's demo on the test network: every channel with daily figures gets a fetch on the
// seed day whose keywords are its own video tags (lower-cased) ranked by the views of the videos that
// carry them, ten at most, and the page reads them back as "ok".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedCloudsDemo } from './index.ts';

let t: TestApp;
const seedDay = new Date('2026-11-20T00:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  await t.db.transaction().execute((trx) => seedCloudsDemo(trx, { seedDay, userIds: new Map() }));
});
afterAll(async () => {
  await t?.close();
});

describe('seedCloudsDemo', () => {
  it('caches ten search keywords per demo channel from its tags, ranked by the views of the videos carrying them', async () => {
    const channels = await t.db.selectFrom('channel_daily_metrics').select('channel_id').distinct().execute();
    expect(channels.length).toBeGreaterThan(0);
    const fetches = await t.db.selectFrom('insight_search_keyword_fetches').selectAll().execute();
    expect(fetches.map((f) => f.channel_id).sort()).toEqual(channels.map((c) => c.channel_id).sort());
    for (const f of fetches) {
      expect(f.fetched_at.toISOString()).toBe(seedDay.toISOString());
      expect(f.error).toBeNull();
    }

    const channelId = channels[0]!.channel_id;
    const videos = await t.db.selectFrom('videos').select(['tags', 'views']).where('channel_id', '=', channelId).execute();
    const weight = new Map<string, number>();
    for (const v of videos) for (const tag of v.tags) weight.set(tag.toLowerCase(), (weight.get(tag.toLowerCase()) ?? 0) + Number(v.views));
    const expected = [...weight.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, 10)
      .map(([term]) => term);

    const staff = await t.demoSession('staff');
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/insight/channels/${channelId}/search_keywords`, headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.state).toBe('ok');
    expect(body.keywords.map((k: { term: string }) => k.term)).toEqual(expected);
    const views = body.keywords.map((k: { views: number }) => k.views);
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a));
    expect(views[0]).toBeGreaterThan(0);
  });

  it('does not overwrite a fetch already there', async () => {
    const before = await t.db.selectFrom('insight_search_keywords').selectAll().orderBy('channel_id').orderBy('rank').execute();
    await t.db.transaction().execute((trx) => seedCloudsDemo(trx, { seedDay: new Date('2026-11-21T00:00:00Z'), userIds: new Map() }));
    expect(await t.db.selectFrom('insight_search_keywords').selectAll().orderBy('channel_id').orderBy('rank').execute()).toEqual(before);
  });
});
