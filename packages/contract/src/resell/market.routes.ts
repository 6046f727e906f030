// Routes of the resell area's market part (see routes.ts). The reseller's side of the collaboration
// marketplace (resellSearch, resellUpcoming) uses the collab routes themselves: creator search,
// packages and cases, case videos and the schedule accept the reseller pages through their policies
// (`searchesCreators`, `canSeeCollabSchedule`, the deals policies with the reseller's spec 4 table).
// The part's own routes are the commission rates (issue 12 "Commissions"): a rate on a resale
// product or on a case package, set by the network's managing roles or the owning team's administrator.
import { signedIn, type Route } from '../core/route.ts';

export const marketRoutes = {
  commissionRates: {
    method: 'GET',
    path: '/api/v1/resell/commission-rates',
    summary: 'The resale products and case packages whose commission rate the caller sets, with their rates',
    permission: signedIn,
    policy: 'setsCommissions',
  },
  commissionRateSet: {
    method: 'PUT',
    path: '/api/v1/resell/commission-rates',
    summary: 'Set or clear the commission rate (0 to 1 of net sales) of a resale product or a case package',
    permission: signedIn,
    policy: 'canSetCommission',
    invalidates: ['commissionRates'],
  },
} as const satisfies Record<string, Route>;
