// The search part's reads and writes: creator search, favourites lists and their changes, over
// lib/endpoint-query.ts (the writes' refreshes are declared in the contract's search routes).
import type { FavouriteLists } from '@chorus/contract';
import type { ApiError } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';

/** The query as the address carries it (strings); the server parses it with the contract's schema. */
export function useCreatorSearch(query: Record<string, string>) {
  return useEndpointQuery('creatorSearch', { query: query as never }, { placeholderData: keepPreviousData });
}

export function useFavouriteLists(enabled = true) {
  return useEndpointQuery('favouriteLists', {}, { enabled });
}

export function useFavouriteList(id: number | null) {
  return useEndpointQuery('favouriteListGet', { params: { listId: id ?? 0 } }, { enabled: id !== null });
}

/** Channel id → the ids of the caller's lists holding it. */
export function listsByChannel(lists: FavouriteLists | undefined): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const list of lists?.lists ?? []) for (const id of list.channel_ids) map.set(id, [...(map.get(id) ?? []), list.id]);
  return map;
}

type Toggle = { listId: number; channelId: string; on: boolean };
type ToggleOptions = { onSuccess?: () => void; onError?: (error: ApiError) => void };

/** Stars or unstars a channel in one list (two endpoints, one switch). */
function useFavouriteToggle() {
  const add = useEndpointMutation('favouriteAdd');
  const drop = useEndpointMutation('favouriteRemove');
  return {
    isPending: add.isPending || drop.isPending,
    mutate: ({ listId, channelId, on }: Toggle, options?: ToggleOptions) => {
      const at = { params: { listId, channelId } };
      if (on) add.mutate({ ...at, body: {} }, options);
      else drop.mutate(at, options);
    },
  };
}

export function useFavouriteMutations() {
  return {
    create: useEndpointMutation('favouriteListCreate'),
    rename: useEndpointMutation('favouriteListRename'),
    remove: useEndpointMutation('favouriteListDelete'),
    toggle: useFavouriteToggle(),
  };
}
