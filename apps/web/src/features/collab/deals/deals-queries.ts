// TODO(issue 24, lead): delete at merge. Kept only for the three pages the `models` engineer
// converts (package-page, wizard-page, request-form-card); the keys are the endpoints' own, so
// their cache and the converted pages' agree meanwhile.
import type { PackageDetail, PackageStatus } from '@chorus/contract';
import { endpointKey, endpointKeyPrefix } from '../../../lib/endpoint-key.ts';
import { packageCall, packagesCall } from './api.ts';

export { usePackage, usePackages } from './api.ts';

export const dealsKeys = {
  all: ['collab', 'deals'] as const,
  list: (status: PackageStatus | null) => endpointKey('collabPackageList', packagesCall(status)),
  detail: (id: number) => endpointKey('collabPackageGet', packageCall(id)),
  titles: (ids: string) => ['collab', 'deals', 'titles', ids] as const,
  officers: ['collab', 'deals', 'officers'] as const,
};

type Cache = {
  setQueryData: (key: readonly unknown[], data: unknown) => unknown;
  invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void>;
};

/** After a change: the answer is the package as it is now; the lists are read again. */
export function storePackage(queryClient: Cache, detail: PackageDetail): void {
  queryClient.setQueryData(dealsKeys.detail(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('collabPackageList') });
}
