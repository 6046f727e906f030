// The system log (security plan 31). Every security event writes exactly one row, with the account
// it was done as, the person really behind it (different while an administrator works as someone
// else), the target, the client address and the server's time. Rows are never changed: the
// application's database role may only add and read them (db/app-role.ts).
//
// Used by sign-in, reset and password change (modules/auth), invitations, user administration,
// permissions and switching (this module), and ownership transfers (modules/channels-admin):
//
//   await audit.record(ctx, { action: 'channel.owner_transfer', actor: principal, ip: req.ip,
//     target: { type: 'channel', id: channelId }, targetUserId: newOwnerId, details: { mode } }, trx);
//
// Pass the transaction that makes the change, so the row exists exactly when the change does.
import type { AuditAction } from '@chorus/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { insertAuditRow, listAuditRows, userIdsNamed } from './audit.repository.ts';

/** Who did it: a request's principal (its switched identity and the real person), or plain ids. */
export type AuditActor = { userId: number; realUserId?: number | null };

export type AuditEvent = {
  action: AuditAction;
  actor?: AuditActor | null;
  targetUserId?: number | null;
  /** The object acted on, when it is not (only) a user: a channel, an invitation, … */
  target?: { type: string; id: string | number } | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

export const audit = {
  /** Writes the event's one row, in `db` when given (the transaction making the change). */
  async record(deps: { db: Db; clock: Clock }, event: AuditEvent, db: Db = deps.db): Promise<void> {
    const actor = event.actor ?? null;
    await insertAuditRow(db, {
      created_at: deps.clock.now(),
      action: event.action,
      actor_id: actor?.userId ?? null,
      real_actor_id: actor ? (actor.realUserId ?? actor.userId) : null,
      target_user_id: event.targetUserId ?? null,
      target_type: event.target ? encodeControls(event.target.type.slice(0, 64)) : null,
      target_id: event.target ? encodeControls(String(event.target.id).slice(0, 256)) : null,
      details: sanitize(event.details ?? {}) as Record<string, unknown>,
      ip: event.ip ? encodeControls(event.ip.slice(0, 64)) : null,
    });
  },
};

/**
 * Control characters (CR, LF, NUL, …) in logged text are written as \uXXXX escapes, so no input can
 * forge a line of a line-oriented export or be refused by the database (jsonb refuses NUL).
 */
function encodeControls(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    out += code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }
  return out;
}

function sanitize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return encodeControls(value.slice(0, 2000));
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  if (depth > 5) return '…';
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => sanitize(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [encodeControls(k), sanitize(v, depth + 1)]));
}

type PersonRef = { id: number; email: string | null; name: string | null };
const person = (id: number | null, email: string | null, name: string | null): PersonRef | null => (id === null ? null : { id, email, name });

/** The syslog page: filters by action (or family "auth."), actor or real actor, target, days (UTC). */
export async function readSyslog(
  db: Db,
  query: { action?: string; actor?: string; target?: string; from?: string; to?: string; page?: number; page_size?: number },
) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 50;
  const filter = {
    action: query.action,
    actorIds: query.actor ? await userIdsNamed(db, query.actor) : undefined,
    targetIds: query.target ? await userIdsNamed(db, query.target) : undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) : undefined,
  };
  const { rows, total } = await listAuditRows(db, filter, { limit: pageSize, offset: (page - 1) * pageSize });
  return {
    items: rows.map((r) => ({
      id: r.id,
      created_at: r.created_at.toISOString(),
      action: r.action,
      actor: person(r.actor_id, r.actor_email, r.actor_name),
      real_actor: person(r.real_actor_id, r.real_email, r.real_name),
      target_user: person(r.target_user_id, r.target_email, r.target_name),
      target_type: r.target_type,
      target_id: r.target_id,
      details: r.details,
      ip: r.ip,
    })),
    total,
    page,
    page_size: pageSize,
  };
}
