// The accounting area's dashboard pages.
import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

// TEMPORARY: the payees part's own mount of its sections; the imports part's accounting page
// (pages/accounting-page.tsx) replaces this entry when the parts are merged.
export const pages: DashboardPages = {
  pages: {
    accounting: lazy(() => import('./payees/payees-preview-page.tsx').then((m) => ({ default: m.PayeesPreviewPage }))),
    payment: lazy(() => import('./pages/payment-page.tsx').then((m) => ({ default: m.PaymentPage }))),
    profitSharing: lazy(() => import('./pages/profit-sharing-page.tsx').then((m) => ({ default: m.ProfitSharingPage }))),
  },
};
