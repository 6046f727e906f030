// Where the reseller area's screens live, so that the parts link to each other without importing
// each other's pages.
export const resellPaths = {
  search: '/dashboard/resellSearch',
  /** The marketplace's wizard under the reseller's search: the selected creators in `channels` (market part). */
  apply: (channelIds: readonly string[]) => `/dashboard/resellSearch/apply?channels=${encodeURIComponent(channelIds.join(','))}`,
  upcoming: '/dashboard/resellUpcoming',
  /** A package's detail under the reseller's upcoming page (market part). */
  packageDetail: (packageId: number) => `/dashboard/resellUpcoming/package?id=${packageId}`,
  performance: '/dashboard/resellPerformance',
  orders: '/dashboard/resellOrders',
  /** The profile's store authorization (spec 2). */
  stores: '/dashboard/info#stores',
};
