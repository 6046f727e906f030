// Schemas of the accounting area's withholding part (issue 30). Rates are percents, amounts exact
// decimal strings; a profile's rule is one of the presets (withholding-rules.ts) or finance's own.
import { z } from 'zod';
import { CHANNEL_ID_PATTERN } from '../core/common.ts';
import { languages } from '../core/constants.ts';
import { decimalStringSchema } from '../core/money.ts';
import { yearMonthSchema } from './items.ts';
import { withholdingCurrencies, withholdingPresets } from './withholding-rules.ts';

/** A percent as finance enters it: 0 to 100, at most 4 places ("10.21"). */
export const taxRateSchema = z
  .string({ error: 'validation.taxRateInvalid' })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'validation.taxRateInvalid')
  .refine((v) => Number(v) <= 100, 'validation.taxRateInvalid');
/** An amount threshold in the profile's currency: not negative, at most 2 places. */
export const taxAmountSchema = z
  .string({ error: 'validation.taxAmountInvalid' })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'validation.taxAmountInvalid');

export const withholdingPresetSchema = z.enum(withholdingPresets);
export const withholdingCurrencySchema = z.enum(withholdingCurrencies);

export const taxProfileListQuerySchema = z.object({ q: z.string().trim().max(100, 'validation.tooLong').optional() }).strict();
export const taxProfileParamsSchema = z.object({ userId: z.coerce.number().int().positive('validation.notFound') }).strict();

export const taxProfileSchema = z.object({
  id: z.number(),
  effective_month: z.string(),
  preset: withholdingPresetSchema,
  country: z.string(),
  resident: z.boolean(),
  currency: withholdingCurrencySchema,
  rate: decimalStringSchema,
  exempt_up_to: decimalStringSchema.nullable(),
  upper_from: decimalStringSchema.nullable(),
  upper_rate: decimalStringSchema.nullable(),
  note: z.string(),
  set_at: z.string(),
  set_by_name: z.string().nullable(),
});
export type TaxProfile = z.infer<typeof taxProfileSchema>;

export const taxPayeeSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  /** Titles of the network channels the payee owns. */
  channels: z.array(z.string()),
  /** The profile in force this month; null: none (nothing withheld). */
  current: taxProfileSchema.nullable(),
});
export const taxProfileListSchema = z.object({ items: z.array(taxPayeeSchema) });
export const taxProfileDetailSchema = taxPayeeSchema.extend({ history: z.array(taxProfileSchema) });
export type TaxPayee = z.infer<typeof taxPayeeSchema>;
export type TaxProfileDetail = z.infer<typeof taxProfileDetailSchema>;

/**
 * A profile from a month on. A preset fills the rule (country, residence, currency, rates); `custom`
 * takes finance's own, every field named.
 */
export const taxProfileSetSchema = z
  .object({
    effective_month: yearMonthSchema,
    preset: withholdingPresetSchema,
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.countryInvalid')
      .transform((c) => c.toUpperCase())
      .optional(),
    resident: z.boolean().optional(),
    currency: withholdingCurrencySchema.optional(),
    rate: taxRateSchema.optional(),
    exempt_up_to: taxAmountSchema.nullable().optional(),
    upper_from: taxAmountSchema.nullable().optional(),
    upper_rate: taxRateSchema.nullable().optional(),
    note: z.string().trim().max(200, 'validation.tooLong').optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.preset !== 'custom') return;
    for (const key of ['country', 'resident', 'currency', 'rate'] as const)
      if (v[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.taxRuleRequired' });
    if (((v.upper_from ?? null) === null) !== ((v.upper_rate ?? null) === null))
      ctx.addIssue({ code: 'custom', path: ['upper_rate'], message: 'validation.taxUpperTierInvalid' });
  });
export type TaxProfileSet = z.infer<typeof taxProfileSetSchema>;

export const withholdingSummaryQuerySchema = z
  .object({
    year: z.string({ error: 'validation.yearInvalid' }).regex(/^20\d{2}$/, 'validation.yearInvalid'),
    format: z.enum(['csv', 'xlsx']).default('xlsx'),
  })
  .strict();

export const statementDocumentParamsSchema = z.object({ channelId: z.string().regex(CHANNEL_ID_PATTERN, 'validation.notFound') }).strict();
export const statementDocumentQuerySchema = z
  .object({ month: yearMonthSchema, format: z.enum(['pdf', 'csv']).default('pdf'), language: z.enum(languages).optional() })
  .strict();

export const statementMailSchema = z.object({ subscribed: z.boolean(), language: z.enum(languages) });
export const statementMailSetSchema = z.object({ subscribed: z.boolean(), language: z.enum(languages) }).strict();
export type StatementMail = z.infer<typeof statementMailSchema>;
