// A local stand-in for the Instagram API with Instagram Login (node:http on 127.0.0.1, a random
// port) speaking its wire formats as Meta's reference shows them: the consent page (answers at once
// with a code), the code exchange on api.instagram.com (`{data: [{access_token, user_id,
// permissions}]}`), `GET /access_token?grant_type=ig_exchange_token` and
// `GET /refresh_access_token?grant_type=ig_refresh_token` (`{access_token, token_type, expires_in}`;
// a token younger than 24 hours cannot be refreshed), `/me`, `/me/insights` (account metrics with
// `metric_type=total_value`, and follower_demographics by breakdown, no results when withheld),
// `/me/media` with cursor paging, `/{media-id}/insights`, `/me/stories`. Errors in the Graph shape
// `{error: {message, type, code, error_subcode, fbtrace_id}}`: 190 for an expired or revoked
// token; failures (429, 5xx, rate-limit codes) can be queued per path. The clock is the fake's own
// (`state.now`), so tests can age tokens.
// Content publishing (issue 29): `POST /{ig-user-id}/media` (image_url, or video_url with
// media_type=REELS; caption) makes a container, `GET /{container-id}?fields=status_code` answers
// IN_PROGRESS for `state.containerChecks` reads then FINISHED (ERROR for a URL in
// `state.brokenMedia`, EXPIRED after 24 hours), `POST /{ig-user-id}/media_publish` (creation_id)
// publishes it (code 9 / subcode 2207042 past the 100 posts of 24 hours, 9007 / 2207027 when the
// container is not finished), `GET /{ig-user-id}/content_publishing_limit` answers
// `{data: [{quota_usage, config: {quota_total, quota_duration}}]}`, and `GET /{media-id}` a
// published post's permalink. Without the publish permission (`canPublish: false`): code 10.
import { randomBytes } from 'node:crypto';
import type { SocialConfig } from '../src/config.ts';
import { hashOf, startJsonHost, type FakeAnswer } from './fake-json-host.ts';

export const IG_APP_ID = 'chorus-test-ig-app';
export const IG_APP_SECRET = 'chorus-test-ig-secret';
const DAY = 86_400_000;
const LONG_LIVED_SECONDS = 60 * 86_400;

export type FakeIgAccount = {
  userId: string;
  username: string;
  name: string;
  followers: number;
  /** Media, newest first: one every `mediaEveryDays` days back from now, `mediaCount` of them. */
  mediaCount: number;
  mediaEveryDays: number;
  /** Stories posted this many hours ago (live while under 24). */
  storiesHoursAgo: number[];
  /** Demographic breakdowns Instagram withholds (a bucket under 100 people). */
  withheld: Set<string>;
  /** The token carries instagram_business_content_publish (issue 29). */
  canPublish: boolean;
};

export type FakeIgContainer = {
  id: string;
  userId: string;
  mediaType: 'IMAGE' | 'REELS';
  url: string;
  caption: string;
  createdAt: number;
  checks: number;
  mediaId: string | null;
};

type Token = { userId: string; long: boolean; issuedAt: number; expiresAt: number; revoked: boolean };
export type IgRequest = { method: string; path: string; query: Record<string, string> };

export type FakeInstagram = Awaited<ReturnType<typeof startFakeInstagram>>;

const graphError = (message: string, code: number, type = 'OAuthException', subcode?: number) => ({
  error: { message, type, code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: randomBytes(8).toString('base64url') },
});
export const expiredTokenError = () => graphError('Error validating access token: Session has expired.', 190, 'OAuthException', 463);
export const rateLimitError = () => graphError('Application request limit reached', 4, 'OAuthException');

export async function startFakeInstagram(options: { logRequests?: boolean } = {}) {
  const state = {
    now: () => Date.now(),
    accounts: new Map<string, FakeIgAccount>(),
    codes: new Map<string, { userId: string; redirectUri: string }>(),
    tokens: new Map<string, Token>(),
    requests: [] as IgRequest[],
    /** The account the consent page grants (the browser flow). */
    consentUser: null as string | null,
    /** Publishing (issue 29): containers, status reads before FINISHED, media URLs that fail, posts published (times by account). */
    containers: new Map<string, FakeIgContainer>(),
    containerChecks: 1,
    brokenMedia: new Set<string>(),
    published: new Map<string, number[]>(),
    publishLimit: 100,
  };

  function addAccount(partial: Partial<FakeIgAccount> & { userId: string }): FakeIgAccount {
    const account: FakeIgAccount = {
      username: `ig_${partial.userId}`,
      name: `IG ${partial.userId}`,
      followers: 12_000,
      mediaCount: 30,
      mediaEveryDays: 2,
      storiesHoursAgo: [3, 30],
      withheld: new Set(),
      canPublish: true,
      ...partial,
    };
    state.accounts.set(account.userId, account);
    return account;
  }

  /** A code for the account, as the consent page would send back. */
  function issueCode(userId: string, redirectUri: string): string {
    const code = `igcode-${randomBytes(12).toString('hex')}`;
    state.codes.set(code, { userId, redirectUri });
    return code;
  }

  /** A long-lived token issued `ageMs` ago (what a stored link holds). */
  function issueLongLived(userId: string, ageMs = 0, lifetimeMs = LONG_LIVED_SECONDS * 1000): string {
    const token = `IGAA${randomBytes(16).toString('hex')}`;
    const issuedAt = state.now() - ageMs;
    state.tokens.set(token, { userId, long: true, issuedAt, expiresAt: issuedAt + lifetimeMs, revoked: false });
    return token;
  }

  function revokeAll(userId: string): void {
    for (const t of state.tokens.values()) if (t.userId === userId) t.revoked = true;
  }

  const host = await startJsonHost({
    route: (r) => {
      const query = { ...r.query, ...Object.fromEntries(new URLSearchParams(r.body)) };
      if (options.logRequests !== false) state.requests.push({ method: r.method, path: r.path, query });
      return route(r.method, r.path, query);
    },
    crashed: (message) => graphError(message, 2, 'OAuthException'),
  });
  const url = host.url;

  type Answer = FakeAnswer;
  const ok = (body: unknown): Answer => ({ status: 200, body });

  /** The token's account, or the Graph error a bad one gets. */
  function tokenOwner(accessToken: string | undefined): { account: FakeIgAccount; token: Token } | Answer {
    const token = accessToken ? state.tokens.get(accessToken) : undefined;
    if (!token) return { status: 400, body: graphError('Invalid OAuth access token - Cannot parse access token', 190) };
    if (token.revoked)
      return { status: 400, body: graphError('Error validating access token: The user has not authorized application.', 190, 'OAuthException', 458) };
    if (token.expiresAt <= state.now()) return { status: 400, body: expiredTokenError() };
    const account = state.accounts.get(token.userId);
    if (!account) return { status: 400, body: graphError('Unsupported get request.', 100, 'GraphMethodException', 33) };
    return { account, token };
  }

  function mediaOf(account: FakeIgAccount) {
    const now = state.now();
    return Array.from({ length: account.mediaCount }, (_, i) => {
      const id = `${account.userId}_m${account.mediaCount - i}`;
      const h = hashOf(id);
      const product = h % 3 === 0 ? 'REELS' : 'FEED';
      const type = product === 'REELS' ? 'VIDEO' : h % 5 === 0 ? 'CAROUSEL_ALBUM' : 'IMAGE';
      return {
        id,
        caption: `Post ${account.mediaCount - i} of ${account.username}`,
        media_type: type,
        media_product_type: product,
        permalink: `https://www.instagram.com/p/${id}/`,
        thumbnail_url: `https://scontent.example/${id}.jpg`,
        timestamp: new Date(now - (i * account.mediaEveryDays + 0.5) * DAY).toISOString().replace('Z', '+0000'),
        like_count: 100 + (h % 900),
        comments_count: 5 + (h % 60),
      };
    });
  }

  function storiesOf(account: FakeIgAccount) {
    const now = state.now();
    return account.storiesHoursAgo
      .filter((hours) => hours < 24)
      .map((hours) => {
        const posted = now - hours * 3_600_000;
        const id = `${account.userId}_s${Math.floor(posted / 3_600_000)}`;
        return {
          id,
          media_type: 'IMAGE',
          permalink: `https://www.instagram.com/stories/${account.username}/${id}/`,
          timestamp: new Date(posted).toISOString().replace('Z', '+0000'),
        };
      });
  }

  function route(method: string, path: string, q: Record<string, string>): Answer {
    if (method === 'GET' && path === '/oauth/authorize') {
      if (q.client_id !== IG_APP_ID || !q.redirect_uri)
        return { status: 400, body: { error_type: 'OAuthException', code: 400, error_message: 'Invalid platform app' } };
      const userId = state.consentUser ?? [...state.accounts.keys()][0];
      if (!userId) return { status: 400, body: { error_type: 'OAuthException', code: 400, error_message: 'No account' } };
      const back = new URL(q.redirect_uri);
      back.searchParams.set('code', issueCode(userId, q.redirect_uri));
      if (q.state) back.searchParams.set('state', q.state);
      return { redirect: `${back.toString()}#_` };
    }
    if (method === 'POST' && path === '/oauth/access_token') {
      const pending = state.codes.get(q.code ?? '');
      if (q.client_id !== IG_APP_ID || q.client_secret !== IG_APP_SECRET)
        return { status: 400, body: { error_type: 'OAuthException', code: 400, error_message: 'Invalid client_secret' } };
      if (!pending || pending.redirectUri !== q.redirect_uri || q.grant_type !== 'authorization_code')
        return { status: 400, body: { error_type: 'OAuthException', code: 400, error_message: 'This authorization code has been used' } };
      state.codes.delete(q.code!);
      const token = `IGQ${randomBytes(16).toString('hex')}`;
      state.tokens.set(token, { userId: pending.userId, long: false, issuedAt: state.now(), expiresAt: state.now() + 3_600_000, revoked: false });
      return ok({ data: [{ access_token: token, user_id: pending.userId, permissions: 'instagram_business_basic,instagram_business_manage_insights' }] });
    }
    if (method === 'GET' && path === '/access_token') {
      if (q.grant_type !== 'ig_exchange_token' || q.client_secret !== IG_APP_SECRET)
        return { status: 400, body: graphError('Invalid grant_type or client_secret', 100) };
      const owner = tokenOwner(q.access_token);
      if (!('account' in owner)) return owner;
      if (owner.token.long) return { status: 400, body: graphError('The access token is already long-lived', 100) };
      return ok({ access_token: issueLongLived(owner.account.userId), token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
    }
    if (method === 'GET' && path === '/refresh_access_token') {
      if (q.grant_type !== 'ig_refresh_token') return { status: 400, body: graphError('Invalid grant_type', 100) };
      const owner = tokenOwner(q.access_token);
      if (!('account' in owner)) return owner;
      if (!owner.token.long || state.now() - owner.token.issuedAt < DAY)
        return { status: 400, body: graphError('The access token can only be refreshed after 24 hours', 100) };
      return ok({ access_token: issueLongLived(owner.account.userId), token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
    }
    const publishing = publish(method, path, q);
    if (publishing) return publishing;
    if (method !== 'GET') return { status: 400, body: graphError('Unsupported request', 100, 'GraphMethodException') };
    const owner = tokenOwner(q.access_token);
    if (!('account' in owner)) return owner;
    const { account } = owner;
    if (path === '/me') {
      return ok({
        id: account.userId,
        user_id: account.userId,
        username: account.username,
        name: account.name,
        profile_picture_url: `https://scontent.example/${account.userId}.jpg`,
        followers_count: account.followers,
        media_count: account.mediaCount,
      });
    }
    if (path === '/me/insights' && q.metric === 'follower_demographics') {
      const dimension = q.breakdown ?? 'age';
      const results = account.withheld.has(dimension) ? [] : demographicBuckets(dimension, account.followers);
      return ok({
        data: [
          {
            name: 'follower_demographics',
            period: 'lifetime',
            title: 'Follower demographics',
            total_value: { breakdowns: [{ dimension_keys: [dimension], results }] },
            id: `${account.userId}/insights/follower_demographics/lifetime`,
          },
        ],
      });
    }
    if (path === '/me/insights') {
      const metrics = (q.metric ?? '').split(',').filter(Boolean);
      if (metrics.some((m) => m === 'impressions' || m === 'plays'))
        return { status: 400, body: graphError('(#100) impressions metric is no longer supported for this version', 100) };
      const h = hashOf(`${account.userId}:${q.since}`);
      const base = Math.round(account.followers * 0.3);
      const value = (m: string) =>
        m === 'views' ? base * 3 + (h % 1000) : m === 'reach' ? base + (h % 500) : m === 'accounts_engaged' ? Math.round(base / 10) + (h % 50) : (h % 40) + 1;
      return ok({
        data: metrics.map((m) => ({ name: m, period: 'day', title: m, total_value: { value: value(m) }, id: `${account.userId}/insights/${m}/day` })),
      });
    }
    if (path === '/me/media') {
      const all = mediaOf(account);
      const limit = Math.min(Number(q.limit ?? 25), 100);
      const start = q.after ? Number(Buffer.from(q.after, 'base64url').toString()) : 0;
      const page = all.slice(start, start + limit);
      const next = start + limit < all.length ? Buffer.from(String(start + limit)).toString('base64url') : null;
      return ok({
        data: page,
        paging: {
          cursors: { before: Buffer.from(String(start)).toString('base64url'), ...(next ? { after: next } : {}) },
          ...(next ? { next: `${url}/me/media?after=${next}&limit=${limit}` } : {}),
        },
      });
    }
    if (path === '/me/stories') return ok({ data: storiesOf(account) });
    const insights = /^\/([^/]+)\/insights$/.exec(path);
    if (insights) {
      const id = decodeURIComponent(insights[1]!);
      if (!id.startsWith(`${account.userId}_`))
        return { status: 400, body: graphError('Unsupported get request. Object does not exist', 100, 'GraphMethodException', 33) };
      const h = hashOf(id);
      const values: Record<string, number> = {
        views: 2000 + (h % 20_000),
        reach: 1500 + (h % 9000),
        likes: 100 + (h % 900),
        comments: 5 + (h % 60),
        saved: h % 120,
        shares: h % 80,
      };
      const metrics = (q.metric ?? '').split(',').filter(Boolean);
      if (id.includes('_s') && metrics.some((m) => m === 'likes' || m === 'comments' || m === 'saved'))
        return { status: 400, body: graphError('(#100) The metric is not supported for stories', 100) };
      return ok({
        data: metrics.map((m) => ({ name: m, period: 'lifetime', values: [{ value: values[m] ?? 0 }], title: m, id: `${id}/insights/${m}/lifetime` })),
      });
    }
    return { status: 400, body: graphError('Unknown path components', 2500) };
  }

  /** The posts of the last 24 hours of an account. */
  const usage = (userId: string) => (state.published.get(userId) ?? []).filter((at) => at > state.now() - DAY).length;

  function containerStatus(c: FakeIgContainer): string {
    if (c.mediaId) return 'PUBLISHED';
    if (state.now() - c.createdAt > DAY) return 'EXPIRED';
    if (c.checks <= state.containerChecks) return 'IN_PROGRESS';
    return state.brokenMedia.has(c.url) ? 'ERROR' : 'FINISHED';
  }

  /** The content publishing calls, or null for any other request. */
  function publish(method: string, path: string, q: Record<string, string>): Answer | null {
    const media = /^\/([^/]+)\/(media|media_publish|content_publishing_limit)$/.exec(path);
    const single = /^\/([^/]+)$/.exec(path);
    const container = single ? state.containers.get(decodeURIComponent(single[1]!)) : undefined;
    const post = single ? [...state.containers.values()].find((c) => c.mediaId === decodeURIComponent(single[1]!)) : undefined;
    if (!(media && media[1] !== 'me' && (method === 'POST' || media[2] === 'content_publishing_limit')) && !(method === 'GET' && (container || post)))
      return null;
    const owner = tokenOwner(q.access_token);
    if (!('account' in owner)) return owner;
    const { account } = owner;
    if (container || post) {
      const c = (container ?? post)!;
      if (c.userId !== account.userId)
        return { status: 400, body: graphError('Unsupported get request. Object does not exist', 100, 'GraphMethodException', 33) };
      if (post)
        return ok({
          id: c.mediaId,
          permalink: `https://www.instagram.com/p/${c.mediaId!.slice(-11)}/`,
          media_type: c.mediaType === 'REELS' ? 'VIDEO' : 'IMAGE',
        });
      c.checks += 1;
      const status = containerStatus(c);
      return ok({
        id: c.id,
        status_code: status,
        status:
          status === 'ERROR'
            ? "Error: Media download has failed. The media URI doesn't meet our requirements. (2207026)"
            : status === 'FINISHED'
              ? 'Finished: Media has been uploaded and it is ready to be published.'
              : status,
      });
    }
    const userId = decodeURIComponent(media![1]!);
    if (userId !== account.userId) return { status: 400, body: graphError('Unsupported post request. Object does not exist', 100, 'GraphMethodException', 33) };
    if (media![2] === 'content_publishing_limit')
      return ok({ data: [{ quota_usage: usage(userId), config: { quota_total: state.publishLimit, quota_duration: 86_400 } }] });
    if (!account.canPublish) return { status: 403, body: graphError('(#10) Application does not have permission for this action', 10, 'OAuthException') };
    if (media![2] === 'media') {
      const reel = q.media_type === 'REELS';
      const mediaUrl = reel ? q.video_url : q.image_url;
      if (q.media_type && !['REELS', 'IMAGE'].includes(q.media_type)) return { status: 400, body: graphError('(#100) The media type is not supported', 100) };
      if (!mediaUrl) return { status: 400, body: graphError(`(#100) The parameter ${reel ? 'video_url' : 'image_url'} is required`, 100) };
      if ((q.caption ?? '').length > 2200) return { status: 400, body: graphError('(#100) The caption is too long', 100, 'OAuthException', 2207010) };
      const id = `1790${String(hashOf(`${userId}:${state.containers.size}:${mediaUrl}`)).padStart(11, '0')}`;
      state.containers.set(id, {
        id,
        userId,
        mediaType: reel ? 'REELS' : 'IMAGE',
        url: mediaUrl,
        caption: q.caption ?? '',
        createdAt: state.now(),
        checks: 0,
        mediaId: null,
      });
      return ok({ id });
    }
    const c = state.containers.get(q.creation_id ?? '');
    if (!c || c.userId !== userId) return { status: 400, body: graphError('(#100) Invalid creation_id', 100) };
    if (usage(userId) >= state.publishLimit) return { status: 400, body: graphError('Application request limit reached', 9, 'OAuthException', 2207042) };
    if (containerStatus(c) !== 'FINISHED')
      return { status: 400, body: graphError('The media is not ready for publishing, please wait for a moment', 9007, 'OAuthException', 2207027) };
    c.mediaId = `1791${String(hashOf(`media:${c.id}`)).padStart(11, '0')}`;
    state.published.set(userId, [...(state.published.get(userId) ?? []), state.now()]);
    return ok({ id: c.mediaId });
  }

  const config = (): SocialConfig['instagram'] => ({
    appId: IG_APP_ID,
    appSecret: IG_APP_SECRET,
    authorizeUrl: `${url}/oauth/authorize`,
    tokenUrl: `${url}/oauth/access_token`,
    graphUrl: url,
  });

  return {
    url,
    state,
    config,
    addAccount,
    issueCode,
    issueLongLived,
    revokeAll,
    fail: host.fail,
    failures: host.failures,
    close: host.close,
  };
}

function demographicBuckets(dimension: string, followers: number) {
  const shares: Record<string, [string, number][]> = {
    age: [
      ['13-17', 0.04],
      ['18-24', 0.31],
      ['25-34', 0.38],
      ['35-44', 0.17],
      ['45-54', 0.07],
      ['55-64', 0.02],
      ['65+', 0.01],
    ],
    gender: [
      ['F', 0.58],
      ['M', 0.4],
      ['U', 0.02],
    ],
    country: [
      ['TW', 0.62],
      ['HK', 0.12],
      ['JP', 0.1],
      ['MY', 0.08],
      ['US', 0.08],
    ],
    city: [
      ['Taipei, Taiwan', 0.3],
      ['New Taipei, Taiwan', 0.18],
      ['Taichung, Taiwan', 0.11],
      ['Kaohsiung, Taiwan', 0.09],
      ['Hong Kong, Hong Kong', 0.1],
    ],
  };
  return (shares[dimension] ?? []).map(([key, share]) => ({ dimension_values: [key], value: Math.round(followers * share) }));
}
