// Sign-in, sessions, password change and reset.
import { looksLikeEmail, MAX_FAILED_LOGINS, type LoginInput } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { audit } from '../access/audit.service.ts';
import { signAccessToken } from './access-token.ts';
import { clearLoginAttempts, countRecentResetTokens, findLoginUser, recordLoginSuccess, reserveLoginAttempt } from './auth.repository.ts';
import type { LoginWindows } from './login-window.ts';
import { hashPassword, verifyDummy, verifyPassword } from './password-hash.ts';
import { hashToken, newOpaqueToken } from './secure-token.ts';

export const RESET_TOKEN_SECONDS = 30 * 60;
const RESET_MAIL_INTERVAL_SECONDS = 60;
const RESET_MAILS_PER_HOUR = 5;

export type IssuedTokens = { access: string; accessSeconds: number; refresh: string; refreshSeconds: number };

/** Unknown account, wrong password and locked account all end here: same status, same body. */
const loginFailed = () => new AppError(401, 'errors.loginFailed');
const invalidResetToken = () => new AppError(400, 'errors.resetTokenInvalid', { fields: { token: 'errors.resetTokenInvalid' } });

export class AuthService {
  private readonly ctx: AppContext;
  private readonly windows: LoginWindows;

  constructor(ctx: AppContext, windows: LoginWindows) {
    this.ctx = ctx;
    this.windows = windows;
  }

  issueAccessToken(session: { id: string; userId: number; realUserId: number | null }): string {
    const iat = Math.floor(this.ctx.clock.now().getTime() / 1000);
    return signAccessToken(
      { sub: session.userId, sid: session.id, ...(session.realUserId ? { act: session.realUserId } : {}), iat, exp: iat + this.ctx.config.accessTokenSeconds },
      this.ctx.secret,
    );
  }

  async login(input: LoginInput, challenge: string | undefined, client: { ip: string; userAgent?: string }): Promise<IssuedTokens> {
    await this.windows.check(challenge);
    // The first field that is filled in: a form may send the other one empty (the schema allows it).
    const typed = input.email?.trim() || input.account?.trim() || '';
    const identifier = looksLikeEmail(typed) ? { email: typed } : { account: typed };
    const user = await findLoginUser(this.ctx.db, identifier);
    const now = this.ctx.clock.now();
    const attempt = user ? await reserveLoginAttempt(this.ctx.db, user.id, now) : null;
    if (!user || attempt === null) {
      await verifyDummy(input.password);
      await this.recordFailure(user?.id ?? null, user ? 'locked' : 'unknown_account', null, client.ip);
      throw loginFailed();
    }
    if (!(await verifyPassword(user.password_hash, input.password))) {
      await this.recordFailure(user.id, 'wrong_password', attempt, client.ip);
      throw loginFailed();
    }
    if (!(await this.windows.close(challenge!))) {
      await this.recordFailure(user.id, 'login_window', null, client.ip);
      throw new AppError(400, 'errors.loginWindowMissing');
    }
    await recordLoginSuccess(this.ctx.db, user.id, attempt, now, input.language);
    await audit.record(this.ctx, { action: 'auth.login', actor: { userId: user.id }, targetUserId: user.id, ip: client.ip });
    this.ctx.users.invalidate(user.id);
    return this.openSession(user.id, null, client);
  }

  /**
   * One system-log row per failed sign-in (an unknown account names no one: what was typed may be
   * a password), and one more when this failure is the one that locked the account.
   */
  private async recordFailure(userId: number | null, reason: string, attempt: number | null, ip: string, via = 'login'): Promise<void> {
    if (via === 'login') {
      await audit.record(this.ctx, { action: 'auth.login_failed', targetUserId: userId, details: { reason, ...(attempt ? { attempt } : {}) }, ip });
    }
    if (userId !== null && attempt === MAX_FAILED_LOGINS) {
      await audit.record(this.ctx, { action: 'auth.lockout', targetUserId: userId, details: { failures: attempt, via }, ip });
    }
  }

  async openSession(userId: number, realUserId: number | null, client: { ip: string; userAgent?: string }): Promise<IssuedTokens> {
    const { sessionId, refreshToken } = await this.ctx.sessions.open({ userId, realUserId, ip: client.ip, userAgent: client.userAgent });
    return {
      access: this.issueAccessToken({ id: sessionId, userId, realUserId }),
      accessSeconds: this.ctx.config.accessTokenSeconds,
      refresh: refreshToken,
      refreshSeconds: this.ctx.config.refreshTokenSeconds,
    };
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
    if (!refreshToken) throw new AppError(401, 'errors.sessionExpired');
    const rotated = await this.ctx.sessions.rotate(refreshToken);
    if (!rotated) throw new AppError(401, 'errors.sessionExpired');
    // Inside the reuse interval the successor was issued a few seconds ago: its cookie lives as
    // long as the token does.
    const refreshSeconds = Math.max(1, Math.floor((rotated.expiresAt.getTime() - this.ctx.clock.now().getTime()) / 1000));
    return {
      access: this.issueAccessToken(rotated.session),
      accessSeconds: this.ctx.config.accessTokenSeconds,
      refresh: rotated.refreshToken,
      refreshSeconds,
    };
  }

  async logout(sessionId: string | null): Promise<void> {
    if (sessionId) await this.ctx.sessions.revoke(sessionId, 'logout');
  }

  /** Ends the user's other sessions; the current one stays signed in. */
  async changePassword(userId: number, sessionId: string, oldPassword: string, newPassword: string, client: { ip: string } = { ip: '' }): Promise<void> {
    const user = await this.ctx.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    const wrongOldPassword = () => new AppError(400, 'errors.oldPasswordWrong', { fields: { old_password: 'errors.oldPasswordWrong' } });
    // Guesses at the current password count like failed sign-ins, so a stolen session cannot try
    // passwords without limit.
    const attempt = await reserveLoginAttempt(this.ctx.db, userId, this.ctx.clock.now());
    if (attempt === null) {
      await verifyDummy(oldPassword);
      throw wrongOldPassword();
    }
    if (!(await verifyPassword(user.password_hash, oldPassword))) {
      await this.recordFailure(userId, 'wrong_password', attempt, client.ip, 'change_password');
      throw wrongOldPassword();
    }
    await clearLoginAttempts(this.ctx.db, userId, attempt);
    const passwordHash = await hashPassword(newPassword);
    const revoked = await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, password_changed_at: this.ctx.clock.now() }).where('id', '=', userId).execute();
      await audit.record(this.ctx, { action: 'auth.password_change', actor: { userId }, targetUserId: userId, ip: client.ip || null }, trx);
      return this.ctx.sessions.revokeAllForUser(userId, 'password_changed', sessionId, trx);
    });
    this.ctx.sessions.announceRevoked(revoked);
  }

  /**
   * Mails a reset link when the address belongs to someone. The caller answers the same either way
   * and does not wait for the mail, so neither the answer nor its timing tells who is registered.
   */
  async requestReset(email: string, language: LocaleCode | undefined, client: { ip: string } = { ip: '' }): Promise<void> {
    // The time of the request, not of whenever this background work gets to it.
    const now = this.ctx.clock.now();
    const user = await findLoginUser(this.ctx.db, { email });
    if (!user) return;
    const { token, hash } = newOpaqueToken();
    // Checking the limits and recording the token under a lock on the account's row, so that
    // requests arriving together cannot all pass the limits and each send a mail.
    const issued = await this.ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      const recent = await countRecentResetTokens(trx, user.id, new Date(now.getTime() - 3600_000));
      if (recent.total >= RESET_MAILS_PER_HOUR) return false;
      if (recent.newest && now.getTime() - recent.newest.getTime() < RESET_MAIL_INTERVAL_SECONDS * 1000) return false;
      await trx
        .insertInto('password_reset_tokens')
        .values({ token_hash: hash, user_id: user.id, created_at: now, expires_at: new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000) })
        .execute();
      await audit.record(this.ctx, { action: 'auth.password_reset_request', targetUserId: user.id, ip: client.ip || null }, trx);
      return true;
    });
    if (!issued) return;
    const lang = (language ?? user.language) as LocaleCode;
    // The link is built from the configured address, never from the request's Host header.
    const link = `${this.ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&uid=${user.id}`;
    await this.ctx.mailer.send({
      to: user.email,
      subject: translate(lang, 'mail', 'reset.subject'),
      text: translate(lang, 'mail', 'reset.body', { name: user.name, link }),
    });
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
    const now = this.ctx.clock.now();
    const revoked = await this.ctx.db.transaction().execute(async (trx) => {
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
      await audit.record(this.ctx, { action: 'auth.password_reset', actor: { userId }, targetUserId: userId, ip: client.ip || null }, trx);
      return this.ctx.sessions.revokeAllForUser(userId, 'password_reset', null, trx);
    });
    if (!revoked) throw invalidResetToken();
    this.ctx.sessions.announceRevoked(revoked);
    this.ctx.users.invalidate(userId);
  }

  private async liveResetToken(token: string, userId: number) {
    const now = this.ctx.clock.now();
    return this.ctx.db
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
