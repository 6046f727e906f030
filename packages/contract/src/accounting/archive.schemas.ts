// Schemas of the accounting area's archive part (issue 30): every revenue report file Chorus
// received, uploaded or downloaded from YouTube's Reporting API, listed by month and downloadable
// as received; reports YouTube will delete before they are archived; the estimated / final / paid
// reconciliation per channel and month, and finance's threshold for it. Money as exact decimals (USD).
import { z } from 'zod';
import { CHANNEL_ID_PATTERN } from '../core/common.ts';
import { decimalStringSchema } from '../core/money.ts';
import { yearMonthSchema } from './items.ts';

export const archiveSources = ['upload', 'reporting_api'] as const;

/** Job-based Reporting API report types that carry revenue (next-areas.md 1): Chorus creates their jobs. */
export const revenueJobReportTypes = ['content_owner_estimated_revenue_a1', 'content_owner_asset_estimated_revenue_a1', 'content_owner_ad_rates_a1'] as const;
/** System-managed Reporting API report types that carry revenue or payments (monthly; YouTube makes their jobs). */
export const revenueSystemReportTypes = [
  'content_owner_ad_revenue_raw_a1',
  'content_owner_asset_ad_revenue_raw_a1',
  'content_owner_non_music_asset_red_revenue_raw_a1',
  'content_owner_global_ad_revenue_summary_a1',
  'content_owner_country_ad_revenue_summary_a1',
  'content_owner_payments_summary_a1',
  'content_owner_tax_withholding_a1',
] as const;
export type ArchiveSource = (typeof archiveSources)[number];

export const archiveQuerySchema = z.object({ month: yearMonthSchema }).strict();
export const archiveFileParamsSchema = z.object({ fileId: z.string().uuid('validation.notFound') }).strict();

export const archiveItemSchema = z.object({
  file_id: z.string(),
  report_type: z.string(),
  version: z.string(),
  /** YYYY-MM-DD, both included. */
  period_start: z.string(),
  period_end: z.string(),
  source: z.enum(archiveSources),
  sha256: z.string(),
  received_at: z.string(),
  file_name: z.string(),
  bytes: z.number().int(),
  /** YouTube's createTime (Reporting API downloads; null for uploads). */
  youtube_create_time: z.string().nullable(),
  /** Reporting API downloads: how the import of the month it belongs to went (null: uploads, imported as they arrive, and files not imported). */
  import_status: z.enum(['done', 'failed']).nullable(),
  /** A failed import's reason: an i18n key of messages and its parameters. */
  import_error: z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
});
export type ArchiveItem = z.infer<typeof archiveItemSchema>;
export const archiveListSchema = z.object({ items: z.array(archiveItemSchema) });

/** A report YouTube listed that is not archived and that YouTube deletes within 7 days (or already did). */
export const expiringReportSchema = z.object({
  report_id: z.string(),
  report_type: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  create_time: z.string(),
  expires_at: z.string(),
});
export const expiringReportsSchema = z.object({ items: z.array(expiringReportSchema) });

/** What most likely explains a flagged estimated / final difference (the CMS rows show it). */
export const reconciliationCauses = ['adjustments', 'invalid_traffic', 'claims'] as const;
export type ReconciliationCause = (typeof reconciliationCauses)[number];

export const reconciliationQuerySchema = z
  .object({ month: yearMonthSchema, channel_id: z.string().regex(CHANNEL_ID_PATTERN, 'validation.notFound').optional() })
  .strict();
export const reconciliationItemSchema = z.object({
  channel_id: z.string(),
  /** The channel's name as the network knows it (null: not in the network's list). */
  channel_title: z.string().nullable(),
  /** The daily Analytics estimates of the month added up (null: none stored). */
  estimated: decimalStringSchema.nullable(),
  /** The CMS reports' revenue of the month (null: no report imported). */
  final: decimalStringSchema.nullable(),
  /** Paid to the channel's payee for the month, in USD at the statement's rate (null: not paid yet). */
  paid: decimalStringSchema.nullable(),
  /** final − estimated (null when either is missing). */
  difference: decimalStringSchema.nullable(),
  flagged: z.boolean(),
  /** The likely cause of a flagged difference, when the CMS rows show one. */
  cause: z.enum(reconciliationCauses).nullable(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;
export const reconciliationSchema = z.object({ month: yearMonthSchema, threshold_percent: decimalStringSchema, items: z.array(reconciliationItemSchema) });

/** A percentage, 0 to 1000, at most 2 places ("5", "2.5"). */
export const thresholdPercentSchema = z
  .string({ error: 'validation.thresholdInvalid' })
  .trim()
  .regex(/^(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/, 'validation.thresholdInvalid')
  .refine((value) => Number(value) <= 1000, 'validation.thresholdInvalid');
export const reconciliationSettingsSchema = z.object({ threshold_percent: decimalStringSchema });
export const reconciliationSettingsSetSchema = z.object({ threshold_percent: thresholdPercentSchema }).strict();
