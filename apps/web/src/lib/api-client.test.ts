import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

function answering(body: object) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api', () => {
  it('fills the path parameters and the query from the call, with the method of the route', async () => {
    const fetchMock = answering({ items: [], total: 0, page: 1, page_size: 5 });
    await api('channelGroupTrends', { params: { groupId: 7 }, query: { start: '2025-01-01', end: '2025-01-31' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/channel_groups/7/trends?start=2025-01-01&end=2025-01-31', expect.objectContaining({ method: 'GET' }));
  });

  it('sends the body as JSON and answers what the server answered', async () => {
    const fetchMock = answering({ ok: true });
    const answer = await api('changePassword', { body: { old_password: 'a', new_password: 'b', confirm_password: 'b' } });
    expect(answer).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/change_password',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ old_password: 'a', new_password: 'b', confirm_password: 'b' }) }),
    );
  });
});

// The type checks of `tsc -p apps/web`: each call below breaks the endpoint table and must not compile.
export function callsTheTableRefuses() {
  return [
    // @ts-expect-error login needs its body
    () => api('login'),
    // @ts-expect-error a body field the endpoint does not take
    () => api('login', { body: { password: 'x', challenge: 'y', nope: 1 } }),
    // @ts-expect-error a channel page needs its :channelId
    () => api('channelOverview'),
    // @ts-expect-error a sort the channel list does not know
    () => api('channelList', { query: { sort: 'bogus' } }),
    // @ts-expect-error userInfo takes no body
    () => api('userInfo', { body: { a: 1 } }),
    // @ts-expect-error only a multipart route takes form data
    () => api('logout', { form: new FormData() }),
    // @ts-expect-error the answer has no such field
    async () => (await api('userInfo')).nope,
  ];
}
