// Routes of the resell area's stores part (see routes.ts).
import type { Route } from '../core/route.ts';

export const storesRoutes = {} as const satisfies Record<string, Route>;
