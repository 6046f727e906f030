// Wire shapes of the social area (issue 27). Field names of the two read answers are the issue's.
// A figure the platform does not give (or has not given yet) is `null` with its availability and a
// reason code the web translates: never a zero in place of a missing figure.
import { z } from 'zod';
import { CHANNEL_ID_PATTERN, dateOnlySchema } from '../core/common.ts';

export const socialPlatforms = ['instagram', 'tiktok'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];
export const socialPlatformSchema = z.enum(socialPlatforms, { error: 'validation.invalid' });

/**
 * A link's state: `active`; `expiring` (it lapses within 7 days and refreshing has not renewed it:
 * the creator is mailed); `expired` (the token lapsed: link again); `revoked` (the platform refused
 * the token before its expiry: the creator withdrew consent or changed the password).
 */
export const socialAccountStatuses = ['active', 'expiring', 'expired', 'revoked'] as const;
export type SocialAccountStatus = (typeof socialAccountStatuses)[number];

/** Whether a figure is the creator's own account's (first party) or not available. */
export const socialAvailabilities = ['first_party', 'unavailable'] as const;
export type SocialAvailability = (typeof socialAvailabilities)[number];

/**
 * Why a figure is not available (translated by the web under `social.reasons.*`):
 * `withheld_under_100`: Instagram withholds a demographic breakdown unless every bucket has more than 100 people;
 * `not_provided_by_platform`: the platform's API gives no such figure (TikTok: audience, reach; Instagram stories: likes);
 * `not_yet_collected`: linked, but the daily job has not collected it yet (or not for this period);
 * `token_expired`: the link lapsed or was revoked, nothing new is collected until the creator links again;
 * `deprecated_by_platform`: the platform retired the metric (Instagram `impressions` and plays, April 2025).
 */
const withheldOrNotGiven = ['withheld_under_100', 'not_provided_by_platform', 'deprecated_by_platform'] as const;
const notCollected = ['not_yet_collected', 'token_expired'] as const;
export const socialUnavailableReasons = [...withheldOrNotGiven, ...notCollected] as const;
export type SocialUnavailableReason = (typeof socialUnavailableReasons)[number];

const availabilitySchema = z.enum(socialAvailabilities);
const reasonSchema = z.enum(socialUnavailableReasons).nullable();

export const socialAccountSchema = z.object({
  account_id: z.number().int(),
  platform: socialPlatformSchema,
  username: z.string(),
  channel_id: z.string(),
  /** The linked channel's title (so a reader of another channel's account sees its name, not its id). */
  channel_title: z.string(),
  linked_at: z.string(),
  /** When the link lapses unless refreshed (Instagram: the long-lived token; TikTok: the refresh token). */
  token_expires_at: z.string().nullable(),
  status: z.enum(socialAccountStatuses),
  /** Additive to the fields. */
  display_name: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  /** The last day the daily job collected; null before its first run. */
  collected_through: z.string().nullable(),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

export const socialAccountsQuerySchema = z.object({ channel_id: z.string().regex(CHANNEL_ID_PATTERN, 'validation.notFound').optional() }).strict();
export const socialAccountsSchema = z.object({ items: z.array(socialAccountSchema) });

export const socialAccountParamsSchema = z.object({ accountId: z.coerce.number().int().positive('validation.notFound') }).strict();

/** Defaults: the 90 days up to the last collected day. At most two years (Instagram keeps media insights that long). */
export const socialInsightsQuerySchema = z
  .object({ start: dateOnlySchema.optional(), end: dateOnlySchema.optional() })
  .strict()
  .refine((q) => (q.start === undefined) === (q.end === undefined), { message: 'validation.dateRange', path: ['end'] })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: 'validation.dateRange', path: ['end'] });

/** Daily figures: Instagram's account insights and TikTok's user info counts as snapshotted each day. */
/** Counts read as they stand each day, and daily totals. */
const socialCounts = ['followers', 'following', 'likes', 'videos', 'media_count'] as const;
const socialDailyTotals = ['views', 'reach', 'accounts_engaged', 'profile_links_taps', 'impressions'] as const;
export const socialMetricKeys = [...socialCounts, ...socialDailyTotals] as const;
export type SocialMetricKey = (typeof socialMetricKeys)[number];

export const socialSeriesSchema = z.object({
  metric: z.enum(socialMetricKeys),
  availability: availabilitySchema,
  reason: reasonSchema,
  /** Only the days that have a figure; a day without one is absent, not zero. */
  points: z.array(z.object({ day: z.string(), value: z.number() })),
});

/** How a headline figure is made from the days: the latest day's (counts) or the period's sum (daily totals). */
export const socialMetricSchema = z.object({
  metric: z.enum(socialMetricKeys),
  value: z.number().nullable(),
  availability: availabilitySchema,
  reason: reasonSchema,
  aggregation: z.enum(['latest', 'sum']),
});

/** A medium's figures (each null when the platform gives none). */
export const socialMediaFigures = ['views', 'reach', 'likes', 'comments', 'saves', 'shares'] as const;
export type SocialMediaFigure = (typeof socialMediaFigures)[number];

export const socialMediaKinds = ['image', 'video', 'reel', 'carousel', 'story'] as const;
const figure = z.number().nullable();
export const socialMediaSchema = z.object({
  media_id: z.string(),
  kind: z.enum(socialMediaKinds),
  caption: z.string().nullable(),
  permalink: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  posted_at: z.string(),
  /** Stories: when captured and when they vanished from the platform (24 h after posting). */
  expires_at: z.string().nullable(),
  views: figure,
  reach: figure,
  likes: figure,
  comments: figure,
  saves: figure,
  shares: figure,
  /** Per figure that is null: why (e.g. saves of a TikTok video: not_provided_by_platform). */
  unavailable: z.array(z.object({ figure: z.enum(socialMediaFigures), reason: z.enum(socialUnavailableReasons) })),
});

export const socialAudienceDimensions = ['age', 'gender', 'country', 'city'] as const;
export const socialAudienceSchema = z.object({
  availability: availabilitySchema,
  reason: reasonSchema,
  /** The day Instagram's follower demographics were read. */
  as_of: z.string().nullable(),
  breakdowns: z.array(
    z.object({
      dimension: z.enum(socialAudienceDimensions),
      availability: availabilitySchema,
      reason: reasonSchema,
      /** Followers per bucket (age range "18-24", gender "F"/"M"/"U", ISO country, city name); empty when withheld. */
      buckets: z.array(z.object({ key: z.string(), value: z.number().int() })),
    }),
  ),
});

export const socialInsightsSchema = z.object({
  platform: socialPlatformSchema,
  account: socialAccountSchema,
  start: z.string(),
  end: z.string(),
  series: z.array(socialSeriesSchema),
  /** Posts, reels and videos published in the period, most viewed first, then the period's stories. */
  media: z.array(socialMediaSchema),
  metrics: z.array(socialMetricSchema),
  audience: socialAudienceSchema,
});
export type SocialInsights = z.infer<typeof socialInsightsSchema>;

export const socialLinkStartQuerySchema = z
  .object({ platform: socialPlatformSchema, channel_id: z.string().regex(CHANNEL_ID_PATTERN, 'validation.notFound') })
  .strict();
/** `not_configured`: the server has no app credentials for the platform (INSTAGRAM_* / TIKTOK_*); the web says so plainly. */
export const socialLinkStartSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), url: z.string() }),
  z.object({ status: z.literal('not_configured'), url: z.null() }),
]);
export const socialLinkCallbackParamsSchema = z.object({ platform: socialPlatformSchema }).strict();
/** Instagram answers code/state or error/error_reason/error_description; TikTok code/state/scopes or error/error_description. */
export const socialLinkCallbackQuerySchema = z
  .object({
    state: z.string().min(1).max(400),
    code: z.string().min(1).max(2000).optional(),
    error: z.string().max(200).optional(),
    error_reason: z.string().max(200).optional(),
    error_description: z.string().max(2000).optional(),
    scopes: z.string().max(2000).optional(),
  })
  .passthrough();
