// The channel picker's options for assigning recipients: every channel of the network by name or id
// (GET /api/v1/accounting/recipient-channels), since finance assigns recipients to channels they do
// not belong to. Same shape as the top bar's search (components/channel-search.tsx).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { channelOption, type ChannelOption } from '../../../../components/channel-search.tsx';
import { api } from '../../../../lib/api-client.ts';
import { useDebounced } from '../../../../lib/use-debounced.ts';

const PAGE_SIZE = 20;

export function useNetworkChannelSearch(text: string, { enabled }: { enabled: boolean; ownedOnly?: boolean }) {
  const typed = text.trim();
  const q = useDebounced(typed, 250);
  const search = useQuery({
    queryKey: ['accounting', 'payees', 'channels', q],
    queryFn: () => api('recipientChannelSearch', { query: { q: q || undefined, page_size: PAGE_SIZE } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const others = useMemo<ChannelOption[]>(() => (search.data?.channels ?? []).map((c) => channelOption(c.channel_id, c.title, 'other')), [search.data]);
  return { own: [] as ChannelOption[], others, more: null, needle: typed.toLowerCase(), isFetching: search.isFetching, isError: search.isError };
}
