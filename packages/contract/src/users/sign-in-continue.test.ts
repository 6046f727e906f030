import { describe, expect, it } from 'vitest';
import { CONTINUE_PARAM, continuableAddress, signInToContinue } from './sign-in-continue.ts';

describe('continuing an OAuth callback after signing in (issue 23)', () => {
  it.each(['/api/v1/youtube/oauth/callback?state=s&code=c', '/api/v1/shopify/oauth/callback?code=c&shop=a.myshopify.com&state=s&hmac=h'])(
    'continues the landing route %s, query and all',
    (address) => {
      const profile = new URL(signInToContinue(address), 'http://x');
      expect(profile.pathname).toBe('/dashboard/info');
      expect(continuableAddress(profile.searchParams.get(CONTINUE_PARAM))).toBe(address);
    },
  );

  it.each([
    null,
    '',
    'https://evil.example/api/v1/youtube/oauth/callback',
    '//evil.example/api/v1/youtube/oauth/callback',
    '/\\evil.example/api/v1/youtube/oauth/callback',
    '/api/v1/user_info',
    '/api/v1/youtube/oauth/start?role=channel_owner',
    '/dashboard/info',
    'javascript:alert(1)',
  ])('never continues %s', (value) => {
    expect(continuableAddress(value)).toBeNull();
  });
});
