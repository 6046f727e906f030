// The editing requests' dashboard page (issue 29): videoEditor, the list and, with ?request=<id>
// (the address the status mail links to), one request.
import { lazy } from 'react';
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const editRequestsPages: DashboardPages = {
  pages: {
    videoEditor: lazy(() => import('./edit-requests-page.tsx').then((m) => ({ default: m.EditRequestsPage }))),
  },
};
