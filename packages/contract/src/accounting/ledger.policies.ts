// Policies of the accounting area's ledger part (merged in policies.ts).
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { itemAllowed, subjectCapabilities, type Subject } from '../core/subject.ts';
import { canSeeEveryRevenue } from './imports.policies.ts';

/** The accounting staff of spec 6 (finance and sales, assistant, admin, super staff): holders of the payment page see every channel's figures. */
export function seesEveryLedger(subject: Subject): boolean {
  return subjectCapabilities(subject).pages.has('payment');
}

/** Spec 6 "view and set channel revenue share": finance (and sales), admin and super staff, unless a denial entry takes it away. */
export function canSetRatios(subject: Subject): boolean {
  return itemAllowed(subject, 'revenue_share:set', subjectCapabilities(subject).components.has('updateAccounting'));
}

/**
 * Spec 2, 6: a channel's ratios are seen by the accounting staff and, on the profit-sharing page, by
 * the people of that channel whose member type grants the page (owner, member; an advertising
 * partner on a channel it belongs to). A revenue_share:view global entry shows every channel's.
 */
export function canSeeRatios(subject: Subject, channelId: string): boolean {
  const onChannel = subject.channels.some((c) => c.channel_id === channelId) && subjectCapabilities(subject, channelId).pages.has('profitSharing');
  return itemAllowed(subject, 'revenue_share:view', seesEveryLedger(subject) || canSetRatios(subject) || onChannel);
}

/** Issue 10: a statement is its payee's (the channel's owner when it was posted) and the accounting staff's; nobody else's. */
export function canSeeStatement(subject: Subject, statement: { payeeUserId: number | null }): boolean {
  return seesEveryLedger(subject) || (statement.payeeUserId !== null && statement.payeeUserId === subject.id);
}

/** The channels a caller's per-channel accounting screens offer: every network channel, or these. */
export type AccountingChannelReach = { every: true } | { every: false; channelIds: string[] };

/**
 * Issue 23: the channel picker of the per-channel accounting screens (profit sharing, statements,
 * payment records) offers what the caller's accounting policies cover. The accounting staff (who see
 * every ledger, set ratios, or see every channel's revenue: finance and sales, assistants, admin,
 * super staff) and holders of a global revenue_share:view entry: every network channel. Anyone else:
 * the channels they belong to whose member type gives them the accounting or profit-sharing page.
 */
export function accountingChannelReach(subject: Subject): AccountingChannelReach {
  const staff = seesEveryLedger(subject) || canSetRatios(subject) || canSeeEveryRevenue(subject);
  if (staff || itemAllowed(subject, 'revenue_share:view', false)) return { every: true };
  const channelIds = subject.channels
    .filter((c) => {
      const pages = subjectCapabilities(subject, c.channel_id).pages;
      return pages.has('accounting') || pages.has('profitSharing');
    })
    .map((c) => c.channel_id);
  return { every: false, channelIds };
}

/** The accounting channel picker answers those whose reach holds a channel; for anyone else it is not theirs (403). */
export function reachesAccountingChannels(subject: Subject): boolean {
  const reach = accountingChannelReach(subject);
  return reach.every || reach.channelIds.length > 0;
}

export const ledgerPolicies = {
  reachesAccountingChannels: onSubject(reachesAccountingChannels),
  canSeeRatios: onObject(canSeeRatios),
  canSetRatios: onSubject(canSetRatios),
  canSeeStatement: onObject(canSeeStatement),
} as const satisfies Record<string, Policy>;
