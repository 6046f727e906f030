// What the ledger's services share: their infrastructure, who is acting, and the month of "now".
import type { Subject } from '@chorus/contract';
import type { AuditLog } from '../../../audit/audit-log.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { ActingCaller } from '../../../security/subject.ts';

export type LedgerDeps = {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  /** Issue 30: called in the transaction that finalises a month (the statement mail is queued there). */
  onMonthClosed?: (trx: Db, yearMonth: string) => Promise<void>;
};

/** The caller as the services see them: who they are (and who is behind a switch), their subject, their address. */
export type Actor = ActingCaller;

/** The month (YYYYMM, UTC) a time falls in. */
export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** An object the caller may not use: 403 when they belong to its channel (they may see it exists), 404 when not. */
export function refused(subject: Subject, channelId: string): DomainError {
  return new DomainError(subject.channels.some((c) => c.channel_id === channelId) ? 'errors.forbidden' : 'errors.notFound');
}

/** The audit event's common part: actor, address and the month the change belongs to. */
export function auditBase(actor: Actor, yearMonth: string) {
  return {
    actor: { userId: actor.userId, realUserId: actor.realUserId },
    ip: actor.ip,
    target: { type: 'accounting_month' as const, id: yearMonth },
  };
}
