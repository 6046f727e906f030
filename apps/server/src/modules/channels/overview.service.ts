// The overview page: KPI cards against the comparison window, both daily series, and the channel
// dashboard of the period's top videos, shorts and live streams (spec 2, spec 9 top lists).
import { kpisOf, kpiTotals, TOP_RANKED, TOP_VIDEOS_OVERVIEW, type DateRange, type Overview, type VideoRow } from '@chorus/contract';
import type { DailyRow, VideoPeriodRow } from './analytics.repository.ts';
import { daysOf, seriesSpan } from './analytics-windows.ts';
import type { ChannelMeta } from './channel-catalog.ts';

export type DailyPoint = Overview['series'][number];

export const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** The days of the span, zero where the channel has no row. */
export function dailySeries(
  rows: readonly DailyRow[],
  window: DateRange,
  meta: Pick<ChannelMeta, 'data_from' | 'data_through'>,
): { points: DailyPoint[]; rows: DailyRow[] } {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const filled: DailyRow[] = daysOf(seriesSpan(window, meta.data_from, meta.data_through)).map(
    (day) =>
      byDay.get(day) ?? {
        day,
        views: 0,
        watch_minutes: 0,
        subscribers_gained: 0,
        subscribers_lost: 0,
        likes: 0,
        comments: 0,
        shares: 0,
        non_subscriber_views: 0,
        gross_revenue: null,
      },
  );
  return {
    rows: filled,
    points: filled.map((r) => ({
      day: r.day,
      views: r.views,
      watch_hours: round(r.watch_minutes / 60, 1),
      subscribers_net: r.subscribers_gained - r.subscribers_lost,
      likes: r.likes,
      comments: r.comments,
      shares: r.shares,
    })),
  };
}

/** The rows of days the channel's data is complete for (a refresh may have written later days already). */
export function daysWithData(rows: readonly DailyRow[], meta: Pick<ChannelMeta, 'data_through'>): readonly DailyRow[] {
  const through = meta.data_through;
  return through === null || rows.length === 0 || rows[rows.length - 1]!.day <= through ? rows : rows.filter((r) => r.day <= through);
}

/** The period's figures of one video, with its share of the channel's views in the period. */
export function videoRow(v: VideoPeriodRow, channelViews: number): VideoRow {
  return {
    video_id: v.video_id,
    title: v.title,
    kind: v.kind,
    published_at: v.published_at.toISOString(),
    duration_seconds: v.duration_seconds,
    views: v.views,
    view_ratio: channelViews > 0 ? round((v.views / channelViews) * 100, 2) : 0,
    subscribers: v.subscribers,
    likes: v.likes,
    comments: v.comments,
    shares: v.shares,
  };
}

/** Most views first; ties: newer first, then by id, so that the order never wobbles. */
export function byViews(a: VideoPeriodRow, b: VideoPeriodRow): number {
  return b.views - a.views || b.published_at.getTime() - a.published_at.getTime() || (a.video_id < b.video_id ? -1 : a.video_id > b.video_id ? 1 : 0);
}

export function buildOverview(input: {
  meta: ChannelMeta;
  period: DateRange;
  comparison: DateRange;
  periodRows: readonly DailyRow[];
  comparisonRows: readonly DailyRow[];
  videos: readonly VideoPeriodRow[];
}): Overview {
  const { meta, period, comparison } = input;
  const current = dailySeries(input.periodRows, period, meta);
  const previous = dailySeries(input.comparisonRows, comparison, meta);
  const kpis = kpisOf(current.rows, previous.rows);
  const periodViews = kpiTotals(current.rows).views;

  // Videos with figures in the period, ranked by the period's views.
  const ranked = input.videos.filter((v) => v.days > 0).sort(byViews);
  const topOf = (kind: VideoRow['kind']) =>
    ranked
      .filter((v) => v.kind === kind)
      .slice(0, TOP_RANKED)
      .map((v) => videoRow(v, periodViews));

  return {
    channel: {
      channel_id: meta.channel_id,
      title: meta.title,
      handle: meta.handle,
      icon_url: meta.icon_url,
      source_type: meta.source_type,
      language: meta.language,
      subscribers: meta.subscribers,
      views: meta.views,
      video_count: meta.video_count,
      data_through: meta.data_through,
    },
    period,
    comparison,
    kpis,
    series: current.points,
    comparison_series: previous.points,
    top: { video: topOf('video'), short: topOf('short'), live: topOf('live') },
    top_videos: ranked.slice(0, TOP_VIDEOS_OVERVIEW).map((v) => videoRow(v, periodViews)),
  };
}
