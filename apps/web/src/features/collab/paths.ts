// Where the marketplace's screens live, so that the parts link to each other without importing
// each other's pages.
export const collabPaths = {
  search: '/dashboard/collabSearch',
  favourites: '/dashboard/collabFav',
  /** The wizard (spec 2): the selected creators travel in `channels` (comma-separated ids). */
  apply: (channelIds: readonly string[]) => `/dashboard/collabSearch/apply?channels=${encodeURIComponent(channelIds.join(','))}`,
  /** "The collaboration page" the wizard lands on: the caller's case packages and upcoming publish dates. */
  upcoming: '/dashboard/collabUpcoming',
  packageDetail: (packageId: number) => `/dashboard/collabUpcoming/package?id=${packageId}`,
  past: '/dashboard/collabPast',
  performance: (packageId?: number) => (packageId === undefined ? '/dashboard/collabPerformance' : `/dashboard/collabPerformance?package=${packageId}`),
};
