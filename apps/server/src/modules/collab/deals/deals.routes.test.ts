// Case packages through the real routes (issue 11, deals): the spec 4 status tables for every role
// that holds one, cell by cell (the expected cells written out from spec 4 in the contract's
// spec4-moves-for-tests.ts, not read from its status tables), object scope, hidden channels, draft-only editing, the request form's limits and the
// competitor rule, exact prices and the timeline (the status mail: deal-mail.routes.test.ts).
import { translate } from '@chorus/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import * as spec4 from '../../../../../../packages/contract/src/core/spec4-moves-for-tests.ts';
import { insertPackageWithCase } from '../../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let brightside: number;
let dailyPicks: number;
let otherTeam: number;
const channels: string[] = [];
let hiddenChannel: string;
const as = (who: string) => t.demoHeaders(who);
const says = (key: string, vars: Record<string, string> = {}) => translate('zh-TW', 'messages', key, vars);

// ---- spec 4, written out (packages/contract/src/core/spec4-moves-for-tests.ts, which the contract's own test reads too) ----
/** Demo account → its package table, its case table, and the team whose packages it works on. */
const roles: [string, spec4.MoveTable, spec4.MoveTable, 'brightside' | 'dailyPicks'][] = [
  ['admin', spec4.staffPackageMoves, spec4.staffCaseMoves, 'brightside'],
  ['super_staff', spec4.staffPackageMoves, spec4.staffCaseMoves, 'brightside'],
  ['assistant', spec4.staffPackageMoves, spec4.staffCaseMoves, 'brightside'],
  ['assistant_PanMART', spec4.staffPackageMoves, spec4.staffCaseMoves, 'brightside'],
  // A named specific user (config/specific-users.json): like admin and super staff.
  ['producer.lin', spec4.staffPackageMoves, spec4.staffCaseMoves, 'brightside'],
  ['agency', spec4.agencyPackageMoves, spec4.staffCaseMoves, 'brightside'],
  ['agency_manager', spec4.agencyPackageMoves, spec4.staffCaseMoves, 'brightside'],
  ['agency_member', spec4.agencyPackageMoves, spec4.staffCaseMoves, 'brightside'],
  ['agency_team', spec4.agencyPackageMoves, spec4.staffCaseMoves, 'brightside'],
  ['advertiser', spec4.advertiserPackageMoves, spec4.advertiserCaseMoves, 'brightside'],
  ['advertiser_member', spec4.advertiserPackageMoves, spec4.advertiserCaseMoves, 'brightside'],
  // A user account that is an ads member (spec 6: "manage packages"; no case table).
  ['user', spec4.advertiserPackageMoves, spec4.noCaseMoves, 'brightside'],
  // Spec 4 names ads members and owners only: a team's client reads.
  ['advertiser_client', spec4.noPackageMoves, spec4.noCaseMoves, 'brightside'],
  ['reseller', spec4.resellerPackageMoves, spec4.staffCaseMoves, 'dailyPicks'],
  // Staff moves cases, not packages (spec 4's package table does not list staff).
  ['staff', spec4.noPackageMoves, spec4.staffCaseMoves, 'brightside'],
  ['viewer', spec4.noPackageMoves, spec4.noCaseMoves, 'brightside'],
];

const caseFor: Record<string, string> = { draft: 'draft', applying: 'applying', officer_contacting: 'officer_contacting', matching_complete: 'creator_agreed' };

const newPackage = (team: number | null, status: string, caseStatus = caseFor[status]!, channel = channels[0]!) =>
  insertPackageWithCase(t.db, team, status, caseStatus, channel);
const post = (who: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: as(who), payload });
const put = (who: string, url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: as(who), payload });
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });

beforeAll(async () => {
  t = await startTestApp();
  const teams = await t.db.selectFrom('advertisers').select(['id', 'name']).execute();
  brightside = teams.find((x) => x.name === 'Brightside Foods')!.id;
  dailyPicks = teams.find((x) => x.name === 'Daily Picks')!.id;
  otherTeam = (await t.db.insertInto('advertisers').values({ name: 'Other Brand', kind: 'advertiser' }).returning('id').executeTakeFirstOrThrow()).id;
  // The agencies and a user account work for Brightside as ads members.
  for (const key of ['agency_manager', 'agency_member', 'agency_team', 'user']) {
    const id = await t.demoUserId(key);
    await t.db.insertInto('advertiser_members').values({ advertiser_id: brightside, user_id: id, role: 'adsMember' }).execute();
    t.ctx.users.invalidate(id);
  }
  for (let i = 0; i < 4; i++) {
    const id = `UCdealsTestChannel${String(i).padStart(6, '0')}`;
    await t.db
      .insertInto('channels')
      .values({ channel_id: id, title: `Deals channel ${i}`, source_type: 'YT', language: 'en' })
      .execute();
    channels.push(id);
  }
  hiddenChannel = 'UCdealsHiddenChannel0001';
  await t.db
    .insertInto('channels')
    .values({ channel_id: hiddenChannel, title: 'Hidden channel', source_type: 'YT', language: 'en', hidden: true, hidden_scope: 'all', hidden_reason: 'test' })
    .execute();
  await t.signInDemo([...roles.map((r) => r[0]), 'reseller_member']);
});
afterAll(async () => t?.close());

const teamOf = (who: string) => (roles.find((r) => r[0] === who)![3] === 'dailyPicks' ? dailyPicks : brightside);

/** Whether the table allows `from → to`; a move answered or landed otherwise (200 and `to` when allowed, else 403 and still `from`) is added to `wrong`. */
function checkMove(wrong: string[], table: Record<string, readonly string[]>, from: string, to: string, status: number, now: string): boolean {
  const allowed = table[from]!.includes(to);
  const got = `${status} ${now}`;
  const expected = allowed ? `200 ${to}` : `403 ${from}`;
  if (got !== expected) wrong.push(`${from} → ${to}: ${got}, expected ${expected}`);
  return allowed;
}

describe('package status moves: spec 4 table × every role that holds one, through HTTP', () => {
  it.each(roles)('%s', async (who, table) => {
    const team = teamOf(who);
    const wrong: string[] = [];
    for (const from of spec4.PACKAGE_ORDER) {
      for (const to of spec4.PACKAGE_ORDER) {
        const pkg = await newPackage(team, from);
        const response = await post(who, `/api/v1/collab/packages/${pkg.id}/status`, { status: to });
        const now = (await t.db.selectFrom('collab_packages').select('status').where('id', '=', pkg.id).executeTakeFirstOrThrow()).status;
        const allowed = checkMove(wrong, table, from, to, response.statusCode, now);
        if (!allowed && response.statusCode === 403) {
          const error = expectErrorBody(response);
          // Those who may act on the package are told it is the move; the others that they may not.
          if (Object.values(table).some((targets) => targets.length > 0) || who === 'staff') {
            expect(error.code).toBe('errors.collabStatusNotAllowed');
            expect(error.message).toBe(says('errors.collabStatusNotAllowed'));
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('case status moves: spec 4 × every role that holds a table, through HTTP', () => {
  it.each(roles)('%s', async (who, _packageTable, table) => {
    const team = teamOf(who);
    const wrong: string[] = [];
    for (const from of spec4.CASE_ORDER) {
      for (const to of spec4.CASE_ORDER) {
        const pkg = await newPackage(team, 'officer_contacting', from);
        const response = await post(who, `/api/v1/collab/cases/${pkg.caseId}/status`, { status: to });
        const now = (await t.db.selectFrom('collab_cases').select('status').where('id', '=', pkg.caseId).executeTakeFirstOrThrow()).status;
        checkMove(wrong, table, from, to, response.statusCode, now);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the move refused in the caller language, and writes no event', async () => {
    const pkg = await newPackage(brightside, 'officer_contacting', 'officer_contacting');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/collab/cases/${pkg.caseId}/status`,
      headers: { ...as('advertiser'), 'x-chorus-language': 'en' },
      payload: { status: 'creator_agreed' },
    });
    expect(response.statusCode).toBe(403);
    expect(expectErrorBody(response, 'en').message).toBe(translate('en', 'messages', 'errors.collabStatusNotAllowed'));
    const events = await t.db.selectFrom('collab_events').select('id').where('package_id', '=', pkg.id).execute();
    expect(events).toEqual([]);
  });
});

describe('cases follow their package', () => {
  it('into applying on submission, into officer contacting, and back to draft', async () => {
    const created = await post('advertiser', '/api/v1/collab/packages', { name: 'Follow', channel_ids: [channels[0], channels[1]] });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const statuses = async () => (await get('admin', `/api/v1/collab/packages/${id}`)).json().cases.map((c: { status: string }) => c.status);
    expect(await statuses()).toEqual(['draft', 'draft']);
    expect((await post('advertiser', `/api/v1/collab/packages/${id}/status`, { status: 'applying' })).statusCode).toBe(200);
    expect(await statuses()).toEqual(['applying', 'applying']);
    expect((await post('admin', `/api/v1/collab/packages/${id}/status`, { status: 'officer_contacting' })).statusCode).toBe(200);
    expect(await statuses()).toEqual(['officer_contacting', 'officer_contacting']);
    const first = (await get('admin', `/api/v1/collab/packages/${id}`)).json().cases[0].id;
    expect((await post('staff', `/api/v1/collab/cases/${first}/status`, { status: 'creator_agreed' })).statusCode).toBe(200);
    expect((await post('admin', `/api/v1/collab/packages/${id}/status`, { status: 'matching_complete' })).statusCode).toBe(200);
    expect(await statuses()).toEqual(['creator_agreed', 'officer_contacting']);
  });

  it('refuses to submit an empty package', async () => {
    const created = await post('advertiser', '/api/v1/collab/packages', { name: 'Empty' });
    const response = await post('advertiser', `/api/v1/collab/packages/${created.json().id}/status`, { status: 'applying' });
    expect(response.statusCode).toBe(409);
    expect(expectErrorBody(response).code).toBe('errors.collabPackageEmpty');
  });
});

describe('object scope', () => {
  it("another team's package and its case do not exist for an advertiser, an agency or a reseller", async () => {
    const pkg = await newPackage(otherTeam, 'draft');
    for (const who of ['advertiser', 'advertiser_member', 'advertiser_client', 'agency', 'reseller']) {
      const answers = [
        await get(who, `/api/v1/collab/packages/${pkg.id}`),
        await post(who, `/api/v1/collab/packages/${pkg.id}/status`, { status: 'draft' }),
        await post(who, `/api/v1/collab/cases/${pkg.caseId}/status`, { status: 'draft' }),
        await put(who, `/api/v1/collab/cases/${pkg.caseId}`, { remarks: 'x' }),
        await post(who, `/api/v1/collab/packages/${pkg.id}/cases`, { channel_ids: [channels[1]] }),
        await t.app.inject({ method: 'DELETE', url: `/api/v1/collab/cases/${pkg.caseId}`, headers: as(who) }),
        await t.app.inject({ method: 'DELETE', url: `/api/v1/collab/packages/${pkg.id}`, headers: as(who) }),
      ];
      expect(
        answers.map((a) => a.statusCode),
        who,
      ).toEqual([404, 404, 404, 404, 404, 404, 404]);
      const list = (await get(who, '/api/v1/collab/packages')).json().items as { id: number }[];
      expect(list.map((p) => p.id)).not.toContain(pkg.id);
    }
    // The network sees it.
    expect((await get('staff', `/api/v1/collab/packages/${pkg.id}`)).statusCode).toBe(200);
    expect((await get('viewer', `/api/v1/collab/packages/${pkg.id}`)).statusCode).toBe(200);
  });

  it("a team's members all see their team's packages; a reseller team's member sees the reseller's", async () => {
    const pkg = await newPackage(brightside, 'applying');
    for (const who of ['advertiser', 'advertiser_member', 'advertiser_client', 'agency']) {
      expect(
        (await get(who, '/api/v1/collab/packages')).json().items.map((p: { id: number }) => p.id),
        who,
      ).toContain(pkg.id);
    }
    const resale = await newPackage(dailyPicks, 'draft');
    expect((await get('reseller_member', `/api/v1/collab/packages/${resale.id}`)).statusCode).toBe(200);
    expect((await get('advertiser', `/api/v1/collab/packages/${resale.id}`)).statusCode).toBe(404);
  });
});

describe('hidden channels never reach advertisers', () => {
  it("are left out of the wizard's channel titles for an advertiser, not for staff", async () => {
    const url = `/api/v1/collab/channel-titles?ids=${channels[1]},${hiddenChannel},UCnoSuchChannel,${channels[0]}`;
    const titles = async (who: string) => (await get(who, url)).json().channels.map((c: { channel_title: string }) => c.channel_title);
    expect(await titles('advertiser')).toEqual(['Deals channel 1', 'Deals channel 0']);
    expect(await titles('admin')).toEqual(['Deals channel 1', 'Hidden channel', 'Deals channel 0']);
  });

  it('cannot be added to an advertiser team package, by the advertiser or by staff', async () => {
    const created = await post('advertiser', '/api/v1/collab/packages', { name: 'Hidden try' });
    const id = created.json().id;
    for (const who of ['advertiser', 'admin']) {
      const response = await post(who, `/api/v1/collab/packages/${id}/cases`, { channel_ids: [hiddenChannel] });
      expect(response.statusCode, who).toBe(400);
      expect(expectErrorBody(response).code).toBe('errors.collabChannelUnavailable');
    }
    expect((await get('admin', `/api/v1/collab/packages/${id}`)).json().cases).toEqual([]);
  });

  it('a case whose channel was hidden later is left out of the advertiser view, and is not theirs to move', async () => {
    const pkg = await newPackage(brightside, 'officer_contacting', 'officer_contacting', hiddenChannel);
    const seen = (await get('advertiser', `/api/v1/collab/packages/${pkg.id}`)).json();
    expect(seen.cases).toEqual([]);
    expect(seen.channel_ids).toEqual([]);
    expect((await post('advertiser', `/api/v1/collab/cases/${pkg.caseId}/status`, { status: 'officer_contacting' })).statusCode).toBe(404);
    expect((await get('admin', `/api/v1/collab/packages/${pkg.id}`)).json().cases.map((c: { channel_id: string }) => c.channel_id)).toEqual([hiddenChannel]);
  });
});

describe('adding channels', () => {
  it('names the channels already in the package and adds the rest, once each', async () => {
    const created = await post('advertiser', '/api/v1/collab/packages', { name: 'Adding', channel_ids: [channels[0]] });
    const id = created.json().id;
    const response = await post('advertiser', `/api/v1/collab/packages/${id}/cases`, { channel_ids: [channels[0], channels[1], channels[1]] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().added).toEqual([channels[1]]);
    expect(response.json().already).toEqual([channels[0]]);
    expect(response.json().package.cases.map((c: { channel_title: string }) => c.channel_title)).toEqual(['Deals channel 0', 'Deals channel 1']);
  });
});

describe('draft-only editing and "after submission only sales and admins"', () => {
  it('lets the advertiser edit a draft, and nobody edit a submitted one until it is a draft again', async () => {
    const created = await post('advertiser', '/api/v1/collab/packages', { name: 'Editing', channel_ids: [channels[2]] });
    const id = created.json().id;
    expect((await put('advertiser', `/api/v1/collab/packages/${id}`, { name: 'Edited', description: 'x' })).statusCode).toBe(200);
    expect((await post('advertiser', `/api/v1/collab/packages/${id}/status`, { status: 'applying' })).statusCode).toBe(200);
    for (const who of ['advertiser', 'admin']) {
      const response = await put(who, `/api/v1/collab/packages/${id}`, { name: 'Again', description: '' });
      expect(response.statusCode, who).toBe(409);
      expect(expectErrorBody(response).message).toBe(says('errors.collabPackageNotDraft'));
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/collab/packages/${id}`, headers: as('advertiser') })).statusCode).toBe(409);
    // Remarks and prices after submission: the case managers only.
    const caseId = (await get('admin', `/api/v1/collab/packages/${id}`)).json().cases[0].id;
    const late = await put('advertiser', `/api/v1/collab/cases/${caseId}`, { remarks: 'late' });
    expect(late.statusCode).toBe(409);
    expect(expectErrorBody(late).code).toBe('errors.collabPackageNotDraft');
    const priced = await put('staff', `/api/v1/collab/cases/${caseId}`, { remarks: 'Quoted', quoted_price: '1234567890.12', agreed_price: '0.1' });
    expect(priced.statusCode, priced.body).toBe(200);
    const kase = priced.json().cases[0];
    expect([kase.remarks, kase.quoted_price, kase.agreed_price]).toEqual(['Quoted', '1234567890.12', '0.10']);
    // Back to draft (the advertiser's table allows it), then deletable.
    expect((await post('advertiser', `/api/v1/collab/packages/${id}/status`, { status: 'draft' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/collab/packages/${id}`, headers: as('advertiser') })).statusCode).toBe(200);
    expect((await get('admin', `/api/v1/collab/packages/${id}`)).statusCode).toBe(404);
  });

  it('keeps prices to the case managers even in a draft', async () => {
    const pkg = await newPackage(brightside, 'draft');
    expect((await put('advertiser', `/api/v1/collab/cases/${pkg.caseId}`, { remarks: 'Mine' })).statusCode).toBe(200);
    expect((await put('advertiser', `/api/v1/collab/cases/${pkg.caseId}`, { quoted_price: '10' })).statusCode).toBe(403);
    const bad = await put('admin', `/api/v1/collab/cases/${pkg.caseId}`, { quoted_price: '10.999' });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorBody(bad).fields?.quoted_price).toBe(says('validation.priceInvalid'));
  });

  it('sets the responsible officer to a staff member only', async () => {
    const pkg = await newPackage(brightside, 'applying');
    const staffId = await t.demoUserId('staff');
    const set = await put('admin', `/api/v1/collab/packages/${pkg.id}/officer`, { officer_user_id: staffId });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().officer).toEqual({ id: staffId, name: expect.any(String) });
    const notStaff = await put('admin', `/api/v1/collab/packages/${pkg.id}/officer`, { officer_user_id: await t.demoUserId('advertiser') });
    expect(notStaff.statusCode).toBe(400);
    expect((await put('agency', `/api/v1/collab/packages/${pkg.id}/officer`, { officer_user_id: staffId })).statusCode).toBe(403);
  });
});

const form = (over: Record<string, unknown> = {}) => ({
  brand_name: 'Brightside',
  product_category: 'Food',
  ad_duration: '3 months',
  budget_min: '100000',
  budget_max: '250000.50',
  budget_currency: 'TWD',
  collaboration_count: 3,
  product_description: 'Oats',
  content_expectations: 'Natural',
  collaboration_format: 'Unboxing',
  material_seconds: 60,
  video_length_seconds: 600,
  exposure_points: ['Five-minute breakfast', 'Two new flavours'],
  hashtags: ['#oats', 'breakfast'],
  collaboration_types: ['integrated_mention', 'native_break_syndication'],
  native_break_production: 'in_house',
  competitors: ['Quaker Oats', 'Kellogg'],
  ...over,
});

describe('the advertiser request form', () => {
  let id: number;
  beforeAll(async () => {
    id = (await post('advertiser', '/api/v1/collab/packages', { name: 'Form' })).json().id;
  });
  const save = (body: object, who = 'advertiser') => put(who, `/api/v1/collab/packages/${id}/request-form`, body);

  it('keeps every field, money exact, hashtags with their #', async () => {
    const response = await save(form());
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    const { competitors: _competitors, ...fields } = form();
    expect(saved.request_form).toMatchObject({ ...fields, budget_min: '100000.00', budget_max: '250000.50', hashtags: ['#oats', '#breakfast'] });
    expect(saved.competitors).toEqual(['Quaker Oats', 'Kellogg']);
    expect(saved.events[0]).toMatchObject({ kind: 'request_form', actor: { id: await t.demoUserId('advertiser') } });
  });

  it.each([
    ['four exposure points', { exposure_points: ['a', 'b', 'c', 'd'] }, 'exposure_points', 'validation.exposurePointsMax'],
    ['six hashtags', { hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'hashtags', 'validation.hashtagsMax'],
    ['a hashtag with a space', { hashtags: ['two words'] }, 'hashtags.0', 'validation.hashtagInvalid'],
    ['a budget upside down', { budget_min: '300', budget_max: '200' }, 'budget_max', 'validation.budgetRange'],
    ['a budget as a float', { budget_min: 100.5 }, 'budget_min', 'validation.priceInvalid'],
    ['native break without who produces', { native_break_production: null }, 'native_break_production', 'validation.nativeBreakProduction'],
    ['who produces without native break', { collaboration_types: ['shorts'] }, 'native_break_production', 'validation.nativeBreakOnly'],
    ['no brand', { brand_name: ' ' }, 'brand_name', 'validation.brandRequired'],
  ])('refuses %s with a translated field message', async (_label, over, field, key) => {
    const response = await save(form(over));
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response).fields?.[field], response.body).toBe(says(key));
  });

  it.each([
    ['an exposure point', { exposure_points: ['Better than quaker oats!'] }, 'exposure_points', 'Quaker Oats'],
    ['a hashtag', { hashtags: ['#KelloggFan'] }, 'hashtags', 'Kellogg'],
    ['a hashtag without the spaces', { hashtags: ['#QuakerOats'] }, 'hashtags', 'Quaker Oats'],
  ])('refuses a competitor named in %s', async (_label, over, field, name) => {
    const before = (await get('advertiser', `/api/v1/collab/packages/${id}`)).json().request_form;
    const response = await save(form(over));
    expect(response.statusCode).toBe(400);
    const error = expectErrorBody(response);
    expect(error.code).toBe('errors.competitorMentioned');
    expect(error.message).toBe(says('errors.competitorMentioned', { name }));
    expect(error.fields?.[field]).toBe(says('validation.competitorMentioned'));
    expect((await get('advertiser', `/api/v1/collab/packages/${id}`)).json().request_form).toEqual(before);
  });

  it('refuses a new competitor that the saved points already name', async () => {
    const response = await save(form({ competitors: ['Two new'] }));
    expect(response.statusCode).toBe(400);
  });

  it('is not the client member’s to change, and not after submission', async () => {
    expect((await save(form(), 'advertiser_client')).statusCode).toBe(403);
    await post('advertiser', `/api/v1/collab/packages/${id}/cases`, { channel_ids: [channels[3]] });
    await post('advertiser', `/api/v1/collab/packages/${id}/status`, { status: 'applying' });
    expect((await save(form())).statusCode).toBe(409);
  });
});

describe('the timeline', () => {
  it('keeps every change with its actor and time, newest first', async () => {
    const created = await post('advertiser_member', '/api/v1/collab/packages', { name: 'Timeline', channel_ids: [channels[0]] });
    const id = created.json().id;
    t.clock.advance(60);
    await post('advertiser_member', `/api/v1/collab/packages/${id}/status`, { status: 'applying' });
    t.clock.advance(60);
    await post('assistant', `/api/v1/collab/packages/${id}/status`, { status: 'officer_contacting' });
    const events = (await get('advertiser', `/api/v1/collab/packages/${id}`)).json().events as {
      kind: string;
      from_status: string | null;
      to_status: string | null;
      actor: { id: number } | null;
      at: string;
    }[];
    const member = await t.demoUserId('advertiser_member');
    const assistant = await t.demoUserId('assistant');
    expect(events.map((e) => [e.kind, e.from_status, e.to_status, e.actor?.id])).toEqual([
      ['status', 'applying', 'officer_contacting', assistant],
      ['case_status', 'applying', 'officer_contacting', assistant],
      ['status', 'draft', 'applying', member],
      ['case_status', 'draft', 'applying', member],
      ['case_added', null, null, member],
      ['created', null, 'draft', member],
    ]);
    expect(Date.parse(events[0]!.at) - Date.parse(events[2]!.at)).toBe(60_000);
  });
});
