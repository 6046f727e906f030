// Pages that join features (features never import each other, so these live in app/).
import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    // The profile, with the advertiser or reseller team of its members.
    info: lazy(() => import('./info-page.tsx').then((m) => ({ default: m.InfoPage }))),
    // Group management, with the channels' trends under a group.
    channelGroup: lazy(() => import('./channel-group-page.tsx').then((m) => ({ default: m.ChannelGroupPage }))),
    // The inspiration channel page (issue 13): the channel frame with the insight area's sections.
    inspiration: lazy(() => import('./inspiration-page.tsx').then((m) => ({ default: m.InspirationPage }))),
    // The report channel page (issue 14): the channel frame with the reports area's download form.
    report: lazy(() => import('./report-page.tsx').then((m) => ({ default: m.ReportPage }))),
    // Video search (issue 26), whose results go on to the collaboration marketplace's wizard.
    videoSearch: lazy(() => import('./video-search-page.tsx').then((m) => ({ default: m.VideoSearchPage }))),
    // ---- resell, market part (issue 12): the marketplace's screens on the reseller's pages ----
    resellSearch: lazy(() => import('./resell-market-pages.tsx').then((m) => ({ default: m.ResellSearchPage }))),
    resellUpcoming: lazy(() => import('./resell-market-pages.tsx').then((m) => ({ default: m.ResellUpcomingPage }))),
  },
  subPages: {
    resellSearch: { apply: lazy(() => import('./resell-market-pages.tsx').then((m) => ({ default: m.ResellWizardPage }))) },
    resellUpcoming: { package: lazy(() => import('./resell-market-pages.tsx').then((m) => ({ default: m.ResellPackagePage }))) },
  },
};
