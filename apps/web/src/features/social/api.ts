// The social area's reads and its one write, over lib/endpoint-query.ts.
import type { SocialPlatform } from '@chorus/contract';
import { keepPreviousData, useEndpointMutation, useEndpointQueries, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** Every linked account the reader may see (the server keeps to their channels). */
export function useSocialAccounts() {
  return useEndpointQuery('socialAccounts', { query: {} });
}

export function useSocialInsights(accountId: number | null, period: { start: string; end: string } | Record<string, never>) {
  return useEndpointQuery(
    'socialInsights',
    { params: { accountId: accountId ?? 0 }, query: period },
    { enabled: accountId !== null, placeholderData: keepPreviousData },
  );
}

/** Where the link button leads, or that the server has no app credentials for the platform. */
export function useLinkStart(platform: SocialPlatform, channelId: string | null, enabled: boolean) {
  return useEndpointQuery(
    'socialLinkStart',
    { query: { platform, channel_id: channelId ?? '' } },
    { enabled: enabled && channelId !== null, staleTime: 60_000, retry: false },
  );
}

export function useUnlink() {
  return useEndpointMutation('socialUnlink');
}

/** One channel's linked accounts (the overview's headline figures). */
export function useChannelSocialAccounts(channelId: string, enabled: boolean) {
  return useEndpointQuery('socialAccounts', { query: { channel_id: channelId } }, { enabled });
}

/** Several accounts' figures for their own periods, in the order given. */
export function useSocialInsightsOf(inputs: readonly { accountId: number; period: { start: string; end: string } | Record<string, never> }[]) {
  return useEndpointQueries(
    'socialInsights',
    inputs.map((i) => ({ params: { accountId: i.accountId }, query: i.period })),
  );
}
