// The one query cache of the app: the providers give it to React, and the entry script fills it
// early for the address it opened with (early-start.ts), or with the answers the server drew the
// page's first view from (main.tsx).
import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

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
