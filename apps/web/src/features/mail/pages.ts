import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: { outbox: lazy(() => import('./outbox-page.tsx').then((m) => ({ default: m.OutboxPage }))) },
};
