// Sessions and their refresh-token families. Whether a session is still live is asked on every
// request, so the answer is cached in memory and dropped the moment a session is revoked.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { KeyedCache, type InvalidationBus } from '../../cache/invalidation-bus.ts';
import type { LiveSession, SessionStore as SessionStorePort } from '../../ports/session-store.ts';
import { hashToken, newOpaqueToken, openWithToken, sealWithToken } from './secure-token.ts';

export type { LiveSession } from '../../ports/session-store.ts';

export class SessionStore implements SessionStorePort {
  private readonly live = new KeyedCache<Promise<LiveSession | null>>(50_000);

  private readonly db: Db;
  private readonly bus: InvalidationBus;
  private readonly clock: Clock;
  private readonly refreshSeconds: number;
  private readonly reuseSeconds: number;

  /** `reuseSeconds`: the refresh-token reuse interval (REFRESH_REUSE_SECONDS; 0 = none). */
  constructor(db: Db, bus: InvalidationBus, clock: Clock, refreshSeconds: number, reuseSeconds = 0) {
    this.db = db;
    this.bus = bus;
    this.clock = clock;
    this.refreshSeconds = refreshSeconds;
    this.reuseSeconds = reuseSeconds;
    bus.subscribe((m) => {
      if (m.kind === 'session') this.live.delete(m.id);
      else if (m.kind === 'all') this.live.clear();
    });
  }

  async get(sessionId: string): Promise<LiveSession | null> {
    let entry = this.live.get(sessionId);
    if (!entry) {
      entry = this.db
        .selectFrom('sessions')
        .select(['id', 'user_id as userId', 'real_user_id as realUserId'])
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
        .then((row) => row ?? null);
      this.live.set(sessionId, entry);
    }
    return entry;
  }

  /** Opens a session and returns its first refresh token. */
  async open(input: { userId: number; realUserId?: number | null; ip: string; userAgent: string | undefined }) {
    const id = randomUUID();
    const now = this.clock.now();
    const refresh = newOpaqueToken();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sessions')
        .values({
          id,
          user_id: input.userId,
          real_user_id: input.realUserId ?? null,
          created_at: now,
          ip: input.ip,
          user_agent: input.userAgent?.slice(0, 300) ?? null,
        })
        .execute();
      await trx
        .insertInto('refresh_tokens')
        .values({ token_hash: refresh.hash, session_id: id, issued_at: now, expires_at: new Date(now.getTime() + this.refreshSeconds * 1000) })
        .execute();
    });
    return { sessionId: id, refreshToken: refresh.token };
  }

  /**
   * Trades a refresh token for a new one. A token that was already traded is a sign of theft: the
   * whole family (session) is revoked, with one exception, the reuse interval. Two tabs share the
   * cookie and may refresh at the same moment; the token traded by the first is then presented
   * again by the second. Presented within `reuseSeconds` of its rotation, while its successor is
   * still the family's live token, it is answered with that same successor (no new token, no
   * branch of the family). Older tokens, and any reuse after the interval, revoke as before.
   *
   * Atomic: the presented token's row is locked, so parallel refreshes with one token rotate it
   * once and all others wait and then get the same successor. Locks are only ever taken from the
   * newer token to the older one (rotating a token clears its predecessor's seal), never the other
   * way, so they cannot deadlock.
   */
  async rotate(refreshToken: string): Promise<{ session: LiveSession; refreshToken: string; expiresAt: Date } | null> {
    const now = this.clock.now();
    const tokenHash = hashToken(refreshToken);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('refresh_tokens as t')
        .innerJoin('sessions as s', 's.id', 't.session_id')
        .select(['t.session_id', 't.expires_at', 't.rotated_at', 't.successor_hash', 't.successor_sealed', 's.revoked_at', 's.user_id', 's.real_user_id'])
        .where('t.token_hash', '=', tokenHash)
        .forUpdate('t')
        .executeTakeFirst();
      if (!row || row.revoked_at) return null;
      const session = { id: row.session_id, userId: row.user_id, realUserId: row.real_user_id };
      if (row.rotated_at) {
        const successor = await this.graceSuccessor(trx, refreshToken, row, now);
        if (successor) return { kind: 'rotated' as const, session, ...successor };
        await trx.updateTable('sessions').set({ revoked_at: now, revoked_reason: 'refresh_reuse' }).where('id', '=', row.session_id).execute();
        return { kind: 'reused' as const, sessionId: row.session_id };
      }
      if (row.expires_at.getTime() <= now.getTime()) return null;
      const next = newOpaqueToken();
      const expiresAt = new Date(now.getTime() + this.refreshSeconds * 1000);
      await trx
        .updateTable('refresh_tokens')
        .set({
          rotated_at: now,
          successor_hash: next.hash,
          successor_sealed: this.reuseSeconds > 0 ? sealWithToken(refreshToken, next.token, row.session_id) : null,
        })
        .where('token_hash', '=', tokenHash)
        .execute();
      // The token before this one is now two rotations back: it loses its reuse interval.
      await trx
        .updateTable('refresh_tokens')
        .set({ successor_sealed: null })
        .where('session_id', '=', row.session_id)
        .where('successor_hash', '=', tokenHash)
        .where('successor_sealed', 'is not', null)
        .execute();
      await trx.insertInto('refresh_tokens').values({ token_hash: next.hash, session_id: row.session_id, issued_at: now, expires_at: expiresAt }).execute();
      return { kind: 'rotated' as const, session, refreshToken: next.token, expiresAt };
    });
    if (!outcome) return null;
    if (outcome.kind === 'reused') {
      this.bus.publish({ kind: 'session', id: outcome.sessionId });
      return null;
    }
    return { session: outcome.session, refreshToken: outcome.refreshToken, expiresAt: outcome.expiresAt };
  }

  /**
   * The successor of a rotated token when the reuse interval applies: rotated at most
   * `reuseSeconds` ago, still the immediately previous token (its seal is cleared when the
   * successor rotates), and the successor is live. Otherwise null.
   */
  private async graceSuccessor(
    trx: Db,
    refreshToken: string,
    row: { session_id: string; rotated_at: Date | null; successor_hash: string | null; successor_sealed: string | null },
    now: Date,
  ): Promise<{ refreshToken: string; expiresAt: Date } | null> {
    if (this.reuseSeconds <= 0 || !row.rotated_at || !row.successor_hash || !row.successor_sealed) return null;
    if (now.getTime() - row.rotated_at.getTime() > this.reuseSeconds * 1000) return null;
    const successor = await trx
      .selectFrom('refresh_tokens')
      .select(['expires_at', 'rotated_at'])
      .where('token_hash', '=', row.successor_hash)
      .where('session_id', '=', row.session_id)
      .executeTakeFirst();
    if (!successor || successor.rotated_at || successor.expires_at.getTime() <= now.getTime()) return null;
    const token = openWithToken(refreshToken, row.successor_sealed, row.session_id);
    if (!token || hashToken(token) !== row.successor_hash) return null;
    return { refreshToken: token, expiresAt: successor.expires_at };
  }

  async sessionOfRefreshToken(refreshToken: string): Promise<string | null> {
    const row = await this.db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', hashToken(refreshToken)).executeTakeFirst();
    return row?.session_id ?? null;
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    this.bus.publish({ kind: 'session', id: sessionId });
  }

  /** Ends every session of a user (or every one but `keep`), in the caller's transaction if given. */
  async revokeAllForUser(userId: number, reason: string, keep: string | null = null, trx: Db = this.db): Promise<string[]> {
    const rows = await trx
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now(), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .$if(keep !== null, (q) => q.where('id', '!=', keep as string))
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  announceRevoked(sessionIds: string[]): void {
    for (const id of sessionIds) this.bus.publish({ kind: 'session', id });
  }
}
