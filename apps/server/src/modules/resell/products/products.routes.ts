// HTTP for resale products and what each video sold. The route layer has checked the permission
// (manageResellProducts, resellPerformance) and the subject policy (canSeeResellProducts); the
// services apply the store and video scope (store-scope.ts) to what they load.
import type { Principal } from '../../../http/principal.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { ProductsCaller, ResaleProductsService } from './products.service.ts';
import { sendSalesExport } from './sales-export.ts';
import type { ResaleSalesService } from './sales.service.ts';

const caller = (principal: Principal): ProductsCaller => ({ userId: principal.userId, subject: principal.subject });

export function productsHandlers(s: { products: ResaleProductsService; sales: ResaleSalesService }): Handlers {
  return {
    resellProductVideos: async ({ principal }) => ({ videos: await s.products.videos(caller(principal)) }),
    resellVideoProducts: async ({ principal, params }) => ({ video_id: params.videoId, products: await s.products.list(caller(principal), params.videoId) }),
    resellVideoProductAdd: async ({ principal, params, body }) => s.products.add(caller(principal), params.videoId, body),
    resellVideoProductRemove: async ({ principal, params }) => {
      await s.products.remove(caller(principal), params.videoId, params.resaleId);
      return { ok: true as const };
    },
    resellCatalogue: async ({ principal, query }) => s.products.catalogue(caller(principal), query.store, query.q),
    resellPerformance: async ({ principal, query }) => s.sales.performance(principal.subject, { from: query.from, to: query.to, storeId: query.store }),
    resellPerformanceExport: async ({ principal, query, reply, language }) =>
      sendSalesExport(reply, await s.sales.performance(principal.subject, { from: query.from, to: query.to, storeId: query.store }), query.format, language),
  };
}
