// Schemas of the insight area's comparison part (spec 2 "channel comparison (by time range or
// keyword presence, selectable columns)"): the comparison's columns (defined once here: the web
// app's column picker, the answer, the CSV and the saved column sets all take them from this list),
// the request, the answer, and the saved column sets.
import { z } from 'zod';
import { CHANNEL_ID_PATTERN, dateOnlySchema } from '../core/common.ts';
import { daysBetween } from '../channels/periods.ts';

export const comparisonModes = ['range', 'keyword'] as const;
export type ComparisonMode = (typeof comparisonModes)[number];

/**
 * The comparison's columns, in their default order. `modes`: where the column has figures (in
 * keyword mode only what the matching videos' own figures can say: YouTube reports subscribers lost
 * per channel, not per video). `format`: how it is shown (count, percent with two places, hours or
 * seconds with one place). Figures are of the period unless said otherwise.
 */
export const comparisonColumns = [
  { key: 'views', modes: ['range', 'keyword'], format: 'count' },
  { key: 'watch_hours', modes: ['range', 'keyword'], format: 'hours' },
  { key: 'avg_view_seconds', modes: ['range', 'keyword'], format: 'seconds' },
  { key: 'subscribers_gained', modes: ['range', 'keyword'], format: 'count' },
  { key: 'subscribers_lost', modes: ['range'], format: 'count' },
  { key: 'subscribers_net', modes: ['range'], format: 'count' },
  { key: 'likes', modes: ['range', 'keyword'], format: 'count' },
  { key: 'comments', modes: ['range', 'keyword'], format: 'count' },
  { key: 'shares', modes: ['range', 'keyword'], format: 'count' },
  { key: 'engagement_rate', modes: ['range', 'keyword'], format: 'percent' },
  /** Videos published in the period (in keyword mode: those holding the keyword). */
  { key: 'videos_published', modes: ['range', 'keyword'], format: 'count' },
  /** Average views to date of the videos published in the period. */
  { key: 'avg_views_per_video', modes: ['range', 'keyword'], format: 'count' },
  /** The channel's videos holding the keyword, published at any time. */
  { key: 'videos_matched', modes: ['keyword'], format: 'count' },
  /** The channel's subscribers now (not of the period). */
  { key: 'subscribers_total', modes: ['range', 'keyword'], format: 'count' },
] as const satisfies readonly { key: string; modes: readonly ComparisonMode[]; format: 'count' | 'percent' | 'hours' | 'seconds' }[];

export type ComparisonColumn = (typeof comparisonColumns)[number]['key'];
export const comparisonColumnKeys = comparisonColumns.map((c) => c.key) as [ComparisonColumn, ...ComparisonColumn[]];
/** The columns shown before the user chooses any. */
export const defaultComparisonColumns: readonly ComparisonColumn[] = ['views', 'subscribers_net', 'engagement_rate', 'videos_published', 'avg_views_per_video'];

/** At most this many channels in one comparison (the page's channel included). */
export const COMPARISON_MAX_CHANNELS = 50;
export const COMPARISON_KEYWORD_MAX = 100;
/** The longest period compared at once, in days. */
export const COMPARISON_MAX_DAYS = 731;
export const COLUMN_SETS_MAX = 20;
export const COLUMN_SET_NAME_MAX = 60;

const channelIdText = z.string().regex(CHANNEL_ID_PATTERN, 'validation.invalid');
/** A comma-separated list in the query string (`a,b,c`), as an array. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T, max: number) =>
  z
    .string()
    .max(4000, 'validation.tooLong')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, 'validation.tooMany'));

const columnSchema = z.enum(comparisonColumnKeys, { error: 'validation.invalid' });

const comparisonFields = {
  start: dateOnlySchema.optional(),
  end: dateOnlySchema.optional(),
  mode: z.enum(comparisonModes, { error: 'validation.invalid' }).default('range'),
  keyword: z.string().trim().max(COMPARISON_KEYWORD_MAX, 'validation.tooLong').optional(),
  /** The other channels compared with the page's channel. */
  channels: commaList(channelIdText, COMPARISON_MAX_CHANNELS - 1).optional(),
  /** A channel group the caller may use: its channels are compared too. */
  group: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .positive('validation.invalid')
    .max(2 ** 53 - 1, 'validation.invalid')
    .optional(),
};
type ComparisonFields = { start?: string; end?: string; mode: (typeof comparisonModes)[number]; keyword?: string };

/** The rules every comparison asks by: both dates or neither, in order, not too long; a keyword in keyword mode. */
function withComparisonRules<T extends z.ZodType<ComparisonFields>>(schema: T) {
  return schema
    .refine((q) => (q.start === undefined) === (q.end === undefined), { message: 'validation.dateRange', path: ['end'] })
    .refine((q) => !q.start || !q.end || q.start <= q.end, { message: 'validation.dateRange', path: ['end'] })
    .refine((q) => !q.start || !q.end || q.start > q.end || daysBetween({ start: q.start, end: q.end }) <= COMPARISON_MAX_DAYS, {
      message: 'validation.comparisonPeriodTooLong',
      path: ['end'],
    })
    .refine((q) => q.mode !== 'keyword' || Boolean(q.keyword), { message: 'validation.keywordRequired', path: ['keyword'] });
}

export const comparisonQuerySchema = withComparisonRules(z.object(comparisonFields).strict());
export type ComparisonQuery = z.infer<typeof comparisonQuerySchema>;

/** The CSV export: the same comparison, with the columns to write, in order. */
export const comparisonExportQuerySchema = withComparisonRules(
  z
    .object({
      ...comparisonFields,
      columns: commaList(columnSchema, comparisonColumns.length).pipe(z.array(columnSchema).min(1, 'validation.columnsRequired')),
    })
    .strict(),
);
export type ComparisonExportQuery = z.infer<typeof comparisonExportQuerySchema>;

const figure = z.number().nullable();
export const comparisonRowSchema = z.object({
  channel_id: z.string(),
  title: z.string(),
  icon_url: z.string().nullable(),
  /** The page's own channel. */
  is_current: z.boolean(),
  /** The channel's last day with figures (null: none yet). */
  data_through: z.string().nullable(),
  /** Every column's figure; null where the mode has none or nothing can be said (no views: no rate). */
  values: z.object(Object.fromEntries(comparisonColumnKeys.map((k) => [k, figure])) as Record<ComparisonColumn, typeof figure>),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

export const comparisonSchema = z.object({
  mode: z.enum(comparisonModes),
  keyword: z.string().nullable(),
  period: z.object({ start: z.string(), end: z.string() }),
  /** The group compared, if one was asked for. */
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  channels: z.array(comparisonRowSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;

// ---- saved column sets (per user) ----

export const columnSetParamsSchema = z
  .object({
    channelId: z.string().regex(CHANNEL_ID_PATTERN, 'validation.notFound'),
    setId: z.coerce
      .number()
      .int()
      .positive('validation.notFound')
      .max(2 ** 53 - 1, 'validation.notFound'),
  })
  .strict();

export const columnSetInputSchema = z
  .object({
    name: z.string({ error: 'validation.nameRequired' }).trim().min(1, 'validation.nameRequired').max(COLUMN_SET_NAME_MAX, 'validation.tooLong'),
    columns: z
      .array(columnSchema, { error: 'validation.columnsRequired' })
      .min(1, 'validation.columnsRequired')
      .max(comparisonColumns.length, 'validation.tooMany')
      .refine((cols) => new Set(cols).size === cols.length, 'validation.duplicateColumns'),
  })
  .strict();
export type ColumnSetInput = z.infer<typeof columnSetInputSchema>;

export const columnSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  columns: z.array(z.enum(comparisonColumnKeys)),
  updated_at: z.string(),
});
export type ColumnSet = z.infer<typeof columnSetSchema>;
export const columnSetListSchema = z.object({ sets: z.array(columnSetSchema) });
