// Routes of the insight area's comparison part (see routes.ts).
import type { Route } from '../core/route.ts';

export const comparisonRoutes = {} as const satisfies Record<string, Route>;
