// Posting through an Instagram or TikTok account linked in the social area (issue 29): one step of a
// release at a time, so the minute sweep can come back while the platform is still processing.
// Instagram (Content Publishing API, Instagram Login): content_publishing_limit, a container of the
// media URL (`POST /{ig-user-id}/media`), its status_code until FINISHED, `media_publish`, the post's
// permalink. TikTok (Content Posting API, direct post): creator_info/query (privacy options and the
// creator's daily cap), video/init with PULL_FROM_URL, then status/fetch until PUBLISH_COMPLETE.
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import {
  RequestWindow,
  SocialApiError,
  SocialRateLimitError,
  SocialTokenError,
  SocialUnavailableError,
  callPlatform,
  callPolicy,
  classifyGraph,
  classifyTiktok,
  linkedAccount,
  markRefused,
  socialTokens,
  tiktokAccess,
  type CallPolicy,
  type LinkedAccount,
} from '../../social/index.ts';

/** What one step of a release came to. */
export type Step =
  | { kind: 'published'; postId: string; url: string | null }
  | { kind: 'waiting'; ref: string | null }
  | { kind: 'failed'; error: string; params?: Record<string, string | number> };

export type StepRelease = {
  account_id: number | null;
  media_url: string | null;
  media_type: 'image' | 'reel' | 'video' | null;
  caption: string | null;
  platform_ref: string | null;
};

export type SocialPublishDeps = { db: Db; config: Config; window: RequestWindow; policy?: CallPolicy };

const failed = (error: string, params?: Record<string, string | number>): Step => ({ kind: 'failed', error, params });

/** One step of an Instagram or TikTok release; a refused token marks the link as the collection does. */
export async function socialStep(deps: SocialPublishDeps, platform: 'instagram' | 'tiktok', release: StepRelease, now: Date): Promise<Step> {
  const account = release.account_id === null ? undefined : await linkedAccount(deps.db, release.account_id);
  if (!account || account.platform !== platform) return failed('errors.releaseAccountGone');
  if (account.status === 'revoked' || account.status === 'expired' || (account.token_expires_at && account.token_expires_at <= now))
    return failed('errors.releaseLinkRefused', { account: `@${account.username}` });
  if (!account.access_token_encrypted) return failed('errors.releaseLinkRefused', { account: `@${account.username}` });
  const policy = deps.policy ?? callPolicy(deps.config);
  try {
    return platform === 'instagram' ? await instagramStep(deps, policy, account, release) : await tiktokStep(deps, policy, account, release, now);
  } catch (error) {
    if (error instanceof SocialTokenError) {
      await markRefused(deps.db, account.id, account.token_expires_at && account.token_expires_at <= now ? 'expired' : 'revoked', error.message, now);
      return failed('errors.releaseLinkRefused', { account: `@${account.username}` });
    }
    // An outage or a rate limit after every try: the sweep tries again later (until the release times out).
    if (error instanceof SocialRateLimitError || error instanceof SocialUnavailableError) return { kind: 'waiting', ref: release.platform_ref };
    if (error instanceof SocialApiError) return refusal(platform, error);
    throw error;
  }
}

function refusal(platform: 'instagram' | 'tiktok', error: SocialApiError): Step {
  const reason = error.message.replace(/^[^:]*: /, '');
  if (error.code === '10' || error.code === 'scope_not_authorized') return failed('errors.releaseNoPermission', { platform: platformName(platform) });
  if (error.code === '9' || error.code === 'spam_risk_too_many_posts') return failed('errors.releaseLimitReached', { platform: platformName(platform) });
  if (error.code === 'url_ownership_unverified') return failed('errors.releaseUrlUnverified');
  return failed('errors.releaseRefused', { platform: platformName(platform), reason });
}

/** The platforms' own names (brand names, the same in every language). */
const platformNames = { youtube: 'YouTube', instagram: 'Instagram', tiktok: 'TikTok' } as const;
export const platformName = (platform: keyof typeof platformNames) => platformNames[platform];

async function instagramStep(deps: SocialPublishDeps, policy: CallPolicy, account: LinkedAccount, release: StepRelease): Promise<Step> {
  const tokens = await socialTokens(deps.config.social.tokenKey, deps.config.dataDir);
  const token = tokens.open(account.access_token_encrypted!, 'access', { platform: 'instagram', platformUserId: account.platform_user_id });
  const graph = deps.config.social.instagram.graphUrl;
  const user = encodeURIComponent(account.platform_user_id);
  const call = (name: string, path: string, method: 'GET' | 'POST', params: Record<string, string>) => {
    const form = { ...params, access_token: token };
    const url = method === 'GET' ? `${graph}${path}?${new URLSearchParams(form).toString()}` : `${graph}${path}`;
    return callPlatform(
      { name: `instagram ${name}`, url, method, ...(method === 'POST' ? { form } : {}) },
      policy,
      classifyGraph(`instagram ${name}`),
    ) as Promise<Record<string, unknown>>;
  };
  let ref = release.platform_ref;
  if (ref === null) {
    const limit = (await call('/{ig-user-id}/content_publishing_limit', `/${user}/content_publishing_limit`, 'GET', { fields: 'quota_usage,config' })) as {
      data?: { quota_usage?: number; config?: { quota_total?: number } }[];
    };
    const quota = limit.data?.[0];
    if (quota && typeof quota.quota_usage === 'number' && typeof quota.config?.quota_total === 'number' && quota.quota_usage >= quota.config.quota_total)
      return failed('errors.releaseLimitReached', { platform: 'Instagram' });
    const reel = release.media_type !== 'image';
    const created = await call('/{ig-user-id}/media', `/${user}/media`, 'POST', {
      ...(reel ? { media_type: 'REELS', video_url: release.media_url ?? '' } : { image_url: release.media_url ?? '' }),
      caption: release.caption ?? '',
    });
    if (typeof created.id !== 'string') return failed('errors.releaseRefused', { platform: 'Instagram', reason: 'no container id' });
    ref = created.id;
  }
  const container = await call('/{container-id}', `/${encodeURIComponent(ref)}`, 'GET', { fields: 'status_code,status' });
  const status = String(container.status_code ?? '');
  if (status === 'IN_PROGRESS') return { kind: 'waiting', ref };
  if (status === 'ERROR') return failed('errors.releaseMediaFailed', { platform: 'Instagram', reason: String(container.status ?? status) });
  if (status === 'EXPIRED') return failed('errors.releaseMediaExpired');
  if (status !== 'FINISHED') return failed('errors.releaseRefused', { platform: 'Instagram', reason: status || 'unknown container status' });
  const published = await call('/{ig-user-id}/media_publish', `/${user}/media_publish`, 'POST', { creation_id: ref });
  const mediaId = String(published.id ?? '');
  const media = await call('/{media-id}', `/${encodeURIComponent(mediaId)}`, 'GET', { fields: 'id,permalink' }).catch(() => ({}) as Record<string, unknown>);
  return { kind: 'published', postId: mediaId, url: typeof media.permalink === 'string' ? media.permalink : null };
}

/** TikTok's answer with its error code, a missing scope told apart from a dead token (both 401). */
function classifyPosting(name: string) {
  const base = classifyTiktok(name);
  return (status: number, body: unknown, retryAfterMs: number | null) => {
    const code = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error?.code;
    if (code === 'scope_not_authorized') return new SocialApiError(`${name}: scope not authorized`, status, 'scope_not_authorized');
    return base(status, body, retryAfterMs);
  };
}

async function tiktokStep(deps: SocialPublishDeps, policy: CallPolicy, account: LinkedAccount, release: StepRelease, now: Date): Promise<Step> {
  const tokens = await socialTokens(deps.config.social.tokenKey, deps.config.dataDir);
  const token = await tiktokAccess({ db: deps.db, config: deps.config, policy, window: deps.window }, tokens, account, now);
  const api = deps.config.social.tiktok.apiUrl;
  const call = async (endpoint: string, json: unknown) =>
    (
      (await callPlatform(
        { name: `tiktok ${endpoint}`, url: `${api}${endpoint}`, method: 'POST', bearer: token, json },
        { ...policy, beforeTry: () => deps.window.take(endpoint) },
        classifyPosting(`tiktok ${endpoint}`),
      )) as { data?: Record<string, unknown> }
    ).data ?? {};
  let ref = release.platform_ref;
  if (ref === null) {
    const creator = await call('/v2/post/publish/creator_info/query/', {});
    const options = Array.isArray(creator.privacy_level_options) ? (creator.privacy_level_options as string[]) : [];
    const privacy = options.includes('PUBLIC_TO_EVERYONE') ? 'PUBLIC_TO_EVERYONE' : (options[0] ?? 'SELF_ONLY');
    const init = await call('/v2/post/publish/video/init/', {
      post_info: { title: release.caption ?? '', privacy_level: privacy, disable_comment: false, disable_duet: false, disable_stitch: false },
      source_info: { source: 'PULL_FROM_URL', video_url: release.media_url ?? '' },
    });
    if (typeof init.publish_id !== 'string') return failed('errors.releaseRefused', { platform: 'TikTok', reason: 'no publish_id' });
    ref = init.publish_id;
  }
  const status = await call('/v2/post/publish/status/fetch/', { publish_id: ref });
  if (status.status === 'PUBLISH_COMPLETE') {
    const ids = Array.isArray(status.publicaly_available_post_id) ? status.publicaly_available_post_id : [];
    const postId = ids.length > 0 ? String(ids[0]) : ref;
    return { kind: 'published', postId, url: ids.length > 0 ? `https://www.tiktok.com/@${account.username}/video/${postId}` : null };
  }
  if (status.status === 'FAILED') return failed('errors.releaseMediaFailed', { platform: 'TikTok', reason: String(status.fail_reason ?? 'FAILED') });
  return { kind: 'waiting', ref };
}
