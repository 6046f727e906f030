// GET /api/v1/channels: the channels the caller may see, by the same rule as every channel page
// (channel-access.ts): owners their own, the network's people every channel, advertisers never a
// hidden one. Search (title, id, @handle, tags; any case, CJK), filters, sorting and pages are
// checked against an oracle computed here from the rows themselves; bad input is refused, translated.
import type { ChannelList, ChannelListItem } from '@chorus/contract';
import { translate } from '@chorus/i18n';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { channelIdsOf } from '../../../test/listed.ts';
import { insertChannelGroup, insertPermissionEntry } from '../../../test/fixtures.ts';

let t: TestApp;
const as = (who: string) => t.demoHeaders(who);

type Row = {
  channel_id: string;
  title: string;
  handle: string | null;
  tags: string[];
  source_type: string;
  language: string;
  audience_country: string | null;
  subscribers: number;
  views: number;
  is_new: boolean;
  hidden: boolean;
  created_at: Date;
};

// Fixture channels with what the demo network has none of: CJK and Latin titles to search, tags,
// handles, LIKE's own characters, a hidden channel whose owner is an advertiser's colleague.
const BOBA = 'UCchlistBoba00000000001';
const RAMEN = 'UCchlistRamen0000000001';
const DIARY = 'UCchlistDiary0000000001';
const PERCENT = 'UCchlistPercent00000001';
const SECRET = 'UCchlistSecret000000001';
const OPEN = 'UCchlistOpen00000000001';
const fixtures = [
  {
    channel_id: BOBA,
    title: '珍珠奶茶研究所',
    handle: 'boba.lab',
    tags: ['手搖飲', 'Bubble Tea'],
    source_type: 'YT',
    language: 'zh',
    audience_country: 'TW',
    subscribers: 5_000,
    views: 100_000,
    is_new: true,
    hidden: false,
    created_at: new Date('2026-01-05T00:00:00Z'),
  },
  {
    channel_id: RAMEN,
    title: 'Tokyo Ramen Walk',
    handle: 'ramenwalk',
    tags: ['ラーメン屋巡り', 'travel'],
    source_type: 'Freedom',
    language: 'ja',
    audience_country: 'JP',
    subscribers: 120_000,
    views: 50,
    is_new: false,
    hidden: false,
    created_at: new Date('2026-01-04T00:00:00Z'),
  },
  {
    channel_id: DIARY,
    title: 'ラーメン日記',
    handle: null,
    tags: [],
    source_type: 'Little_Five',
    language: 'ja',
    audience_country: 'JP',
    subscribers: 800,
    views: 9_000_000,
    is_new: true,
    hidden: false,
    created_at: new Date('2026-01-03T00:00:00Z'),
  },
  {
    channel_id: PERCENT,
    title: 'club 100%_fans',
    handle: null,
    tags: [],
    source_type: 'YT',
    language: 'en',
    audience_country: 'US',
    subscribers: 42,
    views: 42,
    is_new: false,
    hidden: false,
    created_at: new Date('2026-01-02T00:00:00Z'),
  },
  {
    channel_id: SECRET,
    title: 'Secret Kitchen Deals',
    handle: 'secretdeals',
    tags: ['sponsorship'],
    source_type: 'YT',
    language: 'en',
    audience_country: 'US',
    subscribers: 77_000,
    views: 77_000,
    is_new: false,
    hidden: true,
    created_at: new Date('2026-01-01T00:00:00Z'),
  },
  {
    channel_id: OPEN,
    title: 'Open Kitchen Deals',
    handle: 'opendeals',
    tags: ['sponsorship'],
    source_type: 'YT',
    language: 'en',
    audience_country: 'US',
    subscribers: 66_000,
    views: 66_000,
    is_new: false,
    hidden: false,
    created_at: new Date('2026-01-01T00:00:00Z'),
  },
] as const;

async function allRows(): Promise<Row[]> {
  return (await t.db
    .selectFrom('channels')
    .select(['channel_id', 'title', 'handle', 'tags', 'source_type', 'language', 'audience_country', 'subscribers', 'views', 'is_new', 'hidden', 'created_at'])
    .execute()) as Row[];
}

async function list(who: string, query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1/channels${query}`, headers: { ...as(who), ...headers } });
}
async function listed(who: string, query = ''): Promise<ChannelList> {
  const response = await list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ChannelList;
}
/** Every page of the caller's list, in order. */
async function everything(who: string, query = ''): Promise<ChannelListItem[]> {
  const items: ChannelListItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await listed(who, `?page_size=100&page=${page}${query}`);
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const bySubscribers = (a: Row, b: Row) => b.subscribers - a.subscribers || byCodePoint(a.channel_id, b.channel_id);

/** The oracle of the search: part of the title, the id, the handle or a tag, ignoring case. */
function matches(row: Row, q: string): boolean {
  const needle = q.toLowerCase();
  return [row.title, row.channel_id, row.handle ?? '', ...row.tags].some((text) => text.toLowerCase().includes(needle));
}

/** Whether the caller may open the channel (any channel-scoped route; the lock status needs only seeing it). */
async function opens(who: string, channelId: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: `/api/v1/channels/${channelId}/lock`, headers: as(who) })).statusCode;
}

beforeAll(async () => {
  t = await startTestApp();
  await t.db
    .insertInto('channels')
    .values(fixtures.map((f) => ({ ...f, tags: [...f.tags] })))
    .execute();
  await t.db.updateTable('channels').set({ hidden_scope: 'all', hidden_reason: '合約續約中，暫不對廣告主顯示' }).where('channel_id', '=', SECRET).execute();
  await t.signInDemo([
    'staff',
    'admin',
    'viewer',
    'agency',
    'intensive_cooperative_user_owner',
    'user_owner',
    'advertiser',
    'advertiser_member',
    'advertising_partner',
  ]);
});
afterAll(async () => t?.close());

/** The demo account's channel memberships, straight from the table (the account has some). */
async function membershipsOf(who: string) {
  const rows = await t.db
    .selectFrom('channel_members')
    .select(['channel_id', 'member_type'])
    .where('user_id', '=', await t.demoUserId(who))
    .execute();
  expect(rows.length, who).toBeGreaterThan(0);
  return rows;
}

describe('who sees which channels', () => {
  it('an owner sees only their own channels, as owner, with the hidden flag', async () => {
    const own = await membershipsOf('intensive_cooperative_user_owner');
    const answer = await listed('intensive_cooperative_user_owner', '?page_size=100');
    expect(answer.total).toBe(own.length);
    expect(channelIdsOf(answer.items).sort()).toEqual(channelIdsOf(own).sort());
    for (const item of answer.items) {
      expect(item.member_type).toBe(own.find((o) => o.channel_id === item.channel_id)!.member_type);
      expect(typeof item.hidden).toBe('boolean');
    }
    // The same rule as the channel pages: another creator's channel does not exist for them.
    const other = (await allRows()).find((r) => !own.some((o) => o.channel_id === r.channel_id))!;
    expect(await opens('intensive_cooperative_user_owner', other.channel_id)).toBe(404);
    expect(await opens('intensive_cooperative_user_owner', own[0]!.channel_id)).toBe(200);
  });

  it("an owner who uses a channel group sees the group's channels too, without a member type", async () => {
    const uid = await t.demoUserId('user_owner');
    const own = await t.db.selectFrom('channel_members').select('channel_id').where('user_id', '=', uid).execute();
    const viaGroup = await t.db
      .selectFrom('channel_group_channels as gc')
      .innerJoin('channel_group_members as m', 'm.group_id', 'gc.group_id')
      .select('gc.channel_id')
      .where('m.user_id', '=', uid)
      .execute();
    expect(viaGroup.length).toBeGreaterThan(0);
    const items = await everything('user_owner');
    expect(channelIdsOf(items).sort()).toEqual([...new Set([...channelIdsOf(own), ...channelIdsOf(viaGroup)])].sort());
    for (const item of items) expect(item.member_type === null).toBe(!own.some((o) => o.channel_id === item.channel_id));
    // Every listed channel opens; one that is not listed does not.
    for (const item of items) expect(await opens('user_owner', item.channel_id), item.channel_id).toBe(200);
    const unlisted = (await allRows()).find((r) => !channelIdsOf(items).includes(r.channel_id))!;
    expect(await opens('user_owner', unlisted.channel_id)).toBe(404);
  });

  it('staff, admin, viewers and agencies see every channel; hidden ones are flagged', async () => {
    const rows = await allRows();
    for (const who of ['staff', 'admin', 'viewer', 'agency']) {
      const items = await everything(who);
      expect(channelIdsOf(items).sort(), who).toEqual(channelIdsOf(rows).sort());
      expect(items.find((i) => i.channel_id === SECRET)!.hidden, who).toBe(true);
      expect(items.find((i) => i.channel_id === OPEN)!.hidden, who).toBe(false);
    }
    // Staff's own channels carry their member type; the rest none.
    const staffOwn = await membershipsOf('staff');
    for (const item of await everything('staff')) {
      expect(item.member_type).toBe(staffOwn.find((o) => o.channel_id === item.channel_id)?.member_type ?? null);
    }
  });

  it('an advertiser never sees a hidden channel, in the list or by address, unless they belong to it', async () => {
    const advertiser = await t.demoUserId('advertiser');
    // Nothing of their own: nothing at all, and the answer has no hidden flag to leak.
    expect(await listed('advertiser')).toEqual({ items: [], total: 0, page: 1, page_size: 20 });
    await insertPermissionEntry(t.db, advertiser, 'cooperation:ad', { channel_ids: [SECRET, OPEN] });
    t.ctx.users.invalidate(advertiser);
    const granted = await listed('advertiser', '?q=kitchen%20deals');
    expect(channelIdsOf(granted.items)).toEqual([OPEN]);
    expect(granted.total).toBe(1);
    expect(granted.items[0]).not.toHaveProperty('hidden');
    expect(await opens('advertiser', OPEN)).toBe(200);
    expect(await opens('advertiser', SECRET)).toBe(404);

    // Through a channel group: the same.
    const member = await t.demoUserId('advertiser_member');
    const group = await insertChannelGroup(t.db, 'Deals', [SECRET], [member]);
    expect(channelIdsOf((await listed('advertiser_member')).items)).toEqual([]);
    expect(await opens('advertiser_member', SECRET)).toBe(404);
    // …while a non-advertiser in that group sees it.
    await t.db
      .insertInto('channel_group_members')
      .values({ group_id: group, user_id: await t.demoUserId('advertising_partner'), role: 'user' })
      .execute();
    const partner = await listed('advertising_partner');
    expect(channelIdsOf(partner.items)).toEqual([SECRET]);
    expect(partner.items[0]!.hidden).toBe(true);

    // Belonging to the hidden channel shows it to them.
    await t.db.insertInto('channel_members').values({ channel_id: SECRET, user_id: member, member_type: 'member' }).execute();
    t.ctx.users.invalidate(member);
    const own = await listed('advertiser_member');
    expect(channelIdsOf(own.items)).toEqual([SECRET]);
    expect(own.items[0]!.member_type).toBe('member');
    expect(await opens('advertiser_member', SECRET)).toBe(200);
  });

  it('refuses anonymous callers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/channels' });
    expect(response.statusCode).toBe(401);
    expectErrorBody(response);
  });
});

describe('search, filters, sorting, pages', () => {
  it.each([
    ['a CJK part of a title', '奶茶', [BOBA]],
    ['a Latin title in another case', 'tokyo RAMEN', [RAMEN]],
    ['a tag or a title in Japanese', 'ラーメン', [RAMEN, DIARY]],
    ['a tag in another case', 'bubble TEA', [BOBA]],
    ['a handle', 'BOBA.LAB', [BOBA]],
    ['a channel id in another case', DIARY.toLowerCase(), [DIARY]],
    ["LIKE's own characters, literally", '100%_', [PERCENT]],
  ] as const)('finds %s', async (_label, q, expected) => {
    const items = await everything('staff', `&q=${encodeURIComponent(q)}`);
    const oracle = (await allRows()).filter((r) => matches(r, q));
    expect(channelIdsOf(items).sort()).toEqual(channelIdsOf(oracle).sort());
    for (const id of expected) expect(channelIdsOf(items)).toContain(id);
  });

  it('treats % and _ as characters, not wildcards', async () => {
    for (const q of ['%', '_']) {
      const items = await everything('staff', `&q=${encodeURIComponent(q)}`);
      expect(channelIdsOf(items).sort()).toEqual(channelIdsOf((await allRows()).filter((r) => matches(r, q))).sort());
      expect(items.length).toBeLessThan((await allRows()).length);
    }
  });

  it('filters by source type, language, audience country and subscriber range, together with a search', async () => {
    const rows = await allRows();
    const cases: [string, (r: Row) => boolean][] = [
      ['&source_type=Freedom', (r) => r.source_type === 'Freedom'],
      ['&language=ja', (r) => r.language === 'ja'],
      ['&audience_country=jp', (r) => r.audience_country === 'JP'],
      ['&subscribers_min=1000&subscribers_max=100000', (r) => r.subscribers >= 1000 && r.subscribers <= 100_000],
      ['&subscribers_min=0&subscribers_max=800', (r) => r.subscribers <= 800],
      [
        '&language=ja&audience_country=JP&q=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3',
        (r) => r.language === 'ja' && r.audience_country === 'JP' && matches(r, 'ラーメン'),
      ],
      ['&source_type=Little_Five&language=ja&subscribers_max=1000', (r) => r.source_type === 'Little_Five' && r.language === 'ja' && r.subscribers <= 1000],
    ];
    for (const [query, keep] of cases) {
      const expected = rows.filter(keep);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(expected.length, query).toBeLessThan(rows.length);
      expect(channelIdsOf(await everything('staff', query)).sort(), query).toEqual(channelIdsOf(expected).sort());
    }
  });

  it('sorts by subscribers, views, name and newly added, and pages without gaps or repeats', async () => {
    const rows = await allRows();
    const orders: [string, (a: Row, b: Row) => number][] = [
      ['subscribers', bySubscribers],
      ['views', (a, b) => b.views - a.views || byCodePoint(a.channel_id, b.channel_id)],
      ['name', (a, b) => byCodePoint(a.title.toLowerCase(), b.title.toLowerCase()) || byCodePoint(a.title, b.title) || byCodePoint(a.channel_id, b.channel_id)],
      ['newest', (a, b) => Number(b.is_new) - Number(a.is_new) || b.created_at.getTime() - a.created_at.getTime() || byCodePoint(a.channel_id, b.channel_id)],
    ];
    for (const [sort, compare] of orders) {
      const expected = channelIdsOf([...rows].sort(compare));
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(rows.length / 7); page++) {
        const answer = await listed('staff', `?sort=${sort}&page_size=7&page=${page}`);
        expect(answer.total).toBe(rows.length);
        expect(answer.page).toBe(page);
        expect(answer.page_size).toBe(7);
        seen.push(...channelIdsOf(answer.items));
      }
      expect(seen, sort).toEqual(expected);
    }
    // The default: most subscribers first, 20 a page.
    const first = await listed('staff');
    expect(channelIdsOf(first.items)).toEqual(channelIdsOf([...rows].sort(bySubscribers).slice(0, 20)));
    expect(first.page_size).toBe(20);
    // Past the end: no items, the same total (of all channels, and of a search).
    expect(await listed('staff', '?page=999&page_size=10')).toEqual({ items: [], total: rows.length, page: 999, page_size: 10 });
    expect(await listed('staff', '?q=kitchen&page=999')).toEqual({
      items: [],
      total: rows.filter((r) => matches(r, 'kitchen')).length,
      page: 999,
      page_size: 20,
    });
    expect(rows.filter((r) => matches(r, 'kitchen')).length).toBeGreaterThan(1);
    // A search's pages: the same order and total as the oracle.
    const kitchen = rows.filter((r) => matches(r, 'kitchen')).sort(bySubscribers);
    const firstPage = await listed('staff', '?q=KITCHEN&page_size=2');
    expect(firstPage.total).toBe(kitchen.length);
    expect(channelIdsOf(firstPage.items)).toEqual(channelIdsOf(kitchen.slice(0, 2)));
    expect(channelIdsOf((await listed('staff', '?q=KITCHEN&page_size=2&page=2')).items)).toEqual(channelIdsOf(kitchen.slice(2, 4)));
  });

  it('answers each item with its fields', async () => {
    const answer = await listed('staff', `?q=${BOBA}`);
    expect(answer.items).toEqual([
      {
        channel_id: BOBA,
        title: '珍珠奶茶研究所',
        icon_url: null,
        source_type: 'YT',
        language: 'zh',
        subscribers: 5000,
        views: 100_000,
        is_new: true,
        hidden: false,
        member_type: null,
      },
    ]);
  });
});

describe('bad input', () => {
  async function digest(): Promise<string> {
    const { rows } = await sql<{ d: string }>`SELECT md5(string_agg(c::text, ',' ORDER BY c.channel_id)) AS d FROM channels c`.execute(t.db);
    return rows[0]!.d;
  }

  it.each([
    ['a minimum above the maximum', '?subscribers_min=10&subscribers_max=5', 'subscribers_max', 'validation.rangeOrder'],
    ['a page size over 100', '?page_size=101', 'page_size', 'validation.pageSizeTooLarge'],
    ['a page size of 0', '?page_size=0', 'page_size', 'validation.invalid'],
    ['an unknown sort', '?sort=random', 'sort', 'validation.invalid'],
    ['an unknown source type', '?source_type=TikTok', 'source_type', 'validation.invalid'],
    ['a country that is not two letters', '?audience_country=TWN', 'audience_country', 'validation.invalid'],
    ['a negative subscriber count', '?subscribers_min=-1', 'subscribers_min', 'validation.invalid'],
    ['an over-long search', `?q=${'a'.repeat(101)}`, 'q', 'validation.tooLong'],
    ['a search with a line break', '?q=kitchen%0Adeals', 'q', 'validation.invalid'],
    ['an unknown parameter', '?owner_id=1', 'owner_id', 'validation.unknownField'],
    ['a repeated parameter', '?language=zh&language=ja', 'language', 'validation.invalid'],
  ])('refuses %s with a translated 400 and changes nothing', async (_label, query, field, key) => {
    const before = await digest();
    for (const [language, headers] of [
      ['zh-TW', {}],
      ['en', { 'x-chorus-language': 'en' }],
    ] as const) {
      const response = await list('staff', query, headers);
      expect(response.statusCode).toBe(400);
      const error = expectErrorBody(response, language);
      expect(error.code).toBe('errors.invalidInput');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      expect(error.fields![field]).toBe(translate(language, 'messages', key));
    }
    expect(await digest()).toBe(before);
  });
});
