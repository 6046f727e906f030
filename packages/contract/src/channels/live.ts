// Live streams of a channel (issue 27, the videoStream page): its recent and upcoming streams with
// their figures, and its live against on-demand split over time. A figure YouTube or the CMS did
// not give is null ("not available"), never 0; `sources` says where each figure comes from.
import { z } from 'zod';
import { dateOnlySchema } from '../core/common.ts';
import { moneySchema } from '../core/money.ts';

/** A window of days; without dates the last 365 days up to the channel's data (see the service). */
export const liveQuerySchema = z
  .object({ start: dateOnlySchema.optional(), end: dateOnlySchema.optional() })
  .strict()
  .refine((q) => (q.start === undefined) === (q.end === undefined), { message: 'validation.dateRange', path: ['end'] })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: 'validation.dateRange', path: ['end'] });
export type LiveQuery = z.infer<typeof liveQuerySchema>;

export const liveStatuses = ['upcoming', 'live', 'completed'] as const;
export type LiveStatus = (typeof liveStatuses)[number];

/**
 * What the refresh could read of the owner-only liveBroadcasts.list (chat messages come from it):
 * `read`; `not_granted`, the channel is linked through a content manager or not linked; `refused`,
 * Google refused the owner's grant; `never`, no refresh has asked yet.
 */
export const liveBroadcastAccess = ['read', 'not_granted', 'refused', 'never'] as const;

const timestamp = z.string().nullable();
const usd = moneySchema.nullable();

export const liveStreamSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  status: z.enum(liveStatuses),
  scheduled_start: timestamp,
  actual_start: timestamp,
  actual_end: timestamp,
  /** From concurrentViewers samples taken while the stream was live; null without a sample. */
  peak_concurrent_viewers: z.number().int().nullable(),
  avg_concurrent_viewers: z.number().int().nullable(),
  viewer_samples: z.number().int(),
  /** The video's views (Data API statistics); null before the stream is a stored video. */
  views: z.number().int().nullable(),
  /** liveBroadcasts statistics.totalChatCount, seen while live with the owner's grant. */
  chat_messages: z.number().int().nullable(),
  /** The CMS paid-features report's Super Chat and Super Sticker earnings for the video (USD). */
  super_chat_revenue: usd,
  super_sticker_revenue: usd,
});
export type LiveStream = z.infer<typeof liveStreamSchema>;

export const liveSplitDaySchema = z.object({
  day: z.string(),
  live_views: z.number().int(),
  on_demand_views: z.number().int(),
  live_watch_minutes: z.number().int(),
  on_demand_watch_minutes: z.number().int(),
  live_revenue: usd,
  on_demand_revenue: usd,
});

const splitTotals = liveSplitDaySchema.omit({ day: true });

export const liveAnswerSchema = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  /** Upcoming and live streams, then the completed ones that started in the period, newest first. */
  streams: z.array(liveStreamSchema),
  split: z.object({ days: z.array(liveSplitDaySchema), totals: splitTotals.nullable() }),
  /** The channel's CMS Super Chat / Super Sticker earnings over the period's months; null without CMS data. */
  super_chat_total: usd,
  super_sticker_total: usd,
  sources: z.object({
    broadcasts: z.enum(liveBroadcastAccess),
    /** Months of CMS paid-features data for the channel in the period. */
    cms_months: z.number().int(),
    /** The newest CMS month the channel has (YYYYMM), whatever the period; null: none at all. */
    cms_latest_month: z.string().nullable(),
  }),
});
export type LiveAnswer = z.infer<typeof liveAnswerSchema>;
