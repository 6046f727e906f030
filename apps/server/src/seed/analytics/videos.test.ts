import { lengthClasses, lengthClassOf } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { generateChannelAnalytics } from './seed-analytics.ts';
import { looksLike, testCalendar, testChannel } from './test-fixtures.ts';
import { VIDEO_ID_PATTERN } from './videos.ts';

const calendar = testCalendar();
const channels = Array.from({ length: 24 }, (_, i) => testChannel(i));
const generated = channels.map((channel) => ({ channel, ...generateChannelAnalytics(channel, calendar) }));

describe('demo videos', () => {
  it('have valid, unique 11-character ids', () => {
    const ids = generated.flatMap((g) => g.videos.map((v) => v.video_id));
    expect(ids.every((id) => VIDEO_ID_PATTERN.test(id) && /^[A-Za-z0-9_-]{11}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cover every length class, shorts under a minute and long live streams on every channel', () => {
    for (const { videos } of generated) {
      expect(new Set(videos.map((v) => lengthClassOf(v.duration_seconds)))).toEqual(new Set(lengthClasses));
      expect(videos.some((v) => v.kind === 'short')).toBe(true);
      expect(videos.some((v) => v.kind === 'live')).toBe(true);
      for (const video of videos) {
        if (video.kind === 'short') expect(video.duration_seconds).toBeLessThan(60);
        if (video.kind === 'live') expect(video.duration_seconds).toBeGreaterThanOrEqual(40 * 60);
        if (video.kind === 'video') expect(video.duration_seconds).toBeGreaterThanOrEqual(60);
      }
    }
  });

  it('are titled and tagged in the channel language', () => {
    for (const { channel, videos } of generated) {
      for (const video of videos) {
        expect(looksLike(channel.language, video.title), video.title).toBe(true);
        expect(video.tags.length).toBeGreaterThan(0);
        if (channel.language === 'zh') expect(video.tags.some((tag) => looksLike('zh', tag))).toBe(true);
        if (channel.language === 'ja') expect(video.tags.some((tag) => looksLike('ja', tag) || /\p{Script=Han}/u.test(tag))).toBe(true);
        if (video.kind === 'short') expect(video.title).toContain('#shorts');
      }
    }
  });

  it('are published across the window, in order, 0.5 to 5 a week', () => {
    const start = Date.parse(`${calendar.days[0]}T00:00:00Z`);
    const end = Date.parse(`${calendar.endDay}T00:00:00Z`) + 86_400_000;
    for (const { videos, model } of generated) {
      for (let i = 0; i < videos.length; i++) {
        const video = videos[i]!;
        expect(video.publishedMs).toBeGreaterThanOrEqual(start);
        expect(video.publishedMs).toBeLessThan(end);
        expect(calendar.days[video.publishDay]).toBe(new Date(video.publishedMs).toISOString().slice(0, 10));
        if (i > 0) expect(video.publishedMs).toBeGreaterThanOrEqual(videos[i - 1]!.publishedMs);
      }
      const perWeek = (videos.length / 730) * 7;
      expect(perWeek).toBeGreaterThan(0.25);
      expect(perWeek).toBeLessThan(6.5);
      expect(model.uploadsPerWeek).toBeGreaterThanOrEqual(0.5);
      expect(model.uploadsPerWeek).toBeLessThanOrEqual(5);
      // Both halves of the two years have uploads.
      expect(videos.some((v) => v.publishDay < 365)).toBe(true);
      expect(videos.some((v) => v.publishDay >= 365)).toBe(true);
    }
  });

  it('carry lifetime totals at least as large as their daily rows', () => {
    for (const { videos, videoRows } of generated) {
      const sums = new Map<number, { views: number; likes: number; comments: number; shares: number; subscribers: number }>();
      for (let r = 0; r < videoRows.video.length; r++) {
        const s = sums.get(videoRows.video[r]!) ?? { views: 0, likes: 0, comments: 0, shares: 0, subscribers: 0 };
        s.views += videoRows.views[r]!;
        s.likes += videoRows.likes[r]!;
        s.comments += videoRows.comments[r]!;
        s.shares += videoRows.shares[r]!;
        s.subscribers += videoRows.subscribersGained[r]!;
        sums.set(videoRows.video[r]!, s);
      }
      for (const [i, s] of sums) {
        const video = videos[i]!;
        expect(video.views).toBeGreaterThanOrEqual(s.views);
        expect(video.likes).toBeGreaterThanOrEqual(s.likes);
        expect(video.comments).toBeGreaterThanOrEqual(s.comments);
        expect(video.shares).toBeGreaterThanOrEqual(s.shares);
        expect(video.subscribers_gained).toBeGreaterThanOrEqual(s.subscribers);
      }
      expect(videos.every((v) => v.likes <= v.views && v.comments <= v.views)).toBe(true);
    }
  });
});
