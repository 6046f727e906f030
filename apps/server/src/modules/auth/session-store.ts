// Sessions and their refresh-token families. Whether a session is still live is asked on every
// request, so the answer is cached in memory and dropped the moment a session is revoked.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { KeyedCache, type InvalidationBus } from '../../cache/invalidation-bus.ts';
import { hashToken, newOpaqueToken } from './secure-token.ts';

export type LiveSession = { id: string; userId: number; realUserId: number | null };

export class SessionStore {
  private readonly live = new KeyedCache<Promise<LiveSession | null>>(50_000);

  private readonly db: Db;
  private readonly bus: InvalidationBus;
  private readonly clock: Clock;
  private readonly refreshSeconds: number;

  constructor(db: Db, bus: InvalidationBus, clock: Clock, refreshSeconds: number) {
    this.db = db;
    this.bus = bus;
    this.clock = clock;
    this.refreshSeconds = refreshSeconds;
    bus.subscribe((m) => {
      if (m.kind === 'session') this.live.delete(m.id);
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
        .values({ id, user_id: input.userId, real_user_id: input.realUserId ?? null, created_at: now, ip: input.ip, user_agent: input.userAgent?.slice(0, 300) ?? null })
        .execute();
      await trx
        .insertInto('refresh_tokens')
        .values({ token_hash: refresh.hash, session_id: id, issued_at: now, expires_at: new Date(now.getTime() + this.refreshSeconds * 1000) })
        .execute();
    });
    return { sessionId: id, refreshToken: refresh.token };
  }

  /**
   * Trades a refresh token for a new one. A token that was already traded is a sign of theft:
   * the whole family (session) is revoked.
   */
  async rotate(refreshToken: string): Promise<{ session: LiveSession; refreshToken: string } | null> {
    const now = this.clock.now();
    const tokenHash = hashToken(refreshToken);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('refresh_tokens as t')
        .innerJoin('sessions as s', 's.id', 't.session_id')
        .select(['t.session_id', 't.expires_at', 't.rotated_at', 's.revoked_at', 's.user_id', 's.real_user_id'])
        .where('t.token_hash', '=', tokenHash)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.revoked_at) return null;
      if (row.rotated_at) {
        await trx.updateTable('sessions').set({ revoked_at: now, revoked_reason: 'refresh_reuse' }).where('id', '=', row.session_id).execute();
        return { kind: 'reused' as const, sessionId: row.session_id };
      }
      if (row.expires_at.getTime() <= now.getTime()) return null;
      await trx.updateTable('refresh_tokens').set({ rotated_at: now }).where('token_hash', '=', tokenHash).execute();
      const next = newOpaqueToken();
      await trx
        .insertInto('refresh_tokens')
        .values({ token_hash: next.hash, session_id: row.session_id, issued_at: now, expires_at: new Date(now.getTime() + this.refreshSeconds * 1000) })
        .execute();
      return { kind: 'rotated' as const, session: { id: row.session_id, userId: row.user_id, realUserId: row.real_user_id }, refreshToken: next.token };
    });
    if (!outcome) return null;
    if (outcome.kind === 'reused') {
      this.bus.publish({ kind: 'session', id: outcome.sessionId });
      return null;
    }
    return { session: outcome.session, refreshToken: outcome.refreshToken };
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
