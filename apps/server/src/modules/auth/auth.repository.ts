// SQL for sign-in: finding the account, the atomic failure counter and lockout, reset tokens.
import { MAX_FAILED_LOGINS, LOCKOUT_SECONDS } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findLoginUser(db: Db, identifier: { email?: string; account?: string }) {
  let query = db.selectFrom('users').select(['id', 'email', 'name', 'password_hash', 'language']).where('deleted_at', 'is', null);
  query = identifier.email
    ? query.where(sql`lower(email)`, '=', identifier.email.toLowerCase())
    : query.where(sql`lower(account)`, '=', (identifier.account ?? '').toLowerCase());
  return query.executeTakeFirst();
}

/**
 * Counts one attempt before the password is checked, in a single UPDATE, so that parallel guesses
 * cannot run more than five checks: the fifth reservation sets the lock, and a locked (or
 * still-locked) account reserves nothing. A lock that has run out starts a fresh count.
 */
export async function reserveLoginAttempt(db: Db, userId: number, now: Date): Promise<boolean> {
  const result = await sql<{ failed_logins: number }>`
    UPDATE users SET
      failed_logins = CASE WHEN locked_until IS NOT NULL AND locked_until <= ${now} THEN 1 ELSE failed_logins + 1 END,
      locked_until = CASE
        WHEN locked_until IS NOT NULL AND locked_until <= ${now} THEN NULL
        WHEN failed_logins + 1 >= ${MAX_FAILED_LOGINS} THEN ${now}::timestamptz + make_interval(secs => ${LOCKOUT_SECONDS})
        ELSE locked_until END
    WHERE id = ${userId} AND (locked_until IS NULL OR locked_until <= ${now})
    RETURNING failed_logins`.execute(db);
  return result.rows.length > 0;
}

export async function recordLoginSuccess(db: Db, userId: number, now: Date, language?: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: null, last_login_at: now, ...(language ? { language } : {}) })
    .where('id', '=', userId)
    .execute();
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
