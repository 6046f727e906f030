// Routes of the resell area's market part (see routes.ts).
import type { Route } from '../core/route.ts';

export const marketRoutes = {} as const satisfies Record<string, Route>;
