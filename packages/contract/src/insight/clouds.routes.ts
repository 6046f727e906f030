// Routes of the insight area's clouds part (see routes.ts).
import type { Route } from '../core/route.ts';

export const cloudsRoutes = {} as const satisfies Record<string, Route>;
