// The video data manager's dashboard page (issue 29): videoData, the current channel's videos.
import { lazy } from 'react';
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const videoDataPages: DashboardPages = {
  pages: {
    videoData: lazy(() => import('./video-data-page.tsx').then((m) => ({ default: m.VideoDataPage }))),
  },
};
