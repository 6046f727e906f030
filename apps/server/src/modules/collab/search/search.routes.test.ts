// Creator search, prices and favourites over HTTP (issue 11), against hand-written channels: every
// expectation below is worked out by hand from the fixture rows, never from the code under test.
// Every query names the fixture tag, so the demo network's own channels stay out of the answers.
import type { CreatorSearch, FavouriteListDetail, FavouriteLists, FavouriteListSummary } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../../../test/harness.ts';
import { linkHeadlineFixture } from '../../../../test/social-fixture.ts';

let t: TestApp;
const s: Record<string, Session> = {};
let teamId: number;
let otherTeamListId: number;

type Fixture = {
  id: string;
  title: string;
  source: 'YT' | 'Freedom' | 'Little_Five';
  language: 'zh' | 'en' | 'ja';
  country: string;
  age: string;
  subs: number;
  views: number;
  eng: number;
  freq: string;
  tags: string[];
  avgVideoMonth: number;
  midroll: [string, string, string] | null;
  sponsored: [string, string, string];
  isNew: boolean;
  hidden: boolean;
  dataThrough: string | null;
};
const fixtures: Fixture[] = [
  {
    id: 'UCsfA',
    title: 'Alpha Kitchen',
    source: 'YT',
    language: 'zh',
    country: 'TW',
    age: '25-34',
    subs: 1000,
    views: 50_000,
    eng: 3000,
    freq: '2.50',
    tags: ['SearchFixture', 'food'],
    avgVideoMonth: 800,
    midroll: ['100', '80', '120'],
    sponsored: ['500', '400', '600'],
    isNew: false,
    hidden: false,
    dataThrough: '2026-11-20',
  },
  {
    id: 'UCsfB',
    title: 'Beta Games',
    source: 'Freedom',
    language: 'en',
    country: 'US',
    age: '18-24',
    subs: 5000,
    views: 200_000,
    eng: 9000,
    freq: '1.00',
    tags: ['searchfixture', 'gaming', 'Switch'],
    avgVideoMonth: 3000,
    midroll: null,
    sponsored: ['1500', '1200', '1800'],
    isNew: true,
    hidden: false,
    dataThrough: null,
  },
  {
    id: 'UCsfC',
    title: 'Gamma Travel',
    source: 'Little_Five',
    language: 'ja',
    country: 'JP',
    age: '25-34',
    subs: 20_000,
    views: 1_000_000,
    eng: 40_000,
    freq: '4.00',
    tags: ['searchfixture', 'travel'],
    avgVideoMonth: 12_000,
    midroll: ['300', '250', '400'],
    sponsored: ['2500', '2000', '3000'],
    isNew: false,
    hidden: false,
    dataThrough: '2026-11-21',
  },
  {
    id: 'UCsfD',
    title: 'Delta Hidden',
    source: 'YT',
    language: 'zh',
    country: 'TW',
    age: '35-44',
    subs: 8000,
    views: 300_000,
    eng: 12_000,
    freq: '5.00',
    tags: ['searchfixture', 'food'],
    avgVideoMonth: 5000,
    midroll: ['200', '150', '250'],
    sponsored: ['900', '800', '1000'],
    isNew: false,
    hidden: true,
    dataThrough: '2026-11-21',
  },
  {
    id: 'UCsfE',
    title: 'Epsilon Food',
    source: 'YT',
    language: 'zh',
    country: 'HK',
    age: '18-24',
    subs: 3000,
    views: 90_000,
    eng: 5000,
    freq: '3.00',
    tags: ['searchfixture', 'food', 'vlog'],
    avgVideoMonth: 2000,
    midroll: ['150', '120', '180'],
    sponsored: ['700', '600', '800'],
    isNew: true,
    hidden: false,
    dataThrough: '2026-11-19',
  },
];

beforeAll(async () => {
  t = await startTestApp();
  for (const key of ['admin', 'advertiser', 'advertiser_client', 'advertiser_member', 'agency', 'agency_team', 'viewer', 'staff'])
    s[key] = await t.signIn(demo(key));
  for (const f of fixtures) {
    await t.db
      .insertInto('channels')
      .values({
        channel_id: f.id,
        title: f.title,
        source_type: f.source,
        language: f.language,
        audience_country: f.country,
        audience_age: f.age,
        subscribers: f.subs,
        views: f.views,
        engagements: f.eng,
        update_frequency: f.freq,
        tags: f.tags,
        avg_views_video_month: f.avgVideoMonth,
        midroll_price: f.midroll?.[0] ?? null,
        midroll_price_min: f.midroll?.[1] ?? null,
        midroll_price_max: f.midroll?.[2] ?? null,
        sponsored_price: f.sponsored[0],
        sponsored_price_min: f.sponsored[1],
        sponsored_price_max: f.sponsored[2],
        is_new: f.isNew,
        hidden: f.hidden,
        hidden_scope: f.hidden ? 'all' : null,
        hidden_reason: f.hidden ? 'fixture' : null,
        data_through: f.dataThrough,
      })
      .execute();
  }
  teamId = (await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Brightside Foods').executeTakeFirstOrThrow()).id;
  const other = await t.db.insertInto('advertisers').values({ name: 'Other Co', kind: 'advertiser' }).returning('id').executeTakeFirstOrThrow();
  otherTeamListId = (
    await t.db
      .insertInto('collab_favourite_lists')
      .values({ owner_user_id: null, advertiser_id: other.id, name: 'Other team list' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db.insertInto('collab_favourite_channels').values({ list_id: otherTeamListId, channel_id: 'UCsfA' }).execute();
});
afterAll(async () => t?.close());

async function search(who: string, query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/collab/creators?${/(^|&)tags=/.test(query) ? '' : 'tags=searchfixture&'}${query}`,
    headers: s[who]!.headers,
  });
  return response;
}
async function ids(who: string, query: string): Promise<{ ids: string[]; total: number }> {
  const response = await search(who, query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as CreatorSearch;
  return { ids: body.items.map((i) => i.channel_id), total: body.total };
}

describe('GET /api/v1/collab/creators', () => {
  it('lists every fixture for staff-type callers, most subscribers first, with prices and the hidden flag', async () => {
    const response = await search('admin', '');
    const body = response.json() as CreatorSearch;
    expect(body.items.map((i) => i.channel_id)).toEqual(['UCsfC', 'UCsfD', 'UCsfB', 'UCsfE', 'UCsfA']);
    expect(body.total).toBe(5);
    const alpha = body.items.find((i) => i.channel_id === 'UCsfA')!;
    expect(alpha.prices).toEqual({
      currency: 'USD',
      midroll: { price: '100.00', min: '80.00', max: '120.00' },
      sponsored: { price: '500.00', min: '400.00', max: '600.00' },
    });
    expect(alpha).toMatchObject({
      channel_title: 'Alpha Kitchen',
      subscribers: 1000,
      update_frequency: '2.50',
      verified: true,
      data_through: '2026-11-20',
      hidden: false,
    });
    expect(body.items.find((i) => i.channel_id === 'UCsfD')!.hidden).toBe(true);
    expect(body.items.find((i) => i.channel_id === 'UCsfB')).toMatchObject({ verified: false, data_through: null });
  });

  it('never shows an advertiser a hidden channel, nor prices, nor the hidden flag', async () => {
    const response = await search('advertiser', '');
    const body = response.json() as CreatorSearch;
    expect(body.items.map((i) => i.channel_id)).toEqual(['UCsfC', 'UCsfB', 'UCsfE', 'UCsfA']);
    expect(body.total).toBe(4);
    for (const item of body.items) {
      expect(item).not.toHaveProperty('prices');
      expect(item).not.toHaveProperty('hidden');
    }
    expect(await ids('advertiser_client', 'q=delta')).toEqual({ ids: [], total: 0 });
  });

  it('gives each row its linked Instagram and TikTok headlines: figures from the creator’s account, or not available, never 0', async () => {
    // Alpha links both: Instagram's 30 days up to its last collected day (2026-10-22 … 11-20) hold
    // followers 1,000 then 1,200 and views 300 + 200; the day before the window (views 5,000) stays out.
    // Its reel: (50 + 10 + 5 + 5) interactions / 1,000 views = 7 %; the story is left out.
    // (the fixture's figures: test/social-fixture.ts linkHeadlineFixture)
    await linkHeadlineFixture(t.db, 'UCsfA', 'alpha.kitchen');
    const body = (await search('advertiser', '')).json() as CreatorSearch;
    const alpha = body.items.find((i) => i.channel_id === 'UCsfA')!;
    const first = (value: number) => ({ value, availability: 'first_party', reason: null });
    expect(alpha.social[0]!.engagement.value).toBeCloseTo(7, 9);
    expect(alpha.social.map(({ account_id: _id, ...h }, i) => (i === 0 ? { ...h, engagement: { ...h.engagement, value: 7 } } : h))).toEqual([
      { platform: 'instagram', username: 'alpha.kitchen', followers: first(1200), views_30d: first(500), engagement: first(7) },
      {
        platform: 'tiktok',
        username: 'alpha.kitchen.tt',
        followers: first(3000),
        views_30d: { value: null, availability: 'unavailable', reason: 'not_provided_by_platform' },
        engagement: { value: null, availability: 'unavailable', reason: 'not_yet_collected' },
      },
    ]);
    expect(body.items.find((i) => i.channel_id === 'UCsfB')!.social).toEqual([]);
  });

  it('combines filters: language, a subscriber range and a second tag', async () => {
    expect(await ids('admin', 'tags=searchfixture,food&language=zh&subscribers_min=2000')).toEqual({ ids: ['UCsfD', 'UCsfE'], total: 2 });
    expect(await ids('advertiser', 'tags=searchfixture,food&language=zh&subscribers_min=2000')).toEqual({ ids: ['UCsfE'], total: 1 });
  });

  it('filters on each search field', async () => {
    expect((await ids('admin', 'tags=SWITCH,searchfixture')).ids).toEqual(['UCsfB']);
    expect((await ids('admin', 'is_new=true')).ids).toEqual(['UCsfB', 'UCsfE']);
    expect((await ids('admin', 'source_type=Freedom,Little_Five')).ids).toEqual(['UCsfC', 'UCsfB']);
    expect((await ids('admin', 'audience_country=tw')).ids).toEqual(['UCsfD', 'UCsfA']);
    expect((await ids('admin', 'audience_age=25-34')).ids).toEqual(['UCsfC', 'UCsfA']);
    expect((await ids('admin', 'update_frequency_min=2.5&update_frequency_max=3')).ids).toEqual(['UCsfE', 'UCsfA']);
    expect((await ids('admin', 'views_min=90000&views_max=300000')).ids).toEqual(['UCsfD', 'UCsfB', 'UCsfE']);
    expect((await ids('admin', 'engagements_max=5000')).ids).toEqual(['UCsfE', 'UCsfA']);
    expect((await ids('admin', 'q=gamma')).ids).toEqual(['UCsfC']);
    expect((await ids('admin', 'sponsored_price_min=600&sponsored_price_max=1000&sort=sponsored_price')).ids).toEqual(['UCsfD', 'UCsfE']);
  });

  it('sorts on a numeric field either way (no price last) and pages without overlap', async () => {
    expect((await ids('admin', 'avg_views_video_month_min=1000&sort=avg_views_video_month&order=asc')).ids).toEqual(['UCsfE', 'UCsfB', 'UCsfD', 'UCsfC']);
    expect((await ids('admin', 'sort=midroll_price&order=asc')).ids).toEqual(['UCsfA', 'UCsfE', 'UCsfD', 'UCsfC', 'UCsfB']);
    expect((await ids('admin', 'sort=midroll_price&order=desc')).ids).toEqual(['UCsfC', 'UCsfD', 'UCsfE', 'UCsfA', 'UCsfB']);
    expect(await ids('admin', 'page_size=2&page=2')).toEqual({ ids: ['UCsfB', 'UCsfE'], total: 5 });
    expect(await ids('admin', 'page_size=2&page=3')).toEqual({ ids: ['UCsfA'], total: 5 });
    expect(await ids('admin', 'page_size=2&page=4')).toEqual({ ids: [], total: 5 });
  });

  it('refuses a price filter or sort from a role without viewPrices, translated', async () => {
    for (const [who, query] of [
      ['advertiser', 'midroll_price_max=200'],
      ['viewer', 'sort=sponsored_price'],
    ] as const) {
      const response = await search(who, query);
      expect(response.statusCode).toBe(403);
      expect(expectErrorBody(response).code).toBe('errors.pricesHidden');
    }
    expect((await ids('agency_team', 'sort=sponsored_price&order=asc')).ids).toEqual(['UCsfA', 'UCsfE', 'UCsfD', 'UCsfB', 'UCsfC']);
  });

  it('refuses a range whose minimum is above its maximum', async () => {
    const response = await search('admin', 'subscribers_min=10&subscribers_max=5');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(expectErrorBody(response).fields ?? {})).toEqual(['subscribers_max']);
  });
});

describe('PUT /api/v1/collab/creators/:channelId/prices', () => {
  const put = (who: string, channelId: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/collab/creators/${channelId}/prices`, headers: s[who]!.headers, payload: payload as object });

  it('lets an agency set exact prices, logged with before and after, and search shows them', async () => {
    const response = await put('agency', 'UCsfB', {
      midroll: { price: '123.45', min: '100.10', max: '150' },
      sponsored: { price: '1999.99', min: '1500', max: '2500.5' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      currency: 'USD',
      midroll: { price: '123.45', min: '100.10', max: '150.00' },
      sponsored: { price: '1999.99', min: '1500.00', max: '2500.50' },
    });
    const found = (await search('admin', 'q=beta')).json() as CreatorSearch;
    expect(found.items[0]!.prices!.midroll.price).toBe('123.45');
    const log = await t.db.selectFrom('audit_log').select(['action', 'target_id', 'details']).where('action', '=', 'collab.price_set').execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.target_id).toBe('UCsfB');
    expect(JSON.stringify(log[0]!.details)).toContain('"midroll_price":null');
  });

  it('refuses a price outside its reference range or with three decimals, and changes nothing', async () => {
    const outside = await put('agency', 'UCsfA', { midroll: { price: '130', min: '80', max: '120' }, sponsored: { price: null, min: null, max: null } });
    expect(outside.statusCode).toBe(400);
    expect(expectErrorBody(outside).fields).toEqual({ 'midroll.price': '價格必須介於最低與最高參考價之間。' });
    const decimals = await put('agency', 'UCsfA', { midroll: { price: '100.001', min: null, max: null }, sponsored: { price: null, min: null, max: null } });
    expect(decimals.statusCode).toBe(400);
    const row = await t.db.selectFrom('channels').select(['midroll_price', 'sponsored_price']).where('channel_id', '=', 'UCsfA').executeTakeFirstOrThrow();
    expect(row).toEqual({ midroll_price: '100.00', sponsored_price: '500.00' });
  });

  it('is refused to the agency team (view only) and to advertisers', async () => {
    const body = { midroll: { price: null, min: null, max: null }, sponsored: { price: null, min: null, max: null } };
    expect((await put('agency_team', 'UCsfA', body)).statusCode).toBe(403);
    expect((await put('advertiser', 'UCsfA', body)).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/collab/${url}`, headers: s[who]!.headers, ...(payload ? { payload } : {}) });

  it('keeps a personal list to its owner and shares a team list with every member', async () => {
    const own = (await call('advertiser', 'POST', 'favourite-lists', { name: '  My picks ' })).json() as FavouriteListSummary;
    expect(own).toMatchObject({ name: 'My picks', team: null, channel_ids: [] });
    const starred = await call('advertiser', 'PUT', `favourite-lists/${own.id}/channels/UCsfA`);
    expect((starred.json() as FavouriteListSummary).channel_ids).toEqual(['UCsfA']);
    expect((await call('advertiser_client', 'GET', `favourite-lists/${own.id}`)).statusCode).toBe(404);

    const shared = (await call('advertiser', 'POST', 'favourite-lists', { name: 'Team picks', advertiser_id: teamId })).json() as FavouriteListSummary;
    expect(shared.team).toEqual({ id: teamId, name: 'Brightside Foods' });
    expect((await call('advertiser_member', 'PUT', `favourite-lists/${shared.id}/channels/UCsfC`)).statusCode).toBe(200);
    const clientLists = (await call('advertiser_client', 'GET', 'favourite-lists')).json() as FavouriteLists;
    expect(clientLists.lists.map((l) => [l.name, l.channel_ids])).toEqual([['Team picks', ['UCsfC']]]);
    expect(clientLists.teams).toEqual([{ id: teamId, name: 'Brightside Foods' }]);
    const detail = (await call('advertiser_client', 'GET', `favourite-lists/${shared.id}`)).json() as FavouriteListDetail;
    expect(detail.items.map((i) => i.channel_title)).toEqual(['Gamma Travel']);
    expect(detail.items[0]).not.toHaveProperty('prices');

    expect((await call('advertiser_client', 'PUT', `favourite-lists/${shared.id}`, { name: 'Renamed' })).json()).toMatchObject({ name: 'Renamed' });
    expect((await call('advertiser_member', 'DELETE', `favourite-lists/${shared.id}/channels/UCsfC`)).json()).toMatchObject({ channel_ids: [] });
    expect((await call('advertiser_member', 'DELETE', `favourite-lists/${shared.id}`)).statusCode).toBe(200);
    expect((await call('advertiser', 'GET', `favourite-lists/${shared.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another team's list on every route, and for a team one is not in", async () => {
    for (const [method, url, payload] of [
      ['GET', `favourite-lists/${otherTeamListId}`],
      ['PUT', `favourite-lists/${otherTeamListId}`, { name: 'Taken' }],
      ['DELETE', `favourite-lists/${otherTeamListId}`],
      ['PUT', `favourite-lists/${otherTeamListId}/channels/UCsfC`],
      ['DELETE', `favourite-lists/${otherTeamListId}/channels/UCsfA`],
    ] as const) {
      for (const who of ['advertiser', 'admin']) {
        const response = await call(who, method, url, payload);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(expectErrorBody(response).code).toBe('errors.notFound');
      }
    }
    const other = await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Other Co').executeTakeFirstOrThrow();
    expect((await call('advertiser', 'POST', 'favourite-lists', { name: 'Sneaky', advertiser_id: other.id })).statusCode).toBe(404);
    const still = await t.db.selectFrom('collab_favourite_channels').select('channel_id').where('list_id', '=', otherTeamListId).execute();
    expect(still).toEqual([{ channel_id: 'UCsfA' }]);
  });

  it('never shows an advertiser a hidden channel in a list, and will not add one', async () => {
    const shared = (await call('agency', 'POST', 'favourite-lists', { name: 'With hidden', advertiser_id: teamId })).json() as FavouriteListSummary;
    // The agency (a member of the team, who sees hidden channels) stars the hidden one.
    expect((await call('agency', 'PUT', `favourite-lists/${shared.id}/channels/UCsfD`)).json()).toMatchObject({ channel_ids: ['UCsfD'] });
    await call('agency', 'PUT', `favourite-lists/${shared.id}/channels/UCsfE`);
    const advertiserView = (await call('advertiser', 'GET', `favourite-lists/${shared.id}`)).json() as FavouriteListDetail;
    expect(advertiserView.list.channel_ids).toEqual(['UCsfE']);
    expect(advertiserView.items.map((i) => i.channel_id)).toEqual(['UCsfE']);
    const lists = (await call('advertiser', 'GET', 'favourite-lists')).json() as FavouriteLists;
    expect(lists.lists.find((l) => l.id === shared.id)!.channel_ids).toEqual(['UCsfE']);
    const agencyView = (await call('agency', 'GET', `favourite-lists/${shared.id}`)).json() as FavouriteListDetail;
    // Starred at the same moment (the test clock stands still): by channel id.
    expect(agencyView.items.map((i) => [i.channel_id, i.hidden])).toEqual([
      ['UCsfD', true],
      ['UCsfE', false],
    ]);
    expect((await call('advertiser', 'PUT', `favourite-lists/${shared.id}/channels/UCsfD`)).statusCode).toBe(404);
  });
});
