// Google OAuth 2.0, authorization code flow with PKCE (S256): the consent address, the code
// exchange, access-token refresh and revocation, all at the configured endpoints.
import { createHash } from 'node:crypto';
import type { YoutubeConfig } from '../../config.ts';
import { GoogleUnavailableError, googleJson, withQuery } from './google-http.ts';

export const SCOPES = {
  youtube: 'https://www.googleapis.com/auth/youtube.readonly',
  analytics: 'https://www.googleapis.com/auth/yt-analytics.readonly',
  monetary: 'https://www.googleapis.com/auth/yt-analytics-monetary.readonly',
  /** Titles, tags, translations and publish times (the video data manager and the publishing calendar, issue 29): asked for, not required. */
  manage: 'https://www.googleapis.com/auth/youtube.force-ssl',
} as const;
/** Without these the refresh cannot work; the monetary scope only adds revenue. */
export const REQUIRED_SCOPES = [SCOPES.youtube, SCOPES.analytics];

export type GoogleTokens = { accessToken: string; expiresIn: number; refreshToken: string | null; scopes: string[] };

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function consentUrl(config: YoutubeConfig, options: { state: string; redirectUri: string; codeVerifier: string }): string {
  return withQuery(config.authorizeUrl, {
    client_id: config.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: [SCOPES.youtube, SCOPES.analytics, SCOPES.monetary, SCOPES.manage].join(' '),
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'false',
    state: options.state,
    code_challenge: pkceChallenge(options.codeVerifier),
    code_challenge_method: 'S256',
  });
}

type TokenAnswer = { access_token?: unknown; expires_in?: unknown; refresh_token?: unknown; scope?: unknown; token_type?: unknown };

function readTokens(answer: TokenAnswer): GoogleTokens {
  if (typeof answer.access_token !== 'string' || answer.access_token === '') throw new GoogleUnavailableError('token: answer without an access token');
  const expiresIn = typeof answer.expires_in === 'number' ? answer.expires_in : Number(answer.expires_in ?? 3600);
  return {
    accessToken: answer.access_token,
    expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600,
    refreshToken: typeof answer.refresh_token === 'string' && answer.refresh_token !== '' ? answer.refresh_token : null,
    scopes: typeof answer.scope === 'string' ? answer.scope.split(/\s+/).filter(Boolean) : [],
  };
}

export async function exchangeCode(config: YoutubeConfig, options: { code: string; redirectUri: string; codeVerifier: string }): Promise<GoogleTokens> {
  const answer = await googleJson<TokenAnswer>({
    api: 'token',
    url: config.tokenUrl,
    method: 'POST',
    form: {
      grant_type: 'authorization_code',
      code: options.code,
      client_id: config.clientId ?? '',
      client_secret: config.clientSecret ?? '',
      redirect_uri: options.redirectUri,
      code_verifier: options.codeVerifier,
    },
    timeoutMs: config.requestTimeoutMs,
  });
  return readTokens(answer);
}

export async function refreshAccessToken(config: YoutubeConfig, refreshToken: string): Promise<GoogleTokens> {
  const answer = await googleJson<TokenAnswer>({
    api: 'token',
    url: config.tokenUrl,
    method: 'POST',
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: config.clientId ?? '', client_secret: config.clientSecret ?? '' },
    timeoutMs: config.requestTimeoutMs,
  });
  return readTokens(answer);
}

/** Withdraws the grant at Google. */
export async function revokeToken(config: YoutubeConfig, token: string): Promise<void> {
  const response = await fetch(config.revokeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    signal: AbortSignal.timeout(config.requestTimeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok && response.status !== 400) throw new GoogleUnavailableError(`revoke: HTTP ${response.status}`);
}
