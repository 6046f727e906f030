// Routes of the commerce area's studio store part (issue 28 fixes the paths and fields): the
// network's catalogue of services sold to its creators (studio hours, editing, thumbnails,
// equipment; prices in TWD), orders placed for a channel by its owner or manager, and the staff's
// moves (confirm, schedule, deliver, cancel). Delivered orders are charged on the creator's statement.
import { signedIn, type Route } from '../core/route.ts';

export const studioStoreRoutes = {
  studioStoreServices: {
    method: 'GET',
    path: '/api/v1/studio-store/services',
    summary: 'The studio store catalogue: services, TWD prices and availability (unavailable ones for the staff only)',
    permission: signedIn,
    policy: 'reachesCommerce',
  },
  studioStoreServiceSave: {
    method: 'POST',
    path: '/api/v1/studio-store/services',
    summary: 'Add a service to the catalogue, or change one (with `id`): name, kind, unit, TWD price, availability',
    permission: signedIn,
    policy: 'canKeepStudioCatalogue',
    invalidates: ['studioStoreServices'],
  },
  studioStoreOrderCreate: {
    method: 'POST',
    path: '/api/v1/studio-store/orders',
    summary: 'Order a service for a channel (its owner or manager, or the staff); a studio booking names its start',
    permission: signedIn,
    policy: 'canOrderStudio',
    invalidates: ['studioStoreOrders'],
  },
  studioStoreOrders: {
    method: 'GET',
    path: '/api/v1/studio-store/orders',
    summary: 'Studio orders of the channels the caller reaches, newest first, by channel and status',
    permission: signedIn,
    policy: 'reachesCommerce',
  },
  studioStoreOrderStatus: {
    method: 'POST',
    path: '/api/v1/studio-store/orders/:orderId/status',
    summary:
      "Move an order: staff confirm, schedule (a studio booking's time, never overlapping another), deliver or cancel; the ordering channel's owner or manager cancels before it is scheduled",
    permission: signedIn,
    policy: 'canMoveStudioOrder',
    invalidates: ['studioStoreOrders', 'ledgerStatement', 'ledgerMyStatements'],
  },
} as const satisfies Record<string, Route>;
