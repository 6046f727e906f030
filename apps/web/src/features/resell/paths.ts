// Where the reseller area's screens live, so that the parts link to each other without importing
// each other's pages.
export const resellPaths = {
  search: '/dashboard/resellSearch',
  upcoming: '/dashboard/resellUpcoming',
  performance: '/dashboard/resellPerformance',
  orders: '/dashboard/resellOrders',
  /** The profile's store authorization (spec 2). */
  stores: '/dashboard/info#stores',
};
