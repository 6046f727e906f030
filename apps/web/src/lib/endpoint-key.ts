// The query key of a read (the endpoint id, then its input) and the prefetch that fills it: kept
// apart from endpoint-query.ts so that the entry script and the channel pages' prefetch start calls
// without loading TanStack Query's hooks.
import type { EndpointId, EndpointOutput } from '@chorus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api, type CallOptions } from './api-client.ts';

/**
 * The query key of one read: the endpoint id, then its input (query, path parameters); then, for
 * an answer the web reshapes as it fetches (useEndpointQueryFrom), the name of that shape, so that
 * it never stands in the place of the plain answer.
 */
export type EndpointKey<E extends EndpointId = EndpointId> =
  readonly [E, CallOptions<E> | Record<string, never>] | readonly [E, CallOptions<E> | Record<string, never>, string];

export function endpointKey<E extends EndpointId>(id: E, input?: CallOptions<E>, shape?: string): EndpointKey<E> {
  return (shape === undefined ? [id, input ?? {}] : [id, input ?? {}, shape]) as EndpointKey<E>;
}

/** The start of every key of one endpoint, whatever its input: to refresh them all. */
export function endpointKeyPrefix<E extends EndpointId>(id: E): readonly [E] {
  return [id];
}

/** The key and the fetching of one read. */
export function endpointQuery<E extends EndpointId>(id: E, input: CallOptions<E> | undefined) {
  const call = api as (id: E, options?: CallOptions<E>) => Promise<EndpointOutput<E>>;
  return { queryKey: endpointKey(id, input), queryFn: () => call(id, input) };
}

/** An answer the web reshapes as it fetches: the shape's name (part of the key) and the fetching. */
export type Shaped<T> = { shape: string; fetch: () => Promise<T> };

/**
 * Starts a read before its component asks for it (same key, so the component finds it in flight);
 * `shaped` where the component reads it with useEndpointQueryFrom.
 */
export function prefetchEndpoint<E extends EndpointId>(
  queryClient: QueryClient,
  id: E,
  input?: CallOptions<E>,
  options: { staleTime?: number; retry?: boolean | number | ((failures: number, error: Error) => boolean); shaped?: Shaped<unknown> } = {},
): Promise<void> {
  const { shaped, ...rest } = options;
  if (shaped) return queryClient.prefetchQuery({ ...rest, queryKey: endpointKey(id, input, shaped.shape), queryFn: shaped.fetch });
  return queryClient.prefetchQuery({ ...rest, ...endpointQuery(id, input) });
}
