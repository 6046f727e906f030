// Schemas of the accounting area's ledger part: ratios, exchange rates, statements, month close and
// status hints, payment records and the creator's view. Money travels as exact decimal strings.
import { z } from 'zod';
import { channelIdSchema } from '../core/common.ts';
import { decimalStringSchema } from '../core/money.ts';
import { yearMonthSchema } from './items.ts';
import { ratioItems, statementLineOrder } from './ledger-rules.ts';
import { withholdingCurrencies, withholdingPresets } from './withholding-rules.ts';

/** A ratio as finance enters it: 0 to 1, at most 4 places ("0.7", "0.55", "1"). */
export const ratioValueSchema = z
  .string({ error: 'validation.ratioInvalid' })
  .trim()
  .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'validation.ratioInvalid');
/** A remittance slip's rate: units of the currency per USD, positive, at most 6 places. */
export const rateValueSchema = z
  .string({ error: 'validation.rateInvalid' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,6})?$/, 'validation.rateInvalid')
  .refine((v) => Number(v) > 0, 'validation.rateInvalid');
/** An amount paid in TWD: not negative, at most 2 places. */
export const paidAmountSchema = z
  .string({ error: 'validation.paidAmountInvalid' })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'validation.paidAmountInvalid');

export const ratioItemSchema = z.enum(ratioItems);
export const ledgerCurrencySchema = z.enum(['TWD', 'JPY']);

// ---- ratios ----
export const ratiosQuerySchema = z.object({ channel_id: channelIdSchema }).strict();
export const ratiosSetSchema = z
  .object({
    channel_id: channelIdSchema,
    start_month: yearMonthSchema,
    ratios: z.partialRecord(ratioItemSchema, ratioValueSchema).refine((r) => Object.keys(r).length > 0, 'validation.ratioInvalid'),
  })
  .strict();
export const ratioHistoryRowSchema = z.object({
  item: ratioItemSchema,
  start_month: z.string(),
  ratio: decimalStringSchema,
  set_at: z.string(),
  set_by_name: z.string().nullable(),
});
export const channelRatiosSchema = z.object({
  channel_id: z.string(),
  channel_title: z.string(),
  /** The caller may set this channel's ratios (spec 6 "view and set channel revenue share"). */
  can_set: z.boolean(),
  /** The ratios in force this month, per item (null: none set, counted as 0). */
  current: z.record(ratioItemSchema, decimalStringSchema.nullable()),
  history: z.array(ratioHistoryRowSchema),
});
export type ChannelRatios = z.infer<typeof channelRatiosSchema>;

// ---- exchange rates ----
export const ratesQuerySchema = z.object({ from: yearMonthSchema.optional(), to: yearMonthSchema.optional() }).strict();
export const rateSetSchema = z
  .object({
    year_month: yearMonthSchema,
    currency: ledgerCurrencySchema,
    rate: rateValueSchema,
    source: z.string().trim().max(200, 'validation.tooLong').optional(),
  })
  .strict();
export const rateRowSchema = z.object({
  year_month: z.string(),
  currency: ledgerCurrencySchema,
  rate: decimalStringSchema,
  source: z.string(),
  set_at: z.string(),
});
export const ratesSchema = z.object({ rates: z.array(rateRowSchema) });
export type RateRow = z.infer<typeof rateRowSchema>;

// ---- statements ----
export const monthBodySchema = z.object({ year_month: yearMonthSchema }).strict();
export const postingResultSchema = z.object({
  year_month: z.string(),
  /** null: nothing changed since the last posting (the same figures are not posted twice). */
  posting_id: z.number().nullable(),
  channels: z.number(),
  entries: z.number(),
  corrected_channels: z.number(),
  /** Network channels with revenue and no owner: no payee, nothing posted. */
  channels_without_owner: z.number(),
});
export type PostingResult = z.infer<typeof postingResultSchema>;

export const statementParamsSchema = z.object({ channelId: channelIdSchema }).strict();
export const statementQuerySchema = z.object({ month: yearMonthSchema }).strict();
export const statementLineSchema = z.object({
  line: z.enum(statementLineOrder as [string, ...string[]]),
  gross_usd: decimalStringSchema,
  ratio: decimalStringSchema.nullable(),
  share_usd: decimalStringSchema,
  network_usd: decimalStringSchema,
  rate: decimalStringSchema,
  amount_twd: decimalStringSchema,
  /** Issue 28: a studio line's order (studio_charge, studio_correction); absent on every other line. */
  studio_order: z
    .object({ id: z.number(), service_name: z.string(), quantity: z.number(), total_twd: decimalStringSchema, delivered_at: z.string().nullable() })
    .optional(),
  /**
   * Issue 30: a withholding line's tax in the payee profile's currency: the payment it was computed
   * on, the amount withheld and the rule applied. Absent on every other line.
   */
  tax: z
    .object({
      currency: z.enum(withholdingCurrencies),
      base: decimalStringSchema,
      amount: decimalStringSchema,
      preset: z.enum(withholdingPresets),
      country: z.string(),
      resident: z.boolean(),
      rate: decimalStringSchema,
      exempt_up_to: decimalStringSchema.nullable(),
      upper_from: decimalStringSchema.nullable(),
      upper_rate: decimalStringSchema.nullable(),
    })
    .optional(),
});
export const statementSchema = z.object({
  channel_id: z.string(),
  channel_title: z.string(),
  year_month: z.string(),
  payee: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  lines: z.array(statementLineSchema),
  gross_usd: decimalStringSchema,
  share_usd: decimalStringSchema,
  network_usd: decimalStringSchema,
  amount_twd: decimalStringSchema,
  rate: decimalStringSchema.nullable(),
  posted_at: z.string().nullable(),
  /** Postings after the first that changed this statement (each a reversal and new lines). */
  corrections: z.number(),
  /** Issue 23: the month's reports changed after its statements were posted; they are posted again before payments are recorded. */
  out_of_date: z.boolean(),
});
export type Statement = z.infer<typeof statementSchema>;
export type StatementLine = z.infer<typeof statementLineSchema>;

// ---- month close and status hints ----
export const monthParamsSchema = z.object({ yearMonth: yearMonthSchema }).strict();
/** Spec 4's hints, and issue 23's "statements out of date" (which then stands where "ready for reconciliation" would). */
export const statusHints = ['readyForReconciliation', 'statementsOutOfDate', 'accountsNotFinalized', 'rateUnavailable'] as const;
export const monthCloseStatusSchema = z.object({
  year_month: z.string(),
  closed: z.boolean(),
  closed_at: z.string().nullable(),
  closed_by_name: z.string().nullable(),
  has_revenue: z.boolean(),
  has_rate: z.boolean(),
  statements_posted: z.boolean(),
  /** The month's reports changed after its statements were posted (recording payments for it waits for the next posting). */
  statements_out_of_date: z.boolean(),
  /** Spec 4 accounting status hints that apply, in the spec's order. */
  hints: z.array(z.enum(statusHints)),
});
export type MonthCloseStatus = z.infer<typeof monthCloseStatusSchema>;

// ---- payment records ----
export const paymentsQuerySchema = z
  .object({
    month: yearMonthSchema.optional(),
    channel_id: channelIdSchema.optional(),
    /** Part of the payee's e-mail or name. */
    q: z.string().trim().max(100, 'validation.tooLong').optional(),
    /** A page of the rows (the payment page asks 50 at a time); without it, every row. */
    page: z.coerce.number().int().min(1).optional(),
    page_size: z.coerce.number().int().min(5).max(200).optional(),
  })
  .strict();
export const paymentRowSchema = z.object({
  id: z.number(),
  user_email: z.string(),
  user_name: z.string(),
  user_category: z.string(),
  channel_id: z.string(),
  channel_title: z.string(),
  revenue_month: z.string(),
  payment_month: z.string(),
  payout_date: z.string(),
  revenue_twd: decimalStringSchema,
  rate: decimalStringSchema,
  due_twd: decimalStringSchema,
  paid_twd: decimalStringSchema.nullable(),
  unpaid_twd: decimalStringSchema,
  paid_cumulative_twd: decimalStringSchema,
});
/** The money columns summed over every row of the filter (every page), exact. */
export const paymentTotalsSchema = z.object({
  revenue_twd: decimalStringSchema,
  due_twd: decimalStringSchema,
  paid_twd: decimalStringSchema,
  unpaid_twd: decimalStringSchema,
});
/** `total`: the rows of every page, with `page` or `page_size` asked; `totals`: their money summed. */
export const paymentsSchema = z.object({ rows: z.array(paymentRowSchema), total: z.number().int().optional(), totals: paymentTotalsSchema.optional() });
/** The records of a filter as a file (every row, no paging). */
export const paymentsExportQuerySchema = paymentsQuerySchema
  .omit({ page: true, page_size: true })
  .extend({ format: z.enum(['csv', 'xlsx']).default('csv') })
  .strict();
export type PaymentRow = z.infer<typeof paymentRowSchema>;
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** Spec 5: the paid amount is set for one channel at a time. */
export const paidSetSchema = z.object({ channel_id: channelIdSchema, revenue_month: yearMonthSchema, paid_twd: paidAmountSchema.nullable() }).strict();

export const PAYMENT_BATCH_COLUMNS = ['channel_id', 'revenue_month', 'user_email', 'revenue_twd', 'paid_twd'] as const;
export type PaymentBatchColumn = (typeof PAYMENT_BATCH_COLUMNS)[number];
export const PAYMENT_BATCH_MAX_ROWS = 5000;
export const paymentTemplateQuerySchema = z.object({ month: yearMonthSchema }).strict();
export const paymentBatchRowSchema = z.object({
  channel_id: channelIdSchema,
  /** Spec 5: six digits, year then month. */
  revenue_month: yearMonthSchema,
  paid_twd: paidAmountSchema,
});
export const paymentBatchResultSchema = z.object({
  total: z.number(),
  updated: z.number(),
  failed: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      channel_id: z.string(),
      status: z.enum(['updated', 'failed']),
      field: z.string().nullable(),
      error: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type PaymentBatchResult = z.infer<typeof paymentBatchResultSchema>;

// ---- the creator's view ----
export const creatorMonthSchema = z.object({
  revenue_month: z.string(),
  payment_month: z.string(),
  payout_date: z.string(),
  share_usd: decimalStringSchema,
  revenue_twd: decimalStringSchema,
  /** The month's share in the creator's currency (null: no rate for it yet). */
  amount_local: decimalStringSchema.nullable(),
  due_twd: decimalStringSchema,
  paid_twd: decimalStringSchema.nullable(),
  unpaid_twd: decimalStringSchema,
});
export const creatorChannelSchema = z.object({
  channel_id: z.string(),
  channel_title: z.string(),
  months: z.array(creatorMonthSchema),
  /** Carried forward: what is earned and not yet paid. */
  balance_twd: decimalStringSchema,
  /** balance / 3000, 0 to 1 (4 places, cut). */
  progress: decimalStringSchema,
  /** The payout date of the balance once it has reached the minimum; null while it has not. */
  expected_payout_date: z.string().nullable(),
});
export const creatorViewSchema = z.object({
  currency: z.enum(['TWD', 'JPY', 'USD']),
  minimum_twd: decimalStringSchema,
  channels: z.array(creatorChannelSchema),
});
export type CreatorView = z.infer<typeof creatorViewSchema>;
export type CreatorChannel = z.infer<typeof creatorChannelSchema>;

// ---- the channels of the per-channel accounting screens (issue 23) ----

/** What the accounting channel picker typed: part of a title, @handle or id; a page of at most 100. */
export const accountingChannelsQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'validation.tooLong').optional(),
    page: z.coerce.number().int().min(1).optional(),
    page_size: z.coerce.number().int().min(1).max(100, 'validation.pageSizeTooLarge').optional(),
  })
  .strict();
export const accountingChannelSchema = z.object({
  channel_id: z.string(),
  title: z.string(),
  handle: z.string().nullable(),
  icon_url: z.string().nullable(),
  subscribers: z.number().int(),
});
/** `total`: how many channels in the caller's reach match (the page shows `items`). */
export const accountingChannelsSchema = z.object({ items: z.array(accountingChannelSchema), total: z.number().int() });
