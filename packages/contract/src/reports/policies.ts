// Policies of the reports area.
import { isPageAllowed } from '../core/access.ts';
import { onObject, type Policy } from '../core/policy.ts';
import { subjectCapabilities, type Subject } from '../core/subject.ts';
import { annualPolicies } from './annual.policies.ts';
import { mailingPolicies } from './mailing.policies.ts';
import { holdsReportDownload } from './report-download.ts';

/**
 * Spec 6: a report is downloaded by whoever may open the report page of the channel and holds the
 * download action there (the viewer sees the page but not the file, unless granted; so does the
 * specific user who lacks the action).
 */
export function canDownloadChannelReport(subject: Subject, channelId: string): boolean {
  return isPageAllowed(subjectCapabilities(subject, channelId), 'report') && holdsReportDownload(subject, channelId);
}

/**
 * Issue 14: the report's revenue and payout summary is for those with accounting access to the
 * channel (the accounting page on it: the network's finance people, an owner whose role has it).
 */
export function seesReportAccounting(subject: Subject, channelId: string): boolean {
  return isPageAllowed(subjectCapabilities(subject, channelId), 'accounting');
}

export const reportsPolicies = {
  canDownloadChannelReport: onObject(canDownloadChannelReport),
  seesReportAccounting: onObject(seesReportAccounting),
  ...mailingPolicies,
  ...annualPolicies,
} as const satisfies Record<string, Policy>;
