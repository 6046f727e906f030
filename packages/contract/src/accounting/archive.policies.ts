// Policies of the accounting area's archive part (issue 30): the archive of received report files
// and the estimated / final / paid reconciliation are finance's (updateAccounting; admin and super
// staff hold every component). Assistants upload reports but do not read the archive.
import { onSubject, type Policy } from '../core/policy.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';

export function canReadRevenueArchive(subject: Subject): boolean {
  return channelFreeCapabilities(subject).components.has('updateAccounting');
}

export const archivePolicies = {
  canReadRevenueArchive: onSubject(canReadRevenueArchive),
} as const satisfies Record<string, Policy>;
