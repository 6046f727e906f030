// The collab area's performance pages (merged in ../pages.ts).
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const performancePages: DashboardPages = {};
