// The reseller area's dashboard pages (spec 2 "Reseller" group), one declaration per part of the
// area: orders (resellOrders), sales (resellPerformance), market (resellSearch, resellUpcoming). The
// stores part has no page of its own: store authorization sits on the profile (stores/).
import type { PageKey } from '@chorus/contract';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';
import { marketPages } from './market/pages.ts';
import { ordersPages } from './orders/pages.ts';
import { salesPages } from './sales/pages.ts';

const parts = [ordersPages, salesPages, marketPages];

export const pages: DashboardPages = {
  pages: Object.assign({}, ...parts.map((p) => p.pages)),
  subPages: parts.reduce<NonNullable<DashboardPages['subPages']>>((all, part) => {
    for (const [page, subs] of Object.entries(part.subPages ?? {})) all[page as PageKey] = { ...all[page as PageKey], ...subs };
    return all;
  }, {}),
  prefetch: Object.assign({}, ...parts.map((p) => p.prefetch)),
};
