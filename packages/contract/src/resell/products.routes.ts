// Routes of the resell area's products part (see routes.ts): resale products on videos (spec 3;
// spec 6 manageResellProducts), the catalogue picker, and what each video sold (resellPerformance)
// with its export. Stores are judged on the object by the service (another team's store, its
// products and its videos' sales are not found).
import { component, page, signedIn, type Route } from '../core/route.ts';

const manage = component('manageResellProducts');
const performance = page('resellPerformance');

export const productsRoutes = {
  resellProductVideos: {
    method: 'GET',
    path: '/api/v1/resell/videos',
    summary: 'The videos the caller may put resale products on (their teams’ case videos), with the products on them',
    permission: signedIn,
    policy: 'canSeeResellProducts',
  },
  resellVideoProducts: {
    method: 'GET',
    path: '/api/v1/resell/videos/:videoId/products',
    summary: "A video's resale products (full product name, discount code, store) in the caller's stores",
    permission: signedIn,
    policy: 'canSeeResellProducts',
  },
  resellVideoProductAdd: {
    method: 'POST',
    path: '/api/v1/resell/videos/:videoId/products',
    summary: "Put a product of a store's catalogue on a video with a discount code, checked at the store",
    permission: manage,
    invalidates: ['resellVideoProducts', 'resellProductVideos', 'resellPerformance', 'collabPerformanceReport'],
  },
  resellVideoProductRemove: {
    method: 'DELETE',
    path: '/api/v1/resell/videos/:videoId/products/:resaleId',
    summary: 'Take a resale product off a video',
    permission: manage,
    invalidates: ['resellVideoProducts', 'resellProductVideos', 'resellPerformance', 'collabPerformanceReport'],
  },
  resellCatalogue: {
    method: 'GET',
    path: '/api/v1/resell/catalogue',
    summary: "The caller's connected stores and a store's products by name, for choosing a resale product",
    permission: manage,
  },
  resellPerformance: {
    method: 'GET',
    path: '/api/v1/resell/performance',
    summary: 'What each video sold over a period: per video, resale product and discount code, in each store’s currency',
    permission: performance,
  },
  resellPerformanceExport: {
    method: 'GET',
    path: '/api/v1/resell/performance/export',
    summary: 'What each video sold, as CSV or xlsx',
    permission: performance,
    kind: 'download',
  },
} as const satisfies Record<string, Route>;
