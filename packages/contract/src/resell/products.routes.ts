// Routes of the resell area's products part (see routes.ts).
import type { Route } from '../core/route.ts';

export const productsRoutes = {} as const satisfies Record<string, Route>;
