// Policies of the exploration area (issue 26; spec 6: admin, super staff, staff and viewer see the
// exploration pages, the viewer read-only). Writing prospects and spending the search quota are for
// the network's managing roles.
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { isManaging, type Subject } from '../core/subject.ts';

/** Save candidates and move prospects: admin, super staff, staff (not the read-only viewer). */
export function editsProspects(subject: Subject): boolean {
  return isManaging(subject);
}

/**
 * Spend search.list quota and queue the enrichment of new candidates: the managing roles. Judged by
 * the service only when a request would spend: anyone else with the page is answered from stored
 * results (`search.skipped: not_allowed`), nothing spent.
 */
export function spendsSearchQuota(subject: Subject): boolean {
  return isManaging(subject);
}

export const explorationPolicies = {
  editsProspects: onSubject(editsProspects),
  spendsSearchQuota: onObject(spendsSearchQuota),
} as const satisfies Record<string, Policy>;
