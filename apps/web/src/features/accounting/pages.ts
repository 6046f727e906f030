import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

// TEMPORARY: the payees part's own mount of its sections; the imports part's accounting page
// (pages/accounting-page.tsx) replaces this entry when the parts are merged.
export const pages: DashboardPages = {
  pages: {
    accounting: lazy(() => import('./payees/payees-preview-page.tsx').then((m) => ({ default: m.PayeesPreviewPage }))),
  },
};
