// Schemas of the collab area's search part (issue 11): creator search over the channel search fields
// of spec 3 (GET /api/v1/collab/creators), setting a channel's prices (agencies with editPrices), and
// favourites lists (personal, or shared with an advertiser team).
import { z } from 'zod';
import { CHANNEL_ID_PATTERN, channelParamsSchema, searchTextSchema } from '../core/common.ts';
import { cappedPage, pagingQuery } from '../core/paging.ts';
import { compareAmounts, isDecimalString } from '../core/money.ts';
import { ageGroups } from '../channels/countries.ts';
import { channelLanguages, channelSourceTypes } from '../channels/channel-list.ts';
import { socialHeadlineSchema } from '../social/headlines.ts';

export const CREATOR_SEARCH_DEFAULT_PAGE_SIZE = 20;
/** Spec 5 "tags are separated by lowercase commas": at most this many in one search. */
export const CREATOR_SEARCH_MAX_TAGS = 10;
export const FAVOURITE_LIST_NAME_MAX = 100;
/** Lists one person or one team may hold, and channels in one list. */
export const FAVOURITE_LISTS_MAX = 100;
export const FAVOURITE_LIST_CHANNELS_MAX = 1000;
/** Prices are kept in USD (channels.*_price columns, numeric(14,2)). */
export const CREATOR_PRICE_CURRENCY = 'USD' as const;

export const avgViewKinds = ['video', 'shorts', 'live'] as const;
export const avgViewPeriods = ['month', 'quarter', 'year'] as const;
export type AvgViewKind = (typeof avgViewKinds)[number];
export type AvgViewPeriod = (typeof avgViewPeriods)[number];
/** avg_views_video_month … avg_views_live_year: the nine average-views fields of spec 3. */
export const avgViewFields = avgViewKinds.flatMap((k) => avgViewPeriods.map((p) => `avg_views_${k}_${p}` as const));
export type AvgViewField = (typeof avgViewFields)[number];

/** Whole-number ranges (counts and averages): `<field>_min` and `<field>_max`. */
export const countRangeFields = ['subscribers', 'views', 'engagements', ...avgViewFields] as const;
export type CountRangeField = (typeof countRangeFields)[number];
/** Price ranges, on the price itself (USD): only for roles with viewPrices. */
export const priceRangeFields = ['midroll_price', 'sponsored_price'] as const;
export type PriceRangeField = (typeof priceRangeFields)[number];

/** Sorting on each numeric field; the price sorts only for roles with viewPrices. */
export const creatorSorts = ['subscribers', 'views', 'engagements', 'update_frequency', ...avgViewFields, ...priceRangeFields] as const;
export type CreatorSort = (typeof creatorSorts)[number];
export const creatorSortOrders = ['asc', 'desc'] as const;

const countSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,11})$/, 'validation.invalid')
  .transform(Number);
/** Uploads per week: up to two decimals. */
const frequencySchema = z.string().regex(/^\d{1,4}(\.\d{1,2})?$/, 'validation.invalid');
const priceSchema = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.priceInvalid');
/** A comma-separated list of one of the given values, each at most once. */
const listOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(200, 'validation.tooLong')
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()))].filter(Boolean))
    .pipe(z.array(z.enum(values, { error: 'validation.invalid' })).min(1, 'validation.invalid'));

const rangeShape = Object.fromEntries(countRangeFields.flatMap((f) => [`${f}_min`, `${f}_max`].map((k) => [k, countSchema.optional()]))) as Record<
  `${CountRangeField}_${'min' | 'max'}`,
  z.ZodOptional<typeof countSchema>
>;
const priceShape = Object.fromEntries(priceRangeFields.flatMap((f) => [`${f}_min`, `${f}_max`].map((k) => [k, priceSchema.optional()]))) as Record<
  `${PriceRangeField}_${'min' | 'max'}`,
  z.ZodOptional<typeof priceSchema>
>;

export const creatorSearchQuerySchema = z
  .object({
    /** Part of the title, the channel id, the @handle or a tag; any case, any script. */
    q: searchTextSchema(100).optional(),
    /** Comma-separated: any of these. */
    source_type: listOf(channelSourceTypes).optional(),
    language: listOf(channelLanguages).optional(),
    audience_age: listOf(ageGroups).optional(),
    /** Comma-separated ISO 3166-1 alpha-2 codes, any case: the channel's largest audience country is one of them. */
    audience_country: z
      .string()
      .max(200, 'validation.tooLong')
      .transform((v) => [...new Set(v.split(',').map((s) => s.trim().toUpperCase()))].filter(Boolean))
      .pipe(
        z
          .array(z.string().regex(/^[A-Z]{2}$/, 'validation.invalid'))
          .min(1, 'validation.invalid')
          .max(50, 'validation.tooLong'),
      ),
    /** Spec 5: comma-separated; a channel matches when it carries every one of them. */
    tags: z
      .string()
      .max(500, 'validation.tooLong')
      .transform((v) => [...new Set(v.split(',').map((s) => s.trim().toLowerCase()))].filter(Boolean))
      .pipe(
        z
          .array(
            z
              .string()
              .max(40, 'validation.tooLong')
              .regex(/^\P{Cc}*$/u, 'validation.invalid'),
          )
          .min(1, 'validation.invalid')
          .max(CREATOR_SEARCH_MAX_TAGS, 'validation.tooManyTags'),
      ),
    ...rangeShape,
    update_frequency_min: frequencySchema.optional(),
    update_frequency_max: frequencySchema.optional(),
    ...priceShape,
    /** Newly-added channels only. */
    is_new: z.enum(['true', 'false'], { error: 'validation.invalid' }).transform((v) => v === 'true'),
    sort: z.enum(creatorSorts, { error: 'validation.invalid' }),
    order: z.enum(creatorSortOrders, { error: 'validation.invalid' }),
    ...pagingQuery,
  })
  .partial()
  .strict()
  .superRefine((q, ctx) => {
    const record = q as Record<string, unknown>;
    for (const f of [...countRangeFields, 'update_frequency', ...priceRangeFields]) {
      const min = record[`${f}_min`];
      const max = record[`${f}_max`];
      // Only values that passed their own checks are compared (a refinement runs despite earlier issues).
      const numbers = typeof min === 'number' && typeof max === 'number';
      const decimals = typeof min === 'string' && typeof max === 'string' && isDecimalString(min) && isDecimalString(max);
      if (!numbers && !decimals) continue;
      const outOfOrder = numbers ? min > max : compareAmounts(min as string, max as string) > 0;
      if (outOfOrder) ctx.addIssue({ code: 'custom', path: [`${f}_max`], message: 'validation.rangeOrder' });
    }
  });
export type CreatorSearchQuery = z.output<typeof creatorSearchQuerySchema>;

/** Does the query filter or sort on a price (refused for roles without viewPrices)? */
export function usesPrices(query: CreatorSearchQuery): boolean {
  const record = query as Record<string, unknown>;
  return (
    priceRangeFields.some((f) => record[`${f}_min`] !== undefined || record[`${f}_max`] !== undefined) ||
    (query.sort !== undefined && (priceRangeFields as readonly string[]).includes(query.sort))
  );
}

const priceTriple = z.object({ price: z.string().nullable(), min: z.string().nullable(), max: z.string().nullable() });
export const creatorPricesSchema = z.object({ currency: z.literal(CREATOR_PRICE_CURRENCY), midroll: priceTriple, sponsored: priceTriple });
export type CreatorPrices = z.infer<typeof creatorPricesSchema>;

export const creatorItemSchema = z.object({
  channel_id: z.string(),
  channel_title: z.string(),
  handle: z.string().nullable(),
  icon_url: z.string().nullable(),
  source_type: z.enum(channelSourceTypes),
  language: z.enum(channelLanguages),
  audience_country: z.string().nullable(),
  audience_age: z.string().nullable(),
  subscribers: z.number(),
  views: z.number(),
  engagements: z.number(),
  /** Uploads per week over the last 90 days (decimal string). */
  update_frequency: z.string(),
  tags: z.array(z.string()),
  ...(Object.fromEntries(avgViewFields.map((f) => [f, z.number()])) as Record<AvgViewField, z.ZodNumber>),
  is_new: z.boolean(),
  /**
   * First-party figures: the network's own YouTube data, through `data_through` (the last day with
   * data). False for a channel not yet read from YouTube.
   */
  verified: z.boolean(),
  data_through: z.string().nullable(),
  /** Only for those who see hidden channels (the network's people): hidden from advertisers. */
  hidden: z.boolean().optional(),
  /** Only for roles with viewPrices (absent otherwise). */
  prices: creatorPricesSchema.optional(),
  /**
   * The Instagram and TikTok accounts the creator linked to the channel (issue 27): each one's
   * followers, 30-day views and engagement from the creator's own account, or not available and why.
   */
  social: z.array(socialHeadlineSchema),
});
export type CreatorItem = z.infer<typeof creatorItemSchema>;

/** Matches counted up to 500 or the page's end; total_capped: there are at least `total` ("500+"). */
export const creatorSearchSchema = z.object(cappedPage(creatorItemSchema));
export type CreatorSearch = z.infer<typeof creatorSearchSchema>;

// ---- prices ----

export const creatorParamsSchema = z.object({ channelId: z.string().regex(CHANNEL_ID_PATTERN, 'validation.notFound') }).strict();

const priceInput = z
  .object({ price: priceSchema.nullable(), min: priceSchema.nullable(), max: priceSchema.nullable() })
  .strict()
  .superRefine((raw, ctx) => {
    // Only values that passed their own checks are compared (a refinement runs despite earlier issues).
    const ok = (v: unknown): v is string | null => v === null || (typeof v === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(v));
    if (!ok(raw.price) || !ok(raw.min) || !ok(raw.max)) return;
    const p = { price: raw.price, min: raw.min, max: raw.max };
    if (p.min !== null && p.max !== null && compareAmounts(p.min, p.max) > 0) ctx.addIssue({ code: 'custom', path: ['max'], message: 'validation.rangeOrder' });
    const below = p.price !== null && p.min !== null && compareAmounts(p.price, p.min) < 0;
    const above = p.price !== null && p.max !== null && compareAmounts(p.price, p.max) > 0;
    if (below || above) ctx.addIssue({ code: 'custom', path: ['price'], message: 'validation.priceRange' });
  });

/** Mid-roll and sponsored-video prices with their reference min and max, USD; null clears a figure. */
export const creatorPricesInputSchema = z.object({ midroll: priceInput, sponsored: priceInput }).strict();
export type CreatorPricesInput = z.output<typeof creatorPricesInputSchema>;

// ---- favourites ----

/** A list's id in the path: anything else than a list id is a list that does not exist. */
const listIdSchema = z.coerce
  .number()
  .int()
  .positive('validation.notFound')
  .max(2 ** 53, 'validation.notFound');
export const favouriteListParamsSchema = z.object({ listId: listIdSchema }).strict();
export const favouriteChannelParamsSchema = channelParamsSchema.extend({ listId: listIdSchema }).strict();

const listName = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .min(1, 'validation.nameRequired')
  .max(FAVOURITE_LIST_NAME_MAX, 'validation.tooLong')
  .regex(/^\P{Cc}*$/u, 'validation.invalid');

export const favouriteListCreateSchema = z
  .object({
    name: listName,
    /** Share with this advertiser team (one the caller belongs to); absent or null: a personal list. */
    advertiser_id: z.number().int().positive('validation.notFound').nullable().optional(),
  })
  .strict();
export type FavouriteListCreate = z.output<typeof favouriteListCreateSchema>;
export const favouriteListRenameSchema = z.object({ name: listName }).strict();

export const favouriteListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The team it is shared with; null: the caller's own list. */
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The channels in it the caller may see, newest first. */
  channel_ids: z.array(z.string()),
  updated_at: z.string(),
});
export type FavouriteListSummary = z.infer<typeof favouriteListSummarySchema>;

export const favouriteListsSchema = z.object({
  lists: z.array(favouriteListSummarySchema),
  /** The advertiser teams the caller may share a list with. */
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type FavouriteLists = z.infer<typeof favouriteListsSchema>;

export const favouriteListDetailSchema = z.object({ list: favouriteListSummarySchema, items: z.array(creatorItemSchema) });
export type FavouriteListDetail = z.infer<typeof favouriteListDetailSchema>;
