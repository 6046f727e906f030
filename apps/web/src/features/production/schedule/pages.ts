// The publishing calendar's dashboard page (issue 29): publishPlatform.
import { lazy } from 'react';
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const schedulePages: DashboardPages = {
  pages: {
    publishPlatform: lazy(() => import('./schedule-page.tsx').then((m) => ({ default: m.SchedulePage }))),
  },
};
