// Routes of the production area (issue 29, spec 2 group production), under /api/v1/production/:
// editing requests (videoEditor), the video data manager (videoData) and the publishing calendar (publishPlatform), one file per part.
import type { Route } from '../core/route.ts';
import { editRequestsRoutes } from './edit-requests.routes.ts';
import { productionScheduleRoutes } from './schedule.routes.ts';
import { productionVideoRoutes } from './videos.routes.ts';

export const productionRoutes = { ...editRequestsRoutes, ...productionVideoRoutes, ...productionScheduleRoutes } as const satisfies Record<string, Route>;
