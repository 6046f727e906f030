// Sign-in leaves rows behind (login windows, expired refresh and reset tokens); an hourly sweep
// keeps those tables small. Rows are kept a day past expiry so that "expired" and "unknown" stay
// distinguishable for the answers that need it.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { sweepThrottleWindows } from '../../http/throttle.ts';

export async function sweepExpiredAuthRows(db: Db, clock: Clock): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - 24 * 3600 * 1000);
  await db.deleteFrom('login_challenges').where('expires_at', '<', cutoff).execute();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', cutoff).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', cutoff).execute();
  await sweepThrottleWindows(db, clock.now());
}

export function scheduleAuthSweep(db: Db, clock: Clock, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => sweepExpiredAuthRows(db, clock).catch(onError), 3600 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
