// The system log (security plan 31). Every security event writes exactly one row, with the account
// it was done as, the person really behind it (different while an administrator works as someone
// else), the target, the client address and the server's time. Rows are never changed: the
// application's database role may only add and read them (db/app-role.ts).
//
// Written by every module that changes something security-relevant (sign-in, invitations, user
// administration, permissions, switching, groups, teams, ownership, channel visibility), so it
// lives below them all; the syslog page that reads it belongs to modules/access. A module's
// composition root builds one `auditLog({ db, clock })` and hands it to the services that write:
//
//   await this.audit.record({ action: 'channel.owner_transfer', actor: principal, ip,
//     target: { type: 'channel', id: channelId }, targetUserId: newOwnerId, details: { mode } }, trx);
//
// Pass the transaction that makes the change, so the row exists exactly when the change does.
import type { AuditAction, AuditTargetType } from '@chorus/contract';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

/** Who did it: a request's principal (its switched identity and the real person), or plain ids. */
export type AuditActor = { userId: number; realUserId?: number | null };

export type AuditEvent = {
  action: AuditAction;
  actor?: AuditActor | null;
  targetUserId?: number | null;
  /** The object acted on, when it is not (only) a user: a channel, an invitation, … */
  target?: { type: AuditTargetType; id: string | number } | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

export const audit = {
  /** Writes the event's one row, in `db` when given (the transaction making the change). */
  async record(deps: { db: Db; clock: Clock }, event: AuditEvent, db: Db = deps.db): Promise<void> {
    const actor = event.actor ?? null;
    await db
      .insertInto('audit_log')
      .values({
        created_at: deps.clock.now(),
        action: event.action,
        actor_id: actor?.userId ?? null,
        real_actor_id: actor ? (actor.realUserId ?? actor.userId) : null,
        target_user_id: event.targetUserId ?? null,
        target_type: event.target ? encodeControls(event.target.type.slice(0, 64)) : null,
        target_id: event.target ? encodeControls(String(event.target.id).slice(0, 256)) : null,
        details: JSON.stringify(sanitize(event.details ?? {})),
        ip: event.ip ? encodeControls(event.ip.slice(0, 64)) : null,
      })
      .execute();
  },
};

/** The system log as a service receives it: bound to its database and clock. */
export type AuditLog = { record(event: AuditEvent, db?: Db): Promise<void> };

export function auditLog(deps: { db: Db; clock: Clock }): AuditLog {
  return { record: (event, db) => audit.record(deps, event, db) };
}

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
