// The archive part's reads and writes (issue 30) over lib/endpoint-query.ts: a month's archived
// report files, the reports YouTube is about to delete unarchived, the month's reconciliation and
// finance's threshold; an archived file downloaded as received.
import { download } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointMutation, useEndpointQuery, type EndpointMutationOptions } from '../../../lib/endpoint-query.ts';

export const useArchive = (month: string) => useEndpointQuery('accountingArchive', { query: { month } }, { placeholderData: keepPreviousData });

export const useExpiringReports = () => useEndpointQuery('accountingArchiveExpiring', { query: {} });

export const useReconciliation = (month: string) => useEndpointQuery('accountingReconciliation', { query: { month } }, { placeholderData: keepPreviousData });

export const useReconciliationSettings = () => useEndpointQuery('accountingReconciliationSettings', { query: {} });

export const useSetReconciliationThreshold = (options: EndpointMutationOptions<'accountingReconciliationSettingsSet'> = {}) =>
  useEndpointMutation('accountingReconciliationSettingsSet', options);

/** The archived file, byte for byte, under its received name. */
export const downloadArchived = (fileId: string, fileName: string) => download('accountingArchiveFile', { params: { fileId }, query: {} }, fileName);
