// The options of the per-channel accounting screens' channel picker: the channels the caller's
// accounting policy covers (GET /api/v1/accounting/channels: every network channel for finance,
// sales, assistants and admin; one's own for a creator), searched on the server by title, @handle or
// id as they type. The caller's own channels come first. Same shape as the top bar's search
// (components/channel-search.tsx), so the list looks and reads the same.
import { reachesAccountingChannels } from '@chorus/contract';
import { useMemo } from 'react';
import { channelOption, titleMatches, type ChannelOption, type MoreOption } from '../../../components/channel-search.tsx';
import { keepPreviousData, useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

const PAGE_SIZE = 20;

export function useAccountingChannelSearch(text: string, { enabled }: { enabled: boolean }) {
  const { user, subject } = useAccess();
  // Someone whose accounting reach holds no channel (an advertising partner of none) is not asked for.
  const asks = enabled && reachesAccountingChannels(subject);
  const typed = text.trim();
  const q = useDebounced(typed, 250);
  const search = useEndpointQuery(
    'ledgerChannels',
    { query: { q: q || undefined, page_size: PAGE_SIZE } },
    { enabled: asks, placeholderData: keepPreviousData, staleTime: 30_000, retry: false },
  );
  const lists = useMemo(() => {
    // While the answer for what was typed is on its way, the last answer stays, narrowed to what
    // still matches by title or id.
    const fresh = !search.isPlaceholderData && q === typed;
    const needle = typed.toLowerCase();
    const memberType = new Map(user.channels.map((c) => [c.channel_id, c.member_type]));
    const options: ChannelOption[] = (search.data?.items ?? [])
      .map((c) => ({
        ...channelOption(c.channel_id, c.title, memberType.has(c.channel_id) ? 'own' : 'other', memberType.get(c.channel_id) ?? null),
        subscribers: c.subscribers,
        iconUrl: c.icon_url,
      }))
      .filter((o) => fresh || titleMatches(o, needle));
    const remaining = fresh && search.data ? search.data.total - search.data.items.length : 0;
    const more: MoreOption | null = remaining > 0 ? { kind: 'more', id: 'more', group: 'other', remaining } : null;
    return { own: options.filter((o) => o.group === 'own'), others: options.filter((o) => o.group === 'other'), more };
  }, [typed, q, search.data, search.isPlaceholderData, user.channels]);
  // Typed but not yet asked counts as searching, so "no match" is said only of an answer.
  return { ...lists, isFetching: search.isFetching || (asks && q !== typed), isError: search.isError };
}
