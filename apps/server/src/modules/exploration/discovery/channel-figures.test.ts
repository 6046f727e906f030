import { describe, expect, it } from 'vitest';
import { contactEmailOf, figuresOf, median, topicsOf, type RecentUpload } from './channel-figures.ts';

const now = new Date('2026-06-30T00:00:00Z');
const upload = (daysAgo: number, views: number, kind: RecentUpload['kind'] = 'video', durationSeconds = 600): RecentUpload => ({
  publishedAt: new Date(now.getTime() - daysAgo * 86_400_000),
  durationSeconds,
  views,
  kind,
  tags: [],
});

describe('channel figures', () => {
  it('median of an odd and an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 10])).toBe(3);
    expect(median([])).toBeNull();
  });

  it('reads the last 10 for the median, the last 30 for Shorts and duration, 90 days for the cadence', () => {
    // 12 uploads a week apart, newest first: views 1000, 2000, …; the two oldest (11, 12 weeks ago) are outside the last 10.
    const uploads = Array.from({ length: 12 }, (_, i) => upload(i * 7 + 1, (i + 1) * 1000, i % 4 === 0 ? 'short' : 'video', i % 4 === 0 ? 40 : 600 + i * 60));
    const f = figuresOf(uploads, now);
    expect(f.median_views_last10).toBe(5500);
    expect(f.shorts_share).toBe(0.25); // 3 of 12 (uploads 0, 4, 8)
    // 90 days back reaches the uploads of 1, 8, …, 85 days ago: 13 weeks → 13 uploads at most, here 12 → 12 / (90 / 7).
    expect(f.uploads_per_week).toBe(0.93);
    // Long uploads only: i = 1,2,3,5,6,7,9,10,11 → 600 + 60 × mean(i) = 600 + 60 × 6 = 960.
    expect(f.avg_duration_seconds).toBe(960);
    expect(f.last_upload_at?.toISOString()).toBe('2026-06-29T00:00:00.000Z');
  });

  it('has no figures without uploads', () => {
    expect(figuresOf([], now)).toEqual({
      median_views_last10: null,
      shorts_share: null,
      uploads_per_week: 0,
      avg_duration_seconds: null,
      last_upload_at: null,
    });
  });

  it.each([
    ['合作邀約請來信：Hello@Studio-Lin.tw 謝謝', 'hello@studio-lin.tw'],
    ['お仕事のご依頼はこちら　ｉｎｆｏ＠ｋｙｏｔｏ．ｊｐ まで', 'info@kyoto.jp'],
    ['Business inquiries: team.nova+yt@gmail.com', 'team.nova+yt@gmail.com'],
    ['Follow me on Instagram @somebody', null],
  ])('finds the contact e-mail in %j', (description, email) => {
    expect(contactEmailOf(description)).toBe(email);
  });

  it('topics: categories first, then the commonest tags', () => {
    expect(topicsOf(['Video_game_culture'], [{ tags: ['Minecraft', 'gaming'] }, { tags: ['minecraft'] }])).toEqual([
      'Video game culture',
      'minecraft',
      'gaming',
    ]);
  });
});
