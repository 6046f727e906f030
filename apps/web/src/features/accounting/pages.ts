// The accounting area's dashboard pages. The imports part adds the accounting page here.
import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    payment: lazy(() => import('./pages/payment-page.tsx').then((m) => ({ default: m.PaymentPage }))),
    profitSharing: lazy(() => import('./pages/profit-sharing-page.tsx').then((m) => ({ default: m.ProfitSharingPage }))),
  },
};
