// Schemas of the exploration area's video search (issue 26): GET /api/v1/exploration/videos. The
// words of `q` are segmented on the server like the stored titles (zh-TW, ja, en); every filter is
// optional; a page is 20 videos.
import { z } from 'zod';
import { searchTextSchema } from '../core/common.ts';
import { pageQuerySchema } from '../core/paging.ts';
import { searchOutcomeSchema, searchQuotaSchema } from './quota.ts';

export const VIDEO_SEARCH_PAGE_SIZE = 20;
export const VIDEO_SEARCH_QUERY_MAX = 100;
/** Counting the network's matching videos stops here: past it the answer says "10,000+" (total_capped). */
export const VIDEO_SEARCH_COUNT_CAP = 10_000;

export const videoSearchSources = ['network', 'youtube'] as const;
export type VideoSearchSource = (typeof videoSearchSources)[number];
export const videoSearchLanguages = ['zh-TW', 'ja', 'en'] as const;
export type VideoSearchLanguage = (typeof videoSearchLanguages)[number];
/** Duration classes: Shorts (is_short), under 4 minutes, 4 to 20, over 20 (Shorts left out of the three). */
export const videoDurations = ['shorts', 'under_4', '4_to_20', 'over_20'] as const;
export type VideoDuration = (typeof videoDurations)[number];
export const videoNetworkFilters = ['in', 'out'] as const;
export const videoSearchSorts = ['published_at', 'views', 'views_per_day', 'engagement_rate', 'duration_seconds'] as const;
export type VideoSearchSort = (typeof videoSearchSorts)[number];
export const videoSearchOrders = ['asc', 'desc'] as const;

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateFormat')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation.invalid');
const countSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,11})$/, 'validation.invalid')
  .transform(Number);
/** A percentage with up to two decimals (engagement rate 4.5 = 4.5 %). */
const percentSchema = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'validation.invalid')
  .transform(Number);

export const videoSearchQuerySchema = z
  .object({
    q: searchTextSchema(VIDEO_SEARCH_QUERY_MAX).optional(),
    source: z.enum(videoSearchSources, { error: 'validation.invalid' }).optional(),
    language: z.enum(videoSearchLanguages, { error: 'validation.invalid' }).optional(),
    duration: z.enum(videoDurations, { error: 'validation.invalid' }).optional(),
    published_after: dateSchema.optional(),
    published_before: dateSchema.optional(),
    min_views: countSchema.optional(),
    min_views_per_day: countSchema.optional(),
    min_engagement_rate: percentSchema.optional(),
    network: z.enum(videoNetworkFilters, { error: 'validation.invalid' }).optional(),
    sort: z.enum(videoSearchSorts, { error: 'validation.invalid' }).optional(),
    order: z.enum(videoSearchOrders, { error: 'validation.invalid' }).optional(),
    page: pageQuerySchema.optional(),
  })
  .strict()
  .refine((v) => !v.published_after || !v.published_before || v.published_after <= v.published_before, {
    message: 'validation.dateOrder',
    path: ['published_before'],
  });
export type VideoSearchQuery = z.infer<typeof videoSearchQuerySchema>;

export const videoSearchItemSchema = z.object({
  video_id: z.string(),
  channel_id: z.string(),
  channel_title: z.string(),
  title: z.string(),
  published_at: z.string(),
  views: z.number(),
  /** Views divided by the whole days since publishing (at least one), one decimal. */
  views_per_day: z.number(),
  /** (likes + comments) / views, in percent with two decimals; 0 without views. */
  engagement_rate: z.number(),
  duration_seconds: z.number(),
  is_short: z.boolean(),
  language: z.enum(['zh-TW', 'ja', 'en', 'other']).nullable(),
  in_network: z.boolean(),
});
export type VideoSearchItem = z.infer<typeof videoSearchItemSchema>;

export const videoSearchResultSchema = z.object({
  items: z.array(videoSearchItemSchema),
  /**
   * The network's matching videos, counted up to 10,000 or the page's end; from YouTube, the
   * results it lists for the words (see total_capped).
   */
  total: z.number(),
  /** More match than `total` says: counting stopped at the cap ("10,000+"), or YouTube lists more than it gives (it gives at most 500). */
  total_capped: z.boolean(),
  /** The words the query was searched by, after segmentation (what matched). */
  terms: z.array(z.string()),
  /** source=youtube: the day's search allowance after this search (as on discovery); null for the network's videos. */
  quota: searchQuotaSchema.nullable(),
  /** source=youtube: what the search cost and how it was answered; null for the network's videos. */
  search: searchOutcomeSchema.nullable(),
});
export type VideoSearchResult = z.infer<typeof videoSearchResultSchema>;

export const videoSearchSchemas = {
  explorationVideos: { query: videoSearchQuerySchema, response: videoSearchResultSchema },
} as const;
