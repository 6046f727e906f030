// The social area's dashboard pages (issue 27): the spec 2 singles igData and tiktokData.
import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    igData: lazy(() => import('./social-page.tsx').then((m) => ({ default: m.InstagramPage }))),
    tiktokData: lazy(() => import('./social-page.tsx').then((m) => ({ default: m.TikTokPage }))),
  },
};
