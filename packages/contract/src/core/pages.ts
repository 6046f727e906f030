// Page keys and the side navigation of spec 2.

export const channelPages = ['overview', 'audience', 'content', 'analytics', 'inspiration', 'revenue', 'report'] as const;
export type ChannelPage = (typeof channelPages)[number];

/** The advertiser side's pages (cooperation:ad) and the reseller side's (cooperation:reseller). */
export const collabPages = ['collabSearch', 'collabFav', 'collabUpcoming', 'collabPast', 'collabPerformance'] as const;
export const resellPages = ['resellSearch', 'resellUpcoming', 'resellPerformance', 'resellOrders'] as const;

/** The settings group of the side navigation. */
export const settingsPages = ['customize', 'channelGroup', 'info', 'permission', 'others', 'syslog', 'cache', 'outbox'] as const;

export const pageKeys = [
  ...channelPages,
  // Issue 30: revenue health alerts of every channel the person reaches; listed with the channel pages.
  'revenueHealth',
  ...collabPages,
  ...resellPages,
  'ec',
  'courses',
  'videoStream',
  'studioStore',
  'igData',
  'tiktokData',
  'production',
  'videoEditor',
  'videoData',
  'publishPlatform',
  'accounting',
  'payment',
  'profitSharing',
  'exploration',
  'videoSearch',
  ...settingsPages,
] as const;
export type PageKey = (typeof pageKeys)[number];

/**
 * The pages the web app has built (each feature declares its own; a web test checks that the two
 * lists agree). Only these are granted, denied, offered in the permission list or explained on the
 * roles page: an issue that builds a page adds it here in the same change.
 */
export const builtPageKeys = [
  'overview',
  'audience',
  'content',
  'analytics',
  'revenue',
  'payment',
  'profitSharing',
  'customize',
  'channelGroup',
  'info',
  'permission',
  'others',
  'syslog',
  'cache',
  'outbox',
  'accounting',
  'collabUpcoming',
  // issue 11, collab performance
  'collabPast',
  'collabPerformance',
  // issue 11, collab search part
  'collabSearch',
  'collabFav',
  // issue 12, resell market part
  'resellSearch',
  'resellUpcoming',
  // issue 12, resell products part
  'resellPerformance',
  // issue 12, resell orders part
  'resellOrders',
  // issue 13, insight
  'inspiration',
  // issue 14, reports
  'report',
  // issue 26, exploration: creator discovery and video search
  'exploration',
  'videoSearch',
  // issue 27, live streams
  'videoStream',
  // issue 27, social: Instagram and TikTok
  'igData',
  'tiktokData',
  // issue 28, commerce: the creator's store, courses, the studio store
  'ec',
  'courses',
  'studioStore',
  // issue 29, production: the editing requests, the video data manager and the publishing calendar
  'videoEditor',
  'videoData',
  'publishPlatform',
  // issue 30, revenue health alerts
  'revenueHealth',
] as const satisfies readonly PageKey[];

export function isBuiltPage(page: PageKey): boolean {
  return (builtPageKeys as readonly PageKey[]).includes(page);
}

export function isChannelPage(page: PageKey): page is ChannelPage {
  return (channelPages as readonly string[]).includes(page);
}

export type NavItem = {
  page: PageKey;
  /** API permission (function:item) that gates the item; see `isNavItemVisible`. */
  apiKey?: string;
};
export type NavGroup = { key: string; items: NavItem[] };

export const navGroups: NavGroup[] = [
  { key: 'channel', items: [...channelPages.map((page) => ({ page })), { page: 'revenueHealth' }] },
  {
    key: 'collab',
    items: collabPages.map((page) => ({ page, apiKey: 'cooperation:ad' })),
  },
  {
    key: 'resell',
    items: resellPages.map((page) => ({ page, apiKey: 'cooperation:reseller' })),
  },
  {
    key: 'singles',
    items: [{ page: 'ec' }, { page: 'courses' }, { page: 'videoStream' }, { page: 'studioStore' }, { page: 'igData' }, { page: 'tiktokData' }],
  },
  { key: 'production', items: [{ page: 'videoEditor' }, { page: 'videoData' }, { page: 'publishPlatform' }] },
  { key: 'accounting', items: [{ page: 'accounting' }, { page: 'payment' }, { page: 'profitSharing' }] },
  { key: 'exploration', items: [{ page: 'exploration' }, { page: 'videoSearch' }] },
  {
    key: 'settings',
    items: settingsPages.map((page) => ({ page })),
  },
];

/** Where a page lives in the web app. Channel pages need the current channel id. */
export function pagePath(page: PageKey, channelId?: string): string {
  if (isChannelPage(page)) {
    if (!channelId) throw new Error(`page ${page} needs a channel`);
    return `/dashboard/ch/${encodeURIComponent(channelId)}/${page}`;
  }
  return `/dashboard/${page}`;
}
