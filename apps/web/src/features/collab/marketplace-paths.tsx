// What the marketplace's screens link to. The advertiser side's pages use collabPaths; the
// reseller's pages (resellSearch, resellUpcoming, issue 12) mount the same screens with their own
// addresses (app/composed), so that the wizard and a package's detail stay within the caller's pages.
import { createContext, useContext, type ReactNode } from 'react';
import { collabPaths } from './paths.ts';

export type MarketplacePaths = {
  search: string;
  apply: (channelIds: readonly string[]) => string;
  upcoming: string;
  packageDetail: (packageId: number) => string;
  /** The performance report of a package; null where the side has no report page of the marketplace's. */
  performance: ((packageId?: number) => string) | null;
};

const advertiserSide: MarketplacePaths = {
  search: collabPaths.search,
  apply: collabPaths.apply,
  upcoming: collabPaths.upcoming,
  packageDetail: collabPaths.packageDetail,
  performance: collabPaths.performance,
};

const PathsContext = createContext<MarketplacePaths>(advertiserSide);

export function MarketplacePathsProvider({ paths, children }: { paths: MarketplacePaths; children: ReactNode }) {
  return <PathsContext.Provider value={paths}>{children}</PathsContext.Provider>;
}

export function useMarketplacePaths(): MarketplacePaths {
  return useContext(PathsContext);
}
