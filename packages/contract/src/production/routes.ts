// Routes of the production area (issue 29, spec 2 group production), under /api/v1/production/:
// editing requests (videoEditor), one file per part of the area.
import type { Route } from '../core/route.ts';
import { editRequestsRoutes } from './edit-requests.routes.ts';

export const productionRoutes = { ...editRequestsRoutes } as const satisfies Record<string, Route>;
