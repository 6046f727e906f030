// The exploration area's dashboard pages (issue 26): creator discovery here; the video search joins
// the marketplace's wizard and is declared in app/composed/pages.ts.
import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    exploration: lazy(() => import('./exploration-page.tsx').then((m) => ({ default: m.ExplorationPage }))),
  },
};
