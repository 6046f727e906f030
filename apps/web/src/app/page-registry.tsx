// The dashboard pages that exist. Navigation shows a page only when it is here (and allowed).
import type { PageKey } from '@chorus/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const dashboardPages: Partial<Record<PageKey, LazyExoticComponent<ComponentType>>> = {
  overview: lazy(() => import('../features/channel-analytics/pages/overview-page.tsx').then((m) => ({ default: m.OverviewPage }))),
  audience: lazy(() => import('../features/channel-analytics/pages/audience-page.tsx').then((m) => ({ default: m.AudiencePage }))),
  content: lazy(() => import('../features/channel-analytics/pages/content-page.tsx').then((m) => ({ default: m.ContentPage }))),
  analytics: lazy(() => import('../features/channel-analytics/pages/analytics-page.tsx').then((m) => ({ default: m.AnalyticsPage }))),
  revenue: lazy(() => import('../features/channel-analytics/pages/revenue-page.tsx').then((m) => ({ default: m.RevenuePage }))),
  info: lazy(() => import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage }))),
  outbox: lazy(() => import('../features/outbox/outbox-page.tsx').then((m) => ({ default: m.OutboxPage }))),
};

export const builtPages: ReadonlySet<PageKey> = new Set(Object.keys(dashboardPages) as PageKey[]);
