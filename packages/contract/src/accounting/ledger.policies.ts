// Policies of the accounting area's ledger part (merged in policies.ts).
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { itemAllowed, subjectCapabilities, type Subject } from '../core/subject.ts';

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

export const ledgerPolicies = {
  canSeeRatios: onObject(canSeeRatios),
  canSetRatios: onSubject(canSetRatios),
  canSeeStatement: onObject(canSeeStatement),
} as const satisfies Record<string, Policy>;
