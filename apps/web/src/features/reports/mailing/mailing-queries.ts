// The mailing part's reads: query keys (a write invalidates the whole ['reportMailing'] family,
// since a send changes runs, records and the subscriptions' last result at once) and the run query
// that polls while the run is unfinished.
import type { ReportRun } from '@chorus/contract';
import { queryOptions } from '@tanstack/react-query';
import { runFinished, runPollDelay } from './mailing-model.ts';

export const mailingKeys = {
  all: ['reportMailing'] as const,
  subscriptions: (filters: object) => ['reportMailing', 'subscriptions', filters] as const,
  runs: ['reportMailing', 'runs'] as const,
  run: (runId: string) => ['reportMailing', 'run', runId] as const,
  records: (filters: object) => ['reportMailing', 'records', filters] as const,
};

/** One run, asked again every 1.5 s until it has finished; `initial` is its row from the runs list. */
export function runQuery(runId: string, fetchRun: (runId: string) => Promise<ReportRun>, initial?: ReportRun) {
  return queryOptions({
    queryKey: mailingKeys.run(runId),
    queryFn: () => fetchRun(runId),
    initialData: initial,
    // The list's row is current as of the list's answer; an unfinished one is asked about at once,
    // a finished one not again (a resume invalidates it).
    initialDataUpdatedAt: initial && runFinished(initial) ? Date.now() : 0,
    staleTime: (query) => (query.state.data && runFinished(query.state.data) ? Infinity : 0),
    refetchInterval: (query) => runPollDelay(query.state.data, query.state.error),
    refetchIntervalInBackground: true,
    retry: false,
  });
}
