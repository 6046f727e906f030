// Channel authorization (spec 2 profile: "channel authorization as channel owner or content
// manager"): Google's consent, the callback that stores the grant and links its channels, the
// list of one's grants, withdrawal.
import { createHmac } from 'node:crypto';
import { canRevokeGrant, type Subject } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { QuotaExceededError } from './google-http.ts';
import { REQUIRED_SCOPES, consentUrl, exchangeCode, revokeToken } from './google-oauth.ts';
import { tokenCipher } from './token-cipher.ts';
import { listAuthorizedChannels } from './youtube-data-client.ts';
import {
  consumeOauthState,
  countLiveAuthorizations,
  deleteOauthStatesBefore,
  findAuthorization,
  insertOauthState,
  linkAuthorization,
  listAuthorizations,
  revokeAuthorization,
  type YoutubeRole,
} from './youtube.repository.ts';
import { hashState, newOauthState } from '../../security/oauth-state.ts';

/** How long a consent may take: the state expires after this. */
export const OAUTH_STATE_SECONDS = 10 * 60;
export const CALLBACK_PATH = '/api/v1/youtube/oauth/callback';

/**
 * Where the callback sends the browser back to: the profile page with `youtube=<result>`
 * (linked, with `channels=<n>`; denied; invalid; scope; noChannel; quota; failed).
 */
export type CallbackResult = { result: 'linked'; channels: number } | { result: 'denied' | 'invalid' | 'scope' | 'noChannel' | 'quota' | 'failed' };

/** What the service uses of the shared infrastructure. */
export type YoutubeDeps = Pick<AppContext, 'db' | 'clock' | 'config' | 'secret' | 'bus' | 'users' | 'refreshQueue'>;

export class YoutubeService {
  private readonly deps: YoutubeDeps;
  constructor(deps: YoutubeDeps) {
    this.deps = deps;
  }

  private get config() {
    return this.deps.config.youtube;
  }

  private redirectUri(): string {
    return `${this.deps.config.publicUrl}${CALLBACK_PATH}`;
  }

  /** The PKCE verifier of a state: derived from it with the server's secret, so nothing more is stored. */
  private codeVerifier(state: string): string {
    return createHmac('sha256', this.deps.secret).update(`youtube-pkce:${state}`).digest('base64url');
  }

  async start(userId: number, role: YoutubeRole): Promise<{ url: string }> {
    if (!this.config.clientId || !this.config.clientSecret) throw new DomainError('errors.oauthNotConfigured');
    if (role === 'content_manager' && !this.config.contentOwnerId) throw new DomainError('errors.oauthNotConfigured');
    const now = this.deps.clock.now();
    const state = newOauthState();
    await deleteOauthStatesBefore(this.deps.db, new Date(now.getTime() - OAUTH_STATE_SECONDS * 1000));
    await insertOauthState(this.deps.db, { stateHash: hashState(state), userId, role, now });
    return { url: consentUrl(this.config, { state, redirectUri: this.redirectUri(), codeVerifier: this.codeVerifier(state) }) };
  }

  /**
   * Google's return. The state must be this user's, unused and unexpired before anything else
   * happens (no token exchange, nothing stored otherwise); it is used up either way.
   */
  async callback(userId: number, query: { state: string; code?: string; error?: string }, log: (message: string) => void): Promise<CallbackResult> {
    const now = this.deps.clock.now();
    const role = await consumeOauthState(this.deps.db, hashState(query.state), userId, new Date(now.getTime() - OAUTH_STATE_SECONDS * 1000));
    if (!role) return { result: 'invalid' };
    if (query.error || !query.code) return { result: 'denied' };
    if (!this.config.clientId || !this.config.clientSecret) return { result: 'failed' };
    const contentOwnerId = role === 'content_manager' ? this.config.contentOwnerId : null;
    if (role === 'content_manager' && !contentOwnerId) return { result: 'failed' };
    try {
      const tokens = await exchangeCode(this.config, { code: query.code, redirectUri: this.redirectUri(), codeVerifier: this.codeVerifier(query.state) });
      const scopes = tokens.scopes;
      if (!tokens.refreshToken || !REQUIRED_SCOPES.every((s) => scopes.includes(s))) {
        await revokeToken(this.config, tokens.refreshToken ?? tokens.accessToken).catch(() => {});
        return { result: tokens.refreshToken ? 'scope' : 'failed' };
      }
      const channels = await listAuthorizedChannels({
        baseUrl: this.config.dataApiUrl,
        accessToken: tokens.accessToken,
        timeoutMs: this.config.requestTimeoutMs,
        contentOwnerId,
      });
      if (channels.length === 0) {
        await revokeToken(this.config, tokens.refreshToken).catch(() => {});
        return { result: 'noChannel' };
      }
      const cipher = await tokenCipher(this.config, this.deps.config.dataDir);
      const linked = await linkAuthorization(this.deps.db, {
        userId,
        role,
        contentOwnerId,
        scopes,
        refreshEncrypted: cipher.encrypt(tokens.refreshToken, 'refresh', userId),
        accessEncrypted: cipher.encrypt(tokens.accessToken, 'access', userId),
        accessExpiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
        channels,
        now,
      });
      if (linked.membershipsChanged) this.deps.users.invalidate(userId);
      for (const channel of channels) this.deps.bus.publish({ kind: 'channel', id: channel.channelId });
      // Data for the new channels straight away.
      for (const channel of channels) {
        await this.deps.refreshQueue
          .enqueue(channel.channelId, { ownerId: userId })
          .catch((error: unknown) => log(`queueing a refresh of ${channel.channelId}: ${(error as Error).message}`));
      }
      return { result: 'linked', channels: channels.length };
    } catch (error) {
      log(`YouTube authorization failed: ${(error as Error).message}`);
      return { result: error instanceof QuotaExceededError ? 'quota' : 'failed' };
    }
  }

  async list(userId: number) {
    const grants = await listAuthorizations(this.deps.db, userId);
    return {
      authorizations: grants.map((g) => ({
        id: g.id,
        role: g.role,
        content_owner_id: g.content_owner_id,
        created_at: g.created_at.toISOString(),
        revoked_at: g.revoked_at ? g.revoked_at.toISOString() : null,
        channels: g.channels.map((c) => ({ channel_id: c.channel_id, title: c.title, last_error: c.last_error })),
      })),
    };
  }

  /** Withdraws one's own grant; another person's does not exist for the caller (canRevokeGrant). */
  async revoke(caller: Subject, id: number, log: (message: string) => void): Promise<void> {
    const userId = caller.id;
    const grant = await findAuthorization(this.deps.db, id);
    if (!grant || !canRevokeGrant(caller, { ownerId: grant.user_id })) throw notFound();
    if (grant.revoked_at) return;
    let refreshToken: string | null = null;
    try {
      refreshToken = (await tokenCipher(this.config, this.deps.config.dataDir)).decrypt(grant.refresh_token_encrypted, 'refresh', userId);
    } catch {
      refreshToken = null;
    }
    const others = await countLiveAuthorizations(this.deps.db, userId, id);
    await revokeAuthorization(this.deps.db, id, this.deps.clock.now());
    // Google revokes the whole grant of a client and account, which another live grant of this
    // user may share: only the last one is withdrawn at Google too.
    if (refreshToken && others === 0)
      await revokeToken(this.config, refreshToken).catch((error: unknown) => log(`revoking at Google: ${(error as Error).message}`));
  }
}
