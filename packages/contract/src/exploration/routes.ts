// Routes of the exploration area (issue 26): creator discovery and prospects, and video search
// (videos.routes.ts).
import type { Route } from '../core/route.ts';
import { videoSearchRoutes } from './videos.routes.ts';

export const explorationRoutes = {
  ...videoSearchRoutes,
} as const satisfies Record<string, Route>;
