// The Instagram API with Instagram Login (graph.instagram.com; business login with the permissions
// instagram_business_basic and instagram_business_manage_insights). Wire formats as Meta's reference
// shows them; errors are `{error: {message, type, code, error_subcode, fbtrace_id}}` (the code
// exchange on api.instagram.com answers `{error_type, code, error_message}`): code 190 is an
// expired or revoked token, 4 / 17 / 32 / 613 are rate limits.
import type { SocialConfig } from '../../../config.ts';
import type { MediaFigureValues } from '../media-figures.ts';
import {
  SocialApiError,
  SocialRateLimitError,
  SocialTokenError,
  callPlatform,
  numberOrNull,
  withQuery,
  type CallPolicy,
  type Failure,
} from '../platform-http.ts';

export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_manage_insights'];
/** Posting from the publishing calendar (issue 29): asked for at linking, not required to link. */
export const INSTAGRAM_PUBLISH_SCOPE = 'instagram_business_content_publish';
/** Account insights read each day (`views` replaced `impressions` and plays in April 2025). */
export const ACCOUNT_METRICS = ['views', 'reach', 'accounts_engaged', 'profile_links_taps'] as const;
export type AccountMetric = (typeof ACCOUNT_METRICS)[number];
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);

type Ig = SocialConfig['instagram'];

export function classifyGraph(name: string) {
  return (status: number, body: unknown, retryAfterMs: number | null): Failure | null => {
    const graph = (body as { error?: { message?: unknown; code?: unknown; error_subcode?: unknown } } | null)?.error;
    const login = body as { error_type?: unknown; code?: unknown; error_message?: unknown } | null;
    const code = typeof graph?.code === 'number' ? graph.code : typeof login?.code === 'number' && login.error_type ? login.code : null;
    const message = `${name}: ${String(graph?.message ?? login?.error_message ?? `HTTP ${status}`).slice(0, 200)}`;
    if (code === 190) return new SocialTokenError(message);
    if (status === 429 || (code !== null && RATE_LIMIT_CODES.has(code))) return new SocialRateLimitError(message, retryAfterMs);
    if (status >= 400 || graph) return new SocialApiError(message, status, String(code ?? status));
    return null;
  };
}

async function graphGet(ig: Ig, policy: CallPolicy, path: string, query: Record<string, string | number | undefined>, name = path): Promise<unknown> {
  return callPlatform({ name: `instagram ${name}`, url: withQuery(`${ig.graphUrl}${path}`, query) }, policy, classifyGraph(`instagram ${name}`));
}

export function consentUrl(ig: Ig, { state, redirectUri }: { state: string; redirectUri: string }): string {
  return withQuery(ig.authorizeUrl, {
    client_id: ig.appId ?? '',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: [...INSTAGRAM_SCOPES, INSTAGRAM_PUBLISH_SCOPE].join(','),
    state,
  });
}

export type IgToken = { accessToken: string; expiresIn: number };

/** The code for a short-lived token (one hour), then the 60-day one (`ig_exchange_token`). */
export async function exchangeCode(
  ig: Ig,
  policy: CallPolicy,
  { code, redirectUri }: { code: string; redirectUri: string },
): Promise<IgToken & { userId: string }> {
  const answer = (await callPlatform(
    {
      name: 'instagram oauth/access_token',
      url: ig.tokenUrl,
      method: 'POST',
      form: { client_id: ig.appId ?? '', client_secret: ig.appSecret ?? '', grant_type: 'authorization_code', redirect_uri: redirectUri, code },
    },
    { ...policy, tries: 1 },
    classifyGraph('instagram oauth/access_token'),
  )) as { access_token?: unknown; user_id?: unknown; data?: { access_token?: unknown; user_id?: unknown }[] };
  const short = answer.data?.[0] ?? answer;
  if (typeof short.access_token !== 'string') throw new SocialApiError('instagram oauth/access_token: no token', 200, 'no_token');
  const long = await tokenAnswer(
    await graphGet(ig, { ...policy, tries: 1 }, '/access_token', {
      grant_type: 'ig_exchange_token',
      client_secret: ig.appSecret ?? '',
      access_token: short.access_token,
    }),
  );
  return { ...long, userId: String(short.user_id ?? '') };
}

/** A fresh 60-day token for one at least a day old and not expired (`ig_refresh_token`). */
export async function refreshLongLived(ig: Ig, policy: CallPolicy, accessToken: string): Promise<IgToken> {
  return tokenAnswer(await graphGet(ig, policy, '/refresh_access_token', { grant_type: 'ig_refresh_token', access_token: accessToken }));
}

function tokenAnswer(body: unknown): IgToken {
  const b = body as { access_token?: unknown; expires_in?: unknown };
  if (typeof b.access_token !== 'string' || typeof b.expires_in !== 'number') throw new SocialApiError('instagram token: unexpected answer', 200, 'no_token');
  return { accessToken: b.access_token, expiresIn: b.expires_in };
}

export type IgProfile = {
  userId: string;
  username: string;
  name: string | null;
  pictureUrl: string | null;
  followers: number | null;
  mediaCount: number | null;
};

export async function profile(ig: Ig, policy: CallPolicy, accessToken: string): Promise<IgProfile> {
  const b = (await graphGet(ig, policy, '/me', {
    fields: 'user_id,username,name,profile_picture_url,followers_count,media_count',
    access_token: accessToken,
  })) as Record<string, unknown>;
  return {
    userId: String(b.user_id ?? b.id ?? ''),
    username: String(b.username ?? ''),
    name: typeof b.name === 'string' ? b.name : null,
    pictureUrl: typeof b.profile_picture_url === 'string' ? b.profile_picture_url : null,
    followers: numberOrNull(b.followers_count),
    mediaCount: numberOrNull(b.media_count),
  };
}

/** One day's account insights (`period=day`, `metric_type=total_value`); a metric Instagram leaves out is null. */
export async function accountInsights(ig: Ig, policy: CallPolicy, accessToken: string, day: string): Promise<Record<AccountMetric, number | null>> {
  const since = Date.parse(`${day}T00:00:00Z`) / 1000;
  const b = (await graphGet(
    ig,
    policy,
    '/me/insights',
    { metric: ACCOUNT_METRICS.join(','), period: 'day', metric_type: 'total_value', since, until: since + 86_400, access_token: accessToken },
    '/me/insights',
  )) as { data?: { name?: unknown; total_value?: { value?: unknown } }[] };
  const out = Object.fromEntries(ACCOUNT_METRICS.map((m) => [m, null])) as Record<AccountMetric, number | null>;
  for (const item of b.data ?? []) {
    if (typeof item.name === 'string' && (ACCOUNT_METRICS as readonly string[]).includes(item.name))
      out[item.name as AccountMetric] = numberOrNull(item.total_value?.value);
  }
  return out;
}

export type IgMedia = {
  id: string;
  kind: 'image' | 'video' | 'reel' | 'carousel' | 'story';
  caption: string | null;
  permalink: string | null;
  thumbnailUrl: string | null;
  postedAt: Date;
  likes: number | null;
  comments: number | null;
};

const MEDIA_FIELDS = 'id,caption,media_type,media_product_type,permalink,thumbnail_url,media_url,timestamp,like_count,comments_count';

function mediaOf(item: Record<string, unknown>, story: boolean): IgMedia {
  const type = String(item.media_type ?? '');
  const product = String(item.media_product_type ?? '');
  const kind = story ? 'story' : product === 'REELS' ? 'reel' : type === 'CAROUSEL_ALBUM' ? 'carousel' : type === 'VIDEO' ? 'video' : 'image';
  return {
    id: String(item.id),
    kind,
    caption: typeof item.caption === 'string' ? item.caption : null,
    permalink: typeof item.permalink === 'string' ? item.permalink : null,
    thumbnailUrl: typeof item.thumbnail_url === 'string' ? item.thumbnail_url : typeof item.media_url === 'string' ? item.media_url : null,
    postedAt: new Date(String(item.timestamp)),
    likes: numberOrNull(item.like_count),
    comments: numberOrNull(item.comments_count),
  };
}

/** The account's media, newest first, page by page (`paging.cursors.after`) until `stopBefore` or `maxPages`. */
export async function listMedia(
  ig: Ig,
  policy: CallPolicy,
  accessToken: string,
  { stopBefore, maxPages }: { stopBefore: Date | null; maxPages: number },
): Promise<IgMedia[]> {
  const out: IgMedia[] = [];
  let after: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const b = (await graphGet(ig, policy, '/me/media', { fields: MEDIA_FIELDS, limit: 50, after, access_token: accessToken })) as {
      data?: Record<string, unknown>[];
      paging?: { cursors?: { after?: unknown }; next?: unknown };
    };
    const items = (b.data ?? []).map((m) => mediaOf(m, false));
    out.push(...items);
    const oldest = items.at(-1)?.postedAt;
    if (!b.paging?.next || typeof b.paging.cursors?.after !== 'string' || (stopBefore && oldest && oldest < stopBefore)) break;
    after = b.paging.cursors.after;
  }
  return out;
}

/** The stories live now (Instagram keeps them 24 hours). */
export async function listStories(ig: Ig, policy: CallPolicy, accessToken: string): Promise<IgMedia[]> {
  const b = (await graphGet(ig, policy, '/me/stories', { fields: 'id,media_type,permalink,thumbnail_url,media_url,timestamp', access_token: accessToken })) as {
    data?: Record<string, unknown>[];
  };
  return (b.data ?? []).map((m) => mediaOf(m, true));
}

export type MediaFigures = MediaFigureValues;

/** A media's lifetime insights (`saved` is Instagram's name for saves). Stories have no likes, comments or saves. */
export async function mediaInsights(ig: Ig, policy: CallPolicy, accessToken: string, mediaId: string, story: boolean): Promise<MediaFigures> {
  const metrics = story ? ['views', 'reach', 'shares'] : ['views', 'reach', 'likes', 'comments', 'saved', 'shares'];
  const b = (await graphGet(
    ig,
    policy,
    `/${encodeURIComponent(mediaId)}/insights`,
    { metric: metrics.join(','), access_token: accessToken },
    '/{media-id}/insights',
  )) as {
    data?: { name?: unknown; values?: { value?: unknown }[] }[];
  };
  const got = new Map<string, number | null>();
  for (const item of b.data ?? []) if (typeof item.name === 'string') got.set(item.name, numberOrNull(item.values?.[0]?.value));
  const read = (name: string) => got.get(name) ?? null;
  return { views: read('views'), reach: read('reach'), likes: read('likes'), comments: read('comments'), saves: read('saved'), shares: read('shares') };
}

export const DEMOGRAPHIC_DIMENSIONS = ['age', 'gender', 'country', 'city'] as const;
export type Demographic = { dimension: (typeof DEMOGRAPHIC_DIMENSIONS)[number]; withheld: boolean; buckets: Record<string, number> };

/**
 * Follower demographics by one dimension. Instagram gives a breakdown only when every bucket holds
 * more than 100 people; otherwise the answer has no results for it: withheld.
 */
export async function followerDemographics(ig: Ig, policy: CallPolicy, accessToken: string, dimension: Demographic['dimension']): Promise<Demographic> {
  const b = (await graphGet(
    ig,
    policy,
    '/me/insights',
    { metric: 'follower_demographics', period: 'lifetime', metric_type: 'total_value', breakdown: dimension, access_token: accessToken },
    '/me/insights (demographics)',
  )) as { data?: { total_value?: { breakdowns?: { results?: { dimension_values?: unknown[]; value?: unknown }[] }[] } }[] };
  const results = b.data?.[0]?.total_value?.breakdowns?.[0]?.results ?? [];
  const buckets: Record<string, number> = {};
  for (const r of results) {
    const key = r.dimension_values?.[0];
    const value = numberOrNull(r.value);
    if (typeof key === 'string' && value !== null) buckets[key] = value;
  }
  return { dimension, withheld: Object.keys(buckets).length === 0, buckets };
}
