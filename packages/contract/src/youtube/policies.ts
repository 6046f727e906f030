// YouTube authorization policies (spec 2 profile: "channel authorization as channel owner or
// content manager").
import { onObject, type Policy } from '../core/policy.ts';
import type { Subject } from '../core/subject.ts';

/** Spec 2: a grant is withdrawn by the person who gave it; another person's grant does not exist for the caller. */
export function canRevokeGrant(subject: Subject, grant: { ownerId: number }): boolean {
  return grant.ownerId === subject.id;
}

export const youtubePolicies = {
  canRevokeGrant: onObject(canRevokeGrant),
} as const satisfies Record<string, Policy>;
