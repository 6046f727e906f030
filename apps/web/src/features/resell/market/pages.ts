// The resell area's market pages (merged in ../pages.ts). resellSearch and resellUpcoming are the
// marketplace's own screens (collab feature) mounted with the reseller's addresses and texts; since
// features never import each other, they are composed in app/composed/resell-market-pages.tsx and
// declared in app/composed/pages.ts. This part brings the commission rates card and its texts.
import type { DashboardPages } from '../../../lib/dashboard-pages.ts';

export const marketPages: DashboardPages = {};
