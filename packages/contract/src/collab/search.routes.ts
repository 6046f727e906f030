// Routes of the collab area's search part (see routes.ts).
import type { Route } from '../core/route.ts';

export const searchRoutes = {} as const satisfies Record<string, Route>;
