// The access administration pages' reads. Lists are paged on the server; every change reads the
// access lists again (useRefreshAccess).
import type { accountStatuses, AccountType, EndpointOutput, InvitationStatus, MemberTeam } from '@chorus/contract';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointCache, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export type Member = EndpointOutput<'memberList'>['items'][number];
export type InvitationRow = EndpointOutput<'invitationList'>['items'][number];
export type SyslogEntry = EndpointOutput<'syslog'>['items'][number];
export type PermissionScope = EndpointOutput<'userPermissionsDisplay'>['display'][string];

export type MemberFilters = {
  team: MemberTeam;
  q: string;
  account_type: AccountType | '';
  status: (typeof accountStatuses)[number] | '';
  channel_id: string;
  page: number;
  page_size: number;
};

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function useMembers(filters: MemberFilters, enabled = true) {
  return useEndpointQuery(
    'memberList',
    {
      query: {
        team: filters.team,
        q: blankToUndefined(filters.q),
        account_type: filters.account_type || undefined,
        status: filters.status || undefined,
        channel_id: filters.team === 'channel' ? blankToUndefined(filters.channel_id) : undefined,
        page: filters.page + 1,
        page_size: filters.page_size,
      },
    },
    { placeholderData: keepPreviousData, enabled, retry: false },
  );
}

type InvitationFilters = { status: InvitationStatus | ''; q: string; page: number; page_size: number };

export function useInvitations(filters: InvitationFilters) {
  return useEndpointQuery(
    'invitationList',
    {
      query: { status: filters.status || undefined, q: blankToUndefined(filters.q), page: filters.page + 1, page_size: filters.page_size },
    },
    { placeholderData: keepPreviousData, retry: false },
  );
}

export function usePermissionDisplay(userId: number | null) {
  return useEndpointQuery('userPermissionsDisplay', { params: { userId: userId! } }, { enabled: userId !== null, retry: false });
}

/** Reads every access list again (members, invitations, permissions) after a change. */
export function useRefreshAccess(): () => Promise<void> {
  const { refresh } = useEndpointCache();
  return useCallback(() => refresh('memberList', 'invitationList', 'userPermissionsDisplay'), [refresh]);
}

/**
 * Works as another account: the server replaces the session's cookies, and a fresh load of the
 * dashboard leaves nothing of the administrator's data in memory.
 */
export async function switchInto(target: string | number): Promise<void> {
  await api('switchAccount', { query: { target: String(target) } });
  window.location.assign('/dashboard');
}
