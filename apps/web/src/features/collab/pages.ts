// The ad-collaboration marketplace's dashboard pages (spec 2 "Ad collaboration" group), one
// declaration per part of the area: search (collabSearch, collabFav), deals (collabUpcoming: case
// packages, their detail, the wizard), performance (collabPast, collabPerformance).
import type { DashboardPages } from '../../lib/dashboard-pages.ts';
import { dealsPages } from './deals/pages.ts';
import { performancePages } from './performance/pages.ts';
import { searchPages } from './search/pages.ts';

const parts = [searchPages, dealsPages, performancePages];

export const pages: DashboardPages = {
  pages: Object.assign({}, ...parts.map((p) => p.pages)),
  subPages: Object.assign({}, ...parts.map((p) => p.subPages)),
  prefetch: Object.assign({}, ...parts.map((p) => p.prefetch)),
};
