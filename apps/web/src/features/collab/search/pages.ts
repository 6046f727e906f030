// The collab area's search pages (merged in ../pages.ts).
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const searchPages: DashboardPages = {};
