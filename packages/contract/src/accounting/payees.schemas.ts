// Schemas of the accounting area's payees part: remittance recipients (spec 3 "Remittance
// recipient", spec 5, spec 9 masking) and the monthly deductions upload (spec 3 "Deduction CSV
// columns", spec 5 "Deduction upload accepts only USD … replaces existing data of the selected month").
import { z } from 'zod';
import { CHANNEL_ID_PATTERN } from '../core/common.ts';
import { yearMonthSchema } from './items.ts';

export const recipientKinds = ['person', 'company'] as const;
export type RecipientKind = (typeof recipientKinds)[number];

/** The three documents of a recipient, as the file routes name them. */
export const recipientFileSlots = ['passbook', 'labour_form', 'signature'] as const;
export type RecipientFileSlot = (typeof recipientFileSlots)[number];

/** Passbook cover and signature: images (spec 3 "jpg or png"); the labour remuneration form may also be a PDF (a signed scan). */
export const recipientFileTypes: Record<RecipientFileSlot, readonly ('image/jpeg' | 'image/png' | 'application/pdf')[]> = {
  passbook: ['image/jpeg', 'image/png'],
  labour_form: ['application/pdf', 'image/jpeg', 'image/png'],
  signature: ['image/jpeg', 'image/png'],
};
/** Largest accepted document (a phone photo of a passbook, a scanned form). */
export const RECIPIENT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Spec 9 "masking shows stars for the first 3 characters": how account numbers are listed. */
export function maskAccountNumber(accountNumber: string): string {
  return `***${accountNumber.slice(3)}`;
}

const channelIdSchema = z.string({ error: 'validation.noSuchChannel' }).trim().regex(CHANNEL_ID_PATTERN, 'validation.noSuchChannel');
const fileIdSchema = z.string().uuid('validation.recipientFileMissing');
/** Digits only; spaces and hyphens as people write them are dropped. */
const digits = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^[0-9]{${min},${max}}$`), message));

export const recipientParamsSchema = z.object({ recipientId: z.coerce.number().int().positive('validation.notFound') }).strict();
export const recipientFileParamsSchema = z
  .object({ recipientId: z.coerce.number().int().positive('validation.notFound'), slot: z.enum(recipientFileSlots, { error: 'validation.notFound' }) })
  .strict();

export const recipientInputSchema = z
  .object({
    kind: z.enum(recipientKinds, { error: 'validation.recipientKind' }),
    /** The bank account's name, including the branch (spec 3). */
    account_name: z
      .string({ error: 'validation.accountNameRequired' })
      .trim()
      .min(1, 'validation.accountNameRequired')
      .max(200, 'validation.accountNameTooLong'),
    bank_code: digits(3, 7, 'validation.bankCode'),
    account_number: digits(6, 20, 'validation.accountNumber'),
    passbook_file_id: fileIdSchema,
    /** Required for a person; a company invoices instead of filling in a labour remuneration form. */
    labour_form_file_id: fileIdSchema.nullable().optional(),
    /** Required for a person; optional for a company (its stamp is on the invoice). */
    signature_file_id: fileIdSchema.nullable().optional(),
    /** Spec 5: at least one. A channel served by another recipient moves to this one. */
    channel_ids: z.array(channelIdSchema).min(1, 'validation.recipientChannels').max(500, 'validation.recipientChannelsTooMany'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.kind !== 'person') return;
    if (!value.labour_form_file_id) ctx.addIssue({ code: 'custom', path: ['labour_form_file_id'], message: 'validation.recipientFileMissing' });
    if (!value.signature_file_id) ctx.addIssue({ code: 'custom', path: ['signature_file_id'], message: 'validation.recipientFileMissing' });
  });
export type RecipientInput = z.output<typeof recipientInputSchema>;

/** Batch set: one recipient for many channels at once (those served by another recipient move). */
export const recipientChannelsInputSchema = z
  .object({ channel_ids: z.array(channelIdSchema).min(1, 'validation.recipientChannels').max(500, 'validation.recipientChannelsTooMany') })
  .strict();
export type RecipientChannelsInput = z.output<typeof recipientChannelsInputSchema>;

export const recipientFileQuerySchema = z.object({ slot: z.enum(recipientFileSlots, { error: 'validation.invalid' }) }).strict();
export const recipientFileUploadSchema = z.object({
  file_id: z.string(),
  slot: z.enum(recipientFileSlots),
  mime_type: z.string(),
  byte_size: z.number().int(),
});
export type RecipientFileUpload = z.infer<typeof recipientFileUploadSchema>;

const recipientChannelSchema = z.object({ channel_id: z.string(), title: z.string() });
const recipientFileSchema = z.object({ mime_type: z.string(), byte_size: z.number().int() }).nullable();

export const recipientSchema = z.object({
  id: z.number().int(),
  kind: z.enum(recipientKinds),
  account_name: z.string(),
  bank_code: z.string(),
  /** Spec 9: the first three characters as stars, wherever a recipient is listed. */
  account_number_masked: z.string(),
  /** The whole number: only for those who edit recipients (updateAccounting), and only in the detail. */
  account_number: z.string().nullable(),
  channels: z.array(recipientChannelSchema),
  files: z.object({ passbook: recipientFileSchema, labour_form: recipientFileSchema, signature: recipientFileSchema }),
  /** The documents' ids, to name them again when saving an edit: only in the detail, for those who edit recipients. */
  file_ids: z.object({ passbook: z.string().nullable(), labour_form: z.string().nullable(), signature: z.string().nullable() }).nullable(),
  updated_at: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientListQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'validation.tooLong').optional(),
    channel_id: channelIdSchema.optional(),
    /** A page of the list (the accounting page asks 50 at a time); without it, the first 1,000. */
    page: z.coerce.number().int().min(1).optional(),
    page_size: z.coerce.number().int().min(5).max(200).optional(),
  })
  .strict();
/** `total`: how many recipients match, with `page` or `page_size` asked. */
export const recipientListSchema = z.object({ recipients: z.array(recipientSchema), total: z.number().int().optional() });

/** Network channels to pick from, with the recipient each has now (finance sees every channel here). */
export const recipientChannelSearchQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'validation.tooLong').optional(),
    page_size: z.coerce.number().int().min(1).max(50, 'validation.pageSizeTooLarge').optional(),
  })
  .strict();
export const recipientChannelSearchSchema = z.object({
  channels: z.array(z.object({ channel_id: z.string(), title: z.string(), recipient_id: z.number().int().nullable() })),
});

// ---- deductions ----

/** Spec 3 deduction CSV columns, in the template's order and spelling; headers are matched by name in any order and case. */
export const DEDUCTION_COLUMNS = ['channel ID', 'adjustment type', 'deduction amount', 'currency'] as const;
export const DEDUCTIONS_MAX_BYTES = 2 * 1024 * 1024;
export const DEDUCTIONS_MAX_ROWS = 20_000;

export const deductionsMonthQuerySchema = z.object({ month: yearMonthSchema }).strict();

export const deductionSchema = z.object({
  channel_id: z.string(),
  channel_title: z.string().nullable(),
  adjustment_type: z.string(),
  /** USD, exact as uploaded. */
  amount: z.string(),
  currency: z.literal('USD'),
  uploaded_at: z.string(),
});
export const deductionListSchema = z.object({ year_month: z.string(), deductions: z.array(deductionSchema), total: z.string() });

export const deductionLineErrorSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  /** An i18n key under `messages`, with the values it names. */
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The message in the caller's language. */
  message: z.string(),
});
export type DeductionLineError = z.infer<typeof deductionLineErrorSchema>;

/** Spec 3 upload result: year month, records created, records replaced; or the lines refused (nothing changed). */
export const deductionUploadResultSchema = z.object({
  year_month: z.string(),
  status: z.enum(['replaced', 'rejected']),
  records_created: z.number().int(),
  records_replaced: z.number().int(),
  errors: z.array(deductionLineErrorSchema),
});
export type DeductionUploadResult = z.infer<typeof deductionUploadResultSchema>;
