// Schemas of the commerce area's ec part (issue 28 fixes the fields of stores and sales).
import { z } from 'zod';
import { decimalStringSchema } from '../core/money.ts';
import { yearMonthSchema } from '../accounting/items.ts';
import { commerceChannelIdSchema } from './courses.schemas.ts';

const storeIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'validation.notFound')
  .transform(Number);
export const ecStoreParamsSchema = z.object({ storeId: storeIdSchema }).strict();

export const ecStoreSchema = z.object({
  store_id: z.number().int(),
  channel_id: z.string(),
  name: z.string(),
  shop_domain: z.string(),
  currency: z.string(),
  status: z.enum(['connected', 'disconnected']),
  /** The network runs the store for the creator: its net sales are a statement line with the store ratio. */
  network_runs: z.boolean(),
  orders_synced_at: z.string().nullable(),
});
export type EcStore = z.infer<typeof ecStoreSchema>;
export const ecStoresQuerySchema = z.object({ channel_id: commerceChannelIdSchema.optional() }).strict();
export const ecStoresAnswerSchema = z.object({ items: z.array(ecStoreSchema) });

export const ecStoreConnectBodySchema = z
  .object({
    channel_id: commerceChannelIdSchema,
    /** The shop's myshopify.com domain (or its name before it). */
    shop: z
      .string({ error: 'validation.shopDomain' })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9-]{0,59}(\.myshopify\.com)?$/, 'validation.shopDomain'),
  })
  .strict();
export const ecStoreConnectAnswerSchema = z.object({ authorize_url: z.string() });

export const ecStoreSettingsBodySchema = z.object({ network_runs: z.boolean({ error: 'validation.invalid' }) }).strict();
export const ecStoreSettingsAnswerSchema = z.object({ store: ecStoreSchema });

export const ecAttributionCodeSchema = z.object({
  code: z.string(),
  /** The video the code attributes to; null: the channel as a whole. */
  video_id: z.string().nullable(),
  video_title: z.string().nullable(),
});
export const ecAttributionCodesAnswerSchema = z.object({ items: z.array(ecAttributionCodeSchema) });
export const ecAttributionCodeBodySchema = z
  .object({
    code: z.string({ error: 'validation.resellDiscountCode' }).trim().min(1, 'validation.resellDiscountCode').max(100, 'validation.tooLong'),
    video_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, 'validation.caseVideoId')
      .nullable(),
  })
  .strict();

export const ecMonthQuerySchema = z.object({ channel_id: commerceChannelIdSchema.optional(), month: yearMonthSchema.optional() }).strict();
/** One store's month (issue 28 fixes the fields): net = gross − refunds, in the store's currency. */
export const ecSalesItemSchema = z.object({
  store_id: z.number().int(),
  channel_id: z.string(),
  month: z.string(),
  orders: z.number().int(),
  gross: decimalStringSchema,
  refunds: decimalStringSchema,
  net: decimalStringSchema,
  currency: z.string(),
});
export type EcSalesItem = z.infer<typeof ecSalesItemSchema>;
export const ecSalesAnswerSchema = z.object({ items: z.array(ecSalesItemSchema) });

export const ecChannelMonthQuerySchema = z.object({ channel_id: commerceChannelIdSchema, month: yearMonthSchema }).strict();
export const ecProductSchema = z.object({
  product_id: z.string().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  net: decimalStringSchema,
  currency: z.string(),
});
export const ecProductsAnswerSchema = z.object({ items: z.array(ecProductSchema) });

export const ecVideoSchema = z.object({
  /** null: orders attributed to the channel as a whole (a channel code or utm without a video). */
  video_id: z.string().nullable(),
  title: z.string().nullable(),
  orders: z.number().int(),
  net: decimalStringSchema,
  currency: z.string(),
  views: z.number().int().nullable(),
  /** net ÷ views × 1,000, 2 places; null without views. */
  net_per_1000_views: decimalStringSchema.nullable(),
});
export const ecVideosAnswerSchema = z.object({ items: z.array(ecVideoSchema) });
