// The search part's server state: creator search, favourites lists and their changes.
import type { FavouriteLists } from '@chorus/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const searchKeys = {
  creators: (query: Record<string, string>) => ['collab', 'creators', query] as const,
  lists: ['collab', 'favourites'] as const,
  list: (id: number) => ['collab', 'favourites', id] as const,
};

/** The query as the address carries it (strings); the server parses it with the contract's schema. */
export function useCreatorSearch(query: Record<string, string>) {
  return useQuery({
    queryKey: searchKeys.creators(query),
    queryFn: () => api('creatorSearch', { query: query as never }),
    placeholderData: keepPreviousData,
  });
}

export function useFavouriteLists(enabled = true) {
  return useQuery({ queryKey: searchKeys.lists, queryFn: () => api('favouriteLists'), enabled });
}

export function useFavouriteList(id: number | null) {
  return useQuery({ queryKey: searchKeys.list(id ?? 0), queryFn: () => api('favouriteListGet', { params: { listId: id! } }), enabled: id !== null });
}

/** Channel id → the ids of the caller's lists holding it. */
export function listsByChannel(lists: FavouriteLists | undefined): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const list of lists?.lists ?? []) for (const id of list.channel_ids) map.set(id, [...(map.get(id) ?? []), list.id]);
  return map;
}

export function useFavouriteMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: searchKeys.lists });
  return {
    create: useMutation({
      mutationFn: (input: { name: string; advertiser_id?: number | null }) => api('favouriteListCreate', { body: input }),
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: (input: { id: number; name: string }) => api('favouriteListRename', { params: { listId: input.id }, body: { name: input.name } }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => api('favouriteListDelete', { params: { listId: id } }), onSuccess: refresh }),
    toggle: useMutation({
      mutationFn: (input: { listId: number; channelId: string; on: boolean }) =>
        input.on
          ? api('favouriteAdd', { params: { listId: input.listId, channelId: input.channelId }, body: {} })
          : api('favouriteRemove', { params: { listId: input.listId, channelId: input.channelId } }),
      onSuccess: refresh,
    }),
  };
}
