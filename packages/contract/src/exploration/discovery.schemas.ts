// Schemas of the exploration area's discovery part (issue 26): creators inside and outside the
// network in one list (GET /api/v1/exploration/channels), with the figures an agency checks by hand.
import { z } from 'zod';
import { CHANNEL_ID_PATTERN, searchTextSchema } from '../core/common.ts';
import { insightLanguages } from '../insight/language.schemas.ts';
import { cappedPage, pagingQuery } from '../core/paging.ts';
import { searchOutcomeSchema, searchQuotaSchema } from './quota.ts';

export const DISCOVERY_DEFAULT_PAGE_SIZE = 20;
/** Counting matches stops here: past it the answer says "1,000+" (total_capped). */
export const DISCOVERY_COUNT_CAP = 1_000;
/** Public data is refreshed or removed after this many days (YouTube Developer Policies III.E.4). */
export const PUBLIC_DATA_MAX_DAYS = 30;
/** Pages of YouTube results one search may read (each page is one search.list call). */
export const DISCOVERY_MAX_SEARCH_PAGES = 3;

export const discoverySources = ['network', 'youtube', 'all'] as const;
export type DiscoverySource = (typeof discoverySources)[number];

/** Where a figure comes from: the network's own authorized data, public API data, or an estimate. */
export const figureOrigins = ['authorized', 'public', 'estimate'] as const;
export type FigureOrigin = (typeof figureOrigins)[number];

export const discoverySorts = [
  'subscribers',
  'views',
  'video_count',
  'median_views_last10',
  'shorts_share',
  'uploads_per_week',
  'avg_duration_seconds',
  'days_since_last_upload',
  'fetched_at',
  'title',
] as const;
export type DiscoverySort = (typeof discoverySorts)[number];

const countSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,11})$/, 'validation.invalid')
  .transform(Number);
/** A share from 0 to 1 with up to 4 decimals ("0.25"). */
const shareSchema = z
  .string()
  .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'validation.invalid')
  .transform(Number);
/** Uploads per week: up to two decimals. */
const rateSchema = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, 'validation.invalid')
  .transform(Number);

/** Rows one export holds at most (the first ones in the chosen order). */
export const DISCOVERY_EXPORT_MAX_ROWS = 1000;

const discoveryFilters = z.object({
  /** Words to search for: titles and topics of stored channels; the keywords of a YouTube search. */
  q: searchTextSchema(100).optional(),
  source: z.enum(discoverySources, { error: 'validation.invalid' }).optional(),
  language: z.enum(insightLanguages, { error: 'validation.invalid' }).optional(),
  /** ISO 3166-1 alpha-2, any case. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'validation.invalid')
    .transform((v) => v.toUpperCase())
    .optional(),
  min_subscribers: countSchema.optional(),
  max_subscribers: countSchema.optional(),
  max_shorts_share: shareSchema.optional(),
  min_median_views: countSchema.optional(),
  min_uploads_per_week: rateSchema.optional(),
  min_avg_duration: countSchema.optional(),
  max_avg_duration: countSchema.optional(),
  max_days_since_upload: countSchema.optional(),
  in_network: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  has_email: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  /** One channel by its id (the video search's channel link opens its card). */
  channel: z.string().regex(CHANNEL_ID_PATTERN, 'validation.invalid').optional(),
  /** YouTube result pages to read when the search is new (1 to 3; each is one search.list call). */
  pages: z.enum(['1', '2', '3'], { error: 'validation.invalid' }).transform(Number).optional(),
  sort: z.enum(discoverySorts, { error: 'validation.invalid' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).optional(),
  ...pagingQuery,
});

type FilterRules = {
  min_subscribers?: number;
  max_subscribers?: number;
  min_avg_duration?: number;
  max_avg_duration?: number;
  source?: DiscoverySource;
  pages?: number;
};
function filterRules(q: FilterRules, ctx: z.RefinementCtx) {
  const pairs: [unknown, unknown, string][] = [
    [q.min_subscribers, q.max_subscribers, 'max_subscribers'],
    [q.min_avg_duration, q.max_avg_duration, 'max_avg_duration'],
  ];
  for (const [min, max, path] of pairs)
    if (typeof min === 'number' && typeof max === 'number' && min > max) ctx.addIssue({ code: 'custom', path: [path], message: 'validation.rangeOrder' });
  if (q.source === 'network' && q.pages !== undefined) ctx.addIssue({ code: 'custom', path: ['pages'], message: 'validation.invalid' });
}

export const discoveryQuerySchema = discoveryFilters.strict().superRefine(filterRules);
export type DiscoveryQuery = z.output<typeof discoveryQuerySchema>;

/** The list as a file: the same filters and sort, no paging, never a new YouTube search (stored results only). */
export const discoveryExportQuerySchema = discoveryFilters
  .omit({ page: true, page_size: true, pages: true })
  .extend({ format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).default('csv') })
  .strict()
  .superRefine(filterRules);
export type DiscoveryExportQuery = z.output<typeof discoveryExportQuerySchema>;

export const discoveryItemSchema = z.object({
  channel_id: z.string(),
  title: z.string(),
  icon_url: z.string().nullable(),
  subscribers: z.number().int().nullable(),
  views: z.number().int().nullable(),
  video_count: z.number().int().nullable(),
  /** Median views of the last 10 uploads; null until the videos are read. */
  median_views_last10: z.number().int().nullable(),
  /** Share (0 to 1) of Shorts among the last 30 uploads. */
  shorts_share: z.number().nullable(),
  /** Uploads per week over the last 90 days. */
  uploads_per_week: z.number().nullable(),
  avg_duration_seconds: z.number().int().nullable(),
  days_since_last_upload: z.number().int().nullable(),
  /** Detected from titles and descriptions (the insight area's language code). */
  language: z.enum(insightLanguages).nullable(),
  country: z.string().nullable(),
  topics: z.array(z.string()),
  contact_email: z.string().nullable(),
  in_network: z.boolean(),
  /** Where the row comes from: the network's own channels, or YouTube's public data. */
  source: z.enum(['network', 'youtube']),
  /** Counts and per-video figures: authorized (network), public (Data API). The language is always an estimate. */
  origin: z.enum(figureOrigins),
  /** When the counts were read (ISO 8601); the network's last refresh for its channels. */
  fetched_at: z.string().nullable(),
  /** When the per-video figures were computed; null while they are being read. */
  figures_at: z.string().nullable(),
});
export type DiscoveryItem = z.infer<typeof discoveryItemSchema>;

export const discoverySchema = z.object({
  /** Matches counted up to 1,000 or the page's end; total_capped: more match than `total` says ("1,000+"). */
  ...cappedPage(discoveryItemSchema),
  quota: searchQuotaSchema,
  /** What this answer cost and how it was answered. */
  search: searchOutcomeSchema,
  /** The job reading the new candidates' videos (its progress: GET /api/v1/jobs/{id}), if any. */
  enrichment_job_id: z.string().nullable(),
  /** Candidates whose per-video figures are still being read. */
  pending: z.number().int(),
});
export type Discovery = z.infer<typeof discoverySchema>;
