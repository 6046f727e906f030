// Schemas of the collab area's deals part: case packages and their cases (spec 3 "Case package"),
// status moves (spec 4), the advertiser request form (spec 3, spec 5 "key exposure points one per
// line, maximum 3; hashtags maximum 5; competitors cannot be mentioned") and the package's timeline.
import { z } from 'zod';
import { CHANNEL_ID_PATTERN, positiveIdSchema } from '../core/common.ts';
import { currencies } from '../core/constants.ts';
import { caseStatuses, packageStatuses } from '../core/statuses.ts';

export const MAX_EXPOSURE_POINTS = 3;
export const MAX_HASHTAGS = 5;
export const MAX_COMPETITORS = 20;
/** Channels added to a package in one request (the wizard's selection). */
export const MAX_CHANNELS_PER_ADD = 100;

/** Collaboration types of the request form (spec 3), native break syndication among them. */
export const collaborationTypes = ['dedicated_video', 'integrated_mention', 'shorts', 'live_stream', 'native_break_syndication'] as const;
export type CollaborationType = (typeof collaborationTypes)[number];
/** Native break syndication: the client supplies the material, or the network produces it (spec 3). */
export const nativeBreakProductions = ['client_supplied', 'in_house'] as const;
export type NativeBreakProduction = (typeof nativeBreakProductions)[number];

export const packageParamsSchema = z.object({ packageId: positiveIdSchema() }).strict();
export const caseParamsSchema = z.object({ caseId: positiveIdSchema() }).strict();

const channelIdSchema = z.string({ error: 'validation.noSuchChannel' }).trim().regex(CHANNEL_ID_PATTERN, 'validation.noSuchChannel');

/** Money with at most 2 decimals, never negative, as numeric(14,2) holds it: an exact string. */
const priceSchema = z
  .string({ error: 'validation.priceInvalid' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.priceInvalid');

const text = (max: number, required?: string) =>
  required
    ? z.string({ error: required }).trim().min(1, required).max(max, 'validation.tooLong')
    : z.string({ error: 'validation.invalid' }).trim().max(max, 'validation.tooLong');

// ---- packages ----

/** The wizard's channels, as its address carries them: ids separated by commas. */
export const channelTitlesQuerySchema = z
  .object({
    ids: z
      .string({ error: 'validation.selectChannels' })
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(channelIdSchema).min(1, 'validation.selectChannels').max(MAX_CHANNELS_PER_ADD, 'validation.tooMany')),
  })
  .strict();
export const channelTitlesSchema = z.object({ channels: z.array(z.object({ channel_id: z.string(), channel_title: z.string() })) });

export const packageListQuerySchema = z.object({ status: z.enum(packageStatuses, { error: 'validation.invalid' }).optional() }).strict();

export const packageCreateSchema = z
  .object({
    name: text(200, 'validation.packageNameRequired'),
    description: text(5000).optional(),
    /** The team the package is for; default: the caller's own team. Staff may name any team or none. */
    advertiser_id: positiveIdSchema('validation.noSuchTeam').nullable().optional(),
    /** The wizard's selected creators, added as cases at once. */
    channel_ids: z.array(channelIdSchema).max(MAX_CHANNELS_PER_ADD, 'validation.tooMany').optional(),
  })
  .strict();
export type PackageCreate = z.output<typeof packageCreateSchema>;

export const packageUpdateSchema = z.object({ name: text(200, 'validation.packageNameRequired'), description: text(5000) }).strict();
export type PackageUpdate = z.output<typeof packageUpdateSchema>;

export const packageStatusInputSchema = z.object({ status: z.enum(packageStatuses, { error: 'validation.statusInvalid' }) }).strict();
export const caseStatusInputSchema = z.object({ status: z.enum(caseStatuses, { error: 'validation.statusInvalid' }) }).strict();

export const officerInputSchema = z.object({ officer_user_id: positiveIdSchema('validation.officerInvalid').nullable() }).strict();

export const casesAddSchema = z
  .object({ channel_ids: z.array(channelIdSchema).min(1, 'validation.selectChannels').max(MAX_CHANNELS_PER_ADD, 'validation.tooMany') })
  .strict();

export const caseUpdateSchema = z
  .object({
    remarks: text(5000).optional(),
    quoted_price: priceSchema.nullable().optional(),
    agreed_price: priceSchema.nullable().optional(),
  })
  .strict()
  .refine((v) => v.remarks !== undefined || v.quoted_price !== undefined || v.agreed_price !== undefined, { message: 'validation.nothingToChange' });
export type CaseUpdate = z.output<typeof caseUpdateSchema>;

// ---- the advertiser request form ----

const hashtagSchema = z
  .string({ error: 'validation.hashtagInvalid' })
  .trim()
  .transform((s) => s.replace(/^#+/, ''))
  .pipe(z.string().regex(/^[\p{L}\p{N}_]{1,50}$/u, 'validation.hashtagInvalid'))
  .transform((s) => `#${s}`);

/** Whole units (seconds, counts): 0 up to a bound. */
const count = (max: number) =>
  z.number({ error: 'validation.wholeNumber' }).int('validation.wholeNumber').min(0, 'validation.wholeNumber').max(max, 'validation.tooLarge');

export const requestFormInputSchema = z
  .object({
    brand_name: text(200, 'validation.brandRequired'),
    product_category: text(100),
    /** The ad's running period as the client says it ("2026 Q1", "3 months"). */
    ad_duration: text(100),
    budget_min: priceSchema.nullable(),
    budget_max: priceSchema.nullable(),
    budget_currency: z.enum(currencies, { error: 'validation.invalid' }),
    collaboration_count: count(10_000).nullable(),
    product_description: text(5000),
    content_expectations: text(5000),
    collaboration_format: text(500),
    material_seconds: count(86_400).nullable(),
    video_length_seconds: count(86_400).nullable(),
    /** Spec 5: one per line, at most 3. */
    exposure_points: z
      .array(text(200, 'validation.exposurePointEmpty'), { error: 'validation.invalid' })
      .max(MAX_EXPOSURE_POINTS, 'validation.exposurePointsMax'),
    /** Spec 5: at most 5; written with or without '#'. */
    hashtags: z.array(hashtagSchema, { error: 'validation.invalid' }).max(MAX_HASHTAGS, 'validation.hashtagsMax'),
    collaboration_types: z.array(z.enum(collaborationTypes, { error: 'validation.invalid' })).max(collaborationTypes.length, 'validation.invalid'),
    native_break_production: z.enum(nativeBreakProductions, { error: 'validation.invalid' }).nullable(),
    /** The package's competitor list: none may be named in the exposure points or hashtags (spec 5). */
    competitors: z.array(text(100, 'validation.competitorEmpty'), { error: 'validation.invalid' }).max(MAX_COMPETITORS, 'validation.tooMany'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.budget_min !== null && v.budget_max !== null && compareDecimal(v.budget_min, v.budget_max) > 0)
      ctx.addIssue({ code: 'custom', path: ['budget_max'], message: 'validation.budgetRange' });
    const native = v.collaboration_types.includes('native_break_syndication');
    if (native && v.native_break_production === null)
      ctx.addIssue({ code: 'custom', path: ['native_break_production'], message: 'validation.nativeBreakProduction' });
    if (!native && v.native_break_production !== null)
      ctx.addIssue({ code: 'custom', path: ['native_break_production'], message: 'validation.nativeBreakOnly' });
  });
export type RequestFormInput = z.output<typeof requestFormInputSchema>;

/** A request form with only the brand filled in: what a new package's form starts from. */
export const blankRequestForm = (brandName: string): RequestFormInput => ({
  brand_name: brandName,
  product_category: '',
  ad_duration: '',
  budget_min: null,
  budget_max: null,
  budget_currency: 'TWD',
  collaboration_count: null,
  product_description: '',
  content_expectations: '',
  collaboration_format: '',
  material_seconds: null,
  video_length_seconds: null,
  exposure_points: [],
  hashtags: [],
  collaboration_types: [],
  native_break_production: null,
  competitors: [],
});

/** Compares two non-negative decimal strings of the price shape exactly (no float). */
function compareDecimal(a: string, b: string): number {
  const [ai, af = ''] = a.split('.');
  const [bi, bf = ''] = b.split('.');
  const ia = ai!.replace(/^0+(?=\d)/, '');
  const ib = bi!.replace(/^0+(?=\d)/, '');
  if (ia.length !== ib.length) return ia.length - ib.length;
  const fa = ia + af.padEnd(2, '0');
  const fb = ib + bf.padEnd(2, '0');
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

/**
 * Spec 5 "competitors cannot be mentioned": the first competitor named in an exposure point or a
 * hashtag (case-insensitive; a hashtag also matches the name without its spaces), with where.
 */
export function competitorMention(
  form: Pick<RequestFormInput, 'exposure_points' | 'hashtags' | 'competitors'>,
): { name: string; field: 'exposure_points' | 'hashtags' } | null {
  const fold = (s: string) => s.normalize('NFKC').toLocaleLowerCase('en');
  for (const name of form.competitors) {
    const needle = fold(name);
    if (!needle) continue;
    if (form.exposure_points.some((p) => fold(p).includes(needle))) return { name, field: 'exposure_points' };
    const compact = needle.replace(/\s+/g, '');
    if (form.hashtags.some((h) => fold(h).includes(compact))) return { name, field: 'hashtags' };
  }
  return null;
}

export const requestFormSchema = z.object({
  brand_name: z.string(),
  product_category: z.string(),
  ad_duration: z.string(),
  budget_min: z.string().nullable(),
  budget_max: z.string().nullable(),
  budget_currency: z.enum(currencies),
  collaboration_count: z.number().int().nullable(),
  product_description: z.string(),
  content_expectations: z.string(),
  collaboration_format: z.string(),
  material_seconds: z.number().int().nullable(),
  video_length_seconds: z.number().int().nullable(),
  exposure_points: z.array(z.string()),
  hashtags: z.array(z.string()),
  collaboration_types: z.array(z.enum(collaborationTypes)),
  native_break_production: z.enum(nativeBreakProductions).nullable(),
  updated_at: z.string(),
});
export type RequestForm = z.infer<typeof requestFormSchema>;

// ---- answers ----

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const caseSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  channel_title: z.string(),
  status: z.enum(caseStatuses),
  remarks: z.string(),
  /** USD, exact decimal strings. */
  quoted_price: z.string().nullable(),
  agreed_price: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CollabCase = z.infer<typeof caseSchema>;

export const packageEventKinds = [
  'created',
  'updated',
  'status',
  'officer',
  'request_form',
  'case_added',
  'case_removed',
  'case_status',
  'case_updated',
  'video_added',
  'video_removed',
  // The performance part (issue 11): a case's published video recorded or taken off.
  'case_video_added',
  'case_video_removed',
] as const;
export type PackageEventKind = (typeof packageEventKinds)[number];

export const packageEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  case_id: z.number().int().nullable(),
  channel_title: z.string().nullable(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  actor: personSchema.nullable(),
  at: z.string(),
});
export type PackageEvent = z.infer<typeof packageEventSchema>;

export const packageSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(packageStatuses),
  advertiser: personSchema.nullable(),
  officer: personSchema.nullable(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  case_count: z.number().int(),
  agreed_count: z.number().int(),
  /** The caller's channels already in it (the wizard's "channels already in the case package"). */
  channel_ids: z.array(z.string()),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;
export const packageListSchema = z.object({ items: z.array(packageSummarySchema) });

export const packageDetailSchema = packageSummarySchema.extend({
  cases: z.array(caseSchema),
  request_form: requestFormSchema.nullable(),
  competitors: z.array(z.string()),
  events: z.array(packageEventSchema),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

export const casesAddResultSchema = z.object({
  added: z.array(z.string()),
  /** Spec 8 "Channels already in the case package": those asked for that were there before. */
  already: z.array(z.string()),
  package: packageDetailSchema,
});

export const officerListSchema = z.object({ officers: z.array(personSchema.extend({ email: z.string() })) });
