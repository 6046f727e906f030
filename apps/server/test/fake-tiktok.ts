// A local stand-in for TikTok's Login Kit and Display API (open.tiktokapis.com) speaking their
// wire formats as TikTok's reference shows them: the consent page (answers at once with a code),
// `POST /v2/oauth/token/` (authorization_code and refresh_token grants; refresh tokens ROTATE: the
// old one is refused once used; errors `{error, error_description, log_id}`), `GET /v2/user/info/`,
// `POST /v2/video/list/` (`cursor`, `has_more`, at most 20 a page), `POST /v2/video/query/`; answers
// `{data, error: {code, message, log_id}}` with `code: "ok"` on success; 401 access_token_invalid;
// `POST /v2/oauth/revoke/` (form client_key, client_secret, token: the access token; an empty body on
// success, after which every token of that user is dead; `revoked` counts them);
// a per-endpoint sliding window of `perMinute` requests answered past it with 429
// rate_limit_exceeded; failures (429, 5xx) can be queued per path. Clock: `state.now`.
// Content Posting API (issue 29), scope video.publish (else 401 scope_not_authorized):
// `POST /v2/post/publish/creator_info/query/` (privacy_level_options, max_video_post_duration_sec;
// 403 spam_risk_too_many_posts once `state.postLimit` posts were made in 24 hours),
// `POST /v2/post/publish/video/init/` (post_info + source_info PULL_FROM_URL; 403
// url_ownership_unverified for a URL in `state.unverifiedUrls`; 400 privacy_level_option_mismatch)
// answering `publish_id`, and `POST /v2/post/publish/status/fetch/` answering PROCESSING_DOWNLOAD for
// `state.processingChecks` reads, then PUBLISH_COMPLETE with `publicaly_available_post_id` (TikTok's
// spelling) or FAILED with `fail_reason` (video_pull_failed for a URL in `state.brokenMedia`).
import { randomBytes } from 'node:crypto';
import type { SocialConfig } from '../src/config.ts';
import { hashOf, startJsonHost, type FakeAnswer } from './fake-json-host.ts';

export const TT_CLIENT_KEY = 'chorustestclientkey';
export const TT_CLIENT_SECRET = 'chorus-test-tiktok-secret';
const DAY = 86_400_000;

export type FakeTtUser = {
  openId: string;
  username: string;
  displayName: string;
  followers: number;
  following: number;
  likes: number;
  /** Videos, newest first, one every `videoEveryDays` days. */
  videoCount: number;
  videoEveryDays: number;
  /** Scopes the consent grants (a creator may untick some). */
  scopes: string[];
};

type Access = { openId: string; expiresAt: number; revoked: boolean };
type Refresh = { openId: string; expiresAt: number; used: boolean; revoked: boolean };
export type TtRequest = { method: string; path: string; query: Record<string, string>; body: string; at: number };

export type FakeTiktok = Awaited<ReturnType<typeof startFakeTiktok>>;

const logId = () => randomBytes(10).toString('hex').toUpperCase();
const apiError = (code: string, message: string) => ({ data: {}, error: { code, message, log_id: logId() } });
export const tiktokRateLimited = () => apiError('rate_limit_exceeded', 'The API rate limit was exceeded. Please try again later.');

export async function startFakeTiktok(options: { logRequests?: boolean; perMinute?: number } = {}) {
  const state = {
    now: () => Date.now(),
    users: new Map<string, FakeTtUser>(),
    codes: new Map<string, { openId: string; redirectUri: string }>(),
    access: new Map<string, Access>(),
    refresh: new Map<string, Refresh>(),
    /** Access token lifetime (TikTok's 2026 doc: 2 h; older: 24 h) and refresh token lifetime (180 / 365 days). */
    accessSeconds: 24 * 3600,
    refreshSeconds: 365 * 86_400,
    perMinute: options.perMinute ?? 600,
    windows: new Map<string, number[]>(),
    /** Requests refused by the sliding window (to see the client kept within it). */
    rateLimited: 0,
    requests: [] as TtRequest[],
    consentUser: null as string | null,
    /** Users whose tokens were revoked through `/v2/oauth/revoke/`, in order. */
    revoked: [] as string[],
    /** Content posting (issue 29): posts by publish id, reads before the end, the daily cap, URLs refused or failing. */
    posts: new Map<string, { openId: string; url: string; title: string; privacy: string; at: number; checks: number; postId: string }>(),
    processingChecks: 1,
    postLimit: 15,
    unverifiedUrls: new Set<string>(),
    brokenMedia: new Set<string>(),
  };

  function addUser(partial: Partial<FakeTtUser> & { openId: string }): FakeTtUser {
    const user: FakeTtUser = {
      username: `tt_${partial.openId}`,
      displayName: `TT ${partial.openId}`,
      followers: 40_000,
      following: 120,
      likes: 900_000,
      videoCount: 25,
      videoEveryDays: 3,
      scopes: ['user.info.basic', 'user.info.stats', 'video.list'],
      ...partial,
    };
    state.users.set(user.openId, user);
    return user;
  }

  function issueCode(openId: string, redirectUri: string): string {
    const code = `ttcode-${randomBytes(12).toString('hex')}`;
    state.codes.set(code, { openId, redirectUri });
    return code;
  }

  /** Tokens as a stored link holds them (access living `accessMs` more, refresh `refreshMs` more). */
  function issueTokens(openId: string, accessMs = state.accessSeconds * 1000, refreshMs = state.refreshSeconds * 1000) {
    const accessToken = `act.${randomBytes(16).toString('hex')}`;
    const refreshToken = `rft.${randomBytes(16).toString('hex')}`;
    state.access.set(accessToken, { openId, expiresAt: state.now() + accessMs, revoked: false });
    state.refresh.set(refreshToken, { openId, expiresAt: state.now() + refreshMs, used: false, revoked: false });
    return { accessToken, refreshToken };
  }

  function revokeAll(openId: string): void {
    for (const t of state.access.values()) if (t.openId === openId) t.revoked = true;
    for (const t of state.refresh.values()) if (t.openId === openId) t.revoked = true;
  }

  const host = await startJsonHost({
    before: (r) => {
      if (options.logRequests !== false) state.requests.push({ method: r.method, path: r.path, query: r.query, body: r.body, at: state.now() });
      if (!r.path.startsWith('/v2/') || r.path === '/v2/auth/authorize/') return null;
      const times = state.windows.get(r.path) ?? [];
      while (times.length > 0 && times[0]! <= Date.now() - 60_000) times.shift();
      state.windows.set(r.path, times);
      if (times.length >= state.perMinute) {
        state.rateLimited += 1;
        return { status: 429, body: tiktokRateLimited() };
      }
      times.push(Date.now());
      return null;
    },
    route: (r) => route(r.method, r.path, r.query, r.body, r.authorization),
    crashed: (message) => apiError('internal_error', message),
  });
  const url = host.url;

  type Answer = FakeAnswer;
  const ok = (data: unknown): Answer => ({ status: 200, body: { data, error: { code: 'ok', message: '', log_id: logId() } } });

  function tokenAnswer(openId: string, scopes: string[]) {
    const t = issueTokens(openId);
    return {
      status: 200,
      body: {
        access_token: t.accessToken,
        expires_in: state.accessSeconds,
        open_id: openId,
        refresh_expires_in: state.refreshSeconds,
        refresh_token: t.refreshToken,
        scope: scopes.join(','),
        token_type: 'Bearer',
      },
    };
  }
  const oauthError = (error: string, description: string): Answer => ({ status: 400, body: { error, error_description: description, log_id: logId() } });

  function videosOf(user: FakeTtUser) {
    const now = state.now();
    return Array.from({ length: user.videoCount }, (_, i) => {
      const id = `7${String(hashOf(`${user.openId}:${user.videoCount - i}`)).padStart(18, '0')}`;
      const h = hashOf(id);
      return {
        id,
        title: `Video ${user.videoCount - i}`,
        video_description: `Video ${user.videoCount - i} by ${user.username}`,
        create_time: Math.floor((now - (i * user.videoEveryDays + 0.5) * DAY) / 1000),
        cover_image_url: `https://p16-sign.example/${id}.jpeg`,
        share_url: `https://www.tiktok.com/@${user.username}/video/${id}`,
        view_count: 5000 + (h % 200_000),
        like_count: 300 + (h % 20_000),
        comment_count: 10 + (h % 800),
        share_count: h % 500,
      };
    });
  }

  const pick = (video: Record<string, unknown>, fields: string | undefined) =>
    fields
      ? Object.fromEntries(
          fields
            .split(',')
            .filter((f) => f in video)
            .map((f) => [f, video[f]]),
        )
      : { id: video.id };

  function route(method: string, path: string, q: Record<string, string>, body: string, authorization: string): Answer {
    if (method === 'GET' && path === '/v2/auth/authorize/') {
      if (q.client_key !== TT_CLIENT_KEY || !q.redirect_uri) return oauthError('invalid_client', 'client_key is invalid');
      const openId = state.consentUser ?? [...state.users.keys()][0];
      if (!openId) return oauthError('access_denied', 'no user');
      const back = new URL(q.redirect_uri);
      back.searchParams.set('code', issueCode(openId, q.redirect_uri));
      back.searchParams.set('scopes', state.users.get(openId)!.scopes.join(','));
      if (q.state) back.searchParams.set('state', q.state);
      return { redirect: back.toString() };
    }
    if (method === 'POST' && path === '/v2/oauth/token/') {
      const f = Object.fromEntries(new URLSearchParams(body));
      if (f.client_key !== TT_CLIENT_KEY || f.client_secret !== TT_CLIENT_SECRET) return oauthError('invalid_client', 'Client key or secret is incorrect.');
      if (f.grant_type === 'authorization_code') {
        const pending = state.codes.get(f.code ?? '');
        if (!pending || pending.redirectUri !== f.redirect_uri) return oauthError('invalid_grant', 'Authorization code is expired.');
        state.codes.delete(f.code!);
        return tokenAnswer(pending.openId, state.users.get(pending.openId)?.scopes ?? []);
      }
      if (f.grant_type === 'refresh_token') {
        const r = state.refresh.get(f.refresh_token ?? '');
        if (!r || r.used || r.revoked || r.expiresAt <= state.now()) return oauthError('invalid_grant', 'Refresh token is invalid or expired.');
        r.used = true;
        return tokenAnswer(r.openId, state.users.get(r.openId)?.scopes ?? []);
      }
      return oauthError('unsupported_grant_type', 'grant_type is not supported.');
    }
    if (method === 'POST' && path === '/v2/oauth/revoke/') {
      const f = Object.fromEntries(new URLSearchParams(body));
      if (f.client_key !== TT_CLIENT_KEY || f.client_secret !== TT_CLIENT_SECRET) return oauthError('invalid_client', 'Client key or secret is incorrect.');
      const revoking = state.access.get(f.token ?? '');
      if (!revoking || revoking.revoked || revoking.expiresAt <= state.now()) return oauthError('invalid_request', 'The access token is invalid or expired.');
      revokeAll(revoking.openId);
      state.revoked.push(revoking.openId);
      return { status: 200, body: undefined };
    }
    const token = state.access.get(authorization.replace(/^Bearer /, ''));
    if (!token || token.revoked || token.expiresAt <= state.now())
      return { status: 401, body: apiError('access_token_invalid', 'The access token is invalid or not found in the request.') };
    const user = state.users.get(token.openId);
    if (!user) return { status: 401, body: apiError('access_token_invalid', 'The user is gone.') };
    if (method === 'POST' && path.startsWith('/v2/post/publish/')) return posting(user, path, body);
    if (method === 'GET' && path === '/v2/user/info/') {
      const all: Record<string, unknown> = {
        open_id: user.openId,
        union_id: `u-${user.openId}`,
        avatar_url: `https://p16-sign.example/${user.openId}.jpeg`,
        display_name: user.displayName,
        username: user.username,
        follower_count: user.followers,
        following_count: user.following,
        likes_count: user.likes,
        video_count: user.videoCount,
      };
      const fields = (q.fields ?? '').split(',').filter(Boolean);
      if (fields.length === 0) return { status: 400, body: apiError('invalid_params', 'fields is required') };
      return ok({ user: Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]])) });
    }
    if (method === 'POST' && path === '/v2/video/list/') {
      const input = JSON.parse(body || '{}') as { max_count?: number; cursor?: number };
      const max = Math.min(input.max_count ?? 10, 20);
      const all = videosOf(user);
      // The cursor is a UTC Unix time in milliseconds: videos created before it.
      const rest = input.cursor === undefined ? all : all.filter((v) => v.create_time * 1000 < input.cursor!);
      const page = rest.slice(0, max);
      const last = page.at(-1);
      return ok({
        videos: page.map((v) => pick(v, q.fields)),
        cursor: last ? last.create_time * 1000 : (input.cursor ?? 0),
        has_more: rest.length > page.length,
      });
    }
    if (method === 'POST' && path === '/v2/video/query/') {
      const input = JSON.parse(body || '{}') as { filters?: { video_ids?: string[] } };
      const ids = input.filters?.video_ids ?? [];
      if (ids.length > 20) return { status: 400, body: apiError('invalid_params', 'video_ids may hold at most 20 ids') };
      return ok({
        videos: videosOf(user)
          .filter((v) => ids.includes(v.id))
          .map((v) => pick(v, q.fields)),
      });
    }
    return { status: 404, body: apiError('invalid_params', 'Not found') };
  }

  const PRIVACY_OPTIONS = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];
  function posting(user: FakeTtUser, path: string, body: string): Answer {
    if (!user.scopes.includes('video.publish'))
      return { status: 401, body: apiError('scope_not_authorized', 'The user did not authorize the scope required for completing this request.') };
    const recent = [...state.posts.values()].filter((p) => p.openId === user.openId && p.at > state.now() - DAY).length;
    const capped = (): Answer => ({
      status: 403,
      body: apiError('spam_risk_too_many_posts', 'The daily post cap from the API is reached for the current user.'),
    });
    if (path === '/v2/post/publish/creator_info/query/') {
      if (recent >= state.postLimit) return capped();
      return ok({
        creator_avatar_url: `https://p16-sign.example/${user.openId}.jpeg`,
        creator_username: user.username,
        creator_nickname: user.displayName,
        privacy_level_options: PRIVACY_OPTIONS,
        comment_disabled: false,
        duet_disabled: false,
        stitch_disabled: false,
        max_video_post_duration_sec: 600,
      });
    }
    const input = JSON.parse(body || '{}') as {
      post_info?: { title?: string; privacy_level?: string };
      source_info?: { source?: string; video_url?: string };
      publish_id?: string;
    };
    if (path === '/v2/post/publish/video/init/') {
      if (recent >= state.postLimit) return capped();
      const url = input.source_info?.video_url;
      if (input.source_info?.source !== 'PULL_FROM_URL' || !url) return { status: 400, body: apiError('invalid_params', 'source_info is invalid') };
      if (!PRIVACY_OPTIONS.includes(input.post_info?.privacy_level ?? ''))
        return { status: 400, body: apiError('privacy_level_option_mismatch', 'privacy_level is not one of the creator_info options') };
      if (state.unverifiedUrls.has(url))
        return { status: 403, body: apiError('url_ownership_unverified', 'The domain or URL prefix of video_url is not verified for this client.') };
      const publishId = `v_pub_url~v2-1.${7_000_000_000_000_000_000n + BigInt(state.posts.size + 1)}`;
      const postId = `7${String(hashOf(`post:${publishId}`)).padStart(18, '0')}`;
      state.posts.set(publishId, {
        openId: user.openId,
        url,
        title: input.post_info?.title ?? '',
        privacy: input.post_info!.privacy_level!,
        at: state.now(),
        checks: 0,
        postId,
      });
      return ok({ publish_id: publishId });
    }
    if (path === '/v2/post/publish/status/fetch/') {
      const post = state.posts.get(input.publish_id ?? '');
      if (!post || post.openId !== user.openId) return { status: 400, body: apiError('invalid_publish_id', 'publish_id does not exist') };
      post.checks += 1;
      if (post.checks <= state.processingChecks) return ok({ status: 'PROCESSING_DOWNLOAD', uploaded_bytes: 0 });
      if (state.brokenMedia.has(post.url)) return ok({ status: 'FAILED', fail_reason: 'video_pull_failed' });
      return ok({ status: 'PUBLISH_COMPLETE', publicaly_available_post_id: [Number(post.postId.slice(0, 15))], uploaded_bytes: 1_048_576 });
    }
    return { status: 404, body: apiError('invalid_params', 'Not found') };
  }

  const config = (): Pick<SocialConfig['tiktok'], 'clientKey' | 'clientSecret' | 'authorizeUrl' | 'apiUrl'> => ({
    clientKey: TT_CLIENT_KEY,
    clientSecret: TT_CLIENT_SECRET,
    authorizeUrl: `${url}/v2/auth/authorize/`,
    apiUrl: url,
  });

  return {
    url,
    state,
    config,
    addUser,
    issueCode,
    issueTokens,
    revokeAll,
    fail: host.fail,
    failures: host.failures,
    close: host.close,
  };
}
