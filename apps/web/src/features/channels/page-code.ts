// The code of the channel pages, by page: pages.ts makes its lazy pages from these, and the entry
// script (app/early-start.ts) starts the download of the one an address opens with before the
// dashboard's own code has arrived. The same import() twice is one download.
export const channelPageCode = {
  overview: () => import('./pages/overview-page.tsx').then((m) => ({ default: m.OverviewPage })),
  audience: () => import('./pages/audience-page.tsx').then((m) => ({ default: m.AudiencePage })),
  content: () => import('./pages/content-page.tsx').then((m) => ({ default: m.ContentPage })),
  analytics: () => import('./pages/analytics-page.tsx').then((m) => ({ default: m.AnalyticsPage })),
  revenue: () => import('./pages/revenue-page.tsx').then((m) => ({ default: m.RevenuePage })),
};
export type BuiltChannelPage = keyof typeof channelPageCode;

export const isBuiltChannelPage = (page: string): page is BuiltChannelPage => Object.hasOwn(channelPageCode, page);
