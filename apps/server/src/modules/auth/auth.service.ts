// Sign-in, sessions, password change and reset.
import { looksLikeEmail, MAX_FAILED_LOGINS, type LoginInput } from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import type { AppContext } from '../../app-context.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { composeMail } from '../mail/index.ts';
import { signAccessToken } from '../../security/access-token.ts';
import {
  clearPasswordChecks,
  countRecentResetTokens,
  findLoginUser,
  recordLoginSuccess,
  reserveLoginAttempt,
  reservePasswordCheck,
} from './auth.repository.ts';
import type { LoginWindows } from './login-window.ts';
import { hashPassword, verifyDummy, verifyPassword } from './password-hash.ts';
import { hashToken, newOpaqueToken } from './secure-token.ts';

export const RESET_TOKEN_SECONDS = 30 * 60;
const RESET_MAIL_INTERVAL_SECONDS = 60;
const RESET_MAILS_PER_HOUR = 5;

export type IssuedTokens = { access: string; accessSeconds: number; refresh: string; refreshSeconds: number };

/** Unknown account, wrong password and locked account all end here: same status, same body. */
const loginFailed = () => new DomainError('errors.loginFailed');
const invalidResetToken = () => new DomainError('errors.resetTokenInvalid', { fields: { token: 'errors.resetTokenInvalid' } });

/** What the service uses of the shared infrastructure, the system log and the login windows. */
export type AuthDeps = Pick<AppContext, 'db' | 'clock' | 'config' | 'secret' | 'sessions' | 'users' | 'mailer'> & { audit: AuditLog; windows: LoginWindows };

export class AuthService {
  private readonly deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.deps = deps;
  }

  issueAccessToken(session: { id: string; userId: number; realUserId: number | null }): string {
    const iat = Math.floor(this.deps.clock.now().getTime() / 1000);
    return signAccessToken(
      { sub: session.userId, sid: session.id, ...(session.realUserId ? { act: session.realUserId } : {}), iat, exp: iat + this.deps.config.accessTokenSeconds },
      this.deps.secret,
    );
  }

  async login(input: LoginInput, challenge: string | undefined, client: { ip: string; userAgent?: string }): Promise<IssuedTokens> {
    await this.deps.windows.check(challenge);
    // The first field that is filled in: a form may send the other one empty (the schema allows it).
    const typed = input.email?.trim() || input.account?.trim() || '';
    const identifier = looksLikeEmail(typed) ? { email: typed } : { account: typed };
    const user = await findLoginUser(this.deps.db, identifier);
    const now = this.deps.clock.now();
    const attempt = user ? await reserveLoginAttempt(this.deps.db, user.id, now) : null;
    if (!user || attempt === null) {
      await verifyDummy(input.password);
      await this.recordFailure(user?.id ?? null, user ? 'locked' : 'unknown_account', null, client.ip);
      throw loginFailed();
    }
    if (!(await verifyPassword(user.password_hash, input.password))) {
      await this.recordFailure(user.id, 'wrong_password', attempt, client.ip);
      throw loginFailed();
    }
    if (!(await this.deps.windows.close(challenge!))) {
      await this.recordFailure(user.id, 'login_window', null, client.ip);
      throw new DomainError('errors.loginWindowMissing');
    }
    await recordLoginSuccess(this.deps.db, user.id, attempt, now, input.language);
    await this.deps.audit.record({ action: 'auth.login', actor: { userId: user.id }, targetUserId: user.id, ip: client.ip });
    this.deps.users.invalidate(user.id);
    return this.openSession(user.id, null, client);
  }

  /**
   * One system-log row per failed sign-in (an unknown account names no one: what was typed may be
   * a password), and one more when this failure is the one that locked the account.
   */
  private async recordFailure(userId: number | null, reason: string, attempt: number | null, ip: string): Promise<void> {
    await this.deps.audit.record({ action: 'auth.login_failed', targetUserId: userId, details: { reason, ...(attempt ? { attempt } : {}) }, ip });
    if (userId !== null && attempt === MAX_FAILED_LOGINS) {
      await this.deps.audit.record({ action: 'auth.lockout', targetUserId: userId, details: { failures: attempt, via: 'login' }, ip });
    }
  }

  async openSession(userId: number, realUserId: number | null, client: { ip: string; userAgent?: string }): Promise<IssuedTokens> {
    const { sessionId, refreshToken } = await this.deps.sessions.open({ userId, realUserId, ip: client.ip, userAgent: client.userAgent });
    return {
      access: this.issueAccessToken({ id: sessionId, userId, realUserId }),
      accessSeconds: this.deps.config.accessTokenSeconds,
      refresh: refreshToken,
      refreshSeconds: this.deps.config.refreshTokenSeconds,
    };
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
    if (!refreshToken) throw new DomainError('errors.sessionExpired');
    const rotated = await this.deps.sessions.rotate(refreshToken);
    if (!rotated) throw new DomainError('errors.sessionExpired');
    // Inside the reuse interval the successor was issued a few seconds ago: its cookie lives as
    // long as the token does.
    const refreshSeconds = Math.max(1, Math.floor((rotated.expiresAt.getTime() - this.deps.clock.now().getTime()) / 1000));
    return {
      access: this.issueAccessToken(rotated.session),
      accessSeconds: this.deps.config.accessTokenSeconds,
      refresh: rotated.refreshToken,
      refreshSeconds,
    };
  }

  async logout(sessionId: string | null): Promise<void> {
    if (sessionId) await this.deps.sessions.revoke(sessionId, 'logout');
  }

  /**
   * Ends the user's other sessions; the current one stays signed in. Wrong current passwords count
   * against this session, never as failed sign-ins: a session holder cannot lock the account's
   * sign-in, and the fifth wrong guess ends the session, so further guesses need a sign-in, which
   * the sign-in lock guards (docs/decisions.md, issue 9).
   */
  async changePassword(userId: number, sessionId: string, oldPassword: string, newPassword: string, client: { ip: string } = { ip: '' }): Promise<void> {
    const user = await this.deps.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    const check = await reservePasswordCheck(this.deps.db, sessionId);
    if (check === null) {
      // A guess that raced the fifth: the session is ending, and this one is not checked.
      await verifyDummy(oldPassword);
      await this.deps.sessions.revoke(sessionId, 'password_check_limit');
      throw new DomainError('errors.sessionExpired');
    }
    if (!(await verifyPassword(user.password_hash, oldPassword))) {
      if (check === MAX_FAILED_LOGINS) {
        await this.deps.sessions.revoke(sessionId, 'password_check_limit');
        await this.deps.audit.record({ action: 'auth.password_check_limit', targetUserId: userId, details: { failures: check }, ip: client.ip || null });
        throw new DomainError('errors.sessionExpired');
      }
      throw new DomainError('errors.oldPasswordWrong', { fields: { old_password: 'errors.oldPasswordWrong' } });
    }
    await clearPasswordChecks(this.deps.db, sessionId);
    const passwordHash = await hashPassword(newPassword);
    const revoked = await this.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, password_changed_at: this.deps.clock.now() }).where('id', '=', userId).execute();
      await this.deps.audit.record({ action: 'auth.password_change', actor: { userId }, targetUserId: userId, ip: client.ip || null }, trx);
      return this.deps.sessions.revokeAllForUser(userId, 'password_changed', sessionId, trx);
    });
    this.deps.sessions.announceRevoked(revoked);
  }

  /**
   * Mails a reset link when the address belongs to someone. The caller answers the same either way
   * and does not wait for the mail, so neither the answer nor its timing tells who is registered.
   */
  async requestReset(email: string, language: LocaleCode | undefined, client: { ip: string } = { ip: '' }): Promise<void> {
    // The time of the request, not of whenever this background work gets to it.
    const now = this.deps.clock.now();
    const user = await findLoginUser(this.deps.db, { email });
    if (!user) return;
    const { token, hash } = newOpaqueToken();
    // Checking the limits and recording the token under a lock on the account's row, so that
    // requests arriving together cannot all pass the limits and each send a mail.
    const issued = await this.deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      const recent = await countRecentResetTokens(trx, user.id, new Date(now.getTime() - 3600_000));
      if (recent.total >= RESET_MAILS_PER_HOUR) return false;
      if (recent.newest && now.getTime() - recent.newest.getTime() < RESET_MAIL_INTERVAL_SECONDS * 1000) return false;
      await trx
        .insertInto('password_reset_tokens')
        .values({ token_hash: hash, user_id: user.id, created_at: now, expires_at: new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000) })
        .execute();
      await this.deps.audit.record({ action: 'auth.password_reset_request', targetUserId: user.id, ip: client.ip || null }, trx);
      return true;
    });
    if (!issued) return;
    const lang = (language ?? user.language) as LocaleCode;
    // The link is built from the configured address, never from the request's Host header.
    const link = `${this.deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&uid=${user.id}`;
    await this.deps.mailer.send(composeMail(lang, 'reset', user.email, { name: user.name, link }));
  }

  async checkResetToken(token: string, userId: number): Promise<{ valid: boolean; expires_at: string | null }> {
    const row = await this.liveResetToken(token, userId);
    return row ? { valid: true, expires_at: row.expires_at.toISOString() } : { valid: false, expires_at: null };
  }

  /** Single use; also clears a lockout and ends every session of the account. */
  async resetPassword(token: string, userId: number, newPassword: string, client: { ip: string } = { ip: '' }): Promise<void> {
    // Checked before hashing, so that bogus tokens cost no argon2 work; checked again below, in
    // the transaction that consumes the token.
    if (!(await this.liveResetToken(token, userId))) throw invalidResetToken();
    const passwordHash = await hashPassword(newPassword);
    const now = this.deps.clock.now();
    const revoked = await this.deps.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_reset_tokens as t')
        .set({ used_at: now })
        .from('users as u')
        .whereRef('u.id', '=', 't.user_id')
        .where('t.token_hash', '=', hashToken(token))
        .where('t.user_id', '=', userId)
        .where('t.used_at', 'is', null)
        .where('t.expires_at', '>', now)
        .whereRef('t.created_at', '>=', 'u.password_changed_at')
        .where('u.deleted_at', 'is', null)
        .returning('t.user_id')
        .executeTakeFirst();
      if (!used) return null;
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, password_changed_at: now, failed_logins: 0, locked_until: null })
        .where('id', '=', userId)
        .execute();
      await this.deps.audit.record({ action: 'auth.password_reset', actor: { userId }, targetUserId: userId, ip: client.ip || null }, trx);
      return this.deps.sessions.revokeAllForUser(userId, 'password_reset', null, trx);
    });
    if (!revoked) throw invalidResetToken();
    this.deps.sessions.announceRevoked(revoked);
    this.deps.users.invalidate(userId);
  }

  private async liveResetToken(token: string, userId: number) {
    const now = this.deps.clock.now();
    return this.deps.db
      .selectFrom('password_reset_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.expires_at'])
      .where('t.token_hash', '=', hashToken(token))
      .where('t.user_id', '=', userId)
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', now)
      .whereRef('t.created_at', '>=', 'u.password_changed_at')
      .executeTakeFirst();
  }
}
