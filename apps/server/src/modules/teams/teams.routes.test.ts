// Advertiser and reseller teams through the real routes: who sees a team, who renames it, invites
// and removes members (the team role of the caller in that very team, spec 6 allowInviteAds, one
// owner at least), another team's member → 404, and cached profiles following the change.
import type { TeamInfo } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { insertPermissionEntry, insertUser } from '../../../test/fixtures.ts';

let t: TestApp;
const as = (who: string) => t.demoHeaders(who);
let brightside: number;
let dailyPicks: number;

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
const membersOf = async (teamId: number) =>
  (await t.db.selectFrom('advertiser_members').select(['user_id', 'role']).where('advertiser_id', '=', teamId).orderBy('user_id').execute()).map(
    (m) => `${m.user_id}:${m.role}`,
  );

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo([
    'admin',
    'super_staff',
    'staff',
    'advertiser',
    'advertiser_client',
    'advertiser_member',
    'agency',
    'reseller',
    'viewer',
    'user',
    'user_owner',
  ]);
  brightside = (await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Brightside Foods').executeTakeFirstOrThrow()).id;
  dailyPicks = (await t.db.selectFrom('advertisers').select('id').where('name', '=', 'Daily Picks').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

describe('advertiser_get_info', () => {
  it("answers a member's own team with its members, their role and what they may do", async () => {
    const owner = await call('advertiser', 'GET', '/api/v1/advertiser_get_info');
    expect(owner.statusCode, owner.body).toBe(200);
    const info = owner.json() as TeamInfo;
    expect(info.advertiser).toMatchObject({ id: brightside, name: 'Brightside Foods', kind: 'advertiser' });
    expect(info.members.map((m) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        [demo('advertiser'), 'adsOwner'],
        [demo('advertiser_client'), 'adsClient'],
        [demo('advertiser_member'), 'adsMember'],
        [demo('agency'), 'adsMember'],
      ]),
    );
    expect(info.members[0]!.role).toBe('adsOwner');
    expect(info).toMatchObject({
      my_role: 'adsOwner',
      can_edit: true,
      can_invite: true,
      can_remove: true,
      invitable_roles: ['adsOwner', 'adsClient', 'adsMember'],
      my_teams: [{ id: brightside, name: 'Brightside Foods', role: 'adsOwner' }],
    });

    const client = (await call('advertiser_client', 'GET', '/api/v1/advertiser_get_info')).json() as TeamInfo;
    expect(client).toMatchObject({ my_role: 'adsClient', can_edit: false, can_invite: false, can_remove: false, invitable_roles: [] });
  });

  it('lets admin and super staff read any team by id; others find no team (404)', async () => {
    for (const who of ['admin', 'super_staff']) {
      const response = await call(who, 'GET', `/api/v1/advertiser_get_info?advertiser_id=${brightside}`);
      expect(response.statusCode, who).toBe(200);
      expect(response.json()).toMatchObject({ my_role: null, can_edit: true, can_invite: true, can_remove: true });
      // Without an id they have no team of their own.
      expect((await call(who, 'GET', '/api/v1/advertiser_get_info')).statusCode, who).toBe(404);
    }
    for (const [who, url] of [
      ['viewer', '/api/v1/advertiser_get_info'],
      ['staff', `/api/v1/advertiser_get_info?advertiser_id=${brightside}`],
      ['reseller', `/api/v1/advertiser_get_info?advertiser_id=${brightside}`],
      ['user', `/api/v1/advertiser_get_info?advertiser_id=${brightside}`],
      // A reseller team is not an advertiser team, even for admin.
      ['admin', `/api/v1/advertiser_get_info?advertiser_id=${dailyPicks}`],
      ['advertiser', `/api/v1/reseller_get_info?advertiser_id=${dailyPicks}`],
      ['advertiser', `/api/v1/advertiser_get_info?advertiser_id=999999`],
    ] as const) {
      const response = await call(who, 'GET', url);
      expect(response.statusCode, `${who} ${url}`).toBe(404);
      expect(expectErrorBody(response).code).toBe('errors.notFound');
    }
  });

  it('answers the reseller its reseller team', async () => {
    const response = await call('reseller', 'GET', '/api/v1/reseller_get_info');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      advertiser: { id: dailyPicks, kind: 'reseller' },
      my_role: 'adsOwner',
      can_invite: true,
      invitable_roles: ['adsClient', 'adsMember'],
    });
  });
});

describe('renaming a team', () => {
  it('lets the team owner and admin rename it; others are refused', async () => {
    const renamed = await call('advertiser', 'POST', '/api/v1/advertiser_edit_info', { name: '  Brightside Foods Ltd.  ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().advertiser.name).toBe('Brightside Foods Ltd.');
    // Cached profiles show the new name at once.
    const info = await call('advertiser_client', 'GET', '/api/v1/user_info');
    expect(info.json().advertiser_clinet).toEqual([{ advertiser_id: brightside, name: 'Brightside Foods Ltd.' }]);

    const byAdmin = await call('admin', 'POST', '/api/v1/advertiser_edit_info', { advertiser_id: brightside, name: 'Brightside Foods' });
    expect(byAdmin.statusCode).toBe(200);

    // Members without the right are refused; for everyone else the team does not exist.
    for (const [who, status] of [
      ['advertiser_client', 403],
      ['advertiser_member', 403],
      ['staff', 404],
      ['viewer', 404],
    ] as const) {
      const response = await call(who, 'POST', '/api/v1/advertiser_edit_info', { advertiser_id: brightside, name: 'Hijacked' });
      expect(response.statusCode, who).toBe(status);
    }
    // The reseller manages its own team only: the advertiser team does not exist for it.
    expect((await call('reseller', 'POST', '/api/v1/reseller_edit_info', { advertiser_id: brightside, name: 'Hijacked' })).statusCode).toBe(404);
    expect((await t.db.selectFrom('advertisers').select('name').where('id', '=', brightside).executeTakeFirstOrThrow()).name).toBe('Brightside Foods');
  });

  it('needs the adsOwner role in that very team, not in another one', async () => {
    // The advertiser owns Brightside but is only an ads member of this team.
    const other = await t.db.insertInto('advertisers').values({ name: 'Other Co', kind: 'advertiser' }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('advertiser_members')
      .values([
        { advertiser_id: other.id, user_id: await t.demoUserId('advertiser'), role: 'adsMember' },
        { advertiser_id: other.id, user_id: await t.demoUserId('advertiser_client'), role: 'adsOwner' },
      ])
      .execute();
    const read = await call('advertiser', 'GET', `/api/v1/advertiser_get_info?advertiser_id=${other.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ my_role: 'adsMember', can_edit: false, can_invite: false, can_remove: false });
    for (const [url, payload] of [
      ['/api/v1/advertiser_edit_info', { advertiser_id: other.id, name: 'Mine' }],
      ['/api/v1/advertiser_invite_member', { advertiser_id: other.id, email: demo('user'), role: 'adsMember' }],
      ['/api/v1/advertiser_delete_member', { advertiser_id: other.id, member_id_list: [await t.demoUserId('advertiser_client')] }],
    ] as const) {
      const response = await call('advertiser', 'POST', url, payload);
      expect(response.statusCode, url).toBe(403);
    }
    expect(await membersOf(other.id)).toHaveLength(2);
  });
});

describe('inviting members', () => {
  it('adds an existing user with the team role; their profile shows the team at once', async () => {
    const before = await call('user', 'GET', '/api/v1/user_info');
    expect(before.json().advertiser_clinet).toEqual([]);
    const response = await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email: demo('user').toUpperCase(), role: 'adsClient' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toBe('added');
    expect(response.json().members.map((m: { email: string; role: string }) => [m.email, m.role])).toContainEqual([demo('user'), 'adsClient']);
    const after = await call('user', 'GET', '/api/v1/user_info');
    expect(after.json()).toMatchObject({ advertiser_clinet: [{ advertiser_id: brightside }], ads_member_type: 'adsClient' });

    const log = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'team.member_add').executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      actor_id: await t.demoUserId('advertiser'),
      target_type: 'advertiser',
      target_id: String(brightside),
      target_user_id: await t.demoUserId('user'),
    });
  });

  it('refuses someone already in the team (409) and a malformed e-mail (400), changing nothing', async () => {
    const before = await membersOf(brightside);
    const invitations = await t.db.selectFrom('invitations').select('id').execute();
    const again = await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email: demo('user'), role: 'adsMember' });
    expect(again.statusCode).toBe(409);
    expect(expectErrorBody(again).code).toBe('errors.alreadyTeamMember');
    const malformed = await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email: 'not an address', role: 'adsMember' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(expectErrorBody(malformed).fields ?? {})).toEqual(['email']);
    expect(await membersOf(brightside)).toEqual(before);
    expect(await t.db.selectFrom('invitations').select('id').execute()).toEqual(invitations);
  });

  it('gives only the roles the inviter may give (spec 6 allowInviteAds)', async () => {
    const before = await membersOf(dailyPicks);
    const owner = await call('reseller', 'POST', '/api/v1/reseller_invite_member', { email: demo('user_owner'), role: 'adsOwner' });
    expect(owner.statusCode).toBe(403);
    expect(expectErrorBody(owner).code).toBe('errors.roleNotAllowed');
    expect(await membersOf(dailyPicks)).toEqual(before);

    const member = await call('reseller', 'POST', '/api/v1/reseller_invite_member', { email: demo('user_owner'), role: 'adsMember' });
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().advertiser.kind).toBe('reseller');
    expect(await membersOf(dailyPicks)).toHaveLength(before.length + 1);
  });

  it('is refused to team members without the right (403) and to everyone else (404); bad roles are refused (400)', async () => {
    for (const [who, status] of [
      ['advertiser_client', 403],
      ['advertiser_member', 403],
      ['agency', 403],
      ['user', 403],
      ['viewer', 404],
      ['staff', 404],
    ] as const) {
      const response = await call(who, 'POST', '/api/v1/advertiser_invite_member', { advertiser_id: brightside, email: demo('viewer'), role: 'adsMember' });
      expect(response.statusCode, who).toBe(status);
    }
    const bad = await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email: demo('viewer'), role: 'admin' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('inviting an address without an account', () => {
  const PASSWORD = 'Team-invite-7q!Rz';
  /** The invitation link of the newest mail to this address. */
  async function linkFor(email: string) {
    const mail = (await t.ctx.mailer.outbox()).find((m) => m.to === email);
    expect(mail, `a mail to ${email}`).toBeDefined();
    const match = /\/accept-invitation\?token=([A-Za-z0-9_-]+)&uid=(\d+)/.exec(mail!.text);
    expect(match, mail!.text).not.toBeNull();
    return { token: decodeURIComponent(match![1]!), uid: Number(match![2]) };
  }
  const accept = (link: { token: string; uid: number }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/accept_invitation',
      payload: { token: link.token, user_id: link.uid, password: PASSWORD, confirm: PASSWORD },
    });
  const invitationOf = (email: string) => t.db.selectFrom('invitations').selectAll().where('email', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('invites with the team and role; accepting creates the account of the right type in the team', async () => {
    const email = 'new.teammate@example.com';
    const response = await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email, role: 'adsClient' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ result: 'invited', mail_sent: true });
    // Not a member yet: listed as an open invitation of the team.
    expect(body.members.map((m: { email: string }) => m.email)).not.toContain(email);
    expect(body.invitations).toEqual([expect.objectContaining({ email, role: 'adsClient', status: 'pending', send_count: 1 })]);

    const row = await invitationOf(email);
    expect(row).toMatchObject({
      advertiser_id: brightside,
      ads_role: 'adsClient',
      account_type: 'advertiser',
      invited_by: await t.demoUserId('advertiser'),
      accepted_at: null,
    });
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(7 * 24 * 3600 * 1000);
    const link = await linkFor(email);
    expect(link.uid).toBe(row.user_id);

    const check = await t.app.inject({ method: 'GET', url: `/api/v1/invitation?token=${encodeURIComponent(link.token)}&uid=${link.uid}` });
    expect(check.json()).toMatchObject({
      valid: true,
      email,
      account_type: 'advertiser',
      team: { name: 'Brightside Foods', kind: 'advertiser', role: 'adsClient' },
    });
    // The general invitations list says it is a team invitation, which team and which team role.
    const listed = await call('admin', 'GET', `/api/v1/invitations?q=${encodeURIComponent(email)}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ email, account_type: 'advertiser', team: { id: brightside, name: 'Brightside Foods', kind: 'advertiser', role: 'adsClient' } }),
    ]);

    const accepted = await accept(link);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ account_type: 'advertiser', pending_invitation: false });
    expect(await membersOf(brightside)).toContain(`${user.id}:adsClient`);
    // Signed in by the acceptance, they find themselves in the team.
    const cookie = [accepted.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/advertiser_get_info', headers: { cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ advertiser: { id: brightside }, my_role: 'adsClient' });

    // Used: the link is dead, and the team lists no open invitation any more.
    const twice = await accept(link);
    expect(twice.statusCode).toBe(400);
    expect(expectErrorBody(twice).code).toBe('errors.invitationInvalid');
    expect((await call('advertiser', 'GET', '/api/v1/advertiser_get_info')).json().invitations).toEqual([]);
  });

  it('invites onto a reseller team as a reseller account', async () => {
    const email = 'new.reseller@example.com';
    const response = await call('reseller', 'POST', '/api/v1/reseller_invite_member', { email, role: 'adsMember' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toBe('invited');
    expect(await accept(await linkFor(email))).toHaveProperty('statusCode', 200);
    const user = await t.db.selectFrom('users').select(['id', 'account_type']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.account_type).toBe('reseller');
    expect(await membersOf(dailyPicks)).toContain(`${user.id}:adsMember`);
  });

  it('refuses an expired link, joining nobody; a resend gives a working one', async () => {
    const email = 'late.teammate@example.com';
    expect((await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email, role: 'adsMember' })).statusCode).toBe(200);
    const { id, user_id } = await invitationOf(email);
    const old = await linkFor(email);
    const before = await membersOf(brightside);
    t.clock.advance(7 * 24 * 3600 + 1);
    try {
      const late = await accept(old);
      expect(late.statusCode).toBe(400);
      expect(expectErrorBody(late).code).toBe('errors.invitationInvalid');
      expect(await membersOf(brightside)).toEqual(before);
      expect((await t.db.selectFrom('users').select('pending_invitation').where('id', '=', user_id!).executeTakeFirstOrThrow()).pending_invitation).toBe(true);
    } finally {
      t.clock.advance(-(7 * 24 * 3600 + 1));
    }
    // Invited again while open: refused, not doubled.
    const again = await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email, role: 'adsMember' });
    expect(again.statusCode).toBe(409);
    expect(expectErrorBody(again).code).toBe('errors.alreadyInvited');

    t.clock.advance(1);
    const resent = await call('advertiser', 'POST', `/api/v1/team_invitations/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ mail_sent: true, advertiser: { id: brightside } });
    expect(resent.json().invitations).toContainEqual(expect.objectContaining({ id, send_count: 2, status: 'pending' }));
    const fresh = await linkFor(email);
    expect(fresh.token).not.toBe(old.token);
    expect((await accept(old)).statusCode).toBe(400);
    expect((await accept(fresh)).statusCode).toBe(200);
    expect(await membersOf(brightside)).toContain(`${user_id}:adsMember`);
  });

  it('revokes an open invitation: the waiting account goes, the link dies, the address can be invited again', async () => {
    const email = 'changed.mind@example.com';
    expect((await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email, role: 'adsMember' })).statusCode).toBe(200);
    const { id, user_id } = await invitationOf(email);
    const link = await linkFor(email);
    const revoked = await call('advertiser', 'POST', `/api/v1/team_invitations/${id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().invitations.map((i: { id: number }) => i.id)).not.toContain(id);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user_id!).executeTakeFirst()).toBeUndefined();
    expect((await accept(link)).statusCode).toBe(400);
    const closed = await call('advertiser', 'POST', `/api/v1/team_invitations/${id}/resend`);
    expect(closed.statusCode).toBe(409);
    expect(expectErrorBody(closed).code).toBe('errors.invitationClosed');
    const anew = await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email, role: 'adsMember' });
    expect(anew.json().result).toBe('invited');
  });

  it('keeps the rules: who may not invite to the team gets 403 or 404, and nothing is created or mailed', async () => {
    const email = 'not.allowed@example.com';
    const outbox = (await t.ctx.mailer.outbox()).length;
    for (const [who, status] of [
      ['advertiser_client', 403],
      ['agency', 403],
      ['reseller', 404],
      ['staff', 404],
      ['user_owner', 404],
    ] as const) {
      const response = await call(who, 'POST', '/api/v1/advertiser_invite_member', { advertiser_id: brightside, email, role: 'adsMember' });
      expect(response.statusCode, who).toBe(status);
    }
    // A reseller owner may not give the owner role, to an address without an account either.
    const owner = await call('reseller', 'POST', '/api/v1/reseller_invite_member', { email, role: 'adsOwner' });
    expect(owner.statusCode).toBe(403);
    expect(await t.db.selectFrom('invitations').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    expect((await t.ctx.mailer.outbox()).length).toBe(outbox);

    // Another team's open invitation: not theirs to resend or revoke; a plain invitation is no team invitation.
    expect((await call('advertiser', 'POST', '/api/v1/advertiser_invite_member', { email, role: 'adsMember' })).statusCode).toBe(200);
    const { id } = await invitationOf(email);
    for (const [who, status] of [
      ['advertiser_member', 403],
      ['reseller', 404],
      ['viewer', 404],
    ] as const) {
      for (const action of ['resend', 'revoke']) {
        const response = await call(who, 'POST', `/api/v1/team_invitations/${id}/${action}`);
        expect(response.statusCode, `${who} ${action}`).toBe(status);
      }
    }
    expect((await invitationOf(email)).send_count).toBe(1);
    // Members who may not invite do not see the open invitations either.
    expect((await call('advertiser_member', 'GET', '/api/v1/advertiser_get_info')).json().invitations).toEqual([]);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invite_member',
      headers: as('admin'),
      payload: { email: 'plain.invitee@example.com', account_type: 'viewer' },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await call('admin', 'POST', `/api/v1/team_invitations/${plain.json().invitation.id}/revoke`)).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/api/v1/team_invitations/${id}/revoke`)).statusCode).toBe(200);
  });
});

describe('removing members', () => {
  it("answers 404 for another team's member or an unknown id, removing nobody", async () => {
    const before = await membersOf(brightside);
    for (const ids of [[await t.demoUserId('reseller')], [await t.demoUserId('advertiser_member'), await t.demoUserId('reseller')], [999_999]]) {
      const response = await call('advertiser', 'POST', '/api/v1/advertiser_delete_member', { member_id_list: ids });
      expect(response.statusCode, JSON.stringify(ids)).toBe(404);
      expect(expectErrorBody(response).code).toBe('errors.notFound');
    }
    expect(await membersOf(brightside)).toEqual(before);
  });

  it('removes members; their profile loses the team at once', async () => {
    const memberId = await t.demoUserId('advertiser_member');
    const session = await t.signIn(demo('advertiser_member'));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: session.headers })).json().ads_member_type).toBe('adsMember');
    const response = await call('advertiser', 'POST', '/api/v1/advertiser_delete_member', { member_id_list: [memberId] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().members.map((m: { user_id: number }) => m.user_id)).not.toContain(memberId);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: session.headers });
    expect(info.json()).toMatchObject({ advertiser_member: [], ads_member_type: null });
    expect(
      await t.db.selectFrom('audit_log').select('id').where('action', '=', 'team.member_remove').where('target_user_id', '=', memberId).execute(),
    ).toHaveLength(1);
  });

  it('keeps at least one owner (409)', async () => {
    const before = await membersOf(brightside);
    const self = await call('advertiser', 'POST', '/api/v1/advertiser_delete_member', { member_id_list: [await t.demoUserId('advertiser')] });
    expect(self.statusCode).toBe(409);
    expect(expectErrorBody(self).code).toBe('errors.lastTeamOwner');
    const byAdmin = await call('admin', 'POST', '/api/v1/reseller_delete_member', {
      advertiser_id: dailyPicks,
      member_id_list: [await t.demoUserId('reseller')],
    });
    expect(byAdmin.statusCode).toBe(409);
    expect(await membersOf(brightside)).toEqual(before);
  });

  it('removes only the roles the remover may give: a reseller cannot remove an owner', async () => {
    const second = await insertUser(t.db, { email: 'second-owner@example.test', account_type: 'reseller', name: 'Second owner' });
    await t.db.insertInto('advertiser_members').values({ advertiser_id: dailyPicks, user_id: second, role: 'adsOwner' }).execute();
    const refused = await call('reseller', 'POST', '/api/v1/reseller_delete_member', { member_id_list: [second] });
    expect(refused.statusCode).toBe(403);
    expect(expectErrorBody(refused).code).toBe('errors.roleNotAllowed');
    const byAdmin = await call('admin', 'POST', '/api/v1/reseller_delete_member', { advertiser_id: dailyPicks, member_id_list: [second] });
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe('permission entries (spec 6 permission items)', () => {
  const grant = async (who: string, item: string, scope: { global?: boolean; advertiser_ids?: number[] }) => {
    const userId = await t.demoUserId(who);
    await insertPermissionEntry(t.db, userId, item, scope);
    t.ctx.users.invalidate(userId);
  };
  const revokeAll = async (who: string) => {
    const userId = await t.demoUserId(who);
    await t.db.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
    t.ctx.users.invalidate(userId);
  };

  it('grants an action on the named team only, with the ads client and member roles', async () => {
    await grant('staff', 'advertiser_team:invite', { advertiser_ids: [brightside] });
    const info = await call('staff', 'GET', `/api/v1/advertiser_get_info?advertiser_id=${brightside}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ my_role: null, can_edit: false, can_invite: true, can_remove: false, invitable_roles: ['adsClient', 'adsMember'] });
    const added = await call('staff', 'POST', '/api/v1/advertiser_invite_member', { advertiser_id: brightside, email: demo('viewer'), role: 'adsMember' });
    expect(added.statusCode, added.body).toBe(200);
    const owner = await call('staff', 'POST', '/api/v1/advertiser_invite_member', { advertiser_id: brightside, email: demo('super_staff'), role: 'adsOwner' });
    expect(owner.statusCode).toBe(403);
    expect((await call('staff', 'POST', '/api/v1/advertiser_edit_info', { advertiser_id: brightside, name: 'Mine' })).statusCode).toBe(403);
    // Another team, and the reseller team, still do not exist for them.
    expect(
      (await call('staff', 'POST', '/api/v1/reseller_invite_member', { advertiser_id: dailyPicks, email: demo('viewer'), role: 'adsMember' })).statusCode,
    ).toBe(404);
    await revokeAll('staff');
    expect((await call('staff', 'GET', `/api/v1/advertiser_get_info?advertiser_id=${brightside}`)).statusCode).toBe(404);
  });

  it('takes a right away with an explicit denial, whatever the role says', async () => {
    await grant('advertiser', 'advertiser_team:remove', {});
    const info = (await call('advertiser', 'GET', '/api/v1/advertiser_get_info')).json() as TeamInfo;
    expect(info).toMatchObject({ can_edit: true, can_invite: true, can_remove: false });
    const viewer = await t.demoUserId('viewer');
    const refused = await call('advertiser', 'POST', '/api/v1/advertiser_delete_member', { member_id_list: [viewer] });
    expect(refused.statusCode).toBe(403);
    expect(await membersOf(brightside)).toContain(`${viewer}:adsMember`);

    await grant('advertiser_client', 'advertiser:view_info', {});
    expect((await call('advertiser_client', 'GET', '/api/v1/advertiser_get_info')).statusCode).toBe(404);
    await revokeAll('advertiser');
    await revokeAll('advertiser_client');
    expect((await call('advertiser', 'POST', '/api/v1/advertiser_delete_member', { member_id_list: [viewer] })).statusCode).toBe(200);
  });
});
