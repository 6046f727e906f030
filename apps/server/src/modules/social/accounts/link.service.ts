// Linking an Instagram or TikTok account to a channel (issue 27): the platform's consent page, the
// callback that exchanges the code (Instagram: short-lived, then the 60-day token; TikTok: access
// and rotating refresh token), reads the profile and stores the link with its tokens encrypted;
// unlinking deletes the account with everything collected from it.
import { createHash, randomBytes } from 'node:crypto';
import { linksSocialAccount, seesSocialAccount, type SocialPlatform, type Subject } from '@chorus/contract';
import type { InvalidationBus } from '../../../cache/invalidation-bus.ts';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { forbidden, notFound } from '../../../errors/domain-error.ts';
import * as instagram from '../instagram/instagram-client.ts';
import { SocialRateLimitError, type CallPolicy } from '../platform-http.ts';
import { socialTokens, type TokenOwner } from '../social-tokens.ts';
import * as tiktok from '../tiktok/tiktok-client.ts';
import type { RequestWindow } from '../tiktok/request-window.ts';
import { consumeState, deleteAccount, findAccount, insertState, upsertLink } from './accounts.repository.ts';

export const STATE_SECONDS = 10 * 60;
export const callbackPath = (platform: SocialPlatform) => `/api/v1/social/link/${platform}/callback`;

/** The profile page, with the outcome: `social=linked|denied|invalid|scope|failed|busy` and the platform. */
export type LinkOutcome = { result: 'linked' | 'denied' | 'invalid' | 'scope' | 'failed' | 'busy'; platform: SocialPlatform; accountId?: number };

export type LinkDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  window: RequestWindow;
  /** Told (`social`, the account's id) after a link or an unlink writes the account. */
  bus: Pick<InvalidationBus, 'publish'>;
  /** Queues the first collection of a newly linked account. */
  collectNow: (accountId: number) => Promise<void>;
};

const hash = (state: string) => createHash('sha256').update(state).digest('hex');

export function isConfigured(config: Config, platform: SocialPlatform): boolean {
  const s = config.social;
  return platform === 'instagram' ? Boolean(s.instagram.appId && s.instagram.appSecret) : Boolean(s.tiktok.clientKey && s.tiktok.clientSecret);
}

export function callPolicy(config: Config): CallPolicy {
  return { timeoutMs: config.social.requestTimeoutMs, tries: config.social.callTries, retryBaseMs: config.social.retryBaseMs };
}

export class LinkService {
  private readonly deps: LinkDeps;
  constructor(deps: LinkDeps) {
    this.deps = deps;
  }

  private redirectUri(platform: SocialPlatform): string {
    return `${this.deps.config.publicUrl}${callbackPath(platform)}`;
  }

  /** Only the channel's owner and the managing roles; a channel the caller does not belong to (and cannot read) does not exist. */
  private async assertMayLink(subject: Subject, channelId: string): Promise<void> {
    const channel = await this.deps.db.selectFrom('channels').select('channel_id').where('channel_id', '=', channelId).executeTakeFirst();
    if (!channel) throw notFound();
    if (linksSocialAccount(subject, { channel_id: channelId })) return;
    throw seesSocialAccount(subject, { channel_id: channelId }) ? forbidden() : notFound();
  }

  async start(
    subject: Subject,
    platform: SocialPlatform,
    channelId: string,
  ): Promise<{ status: 'ready'; url: string } | { status: 'not_configured'; url: null }> {
    await this.assertMayLink(subject, channelId);
    if (!isConfigured(this.deps.config, platform)) return { status: 'not_configured', url: null };
    const now = this.deps.clock.now();
    const state = randomBytes(32).toString('base64url');
    await insertState(this.deps.db, {
      stateHash: hash(state),
      userId: subject.id,
      platform,
      channelId,
      now,
      notBefore: new Date(now.getTime() - STATE_SECONDS * 1000),
    });
    const s = this.deps.config.social;
    const redirectUri = this.redirectUri(platform);
    const url = platform === 'instagram' ? instagram.consentUrl(s.instagram, { state, redirectUri }) : tiktok.consentUrl(s.tiktok, { state, redirectUri });
    return { status: 'ready', url };
  }

  /** The platform's return: the state must be this user's, for this platform, unused and unexpired before anything else happens. */
  async callback(
    subject: Subject,
    platform: SocialPlatform,
    query: { state: string; code?: string; error?: string; scopes?: string },
    log: (m: string) => void,
  ): Promise<LinkOutcome> {
    const now = this.deps.clock.now();
    const channelId = await consumeState(this.deps.db, hash(query.state), subject.id, platform, new Date(now.getTime() - STATE_SECONDS * 1000));
    if (!channelId || !linksSocialAccount(subject, { channel_id: channelId })) return { result: 'invalid', platform };
    if (query.error || !query.code) return { result: 'denied', platform };
    if (!isConfigured(this.deps.config, platform)) return { result: 'failed', platform };
    try {
      const accountId =
        platform === 'instagram'
          ? await this.linkInstagram(subject.id, channelId, query.code, now)
          : await this.linkTiktok(subject.id, channelId, query.code, now);
      if (accountId === null) return { result: 'scope', platform };
      await this.deps
        .collectNow(accountId)
        .catch((error: unknown) => log(`queueing the first collection of social account ${accountId}: ${(error as Error).message}`));
      return { result: 'linked', platform, accountId };
    } catch (error) {
      log(`${platform} link failed: ${(error as Error).message}`);
      return { result: error instanceof SocialRateLimitError ? 'busy' : 'failed', platform };
    }
  }

  private async linkInstagram(userId: number, channelId: string, code: string, now: Date): Promise<number> {
    const ig = this.deps.config.social.instagram;
    const policy = callPolicy(this.deps.config);
    const token = await instagram.exchangeCode(ig, policy, { code, redirectUri: this.redirectUri('instagram') });
    const me = await instagram.profile(ig, policy, token.accessToken);
    return this.store(userId, channelId, now, {
      owner: { platform: 'instagram', platformUserId: me.userId || token.userId },
      profile: { username: me.username, displayName: me.name, pictureUrl: me.pictureUrl },
      access: token,
      refresh: null,
    });
  }

  /** Null when the creator unticked a scope the figures need (nothing stored). */
  private async linkTiktok(userId: number, channelId: string, code: string, now: Date): Promise<number | null> {
    const calls = { config: this.deps.config.social.tiktok, policy: callPolicy(this.deps.config), window: this.deps.window };
    const granted = await tiktok.exchangeCode(calls, { code, redirectUri: this.redirectUri('tiktok') });
    if (!tiktok.TIKTOK_SCOPES.every((s) => granted.scopes.includes(s))) return null;
    const user = await tiktok.userInfo(calls, granted.accessToken);
    return this.store(userId, channelId, now, {
      owner: { platform: 'tiktok', platformUserId: user.openId || granted.openId },
      profile: { username: user.username, displayName: user.displayName, pictureUrl: user.avatarUrl },
      access: granted,
      refresh: { token: granted.refreshToken, expiresIn: granted.refreshExpiresIn },
    });
  }

  /** Stores the link with its tokens sealed; answers the account's id. */
  private async store(
    userId: number,
    channelId: string,
    now: Date,
    link: {
      owner: TokenOwner;
      profile: { username: string; displayName: string | null; pictureUrl: string | null };
      access: { accessToken: string; expiresIn: number };
      refresh: { token: string; expiresIn: number } | null;
    },
  ): Promise<number> {
    const tokens = await socialTokens(this.deps.config.social.tokenKey, this.deps.config.dataDir);
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const accountId = await upsertLink(this.deps.db, {
      ...link.owner,
      ...link.profile,
      channelId,
      linkedBy: userId,
      now,
      accessEncrypted: tokens.seal(link.access.accessToken, 'access', link.owner),
      accessExpiresAt: at(link.access.expiresIn),
      refreshEncrypted: link.refresh ? tokens.seal(link.refresh.token, 'refresh', link.owner) : null,
      refreshExpiresAt: link.refresh ? at(link.refresh.expiresIn) : null,
    });
    this.deps.bus.publish({ kind: 'social', id: String(accountId) });
    return accountId;
  }

  async unlink(subject: Subject, accountId: number): Promise<void> {
    const account = await findAccount(this.deps.db, accountId);
    if (!account || !seesSocialAccount(subject, account)) throw notFound();
    if (!linksSocialAccount(subject, account)) throw forbidden();
    await deleteAccount(this.deps.db, accountId);
    this.deps.bus.publish({ kind: 'social', id: String(accountId) });
  }
}
