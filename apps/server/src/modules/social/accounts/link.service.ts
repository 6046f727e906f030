// Linking an Instagram or TikTok account to a channel (issue 27): the platform's consent page, the
// callback that exchanges the code (Instagram: short-lived, then the 60-day token; TikTok: access
// and rotating refresh token), reads the profile and stores the link with its tokens encrypted;
// unlinking revokes a TikTok link's token at TikTok (Instagram Login has no revocation) and deletes
// the account with everything collected from it. Both are written to the system log.
import { linksSocialAccount, seesSocialAccount, type SocialPlatform, type Subject } from '@chorus/contract';
import type { AuditActor, AuditLog } from '../../../audit/audit-log.ts';
import type { InvalidationBus } from '../../../cache/invalidation-bus.ts';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { forbidden, notFound } from '../../../errors/domain-error.ts';
import * as instagram from '../instagram/instagram-client.ts';
import { SocialRateLimitError, type CallPolicy } from '../platform-http.ts';
import { socialTokens, type TokenOwner } from '../social-tokens.ts';
import { linkedAccount } from '../jobs/collect.repository.ts';
import { tiktokAccess } from '../tiktok/tiktok-access.ts';
import * as tiktok from '../tiktok/tiktok-client.ts';
import type { RequestWindow } from '../tiktok/request-window.ts';
import { consumeState, deleteAccount, findAccount, insertState, upsertLink } from './accounts.repository.ts';
import { hashState, newOauthState } from '../../../security/oauth-state.ts';

export const STATE_SECONDS = 10 * 60;
export const callbackPath = (platform: SocialPlatform) => `/api/v1/social/link/${platform}/callback`;

/** The profile page, with the outcome: `social=linked|denied|invalid|scope|failed|busy` and the platform. */
export type LinkOutcome = { result: 'linked' | 'denied' | 'invalid' | 'scope' | 'failed' | 'busy'; platform: SocialPlatform; accountId?: number };

/** Who links or unlinks, as the system log names them: the subject judged, the account acted as and the real person, the address. */
export type SocialCaller = { subject: Subject; actor: AuditActor; ip: string | null };

export type LinkDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  window: RequestWindow;
  audit: AuditLog;
  /** Told (`social`, the account's id) after a link or an unlink writes the account. */
  bus: Pick<InvalidationBus, 'publish'>;
  /** Queues the first collection of a newly linked account. */
  collectNow: (accountId: number) => Promise<void>;
};

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
    const state = newOauthState();
    await insertState(this.deps.db, {
      stateHash: hashState(state),
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
    caller: SocialCaller,
    platform: SocialPlatform,
    query: { state: string; code?: string; error?: string; scopes?: string },
    log: (m: string) => void,
  ): Promise<LinkOutcome> {
    const { subject } = caller;
    const now = this.deps.clock.now();
    const channelId = await consumeState(this.deps.db, hashState(query.state), subject.id, platform, new Date(now.getTime() - STATE_SECONDS * 1000));
    if (!channelId || !linksSocialAccount(subject, { channel_id: channelId })) return { result: 'invalid', platform };
    if (query.error || !query.code) return { result: 'denied', platform };
    if (!isConfigured(this.deps.config, platform)) return { result: 'failed', platform };
    try {
      const accountId =
        platform === 'instagram' ? await this.linkInstagram(caller, channelId, query.code, now) : await this.linkTiktok(caller, channelId, query.code, now);
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

  private async linkInstagram(caller: SocialCaller, channelId: string, code: string, now: Date): Promise<number> {
    const ig = this.deps.config.social.instagram;
    const policy = callPolicy(this.deps.config);
    const token = await instagram.exchangeCode(ig, policy, { code, redirectUri: this.redirectUri('instagram') });
    const me = await instagram.profile(ig, policy, token.accessToken);
    return this.store(caller, channelId, now, {
      owner: { platform: 'instagram', platformUserId: me.userId || token.userId },
      profile: { username: me.username, displayName: me.name, pictureUrl: me.pictureUrl },
      access: token,
      refresh: null,
    });
  }

  /** Null when the creator unticked a scope the figures need (nothing stored). */
  private async linkTiktok(caller: SocialCaller, channelId: string, code: string, now: Date): Promise<number | null> {
    const calls = { config: this.deps.config.social.tiktok, policy: callPolicy(this.deps.config), window: this.deps.window };
    const granted = await tiktok.exchangeCode(calls, { code, redirectUri: this.redirectUri('tiktok') });
    if (!tiktok.TIKTOK_SCOPES.every((s) => granted.scopes.includes(s))) return null;
    const user = await tiktok.userInfo(calls, granted.accessToken);
    return this.store(caller, channelId, now, {
      owner: { platform: 'tiktok', platformUserId: user.openId || granted.openId },
      profile: { username: user.username, displayName: user.displayName, pictureUrl: user.avatarUrl },
      access: granted,
      refresh: { token: granted.refreshToken, expiresIn: granted.refreshExpiresIn },
    });
  }

  /** Stores the link with its tokens sealed and writes it to the system log (one transaction); answers the account's id. */
  private async store(
    caller: SocialCaller,
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
    const accountId = await this.deps.db.transaction().execute(async (trx) => {
      const id = await upsertLink(trx, {
        ...link.owner,
        ...link.profile,
        channelId,
        linkedBy: caller.subject.id,
        now,
        accessEncrypted: tokens.seal(link.access.accessToken, 'access', link.owner),
        accessExpiresAt: at(link.access.expiresIn),
        refreshEncrypted: link.refresh ? tokens.seal(link.refresh.token, 'refresh', link.owner) : null,
        refreshExpiresAt: link.refresh ? at(link.refresh.expiresIn) : null,
      });
      await this.deps.audit.record(
        {
          action: link.owner.platform === 'instagram' ? 'social.instagram_link' : 'social.tiktok_link',
          actor: caller.actor,
          ip: caller.ip,
          target: { type: 'channel', id: channelId },
          details: { account: `@${link.profile.username}`, account_id: id },
        },
        trx,
      );
      return id;
    });
    this.deps.bus.publish({ kind: 'social', id: String(accountId) });
    return accountId;
  }

  /**
   * Unlinks: a TikTok link's token is revoked at TikTok first, but a revocation that fails (TikTok
   * down, the token already dead) does not keep the account: it is deleted with its figures all the
   * same, and the failure is logged (the server's log and the system log's details).
   */
  async unlink(caller: SocialCaller, accountId: number, log: (m: string) => void): Promise<void> {
    const account = await findAccount(this.deps.db, accountId);
    if (!account || !seesSocialAccount(caller.subject, account)) throw notFound();
    if (!linksSocialAccount(caller.subject, account)) throw forbidden();
    const revoked = account.platform === 'tiktok' ? await this.revokeAtTiktok(accountId, log) : null;
    await this.deps.db.transaction().execute(async (trx) => {
      await deleteAccount(trx, accountId);
      await this.deps.audit.record(
        {
          action: account.platform === 'instagram' ? 'social.instagram_unlink' : 'social.tiktok_unlink',
          actor: caller.actor,
          ip: caller.ip,
          target: { type: 'channel', id: account.channel_id },
          details: { account: `@${account.username}`, account_id: accountId, ...(revoked === null ? {} : { revoked_at_tiktok: revoked }) },
        },
        trx,
      );
    });
    this.deps.bus.publish({ kind: 'social', id: String(accountId) });
  }

  /** True when TikTok took the revocation; false when it could not be made (no app, no live token, a refusal or an outage). */
  private async revokeAtTiktok(accountId: number, log: (m: string) => void): Promise<boolean> {
    const account = await linkedAccount(this.deps.db, accountId);
    if (!account || !account.access_token_encrypted || !isConfigured(this.deps.config, 'tiktok')) return false;
    if (account.status === 'revoked' || account.status === 'expired') return false;
    const deps = { db: this.deps.db, config: this.deps.config, policy: callPolicy(this.deps.config), window: this.deps.window };
    try {
      const tokens = await socialTokens(this.deps.config.social.tokenKey, this.deps.config.dataDir);
      const token = await tiktokAccess(deps, tokens, account, this.deps.clock.now());
      await tiktok.revokeToken({ config: this.deps.config.social.tiktok, policy: deps.policy, window: this.deps.window }, token);
      return true;
    } catch (error) {
      log(`tiktok: revoking the token of social account ${accountId} failed (unlinked all the same): ${(error as Error).message}`);
      return false;
    }
  }
}
