// One account's collection: `daily` (the day's account figures, recent media and their insights,
// Instagram's demographics once a week, the live stories too) or `stories` (Instagram's live
// stories and their insights, every few hours, so each is read within its 24 hours). A refused
// token marks the link (revoked or expired) and ends the work: no call is made for it again until
// the creator links again, so a revoked token never becomes a storm of retries. Rate limits and
// outages are retried call by call (platform-http.ts), then by the job queue.
import type { InvalidationBus } from '../../../cache/invalidation-bus.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { isConfigured } from '../accounts/link.service.ts';
import * as instagram from '../instagram/instagram-client.ts';
import { SocialTokenError, type CallPolicy } from '../platform-http.ts';
import { socialTokens, type SocialTokens } from '../social-tokens.ts';
import * as tiktok from '../tiktok/tiktok-client.ts';
import type { RequestWindow } from '../tiktok/request-window.ts';
import { tiktokAccess } from '../tiktok/tiktok-access.ts';
import {
  latestDemographicsDay,
  linkedAccount,
  markRefused,
  saveDay,
  saveDemographics,
  saveMedia,
  storedMediaIds,
  topOlderMedia,
  type LinkedAccount,
  type MediaSnapshot,
} from './collect.repository.ts';

/** `bus`: told (`social`, the account's id) after each collection, so no kept answer outlives what it wrote. */
export type CollectDeps = { db: Db; config: Config; policy: CallPolicy; window: RequestWindow; bus: Pick<InvalidationBus, 'publish'> };
export type CollectMode = 'daily' | 'stories';
export type CollectOutcome = 'collected' | 'skipped' | 'refused';

const DAY_MS = 86_400_000;
/** Media posted within this window are read again each day (their figures still move); older ones once. */
const RECENT_MEDIA_DAYS = 30;
const MAX_MEDIA_PAGES = 4;
const DEMOGRAPHICS_EVERY_DAYS = 7;
const STORY_HOURS = 24;

export const dayBefore = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);

export async function collectAccount(deps: CollectDeps, accountId: number, mode: CollectMode, now: Date): Promise<CollectOutcome> {
  try {
    return await collect(deps, accountId, mode, now);
  } finally {
    // Whatever was written, even before a failure, is answered from the next read on.
    deps.bus.publish({ kind: 'social', id: String(accountId) });
  }
}

async function collect(deps: CollectDeps, accountId: number, mode: CollectMode, now: Date): Promise<CollectOutcome> {
  const account = await linkedAccount(deps.db, accountId);
  if (!account || account.status === 'revoked' || account.status === 'expired') return 'skipped';
  if (account.token_expires_at && account.token_expires_at <= now) {
    await markRefused(deps.db, account.id, 'expired', 'the link lapsed', now);
    return 'refused';
  }
  if (mode === 'stories' && account.platform !== 'instagram') return 'skipped';
  // No app for the platform here, or a link without tokens (the demo's): nothing to call.
  if (!isConfigured(deps.config, account.platform) || !account.access_token_encrypted) return 'skipped';
  const tokens = await socialTokens(deps.config.social.tokenKey, deps.config.dataDir);
  try {
    if (account.platform === 'instagram') await collectInstagram(deps, tokens, account, mode, now);
    else await collectTiktok(deps, tokens, account, now);
    return 'collected';
  } catch (error) {
    if (!(error instanceof SocialTokenError)) throw error;
    await markRefused(deps.db, account.id, account.token_expires_at && account.token_expires_at <= now ? 'expired' : 'revoked', error.message, now);
    return 'refused';
  }
}

const owner = (a: LinkedAccount) => ({ platform: a.platform, platformUserId: a.platform_user_id });

async function collectInstagram(deps: CollectDeps, tokens: SocialTokens, account: LinkedAccount, mode: CollectMode, now: Date): Promise<void> {
  const ig = deps.config.social.instagram;
  const token = tokens.open(account.access_token_encrypted ?? '', 'access', owner(account));
  const day = dayBefore(now);
  const stories = await readStories(deps, token, now);
  if (mode === 'stories') {
    await saveMedia(deps.db, account.id, day, stories, now);
    return;
  }
  const me = await instagram.profile(ig, deps.policy, token);
  const insights = await instagram.accountInsights(ig, deps.policy, token, day);
  const recentSince = new Date(now.getTime() - RECENT_MEDIA_DAYS * DAY_MS);
  const listed = await instagram.listMedia(ig, deps.policy, token, { stopBefore: recentSince, maxPages: MAX_MEDIA_PAGES });
  const stored = await storedMediaIds(deps.db, account.id);
  const media: MediaSnapshot[] = [];
  for (const m of listed) {
    if (m.postedAt < recentSince && stored.has(m.id)) continue;
    // Album children have no insights; the album itself has.
    const figures = await instagram.mediaInsights(ig, deps.policy, token, m.id, false);
    media.push({
      media_id: m.id,
      kind: m.kind,
      caption: m.caption,
      permalink: m.permalink,
      thumbnail_url: m.thumbnailUrl,
      posted_at: m.postedAt,
      expires_at: null,
      ...figures,
      likes: figures.likes ?? m.likes,
      comments: figures.comments ?? m.comments,
    });
  }
  await saveDay(
    deps.db,
    account.id,
    day,
    { followers: me.followers, following: null, ...insights, likes: null, videos: null, media_count: me.mediaCount },
    [...media, ...stories],
    now,
  );
  const lastDemographics = await latestDemographicsDay(deps.db, account.id);
  if (!lastDemographics || Date.parse(day) - Date.parse(lastDemographics) >= DEMOGRAPHICS_EVERY_DAYS * DAY_MS) {
    const rows = [];
    for (const dimension of instagram.DEMOGRAPHIC_DIMENSIONS) rows.push(await instagram.followerDemographics(ig, deps.policy, token, dimension));
    await saveDemographics(deps.db, account.id, day, rows);
  }
}

/** The live stories with their insights (each read again on every pass until it vanishes). */
async function readStories(deps: CollectDeps, token: string, now: Date): Promise<MediaSnapshot[]> {
  const ig = deps.config.social.instagram;
  const live = (await instagram.listStories(ig, deps.policy, token)).filter((s) => now.getTime() - s.postedAt.getTime() < STORY_HOURS * 3_600_000);
  const out: MediaSnapshot[] = [];
  for (const s of live) {
    const figures = await instagram.mediaInsights(ig, deps.policy, token, s.id, true);
    out.push({
      media_id: s.id,
      kind: 'story',
      caption: null,
      permalink: s.permalink,
      thumbnail_url: s.thumbnailUrl,
      posted_at: s.postedAt,
      expires_at: new Date(s.postedAt.getTime() + STORY_HOURS * 3_600_000),
      ...figures,
    });
  }
  return out;
}

async function collectTiktok(deps: CollectDeps, tokens: SocialTokens, account: LinkedAccount, now: Date): Promise<void> {
  const calls = { config: deps.config.social.tiktok, policy: deps.policy, window: deps.window };
  const token = await tiktokAccess(deps, tokens, account, now);
  const user = await tiktok.userInfo(calls, token);
  const recentSince = new Date(now.getTime() - RECENT_MEDIA_DAYS * DAY_MS);
  const listed = await tiktok.listVideos(calls, token, { stopBefore: recentSince, maxPages: MAX_MEDIA_PAGES });
  const listedIds = new Set(listed.map((v) => v.id));
  const older = (await topOlderMedia(deps.db, account.id, recentSince, 20)).filter((id) => !listedIds.has(id));
  const queried = await tiktok.queryVideos(calls, token, older);
  const media: MediaSnapshot[] = [...listed, ...queried].map((v) => ({
    media_id: v.id,
    kind: 'video',
    caption: v.title,
    permalink: v.shareUrl,
    thumbnail_url: v.coverUrl,
    posted_at: v.postedAt,
    expires_at: null,
    views: v.views,
    reach: null,
    likes: v.likes,
    comments: v.comments,
    saves: null,
    shares: v.shares,
  }));
  await saveDay(
    deps.db,
    account.id,
    // TikTok's counts are as of now: today's.
    now.toISOString().slice(0, 10),
    {
      followers: user.followers,
      following: user.following,
      views: null,
      reach: null,
      accounts_engaged: null,
      profile_links_taps: null,
      likes: user.likes,
      videos: user.videos,
      media_count: null,
    },
    media,
    now,
  );
}
