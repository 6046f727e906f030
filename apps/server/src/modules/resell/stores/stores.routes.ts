// HTTP for store authorization: parse, delegate, answer.
import type { ShopifyOutcome } from '@chorus/contract';
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { StoresService } from './stores.service.ts';

/** The profile page, where store authorization lives, with the callback's outcome. */
export function callbackLocation(result: { outcome: ShopifyOutcome; shop?: string }): string {
  const query = new URLSearchParams({ shopify: result.outcome });
  if (result.shop) query.set('shop', result.shop);
  return `/dashboard/info?${query.toString()}`;
}

const callerOf = (principal: Principal, ip: string) => ({
  subject: principal.subject,
  actor: { userId: principal.userId, realUserId: principal.realUserId },
  ip,
});

export function storesHandlers(stores: StoresService): Handlers {
  return {
    shopifyOauth: async ({ principal, query, req }) => stores.start(callerOf(principal, req.ip), query),
    shopifyOauthCallback: async ({ principal, req, reply }) => {
      // Shopify signs every parameter it sends: the query as it came, not as parsed.
      const params = new URL(req.url, 'http://callback').searchParams;
      const result = await stores.callback(callerOf(principal, req.ip), params, (m) => req.log.warn(m));
      return reply.header('cache-control', 'no-store').redirect(callbackLocation(result), 303);
    },
    oauthRevoke: async ({ principal, query, req }) => {
      await stores.revoke(callerOf(principal, req.ip), query.store_id, (m) => req.log.warn(m));
      return { ok: true as const };
    },
    resellStores: async ({ principal }) => stores.list(principal.subject),
  };
}
