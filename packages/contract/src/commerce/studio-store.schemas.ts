// Schemas of the commerce area's studio store part (issue 28 fixes the route fields): the service
// catalogue, orders and their status moves.
import { z } from 'zod';
import { decimalStringSchema } from '../core/money.ts';
import { pagingQuery, pageOf } from '../core/paging.ts';
import { commerceChannelIdSchema, priceSchema } from './courses.schemas.ts';

/** What the network sells its creators. `studio` is booked by the hour on the one studio calendar. */
export const studioServiceKinds = ['studio', 'editing', 'thumbnail', 'equipment', 'other'] as const;
export type StudioServiceKind = (typeof studioServiceKinds)[number];
/** What a quantity counts: hours of studio time, items (videos edited, thumbnails), days of equipment. */
export const studioServiceUnits = ['hour', 'item', 'day'] as const;

export const studioServiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(studioServiceKinds),
  unit: z.enum(studioServiceUnits),
  name: z.string(),
  description: z.string(),
  /** TWD per unit. */
  price_twd: decimalStringSchema,
  available: z.boolean(),
});
export type StudioService = z.infer<typeof studioServiceSchema>;
export const studioServicesAnswerSchema = z.object({ items: z.array(studioServiceSchema) });

export const studioServiceSaveBodySchema = z
  .object({
    id: z.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid').optional(),
    kind: z.enum(studioServiceKinds, { error: 'validation.invalid' }),
    unit: z.enum(studioServiceUnits, { error: 'validation.invalid' }),
    name: z.string({ error: 'validation.nameRequired' }).trim().min(1, 'validation.nameRequired').max(120, 'validation.tooLong'),
    description: z.string().trim().max(2000, 'validation.tooLong').default(''),
    price_twd: priceSchema,
    available: z.boolean({ error: 'validation.invalid' }),
  })
  .strict()
  .refine((b) => b.kind !== 'studio' || b.unit === 'hour', { path: ['unit'], message: 'validation.studioByTheHour' });
export type StudioServiceSaveBody = z.infer<typeof studioServiceSaveBodySchema>;
export const studioServiceSaveAnswerSchema = z.object({ service: studioServiceSchema });

/**
 * requested → confirmed → scheduled (studio bookings only) → delivered; cancelled from any of them.
 * A delivered order is a charge on the creator's statement; cancelling it then posts a correction.
 */
export const studioOrderStatuses = ['requested', 'confirmed', 'scheduled', 'delivered', 'cancelled'] as const;
export type StudioOrderStatus = (typeof studioOrderStatuses)[number];

/** An instant with its offset (ISO 8601), on the quarter hour: studio bookings start there. */
const instantSchema = z.iso.datetime({ offset: true, message: 'validation.dateTime' });

export const studioOrderCreateBodySchema = z
  .object({
    service_id: z.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid'),
    channel_id: commerceChannelIdSchema,
    quantity: z.number({ error: 'validation.wholeNumber' }).int('validation.wholeNumber').min(1, 'validation.wholeNumber').max(1000, 'validation.invalid'),
    /** A studio booking's wished start (the staff schedule it, this or another time). */
    starts_at: instantSchema.optional(),
    notes: z.string().trim().max(2000, 'validation.tooLong').optional(),
  })
  .strict();
export type StudioOrderCreateBody = z.infer<typeof studioOrderCreateBodySchema>;

export const studioOrderSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  channel_title: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  kind: z.enum(studioServiceKinds),
  unit: z.enum(studioServiceUnits),
  quantity: z.number().int(),
  /** The catalogue price when ordered, kept with the order. */
  unit_price_twd: decimalStringSchema,
  total_twd: decimalStringSchema,
  status: z.enum(studioOrderStatuses),
  /** A studio booking: its time (asked for, then scheduled); null for other services. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  notes: z.string(),
  ordered_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** The statement month the charge went to (delivered orders), YYYYMM. */
  charged_month: z.string().nullable(),
});
export type StudioOrder = z.infer<typeof studioOrderSchema>;
export const studioOrderAnswerSchema = z.object({ order: studioOrderSchema });

export const studioOrdersQuerySchema = z
  .object({ channel_id: commerceChannelIdSchema, status: z.enum(studioOrderStatuses, { error: 'validation.invalid' }), ...pagingQuery })
  .partial()
  .strict();
export const studioOrdersAnswerSchema = pageOf(studioOrderSchema);

export const studioOrderParamsSchema = z
  .object({
    orderId: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'validation.notFound')
      .transform(Number),
  })
  .strict();
export const studioOrderStatusBodySchema = z
  .object({
    status: z.enum(['confirmed', 'scheduled', 'delivered', 'cancelled'], { error: 'validation.invalid' }),
    /** Scheduling a studio booking: its start (the end follows from the hours ordered). */
    starts_at: instantSchema.optional(),
  })
  .strict();
export type StudioOrderStatusBody = z.infer<typeof studioOrderStatusBodySchema>;
