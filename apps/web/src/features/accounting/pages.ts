// The accounting area's dashboard pages (spec 2 "accounting" group).
import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    accounting: lazy(() => import('./pages/accounting-page.tsx').then((m) => ({ default: m.AccountingPage }))),
    payment: lazy(() => import('./pages/payment-page.tsx').then((m) => ({ default: m.PaymentPage }))),
    profitSharing: lazy(() => import('./pages/profit-sharing-page.tsx').then((m) => ({ default: m.ProfitSharingPage }))),
  },
};
