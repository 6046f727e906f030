// Issue report policies (spec 2 "issue reports", spec 7): anyone signed in files reports and reads
// their own; the managing roles (admin, super staff, staff) read everyone's and answer them.
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { isManaging, type Subject } from '../core/subject.ts';

/** Spec 2: the managing roles answer issue reports (status, estimated completion date, response). */
export function canAnswerIssueReports(subject: Subject): boolean {
  return isManaging(subject);
}

/** Spec 2: the managing roles read everyone's reports; others their own (it narrows the list, denies nothing). */
export function seesEveryIssueReport(subject: Subject): boolean {
  return isManaging(subject);
}

export const issueReportsPolicies = {
  canAnswerIssueReports: onSubject(canAnswerIssueReports),
  seesEveryIssueReport: onObject(seesEveryIssueReport),
} as const satisfies Record<string, Policy>;
