// The one address Shopify delivers every webhook topic to (issue 12): the topic travels in the
// `X-Shopify-Topic` header. The route kind `webhook` checks the HMAC over the raw body before any
// parsing, records each delivery once per webhook id and hands it to the job below, which passes it
// to the part that owns the topic (stores: app/uninstalled and the compliance topics; orders: orders
// and refunds).
import { publicRoute, type Route } from '../core/route.ts';

/** The job every Shopify delivery is handed to (apps/server/src/modules/resell/webhook-topics.ts). */
export const SHOPIFY_WEBHOOK_JOB = 'resell-shopify-webhook';

export const webhooksRoutes = {
  shopifyWebhooks: {
    method: 'POST',
    path: '/api/v1/shopify/webhooks',
    summary: 'Receive a Shopify webhook of any topic (HMAC-SHA256 of the raw body, base64, checked before parsing)',
    permission: publicRoute,
    kind: 'webhook',
    webhook: { source: 'shopify', job: SHOPIFY_WEBHOOK_JOB, maxBytes: 2 * 1024 * 1024, drain: true },
  },
} as const satisfies Record<string, Route>;
