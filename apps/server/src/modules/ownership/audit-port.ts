// The system log as groups, teams and ownership write it: one entry per change, in the change's
// transaction (so the entry exists exactly when the change does). Delegates to the system log
// service of modules/access.
import type { AuditAction } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { audit } from '../access/audit.service.ts';

export type AuditEntry = {
  action: AuditAction;
  /** The account the change was made as. */
  actorId: number;
  /** The administrator behind it while switched into `actorId`'s account. */
  realActorId: number | null;
  targetType: 'channel' | 'channel_group' | 'advertiser';
  targetId: string;
  /** The person most concerned (a transfer's recipient, a removed member), when there is one. */
  targetUserId?: number | null;
  details: Record<string, unknown>;
  /** The client's address. */
  ip?: string | null;
};

export type AuditSink = { record(db: Db, entry: AuditEntry): Promise<void> };

export function auditSink(ctx: Pick<AppContext, 'db' | 'clock'>): AuditSink {
  return {
    record: (db, entry) =>
      audit.record(
        ctx,
        {
          action: entry.action,
          actor: { userId: entry.actorId, realUserId: entry.realActorId },
          targetUserId: entry.targetUserId ?? null,
          target: { type: entry.targetType, id: entry.targetId },
          details: entry.details,
          ip: entry.ip ?? null,
        },
        db,
      ),
  };
}
