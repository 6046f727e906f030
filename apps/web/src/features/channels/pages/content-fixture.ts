// A hand-written content answer for the content page's tests.
import type { Content } from '../api.ts';

const stat = (videos: number, views: number, revenue?: string) => ({
  videos,
  views,
  average_views: videos ? views / videos : 0,
  engagement_rate: 4.25,
  ...(revenue === undefined ? {} : { revenue }),
});

export const content = (over: Partial<Content> = {}): Content => ({
  period: { start: '2026-10-01', end: '2026-10-31' },
  length_classes: [
    { key: 'veryShort', ...stat(6, 3000) },
    { key: 'short', ...stat(3, 9001) },
    { key: 'long', ...stat(1, 500) },
    { key: 'veryLong', ...stat(0, 0) },
  ],
  strategy_buckets: [
    { key: 'upTo5', ...stat(8, 10000) },
    { key: 'from5To8', ...stat(2, 2501) },
    { key: 'over8', ...stat(0, 0) },
  ],
  old_vs_new: { old: stat(40, 80000), new: stat(10, 12501) },
  videos_per_week: 2.5,
  engagement_rate_90d: 3.456,
  top_videos: { items: [], total: 0, page: 1, page_size: 50 },
  ...over,
});
export const stats = { stat };
export { usd } from './money-fixture.ts';
