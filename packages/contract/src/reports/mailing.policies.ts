// Policies of the reports area's mailing part. The quarterly subscription is "staff and finance"
// (issue 14): spec 6's managing roles (admin, super staff, staff), who run the channels' reports,
// and the holders of updateAccounting (finance, admin, super staff), spec 1 placing the quarterly
// report mailing under accounting. Both see every channel, so no channel scope narrows the lists.
import { onSubject, type Policy } from '../core/policy.ts';
import { isManagingRole } from '../core/roles.ts';
import { subjectCapabilities, type Subject } from '../core/subject.ts';

export function managesReportMailing(subject: Subject): boolean {
  return isManagingRole(subject.accountType) || subjectCapabilities(subject).components.has('updateAccounting');
}

export const mailingPolicies = {
  managesReportMailing: onSubject(managesReportMailing),
} as const satisfies Record<string, Policy>;
