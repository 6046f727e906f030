// The resell area's orders pages (merged in ../pages.ts).
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const ordersPages: DashboardPages = {};
