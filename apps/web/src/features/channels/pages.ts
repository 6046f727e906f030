// The channel pages (/dashboard/ch/<channelId>/<page>), each starting its API calls while its code loads,
// and the live streams page of the current channel (/dashboard/videoStream).
import { lazy } from 'react';
import type { DashboardPages, LazyPage, PagePrefetch } from '../../lib/dashboard-pages.ts';
import { channelPageCode, type BuiltChannelPage } from './page-code.ts';
import { prefetchChannelPage } from './prefetch.ts';

const built = Object.keys(channelPageCode) as BuiltChannelPage[];
const prefetchOf =
  (page: BuiltChannelPage): PagePrefetch =>
  (queryClient, channelId, search) => {
    if (channelId) prefetchChannelPage(queryClient, page, channelId, search);
  };

export const pages: DashboardPages = {
  pages: {
    ...Object.fromEntries(built.map((page): [BuiltChannelPage, LazyPage] => [page, lazy(channelPageCode[page])])),
    // The live streams (issue 27): a page of the singles group, on the current channel.
    videoStream: lazy(() => import('./live/live-page.tsx').then((m) => ({ default: m.LivePage }))),
    // Revenue health alerts (issue 30): every channel the caller reaches, listed with the channel pages.
    revenueHealth: lazy(() => import('./revenue-health/revenue-health-page.tsx').then((m) => ({ default: m.RevenueHealthPage }))),
  },
  prefetch: Object.fromEntries(built.map((page) => [page, prefetchOf(page)])),
};
