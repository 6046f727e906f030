import { lazy } from 'react';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';

export const pages: DashboardPages = {
  pages: {
    permission: lazy(() => import('./pages/permission-page.tsx').then((m) => ({ default: m.PermissionPage }))),
    syslog: lazy(() => import('./pages/syslog-page.tsx').then((m) => ({ default: m.SyslogPage }))),
  },
  subPages: {
    permission: { roles: lazy(() => import('./pages/roles-page.tsx').then((m) => ({ default: m.RolesPage }))) },
  },
};
