// The accounting area's dashboard pages (spec 2 "accounting" group). The ledger part adds payment
// and profitSharing here.
import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    accounting: lazy(() => import('./pages/accounting-page.tsx').then((m) => ({ default: m.AccountingPage }))),
  },
};
