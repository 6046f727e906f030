// The two platforms' error shapes, as their reference docs show them, sorted into what the jobs do.
import { describe, expect, it } from 'vitest';
import { classifyGraph } from './instagram/instagram-client.ts';
import { SocialApiError, SocialRateLimitError, SocialTokenError } from './platform-http.ts';
import { classifyTiktok } from './tiktok/tiktok-client.ts';

const graph = (code: number, subcode?: number) => ({ error: { message: 'm', type: 'OAuthException', code, error_subcode: subcode, fbtrace_id: 'A1' } });

describe('Instagram Graph errors', () => {
  const classify = classifyGraph('instagram /me');
  it('code 190 is an expired or revoked token', () => {
    expect(classify(400, graph(190, 463), null)).toBeInstanceOf(SocialTokenError);
    expect(classify(400, graph(190, 458), null)).toBeInstanceOf(SocialTokenError);
  });
  it.each([4, 17, 32, 613])('code %i is a rate limit', (code) => {
    expect(classify(400, graph(code), null)).toBeInstanceOf(SocialRateLimitError);
  });
  it('HTTP 429 is a rate limit, with its Retry-After', () => {
    expect(classify(429, {}, 3000)).toMatchObject({ retryAfterMs: 3000 });
  });
  it('the code exchange’s own shape and any other code are refusals; a success is none', () => {
    expect(classify(400, { error_type: 'OAuthException', code: 400, error_message: 'Invalid code' }, null)).toBeInstanceOf(SocialApiError);
    expect(classify(400, graph(100), null)).toBeInstanceOf(SocialApiError);
    expect(classify(200, { data: [] }, null)).toBeNull();
  });
});

describe('TikTok Open API errors', () => {
  const classify = classifyTiktok('tiktok /v2/user/info/');
  const api = (code: string) => ({ data: {}, error: { code, message: 'm', log_id: 'L' } });
  it('answers with error.code "ok" are successes', () => {
    expect(classify(200, { data: { user: {} }, error: { code: 'ok', message: '', log_id: 'L' } }, null)).toBeNull();
  });
  it('access_token_invalid and the token endpoint’s invalid_grant are refused tokens', () => {
    expect(classify(401, api('access_token_invalid'), null)).toBeInstanceOf(SocialTokenError);
    expect(classify(400, { error: 'invalid_grant', error_description: 'Refresh token is invalid or expired.', log_id: 'L' }, null)).toBeInstanceOf(
      SocialTokenError,
    );
  });
  it('429 and rate_limit_exceeded are rate limits', () => {
    expect(classify(429, api('rate_limit_exceeded'), null)).toBeInstanceOf(SocialRateLimitError);
  });
  it('a scope not granted is a refusal', () => {
    expect(classify(403, api('scope_not_authorized'), null)).toBeInstanceOf(SocialApiError);
  });
});
