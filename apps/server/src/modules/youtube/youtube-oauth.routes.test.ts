// Channel authorization through the real routes against the fake Google: the consent address, the
// callback (state single use, expiry, owner binding), linking channels, tokens encrypted at rest,
// the list of one's grants and their withdrawal.
import { CONTINUE_PARAM, continuableAddress } from '@chorus/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { expectErrorBody } from '../../../test/error-body.ts';
import { ALL_SCOPES, startFakeGoogle, type FakeGoogle } from '../../../test/fake-google.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../../test/harness.ts';
import { authorize, callback, consentAddress } from '../../../test/youtube-flow.ts';
import { tokenCipher } from './token-cipher.ts';
import { rowCount } from '../../../test/row-count.ts';

let fake: FakeGoogle;
let t: TestApp;
let creator: Session;
let viewer: Session;
let existingChannel: { channel_id: string; owner: number };
let creatorId: number;

const NEW_CHANNEL = 'UCnewchannel0000000000aa';

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await startTestApp({ config: { youtube: fake.youtubeConfig(loadConfig({}).youtube, { contentOwnerId: 'cms-network-1' }) } });
  creator = await t.signIn(demo('user'));
  viewer = await t.signIn(demo('viewer'));
  creatorId = (await t.db.selectFrom('users').select('id').where('email', '=', demo('user')).executeTakeFirstOrThrow()).id;
  const owned = await t.db
    .selectFrom('channel_members')
    .select(['channel_id', 'user_id'])
    .where('member_type', '=', 'owner')
    .orderBy('channel_id')
    .executeTakeFirstOrThrow();
  existingChannel = { channel_id: owned.channel_id, owner: owned.user_id };
  fake.addChannel({ id: NEW_CHANNEL, title: 'Brand new channel', handle: '@brandnew', country: 'JP', subscribers: 1234, views: 99999 }, 'creator-google');
  fake.addChannel({ id: existingChannel.channel_id, title: 'Existing', subscribers: 5, views: 50 }, 'creator-google');
  fake.addChannel({ id: 'UCviewerchannel00000000a', title: 'Viewer channel', subscribers: 1, views: 1 }, 'viewer-google');
  fake.addContentOwner('cms-network-1', [
    { id: 'UCcmschannel000000000001', title: 'CMS channel one', subscribers: 1, views: 1 },
    { id: 'UCcmschannel000000000002', title: 'CMS channel two', subscribers: 1, views: 1 },
    { id: 'UCcmschannel000000000003', title: 'CMS channel three', subscribers: 1, views: 1 },
  ]);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.state.requests.length = 0;
});

const tokenCalls = () => fake.state.requests.filter((r) => r.path === '/token');

describe('the consent address', () => {
  it('asks Google for offline access (the read scopes and the write scope) with a state and PKCE', async () => {
    const url = new URL(await consentAddress(t, creator));
    const p = Object.fromEntries(url.searchParams);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/o/oauth2/v2/auth`);
    expect(p.scope!.split(' ').sort()).toEqual([...ALL_SCOPES].sort());
    expect(p).toMatchObject({
      access_type: 'offline',
      prompt: 'consent',
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: 'http://chorus.test/api/v1/youtube/oauth/callback',
    });
    expect(p.state!.length).toBeGreaterThanOrEqual(40);
    // Only a hash of the state is kept.
    const stored = await t.db.selectFrom('oauth_states').select('state').execute();
    expect(stored.map((s) => s.state)).not.toContain(p.state);
  });

  it('refuses with 409 when no Google client is configured', async () => {
    const bare = await startTestApp();
    try {
      const session = await bare.signIn(demo('user'));
      const response = await bare.app.inject({
        method: 'GET',
        url: '/api/v1/youtube/oauth/start?role=channel_owner',
        headers: { ...session.headers, 'x-chorus-language': 'en' },
      });
      expect(response.statusCode).toBe(409);
      expect(expectErrorBody(response, 'en')).toMatchObject({ code: 'errors.oauthNotConfigured', message: expect.stringContaining('OAuth') });
    } finally {
      await bare.close();
    }
  });

  it('is refused to advertisers and resellers, who hold no channel (issue 23); a creator gets it', async () => {
    for (const accountType of ['advertiser', 'reseller'] as const) {
      const session = await t.signIn(demo(accountType));
      for (const url of ['/api/v1/youtube/oauth/start?role=channel_owner', '/api/v1/youtube/authorizations']) {
        const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
        expect(response.statusCode, `${accountType} ${url}`).toBe(403);
      }
    }
    const allowed = await t.app.inject({ method: 'GET', url: '/api/v1/youtube/authorizations', headers: creator.headers });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses an unknown role', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/youtube/oauth/start?role=owner', headers: creator.headers });
    expect(response.statusCode).toBe(400);
  });
});

describe('the callback', () => {
  it('links the channels, creates the new one, and makes the user owner of channels without one', async () => {
    const outcome = await authorize(t, fake, creator, 'creator-google');
    expect(outcome.response.statusCode).toBe(303);
    expect(outcome.location?.pathname).toBe('/dashboard/info');
    expect(outcome.result).toBe('linked');
    expect(outcome.location?.searchParams.get('channels')).toBe('2');
    // Channels were listed page by page (two per page here).
    expect(fake.state.requests.filter((r) => r.path === '/youtube/v3/channels').length).toBe(1);

    const created = await t.db.selectFrom('channels').selectAll().where('channel_id', '=', NEW_CHANNEL).executeTakeFirstOrThrow();
    expect(created).toMatchObject({ title: 'Brand new channel', source_type: 'YT', language: 'ja', handle: '@brandnew', country: 'JP' });
    const members = await t.db.selectFrom('channel_members').select(['channel_id', 'user_id', 'member_type']).where('user_id', '=', creatorId).execute();
    expect(members).toEqual([{ channel_id: NEW_CHANNEL, user_id: creatorId, member_type: 'owner' }]);
    // The existing channel keeps its owner.
    const owner = await t.db
      .selectFrom('channel_members')
      .select('user_id')
      .where('channel_id', '=', existingChannel.channel_id)
      .where('member_type', '=', 'owner')
      .executeTakeFirstOrThrow();
    expect(owner.user_id).toBe(existingChannel.owner);
    const sources = await t.db.selectFrom('channel_sources').select('channel_id').orderBy('channel_id').execute();
    expect(sources.map((s) => s.channel_id).sort()).toEqual([NEW_CHANNEL, existingChannel.channel_id].sort());

    // The profile shows the new ownership at once (the user directory was told).
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user_info', headers: creator.headers });
    expect(JSON.stringify(info.json())).toContain(NEW_CHANNEL);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/youtube/authorizations', headers: creator.headers });
    expect(list.statusCode).toBe(200);
    const { authorizations } = list.json() as { authorizations: { id: number; role: string; revoked_at: string | null; channels: { channel_id: string }[] }[] };
    expect(authorizations).toHaveLength(1);
    expect(authorizations[0]).toMatchObject({ role: 'channel_owner', revoked_at: null });
    expect(authorizations[0]!.channels.map((c) => c.channel_id).sort()).toEqual([NEW_CHANNEL, existingChannel.channel_id].sort());
    // A refresh of each linked channel was queued.
    const tasks = await t.ctx.refreshQueue.recent();
    expect(tasks.map((task) => task.channel_id).sort()).toEqual([NEW_CHANNEL, existingChannel.channel_id].sort());
  });

  it('keeps the tokens only encrypted: no token Google issued appears anywhere in the database', async () => {
    const issued = fake.issuedTokens();
    expect(issued.length).toBeGreaterThan(0);
    const tables = await sql<{
      table_name: string;
    }>`SELECT table_name FROM information_schema.tables WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`.execute(t.db);
    for (const { table_name } of tables.rows) {
      const dump = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table_name)} t`
        .execute(t.db)
        .catch(() => ({ rows: [] as { row: string }[] }));
      const text = dump.rows.map((r) => r.row).join('\n');
      for (const token of issued) expect(text.includes(token), `${table_name} holds a plaintext token`).toBe(false);
    }
    const grant = await t.db.selectFrom('youtube_authorizations').selectAll().where('user_id', '=', creatorId).executeTakeFirstOrThrow();
    const cipher = await tokenCipher(t.ctx.config.youtube, t.dataDir);
    expect(issued).toContain(cipher.decrypt(grant.refresh_token_encrypted, 'refresh', creatorId));
    expect(issued).toContain(cipher.decrypt(grant.access_token_encrypted!, 'access', creatorId));
    expect(grant.scopes.sort()).toEqual([...ALL_SCOPES].sort());
  });

  it('uses a state once: a replay is refused without calling Google', async () => {
    const consent = fake.consent(await consentAddress(t, viewer), 'viewer-google');
    const first = await callback(t, viewer, { state: consent.state, code: consent.code });
    expect(first.result).toBe('linked');
    const before = tokenCalls().length;
    const again = await callback(t, viewer, { state: consent.state, code: consent.code });
    expect(again.result).toBe('invalid');
    expect(tokenCalls().length).toBe(before);
    const grants = await t.db
      .selectFrom('youtube_authorizations as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.id')
      .where('u.email', '=', demo('viewer'))
      .execute();
    expect(grants).toHaveLength(1);
  });

  it('refuses an expired state (10 minutes) without calling Google', async () => {
    const consent = fake.consent(await consentAddress(t, creator), 'creator-google');
    t.clock.advance(10 * 60 + 1);
    try {
      const outcome = await callback(t, creator, { state: consent.state, code: consent.code });
      expect(outcome.result).toBe('invalid');
      expect(tokenCalls()).toHaveLength(0);
    } finally {
      t.clock.set(new Date());
    }
  });

  it("refuses another person's state, which stays usable by its owner", async () => {
    const consent = fake.consent(await consentAddress(t, creator), 'creator-google');
    const stolen = await callback(t, viewer, { state: consent.state, code: consent.code });
    expect(stolen.result).toBe('invalid');
    expect(fake.state.requests.filter((r) => r.path !== '/o/oauth2/v2/auth')).toHaveLength(0);
    const own = await callback(t, creator, { state: consent.state, code: consent.code });
    expect(own.result).toBe('linked');
    // The earlier grant, whose channels all moved to the new one, is retired.
    const grants = await t.db
      .selectFrom('youtube_authorizations')
      .select(['id', 'revoked_at', 'refresh_token_encrypted'])
      .where('user_id', '=', creatorId)
      .orderBy('id')
      .execute();
    expect(grants).toHaveLength(2);
    expect(grants[0]!.revoked_at).not.toBeNull();
    expect(grants[0]!.refresh_token_encrypted).toBe('');
    expect(grants[1]!.revoked_at).toBeNull();
  });

  it('stores nothing when the user declines, or grants too little', async () => {
    const count = () => rowCount(t.db, 'youtube_authorizations');
    const before = await count();
    const consent = fake.consent(await consentAddress(t, creator), 'creator-google');
    const declined = await callback(t, creator, { state: consent.state, error: 'access_denied' });
    expect(declined.result).toBe('denied');
    expect(tokenCalls()).toHaveLength(0);

    const narrow = await authorize(t, fake, creator, 'creator-google', { scopes: [ALL_SCOPES[0]!] });
    expect(narrow.result).toBe('scope');
    expect(await count()).toBe(before);
    // The useless grant was handed back to Google.
    expect(fake.state.requests.some((r) => r.path === '/revoke')).toBe(true);
  });

  it('answers noChannel for a Google account without channels', async () => {
    const outcome = await authorize(t, fake, creator, 'nobody-google');
    expect(outcome.result).toBe('noChannel');
  });

  it('links the CMS channels of a content manager, without making anyone their owner', async () => {
    const manager = await t.signIn(demo('staff'));
    const outcome = await authorize(t, fake, manager, 'cms-manager-google', { role: 'content_manager' });
    expect(outcome.result).toBe('linked');
    expect(outcome.location?.searchParams.get('channels')).toBe('3');
    const listing = fake.state.requests.filter((r) => r.path === '/youtube/v3/channels');
    expect(listing.every((r) => r.query.managedByMe === 'true' && r.query.onBehalfOfContentOwner === 'cms-network-1')).toBe(true);
    expect(listing.length).toBe(2);
    const owners = await t.db.selectFrom('channel_members').select('channel_id').where('channel_id', 'like', 'UCcmschannel%').execute();
    expect(owners).toEqual([]);
    const grant = await t.db
      .selectFrom('youtube_authorizations as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.role', 'a.content_owner_id'])
      .where('u.email', '=', demo('staff'))
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ role: 'content_manager', content_owner_id: 'cms-network-1' });
  });

  // Issue 23: e.g. the authorization started at another host name, whose cookie this host does not get.
  it('sends a browser without a session to sign in, never JSON, and continues the authorization once signed in', async () => {
    fake.addChannel({ id: 'UCcontinuedchannel00000a', title: 'Continued channel', subscribers: 3, views: 30 }, 'continue-google');
    const manager = await t.signIn(demo('user_manager'));
    const consent = fake.consent(await consentAddress(t, manager), 'continue-google');
    const address = `/api/v1/youtube/oauth/callback?${new URLSearchParams({ state: consent.state, code: consent.code, scope: consent.scope }).toString()}`;

    const landed = await t.app.inject({ method: 'GET', url: address });
    expect(landed.statusCode).toBe(303);
    expect(landed.body).not.toContain('{');
    const profile = new URL(String(landed.headers.location), 'http://chorus.test');
    expect(profile.pathname).toBe('/dashboard/info');
    expect(continuableAddress(profile.searchParams.get(CONTINUE_PARAM))).toBe(address);
    expect(tokenCalls()).toHaveLength(0);

    const continued = await t.app.inject({ method: 'GET', url: address, headers: { cookie: manager.cookie } });
    expect(continued.statusCode).toBe(303);
    expect(new URL(String(continued.headers.location), 'http://chorus.test').searchParams.get('youtube')).toBe('linked');
  });
});

describe('withdrawing', () => {
  const creatorsGrant = () =>
    t.db.selectFrom('youtube_authorizations').select('id').where('user_id', '=', creatorId).where('revoked_at', 'is', null).executeTakeFirstOrThrow();

  it("answers 404 for another person's grant and changes nothing", async () => {
    const theirs = await creatorsGrant();
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/youtube/authorizations/${theirs.id}/revoke`, headers: viewer.headers });
    expect(response.statusCode).toBe(404);
    expect(expectErrorBody(response).code).toBe('errors.notFound');
    const still = await t.db.selectFrom('youtube_authorizations').select('revoked_at').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(still.revoked_at).toBeNull();
    expect(fake.state.requests.some((r) => r.path === '/revoke')).toBe(false);
    // Nor does the list show it.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/youtube/authorizations', headers: viewer.headers });
    expect((list.json() as { authorizations: { id: number }[] }).authorizations.map((a) => a.id)).not.toContain(theirs.id);
  });

  it('withdraws one’s own grant here and at Google, and unlinks its channels', async () => {
    const own = await creatorsGrant();
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/youtube/authorizations/${own.id}/revoke`, headers: creator.headers });
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('youtube_authorizations').selectAll().where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect(row.refresh_token_encrypted).toBe('');
    expect(row.access_token_encrypted).toBeNull();
    expect(await t.db.selectFrom('channel_sources').select('channel_id').where('authorization_id', '=', own.id).execute()).toEqual([]);
    expect(fake.state.requests.filter((r) => r.path === '/revoke')).toHaveLength(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/youtube/authorizations', headers: creator.headers });
    const mine = (list.json() as { authorizations: { id: number; revoked_at: string | null; channels: unknown[] }[] }).authorizations.find(
      (a) => a.id === own.id,
    );
    expect(mine).toMatchObject({ channels: [] });
    expect(mine?.revoked_at).not.toBeNull();
    // Twice is fine.
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/youtube/authorizations/${own.id}/revoke`, headers: creator.headers });
    expect(again.statusCode).toBe(200);
  });
});
