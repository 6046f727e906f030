// Shopify's OAuth authorization-code grant for a non-embedded app (data-formats 16.2; ecosystem-picks
// (a): our own node:crypto + fetch): the authorization address, the callback's HMAC (hex over the
// sorted query without `hmac`, compared in constant time), the code exchange for an expiring offline
// token (`expiring=1`), the refresh grant, and the revocation of a token.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHOP_DOMAIN_PATTERN } from '@chorus/contract';
import type { ShopifyConfig } from '../../../config.ts';
import { ShopifyApiError, shopUrl } from '../shopify/admin-client.ts';

/** What Chorus asks of a store (issue 12): orders and the product catalogue, read only. */
export const SHOPIFY_SCOPES = ['read_orders', 'read_products'] as const;
export const CALLBACK_PATH = '/api/v1/shopify/oauth/callback';
export const WEBHOOKS_PATH = '/api/v1/shopify/webhooks';
/** How long an install may take between the start and Shopify's return. */
export const OAUTH_STATE_SECONDS = 10 * 60;
/** How far the callback's `timestamp` may be from the server's clock (ecosystem-picks: 90 s). */
export const TIMESTAMP_SKEW_SECONDS = 90;

export const isShopDomain = (value: string) => SHOP_DOMAIN_PATTERN.test(value);

/** The message Shopify signs: every parameter but `hmac` (and the legacy `signature`), sorted by key, `k=v` joined by `&`. */
export function signedMessage(params: Iterable<[string, string]>): string {
  return [...params]
    .filter(([key]) => key !== 'hmac' && key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** HMAC-SHA256 of the signed message with the app secret, hex (how Shopify signs an OAuth redirect). */
export function signQuery(params: Iterable<[string, string]>, secret: string): string {
  return createHmac('sha256', secret).update(signedMessage(params)).digest('hex');
}

/** Whether the query's `hmac` is Shopify's, compared in constant time. */
export function verifyQueryHmac(params: URLSearchParams, secret: string): boolean {
  const given = params.get('hmac') ?? '';
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signQuery(params, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** Whether a `timestamp` (Unix seconds) is within the allowed skew of `now`. */
export function timestampFresh(timestamp: string | null, now: Date): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) * 1000 - now.getTime()) <= TIMESTAMP_SKEW_SECONDS * 1000;
}

type AppKeys = Pick<ShopifyConfig, 'apiKey' | 'apiSecret' | 'shopBaseUrl' | 'requestTimeoutMs'>;

/** Where the store owner approves the app: an offline token (no per-user grant option). */
export function authorizeUrl(config: AppKeys, shop: string, options: { state: string; redirectUri: string }): string {
  const query = new URLSearchParams({
    client_id: config.apiKey ?? '',
    scope: SHOPIFY_SCOPES.join(','),
    redirect_uri: options.redirectUri,
    state: options.state,
  });
  return `${shopUrl(config.shopBaseUrl, shop, '/admin/oauth/authorize')}?${query.toString()}`;
}

/** An access token as Shopify grants it (expiring offline: an hour, with a refresh token that changes each time). */
export type ShopifyGrant = { accessToken: string; scopes: string[]; expiresAt: Date | null; refreshToken: string | null };

type TokenAnswer = { access_token?: unknown; scope?: unknown; expires_in?: unknown; refresh_token?: unknown };

async function tokenRequest(config: AppKeys, shop: string, body: Record<string, string>, now: Date): Promise<ShopifyGrant> {
  const response = await fetch(shopUrl(config.shopBaseUrl, shop, '/admin/oauth/access_token'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client_id: config.apiKey, client_secret: config.apiSecret, ...body }),
    signal: AbortSignal.timeout(config.requestTimeoutMs),
  });
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (!response.ok || typeof answer.access_token !== 'string' || answer.access_token === '') {
    throw new ShopifyApiError(`Shopify refused the token request (${response.status})`, response.status || 400);
  }
  const expiresIn = typeof answer.expires_in === 'number' ? answer.expires_in : null;
  return {
    accessToken: answer.access_token,
    scopes:
      typeof answer.scope === 'string'
        ? answer.scope
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    expiresAt: expiresIn === null ? null : new Date(now.getTime() + expiresIn * 1000),
    refreshToken: typeof answer.refresh_token === 'string' && answer.refresh_token !== '' ? answer.refresh_token : null,
  };
}

/** The code exchange, asking for an expiring offline token. */
export function exchangeCode(config: AppKeys, shop: string, code: string, now: Date): Promise<ShopifyGrant> {
  return tokenRequest(config, shop, { code, expiring: '1' }, now);
}

/** A new access token (and a new refresh token) for the refresh token. */
export function refreshGrant(config: AppKeys, shop: string, refreshToken: string, now: Date): Promise<ShopifyGrant> {
  return tokenRequest(config, shop, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
}

/** Uninstalls the app from the shop (REST `DELETE /admin/api_permissions/current.json`). */
export async function revokeAtShopify(config: AppKeys, shop: string, accessToken: string): Promise<void> {
  const response = await fetch(shopUrl(config.shopBaseUrl, shop, '/admin/api_permissions/current.json'), {
    method: 'DELETE',
    headers: { 'x-shopify-access-token': accessToken, accept: 'application/json' },
    signal: AbortSignal.timeout(config.requestTimeoutMs),
  });
  if (!response.ok) throw new ShopifyApiError(`Shopify answered ${response.status} to the revocation`, response.status);
}
