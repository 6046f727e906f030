// The dashboard pages that exist. Navigation shows a page only when it is here (and allowed).
import type { PageKey } from '@chorus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { prefetchChannelPage } from '../features/channels/prefetch.ts';
import { channelPageCode } from './channel-page-code.ts';

export const dashboardPages: Partial<Record<PageKey, LazyExoticComponent<ComponentType>>> = {
  overview: lazy(channelPageCode.overview),
  audience: lazy(channelPageCode.audience),
  content: lazy(channelPageCode.content),
  analytics: lazy(channelPageCode.analytics),
  revenue: lazy(channelPageCode.revenue),
  // The profile, with the advertiser or reseller team of its members (src/app/composed/info-page.tsx).
  info: lazy(() => import('./composed/info-page.tsx').then((m) => ({ default: m.InfoPage }))),
  outbox: lazy(() => import('../features/mail/outbox-page.tsx').then((m) => ({ default: m.OutboxPage }))),
  // Settings and access administration (issue 4).
  customize: lazy(() => import('../features/settings/pages/customize-page.tsx').then((m) => ({ default: m.CustomizePage }))),
  others: lazy(() => import('../features/settings/pages/others-page.tsx').then((m) => ({ default: m.OthersPage }))),
  cache: lazy(() => import('../features/settings/pages/cache-page.tsx').then((m) => ({ default: m.CachePage }))),
  permission: lazy(() => import('../features/access/pages/permission-page.tsx').then((m) => ({ default: m.PermissionPage }))),
  syslog: lazy(() => import('../features/access/pages/syslog-page.tsx').then((m) => ({ default: m.SyslogPage }))),
  // Group management; src/app/composed/channel-group-page.tsx is where a group-trends view joins it.
  channelGroup: lazy(() => import('./composed/channel-group-page.tsx').then((m) => ({ default: m.ChannelGroupPage }))),
};

/**
 * Pages under a page (/dashboard/<page>/<sub>): shown to whoever may see the page above them, and
 * not in the navigation (the page above links to them).
 */
export const dashboardSubPages: Partial<Record<PageKey, Record<string, LazyExoticComponent<ComponentType>>>> = {
  permission: {
    roles: lazy(() => import('../features/access/pages/roles-page.tsx').then((m) => ({ default: m.RolesPage }))),
  },
};

export const builtPages: ReadonlySet<PageKey> = new Set(Object.keys(dashboardPages) as PageKey[]);

/** Starts a page's API calls while its code loads (channel pages: channelId is the address's). */
type Prefetch = (queryClient: QueryClient, channelId: string | undefined, search: URLSearchParams) => void;
const channelPrefetch =
  (page: 'overview' | 'audience' | 'content' | 'analytics' | 'revenue'): Prefetch =>
  (queryClient, channelId, search) => {
    if (channelId) prefetchChannelPage(queryClient, page, channelId, search);
  };
export const pagePrefetch: Partial<Record<PageKey, Prefetch>> = {
  overview: channelPrefetch('overview'),
  audience: channelPrefetch('audience'),
  content: channelPrefetch('content'),
  analytics: channelPrefetch('analytics'),
  revenue: channelPrefetch('revenue'),
};
