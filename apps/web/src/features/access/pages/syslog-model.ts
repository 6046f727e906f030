// The system log's pure parts: what the filters ask the server, the action families the filter
// offers, and how an entry's alarm, real actor and target read.
import { auditActions, auditTargetTypes, yearMonthLabel, type AuditTargetType } from '@chorus/contract';
import type { SyslogEntry } from '../api/access-queries.ts';

export type SyslogFilters = { action: string; actor: string; target: string; from: string; to: string };
export const emptySyslogFilters: SyslogFilters = { action: '', actor: '', target: '', from: '', to: '' };

/** The query for the filters applied and the page shown (from 0): typed text trimmed, empty left out. */
export function syslogQuery(filters: SyslogFilters, page: number, pageSize: number) {
  return {
    action: filters.action || undefined,
    actor: filters.actor.trim() || undefined,
    target: filters.target.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: page + 1,
    page_size: pageSize,
  };
}

/** The families of actions (auth, user, …) in the contract's order, each with its actions. */
export function actionFamilies(actions: readonly string[] = auditActions): { family: string; actions: string[] }[] {
  const families = [...new Set(actions.map((a) => a.split('.')[0]!))];
  return families.map((family) => ({ family, actions: actions.filter((a) => a.startsWith(`${family}.`)) }));
}

/** A failed sign-in or a lockout is shown as an alarm. */
export const isAlarmAction = (action: string) => action.endsWith('failed') || action.endsWith('lockout');

/** Who really acted when the action was done while switched into another account; null otherwise. */
export function realActorName(entry: Pick<SyslogEntry, 'actor' | 'real_actor'>): string | null {
  const real = entry.real_actor;
  if (!real || real.id === entry.actor?.id) return null;
  return real.name ?? real.email ?? `#${real.id}`;
}

const isTargetType = (type: string | null): type is AuditTargetType => (auditTargetTypes as readonly (string | null)[]).includes(type);

/** What the target column shows: a person, a known kind of thing with its id, a bare id, or nothing. */
export type SyslogTarget =
  | { kind: 'user'; person: NonNullable<SyslogEntry['target_user']> }
  | { kind: 'typed'; type: AuditTargetType; id: string }
  | { kind: 'id'; id: string }
  | { kind: 'none' };

export function syslogTarget(entry: Pick<SyslogEntry, 'target_user' | 'target_type' | 'target_id'>): SyslogTarget {
  if (entry.target_user) return { kind: 'user', person: entry.target_user };
  if (isTargetType(entry.target_type) && entry.target_id) {
    // A month is kept as 202611 and read as 2026-11.
    const id = entry.target_type === 'accounting_month' && /^\d{6}$/.test(entry.target_id) ? yearMonthLabel(entry.target_id) : entry.target_id;
    return { kind: 'typed', type: entry.target_type, id };
  }
  if (entry.target_id) return { kind: 'id', id: entry.target_id };
  return { kind: 'none' };
}

/** Whether the entry has details to unfold. */
export const hasDetails = (entry: Pick<SyslogEntry, 'details'>) => Object.keys(entry.details).length > 0;
