// Permission entries (spec 3): a grant shows a page and a revocation hides it on the next request
// (the cached profile is dropped), the display map is cached 60 seconds and cleared on change,
// entries are validated, nobody hands out more than they have, and copying copies.
import { isPageAllowed, resolveCapabilities, type PermissionEntry } from '@chorus/contract';
import { translate } from '@chorus/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../../test/error-body.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditRows } from '../../../test/audit-log.ts';
import { insertPermissionEntry } from '../../../test/fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function change(by: string, target: string, changes: object[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/user-permissions/${await t.demoUserId(target)}`,
    headers: (await t.demoSession(by)).headers,
    payload: { changes },
  });
}
const get = async (key: string, url: string) => t.app.inject({ method: 'GET', url, headers: (await t.demoSession(key)).headers });

/** What the web app's navigation computes from user_info (spec 2: shown by role or by the display map). */
async function navShows(key: string, page: 'syslog' | 'cache'): Promise<boolean> {
  const info = (await get(key, '/api/v1/user_info')).json();
  const caps = resolveCapabilities({
    accountType: info.account_type,
    channelMemberType: null,
    adsMemberType: info.ads_member_type,
    permissions: info.permissions,
  });
  return isPageAllowed(caps, page);
}

describe('a grant shows a page, a revocation hides it', () => {
  it('page:syslog for staff: navigation and the server follow at once', async () => {
    expect(await navShows('staff', 'syslog')).toBe(false);
    expect(answerOf(await get('staff', '/api/v1/syslog'))).toBe('403 errors.forbidden');

    const granted = await change('admin', 'staff', [{ action: 'grant', function: 'page', item: 'syslog', global: true }]);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().display['page:syslog']).toMatchObject({ global: true });
    expect(await navShows('staff', 'syslog')).toBe(true);
    expect(answerOf(await get('staff', '/api/v1/syslog'))).toBe('200');

    expect(answerOf(await change('admin', 'staff', [{ action: 'revoke', function: 'page', item: 'syslog' }]))).toBe('200');
    expect(await navShows('staff', 'syslog')).toBe(false);
    expect(answerOf(await get('staff', '/api/v1/syslog'))).toBe('403 errors.forbidden');
  });

  it('an explicit denial hides a page the role would show', async () => {
    expect(answerOf(await get('staff', '/api/frontend/cache/taskQueue'))).not.toBe('403 errors.forbidden');
    expect(answerOf(await change('admin', 'staff', [{ action: 'deny', function: 'page', item: 'cache' }]))).toBe('200');
    expect(await navShows('staff', 'cache')).toBe(false);
    expect(answerOf(await get('staff', '/api/frontend/cache/taskQueue'))).toBe('403 errors.forbidden');
    await change('admin', 'staff', [{ action: 'revoke', function: 'page', item: 'cache' }]);
    expect(await navShows('staff', 'cache')).toBe(true);
  });

  it('writes one system-log row per change, with every change in it', async () => {
    const staff = await t.demoUserId('staff');
    const rows = await auditRows(t.db, 'permission.change', { user: staff });
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ actor_id: await t.demoUserId('admin'), real_actor_id: await t.demoUserId('admin') });
    expect(rows[0]!.details).toEqual({ changes: [{ action: 'grant', function: 'page', item: 'syslog', global: true }] });
  });
});

describe('GET /user_permissions and the display map', () => {
  it("answers the caller's own entries and map", async () => {
    await change('admin', 'viewer', [{ action: 'grant', function: 'cooperation', item: 'ad', global: true }]);
    const mine = (await get('viewer', '/api/v1/user_permissions')).json();
    expect(mine.user_id).toBe(await t.demoUserId('viewer'));
    expect(mine.available_functions).toEqual([expect.objectContaining({ function: 'cooperation', item: 'ad', global: true })]);
    expect(Object.keys(mine.display)).toEqual(['cooperation:ad']);
  });

  it('is cached 60 seconds, and a change through the API clears it at once', async () => {
    const viewer = await t.demoUserId('viewer');
    const url = `/api/v1/user-permissions/display/${viewer}`;
    const first = (await get('admin', url)).json();
    expect(Object.keys(first.display)).toEqual(['cooperation:ad']);
    // Written behind the application's back: the cached answer stands until its 60 seconds are over.
    await insertPermissionEntry(t.db, viewer, 'page:exploration', { global: true });
    expect(Object.keys((await get('admin', url)).json().display)).toEqual(['cooperation:ad']);
    // Spec 3's 60 seconds, pinned as a literal: 59 seconds on, still the cached map; 61, the new one.
    t.clock.advance(59);
    try {
      const almost = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${(await t.signIn(demo('admin'))).accessToken}` } });
      expect(Object.keys(almost.json().display)).toEqual(['cooperation:ad']);
      t.clock.advance(2);
      const later = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${(await t.signIn(demo('admin'))).accessToken}` } });
      expect(Object.keys(later.json().display).sort()).toEqual(['cooperation:ad', 'page:exploration']);
    } finally {
      t.clock.advance(-61);
    }
    // A change through the API is visible at once.
    await change('admin', 'viewer', [{ action: 'revoke', function: 'page', item: 'exploration' }]);
    expect(Object.keys((await get('admin', url)).json().display)).toEqual(['cooperation:ad']);
  });

  it("someone else's map does not exist for those who do not manage permissions", async () => {
    expect(answerOf(await get('staff', `/api/v1/user-permissions/display/${await t.demoUserId('viewer')}`))).toBe('404 errors.notFound');
    expect(answerOf(await get('staff', `/api/v1/user-permissions/display/${await t.demoUserId('staff')}`))).toBe('200');
    expect(answerOf(await get('admin', '/api/v1/user-permissions/display/999999999'))).toBe('404 errors.notFound');
  });
});

describe('PUT /user-permissions/{userId} validation and limits', () => {
  it('refuses unknown items, grants without a scope, unknown scope ids and repeated keys', async () => {
    // The answer carries each field's message in the request's language (zh-TW here); read back as keys.
    const keyOf = Object.fromEntries(
      ['permissionItem', 'permissionNeedsScope', 'unknownScope', 'duplicatePermission', 'permissionChanges'].map((k) => [
        translate('zh-TW', 'messages', `validation.${k}`),
        `validation.${k}`,
      ]),
    );
    const fieldOf = async (changes: object[]) => {
      const response = await change('admin', 'viewer', changes);
      expect(answerOf(response)).toBe('400 errors.invalidInput');
      const fields = response.json().error.fields as Record<string, string>;
      return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, keyOf[message] ?? message]));
    };
    expect(Object.values(await fieldOf([{ action: 'grant', function: 'users', item: 'everything', global: true }]))).toContain('validation.permissionItem');
    expect(Object.values(await fieldOf([{ action: 'grant', function: 'page', item: 'noSuchPage', global: true }]))).toContain('validation.permissionItem');
    expect(Object.values(await fieldOf([{ action: 'grant', function: 'users', item: 'view_all' }]))).toContain('validation.permissionNeedsScope');
    expect(await fieldOf([{ action: 'grant', function: 'channel', item: 'team_members', channel_ids: ['UCnoSuchChannel0001'] }])).toEqual({
      'changes.0.channel_ids': 'validation.unknownScope',
    });
    expect(await fieldOf([{ action: 'grant', function: 'advertiser', item: 'view_info', advertiser_ids: [999_999] }])).toEqual({
      'changes.0.advertiser_ids': 'validation.unknownScope',
    });
    expect(
      await fieldOf([
        { action: 'revoke', function: 'page', item: 'syslog' },
        { action: 'deny', function: 'page', item: 'syslog' },
      ]),
    ).toEqual({ 'changes.1.item': 'validation.duplicatePermission' });
    expect(Object.values(await fieldOf([]))).toContain('validation.permissionChanges');
  });

  it('keeps scopes: channel ids, channel groups and advertisers', async () => {
    const channel = (await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').executeTakeFirstOrThrow()).channel_id;
    const advertiser = (await t.db.selectFrom('advertisers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const response = await change('admin', 'viewer', [
      { action: 'grant', function: 'channel', item: 'team_members', channel_ids: [channel, channel] },
      { action: 'grant', function: 'advertiser', item: 'view_info', advertiser_ids: [advertiser] },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().display['channel:team_members']).toEqual({
      global: false,
      channel_ids: [channel],
      content_ids: [],
      channel_group_ids: [],
      advertiser_ids: [],
    });
    // The scoped grant lets the viewer list that one channel's team.
    const team = (await get('viewer', '/api/v1/get_member_list?team=channel&page_size=100')).json();
    expect(new Set(team.items.map((m: { team_id: string }) => m.team_id))).toEqual(new Set([channel]));
  });

  it('nobody grants what they may not see, acts on their betters or on themselves; only administrators manage', async () => {
    expect(answerOf(await change('super_staff', 'staff', [{ action: 'grant', function: 'page', item: 'outbox', global: true }]))).toBe(
      '403 errors.cannotGrantPage',
    );
    expect(answerOf(await change('admin', 'staff', [{ action: 'grant', function: 'page', item: 'outbox', global: true }]))).toBe('200');
    expect(answerOf(await change('super_staff', 'staff', [{ action: 'deny', function: 'page', item: 'outbox' }]))).toBe('200');
    expect(answerOf(await change('super_staff', 'admin', [{ action: 'deny', function: 'page', item: 'syslog' }]))).toBe('403 errors.targetOutranks');
    expect(answerOf(await change('super_staff', 'super_staff', [{ action: 'grant', function: 'page', item: 'outbox', global: true }]))).toBe(
      '403 errors.notOnYourself',
    );
    expect(answerOf(await change('staff', 'viewer', [{ action: 'grant', function: 'page', item: 'syslog', global: true }]))).toBe('403 errors.forbidden');
    expect(answerOf(await change('user_owner', 'user_editor', [{ action: 'grant', function: 'page', item: 'syslog', global: true }]))).toBe(
      '403 errors.forbidden',
    );
  });
});

describe('grants that would change nothing are refused, saying why', () => {
  const fieldsOf = (response: { json: () => { error: { fields: Record<string, string> } } }, language: 'zh-TW' | 'en', key: string) =>
    expect(response.json().error.fields).toEqual({ 'changes.0.item': translate(language, 'messages', key) });

  it('the analytics page to a user without the cms-permission flag', async () => {
    // viewer has no cms-permission flag in the demo network; staff has it.
    const refused = await change('admin', 'viewer', [{ action: 'grant', function: 'page', item: 'analytics', global: true }]);
    expect(answerOf(refused)).toBe('400 errors.analyticsNeedsCmsPermission');
    fieldsOf(refused, 'zh-TW', 'validation.analyticsNeedsCmsPermission');
    const scoped = await change('admin', 'viewer', [{ action: 'grant', function: 'page', item: 'analytics', channel_ids: ['UCanyChannel000001'] }]);
    expect(answerOf(scoped)).toBe('400 errors.analyticsNeedsCmsPermission');
    expect(
      await t.db
        .selectFrom('user_permissions')
        .select('id')
        .where('user_id', '=', await t.demoUserId('viewer'))
        .where('item', '=', 'analytics')
        .execute(),
    ).toEqual([]);
    // Hiding it is always possible; with the flag, the grant goes through.
    expect(answerOf(await change('admin', 'viewer', [{ action: 'deny', function: 'page', item: 'analytics' }]))).toBe('200');
    expect(answerOf(await change('admin', 'viewer', [{ action: 'revoke', function: 'page', item: 'analytics' }]))).toBe('200');
    expect(answerOf(await change('admin', 'staff', [{ action: 'grant', function: 'page', item: 'analytics', global: true }]))).toBe('200');
    expect(answerOf(await change('admin', 'staff', [{ action: 'revoke', function: 'page', item: 'analytics' }]))).toBe('200');
  });

  it('copying an analytics grant onto a user without the flag', async () => {
    await change('admin', 'staff', [{ action: 'grant', function: 'page', item: 'analytics', global: true }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user-permissions/copy',
      headers: (await t.demoSession('admin')).headers,
      payload: { source_user_id: await t.demoUserId('staff'), target_user_ids: [await t.demoUserId('viewer')] },
    });
    expect(answerOf(response)).toBe('400 errors.analyticsNeedsCmsPermission');
    await change('admin', 'staff', [{ action: 'revoke', function: 'page', item: 'analytics' }]);
  });

  it('a page the app has not built yet (an existing entry can still be revoked)', async () => {
    for (const item of ['production']) {
      const refused = await change('admin', 'staff', [{ action: 'grant', function: 'page', item, global: true }]);
      expect(answerOf(refused), item).toBe('400 errors.pageNotBuilt');
      fieldsOf(refused, 'zh-TW', 'validation.pageNotBuilt');
      expect(answerOf(await change('admin', 'staff', [{ action: 'deny', function: 'page', item }])), item).toBe('400 errors.pageNotBuilt');
    }
    await insertPermissionEntry(t.db, await t.demoUserId('staff'), 'page:publishPlatform', { global: true });
    expect(answerOf(await change('admin', 'staff', [{ action: 'revoke', function: 'page', item: 'publishPlatform' }]))).toBe('200');
  });
});

describe('POST /user-permissions/copy', () => {
  const strip = (entries: PermissionEntry[]) =>
    entries.map(({ function: fn, item, global, channel_ids, content_ids, channel_group_ids, advertiser_ids }) => ({
      fn,
      item,
      global,
      channel_ids,
      content_ids,
      channel_group_ids,
      advertiser_ids,
    }));

  it("gives the targets exactly the source's entries, replacing theirs; one log row per target", async () => {
    await change('admin', 'assistant', [
      { action: 'grant', function: 'page', item: 'syslog', global: true },
      { action: 'deny', function: 'page', item: 'cache' },
    ]);
    await change('admin', 'sales', [{ action: 'grant', function: 'finance', item: 'upload', global: true }]);
    const source = await t.demoUserId('assistant');
    const targets = [await t.demoUserId('sales'), await t.demoUserId('assistant_PanMART')];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user-permissions/copy',
      headers: (await t.demoSession('admin')).headers,
      payload: { source_user_id: source, target_user_ids: targets },
    });
    expect(response.json()).toEqual({ source_user_id: source, target_user_ids: targets, entries: 2 });
    const sourceEntries = strip((await get('assistant', '/api/v1/user_permissions')).json().available_functions);
    for (const key of ['sales', 'assistant_PanMART']) {
      expect(strip((await get(key, '/api/v1/user_permissions')).json().available_functions), key).toEqual(sourceEntries);
    }
    expect(answerOf(await get('sales', '/api/v1/syslog'))).toBe('200');
    const rows = await t.db.selectFrom('audit_log').select(['target_user_id', 'details']).where('action', '=', 'permission.copy').orderBy('id').execute();
    expect(rows).toEqual(targets.map((id) => ({ target_user_id: id, details: { source_user_id: source, entries: 2 } })));
  });

  it('copies to all targets or none', async () => {
    const before = await t.db.selectFrom('user_permissions').select(['user_id', 'function', 'item']).orderBy('id').execute();
    const copy = async (by: string, payload: object) =>
      answerOf(await t.app.inject({ method: 'POST', url: '/api/v1/user-permissions/copy', headers: (await t.demoSession(by)).headers, payload }));
    expect(
      await copy('super_staff', {
        source_user_id: await t.demoUserId('assistant'),
        target_user_ids: [await t.demoUserId('viewer'), await t.demoUserId('admin')],
      }),
    ).toBe('403 errors.targetOutranks');
    expect(await copy('admin', { source_user_id: await t.demoUserId('assistant'), target_user_ids: [await t.demoUserId('viewer'), 999_999_999] })).toBe(
      '404 errors.notFound',
    );
    expect(await copy('admin', { source_user_id: await t.demoUserId('assistant'), target_user_ids: [await t.demoUserId('assistant')] })).toBe(
      '400 errors.invalidInput',
    );
    expect(await t.db.selectFrom('user_permissions').select(['user_id', 'function', 'item']).orderBy('id').execute()).toEqual(before);
  });
});
