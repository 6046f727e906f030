// The resell area's sales pages (merged in ../pages.ts): what each video sold (resellPerformance),
// with the caller's videos and their resale products.
import { lazy } from 'react';
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const salesPages: DashboardPages = {
  pages: {
    resellPerformance: lazy(() => import('./performance-page.tsx').then((m) => ({ default: m.SalesPerformancePage }))),
  },
};
