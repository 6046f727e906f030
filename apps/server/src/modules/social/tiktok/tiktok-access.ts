// A TikTok link's access token for a call: the stored one while it lives, else a refresh. Shared by
// the collection, the token upkeep and the unlink (which revokes the token at TikTok).
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { saveTokens, type LinkedAccount } from '../jobs/collect.repository.ts';
import type { CallPolicy } from '../platform-http.ts';
import type { SocialTokens } from '../social-tokens.ts';
import type { RequestWindow } from './request-window.ts';
import * as tiktok from './tiktok-client.ts';

export type TiktokAccessDeps = { db: Db; config: Config; policy: CallPolicy; window: RequestWindow };

/** The stored token while it has over 5 minutes left, else a refresh (which rotates the refresh token: the new one is stored). */
export async function tiktokAccess(deps: TiktokAccessDeps, tokens: SocialTokens, account: LinkedAccount, now: Date, force = false): Promise<string> {
  const owner = { platform: account.platform, platformUserId: account.platform_user_id };
  if (!force && account.access_token_encrypted && account.access_expires_at && account.access_expires_at.getTime() - now.getTime() > 5 * 60_000) {
    return tokens.open(account.access_token_encrypted, 'access', owner);
  }
  const calls = { config: deps.config.social.tiktok, policy: deps.policy, window: deps.window };
  const fresh = await tiktok.refreshTokens(calls, tokens.open(account.refresh_token_encrypted ?? '', 'refresh', owner));
  await saveTokens(deps.db, account.id, {
    accessEncrypted: tokens.seal(fresh.accessToken, 'access', owner),
    issuedAt: now,
    accessExpiresAt: new Date(now.getTime() + fresh.expiresIn * 1000),
    refreshEncrypted: tokens.seal(fresh.refreshToken, 'refresh', owner),
    refreshExpiresAt: new Date(now.getTime() + fresh.refreshExpiresIn * 1000),
  });
  return fresh.accessToken;
}
