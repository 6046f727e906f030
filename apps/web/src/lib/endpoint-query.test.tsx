// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointKey, endpointKeyPrefix, useEndpointMutation, useEndpointQuery } from './endpoint-query.ts';

afterEach(() => vi.unstubAllGlobals());

function answering(body: (url: string) => object) {
  const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(body(url)), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('endpointKey', () => {
  it('is the endpoint id and its input, and starts with the prefix of the endpoint', () => {
    const key = endpointKey('channelAudience', { params: { channelId: 'UC1' }, query: { start: '2025-01-01', end: '2025-01-31' } });
    expect(key).toEqual(['channelAudience', { params: { channelId: 'UC1' }, query: { start: '2025-01-01', end: '2025-01-31' } }]);
    expect(endpointKey('exchangeRates')).toEqual(['exchangeRates', {}]);
    expect(endpointKeyPrefix('channelAudience')).toEqual(['channelAudience']);
  });
});

describe('useEndpointQuery', () => {
  it('reads the endpoint with its input and caches the answer under its key', async () => {
    const fetchMock = answering(() => ({ rates: [] }));
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => useEndpointQuery('exchangeRates'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ rates: [] });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/exchange_rates', expect.objectContaining({ method: 'GET' }));
    expect(client.getQueryData(['exchangeRates', {}])).toEqual({ rates: [] });
  });
});

describe('useEndpointMutation', () => {
  it('refreshes exactly the reads the write declares, and then calls the caller', async () => {
    answering(() => ({ hidden: false }));
    const { client, wrapper } = withClient();
    const channel = { params: { channelId: 'UC1' } };
    // Three reads in the cache: two the visibility write declares (channelVisibilityGet, channelList), one it does not.
    client.setQueryData(endpointKey('channelVisibilityGet', channel), { hidden: true });
    client.setQueryData(endpointKey('channelList', { query: { page: 1 } }), { items: [] });
    client.setQueryData(endpointKey('channelAudience', { ...channel, query: { start: '2025-01-01', end: '2025-01-31' } }), { ages: [] });
    const onSuccess = vi.fn();

    const { result } = renderHook(() => useEndpointMutation('channelVisibilitySet', { onSuccess }), { wrapper });
    await act(() => result.current.mutateAsync({ ...channel, body: { hidden: false } }));

    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
    expect(stale.sort()).toEqual(['channelList', 'channelVisibilityGet']);
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('refreshes nothing when the write fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'no' }), { status: 403, headers: { 'content-type': 'application/json' } })),
    );
    const { client, wrapper } = withClient();
    client.setQueryData(endpointKey('channelAudience', { params: { channelId: 'UC1' }, query: { start: '2025-01-01', end: '2025-01-31' } }), {});
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useEndpointMutation('channelInterestVideos', { onSuccess }), { wrapper });
    await act(() => result.current.mutateAsync({ params: { channelId: 'UC1' }, body: { video_ids: [] } }).catch(() => undefined));
    expect(
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.isInvalidated),
    ).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

// The type checks of `tsc -p apps/web`: a write whose contract entry declares no invalidations cannot be called.
export function writesTheHookRefuses() {
  return [
    // @ts-expect-error changePassword declares no `invalidates` in the contract
    () => useEndpointMutation('changePassword'),
  ];
}
