// The exploration area's video search page (merged in ../pages.ts).
import { lazy } from 'react';
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const videoSearchPages: DashboardPages = {
  pages: {
    videoSearch: lazy(() => import('./video-search-page.tsx').then((m) => ({ default: m.VideoSearchPage }))),
  },
};
