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
import { useCallback, useMemo } from 'react';
import { api, ApiError, type CallOptions } from './api-client.ts';
import { endpointKey, endpointKeyPrefix, endpointQuery, type EndpointKey, type Shaped } from './endpoint-key.ts';

export { keepPreviousData, type QueryClient } from '@tanstack/react-query';
export { endpointKey, endpointKeyPrefix, prefetchEndpoint, type EndpointKey, type Shaped } from './endpoint-key.ts';

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

/** One read of an endpoint. */
export function useEndpointQuery<E extends EndpointId, TData = EndpointOutput<E>>(
  id: E,
  ...[input, options]: QueryArguments<E, TData>
): UseQueryResult<TData, ApiError> {
  return useQuery({ ...options, ...endpointQuery(id, input) });
}

/**
 * A read of one endpoint that the web fetches its own way (the answer reshaped, a 401 meaning
 * "signed out", a lookup among the answer's rows): keyed under the endpoint's (and the shape's
 * name), so the writes that declare the endpoint refresh it too.
 */
export function useEndpointQueryFrom<E extends EndpointId, T>(
  id: E,
  input: CallOptions<E> | undefined,
  shaped: Shaped<T>,
  options?: Omit<UseQueryOptions<T, Error, T, EndpointKey<E>>, 'queryKey' | 'queryFn'>,
): UseQueryResult<T, Error> {
  return useQuery({ ...options, queryKey: endpointKey(id, input, shaped.shape), queryFn: shaped.fetch });
}

/** Several reads of one endpoint (one per input), in the order given. */
export function useEndpointQueries<E extends EndpointId>(
  id: E,
  inputs: readonly CallOptions<E>[],
  options?: EndpointQueryOptions<E>,
): UseQueryResult<EndpointOutput<E>, ApiError>[] {
  return useQueries({ queries: inputs.map((input) => ({ ...options, ...endpointQuery(id, input) })) });
}

/** Marks every read of the given endpoints stale and reads again those on screen. */
function refresh(queryClient: QueryClient, ids: readonly EndpointId[]): Promise<void> {
  return Promise.all(ids.map((id) => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix(id) }))).then(() => undefined);
}

/**
 * The cache beyond one read: `refresh(id, …)` for reads changed without a write of this app (a job
 * that finished, a page's "reload"), `forget(id, …)` after a sign-in, `store(id, input, answer)` for an answer known without asking
 * (a row chosen from a list), `answers(id)` for what the reads of an endpoint hold now.
 */
export function useEndpointCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      refresh: (...ids: EndpointId[]) => refresh(queryClient, ids),
      /** Drops what the reads of the endpoints hold (a sign-in: no "signed out" answer may be reused). */
      forget: (...ids: EndpointId[]) => ids.forEach((id) => queryClient.removeQueries({ queryKey: endpointKeyPrefix(id) })),
      store: <E extends EndpointId, T>(id: E, input: CallOptions<E> | undefined, answer: T, shape?: string) => {
        queryClient.setQueryData(endpointKey(id, input, shape), answer);
      },
      answers: <E extends EndpointId>(id: E): EndpointOutput<E>[] =>
        queryClient.getQueriesData<EndpointOutput<E>>({ queryKey: endpointKeyPrefix(id) }).flatMap(([, answer]) => (answer === undefined ? [] : [answer])),
    }),
    [queryClient],
  );
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

/**
 * The same write for code that awaits it in its own flow (a form's submit, a dialog's confirm):
 * `await write(id, input)` calls the endpoint, refreshes the reads it declares, and answers.
 */
export function useEndpointWrite(): <E extends WriteEndpointId>(id: E, input: CallOptions<E>) => Promise<EndpointOutput<E>> {
  const queryClient = useQueryClient();
  return useCallback(
    async <E extends WriteEndpointId>(id: E, input: CallOptions<E>) => {
      const answer = await (api as (id: E, options: CallOptions<E>) => Promise<EndpointOutput<E>>)(id, input);
      await refresh(queryClient, invalidatedBy(id));
      return answer;
    },
    [queryClient],
  );
}
