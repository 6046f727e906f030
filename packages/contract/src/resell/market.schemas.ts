// Schemas of the resell area's market part: commission rates (issue 12 "Commissions").
import { z } from 'zod';
import { positiveIdSchema } from '../core/common.ts';

/** A commission rate: 0 to 1 of net sales, at most 4 places ("0.1", "0.075"); shown as a percentage. */
export const commissionRateValueSchema = z
  .string({ error: 'validation.commissionRateInvalid' })
  .trim()
  .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'validation.commissionRateInvalid');

/** One target: a resale product on a video, or a case package. `rate` null clears it. */
export const commissionRateInputSchema = z
  .object({
    video_product_id: positiveIdSchema().optional(),
    package_id: positiveIdSchema().optional(),
    rate: commissionRateValueSchema.nullable(),
  })
  .strict()
  .refine((v) => (v.video_product_id === undefined) !== (v.package_id === undefined), { message: 'validation.commissionTarget', path: ['video_product_id'] });
export type CommissionRateInput = z.infer<typeof commissionRateInputSchema>;

export const commissionProductSchema = z.object({
  video_product_id: z.number().int(),
  channel_id: z.string(),
  channel_title: z.string(),
  video_id: z.string(),
  product_title: z.string(),
  discount_code: z.string(),
  store_name: z.string(),
  currency: z.string(),
  /** The product's own rate, or null (its package's, if any, applies). */
  rate: z.string().nullable(),
});
export const commissionPackageSchema = z.object({
  package_id: z.number().int(),
  name: z.string(),
  team: z.string(),
  rate: z.string().nullable(),
});
export const commissionRatesSchema = z.object({
  products: z.array(commissionProductSchema),
  packages: z.array(commissionPackageSchema),
});
export type CommissionRates = z.infer<typeof commissionRatesSchema>;
export type CommissionProduct = z.infer<typeof commissionProductSchema>;
export type CommissionPackage = z.infer<typeof commissionPackageSchema>;

export const commissionRateResultSchema = z.object({
  video_product_id: z.number().int().nullable(),
  package_id: z.number().int().nullable(),
  rate: z.string().nullable(),
});
export type CommissionRateResult = z.infer<typeof commissionRateResultSchema>;
