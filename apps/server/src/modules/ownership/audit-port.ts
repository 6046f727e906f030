// The system log as groups, teams and ownership see it: one entry per change, written in the
// change's transaction (so a change never commits without its entry, nor an entry without it).
import type { AuditAction } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';

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
};

export type AuditSink = { record(db: Db, entry: AuditEntry): Promise<void> };

export function auditSink(_ctx: AppContext): AuditSink {
  return {
    record: async (db, entry) => {
      await db
        .insertInto('audit_log')
        .values({
          action: entry.action,
          actor_id: entry.actorId,
          real_actor_id: entry.realActorId ?? entry.actorId,
          target_user_id: entry.targetUserId ?? null,
          target_type: entry.targetType,
          target_id: entry.targetId,
          details: JSON.stringify(entry.details),
        })
        .execute();
    },
  };
}
