// Spec 9: a sign-in must complete within 3 minutes of opening the page; a window that ran out
// blocks sign-in from that browser for another 3 minutes. A window is single use: it closes on
// the first successful sign-in.
import { randomUUID } from 'node:crypto';
import { LOGIN_WINDOW_BLOCK_SECONDS, LOGIN_WINDOW_SECONDS } from '@chorus/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class LoginWindows {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  /** Opens a window, unless the caller's previous one ran out less than 3 minutes ago. */
  async open(previous: string | undefined): Promise<{ challenge: string; expires_in: number }> {
    const now = this.clock.now();
    if (previous && uuidPattern.test(previous)) await this.refuseIfBlocked(previous, now);
    const id = randomUUID();
    await this.db
      .insertInto('login_challenges')
      .values({ id, issued_at: now, expires_at: new Date(now.getTime() + LOGIN_WINDOW_SECONDS * 1000) })
      .execute();
    return { challenge: id, expires_in: LOGIN_WINDOW_SECONDS };
  }

  /** Throws unless the challenge is open now. */
  async check(challenge: string | undefined): Promise<void> {
    if (!challenge || !uuidPattern.test(challenge)) throw new DomainError('errors.loginWindowMissing');
    const now = this.clock.now();
    const row = await this.db.selectFrom('login_challenges').selectAll().where('id', '=', challenge).executeTakeFirst();
    if (!row || row.used_at) throw new DomainError('errors.loginWindowMissing');
    if (row.expires_at.getTime() < now.getTime()) {
      await this.refuseIfBlocked(challenge, now);
      throw new DomainError('errors.loginWindowMissing');
    }
  }

  /** Closes the window after a successful sign-in; false if someone else already used it. */
  async close(challenge: string): Promise<boolean> {
    const result = await this.db
      .updateTable('login_challenges')
      .set({ used_at: this.clock.now() })
      .where('id', '=', challenge)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  private async refuseIfBlocked(challenge: string, now: Date): Promise<void> {
    const row = await this.db.selectFrom('login_challenges').selectAll().where('id', '=', challenge).executeTakeFirst();
    if (!row || row.used_at || row.expires_at.getTime() >= now.getTime()) return;
    const blockedUntil = row.expires_at.getTime() + LOGIN_WINDOW_BLOCK_SECONDS * 1000;
    if (now.getTime() < blockedUntil) {
      const retryAfter = Math.ceil((blockedUntil - now.getTime()) / 1000);
      throw new DomainError('errors.loginWindowExpired', { retryAfter });
    }
  }
}
