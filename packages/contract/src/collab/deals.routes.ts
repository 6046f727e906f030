// Routes of the collab area's deals part (see routes.ts).
import type { Route } from '../core/route.ts';

export const dealsRoutes = {} as const satisfies Record<string, Route>;
