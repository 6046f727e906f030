// Routes of the production area (issue 29, spec 2 group production): the video data manager
// (videoData); editing requests and the publishing calendar join here.
import type { Route } from '../core/route.ts';
import { productionVideoRoutes } from './videos.routes.ts';

export const productionRoutes = { ...productionVideoRoutes } as const satisfies Record<string, Route>;
