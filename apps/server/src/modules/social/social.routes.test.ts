// Issue 27, social: linking Instagram and TikTok accounts against the fakes, the collection and
// token jobs, and the reads with their availability; who may do what (spec 6, by hand).
import type { SocialInsights } from '@chorus/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { expiredTokenError, rateLimitError, startFakeInstagram, type FakeInstagram } from '../../../test/fake-instagram.ts';
import { startFakeTiktok, tiktokRateLimited, type FakeTiktok } from '../../../test/fake-tiktok.ts';
import { RequestWindow, callPolicy, collectAccount, seedSocialDemo, upkeepTokens } from './index.ts';

const DAY = 86_400_000;
let t: TestApp;
let ig: FakeInstagram;
let tt: FakeTiktok;
let ownChannel: string;
let otherChannel: string;
let config: Config;

function socialConfig(): Config['social'] {
  const defaults = loadConfig({}).social;
  return {
    ...defaults,
    instagram: ig.config(),
    tiktok: { ...defaults.tiktok, ...tt.config() },
    retryBaseMs: 1,
    callTries: 3,
  };
}

/** Sessions signed in at the test clock's current time (moving the clock by days ends older ones). */
let sessions = new Map<string, Record<string, string>>();
async function headersOf(key: string): Promise<Record<string, string>> {
  let headers = sessions.get(key);
  if (!headers) {
    headers = (await t.signIn(`${key}@demo.chorus.test`)).headers;
    sessions.set(key, headers);
  }
  return headers;
}
async function call(key: string, method: 'GET' | 'DELETE', url: string) {
  return t.app.inject({ method, url, headers: await headersOf(key) });
}
async function ok<T>(key: string, method: 'GET' | 'DELETE', url: string): Promise<T> {
  const response = await call(key, method, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
function advanceDays(days: number) {
  t.clock.advance(days * 86_400);
  sessions = new Map();
}
function setClock(date: Date) {
  t.clock.set(date);
  sessions = new Map();
}

const deps = () => ({ db: t.ctx.db, config, policy: callPolicy(config), window: new RequestWindow(600), bus: t.ctx.bus });

/** Links through the real routes and the fake's consent page; answers the callback's location. */
async function link(key: string, platform: 'instagram' | 'tiktok', channelId: string): Promise<string> {
  const start = await ok<{ status: string; url: string }>(key, 'GET', `/api/v1/social/link/start?platform=${platform}&channel_id=${channelId}`);
  expect(start.status).toBe('ready');
  const consent = await fetch(start.url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const callback = await call(key, 'GET', `${back.pathname}${back.search}`);
  expect(callback.statusCode).toBe(303);
  return callback.headers.location as string;
}

async function accountOf(platform: string, channelId: string) {
  return t.db
    .selectFrom('social_accounts')
    .selectAll()
    .where('platform', '=', platform as 'instagram')
    .where('channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  ig = await startFakeInstagram();
  tt = await startFakeTiktok();
  t = await startTestApp();
  config = { ...t.config, social: socialConfig() };
  ig.state.now = () => t.clock.now().getTime();
  tt.state.now = () => t.clock.now().getTime();
  ig.addAccount({ userId: '17841400000000001', username: 'tsai.studio', followers: 52_000, withheld: new Set(['city']) });
  tt.addUser({ openId: 'open-1', username: 'tsai.studio.tt' });
  ownChannel = (await t.ownedChannel('user_owner'))!;
  otherChannel = (await t.ownedChannel('intensive_cooperative_user_owner'))!;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await ig?.close();
  await tt?.close();
});

describe('not configured', () => {
  it('the link start says so plainly and stores nothing', async () => {
    const answer = await ok<{ status: string; url: null }>('user_owner', 'GET', `/api/v1/social/link/start?platform=tiktok&channel_id=${ownChannel}`);
    expect(answer).toEqual({ status: 'not_configured', url: null });
    expect(await t.db.selectFrom('social_oauth_states').selectAll().execute()).toEqual([]);
  });
});

describe('with the fakes configured', () => {
  beforeAll(() => {
    // The app's own configuration object: the services read it at each call.
    Object.assign(t.config.social, config.social);
    Object.assign(t.ctx.config.social, config.social);
  });

  it('links an Instagram account: short-lived token exchanged for the 60-day one, stored encrypted', async () => {
    expect(await link('user_owner', 'instagram', ownChannel)).toBe('/dashboard/info?social=linked&platform=instagram');
    const row = await accountOf('instagram', ownChannel);
    expect(row.username).toBe('tsai.studio');
    expect(row.token_expires_at!.getTime() - t.clock.now().getTime()).toBe(60 * DAY);
    const plain = [...ig.state.tokens.entries()].find(([, v]) => v.long)![0];
    expect(row.access_token_encrypted).not.toContain(plain);
    expect(ig.state.requests.some((r) => r.path === '/access_token' && r.query.grant_type === 'ig_exchange_token')).toBe(true);
  });

  it('writes the link to the system log: who, which channel, which account', async () => {
    const row = await accountOf('instagram', ownChannel);
    const log = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_type', 'target_id', 'details'])
      .where('action', 'like', 'social.%')
      .execute();
    expect(log).toEqual([
      {
        action: 'social.instagram_link',
        actor_id: await t.demoUserId('user_owner'),
        target_type: 'channel',
        target_id: ownChannel,
        details: { account: '@tsai.studio', account_id: row.id },
      },
    ]);
  });

  it('before any collection every figure is unavailable (not yet collected), never zero', async () => {
    const account = await accountOf('instagram', ownChannel);
    const answer = await ok<SocialInsights>('user_owner', 'GET', `/api/v1/social/accounts/${account.id}/insights`);
    expect(answer.metrics.find((m) => m.metric === 'followers')).toEqual({
      metric: 'followers',
      aggregation: 'latest',
      value: null,
      availability: 'unavailable',
      reason: 'not_yet_collected',
    });
    expect(answer.metrics.find((m) => m.metric === 'impressions')?.reason).toBe('deprecated_by_platform');
    expect(answer.series.every((s) => s.points.length === 0 && s.availability === 'unavailable')).toBe(true);
    expect(answer.audience).toMatchObject({ availability: 'unavailable', reason: 'not_yet_collected' });
  });

  it('collects the day: account insights, media with insights, live stories only, demographics with a withheld breakdown', async () => {
    const account = await accountOf('instagram', ownChannel);
    expect(await collectAccount(deps(), account.id, 'daily', t.clock.now())).toBe('collected');
    const answer = await ok<SocialInsights>('user_owner', 'GET', `/api/v1/social/accounts/${account.id}/insights`);
    expect(answer.metrics.find((m) => m.metric === 'followers')).toMatchObject({ value: 52_000, availability: 'first_party', reason: null });
    expect(answer.metrics.find((m) => m.metric === 'views')?.availability).toBe('first_party');
    const stories = answer.media.filter((m) => m.kind === 'story');
    // The fake's account has a story of 3 hours ago (live) and one of 30 hours ago (gone).
    expect(stories).toHaveLength(1);
    expect(Date.parse(stories[0]!.expires_at!) - Date.parse(stories[0]!.posted_at)).toBe(DAY);
    expect(stories[0]!.unavailable.map((u) => u.reason)).toEqual(['not_provided_by_platform', 'not_provided_by_platform', 'not_provided_by_platform']);
    const posts = answer.media.filter((m) => m.kind !== 'story');
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.views !== null && p.saves !== null)).toBe(true);
    expect(answer.audience.availability).toBe('first_party');
    const city = answer.audience.breakdowns.find((b) => b.dimension === 'city')!;
    expect(city).toEqual({ dimension: 'city', availability: 'unavailable', reason: 'withheld_under_100', buckets: [] });
    const gender = answer.audience.breakdowns.find((b) => b.dimension === 'gender')!;
    expect(gender.buckets[0]).toEqual({ key: 'F', value: Math.round(52_000 * 0.58) });
  });

  it('keeps the answer between collections and answers what the next collection stored', async () => {
    const account = await accountOf('instagram', ownChannel);
    const url = `/api/v1/social/accounts/${account.id}/insights`;
    const followers = async () => (await ok<SocialInsights>('user_owner', 'GET', url)).metrics.find((m) => m.metric === 'followers')!.value;
    expect(await followers()).toBe(52_000);
    const fakeAccount = ig.state.accounts.get('17841400000000001')!;
    fakeAccount.followers = 52_345;
    try {
      expect(await collectAccount(deps(), account.id, 'daily', t.clock.now())).toBe('collected');
      expect(await followers()).toBe(52_345);
    } finally {
      fakeAccount.followers = 52_000;
      expect(await collectAccount(deps(), account.id, 'daily', t.clock.now())).toBe('collected');
    }
    expect(await followers()).toBe(52_000);
  });

  it('captures a story only within its 24 hours', async () => {
    const account = await accountOf('instagram', ownChannel);
    ig.state.accounts.get('17841400000000001')!.storiesHoursAgo = [1, 23.5, 24.5];
    expect(await collectAccount(deps(), account.id, 'stories', t.clock.now())).toBe('collected');
    const stories = await t.db
      .selectFrom('social_media')
      .select(['media_id', 'posted_at', 'expires_at'])
      .where('account_id', '=', account.id)
      .where('kind', '=', 'story')
      .execute();
    const now = t.clock.now().getTime();
    expect(stories.every((s) => s.expires_at!.getTime() > now - 3_600_000)).toBe(true);
    expect(stories.some((s) => now - s.posted_at.getTime() > 24 * 3_600_000)).toBe(false);
    const hourOf = (hoursAgo: number) => `17841400000000001_s${Math.floor((now - hoursAgo * 3_600_000) / 3_600_000)}`;
    expect(stories.map((s) => s.media_id)).toEqual(expect.arrayContaining([hourOf(1), hourOf(23.5)]));
    expect(stories.map((s) => s.media_id)).not.toContain(hourOf(24.5));
  });

  it('retries a 429 and a short outage, then collects', async () => {
    const account = await accountOf('instagram', ownChannel);
    ig.fail(/^\/me$/, 400, rateLimitError(), 1);
    ig.fail(/^\/me\/stories$/, 503, { error: { message: 'Service unavailable', code: 2, type: 'OAuthException' } }, 1);
    expect(await collectAccount(deps(), account.id, 'daily', t.clock.now())).toBe('collected');
  });

  it('a long outage fails the run (the queue tries it again later) and leaves the link alone', async () => {
    const account = await accountOf('instagram', ownChannel);
    ig.fail(/^\/me\/stories$/, 500, { error: { message: 'down', code: 1, type: 'OAuthException' } }, 3);
    await expect(collectAccount(deps(), account.id, 'daily', t.clock.now())).rejects.toThrow(/HTTP 500/);
    expect((await accountOf('instagram', ownChannel)).status).toBe('active');
  });

  it('refreshes the 60-day token only once it is a day old, then within 10 days of its end', async () => {
    const account = await accountOf('instagram', ownChannel);
    const refreshes = () => ig.state.requests.filter((r) => r.path === '/refresh_access_token').length;
    const before = refreshes();
    // Young token, far from its end: nothing.
    await upkeepTokens({ ...deps(), mailer: t.ctx.mailer, log: () => {} }, t.clock.now());
    expect(refreshes()).toBe(before);
    // 52 days later: within 10 days of the end, more than a day old: renewed for 60 days from now.
    advanceDays(52);
    const result = await upkeepTokens({ ...deps(), mailer: t.ctx.mailer, log: () => {} }, t.clock.now());
    expect(result).toMatchObject({ renewed: 1, warned: 0 });
    expect(refreshes()).toBe(before + 1);
    const row = await accountOf('instagram', ownChannel);
    expect(row.token_expires_at!.getTime()).toBe(t.clock.now().getTime() + 60 * DAY);
    expect(row.id).toBe(account.id);
  });

  it('warns the creator once, in their language, 7 days before a link that cannot be renewed lapses', async () => {
    const row = await accountOf('instagram', ownChannel);
    ig.fail(/^\/refresh_access_token$/, 503, { error: { message: 'down', code: 2, type: 'OAuthException' } }, 100);
    setClock(new Date(row.token_expires_at!.getTime() - 6 * DAY));
    await t.db.updateTable('users').set({ language: 'ja' }).where('email', '=', 'user_owner@demo.chorus.test').execute();
    const upkeep = () => upkeepTokens({ ...deps(), mailer: t.ctx.mailer, log: () => {} }, t.clock.now());
    expect(await upkeep()).toMatchObject({ warned: 1, failed: 1 });
    expect(await upkeep()).toMatchObject({ warned: 0 });
    const mails = (await t.ctx.mailer.outbox()).filter((m) => m.to === 'user_owner@demo.chorus.test' && m.text.includes('tsai.studio'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Instagram との連携は');
    const list = await ok<{ items: { status: string }[] }>('user_owner', 'GET', `/api/v1/social/accounts?channel_id=${ownChannel}`);
    expect(list.items[0]!.status).toBe('expiring');
    ig.failures.length = 0;
  });

  it('a revoked token marks the link and is never called again (no retry storm)', async () => {
    const account = await accountOf('instagram', ownChannel);
    ig.revokeAll('17841400000000001');
    expect(await collectAccount(deps(), account.id, 'daily', t.clock.now())).toBe('refused');
    expect((await accountOf('instagram', ownChannel)).status).toBe('revoked');
    const calls = ig.state.requests.length;
    expect(await collectAccount(deps(), account.id, 'daily', t.clock.now())).toBe('skipped');
    await upkeepTokens({ ...deps(), mailer: t.ctx.mailer, log: () => {} }, t.clock.now());
    expect(ig.state.requests.length).toBe(calls);
    const answer = await ok<SocialInsights>('user_owner', 'GET', `/api/v1/social/accounts/${account.id}/insights`);
    expect(answer.account.status).toBe('revoked');
    // The last 90 days were not collected: each figure says why, none is a zero.
    expect(answer.metrics.find((m) => m.metric === 'followers')).toMatchObject({ value: null, availability: 'unavailable', reason: 'token_expired' });
    // What was collected before stays.
    const year = await ok<SocialInsights>(
      'user_owner',
      'GET',
      `/api/v1/social/accounts/${account.id}/insights?start=${new Date(Date.parse(answer.account.linked_at) - DAY).toISOString().slice(0, 10)}&end=${answer.end}`,
    );
    expect(year.metrics.find((m) => m.metric === 'followers')).toMatchObject({ value: 52_000, availability: 'first_party' });
    expect(expiredTokenError().error.code).toBe(190);
  });

  it('links TikTok, refuses a consent without the stats scope, and rotates refresh tokens', async () => {
    tt.addUser({ openId: 'open-noscope', scopes: ['user.info.basic', 'video.list'] });
    tt.state.consentUser = 'open-noscope';
    expect(await link('user_owner', 'tiktok', ownChannel)).toBe('/dashboard/info?social=scope&platform=tiktok');
    tt.state.consentUser = 'open-1';
    expect(await link('user_owner', 'tiktok', ownChannel)).toBe('/dashboard/info?social=linked&platform=tiktok');
    const account = await accountOf('tiktok', ownChannel);
    const firstRefresh = [...tt.state.refresh.entries()].find(([, r]) => r.openId === 'open-1' && !r.used)![0];
    // The access token lapses: the collection refreshes first, and stores the new refresh token.
    advanceDays(2);
    expect(await collectAccount(deps(), account.id, 'daily', t.clock.now())).toBe('collected');
    expect(tt.state.refresh.get(firstRefresh)!.used).toBe(true);
    const stored = await accountOf('tiktok', ownChannel);
    expect(stored.refresh_token_encrypted).not.toBe(account.refresh_token_encrypted);
    const answer = await ok<SocialInsights>('user_owner', 'GET', `/api/v1/social/accounts/${account.id}/insights`);
    expect(answer.audience).toEqual({ availability: 'unavailable', reason: 'not_provided_by_platform', as_of: null, breakdowns: [] });
    expect(answer.metrics.find((m) => m.metric === 'reach')).toMatchObject({ value: null, reason: 'not_provided_by_platform' });
    expect(answer.metrics.find((m) => m.metric === 'followers')).toMatchObject({ value: 40_000, availability: 'first_party' });
    const video = answer.media[0]!;
    expect(video.unavailable).toEqual([
      { figure: 'reach', reason: 'not_provided_by_platform' },
      { figure: 'saves', reason: 'not_provided_by_platform' },
    ]);
    // A second collection with the stored (rotated) tokens works; a 429 on the way is waited out.
    tt.fail(/^\/v2\/user\/info\/$/, 429, tiktokRateLimited(), 1);
    expect(await collectAccount(deps(), account.id, 'daily', t.clock.now())).toBe('collected');
  });
});

describe('who may see and link (spec 6, object scope)', () => {
  let igAccount: number;
  beforeAll(async () => {
    igAccount = (await accountOf('instagram', ownChannel)).id;
  });

  it('names each account’s channel by its title', async () => {
    const title = (await t.db.selectFrom('channels').select('title').where('channel_id', '=', ownChannel).executeTakeFirstOrThrow()).title;
    const mine = await ok<{ items: { channel_id: string; channel_title: string }[] }>('viewer', 'GET', `/api/v1/social/accounts?channel_id=${ownChannel}`);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.channel_title === title && title.length > 0)).toBe(true);
    const insights = await ok<SocialInsights>('viewer', 'GET', `/api/v1/social/accounts/${igAccount}/insights`);
    expect(insights.account.channel_title).toBe(title);
  });

  it('owners and members see their own channels’ accounts only; the network’s readers every one', async () => {
    const ids = async (key: string) =>
      (await ok<{ items: { account_id: number; channel_id: string }[] }>(key, 'GET', '/api/v1/social/accounts')).items.map((i) => i.channel_id);
    expect(new Set(await ids('user_owner'))).toEqual(new Set([ownChannel]));
    expect(new Set(await ids('user_manager'))).toEqual(new Set([ownChannel]));
    expect(await ids('intensive_cooperative_user_owner')).toEqual([]);
    expect(await ids('viewer')).toContain(ownChannel);
    expect(await ids('staff')).toContain(ownChannel);
    expect((await call('intensive_cooperative_user_owner', 'GET', `/api/v1/social/accounts/${igAccount}/insights`)).statusCode).toBe(404);
    expect((await call('viewer', 'GET', `/api/v1/social/accounts/${igAccount}/insights`)).statusCode).toBe(200);
    expect((await call('advertiser', 'GET', '/api/v1/social/accounts')).statusCode).toBe(403);
  });

  it('only the channel owner and the managing roles link and unlink', async () => {
    expect((await call('user_editor', 'GET', `/api/v1/social/link/start?platform=instagram&channel_id=${ownChannel}`)).statusCode).toBe(403);
    expect((await call('viewer', 'GET', `/api/v1/social/link/start?platform=instagram&channel_id=${ownChannel}`)).statusCode).toBe(403);
    expect((await call('intensive_cooperative_user_owner', 'GET', `/api/v1/social/link/start?platform=instagram&channel_id=${ownChannel}`)).statusCode).toBe(
      404,
    );
    expect((await call('staff', 'GET', `/api/v1/social/link/start?platform=instagram&channel_id=${otherChannel}`)).statusCode).toBe(200);
    expect((await call('user_editor', 'DELETE', `/api/v1/social/accounts/${igAccount}`)).statusCode).toBe(403);
    expect((await call('viewer', 'DELETE', `/api/v1/social/accounts/${igAccount}`)).statusCode).toBe(403);
    expect((await call('intensive_cooperative_user_owner', 'DELETE', `/api/v1/social/accounts/${igAccount}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('social_accounts').select('id').where('id', '=', igAccount).executeTakeFirst()).toBeDefined();
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'social.instagram_unlink').execute()).toEqual([]);
    expect((await call('user_owner', 'DELETE', `/api/v1/social/accounts/${igAccount}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('social_media').select('media_id').where('account_id', '=', igAccount).execute()).toEqual([]);
    // Written to the system log; Instagram Login has no revocation, so nothing is called there.
    const log = await t.db.selectFrom('audit_log').select(['actor_id', 'target_id', 'details']).where('action', '=', 'social.instagram_unlink').execute();
    expect(log).toEqual([{ actor_id: await t.demoUserId('user_owner'), target_id: ownChannel, details: { account: '@tsai.studio', account_id: igAccount } }]);
  });

  it('a callback with another person’s or an unknown state changes nothing', async () => {
    const start = await ok<{ url: string }>('user_owner', 'GET', `/api/v1/social/link/start?platform=instagram&channel_id=${ownChannel}`);
    const state = new URL(start.url).searchParams.get('state')!;
    const answer = await call('staff', 'GET', `/api/v1/social/link/instagram/callback?state=${state}&code=x`);
    expect(answer.headers.location).toBe('/dashboard/info?social=invalid&platform=instagram');
    expect(await t.db.selectFrom('social_accounts').select('id').where('platform', '=', 'instagram').execute()).toEqual([]);
  });
});

describe('unlinking a TikTok account revokes its token at TikTok', () => {
  const unlinkLog = async (accountId: number) =>
    (await t.db.selectFrom('audit_log').select(['action', 'target_id', 'details']).where('action', '=', 'social.tiktok_unlink').execute()).filter(
      (r) => (r.details as { account_id: number }).account_id === accountId,
    );

  it('revokes (form client_key, client_secret, token), then deletes the account and logs both', async () => {
    const account = await accountOf('tiktok', ownChannel);
    const revokes = () => tt.state.requests.filter((r) => r.method === 'POST' && r.path === '/v2/oauth/revoke/');
    expect(revokes()).toHaveLength(0);
    expect((await call('user_owner', 'DELETE', `/api/v1/social/accounts/${account.id}`)).statusCode).toBe(200);
    expect(revokes()).toHaveLength(1);
    const form = Object.fromEntries(new URLSearchParams(revokes()[0]!.body));
    expect(Object.keys(form).sort()).toEqual(['client_key', 'client_secret', 'token']);
    expect(form.token).toMatch(/^act\./);
    expect(tt.state.revoked).toEqual(['open-1']);
    // Every token of that user is dead at TikTok now.
    expect([...tt.state.access.values()].filter((a) => a.openId === 'open-1').every((a) => a.revoked)).toBe(true);
    expect(await t.db.selectFrom('social_accounts').select('id').where('id', '=', account.id).execute()).toEqual([]);
    expect(await unlinkLog(account.id)).toEqual([
      { action: 'social.tiktok_unlink', target_id: ownChannel, details: { account: '@tsai.studio.tt', account_id: account.id, revoked_at_tiktok: true } },
    ]);
  });

  it('a revocation TikTok does not take does not keep the account: it is unlinked all the same and the failure logged', async () => {
    tt.state.consentUser = 'open-1';
    expect(await link('user_owner', 'tiktok', ownChannel)).toBe('/dashboard/info?social=linked&platform=tiktok');
    const account = await accountOf('tiktok', ownChannel);
    tt.fail(/^\/v2\/oauth\/revoke\/$/, 503, { error: 'server_error', error_description: 'down', log_id: 'X' }, 5);
    try {
      expect((await call('user_owner', 'DELETE', `/api/v1/social/accounts/${account.id}`)).statusCode).toBe(200);
    } finally {
      tt.failures.length = 0;
    }
    expect(await t.db.selectFrom('social_accounts').select('id').where('id', '=', account.id).execute()).toEqual([]);
    expect(await unlinkLog(account.id)).toEqual([
      { action: 'social.tiktok_unlink', target_id: ownChannel, details: { account: '@tsai.studio.tt', account_id: account.id, revoked_at_tiktok: false } },
    ]);
    const link2 = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'social.tiktok_link').execute();
    expect(link2.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the demo', () => {
  it('links a third of the channels (the named owners’ among them) with a year of figures, stories and withheld breakdowns', async () => {
    const seedDay = t.clock.now();
    const { accounts } = await seedSocialDemo(t.db, { seedDay, userIds: new Map() });
    const channels = await t.db.selectFrom('channels').select('channel_id').execute();
    const linked = await t.db
      .selectFrom('social_accounts')
      .select(['id', 'channel_id', 'platform', 'status'])
      .where('platform_user_id', 'like', 'demo-%')
      .execute();
    expect(linked).toHaveLength(accounts);
    // Each demo link is in the system log, as its channel's owner made it.
    const logged = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'actor_id'])
      .where('action', 'in', ['social.instagram_link', 'social.tiktok_link'])
      .where(sql<boolean>`details->>'account_id' IN (SELECT id::text FROM social_accounts WHERE platform_user_id LIKE 'demo-%')`)
      .execute();
    expect(logged).toHaveLength(accounts);
    const ownersChannel = await t.ownedChannel('user_owner');
    const userOwner = await t.demoUserId('user_owner');
    const owners = logged.filter((l) => l.target_id === ownersChannel);
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((l) => l.actor_id === userOwner)).toBe(true);
    expect(new Set(linked.map((a) => a.channel_id)).size).toBeGreaterThanOrEqual(Math.floor(channels.length / 3));
    for (const key of ['user_owner', 'intensive_cooperative_user_owner', 'finance', 'agency'])
      expect(linked.map((a) => a.channel_id)).toContain(await t.ownedChannel(key));
    expect(new Set(linked.map((a) => a.platform))).toEqual(new Set(['instagram', 'tiktok']));
    expect(linked.map((a) => a.status)).toContain('revoked');
    const first = linked.find((a) => a.platform === 'instagram' && a.status === 'active')!;
    const days = await t.db.selectFrom('social_account_days').select('day').where('account_id', '=', first.id).execute();
    expect(days.length).toBeGreaterThanOrEqual(364);
    const answer = await ok<SocialInsights>('admin', 'GET', `/api/v1/social/accounts/${first.id}/insights`);
    expect(answer.series.find((s) => s.metric === 'followers')!.points.length).toBeGreaterThanOrEqual(89);
    expect(answer.media.filter((m) => m.kind === 'story' && Date.parse(m.expires_at!) > seedDay.getTime()).length).toBe(2);
    const withheld = await t.db.selectFrom('social_demographics').select('account_id').where('withheld', '=', true).execute();
    expect(withheld.length).toBeGreaterThan(0);
    const tiktok = linked.find((a) => a.platform === 'tiktok' && a.status === 'active')!;
    const tt = await ok<SocialInsights>('viewer', 'GET', `/api/v1/social/accounts/${tiktok.id}/insights`);
    expect(tt.series.find((s) => s.metric === 'likes')!.availability).toBe('first_party');
    expect(tt.media.every((m) => m.views !== null && m.reach === null)).toBe(true);
  });
});
