// Routes of the commerce area (issue 28; spec 2 single pages ec, courses, studioStore; spec 3's
// paid-course profit-share item): courses (/api/v1/courses…), the network's studio store
// (/api/v1/studio-store/…) and the creator's own Shopify store (/api/v1/ec/…). Every route names a
// policy of policies.ts: staff, finance and viewer see every channel, owners and managers their own.
import type { Route } from '../core/route.ts';
import { coursesRoutes } from './courses.routes.ts';
import { ecRoutes } from './ec.routes.ts';
import { studioStoreRoutes } from './studio-store.routes.ts';

export const commerceRoutes = {
  ...coursesRoutes,
  ...studioStoreRoutes,
  ...ecRoutes,
} as const satisfies Record<string, Route>;
