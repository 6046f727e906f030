// The production area's dashboard pages (issue 29): the publishing calendar (publishPlatform).
import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    publishPlatform: lazy(() => import('./schedule/schedule-page.tsx').then((m) => ({ default: m.SchedulePage }))),
  },
};
