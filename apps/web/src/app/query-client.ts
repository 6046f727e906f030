// The one query cache of the app: the providers give it to React, and the entry script fills it
// early for the address it opened with (early-start.ts), or with the answers the server drew the
// page's first view from (main.tsx). In a server draw (first-view/render.tsx) it collects the reads
// the draw waits for.
import { dehydrate, hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';

export type { DehydratedState };

export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/** Answers this recent are not asked again by a page that mounts (a refresh or a write still asks). */
const JUST_FETCHED_MS = 10_000;

/**
 * The answers the server drew the first view from (first-view/render.tsx), taken as just fetched:
 * the pages that read them mount over the server's markup, and asking again then would be a second
 * call for the same figures in the busiest moment of the load.
 */
export function takeFirstViewAnswers(state: DehydratedState): void {
  const now = Date.now();
  hydrate(queryClient, { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) });
  for (const { queryKey } of state.queries) {
    queryClient.setQueryDefaults(queryKey, {
      refetchOnMount: (query) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
    });
  }
}

/**
 * In a server draw: asks every read the last draw waited for, pending ones that a reader wants and
 * those a page's prefetch already started (a query's options are its last reader's: one reader may
 * wait for it while another does not), except those in `skip`. Reads that failed are dropped from
 * the cache, so that the next draw shows them as waiting (the browser asks them again).
 */
export async function askWaitedReads(skip: ReadonlySet<string>): Promise<{ asked: number; failed: { hash: string; endpoint: unknown }[] }> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && (query.state.fetchStatus === 'fetching' || isEnabled(query)) && !skip.has(query.queryHash));
  await Promise.all(waiting.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })));
  const failed = waiting.filter((query) => query.state.status === 'error');
  for (const query of failed) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  return { asked: waiting.length, failed: failed.map((query) => ({ hash: query.queryHash, endpoint: query.queryKey[0] })) };
}

/** In a server draw: the answers it was drawn from, for the page. */
export const drawnAnswers = (): DehydratedState => dehydrate(queryClient);

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}
