// The resell area's market pages (merged in ../pages.ts).
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const marketPages: DashboardPages = {};
