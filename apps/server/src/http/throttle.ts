// A fixed-window counter per client address for sign-in and reset requests (security plan 13),
// kept in PostgreSQL so that every API process behind a balancer counts the same requests (issue
// 25): one upsert per throttled request, atomic under concurrency. Addresses come from the socket
// unless TRUST_PROXY names a proxy that sets X-Forwarded-For. Finished windows are removed by the
// hourly auth sweep (modules/auth/auth-maintenance.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export const THROTTLE_WINDOW_MS = 60_000;

export class AddressThrottle {
  private readonly db: Db;
  private readonly limitPerMinute: number;
  private readonly now: () => number;

  constructor(db: Db, limitPerMinute: number, now: () => number) {
    this.db = db;
    this.limitPerMinute = limitPerMinute;
    this.now = now;
  }

  /** Counts one request; answers the seconds to wait when over the limit, else 0. */
  async hit(address: string): Promise<number> {
    const now = this.now();
    const at = new Date(now);
    const expired = new Date(now - THROTTLE_WINDOW_MS);
    const { rows } = await sql<{ window_start: Date; hits: number }>`
      INSERT INTO address_throttle AS t (key, window_start, hits) VALUES (${address}, ${at}, 1)
      ON CONFLICT (key) DO UPDATE SET
        window_start = CASE WHEN t.window_start <= ${expired} THEN ${at} ELSE t.window_start END,
        hits = CASE WHEN t.window_start <= ${expired} THEN 1 ELSE t.hits + 1 END
      RETURNING window_start, hits`.execute(this.db);
    const window = rows[0]!;
    return window.hits > this.limitPerMinute ? Math.max(1, Math.ceil((window.window_start.getTime() + THROTTLE_WINDOW_MS - now) / 1000)) : 0;
  }
}

/** Drops the windows that have run out (the auth sweep). */
export async function sweepThrottleWindows(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('address_throttle')
    .where('window_start', '<=', new Date(now.getTime() - THROTTLE_WINDOW_MS))
    .execute();
}
