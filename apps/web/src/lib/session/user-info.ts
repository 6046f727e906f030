// The signed-in user (spec 4): asked only when the session marker cookie exists, never stale, and a
// 401 means "not signed in" rather than an error.
import type { UserInfo } from '@chorus/contract';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../api-client.ts';
import { hasSessionMarker, userInfoKey } from './user-info-key.ts';


export function useUserInfo() {
  return useQuery<UserInfo | false>({
    queryKey: userInfoKey,
    queryFn: async () => {
      if (!hasSessionMarker()) return false;
      try {
        return await api('userInfo');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return false;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
  });
}
