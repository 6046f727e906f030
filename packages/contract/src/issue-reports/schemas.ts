// Issue reports (spec 2 "issue-report form with history", spec 3 "line number, submitter,
// additional explanation, status, estimated completion date, response", spec 7 set_problem_report
// and get_problem_report_list). "Line number" is the reporter's LINE ID, for staff to reach them.
import { z } from 'zod';
import { dateOnlySchema } from '../core/common.ts';
import { pageOf } from '../core/paging.ts';

/** Spec 4 leaves the values open (docs/decisions.md). */
export const problemReportStatuses = ['open', 'in_progress', 'resolved', 'rejected'] as const;
export type ProblemReportStatus = (typeof problemReportStatuses)[number];

const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, 'validation.tooLong')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const createProblemReportInputSchema = z
  .object({
    line_number: optionalText(100),
    /** Who is reporting, as they want to be addressed; the signed-in user's name when absent. */
    submitter: optionalText(100),
    explanation: z.string({ error: 'validation.explanationRequired' }).trim().min(1, 'validation.explanationRequired').max(5000, 'validation.tooLong'),
  })
  .strict();
export type CreateProblemReportInput = z.infer<typeof createProblemReportInputSchema>;

export const PROBLEM_REPORT_PAGE_SIZE_MAX = 200;

export const problemReportListQuerySchema = z
  .object({
    status: z.enum(problemReportStatuses, { error: 'validation.invalid' }).optional(),
    page: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(100_000, 'validation.invalid').optional(),
    page_size: z.coerce
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(PROBLEM_REPORT_PAGE_SIZE_MAX, 'validation.invalid')
      .optional(),
  })
  .strict();

export const problemReportParamsSchema = z.object({ id: z.coerce.number().int().positive('validation.notFound') }).strict();

/** Staff's answer; a field left out stays as it is, null clears the date or the response. */
export const updateProblemReportInputSchema = z
  .object({
    status: z.enum(problemReportStatuses, { error: 'validation.invalid' }).optional(),
    estimated_completion_date: dateOnlySchema.nullable().optional(),
    response: optionalText(5000),
  })
  .strict();
export type UpdateProblemReportInput = z.infer<typeof updateProblemReportInputSchema>;

export const problemReportSchema = z.object({
  id: z.number().int(),
  line_number: z.string().nullable(),
  submitter: z.string(),
  explanation: z.string(),
  status: z.enum(problemReportStatuses),
  estimated_completion_date: z.string().nullable(),
  response: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The account that filed it (shown to staff, who see everyone's reports). */
  reporter: z.object({ user_id: z.number().int(), email: z.string(), name: z.string() }),
});
export type ProblemReport = z.infer<typeof problemReportSchema>;

export const problemReportListSchema = pageOf(problemReportSchema);
