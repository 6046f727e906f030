// SQL for sign-in: finding the account, the atomic failure counter and lockout, reset tokens.
import { MAX_FAILED_LOGINS, LOCKOUT_SECONDS } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findLoginUser(db: Db, identifier: { email?: string; account?: string }) {
  // Invited accounts waiting for their first password neither sign in nor reset: only the link can activate them.
  let query = db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'password_hash', 'language'])
    .where('deleted_at', 'is', null)
    .where('pending_invitation', '=', false);
  query = identifier.email
    ? query.where(sql`lower(email)`, '=', identifier.email.toLowerCase())
    : query.where(sql`lower(account)`, '=', (identifier.account ?? '').toLowerCase());
  return query.executeTakeFirst();
}

/**
 * Counts one attempt before the password is checked, in a single UPDATE, so that parallel guesses
 * cannot run more than five checks: the fifth reservation sets the lock, and a locked account
 * reserves nothing. A lock that has run out, or a previous attempt more than 15 minutes ago,
 * starts a fresh count. Answers the attempt's number, or null when the account is locked.
 */
export async function reserveLoginAttempt(db: Db, userId: number, now: Date): Promise<number | null> {
  const result = await sql<{ failed_logins: number }>`
    WITH previous AS (
      SELECT id, (locked_until IS NOT NULL AND locked_until <= ${now})
          OR last_login_attempt_at IS NULL
          OR last_login_attempt_at <= ${now}::timestamptz - make_interval(secs => ${LOCKOUT_SECONDS}) AS fresh
      FROM users WHERE id = ${userId}
    )
    UPDATE users SET
      failed_logins = CASE WHEN previous.fresh THEN 1 ELSE failed_logins + 1 END,
      locked_until = CASE
        WHEN (CASE WHEN previous.fresh THEN 1 ELSE failed_logins + 1 END) >= ${MAX_FAILED_LOGINS}
          THEN ${now}::timestamptz + make_interval(secs => ${LOCKOUT_SECONDS})
        ELSE NULL END,
      last_login_attempt_at = ${now}
    FROM previous
    WHERE users.id = previous.id AND (locked_until IS NULL OR locked_until <= ${now})
    RETURNING failed_logins`.execute(db);
  return result.rows[0]?.failed_logins ?? null;
}

/**
 * After a right password: clears the count, unless other attempts were reserved after this one
 * (an attack running alongside), so a concurrent correct sign-in never lifts their lock.
 */
export async function recordLoginSuccess(db: Db, userId: number, attempt: number, now: Date, language?: string): Promise<void> {
  await sql`
    UPDATE users SET
      last_login_at = ${now},
      language = COALESCE(${language ?? null}, language),
      failed_logins = CASE WHEN failed_logins = ${attempt} THEN 0 ELSE failed_logins END,
      locked_until = CASE WHEN failed_logins = ${attempt} THEN NULL ELSE locked_until END
    WHERE id = ${userId}`.execute(db);
}

/**
 * Counts one check of the current password on a password change against the session, before the
 * password is checked, in a single UPDATE (as for sign-ins: parallel guesses cannot run more than
 * five checks). Answers the check's number, or null when the session has had its five or has ended.
 */
export async function reservePasswordCheck(db: Db, sessionId: string): Promise<number | null> {
  const row = await db
    .updateTable('sessions')
    .set((eb) => ({ password_check_failures: eb('password_check_failures', '+', 1) }))
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('password_check_failures', '<', MAX_FAILED_LOGINS)
    .returning('password_check_failures')
    .executeTakeFirst();
  return row?.password_check_failures ?? null;
}

/** A right current password clears the session's count. */
export async function clearPasswordChecks(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ password_check_failures: 0 }).where('id', '=', sessionId).execute();
}

export async function countRecentResetTokens(db: Db, userId: number, since: Date): Promise<{ total: number; newest: Date | null }> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.max('created_at').as('newest')])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), newest: row.newest ? new Date(row.newest as unknown as string) : null };
}
