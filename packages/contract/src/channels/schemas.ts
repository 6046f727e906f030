// Requests and answers of the channel analytics pages (spec 2 channel pages, spec 3 channel and
// video metrics, spec 9 windows and formulas). Money travels as decimal strings in USD; the web app
// converts with the exchange rates.
import { z } from 'zod';
import { dateOnlySchema } from '../core/common.ts';
import { lengthClasses, strategyBuckets, trendLabels } from './formulas.ts';
import { contentSorts, INTEREST_VIDEO_COUNT, sortOrders, videoKinds } from './countries.ts';

/** A window and its comparison; without dates the default window of spec 9 applies. */
export const periodQuerySchema = z
  .object({
    start: dateOnlySchema.optional(),
    end: dateOnlySchema.optional(),
    compare_start: dateOnlySchema.optional(),
    compare_end: dateOnlySchema.optional(),
  })
  .strict()
  .refine((q) => (q.start === undefined) === (q.end === undefined), { message: 'validation.dateRange', path: ['end'] })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: 'validation.dateRange', path: ['end'] })
  .refine((q) => (q.compare_start === undefined) === (q.compare_end === undefined), { message: 'validation.dateRange', path: ['compare_end'] })
  .refine((q) => !q.compare_start || !q.compare_end || q.compare_start <= q.compare_end, { message: 'validation.dateRange', path: ['compare_end'] });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

const range = z.object({ start: z.string(), end: z.string() });
const money = z.string().nullable();

export const kpiSchema = z.object({
  metric: z.enum(['views', 'watchHours', 'subscribersNet', 'likes', 'comments', 'shares', 'engagementRate']),
  value: z.number(),
  previous: z.number(),
  change_percent: z.number().nullable(),
  /** Spec 4's label of [previous, value] (periodTrend): never against the change beside it. */
  trend: z.enum(trendLabels),
  /** The period's own daily slope where it tells another story than `trend`; else null. */
  trend_within: z.enum(trendLabels).nullable(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const dailyPointSchema = z.object({
  day: z.string(),
  views: z.number(),
  watch_hours: z.number(),
  subscribers_net: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
});

export const videoRowSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  kind: z.enum(videoKinds),
  published_at: z.string(),
  duration_seconds: z.number(),
  views: z.number(),
  /** Share of the channel's views in the period, percent. */
  view_ratio: z.number(),
  subscribers: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
});
export type VideoRow = z.infer<typeof videoRowSchema>;

export const channelSummarySchema = z.object({
  channel_id: z.string(),
  title: z.string(),
  handle: z.string().nullable(),
  icon_url: z.string().nullable(),
  source_type: z.enum(['Freedom', 'Little_Five', 'YT']),
  language: z.enum(['zh', 'en', 'ja']),
  subscribers: z.number(),
  views: z.number(),
  video_count: z.number(),
  data_through: z.string().nullable(),
});

export const overviewSchema = z.object({
  channel: channelSummarySchema,
  period: range,
  comparison: range,
  kpis: z.array(kpiSchema),
  series: z.array(dailyPointSchema),
  comparison_series: z.array(dailyPointSchema),
  top: z.object({ video: z.array(videoRowSchema), short: z.array(videoRowSchema), live: z.array(videoRowSchema) }),
  top_videos: z.array(videoRowSchema),
});
export type Overview = z.infer<typeof overviewSchema>;

const share = z.object({ key: z.string(), views: z.number(), percent: z.number() });

export const audienceSchema = z.object({
  period: range,
  insufficient: z.boolean(),
  age_gender: z.array(z.object({ age: z.string(), gender: z.string(), percent: z.number() })),
  countries: z.array(share),
  subscribed: z.array(share),
  traffic_sources: z.array(share),
  devices: z.array(share),
  subscribers_per_1000_non_subscriber_views: z.number().nullable(),
  recent_month: z.object({
    period: range,
    views: z.number(),
    watch_hours: z.number(),
    subscribers_net: z.number(),
    average_view_seconds: z.number().nullable(),
  }),
  interest_video_ids: z.array(z.string()),
});
export type Audience = z.infer<typeof audienceSchema>;

export const interestVideosInputSchema = z
  .object({
    video_ids: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9_-]{11}$/, 'validation.videoIdRequired'),
      )
      .length(INTEREST_VIDEO_COUNT, 'validation.twelveVideoIds'),
  })
  .strict()
  .refine((v) => new Set(v.video_ids).size === v.video_ids.length, { message: 'validation.duplicateVideoIds', path: ['video_ids'] });

/** Spec 3 "hidden flag with reason (hidden from the current or all advertisers)". */
export const channelHiddenScopes = ['current', 'all'] as const;
export const CHANNEL_HIDDEN_REASON_MAX = 200;

/** Spec 2 "channel hide/show setting for advertisers": hiding needs a scope and a reason; showing takes neither. */
export const channelVisibilityInputSchema = z
  .object({
    hidden: z.boolean({ error: 'validation.invalid' }),
    scope: z.enum(channelHiddenScopes, { error: 'validation.hiddenScopeRequired' }).optional(),
    reason: z.string({ error: 'validation.hiddenReasonRequired' }).trim().max(CHANNEL_HIDDEN_REASON_MAX, 'validation.hiddenReasonTooLong').optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.hidden) return;
    if (v.scope === undefined) ctx.addIssue({ code: 'custom', message: 'validation.hiddenScopeRequired', path: ['scope'] });
    if (!v.reason) ctx.addIssue({ code: 'custom', message: 'validation.hiddenReasonRequired', path: ['reason'] });
  });
export type ChannelVisibilityInput = z.infer<typeof channelVisibilityInputSchema>;

/** A channel's visibility to advertisers; scope and reason are null while it is shown. */
export const channelVisibilitySchema = z.object({
  channel_id: z.string(),
  hidden: z.boolean(),
  scope: z.enum(channelHiddenScopes).nullable(),
  reason: z.string().nullable(),
});
export type ChannelVisibility = z.infer<typeof channelVisibilitySchema>;

export const contentQuerySchema = z
  .object({
    start: dateOnlySchema.optional(),
    end: dateOnlySchema.optional(),
    sort: z.enum(contentSorts).default('views'),
    order: z.enum(sortOrders).default('desc'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    page_size: z.coerce.number().int().min(5).max(50).default(10),
  })
  .strict()
  .refine((q) => (q.start === undefined) === (q.end === undefined), { message: 'validation.dateRange', path: ['end'] })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: 'validation.dateRange', path: ['end'] });

const bucketStat = z.object({
  videos: z.number(),
  views: z.number(),
  average_views: z.number(),
  engagement_rate: z.number().nullable(),
  revenue: money.optional(),
});

export const contentSchema = z.object({
  period: range,
  length_classes: z.array(z.object({ key: z.enum(lengthClasses) }).merge(bucketStat)),
  strategy_buckets: z.array(z.object({ key: z.enum(strategyBuckets) }).merge(bucketStat)),
  old_vs_new: z.object({ old: bucketStat, new: bucketStat }),
  videos_per_week: z.number(),
  engagement_rate_90d: z.number().nullable(),
  top_videos: z.object({ items: z.array(videoRowSchema), total: z.number(), page: z.number(), page_size: z.number() }),
});
export type Content = z.infer<typeof contentSchema>;

/** Revenue types of the daily figures, in this order (columns *_revenue of channel_daily_metrics). */
export const revenueTypes = ['ad', 'shortsAd', 'premium', 'transaction', 'membership', 'superChat', 'superThanks', 'superStickers'] as const;
export type RevenueType = (typeof revenueTypes)[number];

/**
 * Why a channel has no revenue data (issue 9): revenue reaches the network only through its CMS, so
 * a channel from a partner source (Freedom, Little Five) has none (`notInCms`); a CMS channel for
 * which YouTube reports none is not monetised, or authorised without revenue access (`noneReported`).
 */
export const noRevenueReasons = ['notInCms', 'noneReported'] as const;
export type NoRevenueReason = (typeof noRevenueReasons)[number];
/** Only in answers about a channel without revenue data. */
const noRevenueReason = z.enum(noRevenueReasons).optional();

export const analyticsSchema = z.object({
  period: range,
  has_revenue: z.boolean(),
  no_revenue_reason: noRevenueReason,
  views: z.number(),
  gross_revenue: money,
  rpm: money,
  revenue_by_type: z.array(z.object({ type: z.enum(revenueTypes), amount: z.string() })),
  impressions: z.number().nullable(),
  impressions_ctr: z.number().nullable(),
  series: z.array(
    z.object({ day: z.string(), views: z.number(), gross_revenue: money, rpm: money, impressions: z.number().nullable(), ctr: z.number().nullable() }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;

const yearFigures = z.object({ period: range, views: z.number(), gross_revenue: money, rpm: money });
const priceRange = z.object({ price: money, min: money, max: money });

export const revenueSchema = z.object({
  has_revenue: z.boolean(),
  no_revenue_reason: noRevenueReason,
  current: yearFigures,
  previous: yearFigures,
  rpm_change_percent: z.number().nullable(),
  views_change_percent: z.number().nullable(),
  midroll: priceRange,
  sponsored: priceRange,
});
export type Revenue = z.infer<typeof revenueSchema>;

/**
 * A channel group's trends: every channel's daily views and net subscribers on one axis of days
 * (`days`), its totals for the period and the comparison period with the change, and the spec 4
 * trend labels of its two figures against the comparison period. `data_through` is the channel's last day with data (null:
 * none yet).
 */
export const groupTrendsSchema = z.object({
  period: range,
  comparison: range,
  channels: z.array(
    z.object({
      channel_id: z.string(),
      title: z.string(),
      data_through: z.string().nullable(),
      /** One value per day of `days`; null on days after the channel's own last day with data. */
      views: z.array(z.number().nullable()),
      subscribers_net: z.array(z.number().nullable()),
      total_views: z.number(),
      total_subscribers_net: z.number(),
      previous_views: z.number(),
      previous_subscribers_net: z.number(),
      views_change_percent: z.number().nullable(),
      subscribers_change_percent: z.number().nullable(),
      /** The trend labels of views and net subscribers against the comparison period (periodTrend). */
      trend: z.enum(trendLabels),
      subscribers_trend: z.enum(trendLabels),
      /** The daily slope inside the period where it tells another story; else null. */
      trend_within: z.enum(trendLabels).nullable(),
      subscribers_trend_within: z.enum(trendLabels).nullable(),
    }),
  ),
  days: z.array(z.string()),
});
export type GroupTrends = z.infer<typeof groupTrendsSchema>;

export const exchangeRatesSchema = z.object({ base: z.literal('USD'), rates: z.record(z.string(), z.string()) });
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
