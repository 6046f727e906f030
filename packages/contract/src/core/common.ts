import { z } from 'zod';
import { DATE_MAX, DATE_MIN } from './constants.ts';

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

/** Words to search for: trimmed, at most `max` characters, no control characters (line breaks separate the searched fields on the server). */
export const searchTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .regex(/^\P{Cc}*$/u, 'validation.invalid');

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
  .refine(isCalendarDate, 'validation.dateFormat')
  .refine((v) => v >= DATE_MIN && v <= DATE_MAX, 'validation.dateRange');

/** "2024-02-30" parses in JavaScript (it rolls over to March); only a real calendar day passes. */
function isCalendarDate(v: string): boolean {
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const emptyQuerySchema = z.object({}).strict();

/** A yes or no in a query string: true, false, 1 or 0. */
export const booleanQuerySchema = z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).transform((v) => v === 'true' || v === '1');

/** The body of a POST or PUT that takes no input. */
export const noBodySchema = z.object({}).strict().optional();

/** A YouTube channel id as the app takes it: letters, digits, _ and -, at most 64 of them. */
export const CHANNEL_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A channel id given in a path or a query: an impossible id is a channel that does not exist. */
export const channelIdSchema = z.string().regex(CHANNEL_ID_PATTERN, 'validation.notFound');

/** The `:channelId` of the routes about one channel. */
export const channelParamsSchema = z.object({ channelId: channelIdSchema }).strict();

/** A positive whole id (up to the largest safe integer) given in a path, query or body; anything else is refused with `message`. */
export const positiveIdSchema = (message = 'validation.notFound') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(9_007_199_254_740_991, message);

/** A row's id given in a path or a query (a PostgreSQL integer): anything else is a row that does not exist. */
export const rowIdSchema = z.coerce
  .number({ error: 'validation.notFound' })
  .int('validation.notFound')
  .positive('validation.notFound')
  .max(2 ** 31 - 1, 'validation.notFound');
