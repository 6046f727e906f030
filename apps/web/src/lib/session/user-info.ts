// The signed-in user (spec 4): asked only when the session marker cookie exists, never stale, and a
// 401 means "not signed in" rather than an error.
import type { UserInfo } from '@chorus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../api-client.ts';

export const userInfoKey = ['user_info'] as const;

export const hasSessionMarker = () => document.cookie.split(';').some((c) => c.trim().startsWith('chorus_signed_in='));

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

export function useSetUserInfo() {
  const client = useQueryClient();
  return (info: UserInfo | false) => client.setQueryData(userInfoKey, info);
}
