// Policies of the insight area's language part. The analysis box (POST /api/v1/insight/analyze) is
// for "staff and above" (issue 13): spec 6's managing roles, admin, super_staff and staff. It reads
// no channel's data (the texts come in the request), so no channel scope applies.
import { onSubject, type Policy } from '../core/policy.ts';
import { isManagingRole } from '../core/roles.ts';
import type { Subject } from '../core/subject.ts';

export function analyzesTexts(subject: Subject): boolean {
  return isManagingRole(subject.accountType);
}

export const languagePolicies = {
  analyzesTexts: onSubject(analyzesTexts),
} as const satisfies Record<string, Policy>;
