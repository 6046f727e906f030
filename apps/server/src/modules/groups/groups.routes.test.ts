// Channel groups through the real routes: who may create, see, rename, remove a group and change its
// channels and people (object scope: another group → 404, a group's user → 403 on changes), the
// failure messages of spec 8, and group membership reaching (and leaving) the analytics pages.
import type { GroupDetail, GroupSummary } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { demoPasswordHash, insertUser } from '../../../test/fixtures.ts';
import { channelIdsOf } from '../../../test/listed.ts';
import { auditRows } from '../../../test/audit-log.ts';

let t: TestApp;
const as = (who: string) => t.demoHeaders(who);
/** The demo channels in seed order (their ids sort in that order). */
let channels: string[];

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['admin', 'staff', 'assistant', 'user_owner', 'user', 'viewer', 'finance', 'intensive_cooperative_user_owner', 'advertiser']);
  channels = (await t.db.selectFrom('channels').select('channel_id').where('channel_id', 'like', 'UC%demo').orderBy('channel_id').execute()).map(
    (c) => c.channel_id,
  );
  expect(channels.length).toBe(12);
});
afterAll(async () => t?.close());

/** user_owner owns channels 0–2; channel 10 belongs to a creator nobody here knows. */
const own = () => channels[0]!;
const foreign = () => channels[10]!;

async function createGroup(who: string, body: object): Promise<GroupDetail> {
  const response = await call(who, 'POST', '/api/v1/channel_groups', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GroupDetail;
}

async function listOf(who: string): Promise<GroupSummary[]> {
  const response = await call(who, 'GET', '/api/v1/channel_groups');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { groups: GroupSummary[] }).groups;
}

describe('creating a group', () => {
  it('lets staff create one with its channels and people, found by e-mail', async () => {
    const group = await createGroup('staff', {
      name: '  Taiwan food  ',
      channel_ids: [own(), foreign()],
      administrators: [demo('user_owner').toUpperCase()],
      users: [{ email: demo('user'), authorization_type: 'view' }],
    });
    expect(group).toMatchObject({ name: 'Taiwan food', channel_count: 2, can_manage: true, my_role: null });
    expect(group.channels.map((c) => c.channel_id).sort()).toEqual([own(), foreign()].sort());
    expect(group.administrators!.map((p) => p.email)).toEqual([demo('user_owner')]);
    expect(group.users!.map((p) => [p.email, p.authorization_type])).toEqual([[demo('user'), 'view']]);

    const log = await auditRows(t.db, 'channel_group.create', { id: group.id });
    expect(log).toHaveLength(1);
    const staffId = (await t.db.selectFrom('users').select('id').where('email', '=', demo('staff')).executeTakeFirstOrThrow()).id;
    expect(log[0]).toMatchObject({ actor_id: staffId, real_actor_id: staffId, target_type: 'channel_group' });
  });

  it('is refused (403) to those without editChannelGroups, group administrators included', async () => {
    for (const who of ['user_owner', 'user', 'viewer', 'finance', 'advertiser']) {
      const response = await call(who, 'POST', '/api/v1/channel_groups', { name: 'Mine' });
      expect(response.statusCode, who).toBe(403);
      expect(expectErrorBody(response).code).toBe('errors.forbidden');
    }
  });

  it('refuses unknown people with the spec 8 message, creating nothing', async () => {
    const before = await t.db.selectFrom('channel_groups').select('id').execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channel_groups',
      headers: { ...as('staff'), 'x-chorus-language': 'en' },
      payload: { name: 'Broken', channel_ids: [own()], users: [{ email: 'nobody@example.com', authorization_type: 'edit' }] },
    });
    expect(response.statusCode).toBe(400);
    const error = expectErrorBody(response, 'en');
    expect(error.code).toBe('errors.channelGroupCreateFailed');
    expect(error.message).toBe('Failed to create the channel group.');
    expect(error.fields).toEqual({ 'users.0.email': 'No user has this e-mail address.' });
    expect(await t.db.selectFrom('channel_groups').select('id').execute()).toEqual(before);
  });

  it('refuses entries that match no channel (a typed name, an unknown id), naming them, creating nothing', async () => {
    const before = await t.db.selectFrom('channel_groups').select('id').execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channel_groups',
      headers: { ...as('staff'), 'x-chorus-language': 'en' },
      payload: { name: 'Typed names', channel_ids: [own(), 'Gaming Central', 'UCnoSuchChannel'] },
    });
    expect(response.statusCode).toBe(400);
    const error = expectErrorBody(response, 'en');
    expect(error.code).toBe('errors.noChannelMatches');
    expect(error.message).toBe(
      'No channel matches “Gaming Central, UCnoSuchChannel”. Pick channels from the list (search by name, @handle, ID or tag). Nothing was saved.',
    );
    expect(error.fields).toEqual({ 'channel_ids.1': 'No channel matches this', 'channel_ids.2': 'No channel matches this' });
    expect(await t.db.selectFrom('channel_groups').select('id').execute()).toEqual(before);
    const zh = await t.app.inject({ method: 'POST', url: '/api/v1/channel_groups', headers: as('staff'), payload: { name: 'x', channel_ids: ['遊戲頻道'] } });
    expect(expectErrorBody(zh).message).toContain('「遊戲頻道」');
  });

  it('refuses a blank name and unknown fields (400)', async () => {
    for (const body of [{ name: '   ' }, { name: 'x', created_by: 1 }, { name: 'x', users: [{ email: demo('user'), authorization_type: 'owner' }] }, {}]) {
      const response = await call('staff', 'POST', '/api/v1/channel_groups', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('seeing groups', () => {
  let group: GroupDetail;
  let other: GroupDetail;
  beforeAll(async () => {
    group = await createGroup('admin', {
      name: 'Seen group',
      channel_ids: [own()],
      administrators: [demo('user_owner')],
      users: [{ email: demo('user'), authorization_type: 'edit' }],
    });
    other = await createGroup('admin', {
      name: 'Another owner’s group',
      channel_ids: [channels[3]!],
      administrators: [demo('intensive_cooperative_user_owner')],
    });
  });

  it('lists every group for editChannelGroups holders, and only their own for others', async () => {
    for (const who of ['admin', 'staff', 'assistant']) {
      const ids = (await listOf(who)).map((g) => g.id);
      expect(ids, who).toEqual(expect.arrayContaining([group.id, other.id]));
    }
    const mine = await listOf('user_owner');
    expect(mine.find((g) => g.id === group.id)).toMatchObject({ my_role: 'admin', can_manage: true, channel_count: 1 });
    expect(mine.map((g) => g.id)).not.toContain(other.id);
    const asUser = await listOf('user');
    expect(asUser.find((g) => g.id === group.id)).toMatchObject({ my_role: 'user', my_authorization_type: 'edit', can_manage: false });
    expect(asUser.map((g) => g.id)).not.toContain(other.id);
    for (const who of ['viewer', 'finance', 'advertiser'])
      expect(
        (await listOf(who)).map((g) => g.id),
        who,
      ).not.toContain(group.id);
  });

  it('shows the group to its administrators with its people, to its users without them', async () => {
    const asAdmin = await call('user_owner', 'GET', `/api/v1/channel_groups/${group.id}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().users.map((u: { email: string }) => u.email)).toEqual([demo('user')]);
    const asUser = await call('user', 'GET', `/api/v1/channel_groups/${group.id}`);
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json()).toMatchObject({ can_manage: false, administrators: null, users: null, channel_count: 1 });
  });

  it('answers 404 for another owner’s group, a group one is not in, and a group that does not exist', async () => {
    for (const [who, id] of [
      ['user_owner', other.id],
      ['user', other.id],
      ['viewer', group.id],
      ['finance', group.id],
      ['advertiser', group.id],
      ['admin', 999_999],
    ] as const) {
      const response = await call(who, 'GET', `/api/v1/channel_groups/${id}`);
      expect(response.statusCode, `${who} ${id}`).toBe(404);
      expect(expectErrorBody(response).code).toBe('errors.notFound');
    }
  });

  it('answers 404 to every change of another owner’s group, changing nothing', async () => {
    const before = await call('admin', 'GET', `/api/v1/channel_groups/${other.id}`);
    const changes = [
      ['PUT', `/api/v1/channel_groups/${other.id}`, { name: 'Taken over' }],
      ['PUT', `/api/v1/channel_groups/${other.id}/channels`, { channel_ids: [] }],
      ['PUT', `/api/v1/channel_groups/${other.id}/members`, { administrators: [demo('user_owner')], users: [] }],
      ['DELETE', `/api/v1/channel_groups/${other.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of changes) {
      const response = await call('user_owner', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('admin', 'GET', `/api/v1/channel_groups/${other.id}`)).json()).toEqual(before.json());
  });
});

describe('managing a group as its administrator', () => {
  let group: GroupDetail;
  beforeAll(async () => {
    group = await createGroup('staff', {
      name: 'Managed',
      channel_ids: [foreign()],
      administrators: [demo('user_owner')],
      users: [{ email: demo('user'), authorization_type: 'view' }],
    });
  });

  it('renames it; its users may not (403)', async () => {
    const renamed = await call('user_owner', 'PUT', `/api/v1/channel_groups/${group.id}`, { name: 'Managed, renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Managed, renamed');
    const refused = await call('user', 'PUT', `/api/v1/channel_groups/${group.id}`, { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect((await t.db.selectFrom('channel_groups').select('name').where('id', '=', group.id).executeTakeFirstOrThrow()).name).toBe('Managed, renamed');
  });

  it('adds only channels it owns, keeps or drops those already in the group', async () => {
    const added = await call('user_owner', 'PUT', `/api/v1/channel_groups/${group.id}/channels`, { channel_ids: [foreign(), own(), channels[1]!] });
    expect(added.statusCode, added.body).toBe(200);
    expect(channelIdsOf(added.json().channels).sort()).toEqual([foreign(), own(), channels[1]!].sort());

    // Someone else's channel, and one that does not exist, get the same answer.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/channel_groups/${group.id}/channels`,
      headers: { ...as('user_owner'), 'x-chorus-language': 'en' },
      payload: { channel_ids: [own(), channels[4]!, 'UCnoSuchChannel'] },
    });
    expect(refused.statusCode).toBe(400);
    const error = expectErrorBody(refused, 'en');
    expect(error.code).toBe('errors.channelGroupUpdateFailed');
    expect(error.message).toBe('Failed to modify the channel group.');
    expect(error.fields).toEqual({ 'channel_ids.1': 'You can only add channels you own.', 'channel_ids.2': 'You can only add channels you own.' });

    const dropped = await call('user_owner', 'PUT', `/api/v1/channel_groups/${group.id}/channels`, { channel_ids: [own()] });
    expect(dropped.statusCode).toBe(200);
    expect(channelIdsOf(dropped.json().channels)).toEqual([own()]);
    const log = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'channel_group.channels_change')
      .where('target_id', '=', String(group.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((log.details as { removed: string[] }).removed.sort()).toEqual([foreign(), channels[1]!].sort());

    const asUser = await call('user', 'PUT', `/api/v1/channel_groups/${group.id}/channels`, { channel_ids: [] });
    expect(asUser.statusCode).toBe(403);
  });

  it('lets staff add any existing channel, and names the ones that do not exist', async () => {
    const response = await call('staff', 'PUT', `/api/v1/channel_groups/${group.id}/channels`, { channel_ids: [own(), channels[5]!, 'UCnoSuchChannel'] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(expectErrorBody(response).fields ?? {})).toEqual(['channel_ids.2']);
    expect(expectErrorBody(response).message).toContain('UCnoSuchChannel');
    const ok = await call('staff', 'PUT', `/api/v1/channel_groups/${group.id}/channels`, { channel_ids: [own(), channels[5]!] });
    expect(ok.statusCode).toBe(200);
  });

  it('sets its people by e-mail; unknown and doubly listed people change nothing', async () => {
    const before = await t.db.selectFrom('channel_group_members').selectAll().where('group_id', '=', group.id).orderBy('user_id').execute();
    const unknown = await call('user_owner', 'PUT', `/api/v1/channel_groups/${group.id}/members`, {
      administrators: [demo('user_owner')],
      users: [{ email: 'nobody@example.com', authorization_type: 'view' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(expectErrorBody(unknown).fields).toHaveProperty(['users.0.email']);
    const twice = await call('user_owner', 'PUT', `/api/v1/channel_groups/${group.id}/members`, {
      administrators: [demo('user_owner'), demo('finance')],
      users: [{ email: demo('finance'), authorization_type: 'view' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(expectErrorBody(twice).fields).toHaveProperty(['users.0.email']);
    expect(await t.db.selectFrom('channel_group_members').selectAll().where('group_id', '=', group.id).orderBy('user_id').execute()).toEqual(before);

    const set = await call('user_owner', 'PUT', `/api/v1/channel_groups/${group.id}/members`, {
      administrators: [demo('user_owner'), demo('finance')],
      users: [{ email: demo('user'), authorization_type: 'edit' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      set
        .json()
        .administrators.map((p: { email: string }) => p.email)
        .sort(),
    ).toEqual([demo('finance'), demo('user_owner')].sort());
    expect(set.json().users).toEqual([expect.objectContaining({ email: demo('user'), authorization_type: 'edit' })]);
    expect(await auditRows(t.db, 'channel_group.members_change', { id: group.id })).toHaveLength(1);
  });

  it('removes it; its users may not (403)', async () => {
    expect((await call('user', 'DELETE', `/api/v1/channel_groups/${group.id}`)).statusCode).toBe(403);
    const removed = await call('user_owner', 'DELETE', `/api/v1/channel_groups/${group.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('user_owner', 'GET', `/api/v1/channel_groups/${group.id}`)).statusCode).toBe(404);
    expect((await call('user_owner', 'DELETE', `/api/v1/channel_groups/${group.id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('channel_group_members').select('user_id').where('group_id', '=', group.id).execute()).toEqual([]);
    expect(await auditRows(t.db, 'channel_group.delete', { id: group.id })).toHaveLength(1);
  });

  it('needs the CSRF header on cookie writes, and works with a Bearer token', async () => {
    const g = await createGroup('staff', { name: 'Csrf', administrators: [demo('user_owner')] });
    const { 'x-chorus-csrf': _csrf, ...withoutCsrf } = as('user_owner');
    const refused = await t.app.inject({ method: 'PUT', url: `/api/v1/channel_groups/${g.id}`, headers: withoutCsrf, payload: { name: 'Forged' } });
    expect(refused.statusCode).toBe(403);
    expect(expectErrorBody(refused).code).toBe('errors.csrf');
    const bearer = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/channel_groups/${g.id}`,
      headers: { authorization: `Bearer ${(await t.demoSession('user_owner')).accessToken}` },
      payload: { name: 'By token' },
    });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().name).toBe('By token');
  });
});

describe('group membership and the analytics pages', () => {
  it('lets a group user open a channel’s overview through the group, and takes it away when removed', async () => {
    const channel = channels[7]!;
    const overview = () => call('user', 'GET', `/api/v1/channels/${channel}/overview`);
    expect((await overview()).statusCode).toBe(404);

    const group = await createGroup('staff', { name: 'Reach', channel_ids: [channel], users: [{ email: demo('user'), authorization_type: 'view' }] });
    const seen = await overview();
    expect(seen.statusCode, seen.body).toBe(200);

    // Removed from the group: the channel is gone again on the next request.
    const removed = await call('staff', 'PUT', `/api/v1/channel_groups/${group.id}/members`, { administrators: [], users: [] });
    expect(removed.statusCode).toBe(200);
    expect((await overview()).statusCode).toBe(404);

    // Back in, then the channel leaves the group.
    await call('staff', 'PUT', `/api/v1/channel_groups/${group.id}/members`, {
      administrators: [],
      users: [{ email: demo('user'), authorization_type: 'view' }],
    });
    expect((await overview()).statusCode).toBe(200);
    await call('staff', 'PUT', `/api/v1/channel_groups/${group.id}/channels`, { channel_ids: [] });
    expect((await overview()).statusCode).toBe(404);

    // Back in, then the whole group goes.
    await call('staff', 'PUT', `/api/v1/channel_groups/${group.id}/channels`, { channel_ids: [channel] });
    expect((await overview()).statusCode).toBe(200);
    expect((await call('staff', 'DELETE', `/api/v1/channel_groups/${group.id}`)).statusCode).toBe(200);
    expect((await overview()).statusCode).toBe(404);
  });

  it('lets a group administrator open the group’s channels too', async () => {
    const channel = channels[11]!;
    const overview = () => call('user', 'GET', `/api/v1/channels/${channel}/overview`);
    expect((await overview()).statusCode).toBe(404);
    await createGroup('staff', { name: 'Admin reach', channel_ids: [channel], administrators: [demo('user')] });
    expect((await overview()).statusCode).toBe(200);
  });
});

describe('being in a group gives the channel group page (spec 2 "usage authorization by user e-mail")', () => {
  let freshCount = 0;
  /** A plain creator of their own, in no group yet, signed in. */
  async function freshCreator(): Promise<{ email: string; headers: Record<string, string> }> {
    freshCount += 1;
    const email = `group-page-${freshCount}@example.test`;
    await insertUser(t.db, { email, password_hash: await demoPasswordHash(t.db), account_type: 'user', name: `Group page ${freshCount}` });
    return { email, headers: (await t.signIn(email)).headers };
  }
  const request = (headers: Record<string, string>, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const inGroup = async (headers: Record<string, string>) => {
    const info = await request(headers, 'GET', '/api/v1/user_info');
    expect(info.statusCode, info.body).toBe(200);
    return (info.json() as { in_channel_group: boolean }).in_channel_group;
  };
  const trends = (headers: Record<string, string>, groupId: number) => request(headers, 'GET', `/api/v1/channel_groups/${groupId}/trends`);

  it('lets a group user read their group and its trends, nothing of another group, and change nothing', async () => {
    const creator = await freshCreator();
    const theirs = await createGroup('staff', {
      name: 'Used group',
      channel_ids: [channels[4]!],
      users: [{ email: creator.email, authorization_type: 'view' }],
    });
    const another = await createGroup('staff', { name: 'Not theirs', channel_ids: [channels[5]!], administrators: [demo('user_owner')] });

    expect(await inGroup(creator.headers)).toBe(true);
    const own = await trends(creator.headers, theirs.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(channelIdsOf(own.json().channels)).toEqual([channels[4]]);
    const other = await trends(creator.headers, another.id);
    expect(other.statusCode).toBe(404);
    expect(expectErrorBody(other).code).toBe('errors.notFound');
    expect((await request(creator.headers, 'GET', `/api/v1/channel_groups/${another.id}`)).statusCode).toBe(404);

    const list = await request(creator.headers, 'GET', '/api/v1/channel_groups');
    expect((list.json() as { groups: GroupSummary[] }).groups).toEqual([expect.objectContaining({ id: theirs.id, my_role: 'user', can_manage: false })]);
    expect((await request(creator.headers, 'GET', `/api/v1/channel_groups/${theirs.id}`)).json()).toMatchObject({
      can_manage: false,
      administrators: null,
      users: null,
    });

    const before = await call('staff', 'GET', `/api/v1/channel_groups/${theirs.id}`);
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/channel_groups/${theirs.id}`, { name: 'Renamed by its user' }],
      ['PUT', `/api/v1/channel_groups/${theirs.id}/channels`, { channel_ids: [] }],
      ['PUT', `/api/v1/channel_groups/${theirs.id}/members`, { administrators: [creator.email], users: [] }],
      ['DELETE', `/api/v1/channel_groups/${theirs.id}`, undefined],
    ] as const) {
      const refused = await request(creator.headers, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(expectErrorBody(refused).code).toBe('errors.forbidden');
    }
    expect((await call('staff', 'GET', `/api/v1/channel_groups/${theirs.id}`)).json()).toEqual(before.json());
  });

  it('is refused (403) to a person in no group, and taken away when they leave their last group', async () => {
    const creator = await freshCreator();
    const group = await createGroup('staff', { name: 'Left behind', channel_ids: [channels[6]!] });
    expect(await inGroup(creator.headers)).toBe(false);
    const refused = await trends(creator.headers, group.id);
    expect(refused.statusCode).toBe(403);
    expect(expectErrorBody(refused).code).toBe('errors.forbidden');

    // Added by e-mail: the page and the trends come on the next request.
    expect(
      (
        await call('staff', 'PUT', `/api/v1/channel_groups/${group.id}/members`, {
          administrators: [],
          users: [{ email: creator.email, authorization_type: 'view' }],
        })
      ).statusCode,
    ).toBe(200);
    expect(await inGroup(creator.headers)).toBe(true);
    expect((await trends(creator.headers, group.id)).statusCode).toBe(200);

    // Removed: gone again on the next request.
    expect((await call('staff', 'PUT', `/api/v1/channel_groups/${group.id}/members`, { administrators: [], users: [] })).statusCode).toBe(200);
    expect(await inGroup(creator.headers)).toBe(false);
    expect((await trends(creator.headers, group.id)).statusCode).toBe(403);
  });

  it('follows an administrator who removes their only group', async () => {
    const creator = await freshCreator();
    const group = await createGroup('staff', { name: 'Administered', channel_ids: [channels[8]!], administrators: [creator.email] });
    expect(await inGroup(creator.headers)).toBe(true);
    expect((await trends(creator.headers, group.id)).statusCode).toBe(200);
    expect((await request(creator.headers, 'DELETE', `/api/v1/channel_groups/${group.id}`)).statusCode).toBe(200);
    expect(await inGroup(creator.headers)).toBe(false);
    expect((await trends(creator.headers, group.id)).statusCode).toBe(403);
  });
});
