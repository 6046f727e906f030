// Schemas of the resell area's stores part.
import { z } from 'zod';

/** A Shopify shop's own domain (data-formats 16): the only form Chorus stores and talks to. */
export const SHOP_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
const SHOP_NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * The store URL as a person types it (issue 12): `name`, `name.myshopify.com` or
 * `https://name.myshopify.com/admin` (any path, http or https, any case), as the shop's domain;
 * null for anything else (spec 5 "invalid OAuth URL format").
 */
export function normaliseShopDomain(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (text.length === 0 || text.length > 255) return null;
  const scheme = /^https?:\/\//.exec(text);
  if (scheme) text = text.slice(scheme[0].length);
  const host = text.split(/[/?#]/)[0]!;
  const rest = text.slice(host.length);
  if (!scheme && rest !== '' && !/^\/admin(\/.*)?$/.test(rest) && rest !== '/') return null;
  if (SHOP_NAME.test(host) && !scheme && rest === '') return `${host}.myshopify.com`;
  const domain = host.endsWith('.') ? host.slice(0, -1) : host;
  if (!SHOP_DOMAIN_PATTERN.test(domain)) return null;
  return SHOP_NAME.test(domain.slice(0, -'.myshopify.com'.length)) ? domain : null;
}

export const shopifyOauthQuerySchema = z
  .object({
    shop: z
      .string({ error: 'validation.oauthUrlFormat' })
      .max(255, 'validation.oauthUrlFormat')
      .refine((value) => normaliseShopDomain(value) !== null, 'validation.oauthUrlFormat'),
    /** The privacy policy agreement (spec 5): the box must be ticked. */
    privacy_agreed: z.literal('true', { error: 'validation.privacyAgreementRequired' }),
    /** The team to connect the store to, when the caller administers more than one. */
    team_id: z.coerce.number({ error: 'validation.notFound' }).int('validation.notFound').positive('validation.notFound').optional(),
  })
  .strict();
export const shopifyOauthOutputSchema = z.object({ authorize_url: z.string() });

/** Shopify's return: code, hmac, host, shop, state, timestamp (and whatever else it signs). */
export const shopifyOauthCallbackQuerySchema = z
  .object({
    code: z.string().max(500).optional(),
    hmac: z.string().max(200).optional(),
    host: z.string().max(500).optional(),
    shop: z.string().max(255).optional(),
    state: z.string().max(200).optional(),
    timestamp: z.string().max(20).optional(),
  })
  .passthrough();

export const oauthRevokeQuerySchema = z
  .object({ store_id: z.coerce.number({ error: 'validation.notFound' }).int('validation.notFound').positive('validation.notFound') })
  .strict();

export const storeStatuses = ['connected', 'disconnected'] as const;
export const resellStoreSchema = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  shop_domain: z.string(),
  name: z.string(),
  currency: z.string(),
  status: z.enum(storeStatuses),
  connected_at: z.string(),
  disconnected_at: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  /** The caller administers the store's team (may disconnect it). */
  can_disconnect: z.boolean(),
});
export type ResellStore = z.infer<typeof resellStoreSchema>;
export const resellStoresSchema = z.object({
  items: z.array(resellStoreSchema),
  /** The teams the caller may connect a store to (advertiser or reseller teams they administer). */
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['advertiser', 'reseller']) })),
});

/** Where the callback sends the browser back to: the profile with `shopify=<outcome>`. */
export const shopifyOutcomes = ['connected', 'invalid', 'expired', 'denied', 'taken', 'failed'] as const;
export type ShopifyOutcome = (typeof shopifyOutcomes)[number];
