// Schemas of the accounting area's imports part: revenue report uploads (issue 10 "Revenue
// uploads"), their results, a month's revenue per channel, the month's status (reports uploaded or
// missing, reconciliation), unmatched rows, and the CMS channel and video summaries.
import { z } from 'zod';
import { booleanQuerySchema } from '../core/common.ts';
import { decimalStringSchema } from '../core/money.ts';
import { yearMonthSchema } from './items.ts';

/**
 * The report files the importer accepts (data-formats.md 0.2, 1 to 10). The first seven are the
 * monthly revenue reports; the asset-level ones are their rights-holder siblings (asset revenue);
 * then the YPP deductions, the US tax summary (and its refunds) and the payment summary.
 */
const monthlyRevenueReports = [
  'video_summary',
  'adj_video_summary',
  'shorts_ads',
  'shorts_subscription',
  'red_video',
  'red_music_video',
  'paid_features',
] as const;

export const revenueReportTypes = [
  ...monthlyRevenueReports,
  'asset_ads',
  'adj_asset',
  'red_asset',
  'red_music_asset',
  'channel_adjustments',
  'tax_summary',
  'tax_refund_summary',
  'payment_summary',
] as const;
export type RevenueReportType = (typeof revenueReportTypes)[number];

/** The reports every month is expected to have; a missing one yields zero and the page says so. */
export const expectedRevenueReports = [
  ...monthlyRevenueReports,
  'channel_adjustments',
  'tax_summary',
  'payment_summary',
] as const satisfies readonly RevenueReportType[];

/** The payment summary's revenue types the importer reconciles against the months' reports. */
export const reconciledRevenueTypes = ['ads', 'shorts_ads', 'shorts_subscription', 'premium', 'transactions'] as const;
export type ReconciledRevenueType = (typeof reconciledRevenueTypes)[number];

/** Most files one upload takes. */
export const MAX_UPLOAD_FILES = 20;
/** Most bytes one file may take, compressed or expanded (hundreds of MB unpacked are normal). */
export const MAX_REVENUE_FILE_BYTES = 2 * 1024 * 1024 * 1024;

/**
 * A report file with a header and no rows would empty its report for the month: it is refused with
 * this code (409 when it is all the upload held, else the file's result) until finance confirms
 * that the month really has none, by sending the file again with `confirm_empty=true`.
 */
export const REVENUE_FILE_EMPTY = 'errors.revenueFileEmpty';
export const uploadQuerySchema = z.object({ confirm_empty: booleanQuerySchema.optional() }).strict();

export const uploadFileResultSchema = z.object({
  file_name: z.string(),
  report_type: z.enum(revenueReportTypes).nullable(),
  year_month: z.string().nullable(),
  records_created: z.number().int(),
  records_replaced: z.number().int(),
  unmatched_rows: z.number().int(),
  status: z.enum(['done', 'failed']),
  /** Failed: the translated reason, its i18n key, and the file's line when a row is at fault. */
  reason: z.string().nullable(),
  code: z.string().nullable(),
  line: z.number().int().nullable(),
});
export type UploadFileResult = z.infer<typeof uploadFileResultSchema>;

/** An upload imported within the request (200). */
export const uploadResultsSchema = z.object({ results: z.array(uploadFileResultSchema) });
/** An upload queued for a job (202): its status is read at accountingUploadStatus. */
export const uploadQueuedSchema = z.object({ upload_id: z.string().uuid() });

export const uploadIdParamsSchema = z.object({ uploadId: z.string().uuid('validation.invalid') });
export const uploadStatusSchema = z.object({
  upload_id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  /** Files processed so far, of how many (processing progress). */
  files_done: z.number().int(),
  file_count: z.number().int(),
  /** The job's own progress (rows of the current file), when it runs in a job. */
  progress: z.object({ done: z.number(), total: z.number().nullable() }).nullable(),
  results: z.array(uploadFileResultSchema),
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

const amount = decimalStringSchema;

/** Spec 3's monthly revenue items per channel, as the API names them (USD, exact decimal strings). */
export const channelRevenueSchema = z.object({
  channel_id: z.string(),
  channel_title: z.string().nullable(),
  /** The channel is in the network (its rows are matched). */
  matched: z.boolean(),
  ad_revenue: amount,
  shorts_feed_ads: amount,
  premium_revenue: amount,
  transaction_revenue: amount,
  memberships: amount,
  super_chat: amount,
  super_thanks: amount,
  super_stickers: amount,
  membership_gifts: amount,
  asset_revenue: amount,
  adjustments: amount,
  us_withholding_tax: amount,
  ypp_deduction: amount,
});
export type ChannelRevenue = z.infer<typeof channelRevenueSchema>;

export const revenueQuerySchema = z.object({ month: yearMonthSchema, channel_id: z.string().min(1).max(64).optional() }).strict();
export const revenueAnswerSchema = z.object({
  month: z.string(),
  channels: z.array(channelRevenueSchema),
  missing_reports: z.array(z.enum(revenueReportTypes)),
});

export const monthQuerySchema = z.object({ month: yearMonthSchema }).strict();
export const monthStatusSchema = z.object({
  month: z.string(),
  closed: z.boolean(),
  reports: z.array(
    z.object({
      report_type: z.enum(revenueReportTypes),
      uploaded: z.boolean(),
      expected: z.boolean(),
      file_name: z.string().nullable(),
      row_count: z.number().int().nullable(),
      uploaded_at: z.string().nullable(),
    }),
  ),
  missing_reports: z.array(z.enum(revenueReportTypes)),
  /** Per revenue type: the reports' sum against the payment summary line, within 0.01 USD. */
  reconciliation: z.array(
    z.object({
      revenue_type: z.enum(reconciledRevenueTypes),
      reports_total: amount,
      payment_summary: amount.nullable(),
      difference: amount.nullable(),
      status: z.enum(['matched', 'mismatch', 'no_payment_summary', 'reports_missing']),
    }),
  ),
  unmatched_channels: z.number().int(),
});
export type MonthStatus = z.infer<typeof monthStatusSchema>;

export const unmatchedAnswerSchema = z.object({
  month: z.string(),
  channels: z.array(z.object({ channel_id: z.string(), rows: z.number().int(), amount, report_types: z.array(z.enum(revenueReportTypes)) })),
});
export const assignBodySchema = z
  .object({
    source_channel_id: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z_-]{1,64}$/, 'validation.invalid'),
    channel_id: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z_-]{1,64}$/, 'validation.invalid'),
  })
  .strict();
export const assignAnswerSchema = z.object({ moved_rows: z.number().int(), months: z.array(z.string()) });

const sortOrder = z.enum(['asc', 'desc']).default('desc');
const paging = { page: z.coerce.number().int().min(1).default(1), page_size: z.coerce.number().int().min(5).max(200).default(50) };

export const cmsChannelsQuerySchema = z
  .object({
    month: yearMonthSchema,
    sort: z.enum(['channel_id', 'channel_title', 'total', 'ad_revenue', 'premium_revenue', 'transaction_revenue']).default('total'),
    order: sortOrder,
    ...paging,
  })
  .strict();
export const cmsChannelRowSchema = channelRevenueSchema.extend({ total: amount });
/** A page of a month's rows, with how many there are and their totals summed over every page (USD, exact). */
const cmsPageOf = <T extends z.ZodType>(row: T) =>
  z.object({ month: z.string(), items: z.array(row), total: z.number().int(), sum_total: amount, page: z.number().int(), page_size: z.number().int() });
export const cmsChannelsAnswerSchema = cmsPageOf(cmsChannelRowSchema);

export const cmsVideosQuerySchema = z
  .object({
    month: yearMonthSchema,
    channel_id: z.string().min(1).max(64).optional(),
    sort: z.enum(['video_id', 'title', 'channel_id', 'total']).default('total'),
    order: sortOrder,
    ...paging,
  })
  .strict();
export const cmsVideoRowSchema = z.object({
  channel_id: z.string(),
  video_id: z.string(),
  title: z.string(),
  ad_revenue: amount,
  shorts_feed_ads: amount,
  premium_revenue: amount,
  transaction_revenue: amount,
  adjustments: amount,
  total: amount,
});
export const cmsVideosAnswerSchema = cmsPageOf(cmsVideoRowSchema);

const exportFormat = { format: z.enum(['csv', 'xlsx']).default('csv') };
export const cmsChannelsExportQuerySchema = z.object({ month: yearMonthSchema, ...exportFormat }).strict();
export const cmsVideosExportQuerySchema = z.object({ month: yearMonthSchema, channel_id: z.string().min(1).max(64).optional(), ...exportFormat }).strict();
