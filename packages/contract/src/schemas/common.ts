import { z } from 'zod';
import { DATE_MAX, DATE_MIN } from '../constants.ts';

/** Every error answer has this shape. `code` and `fields` values are i18n keys under `errors`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retry_after: z.number().int().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });

export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailFormat')
  .email('validation.emailFormat')
  .transform((v) => v.toLowerCase());

export const dateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateFormat')
  .refine((v) => v >= DATE_MIN && v <= DATE_MAX && !Number.isNaN(Date.parse(v)), 'validation.dateRange');

export const emptyQuerySchema = z.object({}).strict();
