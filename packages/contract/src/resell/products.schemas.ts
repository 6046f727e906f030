// Schemas of the resell area's products part: resale products on videos (spec 3: full product
// name, discount code, store), the catalogue picker, and sales per video, product and discount code
// (resellPerformance). Money is an exact decimal string in the store's currency, never summed across
// currencies.
import { z } from 'zod';
import { dateOnlySchema, positiveIdSchema } from '../core/common.ts';
import { decimalStringSchema } from '../core/money.ts';

const isoTime = z.string();
const videoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'validation.notFound');

export const resellVideoParamsSchema = z.object({ videoId: videoIdSchema }).strict();
export const resellVideoProductParamsSchema = z.object({ videoId: videoIdSchema, resaleId: positiveIdSchema() }).strict();

/** Spec 8 "Cannot add a product" for a product or store that cannot be chosen; the code checked at the store. */
export const resellVideoProductAddBodySchema = z
  .object({
    store_id: positiveIdSchema('validation.resellStoreRequired'),
    product_id: positiveIdSchema('validation.resellProductRequired'),
    discount_code: z
      .string({ error: 'validation.resellDiscountCode' })
      .trim()
      .min(1, 'validation.resellDiscountCode')
      .max(255, 'validation.resellDiscountCode')
      .regex(/^[^\s]+$/, 'validation.resellDiscountCode'),
  })
  .strict();
export type ResellVideoProductAddBody = z.infer<typeof resellVideoProductAddBodySchema>;

export const resellStoreRefSchema = z.object({ id: z.number(), name: z.string(), shop_domain: z.string(), currency: z.string() });
export type ResellStoreRef = z.infer<typeof resellStoreRefSchema>;

export const resellVideoProductSchema = z.object({
  id: z.number(),
  channel_id: z.string(),
  video_id: z.string(),
  store: resellStoreRefSchema,
  product_id: z.number(),
  /** The full product name (spec 3), as the catalogue had it when added. */
  product_title: z.string(),
  discount_code: z.string(),
  added_at: isoTime,
  added_by_name: z.string().nullable(),
});
export type ResellVideoProduct = z.infer<typeof resellVideoProductSchema>;
export const resellVideoProductsAnswerSchema = z.object({ video_id: z.string(), products: z.array(resellVideoProductSchema) });

/** The videos the caller may put resale products on, with those already there. */
export const resellProductVideoSchema = z.object({
  channel_id: z.string(),
  channel_title: z.string(),
  video_id: z.string(),
  title: z.string(),
  published_at: isoTime.nullable(),
  package_name: z.string().nullable(),
  products: z.array(resellVideoProductSchema),
});
export type ResellProductVideo = z.infer<typeof resellProductVideoSchema>;
export const resellProductVideosAnswerSchema = z.object({ videos: z.array(resellProductVideoSchema) });

export const resellCatalogueQuerySchema = z
  .object({
    store: positiveIdSchema().optional(),
    q: z.string().max(200, 'validation.invalid').optional(),
  })
  .strict();
export const resellCatalogueAnswerSchema = z.object({
  /** The connected stores whose products the caller may put on videos. */
  stores: z.array(resellStoreRefSchema),
  /** The chosen store's active products whose title contains `q` (at most 50, by title). */
  products: z.array(z.object({ product_id: z.number(), title: z.string() })),
});
export type ResellCatalogueAnswer = z.infer<typeof resellCatalogueAnswerSchema>;

// ---- sales (resellPerformance) ----

export const resellPerformanceQuerySchema = z
  .object({
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
    store: positiveIdSchema().optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.resellPeriodOrder', path: ['to'] });
export const resellPerformanceExportQuerySchema = z
  .object({
    format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).default('csv'),
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
    store: positiveIdSchema().optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.resellPeriodOrder', path: ['to'] });

/** What a set of attributed order lines sold, in one currency. */
export const resellSalesFiguresSchema = z.object({
  currency: z.string(),
  orders: z.number(),
  units: z.number(),
  /** Σ unit price × quantity. */
  gross: decimalStringSchema,
  /** Σ discounts on the lines. */
  discounts: decimalStringSchema,
  /** Σ refunded amounts. */
  refunds: decimalStringSchema,
  /** Σ actual selling price − Σ refunded amount. */
  net_sales: decimalStringSchema,
  /** Cancelled orders carrying the code and product (left out of every other figure). */
  cancelled_orders: z.number(),
});
export type ResellSalesFigures = z.infer<typeof resellSalesFiguresSchema>;

export const resellPerformanceProductSchema = resellSalesFiguresSchema.extend({
  resale_id: z.number(),
  store_id: z.number(),
  store_name: z.string(),
  product_id: z.number(),
  product_title: z.string(),
  discount_code: z.string(),
});
export const resellPerformanceVideoSchema = resellSalesFiguresSchema.extend({
  channel_id: z.string(),
  channel_title: z.string(),
  video_id: z.string(),
  title: z.string(),
  /** The video's views over the period (YouTube analytics). */
  views: z.number(),
  /** Orders per 1,000 views over the period, two places; null without views. */
  conversion_per_mille: decimalStringSchema.nullable(),
  products: z.array(resellPerformanceProductSchema),
});
export type ResellPerformanceVideo = z.infer<typeof resellPerformanceVideoSchema>;
export const resellPerformanceCodeSchema = resellSalesFiguresSchema.extend({ store_id: z.number(), store_name: z.string(), discount_code: z.string() });
export const resellPerformanceDaySchema = z.object({ day: z.string(), currency: z.string(), orders: z.number(), net_sales: decimalStringSchema });

export const resellPerformanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  stores: z.array(resellStoreRefSchema),
  /** One row per video and currency (a video selling in two stores of different currencies has two). */
  videos: z.array(resellPerformanceVideoSchema),
  codes: z.array(resellPerformanceCodeSchema),
  /** Per currency: each order line counted once, even when two videos carry its code and product. */
  totals: z.array(resellSalesFiguresSchema),
  daily: z.array(resellPerformanceDaySchema),
});
export type ResellPerformance = z.infer<typeof resellPerformanceSchema>;

/** A resale product on a video with what it sold (the collab performance report's resale section). */
export const resellVideoSalesSchema = resellPerformanceProductSchema.extend({ video_id: z.string() });
export type ResellVideoSales = z.infer<typeof resellVideoSalesSchema>;
