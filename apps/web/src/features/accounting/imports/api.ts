// The imports part's reads (a month's status and unmatched rows, an upload being processed) over
// lib/endpoint-query.ts. Its writes declare what they change in the contract (accounting imports
// routes' `invalidates`); the revenue upload goes by XMLHttpRequest for its progress
// (upload-files.ts), so its reads are refreshed here from the same declaration.
import { useCallback } from 'react';
import { invalidatedBy, useEndpointCache, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export const useRevenueMonthStatus = (month: string) => useEndpointQuery('accountingMonthStatus', { query: { month } });

export const useUnmatched = (month: string) => useEndpointQuery('accountingUnmatched', { query: { month } });

/** A large upload's state, asked about once a second until its job ends. */
export const useUploadStatus = (uploadId: string | null) =>
  useEndpointQuery(
    'accountingUploadStatus',
    { params: { uploadId: uploadId ?? '' } },
    { enabled: uploadId !== null, refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 1000 : false) },
  );

/** Refreshes the reads an upload changes (the contract's `invalidates` of accountingUpload). */
export function useRefreshAfterUpload(): () => Promise<void> {
  const { refresh } = useEndpointCache();
  return useCallback(() => refresh(...invalidatedBy('accountingUpload')), [refresh]);
}
