// Policies of the reports area's annual part: a group's annual report is downloaded by whoever may
// see the group (its administrators and users, and those who manage every group) and holds
// downloadReport (spec 6: the specific user without it gets no file).
import { canSeeGroup, type GroupInReach } from '../groups/policies.ts';
import { onObject, type Policy } from '../core/policy.ts';
import type { Subject } from '../core/subject.ts';
import { holdsReportDownload } from './report-download.ts';

/**
 * The action without a channel: the role's channel-free part (a channel owner's download of their
 * own channel's report does not reach a group's other channels), or the item granted everywhere.
 */
export function canDownloadGroupReport(subject: Subject, group: GroupInReach): boolean {
  return canSeeGroup(subject, group) && holdsReportDownload(subject);
}

export const annualPolicies = {
  canDownloadGroupReport: onObject(canDownloadGroupReport),
} as const satisfies Record<string, Policy>;
