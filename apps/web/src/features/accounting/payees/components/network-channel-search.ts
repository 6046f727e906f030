// The channel picker's options for assigning recipients: every channel of the network by name or id
// (GET /api/v1/accounting/recipient-channels), since finance assigns recipients to channels they do
// not belong to. Same shape as the top bar's search (components/channel-search.tsx).
import { useMemo } from 'react';
import { channelOption, type ChannelOption } from '../../../../components/channel-search.tsx';
import { useDebounced } from '../../../../lib/use-debounced.ts';
import { useRecipientChannels } from '../api.ts';

export function useNetworkChannelSearch(text: string, { enabled }: { enabled: boolean; ownedOnly?: boolean }) {
  const typed = text.trim();
  const q = useDebounced(typed, 250);
  const search = useRecipientChannels(q, enabled);
  const others = useMemo<ChannelOption[]>(() => (search.data?.channels ?? []).map((c) => channelOption(c.channel_id, c.title, 'other')), [search.data]);
  return { own: [] as ChannelOption[], others, more: null, needle: typed.toLowerCase(), isFetching: search.isFetching, isError: search.isError };
}
