// Policies of the accounting area's imports part (merged in policies.ts). Spec 6: finance (and
// sales, which behaves like it) updates accounting data and downloads revenue reports; the
// assistant updates video accounting (revenue uploads); admin and super staff hold every component.
// Channel owners on the accounting page see their own channels' revenue only (checked in the service).
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { channelFreeCapabilities, type Subject } from '../core/subject.ts';

const holds = (subject: Subject, component: 'updateAccounting' | 'updateVideoAccounting' | 'downloadRevenueReports') =>
  channelFreeCapabilities(subject).components.has(component);

/** Spec 6 "financial data upload": finance (updateAccounting) and the assistant (updateVideoAccounting). */
export function canUploadRevenue(subject: Subject): boolean {
  return holds(subject, 'updateAccounting') || holds(subject, 'updateVideoAccounting');
}

/** The staff side of the accounting page sees every channel's revenue: those who upload or download it. */
export function canSeeEveryRevenue(subject: Subject): boolean {
  return canUploadRevenue(subject) || holds(subject, 'downloadRevenueReports');
}

/** Assigning unmatched rows to a network channel is finance's (spec 6 "updates accounting data"). */
export function canAssignRevenue(subject: Subject): boolean {
  return holds(subject, 'updateAccounting');
}

/** Spec 6 "financial data … download": finance's revenue reports, and the assistant who uploads them. */
export function canExportRevenue(subject: Subject): boolean {
  return holds(subject, 'downloadRevenueReports') || holds(subject, 'updateVideoAccounting');
}

/** A channel's revenue: the staff side, or the channel's owner (who also needs the cms flag, checked with the profile). */
export function canSeeChannelRevenue(subject: Subject, channelId: string): boolean {
  return canSeeEveryRevenue(subject) || subject.channels.some((c) => c.channel_id === channelId && c.member_type === 'owner');
}

export const importsPolicies = {
  canUploadRevenue: onSubject(canUploadRevenue),
  canSeeEveryRevenue: onSubject(canSeeEveryRevenue),
  canAssignRevenue: onSubject(canAssignRevenue),
  canExportRevenue: onSubject(canExportRevenue),
  canSeeChannelRevenue: onObject(canSeeChannelRevenue),
} as const satisfies Record<string, Policy>;
