// Schemas of the insight area's similar part (issue 13): the network's channels closest to a channel
// with the reasons (spec 2 similar-channel analysis, spec 9 top 6 ranked), the channel's custom
// similar channels compared side by side (spec 5: 1 to 10 channel ids; spec 8 messages), keyword
// gaps against its similar channels, and the content licensing price (spec 5: a valid price).
import { z } from 'zod';
import { CHANNEL_ID_PATTERN } from '../core/common.ts';
import { lengthClasses } from '../channels/formulas.ts';
import { currencies, type Currency } from '../core/constants.ts';
import { currencyPlaces } from '../core/money.ts';

/** Spec 9: top 6 ranked. */
export const SIMILAR_TOP = 6;
/** Spec 5 and 9: a channel keeps at most 10 custom similar channels (and at least 1). */
export const CUSTOM_SIMILAR_MAX = 10;
/** How many keyword gaps the page shows. */
export const KEYWORD_GAPS_MAX = 20;

/** What makes two channels alike, each scored 0 to 100 (docs/decisions.md "Insight (issue 13), similar"). */
export const similarFactors = ['tags', 'language', 'country', 'age', 'length', 'size'] as const;
export type SimilarFactor = (typeof similarFactors)[number];

/** Subscriber bands: under 10k, 10k to 100k, 100k to 1M, 1M and more. */
export const sizeBands = ['under10k', '10k', '100k', '1m'] as const;
export type SizeBand = (typeof sizeBands)[number];

const channelIdSchema = z.string({ error: 'validation.noSuchChannel' }).trim().regex(CHANNEL_ID_PATTERN, 'validation.noSuchChannel');

/** One reason shown with a similar channel: the factor, how alike (0 to 100), and what they share. */
export const similarReasonSchema = z.object({
  factor: z.enum(similarFactors),
  score: z.number().int().min(0).max(100),
  /** tags: the shared tags (at most 5); language: the shared channel language; country, age, length: the group both lean to most; size: the band. */
  shared: z.array(z.string()),
});
export type SimilarReason = z.infer<typeof similarReasonSchema>;

/** One part of the overall score: a factor's own 0 to 100 and its weight in this pair's score (percent, one decimal). */
export const similarScorePartSchema = z.object({
  factor: z.enum(similarFactors),
  score: z.number().int().min(0).max(100),
  weight: z.number().min(0).max(100),
});
export type SimilarScorePart = z.infer<typeof similarScorePartSchema>;

/** A channel as the similar channels and the side-by-side comparison name it. */
const channelHeadSchema = z.object({
  channel_id: z.string(),
  title: z.string(),
  icon_url: z.string().nullable(),
  language: z.string(),
  subscribers: z.number().int(),
});

export const similarChannelSchema = channelHeadSchema.extend({
  /** Overall likeness 0 to 100: the weighted mean of `parts`. */
  score: z.number().int().min(0).max(100),
  /** Every factor counted in the score (those both channels have data for), in the factors' order. */
  parts: z.array(similarScorePartSchema),
  /** The factors behind the score, strongest first (only those that count). */
  reasons: z.array(similarReasonSchema),
});
export type SimilarChannel = z.infer<typeof similarChannelSchema>;

export const similarChannelsSchema = z.object({
  channel_id: z.string(),
  /**
   * Spec 9: the top 6, best first, among the channels the caller may see that share topic with the
   * channel (at least one tag); fewer when fewer share it, never padded with unrelated channels.
   */
  items: z.array(similarChannelSchema),
  /** The channel's own tags (its topic), lower-cased; empty when it has none. */
  tags: z.array(z.string()),
  /** How many channels the caller may see share topic with the channel. */
  same_topic: z.number().int().min(0),
});
export type SimilarChannels = z.infer<typeof similarChannelsSchema>;

// ---- custom similar channels ----

export const customSimilarInputSchema = z
  .object({
    channel_ids: z
      .array(channelIdSchema, { error: 'validation.customSimilarRequired' })
      .min(1, 'validation.customSimilarRequired')
      .max(CUSTOM_SIMILAR_MAX, 'validation.customSimilarMax'),
  })
  .strict();
export type CustomSimilarInput = z.infer<typeof customSimilarInputSchema>;

/** One column of the side-by-side comparison: the channel itself first, then its custom similar channels. */
export const comparedChannelSchema = channelHeadSchema.extend({
  views: z.number().int(),
  video_count: z.number().int(),
  avg_views_video_month: z.number().int(),
  avg_views_shorts_month: z.number().int(),
  engagements: z.number().int(),
  /** Uploads per week over the last 90 days, as stored (numeric). */
  update_frequency: z.string(),
  /** The length class most of its videos are in; null without videos. */
  main_length_class: z.enum(lengthClasses).nullable(),
  tags: z.array(z.string()),
  /** Likeness to the channel (100 for the channel itself). */
  score: z.number().int().min(0).max(100),
});
export type ComparedChannel = z.infer<typeof comparedChannelSchema>;

export const customSimilarSchema = z.object({
  channel_id: z.string(),
  /** The kept ids, in the order chosen (only those the caller may see). */
  channel_ids: z.array(z.string()),
  /** The channel, then each custom similar channel the caller may see. */
  compared: z.array(comparedChannelSchema),
  updated_at: z.string().nullable(),
  /** Whether the caller may change the list (policy editsCustomSimilar). */
  can_edit: z.boolean(),
});
export type CustomSimilar = z.infer<typeof customSimilarSchema>;

// ---- keyword gaps ----

export const keywordGapSchema = z.object({
  term: z.string(),
  /** The sum of the term's keyword scores over the similar channels that have it. */
  score: z.number(),
  /** The similar channels whose keywords hold the term. */
  channels: z.array(z.object({ channel_id: z.string(), title: z.string() })),
});
export type KeywordGap = z.infer<typeof keywordGapSchema>;

export const keywordGapsSchema = z.object({
  channel_id: z.string(),
  /** Which similar channels were compared: the custom list when the channel has one, else the top 6. */
  basis: z.enum(['custom', 'similar']),
  /** The channels whose keywords were compared: only those sharing topic with the channel. */
  compared: z.array(z.object({ channel_id: z.string(), title: z.string() })),
  /** Custom similar channels left out of the comparison because they share no topic (no tag) with the channel. */
  left_out: z.array(z.object({ channel_id: z.string(), title: z.string() })),
  /** The channel's own keywords (best first); empty before its first analysis. */
  own: z.array(z.string()),
  gaps: z.array(keywordGapSchema),
  /** Whether the channel has been analysed (insight_channels row). */
  analyzed: z.boolean(),
});
export type KeywordGaps = z.infer<typeof keywordGapsSchema>;

// ---- content licensing price ----

/** The largest price: 16 integer digits (numeric(18,2)). */
const PRICE_PATTERN = /^\d{1,16}(\.\d+)?$/;

/** Spec 5: a valid price, more than zero, with no more decimals than the currency's minor unit (JPY none). */
export function isValidLicensingPrice(amount: string, currency: Currency): boolean {
  if (!PRICE_PATTERN.test(amount)) return false;
  const [whole, fraction = ''] = amount.split('.') as [string, string?];
  if (fraction.length > currencyPlaces[currency]) return false;
  return /[1-9]/.test(whole + fraction);
}

export const licensingPriceInputSchema = z
  .object({
    amount: z.string({ error: 'validation.licensingPriceInvalid' }).trim(),
    currency: z.enum(currencies, { error: 'validation.invalid' }),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (!isValidLicensingPrice(input.amount, input.currency)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.licensingPriceInvalid' });
  });
export type LicensingPriceInput = z.infer<typeof licensingPriceInputSchema>;

export const licensingPriceSchema = z.object({
  channel_id: z.string(),
  /** The recorded price, exact (decimal string with the currency's places); null when none is recorded. */
  price: z.object({ amount: z.string(), currency: z.enum(currencies) }).nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  /** Whether the caller may record a price (policy setsLicensingPrice). */
  can_edit: z.boolean(),
});
export type LicensingPrice = z.infer<typeof licensingPriceSchema>;

export const similarChannelParamsSchema = z.object({ channelId: z.string().regex(CHANNEL_ID_PATTERN, 'validation.notFound') }).strict();
