// The batch creator update (spec 4 "downloading a batch report can optionally lock channel editing
// in the downloader's name", spec 6 permission item "download and upload batch creator update
// reports"): an .xlsx with one row per channel and the columns staff edit (language, tags,
// audience, prices in USD, hidden from advertisers), downloaded, edited, uploaded back.
import { z } from 'zod';
import { CHANNEL_ID_PATTERN } from '../core/common.ts';
import { ageGroups } from '../channels/countries.ts';
import { channelLanguages } from '../channels/channel-list.ts';
import { CHANNEL_HIDDEN_REASON_MAX, channelHiddenScopes } from '../channels/schemas.ts';
import { compareAmounts } from '../core/money.ts';

/** The sheet's columns, in order. `title` is there to read; an upload ignores it. Prices are USD. */
export const CREATOR_UPDATE_COLUMNS = [
  'channel_id',
  'title',
  'language',
  'tags',
  'audience_country',
  'audience_age',
  'midroll_price_usd',
  'midroll_price_min_usd',
  'midroll_price_max_usd',
  'sponsored_price_usd',
  'sponsored_price_min_usd',
  'sponsored_price_max_usd',
  'hidden',
  'hidden_scope',
  'hidden_reason',
] as const;
export type CreatorUpdateColumn = (typeof CREATOR_UPDATE_COLUMNS)[number];

/** At most this many channels in one file, either way. */
export const CREATOR_UPDATE_MAX_ROWS = 5000;
export const CREATOR_TAGS_MAX = 20;
export const CREATOR_TAG_MAX_LENGTH = 40;

const booleanQuery = z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).transform((v) => v === 'true' || v === '1');

export const creatorUpdateDownloadQuerySchema = z
  .object({
    /** Lock the channels' editing in the downloader's name (all or none: another's lock refuses the download). */
    lock: booleanQuery.optional(),
    /** Comma-separated channel ids; none: every channel the caller may see. */
    channel_ids: z
      .string()
      .max(65 * 500, 'validation.tooLong')
      .refine((v) => v.split(',').every((id) => CHANNEL_ID_PATTERN.test(id)), 'validation.invalid')
      .optional(),
  })
  .strict();

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const price = z
  .string()
  .transform(blankToNull)
  .pipe(
    z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.priceInvalid')
      .nullable(),
  );
const yes = ['true', 'yes', 'y', '1', 'hidden', '是'];
const no = ['false', 'no', 'n', '0', '', '否'];

/** One uploaded row, as text from its cells; answers the channel's new settings. */
export const creatorUpdateRowSchema = z
  .object({
    channel_id: z.string().trim().regex(CHANNEL_ID_PATTERN, 'validation.notFound'),
    language: z.enum(channelLanguages, { error: 'validation.invalid' }),
    tags: z
      .string()
      .transform((v) => [
        ...new Set(
          v
            .split(/[,，、]/)
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().max(CREATOR_TAG_MAX_LENGTH, 'validation.tooLong')).max(CREATOR_TAGS_MAX, 'validation.tooManyTags')),
    audience_country: z
      .string()
      .transform(blankToNull)
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z]{2}$/, 'validation.invalid')
          .transform((v) => v.toUpperCase())
          .nullable(),
      ),
    audience_age: z
      .string()
      .transform(blankToNull)
      .pipe(z.enum(ageGroups, { error: 'validation.invalid' }).nullable()),
    midroll_price_usd: price,
    midroll_price_min_usd: price,
    midroll_price_max_usd: price,
    sponsored_price_usd: price,
    sponsored_price_min_usd: price,
    sponsored_price_max_usd: price,
    hidden: z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .refine((v) => yes.includes(v) || no.includes(v), 'validation.invalid')
      .transform((v) => yes.includes(v)),
    hidden_scope: z
      .string()
      .transform(blankToNull)
      .pipe(z.enum(channelHiddenScopes, { error: 'validation.invalid' }).nullable()),
    hidden_reason: z.string().transform(blankToNull).pipe(z.string().max(CHANNEL_HIDDEN_REASON_MAX, 'validation.hiddenReasonTooLong').nullable()),
  })
  .superRefine((row, ctx) => {
    if (row.hidden && !row.hidden_reason) ctx.addIssue({ code: 'custom', path: ['hidden_reason'], message: 'validation.hiddenReasonRequired' });
    for (const kind of ['midroll', 'sponsored'] as const) {
      const value = row[`${kind}_price_usd`];
      const min = row[`${kind}_price_min_usd`];
      const max = row[`${kind}_price_max_usd`];
      const outOfOrder =
        (min !== null && max !== null && compareAmounts(min, max) > 0) ||
        (value !== null && min !== null && compareAmounts(value, min) < 0) ||
        (value !== null && max !== null && compareAmounts(value, max) > 0);
      if (outOfOrder) ctx.addIssue({ code: 'custom', path: [`${kind}_price_usd`], message: 'validation.priceRange' });
    }
  });
export type CreatorUpdateRow = z.output<typeof creatorUpdateRowSchema>;

export const creatorUpdateRowStatuses = ['updated', 'failed'] as const;

export const creatorUpdateOutputSchema = z.object({
  total: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  rows: z.array(
    z.object({
      /** The row number in the sheet (the header is row 1). */
      row: z.number().int(),
      channel_id: z.string(),
      status: z.enum(creatorUpdateRowStatuses),
      /** The column at fault, when one is. */
      field: z.string().nullable(),
      error: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type CreatorUpdateOutput = z.infer<typeof creatorUpdateOutputSchema>;
