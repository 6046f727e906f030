// The ad-collaboration marketplace's dashboard pages (spec 2 "Ad collaboration" group), one
// declaration per part of the area: search (collabSearch, collabFav), deals (collabUpcoming: case
// packages, their detail, the wizard), performance (collabPast, collabPerformance).
import type { PageKey } from '@chorus/contract';
import type { DashboardPages } from '../../lib/dashboard-pages.ts';
import { dealsPages } from './deals/pages.ts';
import { performancePages } from './performance/pages.ts';
import { searchPages } from './search/pages.ts';

const parts = [searchPages, dealsPages, performancePages];

export const pages: DashboardPages = {
  pages: Object.assign({}, ...parts.map((p) => p.pages)),
  // Two parts may put pages under one page (deals' wizard under collabSearch): merged per page.
  subPages: parts.reduce<NonNullable<DashboardPages['subPages']>>((all, part) => {
    for (const [page, subs] of Object.entries(part.subPages ?? {})) all[page as PageKey] = { ...all[page as PageKey], ...subs };
    return all;
  }, {}),
  prefetch: Object.assign({}, ...parts.map((p) => p.prefetch)),
};
