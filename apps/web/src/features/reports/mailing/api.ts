// The mailing part's reads and writes (contract reports/mailing.routes.ts) over lib/endpoint-query.ts.
// A send (a start, a resume, a resend, a page's mail) changes runs, records and the subscriptions'
// last result at once: the contract's `invalidates` says so on each write. An unfinished run is
// asked about again every 1.5 s until it has finished.
import type { ReportRun } from '@chorus/contract';
import type { CallOptions } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointCache, useEndpointMutation, useEndpointQuery, type EndpointQueryOptions } from '../../../lib/endpoint-query.ts';
import { runFinished, runPollDelay } from './mailing-model.ts';

export const useSubscriptions = (query: CallOptions<'reportSubscriptionList'>['query']) =>
  useEndpointQuery('reportSubscriptionList', { query }, { placeholderData: keepPreviousData });

export const useRuns = () => useEndpointQuery('reportMailingRunList');

export const useRecords = (query: CallOptions<'reportMailingRecordList'>['query']) =>
  useEndpointQuery('reportMailingRecordList', { query }, { placeholderData: keepPreviousData });

/** The read options of one run: asked again every 1.5 s until it has finished; `initial` is its row from the runs list. */
export function runRead(initial?: ReportRun): EndpointQueryOptions<'reportMailingRunGet'> {
  return {
    initialData: initial,
    // The list's row is current as of the list's answer; an unfinished one is asked about at once,
    // a finished one not again (a resume refreshes it).
    initialDataUpdatedAt: initial && runFinished(initial) ? Date.now() : 0,
    staleTime: (query) => (query.state.data && runFinished(query.state.data) ? Infinity : 0),
    refetchInterval: (query) => runPollDelay(query.state.data, query.state.error),
    refetchIntervalInBackground: true,
    retry: false,
  };
}

export const useRun = (runId: string, initial?: ReportRun) => useEndpointQuery('reportMailingRunGet', { params: { runId } }, runRead(initial));

/** Once a run has ended, the lists that count its sends are read again. */
export function useRefreshAfterRun() {
  const cache = useEndpointCache();
  return () => void cache.refresh('reportMailingRunList', 'reportMailingRecordList', 'reportSubscriptionList');
}

export const useSaveSubscription = () => useEndpointMutation('reportSubscriptionSet');
export const useResumeRun = () => useEndpointMutation('reportMailingRunResume');
export const useResendRecords = () => useEndpointMutation('reportMailingRecordResend');
