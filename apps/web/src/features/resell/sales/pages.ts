// The resell area's sales pages (merged in ../pages.ts).
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const salesPages: DashboardPages = {};
