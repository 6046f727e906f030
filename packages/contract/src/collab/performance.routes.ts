// Routes of the collab area's performance part (see routes.ts).
import type { Route } from '../core/route.ts';

export const performanceRoutes = {} as const satisfies Record<string, Route>;
