// The signed-in user (spec 4): asked only when the session marker cookie exists, asked again
// whenever the dashboard opens, and a 401 means "not signed in" rather than an error.
import { useEndpointQueryFrom } from '../endpoint-query.ts';
import { signedInUser } from './user-info-key.ts';

/**
 * An answer this recent is not asked again when the dashboard opens: on a dashboard address the
 * entry script asked for it a moment ago (app/early-start.ts), and a second call then was a
 * request for nothing in the busiest moment of the page load.
 */
const JUST_ASKED_MS = 3000;

export function useUserInfo() {
  return useEndpointQueryFrom('userInfo', undefined, signedInUser, {
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_ASKED_MS,
    retry: false,
  });
}
