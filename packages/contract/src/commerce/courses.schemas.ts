// Schemas of the commerce area's courses part (issue 28 fixes the route fields): the catalogue, the
// sales upload (its answer shaped as the accounting uploads'), hand entries and monthly revenue.
import { z } from 'zod';
import { booleanQuerySchema, CHANNEL_ID_PATTERN } from '../core/common.ts';
import { currencySchema, decimalStringSchema } from '../core/money.ts';
import { yearMonthSchema } from '../accounting/items.ts';

/** The course platforms whose sales exports are read (Teachable, Kajabi, Hahow), and courses sold elsewhere (entered by hand). */
export const coursePlatforms = ['teachable', 'kajabi', 'hahow', 'other'] as const;
export type CoursePlatform = (typeof coursePlatforms)[number];
/** The platforms with an export the upload reads. */
export const exportPlatforms = ['teachable', 'kajabi', 'hahow'] as const;
export type ExportPlatform = (typeof exportPlatforms)[number];

/** Course prices and revenue: TWD or USD (the currencies the platforms sell in for the network's creators). */
export const courseCurrencies = ['TWD', 'USD'] as const;
export const courseCurrencySchema = z.enum(courseCurrencies, { error: 'validation.invalid' });

export const commerceChannelIdSchema = z.string({ error: 'validation.noSuchChannel' }).trim().regex(CHANNEL_ID_PATTERN, 'validation.noSuchChannel');
/** A positive money amount with at most 2 places (prices, hand-entered sales). */
export const priceSchema = z
  .string({ error: 'validation.priceInvalid' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.priceInvalid');

export const courseSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  title: z.string(),
  platform: z.enum(coursePlatforms),
  /** The platform's own id of the course, when known: an export's rows match it before the title. */
  platform_course_id: z.string().nullable(),
  price: decimalStringSchema,
  currency: currencySchema,
  url: z.string().nullable(),
  created_at: z.string(),
  /** Archived: kept with its months (an export's late refund still finds it), left out of new hand entries. */
  archived_at: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

export const coursesQuerySchema = z.object({ channel_id: commerceChannelIdSchema.optional() }).strict();
export const coursesAnswerSchema = z.object({ items: z.array(courseSchema) });

export const courseCreateBodySchema = z
  .object({
    channel_id: commerceChannelIdSchema,
    title: z.string({ error: 'validation.courseTitleRequired' }).trim().min(1, 'validation.courseTitleRequired').max(200, 'validation.tooLong'),
    platform: z.enum(coursePlatforms, { error: 'validation.invalid' }),
    platform_course_id: z.string().trim().min(1, 'validation.invalid').max(100, 'validation.tooLong').optional(),
    price: priceSchema,
    currency: courseCurrencySchema,
    url: z.string().trim().url('validation.courseUrl').max(500, 'validation.tooLong').optional(),
  })
  .strict();
export type CourseCreateBody = z.infer<typeof courseCreateBodySchema>;
export const courseCreateAnswerSchema = z.object({ course: courseSchema });

export const courseIdParamsSchema = z
  .object({
    courseId: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'validation.notFound')
      .transform(Number),
  })
  .strict();
/**
 * A course's edit: the fields sent change (a link or platform id of null is removed), `archived`
 * archives or restores it. The platform and the currency stay once the course has sales from an
 * export (platform) or any sales (currency): its months were counted under them.
 */
export const courseUpdateBodySchema = z
  .object({
    title: courseCreateBodySchema.shape.title.optional(),
    platform: courseCreateBodySchema.shape.platform.optional(),
    platform_course_id: z.string().trim().min(1, 'validation.invalid').max(100, 'validation.tooLong').nullable().optional(),
    price: priceSchema.optional(),
    currency: courseCurrencySchema.optional(),
    url: z.string().trim().url('validation.courseUrl').max(500, 'validation.tooLong').nullable().optional(),
    archived: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'validation.nothingToChange' });
export type CourseUpdateBody = z.infer<typeof courseUpdateBodySchema>;

/** One export's largest size (the route's maxBodyBytes adds the form around it). */
export const MAX_COURSE_EXPORT_BYTES = 256 * 1024 * 1024;

/** The upload names the channel and the month; the platform is found from the export's header. */
export const courseUploadQuerySchema = z
  .object({
    channel_id: commerceChannelIdSchema,
    month: yearMonthSchema,
    /** A file with a header and no rows of the month empties the month only when this says so. */
    confirm_empty: booleanQuerySchema.optional(),
  })
  .strict();
export type CourseUploadQuery = z.infer<typeof courseUploadQuerySchema>;

export const courseUploadResultSchema = z.object({
  file_name: z.string(),
  platform: z.enum(exportPlatforms).nullable(),
  year_month: z.string().nullable(),
  /** Sales (and refunds) rows stored for the month. */
  records_created: z.number().int(),
  /** Rows of the month's earlier upload from that platform, replaced. */
  records_replaced: z.number().int(),
  /** Rows of the file dated in another month (an export covers the dates chosen on the platform): left out. */
  rows_outside_month: z.number().int(),
  status: z.enum(['done', 'failed']),
  /** Failed: the translated reason, its i18n key, and the file's line when a row is at fault. */
  reason: z.string().nullable(),
  code: z.string().nullable(),
  line: z.number().int().nullable(),
});
export type CourseUploadResult = z.infer<typeof courseUploadResultSchema>;
/** Imported within the request (200). */
export const courseUploadResultsSchema = z.object({ results: z.array(courseUploadResultSchema) });
/** Queued for a job (202): its state is read at coursesSalesUploadStatus. */
export const courseUploadQueuedSchema = z.object({ upload_id: z.string().uuid() });
export const courseUploadIdParamsSchema = z.object({ uploadId: z.string().uuid('validation.invalid') }).strict();
export const courseUploadStatusSchema = z.object({
  upload_id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  results: z.array(courseUploadResultSchema),
});
export type CourseUploadStatus = z.infer<typeof courseUploadStatusSchema>;

export const courseSalesEnterBodySchema = z
  .object({
    course_id: z.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid'),
    month: yearMonthSchema,
    enrolments: z
      .number({ error: 'validation.wholeNumber' })
      .int('validation.wholeNumber')
      .min(0, 'validation.wholeNumber')
      .max(10_000_000, 'validation.invalid'),
    gross: priceSchema,
    refunds: priceSchema,
  })
  .strict();
export type CourseSalesEnterBody = z.infer<typeof courseSalesEnterBodySchema>;
export const courseSalesEnterAnswerSchema = z.object({ ok: z.literal(true) });

export const courseRevenueQuerySchema = z.object({ month: yearMonthSchema, channel_id: commerceChannelIdSchema.optional() }).strict();
/** One course's month (issue 28 fixes the fields): net = gross − refunds, in the course's currency. */
export const courseRevenueItemSchema = z.object({
  channel_id: z.string(),
  course_id: z.number().int(),
  title: z.string(),
  enrolments: z.number().int(),
  gross: decimalStringSchema,
  refunds: decimalStringSchema,
  net: decimalStringSchema,
  currency: currencySchema,
});
export type CourseRevenueItem = z.infer<typeof courseRevenueItemSchema>;
export const courseRevenueAnswerSchema = z.object({ items: z.array(courseRevenueItemSchema) });

export const courseRevenueMonthsQuerySchema = z
  .object({ channel_id: commerceChannelIdSchema, from: yearMonthSchema, to: yearMonthSchema })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'validation.dateOrder' });
/** A channel's month in one currency (a channel selling in both has two rows for the month). */
export const courseRevenueMonthSchema = z.object({
  month: z.string(),
  enrolments: z.number().int(),
  refunded_enrolments: z.number().int(),
  gross: decimalStringSchema,
  refunds: decimalStringSchema,
  net: decimalStringSchema,
  currency: currencySchema,
});
export const courseRevenueMonthsAnswerSchema = z.object({ items: z.array(courseRevenueMonthSchema) });
