// The collab area's deals pages (merged in ../pages.ts): the collaboration page (the caller's case
// packages and the upcoming publish dates), a package's detail under it, and the collaboration
// wizard under creator search (the selected creators in its address).
import { lazy } from 'react';
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const dealsPages: DashboardPages = {
  pages: {
    collabUpcoming: lazy(() => import('./upcoming-page.tsx').then((m) => ({ default: m.UpcomingPage }))),
  },
  subPages: {
    collabUpcoming: { package: lazy(() => import('./package-page.tsx').then((m) => ({ default: m.PackagePage }))) },
    collabSearch: { apply: lazy(() => import('./wizard-page.tsx').then((m) => ({ default: m.WizardPage }))) },
  },
};
