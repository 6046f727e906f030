// The publishing calendar against the fakes (issue 29): YouTube's publish time set with videos.update
// (status) and confirmed after the time, Instagram's container → media_publish and TikTok's init →
// status fetch run by the sweep (success and the platforms' errors), conflicts marked on both,
// the moving 24-hour posting limit refused in words, moving and cancelling, and who may read and plan
// (written out by hand: docs/decisions/production.md). Refusals read in the caller's language (zh-TW here).
import { taipeiDay, type Release, type ReleaseSchedule } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { ALL_SCOPES, startFakeGoogle, type FakeGoogle } from '../../../../test/fake-google.ts';
import { startFakeInstagram, type FakeInstagram } from '../../../../test/fake-instagram.ts';
import { startFakeTiktok, type FakeTiktok } from '../../../../test/fake-tiktok.ts';
import { demo, startTestApp, type Session, type TestApp } from '../../../../test/harness.ts';
import { authorize } from '../../../../test/youtube-flow.ts';
import { readMail } from '../../../../test/mail-attachments.ts';
import { startSmtpSink, type SmtpSink } from '../../../../test/smtp-sink.ts';
import { until } from '../../../../test/until.ts';
import { RequestWindow, socialTokens } from '../../social/index.ts';
import { RELEASE_FAILED_MAIL_JOB } from './release-mail.ts';
import { stepRelease } from './release-sweep.job.ts';
import { youtubeScheduleOf } from './youtube-schedule.ts';

const CHANNEL = 'UCschedulechannel0000001';
const FORCE_SSL = 'https://www.googleapis.com/auth/youtube.force-ssl';
const IG_USER = '17841400000000777';
const TT_USER = 'open-schedule-1';
const URL_ = '/api/v1/production/schedule';
const MIN = 60_000;
const H = 60 * MIN;

let fake: FakeGoogle;
let ig: FakeInstagram;
let tt: FakeTiktok;
let sink: SmtpSink;
let t: TestApp;
let owner: Session;
let igAccount: number;
let ttAccount: number;

const inFuture = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const post = (session: Session | string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: typeof session === 'string' ? t.demoHeaders(session) : session.headers, ...(payload ? { payload } : {}) });
async function created(payload: object, session: Session | string = owner): Promise<Release> {
  const response = await post(session, URL_, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Release;
}
/** A post planned on the channel's Instagram or TikTok account, five minutes ahead unless `extra` says otherwise. */
const socialPost = (platform: 'instagram' | 'tiktok', mediaUrl: string, extra: object = {}) =>
  created({
    platform,
    channel_id: CHANNEL,
    account_id: platform === 'instagram' ? igAccount : ttAccount,
    media_url: mediaUrl,
    publish_at: inFuture(5 * MIN),
    ...extra,
  });
const sweepDeps = () => ({
  db: t.ctx.db,
  clock: t.clock,
  config: t.ctx.config,
  jobs: t.ctx.jobs,
  youtube: youtubeScheduleOf(t.ctx),
  window: new RequestWindow(600),
});
const release = (id: number) => t.db.selectFrom('production_releases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function linkAccount(platform: 'instagram' | 'tiktok', platformUserId: string, accessToken: string, refreshToken: string | null): Promise<number> {
  const tokens = await socialTokens(t.ctx.config.social.tokenKey, t.ctx.config.dataDir);
  const who = { platform, platformUserId };
  const { id } = await t.db
    .insertInto('social_accounts')
    .values({
      platform,
      platform_user_id: platformUserId,
      channel_id: CHANNEL,
      username: `${platform}.schedule`,
      linked_at: t.clock.now(),
      access_token_encrypted: tokens.seal(accessToken, 'access', who),
      access_issued_at: t.clock.now(),
      access_expires_at: new Date(t.clock.now().getTime() + 20 * 86_400_000),
      refresh_token_encrypted: refreshToken ? tokens.seal(refreshToken, 'refresh', who) : null,
      refresh_expires_at: refreshToken ? new Date(t.clock.now().getTime() + 300 * 86_400_000) : null,
      token_expires_at: new Date(t.clock.now().getTime() + 50 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  fake = await startFakeGoogle();
  ig = await startFakeInstagram();
  tt = await startFakeTiktok();
  sink = await startSmtpSink();
  const defaults = loadConfig({}).social;
  t = await startTestApp({
    config: {
      smtpUrl: sink.url,
      youtube: fake.youtubeConfig(loadConfig({}).youtube, { refreshCron: null }),
      social: { ...defaults, instagram: ig.config(), tiktok: { ...defaults.tiktok, ...tt.config() }, retryBaseMs: 1, callTries: 2 },
    },
  });
  fake.state.now = ig.state.now = tt.state.now = () => t.clock.now().getTime();
  fake.addChannel({ id: CHANNEL, title: 'Schedule channel', subscribers: 10, views: 100 }, 'schedule-google');
  const video = (id: string, privacy: string) => ({
    id,
    channelId: CHANNEL,
    title: id,
    publishedAt: '2026-11-01T10:00:00Z',
    duration: 'PT5M',
    views: 0,
    privacy,
  });
  fake.state.videos.push(video('schedPriv01', 'private'), video('schedPriv02', 'private'), video('schedPubl03', 'public'));
  owner = await t.signIn(demo('user'));
  expect((await authorize(t, fake, owner, 'schedule-google', { scopes: [...ALL_SCOPES, FORCE_SSL] })).result).toBe('linked');
  ig.addAccount({ userId: IG_USER });
  tt.addUser({ openId: TT_USER, scopes: ['user.info.basic', 'user.info.stats', 'video.list', 'video.publish'] });
  igAccount = await linkAccount('instagram', IG_USER, ig.issueLongLived(IG_USER), null);
  const ttTokens = tt.issueTokens(TT_USER);
  ttAccount = await linkAccount('tiktok', TT_USER, ttTokens.accessToken, ttTokens.refreshToken);
  // The creator's manager (channel staff) plans; a plain member reads only.
  const member = async (key: string, member_type: 'staff' | 'member') =>
    t.db
      .insertInto('channel_members')
      .values({ channel_id: CHANNEL, user_id: await t.demoUserId(key), member_type })
      .execute();
  await member('user_manager', 'staff');
  await member('user_editor', 'member');
  await t.signInDemo(['viewer', 'staff', 'user_owner', 'user_manager', 'user_editor']);
  // The planner (and the channel's owner) reads a failure's mail in Japanese.
  await t.db.updateTable('users').set({ language: 'ja' }).where('email', '=', demo('user')).execute();
  await t.ctx.jobs.startWorkers({ names: [RELEASE_FAILED_MAIL_JOB], pollingIntervalSeconds: 0.5 });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([fake?.close(), ig?.close(), tt?.close(), sink?.close()]);
});

describe('YouTube: the publish time set when planned', () => {
  it('makes the private video scheduled with status.publishAt, the whole status part sent', async () => {
    const at = inFuture(3 * 86_400_000);
    const r = await created({ platform: 'youtube', channel_id: CHANNEL, video_id: 'schedPriv01', publish_at: at, caption: 'Episode 1' });
    expect(r).toMatchObject({
      platform: 'youtube',
      video_id: 'schedPriv01',
      state: 'scheduled',
      publish_at: at,
      channel_title: 'Schedule channel',
      conflicts: [],
    });
    const sent = fake.state.requests.filter((q) => q.method === 'PUT' && q.path === '/youtube/v3/videos').at(-1)!;
    expect(sent.query.part).toBe('status');
    expect(JSON.parse(sent.body)).toEqual({
      id: 'schedPriv01',
      status: { privacyStatus: 'private', publishAt: at, license: 'youtube', embeddable: true, publicStatsViewable: true },
    });
    expect(fake.state.videos.find((v) => v.id === 'schedPriv01')).toMatchObject({ privacy: 'private', publishAt: at });
  });
  it('a video that was public, or not the channel’s, is refused in words and nothing is kept', async () => {
    const before = await t.db.selectFrom('production_releases').select('id').execute();
    const publicVideo = await post(owner, URL_, { platform: 'youtube', channel_id: CHANNEL, video_id: 'schedPubl03', publish_at: inFuture(86_400_000) });
    expect([publicVideo.statusCode, publicVideo.json().error.code]).toEqual([409, 'errors.releaseYoutubeRefused']);
    const other = await post(owner, URL_, { platform: 'youtube', channel_id: CHANNEL, video_id: 'noSuchVid00', publish_at: inFuture(86_400_000) });
    expect([other.statusCode, other.json().error.fields]).toEqual([400, { video_id: '此影片不屬於這個頻道，請確認影片 ID' }]);
    expect(await t.db.selectFrom('production_releases').select('id').execute()).toEqual(before);
  });
  it('a time less than two minutes ahead is refused at the field', async () => {
    const response = await post(owner, URL_, { platform: 'youtube', channel_id: CHANNEL, video_id: 'schedPriv02', publish_at: inFuture(MIN) });
    expect([response.statusCode, response.json().error.fields]).toEqual([400, { publish_at: '請選擇至少兩分鐘後的時間。' }]);
  });
  it('moving sets the new time on YouTube; cancelling leaves the video private without one; a cancelled release does not move', async () => {
    const r = await created({ platform: 'youtube', channel_id: CHANNEL, video_id: 'schedPriv02', publish_at: inFuture(10 * 86_400_000) });
    const later = inFuture(11 * 86_400_000);
    const moved = await post(owner, `${URL_}/${r.release_id}/reschedule`, { publish_at: later });
    expect([moved.statusCode, moved.json().publish_at]).toEqual([200, later]);
    expect(fake.state.videos.find((v) => v.id === 'schedPriv02')!.publishAt).toBe(later);
    const cancelled = await post(owner, `${URL_}/${r.release_id}/cancel`);
    expect([cancelled.statusCode, cancelled.json().state]).toEqual([200, 'cancelled']);
    expect(fake.state.videos.find((v) => v.id === 'schedPriv02')).toMatchObject({ privacy: 'private', publishAt: undefined });
    const again = await post(owner, `${URL_}/${r.release_id}/cancel`);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'errors.releaseNotPending']);
  });
});

describe('conflicts and limits', () => {
  it('two releases of the channel within 6 hours are marked on both, in the answer and the calendar', async () => {
    const yt = await t.db.selectFrom('production_releases').select(['id', 'publish_at']).where('video_id', '=', 'schedPriv01').executeTakeFirstOrThrow();
    // The teaser two hours before the release, or after it where before is another day in Taiwan
    // (the day the account's posts are counted on): the release's time follows the clock's.
    const before = new Date(yt.publish_at.getTime() - 2 * H);
    const teaserAt = taipeiDay(before) === taipeiDay(yt.publish_at) ? before : new Date(yt.publish_at.getTime() + 2 * H);
    const near = await socialPost('instagram', 'https://media.example/teaser.mp4', { publish_at: teaserAt.toISOString(), caption: 'Teaser' });
    expect(near.conflicts).toEqual([yt.id]);
    const day = taipeiDay(yt.publish_at);
    const calendar = (await (
      await t.app.inject({ method: 'GET', url: `${URL_}?channel_id=${CHANNEL}&from=${day}&to=${day}`, headers: t.demoHeaders('viewer') })
    ).json()) as ReleaseSchedule;
    expect(calendar.gap_hours).toBe(6);
    expect(calendar.items.find((i) => i.release_id === yt.id)!.conflicts).toEqual([near.release_id]);
    expect(calendar.usage).toEqual([{ account_id: igAccount, day, used: 1, limit: 100 }]);
    expect(calendar.accounts.map((a) => [a.platform, a.daily_limit])).toEqual([
      ['instagram', 100],
      ['tiktok', 15],
    ]);
  });
  it('a TikTok account with 15 posts within 24 hours of the time is full: refused with the limit, nothing kept', async () => {
    const base = t.clock.now().getTime() + 20 * 86_400_000;
    const now = t.clock.now();
    await t.db
      .insertInto('production_releases')
      .values(
        Array.from({ length: 15 }, (_, i) => ({
          channel_id: CHANNEL,
          platform: 'tiktok' as const,
          account_id: ttAccount,
          media_url: `https://media.example/clip${i}.mp4`,
          media_type: 'video' as const,
          publish_at: new Date(base - 12 * H + i * 30 * MIN),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const payload = { platform: 'tiktok', channel_id: CHANNEL, account_id: ttAccount, media_url: 'https://media.example/one-more.mp4' };
    const full = await post('user_manager', URL_, { ...payload, publish_at: new Date(base).toISOString() });
    const error = full.json().error as { code: string; message: string };
    expect([full.statusCode, error.code]).toEqual([409, 'errors.releaseDayFull']);
    expect(error.message).toMatch(/@tiktok\.schedule.*15/);
    // A day later the window holds none of them.
    await created({ ...payload, publish_at: new Date(base + 24 * H).toISOString() }, 'user_manager');
  });
  it('an account of another channel or platform is refused at the field', async () => {
    const response = await post(owner, URL_, {
      platform: 'instagram',
      channel_id: CHANNEL,
      account_id: ttAccount,
      media_url: 'https://media.example/a.jpg',
      publish_at: inFuture(86_400_000),
    });
    expect([response.statusCode, response.json().error.fields]).toEqual([400, { account_id: '請選擇連結到此頻道的該平台帳號。' }]);
  });
});

describe('who reads and who plans', () => {
  const body = () => ({
    platform: 'instagram',
    channel_id: CHANNEL,
    account_id: igAccount,
    media_url: 'https://media.example/b.jpg',
    media_type: 'image',
    publish_at: inFuture(30 * 86_400_000),
  });
  it.each(['staff', 'user_manager'])('%s plans on the channel', async (key) => {
    expect((await created(body(), key)).state).toBe('scheduled');
  });
  it.each([
    ['viewer', 403],
    ['user_editor', 403],
    ['user_owner', 404],
  ])('%s may not plan (%i)', async (key, status) => {
    expect((await post(key, URL_, body())).statusCode).toBe(status);
  });
  it.each([
    ['viewer', 200],
    ['user_editor', 200],
    ['user_owner', 404],
  ])('%s reads the channel’s calendar: %i', async (key, status) => {
    expect((await t.app.inject({ method: 'GET', url: `${URL_}?channel_id=${CHANNEL}`, headers: t.demoHeaders(key) })).statusCode).toBe(status);
  });
});

describe('the sweep at the time', () => {
  it('Instagram: a reel container, its status until FINISHED, media_publish, the permalink kept', async () => {
    const r = await socialPost('instagram', 'https://media.example/reel.mp4', { caption: 'Reel day' });
    t.clock.advance(6 * 60);
    expect(await stepRelease(sweepDeps(), r.release_id)).toBe('waiting');
    expect(await stepRelease(sweepDeps(), r.release_id)).toBeNull(); // not due again for a minute
    t.clock.advance(61);
    expect(await stepRelease(sweepDeps(), r.release_id)).toBe('published');
    const container = [...ig.state.containers.values()].find((c) => c.url === 'https://media.example/reel.mp4')!;
    expect(container).toMatchObject({ mediaType: 'REELS', caption: 'Reel day' });
    expect(await release(r.release_id)).toMatchObject({
      state: 'published',
      post_id: container.mediaId,
      post_url: `https://www.instagram.com/p/${container.mediaId!.slice(-11)}/`,
      error: null,
    });
  });
  it('TikTok: creator_info, init with PULL_FROM_URL, status until PUBLISH_COMPLETE, the post and its address kept', async () => {
    const r = await socialPost('tiktok', 'https://media.example/tt.mp4', { caption: 'Hello TikTok' });
    t.clock.advance(6 * 60);
    expect(await stepRelease(sweepDeps(), r.release_id)).toBe('waiting');
    t.clock.advance(61);
    expect(await stepRelease(sweepDeps(), r.release_id)).toBe('published');
    const sent = [...tt.state.posts.values()].find((p) => p.url === 'https://media.example/tt.mp4')!;
    expect(sent).toMatchObject({ title: 'Hello TikTok', privacy: 'PUBLIC_TO_EVERYONE' });
    const row = await release(r.release_id);
    expect(row.post_url).toBe(`https://www.tiktok.com/@tiktok.schedule/video/${row.post_id}`);
  });
  it('TikTok’s failed download and Instagram’s missing permission end the release with the reason in words', async () => {
    tt.state.brokenMedia.add('https://media.example/broken.mp4');
    const broken = await socialPost('tiktok', 'https://media.example/broken.mp4');
    ig.state.accounts.get(IG_USER)!.canPublish = false;
    const refused = await socialPost('instagram', 'https://media.example/p.jpg', { media_type: 'image' });
    t.clock.advance(6 * 60);
    expect(await stepRelease(sweepDeps(), broken.release_id)).toBe('waiting');
    expect(await stepRelease(sweepDeps(), refused.release_id)).toBe('failed');
    t.clock.advance(61);
    expect(await stepRelease(sweepDeps(), broken.release_id)).toBe('failed');
    expect(await release(broken.release_id)).toMatchObject({
      state: 'failed',
      error: 'errors.releaseMediaFailed',
      error_params: { platform: 'TikTok', reason: 'video_pull_failed' },
    });
    expect(await release(refused.release_id)).toMatchObject({ state: 'failed', error: 'errors.releaseNoPermission', error_params: { platform: 'Instagram' } });
    // Each failure is mailed once to the planner, who owns the channel, in their language, with the reason in words.
    const mails = await until(
      async () => sink.received.filter((m) => m.to.includes(demo('user'))).map((m) => readMail(m.raw)),
      (found) => found.length >= 2,
    );
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Schedule channel の Instagram への公開に失敗しました',
      'Schedule channel の TikTok への公開に失敗しました',
    ]);
    const tiktokMail = mails.find((m) => m.subject.includes('TikTok'))!.text;
    expect(tiktokMail).toContain('video_pull_failed');
    expect(tiktokMail).not.toContain('errors.');
    expect(tiktokMail).toContain('/dashboard/publishPlatform');
    ig.state.accounts.get(IG_USER)!.canPublish = true;
  });
  it('YouTube: confirmed public once the time has passed', async () => {
    const id = (await t.db.selectFrom('production_releases').select('id').where('video_id', '=', 'schedPriv01').executeTakeFirstOrThrow()).id;
    t.clock.set(new Date((await release(id)).publish_at.getTime() + MIN));
    expect(await stepRelease(sweepDeps(), id)).toBe('published');
    expect(await release(id)).toMatchObject({ state: 'published', post_id: 'schedPriv01', post_url: 'https://www.youtube.com/watch?v=schedPriv01' });
  });
});
