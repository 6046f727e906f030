// Kept apart from user-info.ts so that the entry script can start asking for user info
// (app/early-start.ts) without loading TanStack Query's useQuery. Its key is the userInfo
// endpoint's (lib/endpoint-key.ts), so the writes that declare userInfo refresh it.
import type { UserInfo } from '@chorus/contract';
import type { Shaped } from '../endpoint-key.ts';
import { api, ApiError } from '../api-client.ts';
import { hasSessionMarker } from './session-marker.ts';

/** The signed-in user, or false when not signed in (no session marker, or a 401). */
async function fetchUserInfo(): Promise<UserInfo | false> {
  if (!hasSessionMarker()) return false;
  try {
    return await api('userInfo');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
}

/** The userInfo endpoint's answer as the app reads it: the user, or false when signed out. */
export const signedInUser: Shaped<UserInfo | false> = { shape: 'signedInUser', fetch: fetchUserInfo };
