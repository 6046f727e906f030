// Routes of the insight area's language part (see routes.ts).
import type { Route } from '../core/route.ts';

export const languageRoutes = {} as const satisfies Record<string, Route>;
