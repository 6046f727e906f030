// Member lists by team and user administration, route × account type with object scope: an owner
// sees and changes their own channels' teams only, another team's member id does not exist for
// them (404), and the managing roles see everyone. Deleting accounts, changing their type and
// e-mail take effect on the next request.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../../test/error-body.ts';
import { demo, login, startTestApp, type TestApp } from '../../../test/harness.ts';
import { demoPasswordHash, insertUser } from '../../../test/fixtures.ts';
import { channelIdsOf } from '../../../test/listed.ts';
import { auditRows } from '../../../test/audit-log.ts';

let t: TestApp;
/** Demo channel ids by their index in the seed (0–2 user_owner, 3–4 intensive owner, 5 finance, 6 agency, others creators). */
let ch: string[];

beforeAll(async () => {
  t = await startTestApp();
  ch = (await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').execute()).map((c) => c.channel_id);
});
afterAll(async () => t?.close());

const get = async (key: string, url: string) => t.app.inject({ method: 'GET', url, headers: (await t.demoSession(key)).headers });
const post = async (key: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: (await t.demoSession(key)).headers, payload });

/** An extra account with the demo password, for the tests that change or delete one. */
async function makeUser(email: string, accountType: string): Promise<number> {
  return insertUser(t.db, { email, password_hash: await demoPasswordHash(t.db), account_type: accountType, name: email.split('@')[0]! });
}
type Member = { user_id: number; email: string; team: string; team_id: string | null; member_type: string | null; account_type: string };
const items = (response: LightMyRequestResponse) => response.json().items as Member[];

describe('GET /get_member_list?team=channel', () => {
  it('an owner lists the teams of their own channels only, each member with their member type', async () => {
    const response = await get('user_owner', '/api/v1/get_member_list?team=channel&page_size=100');
    expect(response.statusCode).toBe(200);
    const rows = items(response);
    expect(new Set(rows.map((r) => r.team_id))).toEqual(new Set([ch[0], ch[1], ch[2]]));
    expect(rows).toContainEqual(expect.objectContaining({ email: demo('user_editor'), team_id: ch[0], member_type: 'member' }));
    expect(rows).toContainEqual(expect.objectContaining({ email: demo('user_manager'), team_id: ch[0], member_type: 'staff' }));
    // The channel they only belong to as a member is not theirs to list.
    expect(rows.some((r) => r.team_id === ch[9])).toBe(false);
  });

  it("another owner's channel does not exist for them; their own narrows the list", async () => {
    expect(answerOf(await get('user_owner', `/api/v1/get_member_list?team=channel&channel_id=${ch[3]}`))).toBe('404 errors.notFound');
    const own = items(await get('user_owner', `/api/v1/get_member_list?team=channel&channel_id=${ch[0]}&page_size=100`));
    expect(new Set(own.map((r) => r.team_id))).toEqual(new Set([ch[0]]));
    const finance = items(await get('finance', '/api/v1/get_member_list?team=channel&page_size=100'));
    expect(new Set(finance.map((r) => r.team_id))).toEqual(new Set([ch[5]]));
  });

  it('the managing roles list every channel; members and viewers may not list', async () => {
    const all = await get('staff', '/api/v1/get_member_list?team=channel&page_size=100');
    expect(new Set(items(all).map((r) => r.team_id)).size).toBe(ch.length);
    expect(answerOf(await get('admin', '/api/v1/get_member_list?team=channel&channel_id=UCnoSuchChannel000000'))).toBe('404 errors.notFound');
    for (const key of ['user_editor', 'user_manager', 'viewer', 'assistant', 'reseller']) {
      expect(answerOf(await get(key, '/api/v1/get_member_list?team=channel')), key).toBe('403 errors.forbidden');
    }
  });

  it('searches, filters and pages', async () => {
    const search = items(await get('admin', '/api/v1/get_member_list?team=channel&q=INTENSIVE_COOPERATIVE_USER_OWNER%40&page_size=100'));
    expect(search.map((r) => [r.team_id, r.member_type])).toEqual([
      [ch[3], 'owner'],
      [ch[4], 'owner'],
    ]);
    const byType = items(await get('admin', '/api/v1/get_member_list?team=channel&account_type=agency_manager&page_size=100'));
    expect(byType.map((r) => r.team_id)).toEqual([ch[6], ch[7], ch[8]]);
    const page1 = (await get('admin', '/api/v1/get_member_list?team=channel&page_size=3&page=1')).json();
    const page2 = (await get('admin', '/api/v1/get_member_list?team=channel&page_size=3&page=2')).json();
    expect(page1.total).toBe(page2.total);
    expect(page1.items).toHaveLength(3);
    expect(page2.items[0]).not.toEqual(page1.items[0]);
    expect(answerOf(await get('admin', '/api/v1/get_member_list?team=channel&page_size=101'))).toBe('400 errors.invalidInput');
  });
});

describe('GET /get_member_list: advertiser, reseller, system, all', () => {
  it("an advertiser team's owner lists that team; a reseller its own; neither the other's", async () => {
    const ads = items(await get('advertiser', '/api/v1/get_member_list?team=advertiser'));
    expect(ads.map((r) => [r.email, r.member_type])).toEqual([
      [demo('advertiser'), 'adsOwner'],
      [demo('advertiser_client'), 'adsClient'],
      [demo('agency'), 'adsMember'],
      [demo('advertiser_member'), 'adsMember'],
    ]);
    expect(answerOf(await get('reseller', '/api/v1/get_member_list?team=advertiser'))).toBe('403 errors.forbidden');
    expect(answerOf(await get('advertiser_member', '/api/v1/get_member_list?team=advertiser'))).toBe('403 errors.forbidden');
    const resellers = items(await get('reseller', '/api/v1/get_member_list?team=reseller'));
    expect(resellers.map((r) => r.email)).toEqual([demo('reseller'), demo('reseller_member')]);
    const brightside = ads[0]!.team_id;
    expect(answerOf(await get('reseller', `/api/v1/get_member_list?team=reseller&advertiser_id=${brightside}`))).toBe('404 errors.notFound');
    expect(items(await get('staff', '/api/v1/get_member_list?team=advertiser')).length).toBe(4);
  });

  it('system members are the network’s own people; both lists are for the managing roles', async () => {
    const system = items(await get('staff', '/api/v1/get_member_list?team=system&page_size=100'));
    expect(new Set(system.map((r) => r.account_type))).toEqual(
      new Set(['admin', 'super_staff', 'staff', 'viewer', 'assistant', 'assistant_PanMART', 'finance', 'sales']),
    );
    expect(system.every((r) => r.team === 'system' && r.team_id === null)).toBe(true);
    expect((await get('admin', '/api/v1/get_member_list?team=all&page_size=1')).json().total).toBeGreaterThan(system.length);
    expect(answerOf(await get('user_owner', '/api/v1/get_member_list?team=all'))).toBe('403 errors.forbidden');
    expect(answerOf(await get('advertiser', '/api/v1/get_member_list?team=system'))).toBe('403 errors.forbidden');
  });
});

describe('GET /get_user_list', () => {
  it('lists every user for the managing roles, with search and paging', async () => {
    const producers = (await get('staff', '/api/v1/get_user_list?q=producer')).json();
    expect(producers.items.map((u: { email: string }) => u.email).sort()).toEqual([demo('producer.lin'), demo('producer.sato'), demo('producer.wang')]);
    const page = (await get('admin', '/api/v1/get_user_list?page_size=5&page=2')).json();
    expect(page).toMatchObject({ page: 2, page_size: 5 });
    expect(page.items).toHaveLength(5);
    expect(answerOf(await get('user_owner', '/api/v1/get_user_list'))).toBe('403 errors.forbidden');
  });

  it('follows a users:view_all grant and an explicit denial on the next request', async () => {
    const grant = async (key: string, change: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/user-permissions/${await t.demoUserId(key)}`,
        headers: (await t.demoSession('admin')).headers,
        payload: { changes: [change] },
      });
    expect((await grant('user_owner', { action: 'grant', function: 'users', item: 'view_all', global: true })).statusCode).toBe(200);
    expect(answerOf(await get('user_owner', '/api/v1/get_user_list'))).toBe('200');
    expect((await grant('staff', { action: 'deny', function: 'users', item: 'view_all' })).statusCode).toBe(200);
    expect(answerOf(await get('staff', '/api/v1/get_user_list'))).toBe('403 errors.forbidden');
    await grant('staff', { action: 'revoke', function: 'users', item: 'view_all' });
    expect(answerOf(await get('staff', '/api/v1/get_user_list'))).toBe('200');
  });
});

describe('POST /delete_member', () => {
  it('an owner removes a member of their channel, and only from that channel', async () => {
    const editor = await t.demoUserId('user_editor');
    const response = await post('user_owner', '/api/v1/delete_member', { channel_id: ch[0], member_id_list: [editor] });
    expect(response.json()).toEqual({ ok: true, removed: [editor] });
    const left = await t.db.selectFrom('channel_members').select('channel_id').where('user_id', '=', editor).orderBy('channel_id').execute();
    expect(left.map((r) => r.channel_id)).toEqual([ch[1], ch[2]]);
    // The removed member's own view follows at once.
    const info = (await get('user_editor', '/api/v1/user_info')).json();
    expect(channelIdsOf(info.channels)).toEqual([ch[1], ch[2]]);
    const rows = await auditRows(t.db, 'member.remove', { user: editor });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: await t.demoUserId('user_owner'), target_type: 'channel', target_id: ch[0] });
  });

  it("another team's member, another owner's channel and the owner are refused; nothing changes", async () => {
    const before = await t.db.selectFrom('channel_members').selectAll().orderBy('channel_id').orderBy('user_id').execute();
    const icuEditor = await t.demoUserId('intensive_cooperative_user_editor');
    const manager = await t.demoUserId('user_manager');
    expect(answerOf(await post('user_owner', '/api/v1/delete_member', { channel_id: ch[0], member_id_list: [manager, icuEditor] }))).toBe(
      '404 errors.notFound',
    );
    expect(answerOf(await post('user_owner', '/api/v1/delete_member', { channel_id: ch[3], member_id_list: [icuEditor] }))).toBe('404 errors.notFound');
    expect(answerOf(await post('user_owner', '/api/v1/delete_member', { channel_id: ch[0], member_id_list: [await t.demoUserId('user_owner')] }))).toBe(
      '409 errors.cannotRemoveOwner',
    );
    // Finance owns a channel but spec 6 gives it no "delete member"; a member never may.
    expect(answerOf(await post('finance', '/api/v1/delete_member', { channel_id: ch[5], member_id_list: [manager] }))).toBe('403 errors.forbidden');
    expect(answerOf(await post('user_manager', '/api/v1/delete_member', { channel_id: ch[0], member_id_list: [manager] }))).toBe('403 errors.forbidden');
    expect(await t.db.selectFrom('channel_members').selectAll().orderBy('channel_id').orderBy('user_id').execute()).toEqual(before);
  });

  it('staff removes from any channel, and from every channel of a CMS (content owner)', async () => {
    const agencyMember = await t.demoUserId('agency_member');
    expect(answerOf(await post('staff', '/api/v1/delete_member', { channel_id: ch[6], member_id_list: [agencyMember] }))).toBe('200');
    // A content owner whose authorization refreshes channels 9 and 10, where staff and assistant help.
    const admin = await t.demoUserId('admin');
    const grant = await t.db
      .insertInto('youtube_authorizations')
      .values({ user_id: admin, role: 'content_manager', content_owner_id: 'CMSdemo01', refresh_token_encrypted: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('channel_sources')
      .values([
        { channel_id: ch[9]!, authorization_id: grant.id },
        { channel_id: ch[10]!, authorization_id: grant.id },
      ])
      .execute();
    const assistant = await t.demoUserId('assistant');
    expect(answerOf(await post('user_owner', '/api/v1/delete_member', { content_owner_id: 'CMSdemo01', member_id_list: [assistant] }))).toBe(
      '404 errors.notFound',
    );
    expect(answerOf(await post('admin', '/api/v1/delete_member', { content_owner_id: 'NoSuchCMS', member_id_list: [assistant] }))).toBe('404 errors.notFound');
    const removed = await post('admin', '/api/v1/delete_member', { content_owner_id: 'CMSdemo01', member_id_list: [assistant] });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await t.db.selectFrom('channel_members').select('channel_id').where('user_id', '=', assistant).execute();
    expect(left.map((r) => r.channel_id)).toEqual([ch[0]]);
    expect(answerOf(await post('admin', '/api/v1/delete_member', { channel_id: ch[0], content_owner_id: 'CMSdemo01', member_id_list: [assistant] }))).toBe(
      '400 errors.invalidInput',
    );
  });
});

describe('POST /delete_user', () => {
  it('marks the account deleted and ends its sessions at once', async () => {
    const email = 'leaving@example.com';
    const id = await makeUser(email, 'viewer');
    const own = await t.signIn(email);
    expect(answerOf(await post('admin', '/api/v1/delete_user', { id }))).toBe('200');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: own.headers })).statusCode).toBe(401);
    expect((await login(t.app, { email, password: 'Chorus-demo-2026!' })).statusCode).toBe(401);
    const row = await t.db.selectFrom('users').select(['deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const listed = (await get('admin', `/api/v1/get_user_list?q=leaving`)).json();
    expect(listed.total).toBe(0);
    expect(answerOf(await post('admin', '/api/v1/delete_user', { id }))).toBe('404 errors.notFound');
    expect(await auditRows(t.db, 'user.delete', { user: id })).toHaveLength(1);
  });

  it('is for administrators, never on oneself or on accounts with as many rights', async () => {
    expect(answerOf(await post('staff', '/api/v1/delete_user', { id: await t.demoUserId('viewer') }))).toBe('403 errors.forbidden');
    expect(answerOf(await post('super_staff', '/api/v1/delete_user', { id: await t.demoUserId('admin') }))).toBe('403 errors.targetOutranks');
    expect(answerOf(await post('super_staff', '/api/v1/delete_user', { id: await t.demoUserId('super_staff') }))).toBe('403 errors.notOnYourself');
    expect(answerOf(await post('admin', '/api/v1/delete_user', { id: 999_999_999 }))).toBe('404 errors.notFound');
  });
});

describe('GET /set_user_type', () => {
  it('changes the type and the cms flag; the account sees it on its next request', async () => {
    const email = 'promoted@example.com';
    await makeUser(email, 'viewer');
    const own = await t.signIn(email);
    const response = await get('admin', `/api/v1/set_user_type?email=${encodeURIComponent(email)}&account_type=finance&cms_permissions=true`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ email, account_type: 'finance', has_cms_permissions: true });
    const info = (await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: own.headers })).json();
    expect(info).toMatchObject({ account_type: 'finance', has_cms_permissions: true });
    const log = await t.db.selectFrom('audit_log').select('details').where('action', '=', 'user.type_change').where('target_user_id', '=', info.id).execute();
    expect(log).toEqual([{ details: { from: 'viewer', to: 'finance', cms_permissions: { from: false, to: true } } }]);
  });

  it('super staff never gives admin, nor changes an admin', async () => {
    const id = await makeUser('climber@example.com', 'viewer');
    expect(answerOf(await get('super_staff', `/api/v1/set_user_type?id=${id}&account_type=admin`))).toBe('403 errors.cannotInviteRole');
    expect(answerOf(await get('super_staff', `/api/v1/set_user_type?id=${id}&account_type=super_staff`))).toBe('200');
    expect(answerOf(await get('super_staff', `/api/v1/set_user_type?id=${await t.demoUserId('admin')}&account_type=viewer`))).toBe('403 errors.targetOutranks');
    expect(answerOf(await get('staff', `/api/v1/set_user_type?id=${id}&account_type=viewer`))).toBe('403 errors.forbidden');
  });

  it('changes state, so a cookie session needs the CSRF header even on this GET', async () => {
    const id = await makeUser('csrf.target@example.com', 'viewer');
    const admin = await t.demoSession('admin');
    const url = `/api/v1/set_user_type?id=${id}&account_type=staff`;
    const noHeader = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(answerOf(noHeader)).toBe('403 errors.csrf');
    const foreign = await t.app.inject({ method: 'GET', url, headers: { ...admin.headers, origin: 'https://evil.example' } });
    expect(answerOf(foreign)).toBe('403 errors.csrf');
    expect((await t.db.selectFrom('users').select('account_type').where('id', '=', id).executeTakeFirstOrThrow()).account_type).toBe('viewer');
    // An API client with a Bearer token is no browser: no CSRF header needed.
    const bearer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(answerOf(bearer)).toBe('200');
  });
});

describe('GET /user_change_email', () => {
  it('moves the sign-in to the new address and kills outstanding reset links', async () => {
    const email = 'old.address@example.com';
    await makeUser(email, 'viewer');
    await t.app.inject({ method: 'GET', url: `/api/v1/forget_password?email=${encodeURIComponent(email)}` });
    let mail;
    for (let i = 0; i < 200 && !mail; i++) {
      mail = (await t.ctx.mailer.outbox()).find((m) => m.to === email);
      if (!mail) await new Promise((r) => setTimeout(r, 10));
    }
    const [, token, uid] = /token=([^&\s]+)&uid=(\d+)/.exec(mail!.text)!;
    const response = await get('admin', `/api/v1/user_change_email?original_email=${encodeURIComponent(email)}&new_email=new.address%40example.com`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.email).toBe('new.address@example.com');
    expect((await login(t.app, { email, password: 'Chorus-demo-2026!' })).statusCode).toBe(401);
    expect((await login(t.app, { email: 'new.address@example.com', password: 'Chorus-demo-2026!' })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset_password',
      payload: { token, user_id: Number(uid), new_password: 'Xq8#vN3!pLm7z' },
    });
    expect(answerOf(reset)).toBe('400 errors.resetTokenInvalid');
    expect(
      await t.db.selectFrom('audit_log').select('details').where('action', '=', 'user.email_change').where('target_user_id', '=', Number(uid)).execute(),
    ).toEqual([{ details: { from: email, to: 'new.address@example.com' } }]);
  });

  it('refuses a taken or unchanged address, other people’s betters, and those without the right', async () => {
    await makeUser('mover@example.com', 'viewer');
    expect(answerOf(await get('admin', `/api/v1/user_change_email?original_email=mover%40example.com&new_email=${encodeURIComponent(demo('staff'))}`))).toBe(
      '409 errors.emailTaken',
    );
    expect(answerOf(await get('admin', '/api/v1/user_change_email?original_email=mover%40example.com&new_email=MOVER%40example.com'))).toBe(
      '400 errors.invalidInput',
    );
    expect(answerOf(await get('super_staff', `/api/v1/user_change_email?original_email=${encodeURIComponent(demo('admin'))}&new_email=x%40example.com`))).toBe(
      '403 errors.targetOutranks',
    );
    expect(answerOf(await get('staff', '/api/v1/user_change_email?original_email=mover%40example.com&new_email=y%40example.com'))).toBe('403 errors.forbidden');
  });
});
