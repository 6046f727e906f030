// Routes of the resell area's orders part (see routes.ts).
import type { Route } from '../core/route.ts';

export const ordersRoutes = {} as const satisfies Record<string, Route>;
