// Routes of the insight area's similar part (see routes.ts).
import type { Route } from '../core/route.ts';

export const similarRoutes = {} as const satisfies Record<string, Route>;
