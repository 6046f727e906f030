// Schemas of the reports area's annual part (issue 14; spec 2 "group annual report").
import { z } from 'zod';
import { currencies, languages } from '../core/constants.ts';
import { REPORT_YEAR_MAX, REPORT_YEAR_MIN, reportFormats } from './schemas.ts';

/** `year` absent: the latest year that has ended. */
export const groupAnnualQuerySchema = z
  .object({
    year: z.coerce
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(REPORT_YEAR_MIN, 'validation.invalid')
      .max(REPORT_YEAR_MAX, 'validation.invalid')
      .optional(),
    format: z.enum(reportFormats, { error: 'validation.invalid' }).default('pdf'),
    language: z.enum(languages, { error: 'validation.invalid' }).optional(),
    currency: z.enum(currencies, { error: 'validation.invalid' }).optional(),
  })
  .strict();
export type GroupAnnualQuery = z.infer<typeof groupAnnualQuerySchema>;
