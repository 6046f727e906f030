// HTTP for the studio store part (contract commerce/studio-store.routes.ts). The route layer has
// checked the subject policies; object scope and the order moves are the service's.
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { StudioCaller, StudioStoreService } from './studio-store.service.ts';

const callerOf = (principal: Principal): StudioCaller => ({
  subject: principal.subject,
  actor: { userId: principal.userId, realUserId: principal.realUserId },
});

export function studioStoreHandlers(service: StudioStoreService): Handlers {
  return {
    studioStoreServices: async ({ principal }) => service.services(principal.subject),
    studioStoreServiceSave: async ({ principal, body }) => service.saveService(callerOf(principal), body),
    studioStoreOrderCreate: async ({ principal, body }) => service.createOrder(callerOf(principal), body),
    studioStoreOrders: async ({ principal, query }) => service.orders(principal.subject, query),
    studioStoreOrderStatus: async ({ principal, params, body }) => service.moveOrder(callerOf(principal), params.orderId, body),
  };
}
