// Which videos a refresh reads comments for (docs/decisions.md "Video comments"): recent uploads,
// videos with new comments, then the most viewed never read; none without comments; at most maxVideos.
import { describe, expect, it } from 'vitest';
import { loadConfig, refreshCron } from '../../config.ts';
import { videosForComments, type KnownVideo, type VideoRecord } from './channel-snapshot.ts';

const today = '2026-06-30';
const video = (id: string, published: string, views: number, comments: number): VideoRecord => ({
  video_id: id,
  channel_id: 'UCx',
  kind: 'video',
  title: id,
  tags: [],
  duration_seconds: 600,
  published_at: new Date(`${published}T12:00:00Z`),
  views,
  likes: 0,
  comments,
  privacy: 'public',
});
const policy = { recentDays: 30, topViewed: 2, maxVideos: 10, pagesPerVideo: 3 };
const pick = (videos: VideoRecord[], options: { known?: KnownVideo[]; commented?: string[]; policy?: Partial<typeof policy> } = {}) =>
  videosForComments(videos, {
    end: today,
    knownVideos: options.known ?? [],
    commentedVideos: new Set(options.commented ?? []),
    comments: { ...policy, ...options.policy },
  });

describe('videosForComments', () => {
  const videos = [
    video('recentOld', '2026-06-01', 10, 4), // 29 days before today: recent
    video('recentNew', '2026-06-28', 5, 1),
    video('tooOld', '2026-05-30', 10, 3), // 31 days: not recent
    video('recentSilent', '2026-06-29', 100, 0), // no comments: never asked
    video('popular', '2024-01-01', 90_000, 7),
    video('popular2', '2024-02-01', 80_000, 2),
    video('popular3', '2024-03-01', 70_000, 2),
  ];

  it('takes recent uploads newest first, then the most viewed never read, and skips videos without comments', () => {
    expect(pick(videos)).toEqual(['recentNew', 'recentOld', 'popular', 'popular2']);
  });

  it('adds videos whose comment count grew since the last refresh, most new comments first', () => {
    const known: KnownVideo[] = [
      { video_id: 'tooOld', published_at: new Date('2026-05-30T12:00:00Z'), comments: 1 },
      { video_id: 'popular3', published_at: new Date('2024-03-01T12:00:00Z'), comments: 1 },
      { video_id: 'popular', published_at: new Date('2024-01-01T12:00:00Z'), comments: 7 },
    ];
    expect(pick(videos, { known, commented: ['popular', 'popular2', 'popular3', 'tooOld'] })).toEqual(['recentNew', 'recentOld', 'tooOld', 'popular3']);
  });

  it('reads a popular video only once while nothing changes on it', () => {
    const known: KnownVideo[] = videos.map((v) => ({ video_id: v.video_id, published_at: v.published_at, comments: v.comments }));
    expect(pick(videos, { known, commented: ['popular', 'popular2'] })).toEqual(['recentNew', 'recentOld', 'popular3', 'tooOld']);
  });

  it('stops at maxVideos, and reads nothing when it is 0', () => {
    expect(pick(videos, { policy: { maxVideos: 3 } })).toEqual(['recentNew', 'recentOld', 'popular']);
    expect(pick(videos, { policy: { maxVideos: 0 } })).toEqual([]);
    expect(pick(videos, { policy: { topViewed: 0 } })).toEqual(['recentNew', 'recentOld']);
  });
});

describe('the refresh settings', () => {
  it('default to a daily refresh at 03:30 Taipei time; REFRESH_CRON=off switches it off', () => {
    expect(loadConfig({}).youtube).toMatchObject({ refreshCron: '30 3 * * *', refreshTimeZone: 'Asia/Taipei' });
    expect(loadConfig({ REFRESH_CRON: '0 5 * * 1', REFRESH_TIME_ZONE: 'Asia/Tokyo' }).youtube).toMatchObject({
      refreshCron: '0 5 * * 1',
      refreshTimeZone: 'Asia/Tokyo',
    });
    for (const off of ['off', 'OFF', 'false', 'none', '', '  ']) expect(refreshCron(off)).toBeNull();
  });

  it('read the comment limits, keeping the defaults for values that are not counts', () => {
    expect(loadConfig({}).youtube.comments).toEqual({ recentDays: 30, topViewed: 10, maxVideos: 20, pagesPerVideo: 3 });
    expect(
      loadConfig({
        YOUTUBE_COMMENTS_MAX_VIDEOS: '0',
        YOUTUBE_COMMENTS_PAGES_PER_VIDEO: '0',
        YOUTUBE_COMMENTS_RECENT_DAYS: 'x',
        YOUTUBE_COMMENTS_TOP_VIEWED: '-1',
      }).youtube.comments,
    ).toEqual({
      recentDays: 30,
      topViewed: 10,
      maxVideos: 0,
      pagesPerVideo: 1,
    });
  });
});
