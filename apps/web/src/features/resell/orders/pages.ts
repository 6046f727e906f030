// The resell area's orders pages (merged in ../pages.ts): the order list with its sync action.
import { lazy } from 'react';
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const ordersPages: DashboardPages = {
  pages: {
    resellOrders: lazy(() => import('./orders-page.tsx').then((m) => ({ default: m.OrdersPage }))),
  },
};
