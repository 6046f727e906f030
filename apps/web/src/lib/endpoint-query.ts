// The web's one door to the server's state: TanStack Query over the typed api() client, keyed by the
// contract's endpoint id and the call's input. A read is `useEndpointQuery(id, input)`; a write is
// `useEndpointMutation(id)`, which afterwards refreshes the reads the contract declares it changes
// (the endpoint's `invalidates` in its area's routes.ts). No other module writes a query key or
// imports TanStack Query (eslint.config.js).
import { routes, type EndpointId, type EndpointOutput } from '@chorus/contract';
import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, ApiError, type CallOptions } from './api-client.ts';

export { keepPreviousData } from '@tanstack/react-query';

/** The query key of one read: the endpoint id, then its input (query, path parameters). */
export type EndpointKey<E extends EndpointId = EndpointId> = readonly [E, CallOptions<E> | Record<string, never>];

export function endpointKey<E extends EndpointId>(id: E, input?: CallOptions<E>): EndpointKey<E> {
  return [id, input ?? {}] as EndpointKey<E>;
}

/** The start of every key of one endpoint, whatever its input: to refresh them all. */
export function endpointKeyPrefix<E extends EndpointId>(id: E): readonly [E] {
  return [id];
}

/** A write endpoint whose contract entry declares the reads it changes (`invalidates`). */
export type WriteEndpointId = {
  [K in EndpointId]: (typeof routes)[K] extends { invalidates: readonly string[] } ? K : never;
}[EndpointId];

/** The reads a write changes, as its contract entry declares them. */
export function invalidatedBy(id: WriteEndpointId): readonly EndpointId[] {
  return (routes[id] as { invalidates: readonly EndpointId[] }).invalidates;
}

/** TanStack's options of a read, but for the key and the fetching, which come from the endpoint. */
export type EndpointQueryOptions<E extends EndpointId, TData = EndpointOutput<E>> = Omit<
  UseQueryOptions<EndpointOutput<E>, ApiError, TData, EndpointKey<E>>,
  'queryKey' | 'queryFn'
>;

type NoField = Record<string, never>;
/** The input may be left out where the endpoint needs none. */
type QueryArguments<E extends EndpointId, TData> =
  NoField extends CallOptions<E>
    ? [input?: CallOptions<E>, options?: EndpointQueryOptions<E, TData>]
    : [input: CallOptions<E>, options?: EndpointQueryOptions<E, TData>];

function endpointQuery<E extends EndpointId>(id: E, input: CallOptions<E> | undefined) {
  const call = api as (id: E, options?: CallOptions<E>) => Promise<EndpointOutput<E>>;
  return { queryKey: endpointKey(id, input), queryFn: () => call(id, input) };
}

/** One read of an endpoint. */
export function useEndpointQuery<E extends EndpointId, TData = EndpointOutput<E>>(
  id: E,
  ...[input, options]: QueryArguments<E, TData>
): UseQueryResult<TData, ApiError> {
  return useQuery({ ...options, ...endpointQuery(id, input) });
}

/** Several reads of one endpoint (one per input), in the order given. */
export function useEndpointQueries<E extends EndpointId>(
  id: E,
  inputs: readonly CallOptions<E>[],
  options?: EndpointQueryOptions<E>,
): UseQueryResult<EndpointOutput<E>, ApiError>[] {
  return useQueries({ queries: inputs.map((input) => ({ ...options, ...endpointQuery(id, input) })) });
}

/** Starts a read before its component asks for it (same key, so the component finds it). */
export function prefetchEndpoint<E extends EndpointId>(
  queryClient: QueryClient,
  id: E,
  input?: CallOptions<E>,
  options?: Pick<EndpointQueryOptions<E>, 'staleTime' | 'retry'>,
): Promise<void> {
  return queryClient.prefetchQuery({ ...options, ...endpointQuery(id, input) });
}

/** Marks every read of the given endpoints stale and reads again those on screen. */
function refresh(queryClient: QueryClient, ids: readonly EndpointId[]): Promise<void> {
  return Promise.all(ids.map((id) => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix(id) }))).then(() => undefined);
}

/**
 * Refreshes reads that changed without a write of this app (a job that finished, a file imported
 * by the server): `refresh('channelList', …)`.
 */
export function useRefreshEndpoints(): (...ids: EndpointId[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((...ids: EndpointId[]) => refresh(queryClient, ids), [queryClient]);
}

export type EndpointMutationOptions<E extends WriteEndpointId, TContext = unknown> = Omit<
  UseMutationOptions<EndpointOutput<E>, ApiError, CallOptions<E>, TContext>,
  'mutationFn'
>;

/**
 * One write: `mutate(input)` calls the endpoint; once it succeeds, the reads its contract entry
 * declares are refreshed (waited for, so what follows sees them new), then the caller's onSuccess.
 */
export function useEndpointMutation<E extends WriteEndpointId, TContext = unknown>(
  id: E,
  options?: EndpointMutationOptions<E, TContext>,
): UseMutationResult<EndpointOutput<E>, ApiError, CallOptions<E>, TContext> {
  const queryClient = useQueryClient();
  const call = api as (id: E, options: CallOptions<E>) => Promise<EndpointOutput<E>>;
  return useMutation({
    ...options,
    mutationFn: (input: CallOptions<E>) => call(id, input),
    onSuccess: async (...args) => {
      await refresh(queryClient, invalidatedBy(id));
      await options?.onSuccess?.(...args);
    },
  });
}
