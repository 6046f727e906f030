// Schemas of the reports area's mailing part (issue 14): a channel's quarterly subscription, a run
// (one quarter, many channels, one job each), its progress, and the send records (one per channel,
// recipient and quarter: what makes a run idempotent).
import { z } from 'zod';
import { CHANNEL_ID_PATTERN, emailSchema } from '../core/common.ts';
import { currencies, languages } from '../core/constants.ts';
import { reportPeriods } from './periods.ts';
import { REPORT_YEAR_MAX, REPORT_YEAR_MIN, reportFormats, reportInt, reportPeriodChoice, reportQuerySchema } from './schemas.ts';

/** Recipients of one channel's subscription or of one send from the page. */
export const REPORT_RECIPIENTS_MAX = 20;
/** The records list's page size (and the most a page may ask for). */
export const REPORT_RECORDS_PAGE_SIZE = 50;
/** How many channels one manual run may name (a whole network is "every subscribed channel"). */
export const REPORT_RUN_CHANNELS_MAX = 5000;

const channelIdSchema = z.string().regex(CHANNEL_ID_PATTERN, 'validation.noSuchChannel');
const int = reportInt;

const recipientsSchema = z
  .array(emailSchema, { error: 'validation.invalid' })
  .max(REPORT_RECIPIENTS_MAX, 'validation.reportRecipientsMax')
  .refine((list) => new Set(list).size === list.length, 'validation.reportRecipientsDuplicate');
const formatsSchema = z
  .array(z.enum(reportFormats, { error: 'validation.invalid' }), { error: 'validation.invalid' })
  .min(1, 'validation.reportFormatsRequired')
  .refine((list) => new Set(list).size === list.length, 'validation.invalid');

// ---- subscriptions ----

/** A channel's subscription as set (PUT body). Turned on, it needs at least one recipient. */
export const reportSubscriptionInputSchema = z
  .object({
    enabled: z.boolean({ error: 'validation.invalid' }),
    recipients: recipientsSchema,
    language: z.enum(languages, { error: 'validation.invalid' }),
    currency: z.enum(currencies, { error: 'validation.invalid' }),
    formats: formatsSchema,
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.enabled && s.recipients.length === 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'validation.reportRecipientsRequired' });
  });
export type ReportSubscriptionInput = z.infer<typeof reportSubscriptionInputSchema>;

export const reportSendResults = ['pending', 'sent', 'failed'] as const;
export type ReportSendResult = (typeof reportSendResults)[number];

/** One channel's row: its settings (defaults when never set: off, the owners, their language), and its newest record. */
export const reportSubscriptionSchema = z.object({
  channel_id: z.string(),
  channel_title: z.string(),
  /** False: the defaults shown were never saved. */
  saved: z.boolean(),
  enabled: z.boolean(),
  recipients: z.array(z.string()),
  language: z.enum(languages),
  currency: z.enum(currencies),
  formats: z.array(z.enum(reportFormats)),
  updated_at: z.string().nullable(),
  last_sent_at: z.string().nullable(),
  last_result: z.enum(reportSendResults).nullable(),
});
export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>;

export const reportSubscriptionListQuerySchema = z
  .object({
    /** Part of the channel's title or id. */
    search: z.string().trim().max(100, 'validation.invalid').optional(),
    enabled: z
      .enum(['true', 'false'], { error: 'validation.invalid' })
      .transform((v) => v === 'true')
      .optional(),
    page: int(1, 100_000).optional(),
  })
  .strict();

export const reportSubscriptionListSchema = z.object({
  items: z.array(reportSubscriptionSchema),
  total: z.number().int(),
  /** How many channels are subscribed (on) in the whole network. */
  enabled_total: z.number().int(),
  /** The quarter a send now covers (spec 9: the previous quarter) and the accounting rates its revenue uses (spec 2). */
  quarter: z.object({ year: z.number().int(), quarter: z.number().int() }),
  rates: z.array(z.object({ month: z.string(), currency: z.enum(currencies), rate: z.string().nullable() })),
});
export type ReportSubscriptionList = z.infer<typeof reportSubscriptionListSchema>;

// ---- runs ----

export const reportRunKinds = ['scheduled', 'manual', 'resend', 'page'] as const;
export type ReportRunKind = (typeof reportRunKinds)[number];

/** Start a run: a quarter (absent: the previous quarter, spec 9) and the chosen channels (absent: every subscribed channel). */
export const reportRunStartSchema = z
  .object({
    year: int(REPORT_YEAR_MIN, REPORT_YEAR_MAX).optional(),
    quarter: int(1, 4).optional(),
    channel_ids: z
      .array(channelIdSchema, { error: 'validation.invalid' })
      .min(1, 'validation.invalid')
      .max(REPORT_RUN_CHANNELS_MAX, 'validation.invalid')
      .optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if ((q.year === undefined) !== (q.quarter === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.year === undefined ? 'year' : 'quarter'], message: 'validation.reportPeriodPart' });
    }
  });
export type ReportRunStart = z.infer<typeof reportRunStartSchema>;

export const reportRunParamsSchema = z.object({ runId: z.string().regex(/^[1-9][0-9]{0,15}$/, 'validation.notFound') }).strict();

/** A run and how far it has come: channels (jobs) and messages (one per recipient). */
export const reportRunSchema = z.object({
  id: z.string(),
  kind: z.enum(reportRunKinds),
  period: z.enum(reportPeriods),
  /** 2026-Q3 (or the page's period code). */
  period_code: z.string(),
  created_at: z.string(),
  /** The starter's user id (null: the schedule, or a user since removed). */
  created_by: z.string().nullable(),
  /** The starter's display name, read with the run (null when created_by is). */
  created_by_name: z.string().nullable(),
  finished_at: z.string().nullable(),
  channels: z.object({ total: z.number().int(), done: z.number().int(), failed: z.number().int() }),
  /** `resendable`: the failed messages that can be sent again (not sent since, nor waiting in another run). */
  messages: z.object({ total: z.number().int(), sent: z.number().int(), failed: z.number().int(), pending: z.number().int(), resendable: z.number().int() }),
});
export type ReportRun = z.infer<typeof reportRunSchema>;
export const reportRunListSchema = z.object({ items: z.array(reportRunSchema) });
export const reportRunStartedSchema = z.object({ run_id: z.string(), channels: z.number().int() });

// ---- records ----

export const reportRecordSchema = z.object({
  id: z.string(),
  run_id: z.string(),
  channel_id: z.string(),
  channel_title: z.string(),
  recipient: z.string(),
  period_code: z.string(),
  formats: z.array(z.enum(reportFormats)),
  language: z.enum(languages),
  result: z.enum(reportSendResults),
  /** An i18n key of `errors` (never the mail server's raw words, which stay in the log). */
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** When it was sent or last failed. */
  at: z.string().nullable(),
  /** Failed, and its message has not gone out since nor waits in another run: "resend" is offered. */
  resendable: z.boolean(),
});
export type ReportRecord = z.infer<typeof reportRecordSchema>;

export const reportRecordListQuerySchema = z
  .object({
    failed_only: z
      .enum(['true', 'false'], { error: 'validation.invalid' })
      .transform((v) => v === 'true')
      .optional(),
    run_id: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'validation.invalid')
      .optional(),
    channel_id: channelIdSchema.optional(),
    page: int(1, 100_000).optional(),
  })
  .strict();
export const reportRecordListSchema = z.object({ items: z.array(reportRecordSchema), total: z.number().int() });

/** Resend: the chosen failed records, or every failed record of a run. */
export const reportRecordResendSchema = z
  .object({
    record_ids: z
      .array(z.string().regex(/^[1-9][0-9]{0,15}$/, 'validation.invalid'))
      .min(1, 'validation.invalid')
      .max(10_000, 'validation.invalid')
      .optional(),
    run_id: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'validation.invalid')
      .optional(),
  })
  .strict()
  .refine((b) => (b.record_ids === undefined) !== (b.run_id === undefined), { message: 'validation.invalid', path: ['record_ids'] });

export const reportRecordParamsSchema = z.object({ recordId: z.string().regex(/^[1-9][0-9]{0,15}$/, 'validation.notFound') }).strict();

// ---- a report mailed from the page ----

/** The page's choice of report (as the download's query) with the recipients and formats. */
export const reportChannelMailSchema = z
  .object({
    ...reportPeriodChoice,
    formats: formatsSchema,
    language: z.enum(languages, { error: 'validation.invalid' }).optional(),
    currency: z.enum(currencies, { error: 'validation.invalid' }).optional(),
    recipients: recipientsSchema.refine((list) => list.length > 0, 'validation.reportRecipientsRequired'),
  })
  .strict()
  .superRefine((body, ctx) => {
    // The same period rules as the download (a year with its part, week 53 only in its years).
    const { formats: _f, recipients: _r, ...query } = body;
    const checked = reportQuerySchema.safeParse({ ...query, format: 'pdf' });
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type ReportChannelMail = z.infer<typeof reportChannelMailSchema>;
