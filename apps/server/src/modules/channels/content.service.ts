// The content page: length classes and content-strategy buckets (spec 9), old against new videos
// (the 90-day line), uploads per week, the engagement rate of the last 90 days and the top 50.
import {
  addDays,
  compareAmounts,
  engagementRatePercent,
  isNewVideo,
  lengthClasses,
  lengthClassOf,
  NEW_VIDEO_DAYS,
  parseDay,
  roundTo,
  strategyBucketOf,
  strategyBuckets,
  subtract,
  sumPresent,
  TOP_VIDEOS_CONTENT,
  videosPerWeek,
  daysBetween,
  type Content,
  type DateRange,
  kpiTotals,
} from '@chorus/contract';
import type { DailyRow, VideoPeriodRow } from './analytics.repository.ts';
import type { ChannelMeta } from './channel-catalog.ts';
import { byViews, daysWithData, videoRow } from './overview.service.ts';

type BucketStat = Content['old_vs_new']['old'];
export type ContentSort = {
  sort: 'views' | 'published_at' | 'likes' | 'comments' | 'shares' | 'duration_seconds';
  order: 'asc' | 'desc';
  page: number;
  page_size: number;
};

/** What the page shows before sorting and paging; computed once per channel, window and data version. */
export type ContentCore = {
  period: DateRange;
  channelViews: number;
  length_classes: Content['length_classes'];
  strategy_buckets: Content['strategy_buckets'];
  old_vs_new: Content['old_vs_new'];
  videos_per_week: number;
  engagement_rate_90d: number | null;
  /** The 50 videos with the most views in the period, most first. */
  top: VideoPeriodRow[];
};

type Sums = { videos: number; views: number; interactions: number; revenue: string | null };

function sumVideos(videos: readonly VideoPeriodRow[]): Sums {
  const sums: Sums = { videos: videos.length, views: 0, interactions: 0, revenue: sumPresent(videos.map((v) => v.gross_revenue)) };
  for (const v of videos) {
    sums.views += v.views;
    sums.interactions += v.likes + v.comments + v.shares;
  }
  return sums;
}

function stat(sums: Sums, withRevenue: boolean): BucketStat {
  const result: BucketStat = {
    videos: sums.videos,
    views: sums.views,
    average_views: sums.videos > 0 ? Math.round(sums.views / sums.videos) : 0,
    engagement_rate: engagementRatePercent(sums.interactions, 0, 0, sums.views),
  };
  // Revenue per bucket only for those who may see content-strategy revenue (spec 6).
  if (withRevenue) result.revenue = sums.revenue === null ? null : roundTo(sums.revenue, 4);
  return result;
}

/**
 * The first day of the videos the page needs besides those with figures in the period: those
 * published in the period (buckets) and the new ones (published within 90 days of its end).
 */
export function contentVideosSince(period: DateRange): string {
  const newSince = addDays(period.end, -NEW_VIDEO_DAYS);
  return newSince < period.start ? newSince : period.start;
}

export function buildContentCore(input: {
  meta: Pick<ChannelMeta, 'data_from' | 'data_through'>;
  period: DateRange;
  periodRows: readonly DailyRow[];
  last90Rows: readonly DailyRow[];
  /** The videos published by the period's end that have figures in it or were published since `contentVideosSince`. */
  videos: readonly VideoPeriodRow[];
  /** Every video published by the period's end. */
  videoCount: number;
  withRevenue: boolean;
}): ContentCore {
  const { period, videos, withRevenue } = input;
  const startsAt = parseDay(period.start).getTime();
  // Length classes and buckets judge what was published in the period, by its figures in the period.
  const published = videos.filter((v) => v.published_at.getTime() >= startsAt);
  const bucket = (match: (v: VideoPeriodRow) => boolean) => stat(sumVideos(published.filter(match)), withRevenue);

  // Old against new (spec 9, 90 days): new videos are those published within the 90 days up to
  // the period's last moment, with their own figures in the period; everything else the channel
  // got in the period came from older videos. So the split holds even where per-video daily
  // figures exist only for recent uploads.
  const lastMoment = new Date(parseDay(addDays(period.end, 1)).getTime() - 1);
  const isNew = (v: VideoPeriodRow) => isNewVideo(v.published_at, lastMoment);
  const channelRows = daysWithData(input.periodRows, input.meta);
  const channel = kpiTotals(channelRows);
  const channelRevenue = sumPresent(channelRows.map((r) => r.gross_revenue));
  const fresh = sumVideos(videos.filter(isNew));
  const olderRevenue = channelRevenue === null ? null : subtract(channelRevenue, fresh.revenue ?? '0');
  const older: Sums = {
    videos: input.videoCount - fresh.videos,
    views: Math.max(0, channel.views - fresh.views),
    interactions: Math.max(0, channel.likes + channel.comments + channel.shares - fresh.interactions),
    revenue: olderRevenue !== null && compareAmounts(olderRevenue, 0) < 0 ? '0' : olderRevenue,
  };
  const withFigures = videos.filter((v) => v.days > 0);
  const last90 = kpiTotals(daysWithData(input.last90Rows, input.meta));
  return {
    period,
    channelViews: channel.views,
    length_classes: lengthClasses.map((key) => ({ key, ...bucket((v) => lengthClassOf(v.duration_seconds) === key) })),
    strategy_buckets: strategyBuckets.map((key) => ({ key, ...bucket((v) => strategyBucketOf(v.duration_seconds) === key) })),
    old_vs_new: { old: stat(older, withRevenue), new: stat(fresh, withRevenue) },
    videos_per_week: videosPerWeek(published.length, daysBetween(period)),
    engagement_rate_90d: engagementRatePercent(last90.likes, last90.comments, last90.shares, last90.views),
    top: [...withFigures].sort(byViews).slice(0, TOP_VIDEOS_CONTENT),
  };
}

export function pageContent(core: ContentCore, sort: ContentSort): Content {
  const direction = sort.order === 'asc' ? 1 : -1;
  const value = (v: VideoPeriodRow) => (sort.sort === 'published_at' ? v.published_at.getTime() : v[sort.sort]);
  // Ties keep the ranking by views.
  const ranked = core.top.map((v, rank) => ({ v, rank }));
  ranked.sort((a, b) => (value(a.v) - value(b.v)) * direction || a.rank - b.rank);
  const from = (sort.page - 1) * sort.page_size;
  return {
    period: core.period,
    length_classes: core.length_classes,
    strategy_buckets: core.strategy_buckets,
    old_vs_new: core.old_vs_new,
    videos_per_week: core.videos_per_week,
    engagement_rate_90d: core.engagement_rate_90d,
    top_videos: {
      items: ranked.slice(from, from + sort.page_size).map(({ v }) => videoRow(v, core.channelViews)),
      total: core.top.length,
      page: sort.page,
      page_size: sort.page_size,
    },
  };
}
