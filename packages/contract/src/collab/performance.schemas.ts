// Schemas of the collab area's performance part: case videos, the schedule of publish dates, the
// performance report.
import { z } from 'zod';
import { lengthClasses } from '../channels/formulas.ts';
import { resellVideoSalesSchema } from '../resell/products.schemas.ts';
import { caseParamsSchema } from './deals.schemas.ts';
import { VIDEO_REF_MAX, parseVideoRef } from './video-ref.ts';

const isoTime = z.string();
const packageStatuses = z.string();

export const caseVideoParamsSchema = caseParamsSchema.extend({ videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'validation.notFound') }).strict();

/** Spec 8 "the video cannot be added; check the video ID" for anything that names no video. */
export const caseVideoAddBodySchema = z
  .object({
    video: z
      .string({ error: 'validation.caseVideoId' })
      .max(VIDEO_REF_MAX, 'validation.caseVideoId')
      .refine((v) => parseVideoRef(v) !== null, 'validation.caseVideoId'),
  })
  .strict();
export type CaseVideoAddBody = z.infer<typeof caseVideoAddBodySchema>;

export const caseVideoSchema = z.object({
  id: z.number(),
  case_id: z.number(),
  video_id: z.string(),
  title: z.string(),
  published_at: isoTime.nullable(),
  added_at: isoTime,
  added_by_name: z.string().nullable(),
});
export type CaseVideo = z.infer<typeof caseVideoSchema>;
export const caseVideosAnswerSchema = z.object({ videos: z.array(caseVideoSchema) });

// ---- upcoming and past (spec 2) ----

export const scheduleWhen = ['upcoming', 'past'] as const;
export type ScheduleWhen = (typeof scheduleWhen)[number];
export const scheduleQuerySchema = z
  .object({
    when: z.enum(scheduleWhen, { error: 'validation.invalid' }),
    /** One month of publish dates (the calendar), as YYYY-MM. */
    month: z
      .string()
      .regex(/^(19\d\d|20\d\d)-(0[1-9]|1[0-2])$/, 'validation.yearMonth')
      .optional(),
  })
  .strict();
export const scheduleItemSchema = z.object({
  package_id: z.number(),
  package_name: z.string(),
  package_status: packageStatuses,
  case_id: z.number(),
  case_status: z.string(),
  channel_id: z.string(),
  channel_title: z.string(),
  /** Null for an agreed case whose video is not named yet (upcoming only). */
  video_id: z.string().nullable(),
  title: z.string().nullable(),
  published_at: isoTime.nullable(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;
export const scheduleAnswerSchema = z.object({ when: z.enum(scheduleWhen), month: z.string().nullable(), items: z.array(scheduleItemSchema) });
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;

// ---- the performance report ----

export const performanceMetricKeys = ['views', 'likes', 'comments', 'shares', 'watch_minutes', 'subscribers_gained'] as const;
export type PerformanceMetricKey = (typeof performanceMetricKeys)[number];

const metricsShape = Object.fromEntries(performanceMetricKeys.map((k) => [k, z.number()])) as Record<PerformanceMetricKey, z.ZodNumber>;
export const performanceMetricsSchema = z.object({ ...metricsShape, engagement_rate: z.number().nullable() });
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;
export const performanceDaySchema = z.object({ day: z.string(), ...metricsShape });
export type PerformanceDay = z.infer<typeof performanceDaySchema>;

/** The channel's own average for videos of the same length class, over the same number of days since each one's publish. */
export const performanceBenchmarkSchema = performanceMetricsSchema.extend({ videos: z.number() });
export type PerformanceBenchmark = z.infer<typeof performanceBenchmarkSchema>;

export const performanceVideoSchema = z.object({
  case_id: z.number(),
  channel_id: z.string(),
  channel_title: z.string(),
  video_id: z.string(),
  title: z.string(),
  published_at: isoTime.nullable(),
  duration_seconds: z.number().nullable(),
  length_class: z.enum(lengthClasses).nullable(),
  /** Days of figures since publish (publish day to the channel's latest day of data). */
  days: z.number(),
  metrics: performanceMetricsSchema,
  benchmark: performanceBenchmarkSchema.nullable(),
  daily: z.array(performanceDaySchema),
});
export type PerformanceVideo = z.infer<typeof performanceVideoSchema>;

export const performanceReportSchema = z.object({
  package: z.object({ id: z.number(), name: z.string(), status: packageStatuses }),
  /** The newest day with figures among the package's channels. */
  data_through: z.string().nullable(),
  totals: performanceMetricsSchema,
  videos: z.array(performanceVideoSchema),
  daily: z.array(performanceDaySchema),
  /**
   * Issue 12: the resale products on the case videos (in the stores the caller sees), each with the
   * orders its discount code brought since it was put on (resell products part's attribution).
   */
  resale_products: z.array(resellVideoSalesSchema),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

export const performancePackagesSchema = z.object({
  packages: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      status: packageStatuses,
      advertiser_name: z.string().nullable(),
      videos: z.number(),
      /** Case videos with at least one day of figures since they were published (issue 23: the page opens on a package with data). */
      videos_with_figures: z.number(),
    }),
  ),
});

export const performanceExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).default('csv') }).strict();
