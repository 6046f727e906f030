import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { isSignedIn, requestChallenge, requestSignIn } from './sign-in-api.ts';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answering each call with the next of `answers`; the calls are kept as [path, init]. */
function answering(...answers: Response[]) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const withCookie = (cookie: string) => vi.stubGlobal('document', { cookie });

describe('requestSignIn', () => {
  it('posts the form as JSON with the language and CSRF headers of the app', async () => {
    const fetchMock = answering(json(200, { access_token: 't', expires_in: 900, token_type: 'Bearer' }));
    await requestSignIn({ account: 'assistant', password: 'pw', challenge: 'c1', language: 'ja' }, 'generic');
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/v1/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init!.headers).toEqual({ 'x-chorus-language': 'ja', 'x-chorus-csrf': '1', 'content-type': 'application/json' });
    expect(JSON.parse(String(init!.body))).toEqual({ account: 'assistant', password: 'pw', challenge: 'c1', language: 'ja' });
  });

  it("throws the server's translated failure as an ApiError", async () => {
    answering(json(401, { error: { code: 'errors.loginFailed', message: 'The e-mail or password is wrong.' } }));
    const failure = await requestSignIn({ email: 'a@b.test', password: 'pw', language: 'en' }, 'generic').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'errors.loginFailed', message: 'The e-mail or password is wrong.' });
  });

  it('says the fallback when the answer carries no message', async () => {
    answering(new Response('Bad gateway', { status: 502 }));
    await expect(requestSignIn({ email: 'a@b.test', password: 'pw', language: 'en' }, 'An error occurred.')).rejects.toMatchObject({
      status: 502,
      message: 'An error occurred.',
    });
  });
});

describe('requestChallenge', () => {
  it('asks for a window and carries the retry time of a refusal', async () => {
    const fetchMock = answering(
      json(200, { challenge: 'c1', expires_in: 180 }),
      json(429, { error: { code: 'errors.tooManyRequests', message: 'Wait', retry_after: 30 } }),
    );
    expect(await requestChallenge('zh-TW', 'generic')).toEqual({ challenge: 'c1', expires_in: 180 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/login_challenge');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', body: undefined });
    await expect(requestChallenge('zh-TW', 'generic')).rejects.toMatchObject({ status: 429, retryAfter: 30 });
  });
});

describe('isSignedIn', () => {
  it('asks nothing without the session marker', async () => {
    withCookie('other=1');
    const fetchMock = answering();
    expect(await isSignedIn('zh-TW')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is true when user info answers', async () => {
    withCookie('a=1; chorus_signed_in=1');
    const fetchMock = answering(json(200, { id: 1 }));
    expect(await isSignedIn('zh-TW')).toBe(true);
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/v1/user_info']);
  });

  it('renews a run-out access token once, and counts the session only when that works', async () => {
    withCookie('chorus_signed_in=1');
    const renewed = answering(json(401, {}), json(200, { access_token: 't' }));
    expect(await isSignedIn('en')).toBe(true);
    expect(renewed.mock.calls.map(([path, init]) => `${init!.method} ${path}`)).toEqual(['GET /api/v1/user_info', 'POST /api/v1/refresh']);

    answering(json(401, {}), json(401, {}));
    expect(await isSignedIn('en')).toBe(false);
  });

  it('is false when the server cannot be reached (the form stays usable)', async () => {
    withCookie('chorus_signed_in=1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await isSignedIn('en')).toBe(false);
  });
});
