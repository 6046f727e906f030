// How a webhook sender proves a delivery is theirs. A verifier sees the raw body bytes and the
// headers, before anything is parsed, and names the delivery (the sender's id for it, which a
// retry of the same delivery repeats).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export type WebhookVerifier = {
  verify: (rawBody: Buffer, headers: IncomingHttpHeaders) => boolean;
  deliveryId: (headers: IncomingHttpHeaders) => string | null;
  /** The headers the job needs besides the body (the topic, the sender's account), by name. */
  context?: (headers: IncomingHttpHeaders) => Record<string, string>;
  /** Headers a signed delivery must carry besides its id (without them it cannot be told apart from a replay): 400. */
  requiredHeaders?: readonly string[];
};

export const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Equal bytes, in a time that does not depend on where they first differ. */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  // Lengths are not secret (a digest's length is public); timingSafeEqual needs them equal.
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The topic names the payload's kind; the shop names the store (data-formats 16.3). */
const SHOPIFY_CONTEXT_HEADERS = ['x-shopify-topic', 'x-shopify-shop-domain', 'x-shopify-api-version', 'x-shopify-triggered-at', 'x-shopify-event-id'];

/**
 * Shopify: `X-Shopify-Hmac-Sha256` is the base64 HMAC-SHA256 of the raw body with the app's client
 * secret; `X-Shopify-Webhook-Id` names the delivery (data-formats 16.3).
 */
export function shopifyVerifier(secret: string): WebhookVerifier {
  return {
    verify(rawBody, headers) {
      const sent = header(headers, 'x-shopify-hmac-sha256');
      if (!sent) return false;
      const expected = createHmac('sha256', secret).update(rawBody).digest('base64');
      // Compared as the base64 text itself: a lenient decoder would accept other spellings.
      return sameBytes(Buffer.from(sent), Buffer.from(expected));
    },
    deliveryId: (headers) => header(headers, 'x-shopify-webhook-id'),
    // Issue 23: the topic says what the payload is and the shop whose it is; with the webhook id they
    // name a delivery, so a replay can always be recognised.
    requiredHeaders: ['x-shopify-topic', 'x-shopify-shop-domain'],
    context(headers) {
      const kept: Record<string, string> = {};
      for (const name of SHOPIFY_CONTEXT_HEADERS) {
        const value = header(headers, name);
        if (value !== null) kept[name] = value;
      }
      return kept;
    },
  };
}
