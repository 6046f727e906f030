// The dashboard pages that exist. Navigation shows a page only when it is here (and allowed).
import type { PageKey } from '@chorus/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const dashboardPages: Partial<Record<PageKey, LazyExoticComponent<ComponentType>>> = {
  info: lazy(() => import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage }))),
  outbox: lazy(() => import('../features/outbox/outbox-page.tsx').then((m) => ({ default: m.OutboxPage }))),
};

export const builtPages: ReadonlySet<PageKey> = new Set(Object.keys(dashboardPages) as PageKey[]);
