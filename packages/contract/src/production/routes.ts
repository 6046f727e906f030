// Routes of the production area (issue 29, spec 2 group production), under /api/v1/production/:
// editing requests (videoEditor) and the video data manager (videoData), one file per part.
import type { Route } from '../core/route.ts';
import { editRequestsRoutes } from './edit-requests.routes.ts';
import { productionVideoRoutes } from './videos.routes.ts';

export const productionRoutes = { ...editRequestsRoutes, ...productionVideoRoutes } as const satisfies Record<string, Route>;
