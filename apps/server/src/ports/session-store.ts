// Port: sessions and their refresh-token families (modules/auth/session-store.ts). Whether a session
// is live is asked on every request.
import type { Db } from '../db/database.ts';

export type LiveSession = { id: string; userId: number; realUserId: number | null };

export interface SessionStore {
  get(sessionId: string): Promise<LiveSession | null>;
  /** Opens a session and returns its first refresh token. */
  open(input: { userId: number; realUserId?: number | null; ip: string; userAgent: string | undefined }): Promise<{ sessionId: string; refreshToken: string }>;
  /** Trades a refresh token for a new one (null: refused; a reused token revokes its family). */
  rotate(refreshToken: string): Promise<{ session: LiveSession; refreshToken: string; expiresAt: Date } | null>;
  sessionOfRefreshToken(refreshToken: string): Promise<string | null>;
  revoke(sessionId: string, reason: string): Promise<void>;
  /** Ends every session of a user (or every one but `keep`), in the caller's transaction if given. */
  revokeAllForUser(userId: number, reason: string, keep?: string | null, trx?: Db): Promise<string[]>;
  announceRevoked(sessionIds: string[]): void;
}
