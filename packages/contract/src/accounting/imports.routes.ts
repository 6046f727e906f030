// Routes of the accounting area's imports part (see routes.ts).
import type { Route } from '../core/route.ts';

export const importsRoutes = {} as const satisfies Record<string, Route>;
