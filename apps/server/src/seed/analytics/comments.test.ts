import { describe, expect, it } from 'vitest';
import { COMMENT_ID_PATTERN } from './comments.ts';
import { RECORDED_PUBLISHED_WITHIN_DAYS } from './daily-metrics.ts';
import { generateChannelAnalytics } from './seed-analytics.ts';
import { looksLike, testCalendar, testChannel } from './test-fixtures.ts';

const calendar = testCalendar();
const generated = Array.from({ length: 24 }, (_, i) => {
  const channel = testChannel(i);
  return { channel, ...generateChannelAnalytics(channel, calendar) };
});

describe('demo comments', () => {
  it('are written in the language they are marked with, mostly the channel’s', () => {
    let own = 0;
    let total = 0;
    for (const { channel, comments } of generated) {
      comments.text.forEach((text, r) => {
        const language = comments.language[r]!;
        expect(looksLike(language, text), `${language}: ${text}`).toBe(true);
        total++;
        if (language === channel.language) own++;
      });
    }
    expect(total).toBeGreaterThan(100);
    expect(own / total).toBeGreaterThan(0.8);
  });

  it('sit on every video that has comments, a few each (up to 5 recent, 3 older), never more than the video’s comment count', () => {
    let older = 0;
    for (const { videos, comments } of generated) {
      const perVideo = new Map<number, number>();
      for (const i of comments.video) perVideo.set(i, (perVideo.get(i) ?? 0) + 1);
      videos.forEach((video, i) => {
        const count = perVideo.get(i) ?? 0;
        const recent = video.publishDay >= calendar.length - RECORDED_PUBLISHED_WITHIN_DAYS;
        if (!recent && count > 0) older++;
        if (video.comments > 0) expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(Math.min(recent ? 5 : 3, video.comments));
      });
    }
    expect(older).toBeGreaterThan(100);
  });

  it('have YouTube-like ids and come after the video, before the end of the data', () => {
    const end = Date.parse(`${calendar.endDay}T00:00:00Z`) + 86_400_000;
    const ids = new Set<string>();
    for (const { videos, comments } of generated) {
      comments.comment_id.forEach((id, r) => {
        expect(id).toMatch(COMMENT_ID_PATTERN);
        ids.add(id);
        expect(comments.publishedMs[r]).toBeGreaterThanOrEqual(videos[comments.video[r]!]!.publishedMs);
        expect(comments.publishedMs[r]).toBeLessThan(end);
        expect(comments.author[r]!.length).toBeGreaterThan(0);
        expect(comments.likes[r]).toBeGreaterThanOrEqual(0);
      });
    }
    expect(ids.size).toBe(generated.reduce((n, g) => n + g.comments.comment_id.length, 0));
  });
});
