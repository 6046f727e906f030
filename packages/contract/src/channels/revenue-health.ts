// Revenue health (issue 30): after each daily refresh a monetised channel's revenue, RPM and views
// are checked against robust baselines; a change past the threshold is an alert that names its main
// driver, explained in the reader's language. The list's fields alert_id … explanation are fixed
// (outside tools rely on them); the rest serves the page.
import { z } from 'zod';
import { decimalStringSchema } from '../core/money.ts';

export const revenueAlertMetrics = ['revenue', 'rpm', 'views'] as const;
export type RevenueAlertMetric = (typeof revenueAlertMetrics)[number];
export const revenueAlertDrivers = ['views', 'rpm', 'country_mix', 'shorts_share', 'monetisation'] as const;
export type RevenueAlertDriver = (typeof revenueAlertDrivers)[number];
export const revenueAlertStatuses = ['open', 'acknowledged'] as const;
export type RevenueAlertStatus = (typeof revenueAlertStatuses)[number];

export const revenueAlertsQuerySchema = z.object({ status: z.enum(revenueAlertStatuses, { error: 'validation.invalid' }).default('open') }).strict();
export const revenueAlertParamsSchema = z
  .object({ alertId: z.coerce.number({ error: 'validation.notFound' }).int('validation.notFound').positive('validation.notFound') })
  .strict();

export const revenueAlertSchema = z.object({
  alert_id: z.number().int(),
  channel_id: z.string(),
  /** The day checked (YYYY-MM-DD, UTC as YouTube reports days). */
  date: z.string(),
  metric: z.enum(revenueAlertMetrics),
  /** Against the baseline, one decimal; negative for a drop. */
  change_percent: z.number(),
  driver: z.enum(revenueAlertDrivers),
  /** In the requester's language, with the figures. */
  explanation: z.string(),
  channel_title: z.string(),
  status: z.enum(revenueAlertStatuses),
  note: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  acknowledged_by: z.string().nullable(),
});
export type RevenueAlert = z.infer<typeof revenueAlertSchema>;
export const revenueAlertListSchema = z.object({ items: z.array(revenueAlertSchema) });

export const revenueAlertAckSchema = z
  .object({ note: z.string({ error: 'validation.revenueNoteRequired' }).trim().min(1, 'validation.revenueNoteRequired').max(1000, 'validation.tooLong') })
  .strict();

/** The threshold (every recipient reads it; the managing roles and finance set it) and the caller's digest mail. */
export const revenueHealthSettingsSchema = z.object({ threshold_percent: decimalStringSchema, digest_mail: z.boolean(), can_set_threshold: z.boolean() });
/** 5 to 500 percent, at most 2 places. */
export const revenueHealthThresholdSetSchema = z
  .object({
    threshold_percent: z
      .string({ error: 'validation.revenueThresholdInvalid' })
      .trim()
      .regex(/^[1-9][0-9]{0,2}(\.[0-9]{1,2})?$/, 'validation.revenueThresholdInvalid')
      .refine((value) => Number(value) >= 5 && Number(value) <= 500, 'validation.revenueThresholdInvalid'),
  })
  .strict();
export const revenueHealthDigestSetSchema = z.object({ digest_mail: z.boolean({ error: 'validation.invalid' }) }).strict();
