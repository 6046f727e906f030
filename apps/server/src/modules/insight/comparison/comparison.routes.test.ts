// The channel comparison (issue 13, spec 2 "channel comparison by time range or keyword presence,
// selectable columns", CSV, saved column sets), route by route: the figures against sums worked out
// by hand from the rows written below, keyword presence on Chinese and Japanese titles and tags,
// channel scope (an asked channel the caller may not see refuses the comparison, naming only what
// the caller sent; a group the caller may not use does not exist), who may call it, bad input
// translated with nothing changed, the CSV as Excel opens it, and each person's column sets.
import type { ColumnSet, Comparison } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { insertChannelGroup } from '../../../../test/fixtures.ts';
import { seedComparisonDemo } from './index.ts';

let t: TestApp;
const as = (who: string) => t.demoHeaders(who);

const A = 'UCcomparisonFixtureA001';
const B = 'UCcomparisonFixtureB001';
const C = 'UCcomparisonFixtureC001';
const period = 'start=2026-03-01&end=2026-03-03';
const url = (channel: string, query = '') => `/api/v1/insight/channels/${channel}/comparison${query ? `?${query}` : ''}`;
/** The demo intensive cooperative user: holds the inspiration page, sees only its own channels. */
let ownChannel: string;
let groupOfIntensive: number;
let groupOfNobody: number;

async function get(who: string, path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: path, headers: { ...as(who), ...headers } });
}
async function setsTable() {
  return t.db.selectFrom('insight_comparison_column_sets').selectAll().orderBy('id').execute();
}

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['staff', 'viewer', 'intensive_cooperative_user', 'user_owner', 'advertiser', 'agency']);
  const channel = (channel_id: string, title: string, subscribers: number) => ({
    channel_id,
    title,
    source_type: 'YT' as const,
    language: 'zh' as const,
    subscribers,
    data_through: '2026-03-05',
  });
  await t.db
    .insertInto('channels')
    .values([channel(A, '阿明的廚房', 12000), channel(B, 'ラーメン日記', 8000), channel(C, 'Street Art Weekly', 500)])
    .execute();
  // Channel days: 02-28 and 03-04 lie outside the period and must not count.
  const day = (channel_id: string, d: string, v: number[]) => ({
    channel_id,
    day: d,
    views: v[0]!,
    watch_minutes: v[1]!,
    subscribers_gained: v[2]!,
    subscribers_lost: v[3]!,
    likes: v[4]!,
    comments: v[5]!,
    shares: v[6]!,
  });
  await t.db
    .insertInto('channel_daily_metrics')
    .values([
      day(A, '2026-02-28', [9999, 9999, 99, 99, 99, 99, 99]),
      day(A, '2026-03-01', [1000, 3000, 20, 5, 40, 10, 5]),
      day(A, '2026-03-02', [1500, 4500, 30, 5, 60, 15, 5]),
      day(A, '2026-03-03', [500, 1500, 10, 10, 20, 5, 0]),
      day(A, '2026-03-04', [7777, 7777, 77, 77, 77, 77, 77]),
      day(B, '2026-03-02', [400, 600, 4, 1, 10, 2, 0]),
    ])
    .execute();
  const video = (video_id: string, channel_id: string, title: string, tags: string[], published_at: string, views: number) => ({
    video_id,
    channel_id,
    kind: 'video' as const,
    title,
    tags,
    duration_seconds: 600,
    published_at: new Date(published_at),
    views,
  });
  await t.db
    .insertInto('videos')
    .values([
      // A: two published in the period (one with 料理 in its title), one before it with 料理 in a tag.
      video('cmpVidA0001', A, '【家常料理】三杯雞這樣做最下飯', ['雞肉'], '2026-03-01T10:00:00Z', 3000),
      video('cmpVidA0002', A, '台南小吃一日遊', ['旅遊'], '2026-03-03T23:30:00Z', 1000),
      video('cmpVidA0003', A, '週末早午餐', ['料理'], '2026-02-10T08:00:00Z', 5000),
      // B: Japanese titles; published 03-04 (after the period, UTC) and in the period.
      video('cmpVidB0001', B, '絶品ラーメン巡り', ['ラーメン'], '2026-03-04T00:10:00Z', 900),
      video('cmpVidB0002', B, '京都カフェ散歩', ['カフェ'], '2026-03-02T12:00:00Z', 300),
    ])
    .execute();
  const vday = (video_id: string, channel_id: string, d: string, v: number[]) => ({
    video_id,
    channel_id,
    day: d,
    views: v[0]!,
    watch_minutes: v[1]!,
    subscribers_gained: v[2]!,
    likes: v[3]!,
    comments: v[4]!,
    shares: v[5]!,
  });
  await t.db
    .insertInto('video_daily_metrics')
    .values([
      vday('cmpVidA0001', A, '2026-03-01', [600, 1800, 6, 30, 6, 3]),
      vday('cmpVidA0001', A, '2026-03-02', [400, 1200, 4, 20, 4, 1]),
      vday('cmpVidA0001', A, '2026-03-04', [999, 999, 9, 9, 9, 9]),
      vday('cmpVidA0002', A, '2026-03-03', [200, 500, 1, 10, 2, 0]),
      vday('cmpVidA0003', A, '2026-03-02', [100, 300, 2, 5, 1, 1]),
      vday('cmpVidB0002', B, '2026-03-02', [150, 200, 1, 3, 1, 0]),
    ])
    .execute();

  const intensive = await t.demoUserId('intensive_cooperative_user');
  const member = await t.db.selectFrom('channel_members').select('channel_id').where('user_id', '=', intensive).orderBy('channel_id').executeTakeFirstOrThrow();
  ownChannel = member.channel_id;
  groupOfIntensive = await insertChannelGroup(t.db, '料理頻道', [A, B], [intensive]);
  groupOfNobody = await insertChannelGroup(t.db, 'Nobody’s group', [C]);
});
afterAll(async () => t?.close());

describe('GET /api/v1/insight/channels/:channelId/comparison', () => {
  it('by period: each channel’s sums over the period, the page’s channel first', async () => {
    const answer = await get('staff', url(A, `${period}&channels=${B},${C}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as Comparison;
    expect(body).toMatchObject({ mode: 'range', keyword: null, period: { start: '2026-03-01', end: '2026-03-03' }, group: null });
    expect(body.channels.map((c) => [c.channel_id, c.is_current])).toEqual([
      [A, true],
      [B, false],
      [C, false],
    ]);
    // A: 1000 + 1500 + 500 views; 9000 minutes = 150 h, 180 s a view; 60 gained, 20 lost; 120 + 30 + 10
    // interactions of 3000 views = 5.33 %; two videos published in the period, (3000 + 1000) / 2.
    expect(body.channels[0]!.values).toEqual({
      views: 3000,
      watch_hours: 150,
      avg_view_seconds: 180,
      subscribers_gained: 60,
      subscribers_lost: 20,
      subscribers_net: 40,
      likes: 120,
      comments: 30,
      shares: 10,
      engagement_rate: 5.33,
      videos_published: 2,
      avg_views_per_video: 2000,
      videos_matched: null,
      subscribers_total: 12000,
    });
    // B: one day; 600 minutes = 10 h, 90 s a view; 12 of 400 = 3 %; one video in the period (the other is 03-04 UTC).
    expect(body.channels[1]!.values).toMatchObject({
      views: 400,
      watch_hours: 10,
      avg_view_seconds: 90,
      subscribers_net: 3,
      engagement_rate: 3,
      videos_published: 1,
      avg_views_per_video: 300,
    });
    // C: no figures at all: zeros, and nothing to divide by.
    expect(body.channels[2]!.values).toMatchObject({
      views: 0,
      engagement_rate: null,
      avg_view_seconds: null,
      videos_published: 0,
      avg_views_per_video: null,
      subscribers_total: 500,
    });
  });

  it('by keyword: only videos whose title or tags hold it, in Chinese and Japanese', async () => {
    const cooking = (await get('viewer', url(A, `${period}&mode=keyword&keyword=${encodeURIComponent('料理')}&channels=${B}`))).json() as Comparison;
    expect(cooking.keyword).toBe('料理');
    // A: cmpVidA0001 (title) and cmpVidA0003 (tag) hold 料理; their days in the period: 600 + 400 + 100 views.
    expect(cooking.channels[0]!.values).toEqual({
      views: 1100,
      watch_hours: 55,
      avg_view_seconds: 180,
      subscribers_gained: 12,
      subscribers_lost: null,
      subscribers_net: null,
      likes: 55,
      comments: 11,
      shares: 5,
      engagement_rate: 6.45,
      videos_published: 1,
      avg_views_per_video: 3000,
      videos_matched: 2,
      subscribers_total: 12000,
    });
    expect(cooking.channels[1]!.values).toMatchObject({ views: 0, videos_matched: 0, videos_published: 0, engagement_rate: null });

    // Half-width katakana asks for the same word: B's ラーメン video was published after the period (no days in it).
    const ramen = (await get('viewer', url(A, `${period}&mode=keyword&keyword=${encodeURIComponent('ﾗｰﾒﾝ')}&channels=${B}`))).json() as Comparison;
    expect(ramen.channels.map((c) => [c.values.videos_matched, c.values.videos_published, c.values.views])).toEqual([
      [0, 0, 0],
      [1, 0, 0],
    ]);
    const cafe = (await get('viewer', url(B, `${period}&mode=keyword&keyword=${encodeURIComponent('カフェ')}`))).json() as Comparison;
    expect(cafe.channels[0]!.values).toMatchObject({ views: 150, videos_matched: 1, videos_published: 1, avg_views_per_video: 300, engagement_rate: 2.67 });

    // Titles and tags are kept in memory per channel data generation: a new video counts at once.
    await t.db
      .insertInto('videos')
      .values({
        video_id: 'cmpVidB0003',
        channel_id: B,
        kind: 'short',
        title: '深夜のカフェ #shorts',
        tags: [],
        duration_seconds: 30,
        published_at: new Date('2026-03-03T05:00:00Z'),
        views: 60,
      })
      .execute();
    const again = (await get('viewer', url(B, `${period}&mode=keyword&keyword=${encodeURIComponent('カフェ')}`))).json() as Comparison;
    expect(again.channels[0]!.values).toMatchObject({ videos_matched: 2, videos_published: 2, avg_views_per_video: 180 });
    await t.db.deleteFrom('videos').where('video_id', '=', 'cmpVidB0003').execute();
    const gone = (await get('viewer', url(B, `${period}&mode=keyword&keyword=${encodeURIComponent('カフェ')}`))).json() as Comparison;
    expect(gone.channels[0]!.values.videos_matched).toBe(1);
  });

  it('adds the channels of a group the caller uses; a group they may not use does not exist', async () => {
    const answer = await get('intensive_cooperative_user', url(ownChannel, `${period}&group=${groupOfIntensive}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as Comparison;
    expect(body.group).toEqual({ id: groupOfIntensive, name: '料理頻道' });
    // The page's channel, then the group's by title in code point order (ラ U+30E9 before 阿 U+963F).
    expect(body.channels.map((c) => c.channel_id)).toEqual([ownChannel, B, A]);
    const other = await get('intensive_cooperative_user', url(ownChannel, `group=${groupOfNobody}`), { 'x-chorus-language': 'en' });
    expect(other.statusCode).toBe(404);
    expect(expectErrorBody(other, 'en').code).toBe('errors.notFound');
    expect(other.body).not.toContain('Street Art');
    // Staff may use every group.
    expect((await get('staff', url(A, `group=${groupOfNobody}`))).statusCode).toBe(200);
  });

  it('refuses channels the caller may not see, naming only the ids sent, and never shows their figures', async () => {
    // C is in a group the user is not in: they may not see it (A and B they see through their group).
    const refused = await get('intensive_cooperative_user', url(ownChannel, `${period}&channels=${A},${C},UCnoSuchChannel0000001`), {
      'x-chorus-language': 'en',
    });
    expect(refused.statusCode).toBe(404);
    const error = expectErrorBody(refused, 'en');
    expect(error.code).toBe('errors.comparisonChannelsUnseen');
    expect(error.message).toBe(`These channels were not found or you may not see them: ${C}, UCnoSuchChannel0000001`);
    expect(refused.body).not.toContain('Street Art');
    expect(refused.body).not.toContain('阿明');
    // In zh-TW by default.
    expect(expectErrorBody(await get('intensive_cooperative_user', url(ownChannel, `channels=${C}`))).message).toBe(`找不到這些頻道，或您沒有檢視權限：${C}`);
    // The page's channel itself: 404 before anything else.
    expect((await get('intensive_cooperative_user', url(C))).statusCode).toBe(404);
  });

  it('is for holders of the inspiration page on the channel', async () => {
    // A channel owner of a user account holds no inspiration page; an advertiser neither.
    const owned = (await t.ownedChannel('user_owner'))!;
    expect(expectErrorBody(await get('user_owner', url(owned))).code).toBe('errors.forbidden');
    expect((await get('advertiser', url(A))).statusCode).toBe(404);
    expect((await get('agency', url(A, period))).statusCode).toBe(200);
  });

  it('refuses bad input, translated, and refuses more than 50 channels', async () => {
    for (const [query, field, message] of [
      ['mode=keyword', 'keyword', 'Enter a keyword.'],
      ['mode=keyword&keyword=%20%20', 'keyword', 'Enter a keyword.'],
      ['mode=words&keyword=x', 'mode', null],
      ['start=2026-03-05&end=2026-03-01', 'end', null],
      ['start=2023-01-01&end=2026-03-01', 'end', 'The period compared can be two years at most.'],
      ['channels=UC1,bad%20id', 'channels.1', null],
      ['group=-3', 'group', null],
      ['revenue=1', null, null],
    ] as const) {
      const answer = await get('staff', url(A, query), { 'x-chorus-language': 'en' });
      expect(answer.statusCode, query).toBe(400);
      const error = expectErrorBody(answer, 'en');
      expect(error.code, query).toBe('errors.invalidInput');
      if (field) expect(Object.keys(error.fields ?? {}), query).toContain(field);
      if (field && message) expect(error.fields![field], query).toBe(message);
    }
    const many = Array.from({ length: 50 }, (_, i) => `UCcomparisonMany${String(i).padStart(6, '0')}`);
    await t.db
      .insertInto('channels')
      .values(many.map((channel_id) => ({ channel_id, title: channel_id, source_type: 'YT' as const, language: 'en' as const })))
      .execute();
    const big = await insertChannelGroup(t.db, 'Big group', many);
    const answer = await get('staff', url(A, `group=${big}`), { 'x-chorus-language': 'en' });
    expect(answer.statusCode).toBe(400);
    expect(expectErrorBody(answer, 'en')).toMatchObject({
      code: 'errors.comparisonTooManyChannels',
      message: 'Up to 50 channels can be compared together; 51 were chosen. Remove some channels or choose a smaller group.',
    });
  });
});

describe('GET …/comparison/export', () => {
  it('writes the chosen columns as CSV for Excel: BOM, CRLF, headings in the caller’s language', async () => {
    const answer = await get(
      'staff',
      `${url(A, `${period}&channels=${B},${C}&columns=engagement_rate,views,subscribers_net`).replace('comparison?', 'comparison/export?')}`,
      {
        'x-chorus-language': 'ja',
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="comparison-${A}-range-2026-03-01-2026-03-03.csv"`);
    const bytes = answer.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        'チャンネル,チャンネル ID,エンゲージメント率（%）,視聴回数,登録者の増減',
        `阿明的廚房,${A},5.33,3000,40`,
        `ラーメン日記,${B},3,400,3`,
        `Street Art Weekly,${C},,0,0`,
        '',
      ].join('\r\n'),
    );
  });

  it('leaves cells empty where keyword mode has no figure, and refuses a missing or unknown column', async () => {
    const answer = await get(
      'viewer',
      `/api/v1/insight/channels/${A}/comparison/export?${period}&mode=keyword&keyword=${encodeURIComponent('料理')}&columns=subscribers_net,videos_matched`,
      {
        'x-chorus-language': 'en',
      },
    );
    expect(answer.body.split('\r\n')).toEqual(['\uFEFFChannel,Channel ID,Net subscribers,Videos with the keyword', `阿明的廚房,${A},,2`, '']);
    for (const columns of ['', 'views,revenue']) {
      const refused = await get('viewer', `/api/v1/insight/channels/${A}/comparison/export?columns=${columns}`, { 'x-chorus-language': 'en' });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(expectErrorBody(refused, 'en').fields ?? {}).some((f) => f.startsWith('columns'))).toBe(true);
    }
  });
});

describe('saved column sets', () => {
  const setsUrl = (channel: string, id?: number) => `/api/v1/insight/channels/${channel}/comparison/column_sets${id ? `/${id}` : ''}`;
  const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: { ...as(who), 'x-chorus-language': 'en' }, payload });

  it('belong to one person: create, list, rename, refuse a taken name, delete; another’s set does not exist', async () => {
    const created = await send('staff', 'POST', setsUrl(A), { name: '  互動表現 ', columns: ['views', 'engagement_rate', 'likes'] });
    expect(created.statusCode, created.body).toBe(200);
    const set = created.json() as ColumnSet;
    expect(set).toMatchObject({ name: '互動表現', columns: ['views', 'engagement_rate', 'likes'] });
    const viewerSet = (await send('viewer', 'POST', setsUrl(A), { name: '互動表現', columns: ['views'] })).json() as ColumnSet;

    const listed = (await get('staff', setsUrl(A))).json() as { sets: ColumnSet[] };
    expect(listed.sets.map((s) => s.id)).toEqual([set.id]);
    // The list is the person's, whichever channel page it is asked on.
    expect(((await get('staff', setsUrl(B))).json() as { sets: ColumnSet[] }).sets.map((s) => s.id)).toEqual([set.id]);

    const taken = await send('staff', 'POST', setsUrl(A), { name: '互動表現', columns: ['likes'] });
    expect(taken.statusCode).toBe(409);
    expect(expectErrorBody(taken, 'en').message).toBe('A column set with this name already exists. Choose another name.');

    const renamed = await send('staff', 'PUT', setsUrl(A, set.id), { name: 'Engagement', columns: ['likes', 'comments'] });
    expect(renamed.json()).toMatchObject({ id: set.id, name: 'Engagement', columns: ['likes', 'comments'] });

    const before = await setsTable();
    expect((await send('staff', 'PUT', setsUrl(A, viewerSet.id), { name: 'Mine now', columns: ['views'] })).statusCode).toBe(404);
    expect((await send('staff', 'DELETE', setsUrl(A, viewerSet.id))).statusCode).toBe(404);
    expect(await setsTable()).toEqual(before);

    expect((await send('staff', 'DELETE', setsUrl(A, set.id))).json()).toEqual({ ok: true });
    expect(((await get('staff', setsUrl(A))).json() as { sets: ColumnSet[] }).sets).toEqual([]);
  });

  it('refuses bad sets, translated, with nothing stored; at most 20 a person', async () => {
    const before = await setsTable();
    for (const [payload, field] of [
      [{ name: '', columns: ['views'] }, 'name'],
      [{ name: 'x'.repeat(61), columns: ['views'] }, 'name'],
      [{ name: 'Empty', columns: [] }, 'columns'],
      [{ name: 'Twice', columns: ['views', 'views'] }, 'columns'],
      [{ name: 'Unknown', columns: ['revenue'] }, 'columns.0'],
      [{ name: 'Extra', columns: ['views'], user_id: 1 }, null],
    ] as const) {
      const answer = await send('viewer', 'POST', setsUrl(A), payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      const error = expectErrorBody(answer, 'en');
      if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
    }
    expect(await setsTable()).toEqual(before);

    for (let i = 0; i < 20; i++) expect((await send('agency', 'POST', setsUrl(A), { name: `Set ${i}`, columns: ['views'] })).statusCode).toBe(200);
    const full = await send('agency', 'POST', setsUrl(A), { name: 'One too many', columns: ['views'] });
    expect(full.statusCode).toBe(409);
    expect(expectErrorBody(full, 'en').message).toBe('You can keep at most 20 column sets. Delete one you no longer use first.');
  });

  it('are refused to those without the inspiration page', async () => {
    const owned = (await t.ownedChannel('user_owner'))!;
    const before = await setsTable();
    expect((await send('user_owner', 'POST', setsUrl(owned), { name: 'Nope', columns: ['views'] })).statusCode).toBe(403);
    expect(await setsTable()).toEqual(before);
  });
});

describe('the demo', () => {
  it('gives the demo staff and viewer saved column sets on first start', async () => {
    const userIds = new Map([
      ['staff', await t.demoUserId('staff')],
      ['viewer', await t.demoUserId('viewer')],
    ]);
    await seedComparisonDemo(t.db, { seedDay: new Date('2026-11-27T00:00:00Z'), userIds });
    const names = async (who: string) => ((await get(who, `/api/v1/insight/channels/${A}/comparison/column_sets`)).json() as { sets: ColumnSet[] }).sets;
    const staff = await names('staff');
    expect(staff.map((s) => s.name).sort()).toEqual(['互動表現', '成長概況']);
    expect(staff.find((s) => s.name === '互動表現')!.columns).toEqual(['views', 'likes', 'comments', 'shares', 'engagement_rate']);
    expect((await names('viewer')).map((s) => s.name)).toContain('每週檢視');
  });
});
