// The reseller area's dashboard pages (spec 2 "Reseller" group), one declaration per part of the
// area: orders (resellOrders), sales (resellPerformance), market (resellSearch, resellUpcoming). The
// stores part has no page of its own: store authorization sits on the profile (stores/).
import { mergePages } from '../../lib/dashboard-pages.ts';
import { marketPages } from './market/pages.ts';
import { ordersPages } from './orders/pages.ts';
import { salesPages } from './sales/pages.ts';

export const pages = mergePages([ordersPages, salesPages, marketPages]);
