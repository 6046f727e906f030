// Routes of the accounting area (spec 1 accounting, 2, 3, 9; issue 10), under /api/v1/accounting/:
// revenue report imports and the CMS summaries (imports), profit-share ratios, exchange rates,
// statements, month close and payment records (ledger), remittance recipients and deductions (payees).
import type { Route } from '../core/route.ts';
import { archiveRoutes } from './archive.routes.ts';
import { importsRoutes } from './imports.routes.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { payeesRoutes } from './payees.routes.ts';
import { withholdingRoutes } from './withholding.routes.ts';

export const accountingRoutes = { ...importsRoutes, ...archiveRoutes, ...ledgerRoutes, ...payeesRoutes, ...withholdingRoutes } as const satisfies Record<
  string,
  Route
>;
