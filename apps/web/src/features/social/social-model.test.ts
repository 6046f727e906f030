import { describe, expect, it } from 'vitest';
import { anAccount, someInsights } from './social-fixtures.ts';
import { accountHeadline, bucketShares, dailyLines, headlineFigures, linkWarning, mediaFigure, periodQuery, pickAccount, splitMedia } from './social-model.ts';

describe('pickAccount', () => {
  const cook = anAccount({ account_id: 1, channel_id: 'UC_cook' });
  const tea = anAccount({ account_id: 2, channel_id: 'UC_tea' });

  it('opens the address’s account, else the current channel’s, else the first', () => {
    expect(pickAccount([cook, tea], 1, 'UC_tea')).toBe(cook);
    expect(pickAccount([cook, tea], null, 'UC_tea')).toBe(tea);
    expect(pickAccount([cook, tea], 99, 'UC_other')).toBe(cook);
    expect(pickAccount([], null, 'UC_tea')).toBeNull();
  });
});

describe('linkWarning', () => {
  it('asks nothing of an active link, and says when a lapsing or lapsed one ends', () => {
    expect(linkWarning({ status: 'active', token_expires_at: '2027-01-01' })).toBeNull();
    expect(linkWarning({ status: 'expiring', token_expires_at: '2026-12-03' })).toEqual({ tone: 'warning', key: 'expiring', date: '2026-12-03' });
    expect(linkWarning({ status: 'expired', token_expires_at: '2026-11-01' })).toEqual({ tone: 'error', key: 'expired', date: '2026-11-01' });
    expect(linkWarning({ status: 'revoked', token_expires_at: '2027-01-01' })).toEqual({ tone: 'error', key: 'revoked', date: null });
  });
});

describe('headlineFigures', () => {
  it('keeps a real zero, and gives a missing figure its reason instead of a zero', () => {
    const figures = headlineFigures(someInsights());
    expect(figures.map((f) => f.metric)).toEqual(['followers', 'views', 'reach', 'accounts_engaged', 'profile_links_taps']);
    expect(figures[0]!.state).toEqual({ available: true, value: 15_120 });
    expect(figures[1]!.state).toEqual({ available: true, value: 0 });
    expect(figures[2]!.state).toEqual({ available: false, reason: 'token_expired' });
    // Not in the answer at all: not collected yet.
    expect(figures[3]!.state).toEqual({ available: false, reason: 'not_yet_collected' });
  });

  it('draws TikTok’s own figures', () => {
    expect(headlineFigures(someInsights({ platform: 'tiktok', metrics: [] })).map((f) => f.metric)).toEqual(['followers', 'likes', 'videos', 'following']);
  });
});

describe('dailyLines', () => {
  it('draws the days that have a figure and says why a line has none', () => {
    const [followers, reach, views] = dailyLines(someInsights());
    expect(followers).toEqual({
      metric: 'followers',
      points: [
        { day: '2026-11-27', value: 15_000 },
        { day: '2026-11-28', value: 15_120 },
      ],
      reason: null,
    });
    expect(reach).toEqual({ metric: 'reach', points: [], reason: 'not_yet_collected' });
    expect(views).toEqual({ metric: 'views', points: [], reason: 'not_yet_collected' });
  });
});

describe('media', () => {
  it('parts stories from posts and gives each missing figure its reason', () => {
    const { posts, stories } = splitMedia(someInsights().media);
    expect(posts.map((m) => m.media_id)).toEqual(['m1']);
    expect(stories.map((m) => m.media_id)).toEqual(['s1']);
    expect(mediaFigure(posts[0]!, 'views')).toEqual({ available: true, value: 52_300 });
    expect(mediaFigure(posts[0]!, 'saves')).toEqual({ available: false, reason: 'not_yet_collected' });
  });
});

describe('bucketShares', () => {
  it('orders buckets by size with their share in percent, and age ranges youngest first', () => {
    const gender = [
      { key: 'M', value: 1 },
      { key: 'F', value: 3 },
    ];
    expect(bucketShares('gender', gender)).toEqual([
      { key: 'F', value: 3, share: 75 },
      { key: 'M', value: 1, share: 25 },
    ]);
    const age = [
      { key: '25-34', value: 3 },
      { key: '13-17', value: 1 },
      { key: '65+', value: 1 },
    ];
    expect(bucketShares('age', age).map((b) => b.key)).toEqual(['13-17', '25-34', '65+']);
  });
});

describe('periodQuery', () => {
  it('counts the days up to the last collected day, and leaves the default before the first collection', () => {
    expect(periodQuery('2026-11-28', '30')).toEqual({ start: '2026-10-30', end: '2026-11-28' });
    expect(periodQuery('2026-03-01', '365')).toEqual({ start: '2025-03-02', end: '2026-03-01' });
    expect(periodQuery(null, '90')).toEqual({});
  });
});

describe('accountHeadline (the overview’s figures)', () => {
  it('counts interactions per view of the period’s posts, stories left out', () => {
    // m1: (3,210 + 140 + 95) / 52,300 views (saves not given count nothing).
    expect(accountHeadline(someInsights()).engagement).toEqual({ available: true, value: ((3_210 + 140 + 95) / 52_300) * 100 });
    expect(accountHeadline(someInsights({ media: someInsights().media.filter((m) => m.kind === 'story') })).engagement).toEqual({
      available: false,
      reason: 'not_yet_collected',
    });
  });

  it('gives followers, the period’s views, and says why TikTok has no account views', () => {
    expect(accountHeadline(someInsights())).toMatchObject({ followers: { available: true, value: 15_120 }, views: { available: true, value: 0 } });
    expect(accountHeadline(someInsights({ platform: 'tiktok', metrics: [] })).views).toEqual({ available: false, reason: 'not_provided_by_platform' });
  });
});
