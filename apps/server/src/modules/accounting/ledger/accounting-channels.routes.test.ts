// Issue 23: the channel picker of the per-channel accounting screens (GET /api/v1/accounting/channels).
// Finance, sales, the assistant and admin find every network channel by part of its title, its
// @handle or its id (any case, LIKE's own characters taken literally), a page at a time with the
// total; a creator finds only their own channels; callers without an accounting screen are refused.
// The channels searched are written here, so every expected answer is known without the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;

type Found = { items: { channel_id: string; title: string; handle: string | null; icon_url: string | null; subscribers: number }[]; total: number };

const KITCHEN = 'UCpickerLedgerKitchen0001';
const GARAGE = 'UCpickerLedgerGarage00002';
const TRAIL = 'UCpickerLedgerTrail000003';
const fixtures = [
  { channel_id: KITCHEN, title: '阿明的廚房 Ledger Kitchen', handle: '@amingkitchen', subscribers: 1200 },
  { channel_id: GARAGE, title: 'Ledger Garage 50%', handle: 'garage_ledger', subscribers: 50 },
  { channel_id: TRAIL, title: 'ledger trail', handle: null, subscribers: 0 },
];
/** Enough channels that a search runs to several pages. */
const BULK = Array.from({ length: 45 }, (_, i) => ({
  channel_id: `UCpickerBulk${String(i).padStart(13, '0')}`,
  title: `Ledger bulk ${String(i).padStart(2, '0')}`,
  handle: null,
  subscribers: i,
}));

const get = (who: string, query: string) => t.app.inject({ method: 'GET', url: `/api/v1/accounting/channels${query}`, headers: t.demoHeaders(who) });
async function found(who: string, query: string): Promise<Found> {
  const response = await get(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Found>();
}
const ids = (answer: Found) => answer.items.map((c) => c.channel_id);

beforeAll(async () => {
  t = await startTestApp();
  await t.db
    .insertInto('channels')
    .values([...fixtures, ...BULK].map((c) => ({ ...c, source_type: 'YT' as const, language: 'zh' as const, icon_url: null })))
    .execute();
  await t.signInDemo(['finance', 'sales', 'assistant', 'admin', 'user_owner', 'viewer', 'staff', 'advertiser', 'user', 'advertising_partner']);
});
afterAll(async () => t?.close());

describe('finance and the accounting staff find every network channel', () => {
  it.each([
    ['part of the title, in another case', 'ledger KITCHEN', [KITCHEN]],
    ['Chinese in the title', '阿明', [KITCHEN]],
    ['the handle', 'amingkitchen', [KITCHEN]],
    ['the @handle as people write it', '@AmingKitchen', [KITCHEN]],
    ['part of the id', 'pickerLEDGERgarage', [GARAGE]],
    ['the whole id', TRAIL, [TRAIL]],
    ['LIKE’s own characters, literally', '50%', [GARAGE]],
    ['an underscore, literally', 'garage_', [GARAGE]],
  ] as const)('finance finds a channel it does not belong to by %s', async (_label, q, expected) => {
    const answer = await found('finance', `?q=${encodeURIComponent(q)}`);
    expect(ids(answer)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it('answers the picked channel’s title, handle and subscribers', async () => {
    expect((await found('finance', `?q=${KITCHEN}`)).items).toEqual([
      { channel_id: KITCHEN, title: '阿明的廚房 Ledger Kitchen', handle: '@amingkitchen', icon_url: null, subscribers: 1200 },
    ]);
  });

  it('says nothing matches with an empty page and a total of 0', async () => {
    expect(await found('finance', '?q=zzqx-no-such-channel')).toEqual({ items: [], total: 0 });
  });

  it('pages through a search by title, every match once, with the total', async () => {
    const first = await found('finance', '?q=ledger%20bulk&page_size=20');
    expect(first.total).toBe(45);
    expect(first.items).toHaveLength(20);
    const second = await found('finance', '?q=ledger%20bulk&page_size=20&page=2');
    const third = await found('finance', '?q=ledger%20bulk&page_size=20&page=3');
    expect(third.items).toHaveLength(5);
    const all = [...ids(first), ...ids(second), ...ids(third)];
    expect(all).toEqual(BULK.map((c) => c.channel_id));
    // Past the end: no rows, the same total.
    expect(await found('finance', '?q=ledger%20bulk&page_size=20&page=9')).toEqual({ items: [], total: 45 });
  });

  it.each(['sales', 'assistant', 'admin'])('%s finds the same channels as finance', async (who) => {
    expect(ids(await found(who, '?q=ledger'))).toEqual(ids(await found('finance', '?q=ledger')));
    expect(ids(await found(who, `?q=${GARAGE}`))).toEqual([GARAGE]);
  });

  it('finance may then work on the channel it found: its ratios answer can_set', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/accounting/ratios?channel_id=${KITCHEN}`, headers: t.demoHeaders('finance') });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ can_set: boolean }>().can_set).toBe(true);
  });
});

describe('a creator finds only their own channels', () => {
  it('user_owner gets exactly the channels the profile lists, and none of the network’s others', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: t.demoHeaders('user_owner') });
    const mine = info.json<{ channels: { channel_id: string; channel_title: string }[] }>().channels;
    expect(mine.length).toBeGreaterThan(0);
    const answer = await found('user_owner', '?page_size=100');
    expect(ids(answer).sort()).toEqual(mine.map((c) => c.channel_id).sort());
    expect(answer.total).toBe(mine.length);
    // Another creator's channel is not found, by title or by id.
    expect(await found('user_owner', '?q=ledger')).toEqual({ items: [], total: 0 });
    expect(await found('user_owner', `?q=${KITCHEN}`)).toEqual({ items: [], total: 0 });
    // Their own, by part of its title.
    const own = mine[0]!;
    expect(ids(await found('user_owner', `?q=${encodeURIComponent(own.channel_title.slice(0, 3))}`))).toContain(own.channel_id);
  });
});

describe('callers without an accounting screen', () => {
  it.each(['viewer', 'staff', 'advertiser', 'user', 'advertising_partner'])('%s is refused (403, translated)', async (who) => {
    const response = await get(who, '?q=ledger');
    expect(response.statusCode).toBe(403);
    expect(expectErrorBody(response).code).toBe('errors.forbidden');
  });

  it('refuses a search too long or a page too large, translated', async () => {
    const long = await get('finance', `?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(Object.keys(expectErrorBody(long).fields ?? {})).toEqual(['q']);
    const big = await get('finance', '?page_size=101');
    expect(big.statusCode).toBe(400);
    expect(Object.keys(expectErrorBody(big).fields ?? {})).toEqual(['page_size']);
  });
});
