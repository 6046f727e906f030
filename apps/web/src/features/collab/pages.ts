// The ad-collaboration marketplace's dashboard pages (spec 2 "Ad collaboration" group), one
// declaration per part of the area: search (collabSearch, collabFav), deals (collabUpcoming: case
// packages, their detail, the wizard), performance (collabPast, collabPerformance).
import { mergePages } from '../../lib/dashboard-pages.ts';
import { dealsPages } from './deals/pages.ts';
import { performancePages } from './performance/pages.ts';
import { searchPages } from './search/pages.ts';

export const pages = mergePages([searchPages, dealsPages, performancePages]);
