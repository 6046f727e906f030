// Backup policies (issue 25): only the administrator sees the backups' state (where they are kept,
// whether they restore); backups hold every account's data.
import { onSubject, type Policy } from '../core/policy.ts';
import type { Subject } from '../core/subject.ts';

export function administersBackups(subject: Subject): boolean {
  return subject.accountType === 'admin';
}

export const backupPolicies = {
  administersBackups: onSubject(administersBackups),
} as const satisfies Record<string, Policy>;
