// YouTube authorization policies (spec 2 profile: "channel authorization as channel owner or
// content manager").
import { onObject, onSubject, type Policy } from '../core/policy.ts';
import { worksOnChannels, type Subject } from '../core/subject.ts';

/** Spec 2: a grant is withdrawn by the person who gave it; another person's grant does not exist for the caller. */
export function canRevokeGrant(subject: Subject, grant: { ownerId: number }): boolean {
  return grant.ownerId === subject.id;
}

/** Authorizing a YouTube channel (and reading one's grants) is for people who work on channels, not advertisers or resellers. */
export function canAuthorizeYoutube(subject: Subject): boolean {
  return worksOnChannels(subject);
}

export const youtubePolicies = {
  canAuthorizeYoutube: onSubject(canAuthorizeYoutube),
  canRevokeGrant: onObject(canRevokeGrant),
} as const satisfies Record<string, Policy>;
