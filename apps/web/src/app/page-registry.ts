// The dashboard pages that exist: every feature declares its own in features/<area>/pages.ts (pages
// that join features in composed/pages.ts). Only these small declarations load with the dashboard;
// each page's code loads when it is opened.
import type { DashboardPages } from '../lib/dashboard-pages.ts';
import { collectPages } from './collect-pages.ts';

const declarations = import.meta.glob<DashboardPages>(['../features/*/pages.ts{,x}', './composed/pages.ts'], { eager: true, import: 'pages' });

export const { pages: dashboardPages, subPages: dashboardSubPages, prefetch: pagePrefetch, built: builtPages } = collectPages(declarations);
