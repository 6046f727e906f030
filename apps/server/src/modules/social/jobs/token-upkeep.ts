// Keeping links alive (issue 27): once a day, every live link whose token nears its end is renewed
// (Instagram: the 60-day token, once it is a day old and within 10 days of its expiry; TikTok: the
// rotating refresh token within 10 days of its expiry, from `expires_in` as answered); a link that
// will still lapse within 7 days (renewal refused or impossible) has its creator (the channel's owner) mailed once, in
// their language. A refused token marks the link revoked: nothing more is tried for it.
import { translate, type LocaleCode } from '@chorus/i18n';
import type { Db } from '../../../db/database.ts';
import type { Mailer } from '../../../ports/mailer.ts';
import { composeMail } from '../../mail/index.ts';
import { EXPIRY_WARNING_MS } from '../accounts/accounts.repository.ts';
import { isConfigured } from '../accounts/link.service.ts';
import * as instagram from '../instagram/instagram-client.ts';
import { SocialTokenError } from '../platform-http.ts';
import { socialTokens } from '../social-tokens.ts';
import { tiktokAccess } from '../tiktok/tiktok-access.ts';
import type { CollectDeps } from './collect-account.ts';
import { liveAccounts, markRefused, markWarned, saveTokens, type LinkedAccount } from './collect.repository.ts';

const DAY_MS = 86_400_000;
/** Renewed when its end is this near. */
export const RENEW_WITHIN_MS = 10 * DAY_MS;
/** Instagram refreshes a long-lived token only once it is at least a day old. */
export const IG_MIN_AGE_MS = DAY_MS;

export type UpkeepDeps = CollectDeps & { mailer: Mailer; log: (m: string) => void };
export type UpkeepResult = { renewed: number; refused: number; warned: number; failed: number };

export async function upkeepTokens(deps: UpkeepDeps, now: Date): Promise<UpkeepResult> {
  const result: UpkeepResult = { renewed: 0, refused: 0, warned: 0, failed: 0 };
  for (const account of await liveAccounts(deps.db, now)) {
    if (!isConfigured(deps.config, account.platform) || !account.access_token_encrypted) continue;
    let expiresAt = account.token_expires_at;
    if (expiresAt && expiresAt.getTime() - now.getTime() <= RENEW_WITHIN_MS) {
      // A renewal or a refusal changes the link's end or status, which its answers show.
      const changed = () => deps.bus.publish({ kind: 'social', id: String(account.id) });
      try {
        const renewedUntil = await renew(deps, account, now);
        if (renewedUntil) {
          result.renewed += 1;
          expiresAt = renewedUntil;
          changed();
        }
      } catch (error) {
        if (error instanceof SocialTokenError) {
          await markRefused(deps.db, account.id, 'revoked', error.message, now);
          changed();
          result.refused += 1;
          continue;
        }
        // An outage or a rate limit: tried again tomorrow (and the warning below still goes out).
        result.failed += 1;
        deps.log(`renewing social account ${account.id}: ${(error as Error).message}`);
      }
    }
    if (expiresAt && expiresAt.getTime() - now.getTime() <= EXPIRY_WARNING_MS && account.expiry_warned_for?.getTime() !== expiresAt.getTime()) {
      if (await warn(deps, account, expiresAt)) {
        await markWarned(deps.db, account.id, expiresAt);
        result.warned += 1;
      }
    }
  }
  return result;
}

/** The new end of the link, or null when it cannot be renewed yet (an Instagram token younger than a day). */
async function renew(deps: UpkeepDeps, account: LinkedAccount, now: Date): Promise<Date | null> {
  const tokens = await socialTokens(deps.config.social.tokenKey, deps.config.dataDir);
  if (account.platform === 'tiktok') {
    await tiktokAccess(deps, tokens, account, now, true);
    const row = await deps.db.selectFrom('social_accounts').select('token_expires_at').where('id', '=', account.id).executeTakeFirst();
    return row?.token_expires_at ?? null;
  }
  if (!account.access_issued_at || now.getTime() - account.access_issued_at.getTime() < IG_MIN_AGE_MS) return null;
  const owner = { platform: account.platform, platformUserId: account.platform_user_id };
  const fresh = await instagram.refreshLongLived(deps.config.social.instagram, deps.policy, tokens.open(account.access_token_encrypted ?? '', 'access', owner));
  const expiresAt = new Date(now.getTime() + fresh.expiresIn * 1000);
  await saveTokens(deps.db, account.id, {
    accessEncrypted: tokens.seal(fresh.accessToken, 'access', owner),
    issuedAt: now,
    accessExpiresAt: expiresAt,
    refreshEncrypted: null,
    refreshExpiresAt: null,
  });
  return expiresAt;
}

/** Mails the channel's owner, the creator (else the person who linked the account); false when there is no one or the mail failed. */
async function warn(deps: UpkeepDeps, account: LinkedAccount, expiresAt: Date): Promise<boolean> {
  const person = await recipient(deps.db, account);
  if (!person) return false;
  const language = person.language as LocaleCode;
  const vars = {
    name: person.name,
    platform: translate(language, 'mail', `socialLinkExpiring.platforms.${account.platform}`),
    username: account.username,
    date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: deps.config.social.timeZone }).format(expiresAt),
    link: `${deps.config.publicUrl}/dashboard/info`,
  };
  try {
    await deps.mailer.send(composeMail(language, 'socialLinkExpiring', person.email, vars));
    return true;
  } catch (error) {
    deps.log(`link expiry mail for social account ${account.id} not sent: ${(error as Error).message}`);
    return false;
  }
}

async function recipient(db: Db, account: LinkedAccount): Promise<{ email: string; name: string; language: string } | undefined> {
  const owner = await db
    .selectFrom('channel_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.email', 'u.name', 'u.language'])
    .where('m.channel_id', '=', account.channel_id)
    .where('m.member_type', '=', 'owner')
    .executeTakeFirst();
  if (owner || account.linked_by === null) return owner;
  return db.selectFrom('users').select(['email', 'name', 'language']).where('id', '=', account.linked_by).executeTakeFirst();
}
