// The deals part's reads: the caller's case packages and one package's detail. Its writes declare
// what they change in the contract (collab routes' `invalidates`).
import type { PackageStatus } from '@chorus/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';

export const packagesCall = (status: PackageStatus | null) => ({ query: { status: status ?? undefined } });
export const packageCall = (id: number) => ({ params: { packageId: id } });

export function usePackages(status: PackageStatus | null = null) {
  return useEndpointQuery('collabPackageList', packagesCall(status));
}

export function usePackage(id: number | null) {
  return useEndpointQuery('collabPackageGet', packageCall(id ?? 0), { enabled: id !== null });
}
