// Kept apart from user-info.ts so that the entry script can start asking for user info
// (app/early-start.ts) without loading TanStack Query's useQuery.
import type { UserInfo } from '@chorus/contract';
import { api, ApiError } from '../api-client.ts';
import { hasSessionMarker } from './session-marker.ts';

export const userInfoKey = ['user_info'] as const;

/** The signed-in user, or false when not signed in (no session marker, or a 401). */
export async function fetchUserInfo(): Promise<UserInfo | false> {
  if (!hasSessionMarker()) return false;
  try {
    return await api('userInfo');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
}
