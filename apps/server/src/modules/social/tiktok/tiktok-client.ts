// TikTok's Login Kit and Display API (open.tiktokapis.com, scopes user.info.basic, user.info.stats,
// video.list). Answers are `{data: {...}, error: {code, message, log_id}}` with `code: "ok"` on
// success; the token endpoint answers the token or `{error, error_description, log_id}`. Refresh
// tokens rotate: every refresh answers a new one, which replaces the old.
import type { SocialConfig } from '../../../config.ts';
import { callPlatform, numberOrNull, withQuery, type CallPolicy, type Failure } from '../platform-http.ts';
import { SocialApiError, SocialRateLimitError, SocialTokenError } from '../platform-http.ts';
import type { RequestWindow } from './request-window.ts';

export const TIKTOK_SCOPES = ['user.info.basic', 'user.info.stats', 'video.list'];
/** Posting from the publishing calendar (issue 29): asked for at linking, not required to link. */
export const TIKTOK_PUBLISH_SCOPE = 'video.publish';
type Tt = SocialConfig['tiktok'];

const TOKEN_ERRORS = new Set(['access_token_invalid', 'invalid_grant', 'invalid_token', 'token_expired']);

export function classifyTiktok(name: string) {
  return (status: number, body: unknown, retryAfterMs: number | null): Failure | null => {
    const b = body as { error?: unknown; error_description?: unknown } | null;
    const apiError = typeof b?.error === 'object' && b.error !== null ? (b.error as { code?: unknown; message?: unknown }) : null;
    const code = apiError ? String(apiError.code ?? '') : typeof b?.error === 'string' ? b.error : '';
    const message = `${name}: ${String(apiError?.message ?? b?.error_description ?? `HTTP ${status}`).slice(0, 200)}`;
    if (status === 429 || code === 'rate_limit_exceeded') return new SocialRateLimitError(message, retryAfterMs);
    if (TOKEN_ERRORS.has(code) || status === 401) return new SocialTokenError(message);
    if (status >= 400 || (code !== '' && code !== 'ok')) return new SocialApiError(message, status, code || String(status));
    return null;
  };
}

export type TiktokCalls = { config: Tt; policy: CallPolicy; window: RequestWindow };

async function call(
  t: TiktokCalls,
  endpoint: string,
  request: { method: 'GET' | 'POST'; query?: Record<string, string>; bearer?: string; json?: unknown; form?: Record<string, string>; emptyOk?: boolean },
) {
  return callPlatform(
    {
      name: `tiktok ${endpoint}`,
      url: withQuery(`${t.config.apiUrl}${endpoint}`, request.query ?? {}),
      method: request.method,
      bearer: request.bearer,
      json: request.json,
      form: request.form,
      emptyOk: request.emptyOk,
    },
    { ...t.policy, beforeTry: () => t.window.take(endpoint) },
    classifyTiktok(`tiktok ${endpoint}`),
  );
}

export function consentUrl(tt: Tt, { state, redirectUri }: { state: string; redirectUri: string }): string {
  return withQuery(tt.authorizeUrl, {
    client_key: tt.clientKey ?? '',
    scope: [...TIKTOK_SCOPES, TIKTOK_PUBLISH_SCOPE].join(','),
    response_type: 'code',
    redirect_uri: redirectUri,
    state,
  });
}

export type TiktokTokens = { accessToken: string; expiresIn: number; refreshToken: string; refreshExpiresIn: number; openId: string; scopes: string[] };

function tokensOf(body: unknown): TiktokTokens {
  const b = body as Record<string, unknown>;
  if (
    typeof b.access_token !== 'string' ||
    typeof b.refresh_token !== 'string' ||
    typeof b.expires_in !== 'number' ||
    typeof b.refresh_expires_in !== 'number'
  ) {
    throw new SocialApiError('tiktok /v2/oauth/token/: unexpected answer', 200, 'no_token');
  }
  return {
    accessToken: b.access_token,
    expiresIn: b.expires_in,
    refreshToken: b.refresh_token,
    refreshExpiresIn: b.refresh_expires_in,
    openId: String(b.open_id ?? ''),
    scopes: String(b.scope ?? '')
      .split(',')
      .filter(Boolean),
  };
}

export async function exchangeCode(t: TiktokCalls, { code, redirectUri }: { code: string; redirectUri: string }): Promise<TiktokTokens> {
  const form = {
    client_key: t.config.clientKey ?? '',
    client_secret: t.config.clientSecret ?? '',
    code,
    grant_type: 'authorization_code',
    redirect_uri: redirectUri,
  };
  return tokensOf(await call({ ...t, policy: { ...t.policy, tries: 1 } }, '/v2/oauth/token/', { method: 'POST', form }));
}

/** New access and refresh tokens; the old refresh token is spent (rotation). */
export async function refreshTokens(t: TiktokCalls, refreshToken: string): Promise<TiktokTokens> {
  const form = { client_key: t.config.clientKey ?? '', client_secret: t.config.clientSecret ?? '', grant_type: 'refresh_token', refresh_token: refreshToken };
  return tokensOf(await call(t, '/v2/oauth/token/', { method: 'POST', form }));
}

/**
 * Login Kit's revocation (`POST /v2/oauth/revoke/`, form `client_key`, `client_secret`, `token`: the
 * access token): the app is disconnected from the user's account and its tokens die. Success is an
 * empty body; a refusal is `{error, error_description, log_id}`. Tried once more after an outage.
 */
export async function revokeToken(t: TiktokCalls, accessToken: string): Promise<void> {
  const form = { client_key: t.config.clientKey ?? '', client_secret: t.config.clientSecret ?? '', token: accessToken };
  await call({ ...t, policy: { ...t.policy, tries: Math.min(t.policy.tries, 2) } }, '/v2/oauth/revoke/', { method: 'POST', form, emptyOk: true });
}

export type TiktokUser = {
  openId: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  followers: number | null;
  following: number | null;
  likes: number | null;
  videos: number | null;
};

export async function userInfo(t: TiktokCalls, accessToken: string): Promise<TiktokUser> {
  const b = (await call(t, '/v2/user/info/', {
    method: 'GET',
    bearer: accessToken,
    query: { fields: 'open_id,avatar_url,display_name,username,follower_count,following_count,likes_count,video_count' },
  })) as { data?: { user?: Record<string, unknown> } };
  const u = b.data?.user ?? {};
  return {
    openId: String(u.open_id ?? ''),
    username: String(u.username ?? u.display_name ?? ''),
    displayName: typeof u.display_name === 'string' ? u.display_name : null,
    avatarUrl: typeof u.avatar_url === 'string' ? u.avatar_url : null,
    followers: numberOrNull(u.follower_count),
    following: numberOrNull(u.following_count),
    likes: numberOrNull(u.likes_count),
    videos: numberOrNull(u.video_count),
  };
}

export type TiktokVideo = {
  id: string;
  title: string | null;
  shareUrl: string | null;
  coverUrl: string | null;
  postedAt: Date;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
};

const VIDEO_FIELDS = 'id,title,video_description,create_time,cover_image_url,share_url,view_count,like_count,comment_count,share_count';

function videoOf(v: Record<string, unknown>): TiktokVideo {
  return {
    id: String(v.id),
    title: typeof v.title === 'string' && v.title ? v.title : typeof v.video_description === 'string' ? v.video_description : null,
    shareUrl: typeof v.share_url === 'string' ? v.share_url : null,
    coverUrl: typeof v.cover_image_url === 'string' ? v.cover_image_url : null,
    postedAt: new Date(Number(v.create_time) * 1000),
    views: numberOrNull(v.view_count),
    likes: numberOrNull(v.like_count),
    comments: numberOrNull(v.comment_count),
    shares: numberOrNull(v.share_count),
  };
}

/** The user's videos, newest first (`cursor`, `has_more`, at most 20 a page), until `stopBefore` or `maxPages`. */
export async function listVideos(
  t: TiktokCalls,
  accessToken: string,
  { stopBefore, maxPages }: { stopBefore: Date | null; maxPages: number },
): Promise<TiktokVideo[]> {
  const out: TiktokVideo[] = [];
  let cursor: number | undefined;
  for (let page = 0; page < maxPages; page++) {
    const b = (await call(t, '/v2/video/list/', {
      method: 'POST',
      bearer: accessToken,
      query: { fields: VIDEO_FIELDS },
      json: { max_count: 20, ...(cursor === undefined ? {} : { cursor }) },
    })) as {
      data?: { videos?: Record<string, unknown>[]; cursor?: unknown; has_more?: unknown };
    };
    const videos = (b.data?.videos ?? []).map(videoOf);
    out.push(...videos);
    const oldest = videos.at(-1)?.postedAt;
    if (b.data?.has_more !== true || typeof b.data.cursor !== 'number' || (stopBefore && oldest && oldest < stopBefore)) break;
    cursor = b.data.cursor;
  }
  return out;
}

/** Current figures of up to 20 videos by id. */
export async function queryVideos(t: TiktokCalls, accessToken: string, ids: string[]): Promise<TiktokVideo[]> {
  if (ids.length === 0) return [];
  const b = (await call(t, '/v2/video/query/', {
    method: 'POST',
    bearer: accessToken,
    query: { fields: VIDEO_FIELDS },
    json: { filters: { video_ids: ids.slice(0, 20) } },
  })) as {
    data?: { videos?: Record<string, unknown>[] };
  };
  return (b.data?.videos ?? []).map(videoOf);
}
