import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    customize: lazy(() => import('./pages/customize-page.tsx').then((m) => ({ default: m.CustomizePage }))),
    others: lazy(() => import('./pages/others-page.tsx').then((m) => ({ default: m.OthersPage }))),
    cache: lazy(() => import('./pages/cache-page.tsx').then((m) => ({ default: m.CachePage }))),
  },
};
