// The code of the channel pages, by page: page-registry.tsx makes its lazy pages from these, and the
// entry script (early-start.ts) starts the download of the one an address opens with before the
// dashboard's own code has arrived. The same import() twice is one download.
export const channelPageCode = {
  overview: () => import('../features/channels/pages/overview-page.tsx').then((m) => ({ default: m.OverviewPage })),
  audience: () => import('../features/channels/pages/audience-page.tsx').then((m) => ({ default: m.AudiencePage })),
  content: () => import('../features/channels/pages/content-page.tsx').then((m) => ({ default: m.ContentPage })),
  analytics: () => import('../features/channels/pages/analytics-page.tsx').then((m) => ({ default: m.AnalyticsPage })),
  revenue: () => import('../features/channels/pages/revenue-page.tsx').then((m) => ({ default: m.RevenuePage })),
};
export type BuiltChannelPage = keyof typeof channelPageCode;

export const isBuiltChannelPage = (page: string): page is BuiltChannelPage => Object.hasOwn(channelPageCode, page);
