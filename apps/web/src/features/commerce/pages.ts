// The commerce area's dashboard pages (issue 28): the spec 2 singles ec, courses and studioStore.
import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    ec: lazy(() => import('./ec/ec-page.tsx').then((m) => ({ default: m.EcPage }))),
    courses: lazy(() => import('./courses/courses-page.tsx').then((m) => ({ default: m.CoursesPage }))),
    studioStore: lazy(() => import('./studio-store/studio-store-page.tsx').then((m) => ({ default: m.StudioStorePage }))),
  },
};
