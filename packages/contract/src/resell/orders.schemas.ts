// Schemas of the resell area's orders part: the order list (spec 3 columns, spec 5 filters; issue 12
// fixes the query names and the item fields) and the sync action.
import { z } from 'zod';
import { pagingQuery } from '../core/paging.ts';
import { dateOnlySchema } from '../core/common.ts';
import { currencySchema, decimalStringSchema } from '../core/money.ts';

const text = z.string().trim().max(255, 'validation.invalid');

export const ordersQuerySchema = z
  .object({
    /** Part of the product's name (spec 5: alone, by name). */
    product: text,
    /** A discount code, whole, any case (spec 5: alone, by code; with product, both). */
    discount_code: text,
    store: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'validation.invalid')
      .transform(Number),
    /** Order dates, inclusive, in the store's time zone. */
    from: dateOnlySchema,
    to: dateOnlySchema,
    ...pagingQuery,
  })
  .partial()
  .strict()
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeOrder' });
  });
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** One order line (spec 3: order ID, unit price, quantity, actual selling price, total discount, order date). */
export const orderLineSchema = z.object({
  order_id: z.string(),
  order_name: z.string(),
  line_id: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  product_id: z.string().nullable(),
  product: z.string(),
  variant: z.string(),
  /** The store's currency (shop money): every amount below is in it. */
  currency: z.string(),
  unit_price: decimalStringSchema,
  quantity: z.number().int(),
  actual_selling_price: decimalStringSchema,
  total_discount: decimalStringSchema,
  refunded_quantity: z.number().int(),
  refunded_amount: decimalStringSchema,
  /** actual_selling_price − refunded_amount. */
  net_amount: decimalStringSchema,
  /** Shopify's created_at (an instant, ISO 8601). */
  order_date: z.string(),
  /** The order's discount codes, comma-separated ('' without one). */
  discount_code: z.string(),
  cancelled: z.boolean(),
  financial_status: z.string().nullable(),
  /** net_amount in the viewer's currency, when both currencies have an exchange rate. */
  viewer_amount: decimalStringSchema.nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderStoreSchema = z.object({
  id: z.number().int(),
  /** The team that connected it (canSyncStoreOrders judges on it). */
  advertiser_id: z.number().int(),
  name: z.string(),
  shop_domain: z.string(),
  currency: z.string(),
  status: z.enum(['connected', 'disconnected']),
  orders_synced_at: z.string().nullable(),
});

export const ordersAnswerSchema = z.object({
  items: z.array(orderLineSchema),
  /** Matching lines, counted up to 1,000 (`total_exact` false beyond). */
  total: z.number().int(),
  total_exact: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The viewer's chosen currency (profile). */
  viewer_currency: currencySchema,
  /** The stores the caller may filter by. */
  stores: z.array(orderStoreSchema),
});
export type OrdersAnswer = z.infer<typeof ordersAnswerSchema>;

export const syncStoreParamsSchema = z
  .object({
    storeId: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'validation.notFound')
      .transform(Number),
  })
  .strict();
export const ordersSyncAnswerSchema = z.object({ job_id: z.string() });
