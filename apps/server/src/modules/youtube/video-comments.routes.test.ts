// Video comments (issue 3, "kept for text analysis later") read during a refresh from the fake
// Google's commentThreads.list: which videos, pagination and the per-video cap, the wire shape
// (likeCount a number, textOriginal missing), comments turned off, upsert by comment id, a quota
// error retried later, and nothing half-written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeGoogle, type FakeComment, type FakeGoogle, type FakeVideo } from '../../../test/fake-google.ts';
import { demo, startTestApp, type TestApp } from '../../../test/harness.ts';
import { authorize } from '../../../test/youtube-flow.ts';
import { refreshChannel } from './jobs/refresh-channel.job.ts';
import { tableChecksums } from '../../../test/table-checksums.ts';
import { refuseInserts } from '../../../test/fixtures.ts';

const CHANNEL = 'UCcommentschannel0000001';

let fake: FakeGoogle;
let t: TestApp;

const daysAgo = (days: number, hour = 10) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 11) + `${String(hour).padStart(2, '0')}:00:00Z`;
const video = (id: string, publishedAt: string, views: number, comments: number): FakeVideo => ({
  id,
  channelId: CHANNEL,
  title: id,
  publishedAt,
  duration: 'PT8M',
  views,
  likes: 1,
  comments,
});
const comment = (videoId: string, n: number, extra: Partial<FakeComment> = {}): FakeComment => ({
  id: `Ugz${videoId}${String(n).padStart(3, '0')}`,
  videoId,
  author: `@viewer${n}`,
  text: `Comment ${n} on ${videoId}`,
  likes: n,
  publishedAt: daysAgo(1, n % 24).replace(/:00Z$/, `:${String(n % 60).padStart(2, '0')}Z`),
  ...extra,
});

// Recent uploads (the last 30 days), old ones, one without comments, one with comments turned off.
const videos = [
  video('cmRecent001', daysAgo(3), 50, 3),
  video('cmPaged0002', daysAgo(10), 40, 5),
  video('cmCapped003', daysAgo(12), 30, 9),
  video('cmOffline04', daysAgo(4), 20, 4),
  video('cmSilent005', daysAgo(2), 10, 0),
  video('cmPopular06', '2024-02-01T10:00:00Z', 90_000, 2),
  video('cmOldQuiet7', '2024-03-01T10:00:00Z', 5, 1),
];

beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.state.pageSize = 10;
  // Two threads per page here (Google may give fewer than maxResults), so pages are easy to count.
  fake.state.commentPageSize = 2;
  t = await startTestApp({
    config: {
      youtube: fake.youtubeConfig(loadConfig({}).youtube, { refreshCron: null, comments: { recentDays: 30, topViewed: 1, maxVideos: 10, pagesPerVideo: 3 } }),
    },
  });
  fake.addChannel({ id: CHANNEL, title: 'Commented channel', subscribers: 10, views: 100 }, 'comments-google');
  fake.state.videos.push(...videos);
  fake.state.comments.push(
    comment('cmRecent001', 1, { text: 'First! <3 & "quotes"\nsecond line', likes: 12 }),
    comment('cmRecent001', 2, { text: 'Shown, not original', withoutOriginal: true }),
    comment('cmRecent001', 3, { updatedAt: daysAgo(0, 1), text: 'Edited once' }),
    ...[1, 2, 3, 4, 5].map((n) => comment('cmPaged0002', n)),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => comment('cmCapped003', n)),
    ...[1, 2].map((n) => comment('cmPopular06', n)),
    comment('cmOldQuiet7', 1),
  );
  fake.state.commentsDisabled.add('cmOffline04');
  const owner = await t.signIn(demo('user'));
  expect((await authorize(t, fake, owner, 'comments-google')).result).toBe('linked');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const task = { mode: 'add' as const, channel_id: CHANNEL, days_ago: 4 };
const commentCalls = () => fake.state.requests.filter((r) => r.path === '/youtube/v3/commentThreads');
const stored = async (videoId?: string) => {
  let query = t.db.selectFrom('video_comments').selectAll().orderBy('comment_id');
  if (videoId) query = query.where('video_id', '=', videoId);
  return query.execute();
};
const tables = ['video_comments', 'videos', 'channel_daily_metrics', 'video_daily_metrics', 'channel_audience', 'channels'] as const;
const checksums = () => tableChecksums(t.db, tables);

describe('comments read during a refresh', () => {
  it('reads the recent videos with comments and the most viewed never read; not the others', async () => {
    fake.state.requests.length = 0;
    expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'completed' });
    const asked = [...new Set(commentCalls().map((r) => r.query.videoId))].sort();
    // cmSilent005 has no comments and cmOldQuiet7 is neither recent nor the most viewed: no call.
    expect(asked).toEqual(['cmCapped003', 'cmOffline04', 'cmPaged0002', 'cmPopular06', 'cmRecent001']);
    for (const call of commentCalls()) {
      expect(call.query).toMatchObject({ part: 'snippet', maxResults: '100', order: 'time', textFormat: 'plainText' });
      expect(call.query.onBehalfOfContentOwner).toBeUndefined();
      expect(call.authorization).toMatch(/^Bearer ya29\./);
    }
    expect((await stored()).map((c) => c.video_id).filter((v) => v === 'cmOldQuiet7' || v === 'cmSilent005')).toEqual([]);
  });

  it('follows nextPageToken through every page', async () => {
    const calls = commentCalls().filter((r) => r.query.videoId === 'cmPaged0002');
    expect(calls.map((r) => r.query.pageToken ?? null)).toEqual([null, expect.any(String), expect.any(String)]);
    expect((await stored('cmPaged0002')).map((c) => c.comment_id)).toEqual([1, 2, 3, 4, 5].map((n) => `UgzcmPaged0002${String(n).padStart(3, '0')}`));
  });

  it('stops after pagesPerVideo pages, keeping the newest comments', async () => {
    expect(commentCalls().filter((r) => r.query.videoId === 'cmCapped003')).toHaveLength(3);
    const kept = await stored('cmCapped003');
    expect(kept).toHaveLength(6);
    const newest = fake.state.comments
      .filter((c) => c.videoId === 'cmCapped003')
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, 6)
      .map((c) => c.id)
      .sort();
    expect(kept.map((c) => c.comment_id)).toEqual(newest);
  });

  it('stores the text as written, author, likes (a number on the wire), publication and edit times', async () => {
    const rows = await stored('cmRecent001');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows;
    const source = fake.state.comments.filter((c) => c.videoId === 'cmRecent001');
    expect(first).toMatchObject({ comment_id: 'UgzcmRecent001001', author: '@viewer1', text: 'First! <3 & "quotes"\nsecond line', likes: 12, language: null });
    expect(first!.published_at.toISOString()).toBe(new Date(source[0]!.publishedAt).toISOString());
    expect(first!.updated_at!.toISOString()).toBe(new Date(source[0]!.publishedAt).toISOString());
    // Without textOriginal, the plain-text display text.
    expect(second).toMatchObject({ text: 'Shown, not original', likes: 2 });
    expect(third!.updated_at!.toISOString()).toBe(new Date(source[2]!.updatedAt!).toISOString());
  });

  it('skips a video whose comments are turned off (403 commentsDisabled) without failing the refresh', async () => {
    const calls = commentCalls().filter((r) => r.query.videoId === 'cmOffline04');
    expect(calls).toHaveLength(1);
    expect(await stored('cmOffline04')).toEqual([]);
    const source = await t.db.selectFrom('channel_sources').select('last_error').where('channel_id', '=', CHANNEL).executeTakeFirstOrThrow();
    expect(source.last_error).toBeNull();
  });

  it('a later refresh updates comments by id, adds new ones, and rereads an old video only when it has new comments', async () => {
    const before = await stored();
    const edited = fake.state.comments.find((c) => c.id === 'UgzcmPaged0002005')!;
    edited.text = 'Edited: better now';
    edited.likes = 99;
    edited.updatedAt = daysAgo(0, 2);
    fake.state.comments.push(comment('cmPopular06', 3, { text: 'Still watching in 2026' }));
    fake.state.videos.find((v) => v.id === 'cmPopular06')!.comments = 3;
    fake.state.requests.length = 0;

    expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'completed' });
    const after = await stored();
    expect(after).toHaveLength(before.length + 2);
    expect(after.find((c) => c.comment_id === 'UgzcmPaged0002005')).toMatchObject({ text: 'Edited: better now', likes: 99 });
    expect(after.find((c) => c.comment_id === 'UgzcmPaged0002005')!.updated_at!.toISOString()).toBe(new Date(edited.updatedAt).toISOString());
    expect(after.find((c) => c.comment_id === 'UgzcmPopular06003')).toMatchObject({ text: 'Still watching in 2026' });
    // cmPopular06 was read again for its new comment; cmOldQuiet7 is now the most viewed never read.
    expect([...new Set(commentCalls().map((r) => r.query.videoId))].sort()).toEqual([
      'cmCapped003',
      'cmOffline04',
      'cmOldQuiet7',
      'cmPaged0002',
      'cmPopular06',
      'cmRecent001',
    ]);
    expect(await stored('cmOldQuiet7')).toHaveLength(1);
  });
});

describe('failures while reading comments', () => {
  it('a quota error writes nothing, asks for a retry, and a later run stores everything', async () => {
    fake.state.videos.push(video('cmNewOne008', daysAgo(1), 5, 1));
    fake.state.comments.push(comment('cmNewOne008', 1, { text: 'New video, new comment' }));
    fake.addChannel({ id: CHANNEL, title: 'Commented channel, renamed', subscribers: 11, views: 101 }, null);
    const before = await checksums();
    fake.fail(/^\/youtube\/v3\/commentThreads$/, 403, 'quotaExceeded');
    expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'retry', error: 'errors.youtubeQuota' });
    expect(await checksums()).toEqual(before);
    const source = await t.db.selectFrom('channel_sources').select('last_error').where('channel_id', '=', CHANNEL).executeTakeFirstOrThrow();
    expect(source.last_error).toBe('errors.youtubeQuota');

    expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'completed' });
    expect((await stored('cmNewOne008')).map((c) => c.text)).toEqual(['New video, new comment']);
    expect((await t.db.selectFrom('channels').select('title').where('channel_id', '=', CHANNEL).executeTakeFirstOrThrow()).title).toBe(
      'Commented channel, renamed',
    );
  });

  it('a failure on a later page writes nothing', async () => {
    fake.state.comments.push(comment('cmNewOne008', 2, { text: 'Another one' }));
    fake.state.videos.find((v) => v.id === 'cmNewOne008')!.comments = 2;
    const before = await checksums();
    // cmNewOne008 (one page), then cmRecent001's first page answer; its second page fails.
    fake.fail(/^\/youtube\/v3\/commentThreads$/, 500, 'backendError', 1, 2);
    fake.state.requests.length = 0;
    expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'retry', error: 'errors.youtubeRefreshFailed' });
    const calls = commentCalls();
    expect(calls.map((r) => r.query.videoId)).toEqual(['cmNewOne008', 'cmRecent001', 'cmRecent001']);
    expect(calls[2]!.query.pageToken).toBeTruthy();
    expect(await checksums()).toEqual(before);
  });

  it('a failure while writing the comments leaves every table as it was', async () => {
    const before = await checksums();
    const allowInserts = await refuseInserts(t.db, 'video_comments');
    try {
      expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'retry', error: 'errors.youtubeRefreshFailed' });
      expect(await checksums()).toEqual(before);
    } finally {
      await allowInserts();
    }
    expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'completed' });
    expect((await stored('cmNewOne008')).map((c) => c.text).sort()).toEqual(['Another one', 'New video, new comment']);
  });

  it('a grant that may not read comments (403 insufficientPermissions) still refreshes everything else', async () => {
    fake.state.videos.push(video('cmLater0009', daysAgo(1, 0), 3, 1));
    fake.state.comments.push(comment('cmLater0009', 1));
    fake.fail(/^\/youtube\/v3\/commentThreads$/, 403, 'insufficientPermissions');
    fake.state.requests.length = 0;
    expect(await refreshChannel(t.ctx, task)).toEqual({ status: 'completed' });
    // Refused once: no further video is asked.
    expect(commentCalls()).toHaveLength(1);
    expect(await t.db.selectFrom('videos').select('video_id').where('video_id', '=', 'cmLater0009').executeTakeFirst()).toBeDefined();
    expect(await stored('cmLater0009')).toEqual([]);
  });
});
