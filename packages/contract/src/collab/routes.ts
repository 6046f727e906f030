// Routes of the ad-collaboration marketplace (spec 1, 2, 3, 4; issue 11), under /api/v1/collab/:
// creator search, prices and favourites (search); case packages, cases, the request form, status
// moves, their timeline and mail (deals); case videos, upcoming and past collaborations and the
// performance report (performance).
import type { Route } from '../core/route.ts';
import { dealsRoutes } from './deals.routes.ts';
import { performanceRoutes } from './performance.routes.ts';
import { searchRoutes } from './search.routes.ts';

export const collabRoutes = { ...searchRoutes, ...dealsRoutes, ...performanceRoutes } as const satisfies Record<string, Route>;
