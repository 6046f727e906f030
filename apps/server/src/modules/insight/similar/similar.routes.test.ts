// The similar part over HTTP (issue 13) against hand-written channels: similar channels with the
// reasons, custom similar channels (spec 5: 1 to 10, spec 8 messages), keyword gaps and the content
// licensing price; allowed and denied callers, channel scope, bad input translated and nothing
// changed. Expectations are worked out by hand from the fixture rows (weights: tags 0.3, language,
// country, age, length 0.15 each, size 0.1).
//
// The fixture channels use audience countries and age groups no demo channel has (XA, XB; "x1",
// "x2") and tags of their own, so no demo channel shares topic with them (issue 23: only channels
// sharing a tag are similar at all). A cooking channel (K1) sits among two other cooking channels and
// two gym channels whose audience, language, lengths and size are the same as its own.
import type { CustomSimilar, KeywordGaps, LicensingPrice, SimilarChannels } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cousinParts } from '../../../../test/similar-cousin.ts';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
const s: Record<string, Session> = {};

type Fixture = { id: string; tags: string[]; subs: number; countries: Record<string, number>; ages: Record<string, number>; durations: number[] };
const fixtures: Fixture[] = [
  // The base.
  { id: 'UCsimF1', tags: ['simfx-ramen', 'simfx-travel'], subs: 50_000, countries: { XA: 80, XB: 20 }, ages: { x1: 50, x2: 50 }, durations: [300, 400] },
  // The same in every factor: 100.
  { id: 'UCsimF2', tags: ['simfx-ramen', 'simfx-travel'], subs: 60_000, countries: { XA: 8, XB: 2 }, ages: { x1: 5, x2: 5 }, durations: [200] },
  // tags 1/3, language 1, countries .6, ages .5, lengths .5, size 10k vs 100k .5:
  // 0.1 + 0.15 + 0.09 + 0.075 + 0.075 + 0.05 = 0.54 → 54.
  { id: 'UCsimF3', tags: ['simfx-ramen', 'simfx-games'], subs: 500_000, countries: { XA: 60, XC: 40 }, ages: { x2: 100 }, durations: [300, 1000] },
  // tags 0, language 1, countries 1, ages 1, lengths 0, size 1: 0.15 + 0.15 + 0.15 + 0.1 = 0.55 → 55.
  { id: 'UCsimF4', tags: ['simfx-other'], subs: 20_000, countries: { XA: 80, XB: 20 }, ages: { x1: 50, x2: 50 }, durations: [1200] },
];
const cook = { subs: 50_000, countries: { XA: 80, XB: 20 }, ages: { x1: 50, x2: 50 }, durations: [300] };
const cooking: Fixture[] = [
  // The cooking channel.
  { id: 'UCsimK1', tags: ['fxcook-料理', 'fxcook-食譜'], ...cook },
  // Cooking, one tag of three shared: 0.3 × 1/3 + 0.7 = 0.8 → 80.
  { id: 'UCsimK2', tags: ['fxcook-料理', 'fxcook-家常菜'], ...cook },
  // Cooking, one tag of two: 0.3 × 1/2 + 0.7 = 0.85 → 85.
  { id: 'UCsimK3', tags: ['FXCOOK-食譜'], ...cook },
  // Gym channels: everything but the topic the same, 0.7 → 70, above both cooking peers but one.
  { id: 'UCsimG1', tags: ['fxgym-健身', 'fxgym-重訓'], ...cook },
  { id: 'UCsimG2', tags: ['fxgym-健身', 'fxgym-拳擊'], ...cook },
];
const F = (n: number) => fixtures[n - 1]!.id;
const K = (id: string) => ({ channel_id: id, title: `Fixture ${id}` });

async function call(who: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, language?: 'en') {
  return t.app.inject({ method, url, payload: payload as object, headers: { ...s[who]!.headers, ...(language ? { 'x-chorus-language': language } : {}) } });
}
const url = (channel: string, resource: string) => `/api/v1/insight/channels/${channel}/${resource}`;

beforeAll(async () => {
  t = await startTestApp();
  for (const key of ['admin', 'staff', 'viewer', 'agency', 'assistant', 'intensive_cooperative_user_owner', 'user_owner']) s[key] = await t.signIn(demo(key));
  for (const f of [...fixtures, ...cooking]) {
    await t.db
      .insertInto('channels')
      .values({ channel_id: f.id, title: `Fixture ${f.id}`, source_type: 'YT', language: 'zh', subscribers: f.subs, tags: f.tags })
      .execute();
    await t.db
      .insertInto('videos')
      .values(
        f.durations.map((d, i) => ({
          video_id: `${f.id}v${i}`,
          channel_id: f.id,
          kind: 'video',
          title: 'v',
          duration_seconds: d,
          published_at: '2026-10-01T00:00:00Z',
        })),
      )
      .execute();
    const audience = [
      ...Object.entries(f.countries).map(([key, views]) => ({ dimension: 'country' as const, key, views })),
      ...Object.entries(f.ages).map(([age, views]) => ({ dimension: 'age_gender' as const, key: `${age}|female`, views })),
    ];
    await t.db
      .insertInto('channel_audience')
      .values(audience.map((a) => ({ channel_id: f.id, month: '2026-10-01', ...a })))
      .execute();
  }
  // An older month that must not count (only the latest three months do).
  await t.db
    .insertInto('channel_audience')
    .values({ channel_id: F(1), month: '2025-01-01', dimension: 'country', key: 'XC', views: 1_000_000 })
    .execute();
  // The intensive cooperative owner owns F1 and is a member of F3; F2 and F4 are not theirs.
  const icOwner = (await t.db.selectFrom('users').select('id').where('email', '=', demo('intensive_cooperative_user_owner')).executeTakeFirstOrThrow()).id;
  await t.db
    .insertInto('channel_members')
    .values([
      { channel_id: F(1), user_id: icOwner, member_type: 'owner' },
      { channel_id: F(3), user_id: icOwner, member_type: 'member' },
    ])
    .execute();
  await t.db
    .insertInto('insight_channels')
    .values(
      (
        [
          [F(1), { ramen: 0.9, tokyo: 0.5 }],
          [F(2), { ramen: 0.8, sushi: 0.7, kyoto: 0.3 }],
          [F(3), { sushi: 0.4, Tokyo: 0.6, izakaya: 0.2 }],
          ['UCsimK1', { 料理: 0.9, 咖哩: 0.5 }],
          ['UCsimK2', { 滷肉飯: 0.8, 咖哩: 0.4, 便當: 0.3 }],
          ['UCsimK3', { 甜點: 0.6, 便當: 0.2 }],
          ['UCsimG1', { 健身: 0.9, 腹肌: 0.7 }],
          ['UCsimG2', { 拳擊: 0.8, 健身: 0.5 }],
        ] as const
      ).map(([channel_id, keywords]) => ({
        channel_id,
        keywords: JSON.stringify(Object.entries(keywords).map(([term, score]) => ({ term, score }))),
        emotions: '{}',
      })),
    )
    .execute();
});
afterAll(async () => t?.close());

describe('GET similar channels', () => {
  it('ranks only the channels sharing a tag, by hand-worked scores with their parts and reasons, never padded', async () => {
    const response = await call('staff', 'GET', url(F(1), 'similar'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SimilarChannels;
    // F4 (55 on audience, language and size alone) shares no tag: left out, and nothing takes its place.
    expect(body.items.map((i) => [i.channel_id, i.score])).toEqual([
      [F(2), 100],
      [F(3), 54],
    ]);
    expect(body).toMatchObject({ tags: ['simfx-ramen', 'simfx-travel'], same_topic: 2 });
    expect(body.items[1]!.parts).toEqual(cousinParts);
    expect(body.items[1]!.reasons).toEqual([
      { factor: 'language', score: 100, shared: ['zh'] },
      { factor: 'tags', score: 33, shared: ['simfx-ramen'] },
      { factor: 'country', score: 60, shared: ['XA'] },
      { factor: 'age', score: 50, shared: ['x2'] },
      { factor: 'length', score: 50, shared: ['short'] },
    ]);
    expect(body.items[0]).toMatchObject({ title: `Fixture ${F(2)}`, subscribers: 60_000, language: 'zh' });
  });

  it('follows a change of the channels’ data at once (the stored profile is computed again)', async () => {
    await t.db
      .updateTable('channels')
      .set({ tags: ['simfx-ramen', 'simfx-travel'] })
      .where('channel_id', '=', F(4))
      .execute();
    const body = (await call('viewer', 'GET', url(F(1), 'similar'))).json() as SimilarChannels;
    // F4 now shares both tags: 0.3 + 0.15 + 0.15 + 0.15 + 0 + 0.1 = 0.85.
    expect(body.items.slice(0, 3).map((i) => [i.channel_id, i.score])).toEqual([
      [F(2), 100],
      [F(4), 85],
      [F(3), 54],
    ]);
    await t.db
      .updateTable('channels')
      .set({ tags: ['simfx-other'] })
      .where('channel_id', '=', F(4))
      .execute();
  });

  it('ranks only channels the caller may see; a channel they may not see does not exist', async () => {
    const body = (await call('intensive_cooperative_user_owner', 'GET', url(F(1), 'similar'))).json() as SimilarChannels;
    expect(body.items.map((i) => i.channel_id)).toEqual([F(3)]);
    expect(body.same_topic).toBe(1);
    expect((await call('intensive_cooperative_user_owner', 'GET', url(F(2), 'similar'))).statusCode).toBe(404);
  });

  it('refuses a role without the inspiration page', async () => {
    const response = await call('user_owner', 'GET', url(F(1), 'similar'));
    expect([403, 404]).toContain(response.statusCode);
    expectErrorBody(response);
  });
});

describe('custom similar channels', () => {
  it('keeps 1 to 10 ids in order and compares them side by side with the channel', async () => {
    const empty = (await call('viewer', 'GET', url(F(1), 'custom_similar'))).json() as CustomSimilar;
    expect(empty).toMatchObject({ channel_ids: [], updated_at: null, can_edit: false });
    expect(empty.compared.map((c) => c.channel_id)).toEqual([F(1)]);

    const response = await call('staff', 'PUT', url(F(1), 'custom_similar'), { channel_ids: [F(3), F(2), F(3)] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CustomSimilar;
    expect(body.channel_ids).toEqual([F(3), F(2)]);
    expect(body.can_edit).toBe(true);
    expect(body.compared.map((c) => [c.channel_id, c.score, c.main_length_class, c.subscribers])).toEqual([
      [F(1), 100, 'short', 50_000],
      [F(3), 54, 'short', 500_000],
      [F(2), 100, 'short', 60_000],
    ]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target_id', 'details']).where('action', '=', 'insight.custom_similar_set').execute();
    expect(audit).toEqual([{ action: 'insight.custom_similar_set', target_id: F(1), details: { before: [], after: [F(3), F(2)] } }]);
    // The owner's view leaves out the channel they may not see.
    const own = (await call('intensive_cooperative_user_owner', 'GET', url(F(1), 'custom_similar'))).json() as CustomSimilar;
    expect(own.channel_ids).toEqual([F(3)]);
    expect(own.can_edit).toBe(true);
  });

  it('refuses more than 10, none, the channel itself and unknown or unseen channels, translated, nothing changed', async () => {
    const before = await t.db.selectFrom('insight_custom_similar').selectAll().orderBy('position').execute();
    const eleven = Array.from({ length: 11 }, (_, i) => `UCsimX${i}`);
    const cases: [string, unknown, string, string][] = [
      ['staff', { channel_ids: eleven }, 'channel_ids', 'Maximum 10 similar channels allowed.'],
      ['staff', { channel_ids: [] }, 'channel_ids', 'Enter at least one channel ID.'],
      ['staff', { channel_ids: [F(1)] }, 'channel_ids', 'A channel cannot be its own similar channel.'],
      ['staff', { channel_ids: [F(2), 'UCsimNope'] }, 'channel_ids', 'No matching channels found.'],
      ['intensive_cooperative_user_owner', { channel_ids: [F(2)] }, 'channel_ids', 'No matching channels found.'],
    ];
    for (const [who, payload, field, message] of cases) {
      const response = await call(who, 'PUT', url(F(1), 'custom_similar'), payload, 'en');
      expect(response.statusCode, response.body).toBe(400);
      expect(expectErrorBody(response, 'en').fields?.[field]).toBe(message);
    }
    const unmatched = expectErrorBody(await call('staff', 'PUT', url(F(1), 'custom_similar'), { channel_ids: ['UCsimNope'] }, 'en'), 'en');
    expect(unmatched.message).toBe('No matching channels found: UCsimNope');
    expect(await t.db.selectFrom('insight_custom_similar').selectAll().orderBy('position').execute()).toEqual(before);
  });

  it('lets the channel’s owner keep their list; refuses other page holders (403) and unseen channels (404)', async () => {
    expect((await call('intensive_cooperative_user_owner', 'PUT', url(F(1), 'custom_similar'), { channel_ids: [F(3)] })).statusCode).toBe(200);
    for (const who of ['viewer', 'agency']) {
      const response = await call(who, 'PUT', url(F(1), 'custom_similar'), { channel_ids: [F(2)] });
      expect(response.statusCode).toBe(403);
      expectErrorBody(response);
      expect((await call(who, 'DELETE', url(F(1), 'custom_similar'))).statusCode).toBe(403);
    }
    expect((await call('intensive_cooperative_user_owner', 'PUT', url(F(2), 'custom_similar'), { channel_ids: [F(1)] })).statusCode).toBe(404);
    const kept = await t.db.selectFrom('insight_custom_similar').select('similar_channel_id').where('channel_id', '=', F(1)).execute();
    expect(kept.map((r) => r.similar_channel_id)).toEqual([F(3)]);
  });
});

describe('keyword gaps', () => {
  it('lists the custom list’s keywords the channel lacks, best first (case-insensitive), with who has them', async () => {
    await call('staff', 'PUT', url(F(1), 'custom_similar'), { channel_ids: [F(3), F(2)] });
    const body = (await call('viewer', 'GET', url(F(1), 'keyword_gaps'))).json() as KeywordGaps;
    expect(body.basis).toBe('custom');
    expect(body.left_out).toEqual([]);
    expect(body.own).toEqual(['ramen', 'tokyo']);
    expect(body.analyzed).toBe(true);
    expect(body.gaps).toEqual([
      {
        term: 'sushi',
        score: 1.1,
        channels: [
          { channel_id: F(3), title: `Fixture ${F(3)}` },
          { channel_id: F(2), title: `Fixture ${F(2)}` },
        ],
      },
      { term: 'kyoto', score: 0.3, channels: [{ channel_id: F(2), title: `Fixture ${F(2)}` }] },
      { term: 'izakaya', score: 0.2, channels: [{ channel_id: F(3), title: `Fixture ${F(3)}` }] },
    ]);
  });

  it('compares with the top 6 when the list is cleared', async () => {
    expect((await call('staff', 'DELETE', url(F(1), 'custom_similar'))).json()).toEqual({ ok: true });
    const body = (await call('staff', 'GET', url(F(1), 'keyword_gaps'))).json() as KeywordGaps;
    expect(body.basis).toBe('similar');
    expect(body.compared.map((c) => c.channel_id)).toEqual([F(2), F(3)]);
    expect(body.gaps.map((g) => [g.term, g.channels.map((c) => c.channel_id)])).toEqual([
      ['sushi', [F(2), F(3)]],
      ['kyoto', [F(2)]],
      ['izakaya', [F(3)]],
    ]);
    const unanalyzed = (await call('staff', 'GET', url(F(4), 'keyword_gaps'))).json() as KeywordGaps;
    expect(unanalyzed).toMatchObject({ analyzed: false, own: [] });
  });
});

describe('a cooking channel among gym channels (issue 23)', () => {
  it('finds only the cooking channels similar, and says how many share its topic', async () => {
    const body = (await call('staff', 'GET', url('UCsimK1', 'similar'))).json() as SimilarChannels;
    expect(body.items.map((i) => [i.channel_id, i.score])).toEqual([
      ['UCsimK3', 85],
      ['UCsimK2', 80],
    ]);
    expect(body).toMatchObject({ tags: ['fxcook-料理', 'fxcook-食譜'], same_topic: 2 });
    const gym = (await call('staff', 'GET', url('UCsimG1', 'similar'))).json() as SimilarChannels;
    expect(gym.items.map((i) => [i.channel_id, i.score])).toEqual([['UCsimG2', 80]]);
  });

  it('takes keyword gaps from the cooking channels only: no 健身, 腹肌, 拳擊', async () => {
    const body = (await call('staff', 'GET', url('UCsimK1', 'keyword_gaps'))).json() as KeywordGaps;
    expect(body).toMatchObject({ basis: 'similar', compared: [K('UCsimK3'), K('UCsimK2')], left_out: [], own: ['料理', '咖哩'] });
    expect(body.gaps).toEqual([
      { term: '滷肉飯', score: 0.8, channels: [K('UCsimK2')] },
      { term: '甜點', score: 0.6, channels: [K('UCsimK3')] },
      { term: '便當', score: 0.5, channels: [K('UCsimK3'), K('UCsimK2')] },
    ]);
  });

  it('leaves a custom similar gym channel out of the gaps and names it', async () => {
    expect((await call('staff', 'PUT', url('UCsimK1', 'custom_similar'), { channel_ids: ['UCsimG1', 'UCsimK2'] })).statusCode).toBe(200);
    const body = (await call('staff', 'GET', url('UCsimK1', 'keyword_gaps'))).json() as KeywordGaps;
    expect(body).toMatchObject({ basis: 'custom', compared: [K('UCsimK2')], left_out: [K('UCsimG1')] });
    expect(body.gaps).toEqual([
      { term: '滷肉飯', score: 0.8, channels: [K('UCsimK2')] },
      { term: '便當', score: 0.3, channels: [K('UCsimK2')] },
    ]);
    // The side-by-side comparison keeps the list as chosen, with each one's score.
    const custom = (await call('staff', 'GET', url('UCsimK1', 'custom_similar'))).json() as CustomSimilar;
    expect(custom.compared.map((c) => [c.channel_id, c.score])).toEqual([
      ['UCsimK1', 100],
      ['UCsimG1', 70],
      ['UCsimK2', 80],
    ]);
  });
});

describe('content licensing price', () => {
  it('is recorded by staff exactly, in the currency’s places, and read by page holders', async () => {
    expect((await call('viewer', 'GET', url(F(1), 'licensing_price'))).json()).toMatchObject({ price: null, can_edit: false });
    const response = await call('staff', 'PUT', url(F(1), 'licensing_price'), { amount: '12500.5', currency: 'TWD' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ price: { amount: '12500.50', currency: 'TWD' }, updated_by: '王怡君', can_edit: true });
    expect((await call('assistant', 'PUT', url(F(1), 'licensing_price'), { amount: '9999999999999999.99', currency: 'USD' })).json()).toMatchObject({
      price: { amount: '9999999999999999.99', currency: 'USD' },
    });
    expect((await call('staff', 'PUT', url(F(1), 'licensing_price'), { amount: '150000', currency: 'JPY' })).json()).toMatchObject({
      price: { amount: '150000', currency: 'JPY' },
    });
    const seen = (await call('agency', 'GET', url(F(1), 'licensing_price'))).json() as LicensingPrice;
    expect(seen).toMatchObject({ price: { amount: '150000', currency: 'JPY' }, can_edit: false });
    const audit = await t.db.selectFrom('audit_log').select('details').where('action', '=', 'insight.licensing_price_set').orderBy('id').execute();
    expect(audit.map((a) => a.details.after)).toEqual([
      { amount: '12500.5', currency: 'TWD' },
      { amount: '9999999999999999.99', currency: 'USD' },
      { amount: '150000', currency: 'JPY' },
    ]);
  });

  it('requires a valid price (translated) and refuses everyone but the staff-type roles, nothing changed', async () => {
    const before = await t.db.selectFrom('insight_licensing_prices').selectAll().execute();
    for (const amount of ['0', '-1', '12.345', 'abc', '']) {
      const response = await call('staff', 'PUT', url(F(1), 'licensing_price'), { amount, currency: 'TWD' }, 'en');
      expect(response.statusCode).toBe(400);
      expect(expectErrorBody(response, 'en').fields?.amount).toBe('Please enter a valid price.');
    }
    const zh = await call('staff', 'PUT', url(F(1), 'licensing_price'), { amount: '10.5', currency: 'JPY' });
    expect(expectErrorBody(zh).fields?.amount).toBe('請輸入有效的價格');
    for (const who of ['viewer', 'agency', 'intensive_cooperative_user_owner']) {
      const response = await call(who, 'PUT', url(F(1), 'licensing_price'), { amount: '100', currency: 'TWD' });
      expect(response.statusCode, who).toBe(403);
    }
    expect((await call('intensive_cooperative_user_owner', 'GET', url(F(2), 'licensing_price'))).statusCode).toBe(404);
    expect(await t.db.selectFrom('insight_licensing_prices').selectAll().execute()).toEqual(before);
  });
});
