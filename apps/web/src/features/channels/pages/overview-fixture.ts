// A hand-written overview answer (three days against three, a few top videos) for the overview tests.
import type { Overview } from '../api.ts';

type Point = Overview['series'][number];
type Video = Overview['top_videos'][number];

export const point = (day: string, views: number, likes = 0, comments = 0, shares = 0): Point => ({
  day,
  views,
  watch_hours: views / 10,
  subscribers_net: 2,
  likes,
  comments,
  shares,
});
export const video = (id: string, title: string, views: number, kind: Video['kind'] = 'video'): Video => ({
  video_id: id,
  title,
  kind,
  published_at: '2026-10-05T10:30:00.000Z',
  duration_seconds: 610,
  views,
  view_ratio: 12.5,
  subscribers: 40,
  likes: 300,
  comments: 25,
  shares: 10,
});

export const overview = (over: Partial<Overview> = {}): Overview => ({
  channel: {
    channel_id: 'UC1',
    title: 'Cooking Studio',
    handle: '@cooking',
    icon_url: null,
    source_type: 'YT',
    language: 'en',
    subscribers: 120_000,
    views: 5_000_000,
    video_count: 240,
    data_through: '2026-10-31',
  },
  period: { start: '2026-10-01', end: '2026-10-03' },
  comparison: { start: '2026-09-28', end: '2026-09-30' },
  kpis: [],
  series: [point('2026-10-01', 1000, 30, 10, 10), point('2026-10-02', 0), point('2026-10-03', 2000, 40, 0, 0)],
  comparison_series: [point('2026-09-28', 800, 8, 0, 0), point('2026-09-29', 900)],
  top: { video: [video('v1', 'Braised pork', 9000), video('v2', 'Dumplings', 7000)], short: [video('s1', 'Knife trick', 20000, 'short')], live: [] },
  top_videos: [video('v1', 'Braised pork', 9000)],
  ...over,
});
