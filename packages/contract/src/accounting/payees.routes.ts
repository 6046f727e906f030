// Routes of the accounting area's payees part (see routes.ts).
import type { Route } from '../core/route.ts';

export const payeesRoutes = {} as const satisfies Record<string, Route>;
