// The collab area's deals pages (merged in ../pages.ts).
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const dealsPages: DashboardPages = {};
