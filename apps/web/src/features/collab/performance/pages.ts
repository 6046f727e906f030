// The collab area's performance pages (merged in ../pages.ts): past collaborations and the
// performance report (?package=ID opens one package's report).
import { lazy } from 'react';
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const performancePages: DashboardPages = {
  pages: {
    collabPast: lazy(() => import('./past-page.tsx').then((m) => ({ default: m.PastPage }))),
    collabPerformance: lazy(() => import('./performance-page.tsx').then((m) => ({ default: m.PerformancePage }))),
  },
};
