// The deals part's server state: the caller's case packages and one package's detail.
import type { PackageDetail, PackageStatus } from '@chorus/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const dealsKeys = {
  all: ['collab', 'deals'] as const,
  list: (status: PackageStatus | null) => ['collab', 'deals', 'packages', status] as const,
  detail: (id: number) => ['collab', 'deals', 'package', id] as const,
  titles: (ids: string) => ['collab', 'deals', 'titles', ids] as const,
  officers: ['collab', 'deals', 'officers'] as const,
};

export function usePackages(status: PackageStatus | null = null) {
  return useQuery({ queryKey: dealsKeys.list(status), queryFn: () => api('collabPackageList', { query: { status: status ?? undefined } }) });
}

export function usePackage(id: number | null) {
  return useQuery({ queryKey: dealsKeys.detail(id ?? 0), queryFn: () => api('collabPackageGet', { params: { packageId: id! } }), enabled: id !== null });
}

/** After a change: the answer is the package as it is now; the lists are read again. */
export function storePackage(queryClient: QueryClient, detail: PackageDetail): void {
  queryClient.setQueryData(dealsKeys.detail(detail.id), detail);
  void queryClient.invalidateQueries({ queryKey: ['collab', 'deals', 'packages'] });
}
