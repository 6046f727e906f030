// HTTP for the ec part (contract commerce/ec.routes.ts). The route layer has checked the subject
// policies; object scope (the channel, the store) is the service's.
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { EcCaller, EcService } from './ec.service.ts';

const callerOf = (principal: Principal, ip: string): EcCaller => ({
  subject: principal.subject,
  actor: { userId: principal.userId, realUserId: principal.realUserId },
  ip,
});

export function ecHandlers(service: EcService): Handlers {
  return {
    ecStores: async ({ principal, query }) => service.stores(principal.subject, query),
    ecStoreConnect: async ({ principal, body, req }) => service.connect(callerOf(principal, req.ip), body),
    ecStoreCallback: async ({ principal, req, reply }) => {
      // Shopify signs every parameter it sends: the query as it came, not as parsed.
      const params = new URL(req.url, 'http://callback').searchParams;
      const location = await service.callback(callerOf(principal, req.ip), params, (m) => req.log.warn(m));
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
    ecStoreSettings: async ({ principal, params, body, req }) => service.settings(callerOf(principal, req.ip), params.storeId, body),
    ecAttributionCodes: async ({ principal, params }) => service.codes(principal.subject, params.storeId),
    ecAttributionCodeSave: async ({ principal, params, body, req }) => service.saveCode(callerOf(principal, req.ip), params.storeId, body),
    ecSales: async ({ principal, query }) => service.sales(principal.subject, query),
    ecProducts: async ({ principal, query }) => service.products(principal.subject, query),
    ecVideos: async ({ principal, query }) => service.videos(principal.subject, query),
  };
}
