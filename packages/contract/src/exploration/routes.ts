// Routes of the exploration area (issue 26): creator discovery (the network's channels, stored
// candidates and YouTube in one list; the search quota), prospects, and video search. Pages
// exploration and videoSearch (spec 2, 6).
import type { Route } from '../core/route.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { prospectsRoutes } from './prospects.routes.ts';
import { videoSearchRoutes } from './videos.routes.ts';

export const explorationRoutes = {
  ...discoveryRoutes,
  ...prospectsRoutes,
  ...videoSearchRoutes,
} as const satisfies Record<string, Route>;
