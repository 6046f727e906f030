// Schemas of the reports area: which period, file format, language and currency a report is made in.
import { z } from 'zod';
import { currencies, languages } from '../core/constants.ts';
import { isoWeeksInYear, periodPartOf, reportPeriods } from './periods.ts';

export const reportFormats = ['docx', 'pptx', 'pdf'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** Report years: the analytics keep no earlier data, and spec 9 bounds dates at 2099. */
export const REPORT_YEAR_MIN = 2005;
export const REPORT_YEAR_MAX = 2099;
/** Spec 9: a report takes the latest 8 regular videos and 8 shorts. */
export const REPORT_LATEST_VIDEOS = 8;
/** Spec 9: image quality defaults to 75 (the JPEG quality of the report's pictures). */
export const REPORT_IMAGE_QUALITY = 75;

/** A whole number within [min, max] from a query string or a body ('validation.invalid' otherwise). */
export const reportInt = (min: number, max: number) =>
  z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(min, 'validation.invalid').max(max, 'validation.invalid');

/** The report's period as asked: its kind (quarterly unless said), the year and its part. */
export const reportPeriodChoice = {
  period: z.enum(reportPeriods, { error: 'validation.invalid' }).default('quarterly'),
  year: reportInt(REPORT_YEAR_MIN, REPORT_YEAR_MAX).optional(),
  quarter: reportInt(1, 4).optional(),
  month: reportInt(1, 12).optional(),
  week: reportInt(1, 53).optional(),
};

/**
 * `period` with `year` and its `quarter`, `month` or `week` (ISO), or none of them: then the latest
 * period of that kind that has ended (spec 9: the previous quarter). `language` defaults to the
 * caller's, `currency` to the language's (spec 1 table).
 */
export const reportQuerySchema = z
  .object({
    ...reportPeriodChoice,
    format: z.enum(reportFormats, { error: 'validation.invalid' }).default('pdf'),
    language: z.enum(languages, { error: 'validation.invalid' }).optional(),
    currency: z.enum(currencies, { error: 'validation.invalid' }).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const part = periodPartOf[q.period];
    for (const other of ['quarter', 'month', 'week'] as const) {
      if (other !== part && q[other] !== undefined) ctx.addIssue({ code: 'custom', path: [other], message: 'validation.reportPeriodPart' });
    }
    if ((q.year === undefined) !== (q[part] === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.year === undefined ? 'year' : part], message: 'validation.reportPeriodPart' });
    }
    if (q.period === 'weekly' && q.year !== undefined && q.week !== undefined && q.week > isoWeeksInYear(q.year)) {
      ctx.addIssue({ code: 'custom', path: ['week'], message: 'validation.reportWeek' });
    }
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The latest video report (spec 2): only the file's format and language. */
export const latestVideoQuerySchema = z
  .object({
    format: z.enum(reportFormats, { error: 'validation.invalid' }).default('pdf'),
    language: z.enum(languages, { error: 'validation.invalid' }).optional(),
  })
  .strict();
/** The days after publishing the latest video report compares (at most). */
export const LATEST_VIDEO_DAYS = 28;
