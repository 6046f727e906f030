// Routes of the accounting area's ledger part (see routes.ts).
import type { Route } from '../core/route.ts';

export const ledgerRoutes = {} as const satisfies Record<string, Route>;
